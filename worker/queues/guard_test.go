package queues

import (
	"strings"
	"testing"

	"github.com/inkd/inkd/chain/txmgr"
)

// TestDeleteRefusal: the cases the integration test cannot hold still (an
// active task) and the wording of each refusal.
func TestDeleteRefusal(t *testing.T) {
	sent := []Transaction{{Intent: "j", State: txmgr.StateSent, TxHash: "0xab"}}
	final := []Transaction{{Intent: "j", State: txmgr.StateFinal}}
	for _, tc := range []struct {
		name string
		job  Job
		want string // "" allowed, else a part of the reason
	}{
		{"active upload", Job{State: "active", Type: "storage:upload"}, "running"},
		{"active paid write", Job{State: "active", PaidWrite: true}, "running"},
		{"archived upload", Job{State: "archived"}, ""},
		{"paid write never signed", Job{State: "pending", PaidWrite: true, JobID: "j"}, ""},
		{"paid write answered", Job{State: "retry", PaidWrite: true, JobID: "j", Transactions: sent, Outcome: "succeeded"}, ""},
		{"paid write in flight", Job{State: "pending", PaidWrite: true, JobID: "j", Transactions: sent}, "may still be taken"},
		{"paid write done, client not told", Job{State: "archived", PaidWrite: true, JobID: "j", Transactions: final}, "never learn"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := deleteRefusal(&tc.job)
			if (tc.want == "") != (got == "") || !strings.Contains(got, tc.want) {
				t.Errorf("deleteRefusal = %q, want %q", got, tc.want)
			}
		})
	}
	for state, ok := range map[string]bool{"scheduled": true, "retry": true, "archived": true, "pending": false, "active": false, "completed": false} {
		if got := retryRefusal(state) == ""; got != ok {
			t.Errorf("retryRefusal(%s) allows = %v, want %v", state, got, ok)
		}
	}
}
