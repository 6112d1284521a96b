package takeover

import (
	"context"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/inkd/inkd/internal/testutil"
)

// clock is a settable test clock.
type clock struct{ ns atomic.Int64 }

func (c *clock) now() time.Time          { return time.Unix(0, c.ns.Load()) }
func (c *clock) advance(d time.Duration) { c.ns.Add(int64(d)) }

func newClock() *clock {
	c := &clock{}
	c.ns.Store(time.Date(2026, 11, 29, 0, 0, 0, 0, time.UTC).UnixNano())
	return c
}

// recorder is a Resume that records what it was given.
type recorder struct {
	mu   sync.Mutex
	jobs []string
}

func (r *recorder) resume(_ context.Context, dead string, j Job) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.jobs = append(r.jobs, dead+"/"+j.ID)
	return nil
}

func (r *recorder) got() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := slices.Clone(r.jobs)
	slices.Sort(out)
	return out
}

// A dead process's jobs are resumed once, by one of the live processes
// that race for them, and only once its lease has ended; a live process's
// jobs, and those a process released, never are.
func TestDeadProcessTakenOverOnce(t *testing.T) {
	ctx := context.Background()
	rdb := testutil.RedisClient(t)
	roster := NewRoster(rdb, "t:")
	c := newClock()
	rec := &recorder{}
	watch := func(name string) *Watch {
		return NewWatch(Config{Process: name, Lease: 5 * time.Second, Now: c.now}, roster, rec.resume, testutil.Logger(t))
	}
	dead, alive := watch("dead"), watch("alive")
	takers := []*Watch{watch("a"), watch("b"), watch("c")}
	for _, w := range append([]*Watch{dead, alive}, takers...) {
		w.beat(ctx)
	}
	dead.Hold(ctx, Job{ID: "job-1", Queue: "writes", TaskID: "job-1"})
	dead.Hold(ctx, Job{ID: "job-2", Queue: "writes", TaskID: "job-2~1"})
	dead.Hold(ctx, Job{ID: "job-3", Queue: "writes", TaskID: "job-3"})
	dead.Release(ctx, "job-3") // finished before the crash
	alive.Hold(ctx, Job{ID: "job-4", Queue: "writes", TaskID: "job-4"})

	// Within the lease nothing is taken over.
	c.advance(4 * time.Second)
	for _, w := range append([]*Watch{alive}, takers...) {
		w.beat(ctx)
		w.takeOver(ctx)
	}
	if got := rec.got(); len(got) != 0 {
		t.Fatalf("taken over within the lease: %v", got)
	}

	// Past it, three live processes race for the dead one.
	c.advance(2 * time.Second)
	var wg sync.WaitGroup
	for _, w := range append([]*Watch{alive}, takers...) {
		wg.Add(1)
		go func() { defer wg.Done(); w.beat(ctx); w.takeOver(ctx) }()
	}
	wg.Wait()
	if diff := slices.Compare(rec.got(), []string{"dead/job-1", "dead/job-2"}); diff != 0 {
		t.Fatalf("resumed %v, want dead/job-1 and dead/job-2 once each", rec.got())
	}
	// Claimed once: later scans find nothing more.
	c.advance(time.Second)
	for _, w := range append([]*Watch{alive}, takers...) {
		w.beat(ctx)
		w.takeOver(ctx)
	}
	if n := len(rec.got()); n != 2 {
		t.Fatalf("resumed %d jobs after the claim, want 2: %v", n, rec.got())
	}
}

// A process that renews its lease between a scan and the claim is not
// taken (the claim re-reads the lease); one that leaves cleanly is not
// either, and takes its list with it.
func TestRenewedOrLeftIsNotTaken(t *testing.T) {
	ctx := context.Background()
	rdb := testutil.RedisClient(t)
	roster := NewRoster(rdb, "t:")
	c := newClock()
	if err := roster.Beat(ctx, "slow", c.now().Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	if err := roster.Hold(ctx, "slow", Job{ID: "j", Queue: "q", TaskID: "j"}); err != nil {
		t.Fatal(err)
	}
	c.advance(2 * time.Second)
	expired, err := roster.Expired(ctx, c.now())
	if err != nil || !slices.Equal(expired, []string{"slow"}) {
		t.Fatalf("expired = %v, %v", expired, err)
	}
	if err := roster.Beat(ctx, "slow", c.now().Add(5*time.Second)); err != nil { // it was only slow
		t.Fatal(err)
	}
	if jobs, err := roster.Claim(ctx, "slow", c.now()); err != nil || len(jobs) != 0 {
		t.Fatalf("claimed a renewed process: %v, %v", jobs, err)
	}
	if err := roster.Leave(ctx, "slow"); err != nil {
		t.Fatal(err)
	}
	c.advance(time.Minute)
	if expired, err := roster.Expired(ctx, c.now()); err != nil || len(expired) != 0 {
		t.Fatalf("a process that left is still listed: %v, %v", expired, err)
	}
	if n, err := rdb.Exists(ctx, roster.jobsKey("slow")).Result(); err != nil || n != 0 {
		t.Fatalf("its job list is still there: %d, %v", n, err)
	}
}

// Start renews the lease before it returns, Shutdown leaves the roster.
func TestWatchStartAndShutdown(t *testing.T) {
	ctx := context.Background()
	rdb := testutil.RedisClient(t)
	roster := NewRoster(rdb, "t:")
	w := NewWatch(Config{Process: "p", Beat: 10 * time.Millisecond}, roster, (&recorder{}).resume, testutil.Logger(t))
	var wg sync.WaitGroup
	w.Start(&wg)
	if _, err := rdb.ZScore(ctx, "t:live", "p").Result(); err != nil {
		t.Fatalf("no lease after Start: %v", err)
	}
	w.Hold(ctx, Job{ID: "j", Queue: "q", TaskID: "j"})
	w.Shutdown()
	wg.Wait()
	if _, err := rdb.ZScore(ctx, "t:live", "p").Result(); err == nil {
		t.Fatal("still on the roster after Shutdown")
	}
}
