package txmgr

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
)

// TestNonceConsumedWaitsForFinalized: another transaction takes the
// intent's nonce, on a node that serves the "finalized" block tag (geth's
// development beacon finalizes every 32nd block). "Failed for good" is the
// chain's final word, so the record keeps waiting while that transaction is
// Confirmations deep but not yet finalized, however long, and fails
// (ErrNonceConsumed) once the finalized block has it.
func TestNonceConsumedWaitsForFinalized(t *testing.T) {
	ctx := context.Background()
	sim, _, m, clock := lyingRig(t, 3)
	key := testKey(t, 0)
	r := mustGet(t, m, "intent-1")
	sendExternal(t, sim.Client(), key, r.Nonce)
	commitUntilMined(t, sim, addrOf(key), r.Nonce+1)
	for range 4 {
		sim.Commit()
	}
	keepsWaiting(t, m, clock, "nonce used 5 deep, not finalized")

	for {
		head, err := sim.Client().BlockNumber(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if head%32 == 0 {
			break
		}
		sim.Commit()
	}
	mustDrive(t, m, "intent-1") // first sighting in the finalized block
	clock.Advance(m.cfg.ResubmitInterval)
	failed := driveUntil(t, m, "intent-1", isTerminal)
	if failed.State != StateFailed || !errors.Is(failed.Err(), ErrNonceConsumed) {
		t.Errorf("finalized: record %s, err %v; want failed with ErrNonceConsumed", failed.State, failed.Err())
	}
}

// noFinalized is a lie for eth_getBlockByNumber: a node that does not
// serve the "finalized" tag (null), every other block forwarded.
func noFinalized(params []json.RawMessage) (json.RawMessage, bool) {
	var tag string
	if len(params) > 0 && json.Unmarshal(params[0], &tag) == nil && tag == "finalized" {
		return json.RawMessage("null"), true
	}
	return nil, false
}
