package txmgr

import (
	"context"
	"crypto/ecdsa"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
)

// rebroadcastMetrics is countingMetrics that also counts rebroadcasts.
type rebroadcastMetrics struct{ *countingMetrics }

func (r rebroadcastMetrics) TxRebroadcast(common.Address) { r.inc("rebroadcast") }

// A transaction sent again unchanged after ResubmitInterval counts as a
// rebroadcast; its first send and the first send of its fee bump do not.
// Before, re-sends were only part of the broadcasts by result.
func TestRebroadcastsCountedApart(t *testing.T) {
	key := testKey(t, 0)
	sim := newSim(t, key)
	rdb, _ := newMiniredis(t)
	clock := newClock()
	cfg := testConfig()
	mt := rebroadcastMetrics{newCountingMetrics()}
	m := newManager(t, cfg, newFaultBackend(sim.Client()), rdb, []*ecdsa.PrivateKey{key}, WithClock(clock.Now), WithMetrics(mt))
	if _, err := m.Send(context.Background(), "intent-1", transfer(1)); err != nil {
		t.Fatalf("Send: %v", err)
	}
	counts := func() [2]int { return [2]int{mt.get("rebroadcast"), mt.get("bumped")} }
	if diff := cmp.Diff([2]int{0, 0}, counts()); diff != "" {
		t.Fatalf("after the first send, rebroadcasts and bumps (-want +got):\n%s", diff)
	}
	clock.Advance(cfg.ResubmitInterval)
	mustDrive(t, m, "intent-1")
	if diff := cmp.Diff([2]int{1, 0}, counts()); diff != "" {
		t.Fatalf("after ResubmitInterval (-want +got):\n%s", diff)
	}
	clock.Advance(cfg.BumpAfter)
	if r := mustDrive(t, m, "intent-1"); len(r.Attempts) != 2 {
		t.Fatalf("attempts after BumpAfter = %d, want 2", len(r.Attempts))
	}
	if diff := cmp.Diff([2]int{1, 1}, counts()); diff != "" {
		t.Fatalf("after the bump (-want +got):\n%s", diff)
	}
}
