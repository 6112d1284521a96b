package settle

import "testing"

// The job of an intent: its own write, a gas re-send, its lone write after
// a failed batch; never a completion, refund or void, nor a batch's.
func TestJobOfIntent(t *testing.T) {
	const job = "pay_0123456789abcdef0123456789abcdef"
	for intent, want := range map[string]string{
		job:                           job,
		GasIntent(job, 2):             job,
		SoloIntent(job):               job,
		GasIntent(SoloIntent(job), 1): job,
		job + prepaidIntentSuffix:     "",
		job + refundIntentSuffix:      "",
		job + voidIntentSuffix:        "",
		"batch:0xabc":                 "",
		"upload_xyz":                  "",
	} {
		got, ok := JobOfIntent(intent)
		if got != want || ok != (want != "") {
			t.Errorf("JobOfIntent(%q) = %q, %v; want %q", intent, got, ok, want)
		}
	}
}
