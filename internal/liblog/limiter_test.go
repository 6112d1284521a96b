package liblog

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// One line per class per interval; the first line after a held period
// carries the count of the lines held back; classes are independent.
func TestLimiterHoldsRepeats(t *testing.T) {
	at := time.Unix(1000, 0)
	lim := NewLimiter(10*time.Second, func() time.Time { return at })
	type step struct {
		after time.Duration // since the previous step
		class string
		ok    bool
		held  int
	}
	steps := []step{
		{0, "dial", true, 0},
		{time.Second, "dial", false, 0},
		{time.Second, "dial", false, 0},
		{0, "dequeue", true, 0},
		{8 * time.Second, "dial", true, 2},
		{time.Second, "dial", false, 0},
		{20 * time.Second, "dial", true, 1},
		{20 * time.Second, "dial", true, 0},
	}
	for i, s := range steps {
		at = at.Add(s.after)
		ok, held := lim.Allow(s.class)
		if diff := cmp.Diff([]any{s.ok, s.held}, []any{ok, held}); diff != "" {
			t.Errorf("step %d (%s): ok, held (-want +got):\n%s", i, s.class, diff)
		}
	}
}

func TestClassOfMasksVariableParts(t *testing.T) {
	tests := []struct{ name, a, b string }{
		{"asynq heartbeat", "Failed to write server state data: dial tcp 127.0.0.1:40693: connect: connection refused", "Failed to write server state data: EOF"},
		{"asynq task id", "Quitting worker. task id=pay_5e8817c257fe54979337d3456eca1db3", "Quitting worker. task id=pay_0123"},
		{"asynq requeue", "Could not push task id=7f3a back to queue: dial tcp: refused", "Could not push task id=99 back to queue: EOF"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if a, b := ClassOf(tc.a), ClassOf(tc.b); a != b {
				t.Errorf("classes differ: %q vs %q", a, b)
			}
		})
	}
	if ClassOf("Dequeue error: x") == ClassOf("Failed to write server state data: x") {
		t.Error("two messages share a class")
	}
}
