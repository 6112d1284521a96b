package rpcpool

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/internal/testutil"
)

func TestAdoptMark(t *testing.T) {
	now := time.Unix(1000, 0)
	old := now.Add(-time.Second)
	for _, tc := range []struct {
		name   string
		high   highWater
		shared uint64
		forgot highWater
		want   highWater
	}{
		{"no shared mark keeps the own", highWater{head: 10, at: old}, 0, highWater{}, highWater{head: 10, at: old}},
		{"a lower shared mark keeps the own", highWater{head: 10, at: old}, 9, highWater{}, highWater{head: 10, at: old}},
		{"an equal shared mark keeps the own and its date", highWater{head: 10, at: old}, 10, highWater{}, highWater{head: 10, at: old}},
		{"a higher shared mark is taken, dated now", highWater{head: 10, at: old}, 12, highWater{}, highWater{head: 12, at: now}},
		{"a mark just forgotten is not taken back", highWater{head: 3, at: old}, 12, highWater{head: 12, at: now.Add(-ForgetHighAfter / 2)}, highWater{head: 3, at: old}},
		{"a mark forgotten long ago may come back", highWater{head: 3, at: old}, 12, highWater{head: 12, at: now.Add(-ForgetHighAfter)}, highWater{head: 12, at: now}},
		{"above a forgotten mark is taken", highWater{head: 3, at: old}, 13, highWater{head: 12, at: now}, highWater{head: 13, at: now}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := adoptMark(tc.high, tc.shared, tc.forgot, now); got != tc.want {
				t.Errorf("adoptMark = %+v, want %+v", got, tc.want)
			}
		})
	}
}

// memMark is the fleet's shared mark in memory, counting its reads.
type memMark struct {
	n, reads atomic.Uint64
}

func (m *memMark) Raise(_ context.Context, n uint64) error {
	for cur := m.n.Load(); n > cur && !m.n.CompareAndSwap(cur, n); cur = m.n.Load() {
	}
	return nil
}

func (m *memMark) Highest(context.Context) (uint64, error) {
	m.reads.Add(1)
	return m.n.Load(), nil
}

// An estimate goes on the shared mark it read last while its own view is
// not behind, but a view that looks behind (every provider below the
// pool's own mark) asks the shared mark again on each further round: a
// head another process saw meanwhile still holds the estimate back, after
// the providers are back at the pool's own mark.
func TestEstimateAsksTheMarkAgainWhenItsViewLooksBehind(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	mark := &memMark{}
	r := newRig(t, Config{MarkEvery: time.Hour, RetryFor: 2 * time.Second, Mark: mark})
	for range 3 {
		r.node.Seal()
	}
	msg := ethereum.CallMsg{To: &common.Address{0x1}}
	if _, err := r.pool.EstimateGasAtBest(ctx, msg); err != nil {
		t.Fatal(err)
	}
	r.pool.mu.Lock()
	own := r.pool.high.head
	r.pool.mu.Unlock()
	r.node.Seal()
	r.node.Seal()
	if err := mark.Raise(ctx, own+2); err != nil { // another process saw the newest head
		t.Fatal(err)
	}
	// Both providers answer 3 behind the node: one below the pool's own
	// mark. Once both have answered a round, they answer 1 behind: the
	// pool's own mark + 1, still below the shared one.
	a, b := r.a.Calls("eth_blockNumber"), r.b.Calls("eth_blockNumber")
	r.a.SetLag(3)
	r.b.SetLag(3)
	go func() {
		for ctx.Err() == nil && (r.a.Calls("eth_blockNumber") == a || r.b.Calls("eth_blockNumber") == b) {
			time.Sleep(time.Millisecond)
		}
		r.a.SetLag(1)
		r.b.SetLag(1)
	}()
	if _, err := r.pool.EstimateGasAtBest(ctx, msg); !errors.Is(err, ErrStaleView) {
		t.Fatalf("estimate with the providers below a head another process saw: %v, want ErrStaleView", err)
	}
	if mark.reads.Load() < 2 {
		t.Fatalf("the shared mark was read %d times, want again after the view looked behind", mark.reads.Load())
	}
}

// failingMark refuses its first raises, as a shared mark does while Redis
// is slow or away, then keeps what it is given.
type failingMark struct {
	memMark
	refuse int
}

func (m *failingMark) Raise(ctx context.Context, n uint64) error {
	if m.refuse > 0 {
		m.refuse--
		return context.DeadlineExceeded
	}
	return m.memMark.Raise(ctx, n)
}

// A raise of the shared mark that failed is tried again the next time the
// pool sees the same head: the head counts as raised only once the mark
// took it. (Counting it before the raise left the fleet's mark below a
// head this pool saw for as long as no higher head came.)
func TestAFailedMarkRaiseIsTriedAgainForTheSameHead(t *testing.T) {
	mark := &failingMark{refuse: 1}
	p := &Pool{cfg: Config{Mark: mark}, log: testutil.Logger(t)}
	p.raiseMark(7)
	if got := mark.n.Load(); got != 0 {
		t.Fatalf("mark after a refused raise = %d, want 0", got)
	}
	p.raiseMark(7)
	if got := mark.n.Load(); got != 7 {
		t.Fatalf("mark after the same head seen again = %d, want 7", got)
	}
	mark.refuse = 1 // a head already raised is not raised again
	p.raiseMark(7)
	if mark.refuse != 1 {
		t.Fatal("a head the mark already took was raised again")
	}
}
