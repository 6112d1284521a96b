package txmgr

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain"
)

// TestResumeStagedAssignedRecord writes, through the Manager's own lock and
// nonce script, the record a crash between the nonce script and the
// signature would leave, releases the lock by hand, and checks that a
// re-delivered Send or the monitor signs it with the same nonce. Nothing
// crashes here: the lock a real crash leaves held for its lease is
// exercised by TestProcessKilledAfterNonceBeforeSign.
func TestResumeStagedAssignedRecord(t *testing.T) {
	tests := []struct {
		name   string
		resume func(t *testing.T, m *Manager)
	}{
		{"re-delivered Send", func(t *testing.T, m *Manager) {
			if _, err := m.Send(context.Background(), "intent-1", transfer(1)); err != nil {
				t.Fatalf("Send: %v", err)
			}
		}},
		{"monitor", func(t *testing.T, m *Manager) {
			m.monitorOnce(context.Background())
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			key := testKey(t, 0)
			sim := newSim(t, key)
			fb := newFaultBackend(sim.Client())
			rdb, _ := newMiniredis(t)
			m := newManager(t, testConfig(), fb, rdb, []*ecdsa.PrivateKey{key})
			requireStoredBeforeSend(t, fb, m, "intent-1")

			// The first half of create: nonce and record, then the "crash".
			l, err := m.lock(ctx, addrOf(key))
			if err != nil {
				t.Fatal(err)
			}
			assigned, created, _, err := m.store.assignRecord(ctx, l, 0, &Record{IntentID: "intent-1", From: addrOf(key), Call: transfer(1), State: StateAssigned})
			if err != nil || !created {
				t.Fatalf("assignRecord = %v, %v", created, err)
			}
			m.unlock(l)

			tc.resume(t, m)
			r := mustGet(t, m, "intent-1")
			if len(r.Attempts) != 1 {
				t.Fatalf("attempts = %d, want 1", len(r.Attempts))
			}
			tx, err := r.Attempts[0].Transaction()
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(assigned.Nonce, tx.Nonce()); diff != "" {
				t.Errorf("signed nonce (-assigned +signed):\n%s", diff)
			}
			if diff := cmp.Diff(StateSent, r.State); diff != "" {
				t.Errorf("state (-want +got):\n%s", diff)
			}
			if n := counterOf(t, m.store, addrOf(key)); n != 1 {
				t.Errorf("nonce counter = %d, want 1", n)
			}
			commitUntilMined(t, sim, addrOf(key), 1)
			out, err := m.Wait(waitCtx(t), "intent-1")
			if err != nil {
				t.Fatalf("Wait: %v", err)
			}
			if out.MinedHash != r.Attempts[0].Hash {
				t.Errorf("mined %s, want %s", out.MinedHash, r.Attempts[0].Hash)
			}
		})
	}
}

// TestNodeUnreachableAtBroadcastThenResent: the broadcast never reaches the
// node (a network error on every try, the same Manager going on); the next
// Send re-broadcasts the same hash. The process that dies between storing
// and broadcasting is TestProcessKilledAfterSignBeforeBroadcast.
func TestNodeUnreachableAtBroadcastThenResent(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	fb := newFaultBackend(sim.Client())
	rdb, _ := newMiniredis(t)
	m := newManager(t, testConfig(), fb, rdb, []*ecdsa.PrivateKey{key})
	requireStoredBeforeSend(t, fb, m, "intent-1")

	fb.setDown(true)
	first, err := m.Send(ctx, "intent-1", transfer(1))
	if err != nil {
		t.Fatalf("Send with the node unreachable: %v (an unknown outcome is not an error)", err)
	}
	if first.State != StateAssigned || first.LastSendResult != "unknown" || len(first.Attempts) != 1 {
		t.Fatalf("record = state %s result %q attempts %d; want assigned, unknown, 1", first.State, first.LastSendResult, len(first.Attempts))
	}
	if n, _ := sim.Client().PendingNonceAt(ctx, addrOf(key)); n != 0 {
		t.Fatalf("node pending nonce = %d: the transaction reached the node", n)
	}

	fb.setDown(false)
	second, err := m.Send(ctx, "intent-1", transfer(1))
	if err != nil {
		t.Fatalf("second Send: %v", err)
	}
	if diff := cmp.Diff(map[common.Hash]int{first.Attempts[0].Hash: rpcTries + 1}, fb.seenHashes()); diff != "" {
		t.Errorf("broadcast hashes (-want +got):\n%s", diff)
	}
	if second.State != StateSent || len(second.Attempts) != 1 {
		t.Errorf("record = state %s attempts %d; want sent, 1", second.State, len(second.Attempts))
	}
	commitUntilMined(t, sim, addrOf(key), 1)
	out, err := m.Wait(waitCtx(t), "intent-1")
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	if out.MinedHash != first.Attempts[0].Hash {
		t.Errorf("mined %s, want %s", out.MinedHash, first.Attempts[0].Hash)
	}
}

// TestCounterBelowMinedNonceResyncs: transactions sent with the key outside
// the Manager, and a counter that went back (restored from an old backup),
// must not make it reuse a nonce.
func TestCounterBelowMinedNonceResyncs(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	rdb, _ := newMiniredis(t)
	m := newManager(t, testConfig(), sim.Client(), rdb, []*ecdsa.PrivateKey{key})

	for n := range uint64(3) {
		sendExternal(t, sim.Client(), key, n)
	}
	commitUntilMined(t, sim, addrOf(key), 3)

	a, err := m.Send(ctx, "a", transfer(1))
	if err != nil {
		t.Fatalf("Send a: %v", err)
	}
	if diff := cmp.Diff(uint64(3), a.Nonce); diff != "" {
		t.Errorf("nonce after external transactions (-want +got):\n%s", diff)
	}

	// The counter goes back below both the chain and the pending record.
	if err := rdb.Set(ctx, m.store.counterKey(addrOf(key)), 1, 0).Err(); err != nil {
		t.Fatal(err)
	}
	b, err := m.Send(ctx, "b", transfer(1))
	if err != nil {
		t.Fatalf("Send b: %v", err)
	}
	if diff := cmp.Diff(uint64(4), b.Nonce); diff != "" {
		t.Errorf("nonce after counter went back (-want +got):\n%s", diff)
	}
	commitUntilMined(t, sim, addrOf(key), 5)
	for _, id := range []string{"a", "b"} {
		if _, err := m.Wait(waitCtx(t), id); err != nil {
			t.Errorf("Wait(%s): %v", id, err)
		}
	}
}

// TestInsufficientFundsKeepsRecord: the node refuses for lack of funds; the
// record and its nonce stay, and the same bytes go through once funded.
func TestInsufficientFundsKeepsRecord(t *testing.T) {
	ctx := context.Background()
	rich, poor := testKey(t, 0), testKey(t, 1)
	sim := newSim(t, rich)
	fb := newFaultBackend(sim.Client())
	rdb, _ := newMiniredis(t)
	m := newManager(t, testConfig(), fb, rdb, []*ecdsa.PrivateKey{poor})

	first, err := m.Send(ctx, "intent-1", transfer(1))
	if !errors.Is(err, ErrInsufficientFunds) {
		t.Fatalf("Send from an empty key: err = %v, want ErrInsufficientFunds", err)
	}
	kept := mustGet(t, m, "intent-1")
	if kept.State != StateAssigned || len(kept.Attempts) != 1 || kept.LastSendResult != "insufficient_funds" {
		t.Fatalf("kept record = state %s attempts %d result %q", kept.State, len(kept.Attempts), kept.LastSendResult)
	}
	if first == nil || first.Attempts[0].Hash != kept.Attempts[0].Hash {
		t.Fatalf("Send returned %+v, want the kept record", first)
	}

	fund(t, sim, rich, addrOf(poor), new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil))
	again, err := m.Send(ctx, "intent-1", transfer(1))
	if err != nil {
		t.Fatalf("Send after funding: %v", err)
	}
	if again.State != StateSent || len(again.Attempts) != 1 {
		t.Errorf("record = state %s attempts %d; want sent, 1", again.State, len(again.Attempts))
	}
	if diff := cmp.Diff(map[common.Hash]int{kept.Attempts[0].Hash: 2}, fb.seenHashes()); diff != "" {
		t.Errorf("broadcasts (-want +got):\n%s", diff)
	}
	commitUntilMined(t, sim, addrOf(poor), 1)
	if _, err := m.Wait(waitCtx(t), "intent-1"); err != nil {
		t.Fatalf("Wait: %v", err)
	}
}

// TestRejectedByNodeFillsNonce: a transaction the node itself will never
// take (gas below the intrinsic cost) fails the intent with a
// *RejectedError, and a filler takes its nonce.
func TestRejectedByNodeFillsNonce(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	rdb, _ := newMiniredis(t)
	m := newManager(t, testConfig(), sim.Client(), rdb, []*ecdsa.PrivateKey{key})

	// Call data costs gas on top of 21000: the limit is below the intrinsic gas.
	_, err := m.Send(ctx, "intent-1", Candidate{To: sink, Data: make([]byte, 64), GasLimit: 21_000})
	var rej *RejectedError
	if !errors.As(err, &rej) || !errors.Is(err, ErrRejected) || rej.IntentID != "intent-1" {
		t.Fatalf("Send: err = %v, want *RejectedError", err)
	}
	if c := chain.ClassifySendError(rej.Err); c != chain.SendRejected {
		t.Errorf("RejectedError.Err = %v, classified %s; want the node's rejection", rej.Err, c)
	}
	r := mustGet(t, m, "intent-1")
	got := struct {
		Failure   FailReason
		Rejected  common.Hash
		Attempts  int
		Filler    bool
		LastSend  string
		ErrIsRej  bool
		Unchanged bool
	}{r.Failure, r.Rejection.TxHash, len(r.Attempts), r.filling(), r.LastSendResult, errors.Is(r.Err(), ErrRejected), r.Call.GasLimit == 21_000}
	want := got
	want.Failure, want.Rejected, want.Attempts, want.Filler, want.LastSend, want.ErrIsRej, want.Unchanged = FailRejected, rej.TxHash, 2, true, "accepted", true, true
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("record after rejection (-want +got):\n%s", diff)
	}
	commitUntilMined(t, sim, addrOf(key), 1)
	out, err := m.Wait(waitCtx(t), "intent-1")
	if !errors.Is(err, ErrRejected) || out == nil || out.Receipt != nil {
		t.Fatalf("Wait = %+v, %v; want the failed record without receipt and ErrRejected", out, err)
	}
	if final := driveUntil(t, m, "intent-1", isTerminal); final.State != StateFailed || final.MinedHash != r.Attempts[1].Hash {
		t.Errorf("after the filler was mined: state %s mined %s; want failed, %s", final.State, final.MinedHash, r.Attempts[1].Hash)
	}
}

// TestNonceUsedByAnotherTransactionFails: someone else's transaction takes
// the intent's nonce; after the grace period the record fails for good and
// nothing is signed with a new nonce.
func TestNonceUsedByAnotherTransactionFails(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	fb := newFaultBackend(sim.Client())
	rdb, _ := newMiniredis(t)
	clock := newClock()
	cfg := testConfig()
	m := newManager(t, cfg, fb, rdb, []*ecdsa.PrivateKey{key}, WithClock(clock.Now))

	fb.setDown(true) // our transaction never reaches the node
	r, err := m.Send(ctx, "intent-1", transfer(1))
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	other := sendExternal(t, sim.Client(), key, r.Nonce)
	commitUntilMined(t, sim, addrOf(key), r.Nonce+1)

	seen := mustDrive(t, m, "intent-1")
	if seen.State.terminal() || seen.ConsumedSeenAt.IsZero() {
		t.Fatalf("first sighting: state %s, consumed seen at %v; want unconfirmed and noted", seen.State, seen.ConsumedSeenAt)
	}
	clock.Advance(cfg.ResubmitInterval)
	failed := mustDrive(t, m, "intent-1")
	if diff := cmp.Diff(StateFailed, failed.State); diff != "" {
		t.Fatalf("state (-want +got):\n%s", diff)
	}
	out, err := m.Wait(waitCtx(t), "intent-1")
	if !errors.Is(err, ErrNonceConsumed) || out == nil || out.State != StateFailed {
		t.Errorf("Wait = %+v, %v; want the failed record and ErrNonceConsumed", out, err)
	}
	if _, err := m.Send(ctx, "intent-1", transfer(1)); !errors.Is(err, ErrNonceConsumed) {
		t.Errorf("Send on a failed record: err = %v, want ErrNonceConsumed", err)
	}
	if hs := fb.seenHashes(); len(hs) != 1 || hs[other.Hash()] != 0 {
		t.Errorf("our broadcasts = %v, want only the one attempt", hs)
	}
	if n := counterOf(t, m.store, addrOf(key)); n != 1 {
		t.Errorf("nonce counter = %d, want 1 (no new nonce for the intent)", n)
	}
	if ids, _ := m.store.pending(ctx, addrOf(key)); len(ids) != 0 {
		t.Errorf("pending = %v, want none", ids)
	}
}
