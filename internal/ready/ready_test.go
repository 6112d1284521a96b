package ready

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/internal/testutil"
)

func TestReportNamesEachFailedCheck(t *testing.T) {
	tests := []struct {
		name   string
		checks []Check
		want   Report
		sum    string
	}{
		{
			name: "all pass",
			checks: []Check{
				{Name: "redis", Run: func(context.Context) error { return nil }},
				{Name: "chain", Run: func(context.Context) error { return nil }},
			},
			want: Report{Ready: true, Checks: map[string]string{"redis": OK, "chain": OK}},
		},
		{
			name: "one fails",
			checks: []Check{
				{Name: "redis", Run: func(context.Context) error { return nil }},
				{Name: "chain", Run: func(context.Context) error { return errors.New("the chain does not answer") }},
			},
			want: Report{Ready: false, Checks: map[string]string{"redis": OK, "chain": "the chain does not answer"}},
			sum:  "chain: the chain does not answer",
		},
		{
			name: "a hung check times out, the others still report",
			checks: []Check{
				{Name: "redis", Run: func(ctx context.Context) error { <-ctx.Done(); return ctx.Err() }},
				{Name: "chain", Run: func(context.Context) error { return errors.New("down") }},
			},
			want: Report{Ready: false, Checks: map[string]string{"redis": "no answer within 50ms", "chain": "down"}},
			sum:  "chain: down; redis: no answer within 50ms",
		},
		{name: "no checks", want: Report{Ready: true, Checks: map[string]string{}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := New(Config{Timeout: 50 * time.Millisecond, TTL: -1}, tc.checks)
			got := c.Report(context.Background())
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Fatalf("report (-want +got):\n%s", diff)
			}
			if got.Summary() != tc.sum {
				t.Fatalf("summary %q, want %q", got.Summary(), tc.sum)
			}
		})
	}
}

// A report is reused for TTL, so a flood of probes runs the checks once
// per TTL, and concurrent callers share one run.
func TestReportIsCachedForTTL(t *testing.T) {
	var runs atomic.Int32
	release := make(chan struct{})
	now := time.Unix(1000, 0)
	var mu sync.Mutex
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	c := New(Config{TTL: time.Second, Now: clock}, []Check{{Name: "redis", Run: func(context.Context) error {
		runs.Add(1)
		<-release
		return nil
	}}})
	var wg sync.WaitGroup
	for range 10 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if rep := c.Report(context.Background()); !rep.Ready {
				t.Errorf("report %+v", rep)
			}
		}()
	}
	// Let every caller reach the shared run before it ends.
	for runs.Load() == 0 {
		time.Sleep(time.Millisecond)
	}
	close(release)
	testutil.Wait(t, &wg, "the concurrent reports")
	c.Report(context.Background())
	if n := runs.Load(); n != 1 {
		t.Fatalf("%d runs for 11 reports within the TTL, want 1", n)
	}
	before := runs.Load()
	mu.Lock()
	now = now.Add(time.Second)
	mu.Unlock()
	c.Report(context.Background())
	if runs.Load() != before+1 {
		t.Fatalf("the checks did not run again after the TTL")
	}
}

// A caller that gives up gets an answer at once; the run goes on for the
// others.
func TestReportReturnsWhenTheCallerGivesUp(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	c := New(Config{Timeout: time.Minute}, []Check{{Name: "chain", Run: func(context.Context) error { <-release; return nil }}})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rep := c.Report(ctx)
	if rep.Ready || rep.Checks["chain"] == OK {
		t.Fatalf("report of a caller that gave up: %+v", rep)
	}
}

// Replace swaps the checks and drops the cached report; a run of the old
// checks that ends after Replace does not fill the cache with their
// report.
func TestReplaceDropsTheOldChecksReport(t *testing.T) {
	release := make(chan struct{})
	started := make(chan struct{})
	c := New(Config{TTL: time.Hour}, []Check{{Name: "redis", Run: func(context.Context) error {
		close(started)
		<-release
		return errors.New("waiting for redis")
	}}})
	old := make(chan Report, 1)
	go func() { old <- c.Report(context.Background()) }()
	testutil.Recv(t, started, "the old checks' run")
	c.Replace([]Check{{Name: "redis", Run: func(context.Context) error { return nil }}})
	close(release)
	if rep := testutil.Recv(t, old, "the old checks' report"); rep.Ready {
		t.Fatalf("the old run reported ready: %+v", rep)
	}
	want := Report{Ready: true, Checks: map[string]string{"redis": OK}}
	if diff := cmp.Diff(want, c.Report(context.Background())); diff != "" {
		t.Errorf("report after Replace (-want +got):\n%s", diff)
	}
}
