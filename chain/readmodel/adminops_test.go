package readmodel

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestAdminOperationsFollowReorgs: a scheduled operation is pending until
// its execution or cancellation is applied; rewinding the block that
// executed it makes it pending again, and rewinding the block that
// scheduled it removes it.
func TestAdminOperationsFollowReorgs(t *testing.T) {
	ctx := context.Background()
	m := newMiniModel(t)
	opA := &AdminOperation{OperationID: hash("op-a"), Nonce: 1, Schedule: 2000, Caller: addr(1), Target: addr(2), Data: []byte{1, 2, 3, 4}, Function: "treasury.setStorageWallet", BlockNumber: 1}
	opB := &AdminOperation{OperationID: hash("op-b"), Nonce: 1, Schedule: 1000, Caller: addr(1), Target: addr(3), Data: []byte{5, 6, 7, 8}, BlockNumber: 1}
	pending := func() []AdminOperation {
		t.Helper()
		ops, err := m.PendingAdminOperations(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return ops
	}
	mustApply(t, m, block(1, "a", Change{Kind: KindAdminScheduled, LogIndex: 0, AdminOp: opA}, Change{Kind: KindAdminScheduled, LogIndex: 1, AdminOp: opB}), Canonical(testToken))
	if diff := cmp.Diff([]AdminOperation{*opB, *opA}, pending()); diff != "" {
		t.Fatalf("pending, earliest first (-want +got):\n%s", diff)
	}
	done := &AdminOperation{OperationID: opA.OperationID, Nonce: 1}
	mustApply(t, m, block(2, "a", Change{Kind: KindAdminExecuted, LogIndex: 0, AdminOp: done}, Change{Kind: KindAdminCanceled, LogIndex: 1, AdminOp: &AdminOperation{OperationID: opB.OperationID, Nonce: 1}}), Canonical(testToken))
	if got := pending(); len(got) != 0 {
		t.Fatalf("pending after execute and cancel = %+v", got)
	}
	// A rescheduling of A (nonce 2) is a new pending operation.
	again := *opA
	again.Nonce, again.Schedule = 2, 3000
	mustApply(t, m, block(3, "a", Change{Kind: KindAdminScheduled, LogIndex: 0, AdminOp: &again}), Canonical(testToken))
	if diff := cmp.Diff([]AdminOperation{again}, pending()); diff != "" {
		t.Fatalf("rescheduled (-want +got):\n%s", diff)
	}
	if _, err := m.Rewind(ctx, testToken, BlockRef{Number: 1, Hash: hash("a-1")}); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]AdminOperation{*opB, *opA}, pending()); diff != "" {
		t.Fatalf("after rewinding blocks 2-3 (-want +got):\n%s", diff)
	}
	if _, err := m.Rewind(ctx, testToken, BlockRef{Number: 0}); err != nil {
		t.Fatal(err)
	}
	if got := pending(); len(got) != 0 {
		t.Fatalf("pending after rewinding the schedule = %+v", got)
	}
}
