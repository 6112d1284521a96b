package readmodel

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

func collab(log uint, pid string, who common.Address, added bool) Change {
	k := KindCollaboratorRemoved
	if added {
		k = KindCollaboratorAdded
	}
	return Change{Kind: k, LogIndex: log, ProjectID: pid, Collaborator: who}
}

// TestCollaboratorsFollowEventsAndRollbacks: the collaborator set is what
// the project's add and remove events leave, in address order, and a
// rewind past a block gives back the set as it was before that block.
func TestCollaboratorsFollowEventsAndRollbacks(t *testing.T) {
	eachBackend(t, func(t *testing.T, m *Model) {
		ctx := context.Background()
		mustApply(t, m, block(9, "a", created(0, project(5, "base", true, false))), Canonical(testToken))
		mustApply(t, m, block(10, "a", collab(0, "5", addr(9), true), collab(1, "5", addr(7), true), collab(2, "5", addr(8), true)), Canonical(testToken))
		mustApply(t, m, block(11, "a", collab(0, "5", addr(7), false), collab(1, "5", addr(6), true)), Canonical(testToken))
		want := func(what string, addrs ...common.Address) {
			t.Helper()
			got, err := m.Collaborators(ctx, "5")
			if err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			if addrs == nil {
				addrs = []common.Address{}
			}
			diffOrFail(t, what, addrs, got)
		}
		want("after block 11", addr(6), addr(8), addr(9))
		if _, err := m.Rewind(ctx, testToken, BlockRef{Number: 10, Hash: hash("a-10")}); err != nil {
			t.Fatal(err)
		}
		want("block 11 rolled back", addr(7), addr(8), addr(9))
		if _, err := m.Rewind(ctx, testToken, BlockRef{Number: 9, Hash: hash("a-9")}); err != nil {
			t.Fatal(err)
		}
		want("block 10 rolled back")
		if _, err := m.Collaborators(ctx, "6"); !errors.Is(err, ErrProjectNotFound) {
			t.Errorf("collaborators of an unknown project: %v, want ErrProjectNotFound", err)
		}
	})
}
