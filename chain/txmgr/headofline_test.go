package txmgr

import (
	"context"
	"fmt"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
)

// TestStuckHeadOfLineIsBumpedFirst (failure scenario 35): the lowest nonce
// of a key never reached the node, and ten later transactions sit queued
// behind it, so nothing of the key can be mined. Once BumpAfter has passed,
// one monitor pass bumps the lowest nonce before anything else; the later
// transactions keep their nonces and stay valid, and every intent is mined
// at the nonce it was given. Real redis-server; go-ethereum's simulated
// chain.
func TestStuckHeadOfLineIsBumpedFirst(t *testing.T) {
	const queued = 10
	ctx := context.Background()
	g := newRedisRig(t)
	key, sim, fb, clock := g.key, g.sim, g.fb, g.clock
	cfg := testConfig()
	mt := newCountingMetrics()
	m := g.manager(t, cfg, WithMetrics(mt))

	ids := make([]string, queued+1)
	for i := range ids {
		ids[i] = fmt.Sprintf("intent-%02d", i)
	}
	fb.dropNext(1) // the head of the line is lost on its way to the node
	for _, id := range ids {
		if _, err := m.Send(ctx, id, transfer(1)); err != nil {
			t.Fatalf("Send %s: %v", id, err)
		}
	}
	// Stuck: a block mines nothing of the key.
	sim.Commit()
	if n, err := sim.Client().NonceAt(ctx, addrOf(key), nil); err != nil || n != 0 {
		t.Fatalf("mined nonce with the head lost = %d (err %v), want 0", n, err)
	}

	fb.mu.Lock()
	sentBefore := len(fb.seen)
	fb.mu.Unlock()
	clock.Advance(cfg.BumpAfter)
	m.monitorOnce(ctx)

	head := mustGet(t, m, ids[0])
	if len(head.Attempts) != 2 {
		t.Fatalf("head of line has %d attempts after the monitor pass, want 2 (bumped)", len(head.Attempts))
	}
	fb.mu.Lock()
	sentByPass := append([]common.Hash(nil), fb.seen[sentBefore:]...)
	fb.mu.Unlock()
	if len(sentByPass) == 0 {
		t.Fatal("the monitor pass sent nothing")
	}
	firstSent := sentByPass[0]
	if firstSent != head.Attempts[1].Hash {
		t.Errorf("first transaction sent by the monitor pass = %s, want the head's bump %s", firstSent, head.Attempts[1].Hash)
	}
	for i, id := range ids[1:] {
		r := mustGet(t, m, id)
		if r.Nonce != uint64(i+1) || r.State.terminal() {
			t.Errorf("%s after the pass: nonce %d state %s, want nonce %d and unconfirmed", id, r.Nonce, r.State, i+1)
		}
	}

	commitUntilMined(t, sim, addrOf(key), queued+1)
	type outcome struct {
		Nonce      uint64
		State      State
		OwnAttempt bool
	}
	var got, want []outcome
	for i, id := range ids {
		out, err := m.Wait(waitCtx(t), id)
		if err != nil {
			t.Fatalf("Wait %s: %v", id, err)
		}
		got = append(got, outcome{out.Nonce, out.State, out.hasAttempt(out.MinedHash)})
		want = append(want, outcome{uint64(i), StateFinal, true})
		if i == 0 && out.MinedHash != head.Attempts[1].Hash {
			t.Errorf("head mined %s, want its bump %s", out.MinedHash, head.Attempts[1].Hash)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("outcomes (-want +got):\n%s", diff)
	}
	if n := counterOf(t, m.store, addrOf(key)); n != queued+1 {
		t.Errorf("nonce counter = %d, want %d: nothing reassigned", n, queued+1)
	}
	if diff := cmp.Diff([2]int{queued + 1, queued + 1}, [2]int{mt.get("assigned"), mt.get("final")}); diff != "" {
		t.Errorf("metrics assigned, final (-want +got):\n%s", diff)
	}
}
