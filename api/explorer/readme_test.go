package explorer

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// countingContent serves items by id and counts the fetches; an id in
// fail fails, an id in hang waits for the fetch's deadline.
type countingContent struct {
	items       map[string]string
	fail, hang  map[string]bool
	fetches     atomic.Int64
	limits      sync.Map // id -> last limit asked
	deadlineSet atomic.Bool
}

func (c *countingContent) Fetch(ctx context.Context, id string, limit int64) ([]byte, string, int64, error) {
	c.fetches.Add(1)
	c.limits.Store(id, limit)
	if _, ok := ctx.Deadline(); ok {
		c.deadlineSet.Store(true)
	}
	switch {
	case c.fail[id]:
		return nil, "", 0, errors.New("gateway down")
	case c.hang[id]:
		<-ctx.Done()
		return nil, "", 0, ctx.Err()
	}
	data := []byte(c.items[id])
	size := int64(len(data))
	if int64(len(data)) > limit {
		data = data[:limit]
	}
	return data, "text/markdown", size, nil
}

// testClock is a clock the test moves.
type testClock struct{ at atomic.Int64 }

func (c *testClock) now() time.Time          { return time.Unix(0, c.at.Load()) }
func (c *testClock) advance(d time.Duration) { c.at.Add(int64(d)) }

func newTestReadmes(c *countingContent, limit int64, timeout time.Duration, maxBytes int) (*readmes, *testClock) {
	clock := &testClock{}
	clock.at.Store(time.Unix(1_800_000_000, 0).UnixNano())
	return newReadmes(readmesParams{content: c, md: newMarkdown("https://gw.example"), limit: limit, timeout: timeout,
		maxBytes: maxBytes, now: clock.now}), clock
}

func TestReadmesRenderAndKeep(t *testing.T) {
	c := &countingContent{items: map[string]string{"a": "# Hello", "big": strings.Repeat("x", 101), "bin": "PK\x00\x03", "edge": strings.Repeat("y", 100)}}
	r, _ := newTestReadmes(c, 100, time.Minute, 1<<20)
	ctx := context.Background()

	if got := r.get(ctx, "a"); got.html != "<h1>Hello</h1>\n" || got.note != "" {
		t.Fatalf("a = %+v", got)
	}
	if _, ok := c.limits.Load("a"); !ok || !c.deadlineSet.Load() {
		t.Fatal("the fetch ran without a deadline")
	}
	if l, _ := c.limits.Load("a"); l != int64(101) {
		t.Fatalf("asked for %v bytes, want limit+1 = 101", l)
	}
	r.get(ctx, "a")
	if n := c.fetches.Load(); n != 1 {
		t.Fatalf("%d fetches for one README read twice; its content cannot change", n)
	}
	if got := r.get(ctx, "big"); got.note != noteReadmeTooLarge || got.html != "" {
		t.Fatalf("big = %+v", got)
	}
	if got := r.get(ctx, "edge"); got.note != "" || got.html == "" {
		t.Fatalf("a README of exactly the limit = %+v", got)
	}
	if got := r.get(ctx, "bin"); got.note != noteReadmeNotText {
		t.Fatalf("bin = %+v", got)
	}
}

func TestReadmesFailuresAreNotKept(t *testing.T) {
	c := &countingContent{items: map[string]string{"down": "# Back"}, fail: map[string]bool{"down": true}, hang: map[string]bool{"slow": true}}
	r, clock := newTestReadmes(c, 100, 20*time.Millisecond, 1<<20)
	ctx := context.Background()
	if got := r.get(ctx, "down"); got.note != noteReadmeUnavailable {
		t.Fatalf("down = %+v", got)
	}
	// The gateway recovers: views right after the failure show the note
	// without asking it; a view after readmeRetry fetches and shows it.
	c.fail = nil
	clock.advance(readmeRetry - time.Second)
	if got := r.get(ctx, "down"); got.note != noteReadmeUnavailable || c.fetches.Load() != 1 {
		t.Fatalf("down just after its failure = %+v after %d fetches, want the note from 1 fetch", got, c.fetches.Load())
	}
	clock.advance(time.Second)
	if got := r.get(ctx, "down"); got.html != "<h1>Back</h1>\n" {
		t.Fatalf("down after recovery = %+v", got)
	}
	if got := r.get(ctx, "slow"); got.note != noteReadmeUnavailable {
		t.Fatalf("slow = %+v", got)
	}
	// A cancelled page view does not cancel the fetch other views share.
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	c.items["late"] = "late"
	if got := r.get(cctx, "late"); got.html != "<p>late</p>\n" {
		t.Fatalf("late = %+v", got)
	}
}

func TestReadmesShareOneFetch(t *testing.T) {
	c := &countingContent{items: map[string]string{"a": "# A"}}
	r, _ := newTestReadmes(c, 100, time.Minute, 1<<20)
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if got := r.get(context.Background(), "a"); got.html != "<h1>A</h1>\n" {
				t.Errorf("a = %+v", got)
			}
		}()
	}
	wg.Wait()
	if n := c.fetches.Load(); n != 1 {
		t.Fatalf("%d fetches for one README viewed at once by 8 pages", n)
	}
}

func TestReadmesEvictOldest(t *testing.T) {
	c := &countingContent{items: map[string]string{"a": "# A", "b": "# B", "c": "# C"}}
	one := keptCost("a", readmeOutcome{html: "<h1>A</h1>\n"})
	r, _ := newTestReadmes(c, 100, time.Minute, 2*one)
	ctx := context.Background()
	for _, id := range []string{"a", "b", "c"} {
		r.get(ctx, id)
	}
	r.get(ctx, "c")
	r.get(ctx, "b")
	if n := c.fetches.Load(); n != 3 {
		t.Fatalf("%d fetches; b and c should still be kept", n)
	}
	r.get(ctx, "a")
	if n := c.fetches.Load(); n != 4 {
		t.Fatalf("%d fetches; a, the oldest, should have been evicted", n)
	}
}
