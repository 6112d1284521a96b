package api

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/internal/testutil"
)

// countingStatus counts readings; the first one waits for release, so
// requests pile up behind it.
type countingStatus struct {
	readings atomic.Int64
	release  chan struct{}
}

func (c *countingStatus) Status(ctx context.Context) chain.Status {
	c.readings.Add(1)
	<-c.release
	return chain.Status{Reachable: true, TokenSymbol: "INKD"}
}

// manualClock is a clock tests move by hand.
type manualClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *manualClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *manualClock) add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// statusRequests sends n concurrent GET /v1/status and fails on any
// answer but 200.
func statusRequests(t *testing.T, s *Server, n int) {
	t.Helper()
	var wg sync.WaitGroup
	errs := make(chan string, n)
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			resp, err := s.App().Test(httptest.NewRequest(http.MethodGet, "/v1/status", nil), -1)
			if err != nil {
				errs <- err.Error()
				return
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				errs <- resp.Status
			}
		}()
	}
	testutil.Wait(t, &wg, "the status requests")
	close(errs)
	for e := range errs {
		t.Errorf("status request: %s", e)
	}
}

// TestStatusCacheOneReadingPerWindow: 100 concurrent status requests, the
// first reading held until all have been sent, cost one reading of the
// chain (8 RPC calls instead of 800); the next window costs one more; a
// negative TTL reads for every request that does not overlap another.
func TestStatusCacheOneReadingPerWindow(t *testing.T) {
	const requests = 100
	ttl := 5 * time.Second
	clock := &manualClock{t: time.Unix(1_800_000_000, 0)}
	cs := &countingStatus{release: make(chan struct{})}
	s := newTestServer(t, Config{StatusCacheTTL: ttl, ReadsPerMinute: -1}, Deps{Chain: cs, Now: clock.now})

	done := make(chan struct{})
	go func() {
		defer close(done)
		statusRequests(t, s, requests)
	}()
	testutil.Until(t, 30*time.Second, "the first reading", func() bool { return cs.readings.Load() > 0 })
	close(cs.release)
	testutil.Recv(t, done, "the status requests")
	statusRequests(t, s, requests) // all within the window, from the cache
	got := cs.readings.Load()
	t.Logf("status requests per upstream reading: %d (%d requests, %d readings of 8 RPC calls)", 2*requests/int(got), 2*requests, got)
	if got != 1 {
		t.Fatalf("%d requests within the window made %d readings, want 1", 2*requests, got)
	}

	clock.add(ttl)
	statusRequests(t, s, requests)
	if got := cs.readings.Load(); got != 2 {
		t.Fatalf("after the window: %d readings, want 2", got)
	}

	uncached := &countingStatus{release: make(chan struct{})}
	close(uncached.release)
	u := newTestServer(t, Config{StatusCacheTTL: -1, ReadsPerMinute: -1}, Deps{Chain: uncached, Now: clock.now})
	for range 3 {
		statusRequests(t, u, 1)
	}
	if got := uncached.readings.Load(); got != 3 {
		t.Fatalf("negative TTL: %d readings for 3 requests, want 3", got)
	}
}
