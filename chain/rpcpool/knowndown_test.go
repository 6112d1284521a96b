package rpcpool

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
)

func TestProbeOnce(t *testing.T) {
	now := time.Unix(1000, 0)
	const budget = 6 * time.Second
	// down: failing for `for`, held down for `left` more.
	down := func(fails int, since, left time.Duration) state {
		return state{fails: fails, downSince: now.Add(-since), downUntil: now.Add(left), head: 10, cur: 10}
	}
	up := state{head: 10, cur: 10}
	for _, tc := range []struct {
		name   string
		states []state
		want   bool
	}{
		{"every provider failing for longer than the budget", []state{down(9, time.Minute, 30*time.Second), down(4, budget, time.Second)}, true},
		{"the only provider failing for the budget", []state{down(5, budget, time.Second)}, true},
		{"one provider up keeps the budget", []state{down(9, time.Minute, 30*time.Second), up}, false},
		{"one provider's failures began less than a budget ago: a blip", []state{down(9, time.Minute, 30*time.Second), down(1, 0, 500*time.Millisecond)}, false},
		{"a run of failures just short of the budget", []state{down(3, budget-time.Millisecond, time.Second)}, false},
		{"a down mark that has run out is not known", []state{down(9, time.Minute, 30*time.Second), down(9, time.Minute, 0)}, false},
		{"never failed", []state{up, up}, false},
		{"no provider", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := probeOnce(tc.states, now, budget); got != tc.want {
				t.Errorf("probeOnce = %v, want %v", got, tc.want)
			}
		})
	}
}

// failingFor drives head polls until every provider the test made fail is
// known down to the pool, as a long outage leaves them (it takes RetryFor):
// the failures are ones the pool saw itself.
func (r *rig) failingFor(t *testing.T, ctx context.Context, known func([]state, time.Time) bool) {
	t.Helper()
	for {
		r.pool.pollHeads(ctx)
		r.pool.mu.Lock()
		ok := known(r.pool.states, r.pool.now())
		r.pool.mu.Unlock()
		if ok {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatal("the providers never became known down")
		case <-time.After(20 * time.Millisecond): // pacing of the polls, not a wait for an event
		}
	}
}

// With every provider known down, a call asks each one once and returns
// the pool's retryable error at once, instead of trying round after round
// for RetryFor; a read at the newest state (CallAtBest) too. A provider
// that comes back is used by the very next call.
func TestPoolGivesUpAtOnceWhenEveryProviderIsKnownDown(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	const retryFor = 3 * time.Second
	r := newRig(t, Config{RetryFor: retryFor})
	r.a.SetFailing(true)
	r.b.SetFailing(true)
	r.failingFor(t, ctx, func(s []state, now time.Time) bool { return probeOnce(s, now, retryFor) })

	a, b := r.a.Calls("eth_chainId"), r.b.Calls("eth_chainId")
	start := time.Now()
	_, err := r.pool.ChainID(ctx)
	took := time.Since(start)
	if !errors.Is(err, ErrKnownDown) || !transient(err) {
		t.Fatalf("chain id with every provider known down: %v, want ErrKnownDown and their transient error", err)
	}
	if took > retryFor/3 {
		t.Errorf("chain id gave up after %v with every provider known down, want well under RetryFor (%v)", took, retryFor)
	}
	if da, db := r.a.Calls("eth_chainId")-a, r.b.Calls("eth_chainId")-b; da != 1 || db != 1 {
		t.Errorf("attempts: a %d, b %d; want one each", da, db)
	}

	a, b = r.a.Calls("eth_blockNumber"), r.b.Calls("eth_blockNumber")
	calls := r.a.Calls("eth_call") + r.b.Calls("eth_call")
	start = time.Now()
	_, err = r.pool.CallAtBest(ctx, ethereum.CallMsg{To: &common.Address{0x1}})
	took = time.Since(start)
	if !errors.Is(err, ErrKnownDown) || !transient(err) || errors.Is(err, ErrStaleView) {
		t.Fatalf("call at best with every provider known down: %v, want ErrKnownDown and their transient error", err)
	}
	if took > retryFor/3 {
		t.Errorf("call at best gave up after %v with every provider known down, want well under RetryFor (%v)", took, retryFor)
	}
	da, db := r.a.Calls("eth_blockNumber")-a, r.b.Calls("eth_blockNumber")-b
	dc := r.a.Calls("eth_call") + r.b.Calls("eth_call") - calls
	if da != 1 || db != 1 || dc != 0 {
		t.Errorf("call at best asked heads a %d, b %d times and made %d calls; want one head each, no call", da, db, dc)
	}

	r.b.SetFailing(false)
	if _, err := r.pool.ChainID(ctx); err != nil {
		t.Fatalf("chain id once b is back: %v", err)
	}
	if _, err := r.pool.CallAtBest(ctx, ethereum.CallMsg{To: &common.Address{0x1}}); err != nil {
		t.Fatalf("call at best once b is back: %v", err)
	}
}

// With one provider known down and the other failing for a moment (it was
// up until now), a call keeps its whole budget and rides the blip out: the
// other has not failed for long enough to be known down.
func TestPoolRidesOutABlipWhenOneProviderIsKnownDown(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	const retryFor = 2 * time.Second
	r := newRig(t, Config{RetryFor: retryFor, DownFor: time.Second})
	r.a.SetDown(true)
	r.failingFor(t, ctx, func(s []state, now time.Time) bool { return s[0].knownDown(now, retryFor) && s[1].fails == 0 })

	// b fails its head poll: both providers are held down now, b for a
	// blip. b answers again once the call has asked it a second time.
	r.b.SetFailing(true)
	r.pool.pollHeads(ctx)
	b := r.b.Calls("eth_chainId")
	go func() {
		for ctx.Err() == nil && r.b.Calls("eth_chainId") < b+2 {
			time.Sleep(time.Millisecond)
		}
		r.b.SetFailing(false)
	}()
	if _, err := r.pool.ChainID(ctx); err != nil {
		t.Fatalf("chain id through a blip of b with a known down: %v", err)
	}
}
