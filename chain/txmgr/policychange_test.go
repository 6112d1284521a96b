package txmgr

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRestartWithNewFeePolicyKeepsNonces (failure scenario 56): the fee cap
// and the bump threshold are read at start-up, so a change reaches records
// in flight through a restart over the same Redis. Three transactions sent
// under one policy never reach the node. A Manager restarted with
// MaxFeeCap at their fee caps may not bump them: it sends their stored
// bytes again. One restarted with no cap and a longer BumpAfter bumps only
// once its own threshold has passed. Every record keeps its nonce, the
// bumps mine, and the key's counter never moves. Real redis-server;
// go-ethereum's simulated chain.
func TestRestartWithNewFeePolicyKeepsNonces(t *testing.T) {
	const n = 3
	ctx := context.Background()
	g := newRedisRig(t)
	key, sim, fb, clock := g.key, g.sim, g.fb, g.clock
	start := func(cfg Config) *Manager { return g.manager(t, cfg) }

	first := start(testConfig())
	ids := make([]string, n)
	fb.dropNext(n)
	for i := range ids {
		ids[i] = fmt.Sprintf("intent-%d", i)
		if _, err := first.Send(ctx, ids[i], transfer(1)); err != nil {
			t.Fatalf("Send %s: %v", ids[i], err)
		}
	}
	sent := make([]Attempt, n)
	var lowestCap *big.Int
	for i, id := range ids {
		sent[i] = mustGet(t, first, id).Attempts[0]
		if lowestCap == nil || sent[i].GasFeeCap.Cmp(lowestCap) < 0 {
			lowestCap = sent[i].GasFeeCap
		}
	}
	clock.Advance(testConfig().BumpAfter)

	// Restart with a fee cap no bump fits under: the stored bytes go out
	// again, nothing is signed.
	capped := testConfig()
	capped.MaxFeeCap = new(big.Int).Set(lowestCap)
	fb.drain()
	start(capped).monitorOnce(ctx)
	for i, id := range ids {
		r := mustGet(t, first, id)
		if len(r.Attempts) != 1 || r.Nonce != uint64(i) {
			t.Errorf("%s under the lowered cap: %d attempts, nonce %d; want 1, %d", id, len(r.Attempts), r.Nonce, i)
		}
		if h := fb.awaitSend(t); h != sent[i].Hash {
			t.Errorf("sent %s under the lowered cap, want the stored %s", h, sent[i].Hash)
		}
	}

	// Restart with no cap and a BumpAfter twice as long: not due yet.
	slow := testConfig()
	slow.BumpAfter = 2 * testConfig().BumpAfter
	last := start(slow)
	last.monitorOnce(ctx)
	for _, id := range ids {
		if a := len(mustGet(t, first, id).Attempts); a != 1 {
			t.Errorf("%s bumped before the new BumpAfter: %d attempts", id, a)
		}
	}
	clock.Advance(slow.BumpAfter - testConfig().BumpAfter)
	last.monitorOnce(ctx)

	commitUntilMined(t, sim, addrOf(key), n)
	type outcome struct {
		Nonce    uint64
		State    State
		Attempts int
		Mined    int // index of the mined attempt
	}
	var got, want []outcome
	for i, id := range ids {
		out, err := last.Wait(waitCtx(t), id)
		if err != nil {
			t.Fatalf("Wait %s: %v", id, err)
		}
		mined := -1
		for j, a := range out.Attempts {
			if a.Hash == out.MinedHash {
				mined = j
			}
		}
		got = append(got, outcome{out.Nonce, out.State, len(out.Attempts), mined})
		want = append(want, outcome{uint64(i), StateFinal, 2, 1})
		if c := out.Attempts[1].GasFeeCap; c.Cmp(lowestCap) <= 0 {
			t.Errorf("%s bump fee cap %s, want above the old cap %s", id, c, lowestCap)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("outcomes (-want +got):\n%s", diff)
	}
	if c := counterOf(t, last.store, addrOf(key)); c != n {
		t.Errorf("nonce counter = %d, want %d: nothing reassigned", c, n)
	}
}
