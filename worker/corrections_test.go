package worker

import (
	"encoding/json"
	"testing"

	"github.com/inkd/inkd/jobs"
)

// The correction rule: a succeeded job whose write now says something else
// takes the new result; the same result in another key order or spacing is
// no change; a write that no longer landed reopens the job; a job that
// failed or has no outcome is not touched.
func TestCorrected(t *testing.T) {
	was := json.RawMessage(`{"projectId":"5","txHash":"0xaa","blockNumber":"10"}`)
	ok := &jobs.Outcome{JobID: "pay_1", State: jobs.StateSucceeded, Result: was}
	for _, tc := range []struct {
		name    string
		prev    *jobs.Outcome
		now     json.RawMessage
		changed bool
		state   jobs.State
	}{
		{"another project id", ok, json.RawMessage(`{"projectId":"7","txHash":"0xaa","blockNumber":"12"}`), true, jobs.StateSucceeded},
		{"only another block", ok, json.RawMessage(`{"projectId":"5","txHash":"0xaa","blockNumber":"12"}`), true, jobs.StateSucceeded},
		{"the same, reordered", ok, json.RawMessage(`{ "blockNumber":"10", "txHash":"0xaa", "projectId":"5" }`), false, ""},
		{"reverted in its new block", ok, nil, true, jobs.StatePending},
		{"a failed job", &jobs.Outcome{JobID: "pay_1", State: jobs.StateFailed}, was, false, ""},
		{"no outcome", nil, was, false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			next, changed := corrected(tc.prev, tc.now)
			if changed != tc.changed || next.State != tc.state {
				t.Fatalf("corrected = %+v, %v; want state %q, changed %v", next, changed, tc.state, tc.changed)
			}
			if changed && next.JobID != "pay_1" {
				t.Fatalf("corrected job %q", next.JobID)
			}
			if tc.state == jobs.StateSucceeded && string(next.Result) != string(tc.now) {
				t.Fatalf("result %s, want %s", next.Result, tc.now)
			}
		})
	}
}

// The job of an intent: its own write, a gas re-send, its lone write after
// a failed batch; never a completion, refund or void, nor a batch's.
func TestJobOfIntent(t *testing.T) {
	const job = "pay_0123456789abcdef0123456789abcdef"
	for intent, want := range map[string]string{
		job:                           job,
		gasIntent(job, 2):             job,
		soloIntent(job):               job,
		gasIntent(soloIntent(job), 1): job,
		job + prepaidIntentSuffix:     "",
		job + refundIntentSuffix:      "",
		job + voidIntentSuffix:        "",
		"batch:0xabc":                 "",
		"upload_xyz":                  "",
	} {
		got, ok := jobOfIntent(intent)
		if got != want || ok != (want != "") {
			t.Errorf("jobOfIntent(%q) = %q, %v; want %q", intent, got, ok, want)
		}
	}
}
