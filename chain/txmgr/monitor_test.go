package txmgr

import (
	"context"
	"crypto/ecdsa"
	"sync"
	"testing"

	"go.uber.org/goleak"

	"github.com/inkd/inkd/internal/testutil"
)

// TestMonitorRebroadcastsDroppedTransaction: the node swallows the first
// broadcast (reports success, keeps nothing, as a pool at its limits does);
// the monitor, with nobody waiting, re-sends the stored bytes once
// ResubmitInterval has passed, and they get mined.
func TestMonitorRebroadcastsDroppedTransaction(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	fb := newFaultBackend(sim.Client())
	rdb, _ := newMiniredis(t)
	clock := newClock()
	cfg := testConfig()
	m := newManager(t, cfg, fb, rdb, []*ecdsa.PrivateKey{key}, WithClock(clock.Now))
	defer goleak.VerifyNone(t, leakOptions()...)

	fb.dropNext(1)
	r, err := m.Send(ctx, "intent-1", transfer(1))
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	sim.Commit()
	if n, _ := sim.Client().NonceAt(ctx, addrOf(key), nil); n != 0 {
		t.Fatalf("mined nonce = %d: the dropped transaction was mined", n)
	}
	fb.drain()

	clock.Advance(cfg.ResubmitInterval)
	var wg sync.WaitGroup
	m.Start(&wg)
	m.Start(&wg) // a second Start is a no-op
	if h := fb.awaitSend(t); h != r.Attempts[0].Hash {
		t.Errorf("monitor sent %s, want the stored %s", h, r.Attempts[0].Hash)
	}
	commitUntilMined(t, sim, addrOf(key), 1)
	out, err := m.Wait(waitCtx(t), "intent-1")
	m.Shutdown()
	m.Shutdown() // idempotent
	testutil.Wait(t, &wg, "the monitor's shutdown")
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	if out.MinedHash != r.Attempts[0].Hash || len(out.Attempts) != 1 {
		t.Errorf("mined %s with %d attempts, want %s with 1", out.MinedHash, len(out.Attempts), r.Attempts[0].Hash)
	}
}

// TestMonitorStartShutdownLeavesNoGoroutine runs the monitor with nothing
// to do and checks that Shutdown stops it.
func TestMonitorStartShutdownLeavesNoGoroutine(t *testing.T) {
	key := testKey(t, 0)
	sim := newSim(t, key)
	rdb, _ := newMiniredis(t)
	m := newManager(t, testConfig(), sim.Client(), rdb, []*ecdsa.PrivateKey{key})
	defer goleak.VerifyNone(t, leakOptions()...)

	var wg sync.WaitGroup
	m.Start(&wg)
	m.Shutdown()
	testutil.Wait(t, &wg, "the monitor's shutdown")
}
