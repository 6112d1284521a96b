package txmgr

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestBumpAfterBumpAfter: an attempt unmined for BumpAfter is replaced by
// one paying at least 10% more tip and fee cap, stored before it is sent;
// the final receipt is found whichever attempt the chain took.
func TestBumpAfterBumpAfter(t *testing.T) {
	tests := []struct {
		name      string
		dropBump  bool // the node never sees the replacement
		wantMined int  // index of the attempt that gets mined
	}{
		{"replacement mined", false, 1},
		{"original mined", true, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			key := testKey(t, 0)
			sim := newSim(t, key)
			fb := newFaultBackend(sim.Client())
			rdb, _ := newMiniredis(t)
			clock := newClock()
			cfg := testConfig()
			mt := newCountingMetrics()
			m := newManager(t, cfg, fb, rdb, []*ecdsa.PrivateKey{key}, WithClock(clock.Now), WithMetrics(mt))
			requireStoredBeforeSend(t, fb, m, "intent-1")

			if _, err := m.Send(ctx, "intent-1", transfer(1)); err != nil {
				t.Fatalf("Send: %v", err)
			}
			// Not due yet: nothing changes.
			clock.Advance(cfg.BumpAfter - 1)
			if r := mustDrive(t, m, "intent-1"); len(r.Attempts) != 1 {
				t.Fatalf("attempts before BumpAfter = %d, want 1", len(r.Attempts))
			}
			clock.Advance(1)
			if tc.dropBump {
				fb.dropNext(1)
			}
			r := mustDrive(t, m, "intent-1")
			if len(r.Attempts) != 2 {
				t.Fatalf("attempts after BumpAfter = %d, want 2", len(r.Attempts))
			}
			a0, a1 := r.Attempts[0], r.Attempts[1]
			for _, p := range []struct {
				name     string
				old, new *big.Int
			}{{"tip", a0.GasTipCap, a1.GasTipCap}, {"fee cap", a0.GasFeeCap, a1.GasFeeCap}} {
				need := new(big.Int).Mul(p.old, big.NewInt(110))
				need.Quo(need, big.NewInt(100))
				if p.new.Cmp(need) < 0 || p.new.Cmp(p.old) <= 0 {
					t.Errorf("%s bumped %s → %s, want ≥ +10%%", p.name, p.old, p.new)
				}
			}
			t0, _ := a0.Transaction()
			t1, _ := a1.Transaction()
			if t0.Nonce() != t1.Nonce() || t0.Gas() != t1.Gas() || a0.Hash == a1.Hash {
				t.Errorf("replacement nonce %d gas %d hash %s; original nonce %d gas %d hash %s",
					t1.Nonce(), t1.Gas(), a1.Hash, t0.Nonce(), t0.Gas(), a0.Hash)
			}
			// A second step right away does not bump again.
			if r := mustDrive(t, m, "intent-1"); len(r.Attempts) != 2 {
				t.Errorf("attempts after an immediate second step = %d, want 2", len(r.Attempts))
			}

			commitUntilMined(t, sim, addrOf(key), 1)
			out, err := m.Wait(waitCtx(t), "intent-1")
			if err != nil {
				t.Fatalf("Wait: %v", err)
			}
			want := r.Attempts[tc.wantMined].Hash
			if diff := cmp.Diff(want, out.MinedHash); diff != "" {
				t.Errorf("mined attempt (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(want, out.Receipt.TxHash); diff != "" {
				t.Errorf("receipt (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff([2]int{1, 1}, [2]int{mt.get("bumped"), mt.get("final")}); diff != "" {
				t.Errorf("metrics bumped, final (-want +got):\n%s", diff)
			}
		})
	}
}

// TestBumpStopsAtMaxFeeCap: with the cap reached, the record is
// re-broadcast instead of bumped.
func TestBumpStopsAtMaxFeeCap(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	fb := newFaultBackend(sim.Client())
	rdb, _ := newMiniredis(t)
	clock := newClock()
	cfg := testConfig()
	m := newManager(t, cfg, fb, rdb, []*ecdsa.PrivateKey{key}, WithClock(clock.Now))

	r, err := m.Send(ctx, "intent-1", transfer(1))
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	// Pin the cap to the first attempt's fee cap: no bump can fit.
	m.cfg.MaxFeeCap = new(big.Int).Set(r.Attempts[0].GasFeeCap)
	fb.drain()
	clock.Advance(cfg.BumpAfter)
	after := mustDrive(t, m, "intent-1")
	if len(after.Attempts) != 1 {
		t.Fatalf("attempts = %d, want 1", len(after.Attempts))
	}
	if h := fb.awaitSend(t); h != r.Attempts[0].Hash {
		t.Errorf("sent %s, want a rebroadcast of %s", h, r.Attempts[0].Hash)
	}
}
