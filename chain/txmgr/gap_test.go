package txmgr

import (
	"context"
	"crypto/ecdsa"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/internal/testutil"
)

// loseRecord deletes an intent's record as a Redis that lost data would:
// the record and its place in the key's pending set are gone.
func loseRecord(tb testing.TB, m *Manager, rdb redis.UniversalClient, r *Record) {
	tb.Helper()
	ctx := context.Background()
	if err := rdb.Del(ctx, m.store.recordKey(r.IntentID)).Err(); err != nil {
		tb.Fatal(err)
	}
	if err := rdb.ZRem(ctx, m.store.pendingKey(r.From), r.IntentID).Err(); err != nil {
		tb.Fatal(err)
	}
}

// lostFirstOfThree sends intents a, b, c on one key; a's transaction never
// reaches the node and Redis then loses a's record, leaving a hole at nonce
// 0 below b and c.
func lostFirstOfThree(t *testing.T, fault func(tx *types.Transaction, n int) error) (*Manager, *faultBackend, func(n uint64)) {
	t.Helper()
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	fb := newFaultBackend(sim.Client())
	rdb := testutil.RedisClient(t)
	m := newManager(t, testConfig(), fb, rdb, []*ecdsa.PrivateKey{key})
	fb.setDown(true)
	a, err := m.Send(ctx, "a", transfer(1))
	if err != nil {
		t.Fatalf("Send a: %v", err)
	}
	fb.setDown(false)
	loseRecord(t, m, rdb, a)
	fb.setFault(fault)
	for _, id := range []string{"b", "c"} {
		if _, err := m.Send(ctx, id, transfer(2)); err != nil {
			t.Fatalf("Send %s: %v", id, err)
		}
	}
	return m, fb, func(n uint64) { commitUntilMined(t, sim, addrOf(key), n) }
}

// gapRecords returns the ids of the gap records of m's first key.
func gapRecords(t *testing.T, m *Manager) []string {
	t.Helper()
	ids, err := m.store.pending(context.Background(), m.addrs[0])
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, id := range ids {
		if strings.HasPrefix(id, gapPrefix) {
			out = append(out, id)
		}
	}
	return out
}

// TestMonitorFillsHoleOfLostRecord: Redis lost the record of nonce 0 while
// nonces 1 and 2 wait behind it. The monitor sees the hole between the
// mined nonce and the pending records and fills it with a filler, so b and
// c get mined and final.
func TestMonitorFillsHoleOfLostRecord(t *testing.T) {
	m, _, mine := lostFirstOfThree(t, nil)
	m.monitorOnce(context.Background())
	if gaps := gapRecords(t, m); len(gaps) != 1 {
		t.Fatalf("gap records after a monitor scan = %v; want one for nonce 0", gaps)
	}
	mine(3)
	for _, id := range []string{"b", "c"} {
		if out, err := m.Wait(waitCtx(t), id); err != nil || out.State != StateFinal {
			t.Fatalf("Wait %s: %v", id, err)
		}
	}
	gap := driveUntil(t, m, gapPrefix+strings.ToLower(m.addrs[0].Hex())+":0", isTerminal)
	if gap.State != StateFailed || gap.Failure != FailGap {
		t.Errorf("gap record: %s (%s); want failed, %s", gap.State, gap.Failure, FailGap)
	}
}

// TestNonceTooHighChecksForGaps: a node that refuses gapped nonces answers
// "nonce too high"; that answer makes the Manager look for the hole at
// once and fill it, without waiting for the monitor.
func TestNonceTooHighChecksForGaps(t *testing.T) {
	tooHigh := func(tx *types.Transaction, n int) error {
		if tx.Nonce() > 0 && n == 1 {
			return jsonRPCError{"nonce too high"}
		}
		return nil
	}
	m, _, _ := lostFirstOfThree(t, tooHigh)
	if gaps := gapRecords(t, m); len(gaps) != 1 {
		t.Fatalf("gap records after \"nonce too high\" = %v; want one for nonce 0", gaps)
	}
}
