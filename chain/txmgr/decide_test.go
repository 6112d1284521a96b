package txmgr

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestNextAction(t *testing.T) {
	cfg := Config{ResubmitInterval: 6 * time.Second, BumpAfter: 30 * time.Second}
	t0 := time.Unix(1_700_000_000, 0)
	rec := func(state State, signedAgo, broadcastAgo time.Duration, result string) *Record {
		r := &Record{State: state, LastSendResult: result}
		r.Attempts = []Attempt{{SignedAt: t0.Add(-signedAgo)}}
		if broadcastAgo >= 0 {
			r.LastBroadcastAt = t0.Add(-broadcastAgo)
		}
		return r
	}
	tests := []struct {
		name string
		r    *Record
		want action
	}{
		{"no attempt", &Record{State: StateAssigned}, actNone},
		{"never broadcast", rec(StateAssigned, 0, -1, ""), actRebroadcast},
		{"just sent", rec(StateSent, time.Second, time.Second, "accepted"), actNone},
		{"resubmit due", rec(StateSent, 7*time.Second, 6*time.Second, "accepted"), actRebroadcast},
		{"bump due", rec(StateSent, 30*time.Second, time.Second, "accepted"), actBump},
		{"bump due after unknown outcome", rec(StateAssigned, 31*time.Second, 6*time.Second, "unknown"), actBump},
		{"underpriced waits for the resubmit interval", rec(StateAssigned, 7*time.Second, time.Second, "underpriced"), actNone},
		{"underpriced is re-priced, not resent", rec(StateAssigned, 7*time.Second, 6*time.Second, "underpriced"), actBump},
		{"no bump for insufficient funds", rec(StateAssigned, time.Minute, 6*time.Second, "insufficient_funds"), actRebroadcast},
		{"no bump for rejected", rec(StateAssigned, time.Minute, time.Second, "rejected"), actNone},
		{"mined waits for receipts", rec(StateMined, time.Hour, time.Hour, "accepted"), actNone},
		{"final", rec(StateFinal, time.Hour, time.Hour, "accepted"), actNone},
		{"failed", rec(StateFailed, time.Hour, time.Hour, "accepted"), actNone},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := nextAction(tc.r, t0, cfg)
			if diff := cmp.Diff(tc.want.String(), got.String()); diff != "" {
				t.Errorf("nextAction (-want +got):\n%s", diff)
			}
		})
	}
}
