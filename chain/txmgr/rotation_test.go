package txmgr

import (
	"context"
	"crypto/ecdsa"
	"sync"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/inkd/inkd/internal/testutil"
)

// TestRemovedKeyRecordStillFinished: key rotation removes the old key
// from the configuration while one of its transactions is pending and
// the node has lost it (the first broadcast was swallowed). A manager
// configured with the new key only still drives the old key's record:
// its monitor re-sends the stored bytes (no key is needed for that) and
// confirms the transaction, nobody waiting on it, so the write is neither
// lost nor stranded.
func TestRemovedKeyRecordStillFinished(t *testing.T) {
	ctx := context.Background()
	oldKey, newKey := testKey(t, 0), testKey(t, 1)
	sim := newSim(t, oldKey, newKey)
	fb := newFaultBackend(sim.Client())
	rdb, _ := newMiniredis(t)
	clock := newClock()
	cfg := testConfig()
	before := newManager(t, cfg, fb, rdb, []*ecdsa.PrivateKey{oldKey}, WithClock(clock.Now))

	fb.dropNext(1)
	r, err := before.Send(ctx, "intent-old", transfer(1))
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	if r.From != addrOf(oldKey) {
		t.Fatalf("record from %s, want the old key", r.From)
	}
	fb.drain()

	after := newManager(t, cfg, fb, rdb, []*ecdsa.PrivateKey{newKey}, WithClock(clock.Now))
	defer goleak.VerifyNone(t, leakOptions()...)
	clock.Advance(cfg.ResubmitInterval)
	var wg sync.WaitGroup
	after.Start(&wg)
	defer func() { after.Shutdown(); testutil.Wait(t, &wg, "the manager's shutdown") }()
	if h := fb.awaitSend(t); h != r.Attempts[0].Hash {
		t.Fatalf("monitor sent %s, want the old key's stored %s", h, r.Attempts[0].Hash)
	}
	commitUntilMined(t, sim, addrOf(oldKey), 1)
	deadline := time.Now().Add(30 * time.Second)
	for {
		got := mustGet(t, after, "intent-old")
		if got.State == StateFinal {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("old key's record is %s after 30 s, want final", got.State)
		}
		sim.Commit()
		time.Sleep(10 * time.Millisecond) // poll interval, not synchronisation
	}
	if ids, err := after.store.pending(ctx, addrOf(oldKey)); err != nil || len(ids) != 0 {
		t.Errorf("old key's pending records = %v (%v), want none", ids, err)
	}
}

// TestDrainingKeyGetsNoNewIntents: a key being drained signs (and bumps)
// its own pending records but is never chosen for a new intent, even when
// it has fewer in flight than the others.
func TestDrainingKeyGetsNoNewIntents(t *testing.T) {
	ctx := context.Background()
	oldKey, newKey := testKey(t, 0), testKey(t, 1)
	sim := newSim(t, oldKey, newKey)
	rdb, _ := newMiniredis(t)
	m := newManager(t, testConfig(), sim.Client(), rdb, []*ecdsa.PrivateKey{oldKey, newKey}, WithDraining(addrOf(oldKey)))
	for _, id := range []string{"a", "b", "c"} {
		r, err := m.Send(ctx, id, transfer(1))
		if err != nil {
			t.Fatalf("Send %s: %v", id, err)
		}
		if r.From != addrOf(newKey) {
			t.Errorf("intent %s went to %s, want the key not being drained %s", id, r.From, addrOf(newKey))
		}
	}
	if _, err := New(testConfig(), sim.Client(), rdb, []*ecdsa.PrivateKey{oldKey}, testutil.Logger(t), WithDraining(addrOf(oldKey))); err == nil {
		t.Error("New with every key draining: no error, want one (nothing could take new intents)")
	}
}
