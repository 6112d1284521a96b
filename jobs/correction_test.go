package jobs

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api/wire"
)

// Correct replaces a published outcome (Publish never does) and keeps the
// corrections in order; a pending next outcome removes the stored one, so
// the job is decided again. Each is told to a waiting client.
func TestCorrectReplacesAndKeepsHistory(t *testing.T) {
	ctx := context.Background()
	for name, rdb := range clients(t) {
		t.Run(name, func(t *testing.T) {
			store := NewStore(rdb, "t:")
			first := Outcome{JobID: "j", State: StateSucceeded, Result: json.RawMessage(`{"projectId":"5"}`)}
			if err := store.Publish(ctx, first); err != nil {
				t.Fatal(err)
			}
			moved := Outcome{JobID: "j", State: StateSucceeded, Result: json.RawMessage(`{"projectId":"7"}`)}
			c1 := wire.Correction{At: 100, Reason: "reorg", Previous: first.Result, TxHash: "0xaa", BlockNumber: "12"}
			if err := store.Correct(ctx, moved, c1); err != nil {
				t.Fatal(err)
			}
			if got, err := store.Get(ctx, "j"); err != nil || string(got.Result) != `{"projectId":"7"}` {
				t.Fatalf("after the correction Get = %+v, %v", got, err)
			}
			c2 := wire.Correction{At: 200, Reason: "reorg", Previous: moved.Result, TxHash: "0xaa", BlockNumber: "15"}
			if err := store.Correct(ctx, Outcome{JobID: "j", State: StatePending}, c2); err != nil {
				t.Fatal(err)
			}
			if _, err := store.Get(ctx, "j"); err != ErrNotFound {
				t.Fatalf("a reopened job still has an outcome: %v", err)
			}
			got, err := store.Corrections(ctx, "j")
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff([]wire.Correction{c1, c2}, got); diff != "" {
				t.Fatalf("corrections (-want +got):\n%s", diff)
			}
			if none, err := store.Corrections(ctx, "other"); err != nil || len(none) != 0 {
				t.Fatalf("corrections of a job without any: %v, %v", none, err)
			}
		})
	}
}
