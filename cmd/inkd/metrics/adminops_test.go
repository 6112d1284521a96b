package metrics

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/readmodel"
)

type fixedAdminOps []readmodel.AdminOperation

func (f fixedAdminOps) PendingAdminOperations(context.Context) ([]readmodel.AdminOperation, error) {
	return f, nil
}

// Pending operations are counted until they expire; the soonest one's wait
// is reported, negative once it may run.
func TestPendingAdminOps(t *testing.T) {
	now := time.Unix(10_000_000, 0)
	at := func(d time.Duration) readmodel.AdminOperation {
		return readmodel.AdminOperation{Schedule: uint64(now.Add(d).Unix())}
	}
	for _, tc := range []struct {
		name    string
		ops     []readmodel.AdminOperation
		n       int
		soonest time.Duration
		ok      bool
	}{
		{"none", nil, 0, 0, false},
		{"one in two days", []readmodel.AdminOperation{at(48 * time.Hour)}, 1, 48 * time.Hour, true},
		{"the soonest wins", []readmodel.AdminOperation{at(48 * time.Hour), at(time.Hour)}, 2, time.Hour, true},
		{"ready ones count, negative wait", []readmodel.AdminOperation{at(-time.Hour)}, 1, -time.Hour, true},
		{"expired ones do not", []readmodel.AdminOperation{at(-api.AdminOperationExpiry - time.Second)}, 0, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, soonest, ok := pendingAdminOps(tc.ops, now)
			if diff := cmp.Diff([]any{tc.n, tc.soonest, tc.ok}, []any{n, soonest, ok}); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// A scrape shows the pending count and the soonest wait.
func TestAdminOperationsCollected(t *testing.T) {
	m := New()
	now := time.Now()
	m.WatchAdminOperations(fixedAdminOps{{Schedule: uint64(now.Add(2 * time.Hour).Unix())}, {Schedule: uint64(now.Add(48 * time.Hour).Unix())}})
	if got := gauge(t, m, "inkd_admin_operations_pending"); got != 2 {
		t.Errorf("pending = %v, want 2", got)
	}
	next := gauge(t, m, "inkd_admin_operation_next_ready_seconds")
	if next < 7000 || next > 7200 {
		t.Errorf("next ready in %v s, want about 7200", next)
	}
}

// gauge gathers m and returns the value of the one-series gauge name.
func gauge(t *testing.T, m *Metrics, name string) float64 {
	t.Helper()
	fams, err := m.Registry().Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fams {
		if f.GetName() == name && len(f.GetMetric()) == 1 {
			return f.GetMetric()[0].GetGauge().GetValue()
		}
	}
	t.Fatalf("%s not gathered", name)
	return 0
}
