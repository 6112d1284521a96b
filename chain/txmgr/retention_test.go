package txmgr

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestTerminalRecordsExpire: the write that makes a record final or failed
// also starts its expiry; an unconfirmed record never expires.
func TestTerminalRecordsExpire(t *testing.T) {
	const retention = 48 * time.Hour
	tests := []struct {
		name    string
		state   State
		wantTTL time.Duration // 0: no expiry
	}{
		{"sent", StateSent, 0},
		{"mined", StateMined, 0},
		{"final", StateFinal, retention},
		{"failed", StateFailed, retention},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			rdb, mr := newMiniredis(t)
			s := newStore(rdb, "t:", retention)
			l := mustLock(t, s, keyA, time.Minute)
			assign(t, s, l, 0, "a")
			r, err := s.get(ctx, "a")
			if err != nil {
				t.Fatal(err)
			}
			r.State = tc.state
			if err := s.saveRecord(ctx, nil, r); err != nil {
				t.Fatalf("save: %v", err)
			}
			if diff := cmp.Diff(tc.wantTTL, mr.TTL(s.recordKey("a"))); diff != "" {
				t.Fatalf("TTL (-want +got):\n%s", diff)
			}

			mr.FastForward(retention - time.Millisecond)
			if _, err := s.get(ctx, "a"); err != nil {
				t.Fatalf("record just before the retention ends: %v", err)
			}
			mr.FastForward(time.Millisecond)
			_, err = s.get(ctx, "a")
			if gone := errors.Is(err, ErrNotFound); gone != (tc.wantTTL > 0) {
				t.Errorf("record after the retention: err = %v, want gone %v", err, tc.wantTTL > 0)
			}
		})
	}
}

// TestFinalRecordKeptForRetention: a final record answers Send and Wait for
// Retention and is then gone. The test pins the documented trade-off too:
// an intent sent again after its record expired is a new intent.
func TestFinalRecordKeptForRetention(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	fb := newFaultBackend(sim.Client())
	rdb, mr := newMiniredis(t)
	cfg := testConfig()
	cfg.Retention = 25 * time.Hour
	m := newManager(t, cfg, fb, rdb, []*ecdsa.PrivateKey{key})
	recordKey := m.store.recordKey("intent-1")

	first, err := m.Send(ctx, "intent-1", transfer(1))
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	if ttl := mr.TTL(recordKey); ttl != 0 {
		t.Errorf("TTL of an unconfirmed record = %s, want none", ttl)
	}
	commitUntilMined(t, sim, addrOf(key), 1)
	if _, err := m.Wait(waitCtx(t), "intent-1"); err != nil {
		t.Fatalf("Wait: %v", err)
	}
	if diff := cmp.Diff(cfg.Retention, mr.TTL(recordKey)); diff != "" {
		t.Errorf("TTL of the final record (-want +got):\n%s", diff)
	}

	// A day later (past the API's job retention) a re-delivered task still
	// finds the record and sends nothing.
	mr.FastForward(24 * time.Hour)
	again, err := m.Send(ctx, "intent-1", transfer(1))
	if err != nil || again.State != StateFinal || again.MinedHash != first.Attempts[0].Hash {
		t.Fatalf("Send a day later = %+v, %v; want the final record", again, err)
	}
	if out, err := m.Wait(waitCtx(t), "intent-1"); err != nil || out.Receipt.TxHash != first.Attempts[0].Hash {
		t.Fatalf("Wait a day later = %+v, %v; want the receipt", out, err)
	}
	if diff := cmp.Diff(map[string]int{first.Attempts[0].Hash.Hex(): 1}, hexCounts(fb)); diff != "" {
		t.Errorf("broadcasts (-want +got):\n%s", diff)
	}

	mr.FastForward(time.Hour)
	if _, err := m.Get(ctx, "intent-1"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Get after the retention: err = %v, want ErrNotFound", err)
	}
	if _, err := m.Wait(ctx, "intent-1"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Wait after the retention: err = %v, want ErrNotFound", err)
	}
	late, err := m.Send(ctx, "intent-1", transfer(1))
	if err != nil {
		t.Fatalf("Send after the retention: %v", err)
	}
	if late.Nonce != 1 || late.Attempts[0].Hash == first.Attempts[0].Hash {
		t.Errorf("Send after the retention = nonce %d; want a new transaction with nonce 1", late.Nonce)
	}
}

// hexCounts is fb.seenHashes keyed by hex, for readable diffs.
func hexCounts(fb *faultBackend) map[string]int {
	out := map[string]int{}
	for h, n := range fb.seenHashes() {
		out[h.Hex()] = n
	}
	return out
}
