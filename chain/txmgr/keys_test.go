package txmgr

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/internal/testutil"
)

// gateBackend holds every read of a nonce at the latest block (the floor a
// Send reads after choosing its key) until n callers are waiting in it,
// then lets them all through: Sends that passed the key choice meet there
// before any of them takes a nonce.
type gateBackend struct {
	chain.Backend
	mu      sync.Mutex
	n       int
	arrived int
	open    chan struct{}
}

func (g *gateBackend) NonceAt(ctx context.Context, a common.Address, block *big.Int) (uint64, error) {
	if block != nil {
		return g.Backend.NonceAt(ctx, a, block)
	}
	g.mu.Lock()
	g.arrived++
	if g.arrived == g.n {
		close(g.open)
	}
	g.mu.Unlock()
	select {
	case <-g.open:
	case <-ctx.Done():
		return 0, ctx.Err()
	}
	return g.Backend.NonceAt(ctx, a, nil)
}

// TestInFlightCapHeldUnderLock: two Sends pass the key choice together on a
// key with one free slot. Only one of them may take a nonce; the other waits
// for a free slot instead of going over MaxInFlight.
func TestInFlightCapHeldUnderLock(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	gate := &gateBackend{Backend: sim.Client(), n: 2, open: make(chan struct{})}
	cfg := testConfig()
	cfg.MaxInFlight = 1
	m := newManager(t, cfg, gate, testutil.RedisClient(t), []*ecdsa.PrivateKey{key})

	short, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	errs := make(chan error, 2)
	for _, id := range []string{"a", "b"} {
		go func() {
			_, err := m.Send(short, id, transfer(1))
			errs <- err
		}()
	}
	var failed int
	for range 2 {
		if err := <-errs; err != nil {
			if !errors.Is(err, context.DeadlineExceeded) {
				t.Errorf("Send: %v; want success or a wait cut short", err)
			}
			failed++
		}
	}
	n, err := m.store.inFlight(ctx, m.addrs)
	if err != nil {
		t.Fatal(err)
	}
	if n[0] != 1 || failed != 1 {
		t.Errorf("in flight %d with MaxInFlight 1, %d Sends waiting; want 1 and 1", n[0], failed)
	}
}

// TestUnfundedKeyGetsNoNewWork: of two keys, the first has no ETH for gas.
// Once a node refused its transaction for lack of funds, new intents go to
// the healthy key, although the unfunded one has as few in flight.
func TestUnfundedKeyGetsNoNewWork(t *testing.T) {
	ctx := context.Background()
	poor, rich := testKey(t, 10), testKey(t, 1)
	sim := newSim(t, rich)
	m := newManager(t, testConfig(), sim.Client(), testutil.RedisClient(t), []*ecdsa.PrivateKey{poor, rich})

	first, err := m.Send(ctx, "first", transfer(1))
	if first == nil || first.From != addrOf(poor) || !errors.Is(err, ErrInsufficientFunds) {
		t.Fatalf("first Send: %+v, %v; want the unfunded key and ErrInsufficientFunds", first, err)
	}
	for _, id := range []string{"second", "third", "fourth"} {
		r, err := m.Send(ctx, id, transfer(1))
		if err != nil {
			t.Fatalf("Send %s: %v", id, err)
		}
		if r.From != addrOf(rich) {
			t.Errorf("%s went to the unfunded key %s; want %s", id, r.From, addrOf(rich))
		}
	}
}

// warnings collects the messages logged at warn level.
type warnings struct {
	mu   sync.Mutex
	msgs []string
}

func (w *warnings) Levels() []logrus.Level { return []logrus.Level{logrus.WarnLevel} }

func (w *warnings) Fire(e *logrus.Entry) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.msgs = append(w.msgs, e.Message)
	return nil
}

func (w *warnings) count(msg string) int {
	w.mu.Lock()
	defer w.mu.Unlock()
	n := 0
	for _, m := range w.msgs {
		if m == msg {
			n++
		}
	}
	return n
}

// TestExternalUseOfKeyIsReported: someone used the Manager's key outside
// it; the next Send raises the nonce counter to the chain's mined nonce,
// and says so at warn level and in the metrics.
func TestExternalUseOfKeyIsReported(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	log := testutil.Logger(t)
	w := &warnings{}
	log.Logger.AddHook(w)
	mt := newCountingMetrics()
	m, err := New(testConfig(), sim.Client(), testutil.RedisClient(t), []*ecdsa.PrivateKey{key}, log, WithMetrics(mt))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Send(ctx, "a", transfer(1)); err != nil {
		t.Fatalf("Send a: %v", err)
	}
	commitUntilMined(t, sim, addrOf(key), 1)
	for n := range uint64(2) {
		sendExternal(t, sim.Client(), key, 1+n)
	}
	commitUntilMined(t, sim, addrOf(key), 3)
	b, err := m.Send(ctx, "b", transfer(1))
	if err != nil {
		t.Fatalf("Send b: %v", err)
	}
	if b.Nonce != 3 || mt.get("nonce_floor_raised") != 1 || w.count(msgFloorRaised) != 1 {
		t.Errorf("nonce %d, metric %d, warnings %d; want 3, 1, 1", b.Nonce, mt.get("nonce_floor_raised"), w.count(msgFloorRaised))
	}
}

// TestStuckKeyGetsNoNewWork: the first key's next nonce has waited unmined
// for three bump periods; the monitor marks the key stuck and new intents
// go to the second key, although the first comes first on a tie.
func TestStuckKeyGetsNoNewWork(t *testing.T) {
	ctx := context.Background()
	a, b := testKey(t, 0), testKey(t, 1)
	sim := newSim(t, a, b)
	clock := newClock()
	cfg := testConfig()
	m := newManager(t, cfg, sim.Client(), testutil.RedisClient(t), []*ecdsa.PrivateKey{a, b}, WithClock(clock.Now))

	if r, err := m.Send(ctx, "old", transfer(1)); err != nil || r.From != addrOf(a) {
		t.Fatalf("Send old: %+v, %v; want it on the first key", r, err)
	}
	clock.Advance(stuckBumps * cfg.BumpAfter)
	if r, err := m.Send(ctx, "b1", transfer(1)); err != nil || r.From != addrOf(b) {
		t.Fatalf("Send b1: %+v, %v; want it on the second key", r, err)
	}
	m.monitorOnce(ctx)
	r, err := m.Send(ctx, "new", transfer(1))
	if err != nil {
		t.Fatalf("Send new: %v", err)
	}
	if r.From != addrOf(b) {
		t.Errorf("new intent on the stuck key %s; want %s", r.From, addrOf(b))
	}
}

// TestInFlightCapAcrossManagers: three Managers (as three worker processes
// would) share one key and Redis, with MaxInFlight 10 and nothing mined.
// Of 30 concurrent Sends exactly 10 take a nonce, 0 to 9 without a gap; the
// other 20 wait until their context ends.
func TestInFlightCapAcrossManagers(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	rdb := testutil.RedisClient(t)
	cfg := testConfig()
	cfg.MaxInFlight = 10
	var ms []*Manager
	for range 3 {
		ms = append(ms, newManager(t, cfg, sim.Client(), rdb, []*ecdsa.PrivateKey{key}))
	}
	short, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	type result struct {
		nonce uint64
		err   error
	}
	results := make(chan result, 30)
	for i := range 30 {
		go func() {
			r, err := ms[i%3].Send(short, fmt.Sprintf("intent-%d", i), transfer(1))
			if err != nil {
				results <- result{err: err}
				return
			}
			results <- result{nonce: r.Nonce}
		}()
	}
	nonces := map[uint64]bool{}
	waited := 0
	for range 30 {
		res := testutil.Recv(t, results, "a send's result")
		switch {
		case errors.Is(res.err, context.DeadlineExceeded):
			waited++
		case res.err != nil:
			t.Errorf("Send: %v", res.err)
		default:
			nonces[res.nonce] = true
		}
	}
	for n := range uint64(10) {
		if !nonces[n] {
			t.Errorf("nonce %d not taken", n)
		}
	}
	if len(nonces) != 10 || waited != 20 {
		t.Errorf("%d nonces taken, %d Sends waited; want 10 and 20", len(nonces), waited)
	}
}
