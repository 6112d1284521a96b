package rpcpool

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/sirupsen/logrus"
	"github.com/sirupsen/logrus/hooks/test"

	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/internal/testutil"
)

// proxiedPool is a pool over one fault proxy in front of url, as one
// process (API or worker) has, sharing mark and logging to log.
func proxiedPool(t *testing.T, url string, mark HeadMark, log *logrus.Entry) (*Pool, *testutil.RPCFault) {
	t.Helper()
	f := testutil.NewRPCFault(t, url)
	c, err := ethclient.Dial(f.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	p, err := New(Config{HeadEvery: time.Hour, RetryFor: 500 * time.Millisecond, Mark: mark},
		[]Provider{{Name: f.URL(), Backend: c}}, log)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Close)
	return p, f
}

// nodeAtBlock5 is the embedded chain with five blocks sealed.
func nodeAtBlock5(t *testing.T) *devchain.Chain {
	t.Helper()
	node := startNode(t)
	for range 5 {
		node.Seal()
	}
	return node
}

// Two processes' pools share the head mark in Redis. Pool A (the worker)
// sees head H, where a project was created; pool B's (the API's) only
// provider lags below H and B never saw H itself. B must not confirm an
// absence on that older state: it answers ErrStaleView (the API's
// retryable rpc_error) until its provider reaches H.
func TestSharedHeadMarkStopsAnAbsenceBelowAnotherProcesssHead(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	node := nodeAtBlock5(t)
	mark := NewRedisHeadMark(testutil.RedisClient(t), node.ChainID())
	poolA, _ := proxiedPool(t, node.HTTPURL(), mark, testutil.Logger(t))
	poolB, fb := proxiedPool(t, node.HTTPURL(), mark, testutil.Logger(t))
	fb.SetLag(3)
	h, err := poolA.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// A's head watch may be raising the mark as BlockNumber returns.
	for got, err := mark.Highest(ctx); got != h; got, err = mark.Highest(ctx) {
		if err != nil || ctx.Err() != nil {
			t.Fatalf("shared mark after pool A saw %d: %d %v", h, got, err)
		}
		time.Sleep(10 * time.Millisecond)
	}

	call := ethereum.CallMsg{To: &common.Address{0x1}}
	if _, err := poolB.CallAtBest(ctx, call); !errors.Is(err, ErrStaleView) {
		t.Fatalf("pool B's call at best, its provider 3 blocks below the head pool A saw: %v, want ErrStaleView", err)
	}
	fb.SetLag(0)
	if _, err := poolB.CallAtBest(ctx, call); err != nil {
		t.Fatalf("pool B's call at best once its provider reaches the mark: %v", err)
	}
}

// Redis stops while a process serves: reading the shared mark fails, and
// the pool goes on with its own view, logging a warning. Reads at the
// newest head are still answered, and its own highest head still stops
// an answer from a provider that fell below it.
func TestHeadMarkUnreadableFallsBackToTheOwnView(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	node := nodeAtBlock5(t)
	srv := testutil.StartRedis(t, testutil.RedisOptions{})
	mark := NewRedisHeadMark(srv.Client(), node.ChainID())
	log, hook := test.NewNullLogger()
	pool, f := proxiedPool(t, node.HTTPURL(), mark, logrus.NewEntry(log))
	call := ethereum.CallMsg{To: &common.Address{0x1}}
	// With Redis up the pool raises the shared mark to the head it sees
	// (a raise that timed out on a loaded machine is tried again with the
	// next call).
	testutil.Until(t, time.Minute, "the shared mark raised to the pool's head", func() bool {
		if _, err := pool.CallAtBest(ctx, call); err != nil {
			t.Fatalf("call at best with Redis up: %v", err)
		}
		n, err := mark.Highest(ctx)
		return err == nil && n > 0
	})

	srv.Kill()
	hook.Reset()
	if _, err := pool.CallAtBest(ctx, call); err != nil {
		t.Fatalf("call at best with Redis stopped: %v, want an answer from the pool's own view", err)
	}
	if _, err := pool.EstimateGasAtBest(ctx, ethereum.CallMsg{To: &common.Address{0x1}}); err != nil {
		t.Fatalf("estimate at best with Redis stopped: %v", err)
	}
	warned := false
	for _, e := range hook.AllEntries() {
		warned = warned || (e.Level == logrus.WarnLevel && strings.Contains(e.Message, "shared head mark"))
	}
	if !warned {
		t.Fatalf("no warning that the shared head mark could not be read; logged %d entries", len(hook.AllEntries()))
	}
	f.SetLag(2)
	if _, err := pool.CallAtBest(ctx, call); !errors.Is(err, ErrStaleView) {
		t.Fatalf("call at best, Redis stopped and the provider 2 blocks below the pool's own head: %v, want ErrStaleView", err)
	}
}

// countedMark is the Redis head mark, counting its reads.
type countedMark struct {
	*RedisHeadMark
	reads atomic.Int64
}

func (m *countedMark) Highest(ctx context.Context) (uint64, error) {
	m.reads.Add(1)
	return m.RedisHeadMark.Highest(ctx)
}

// A worker estimates every paid write at the newest head: on a healthy
// pool, N estimates in a row read the shared mark in Redis at most once
// per DefaultMarkEvery, not N times. The API's confirmation of an
// absence (CallAtBest) still reads it every time, as the stale-view
// protection needs.
func TestEstimatesReadTheHeadMarkOncePerInterval(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	node := nodeAtBlock5(t)
	mark := &countedMark{RedisHeadMark: NewRedisHeadMark(testutil.RedisClient(t), node.ChainID())}
	pool, _ := proxiedPool(t, node.HTTPURL(), mark, testutil.Logger(t))
	const n = 40
	msg := ethereum.CallMsg{To: &common.Address{0x1}}
	before, start := mark.reads.Load(), time.Now()
	for range n {
		if _, err := pool.EstimateGasAtBest(ctx, msg); err != nil {
			t.Fatal(err)
		}
	}
	reads, took := mark.reads.Load()-before, time.Since(start)
	if most := 1 + int64(took/DefaultMarkEvery); reads > most || reads >= n {
		t.Fatalf("%d estimates in %v read the shared mark %d times, want at most %d", n, took, reads, most)
	}
	before = mark.reads.Load()
	for range n {
		if _, err := pool.CallAtBest(ctx, msg); err != nil {
			t.Fatal(err)
		}
	}
	if reads := mark.reads.Load() - before; reads != n {
		t.Fatalf("%d calls at best read the shared mark %d times, want every time", n, reads)
	}
}

// The mark is only ever raised, and kept per chain.
func TestRedisHeadMarkOnlyRises(t *testing.T) {
	ctx := context.Background()
	rdb := testutil.RedisClient(t)
	m, other := NewRedisHeadMark(rdb, 31337), NewRedisHeadMark(rdb, 8453)
	for _, n := range []uint64{5, 9, 7} {
		if err := m.Raise(ctx, n); err != nil {
			t.Fatal(err)
		}
	}
	if got, err := m.Highest(ctx); err != nil || got != 9 {
		t.Fatalf("mark after 5, 9, 7: %d %v, want 9", got, err)
	}
	if got, err := other.Highest(ctx); err != nil || got != 0 {
		t.Fatalf("another chain's mark: %d %v, want none", got, err)
	}
	if ttl := rdb.PTTL(ctx, HeadMarkKeyPrefix+"31337").Val(); ttl <= 0 || ttl > ForgetHighAfter {
		t.Fatalf("mark's lifetime %v, want up to %v", ttl, ForgetHighAfter)
	}
}
