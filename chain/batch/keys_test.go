package batch

import (
	"testing"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/go-cmp/cmp"
)

func TestKeys(t *testing.T) {
	elsewhere := paid(t, 4, 1, 13, KindCreate, 0, 0)
	elsewhere.Address = at.Registry
	rc := &types.Receipt{Status: types.ReceiptStatusSuccessful, Logs: []*types.Log{
		projectCreated(t, 11, 1, "a"), paid(t, 1, 1, 11, KindCreate, 0, 0),
		failed(t, 2, 1, customError("NameTaken()")),
		elsewhere,
		versionPushed(t, 5, 3, 3, "v3"), paid(t, 3, 1, 5, KindPush, 3, 1),
		// The same payment named again (a receipt Match refuses): listed once.
		failed(t, 1, 1, customError("NameTaken()")),
		paid(t, 1, 2, 12, KindCreate, 0, 0),
	}}
	want := []Key{key(1, 1), key(2, 1), key(3, 1), key(1, 2)}
	if diff := cmp.Diff(want, Keys(rc, at)); diff != "" {
		t.Fatalf("Keys (-want +got):\n%s", diff)
	}
	if got := Keys(&types.Receipt{Logs: []*types.Log{elsewhere}}, at); got != nil {
		t.Fatalf("Keys of a receipt without treasury payments = %v, want none", got)
	}
}
