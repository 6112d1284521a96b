package api

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/inkd/inkd/internal/testutil"
)

// Two replicas sharing one Redis share the read limit of an IP.
func TestReadRateLimitAcrossReplicas(t *testing.T) {
	rdb := testutil.RedisClient(t)
	now := func() time.Time { return time.Unix(1_800_000_010, 0) }
	a := newTestServer(t, Config{ReadsPerMinute: 3}, Deps{Redis: rdb, Now: now, Chain: fixedStatus{}})
	b := newTestServer(t, Config{ReadsPerMinute: 3}, Deps{Redis: rdb, Now: now, Chain: fixedStatus{}})
	for i, s := range []*Server{a, b, a} {
		resp, _ := do(t, s, httptest.NewRequest(http.MethodGet, "/v1/status", nil))
		if resp.StatusCode != 200 {
			t.Fatalf("request %d: status %d", i, resp.StatusCode)
		}
	}
	resp, body := do(t, b, httptest.NewRequest(http.MethodGet, "/v1/status", nil))
	if resp.StatusCode != 429 || body["error"] != "rate_limited" {
		t.Fatalf("4th read = %d %v, want 429 rate_limited", resp.StatusCode, body)
	}
	if ra := resp.Header.Get("Retry-After"); ra != "50" {
		t.Fatalf("Retry-After = %q, want 50 (seconds left in the minute)", ra)
	}
	if resp.Header.Get("RateLimit-Limit") != "3" || resp.Header.Get("RateLimit-Remaining") != "0" {
		t.Fatalf("RateLimit headers = %v", resp.Header)
	}
	// Health is never limited: load balancers poll it.
	resp, _ = do(t, a, httptest.NewRequest(http.MethodGet, "/v1/health", nil))
	if resp.StatusCode != 200 {
		t.Fatalf("health after limit = %d", resp.StatusCode)
	}
}

// The rate-limit windows follow Deps.RateLimitNow, not Deps.Now: a test can
// pin its requests into one window without pinning the clock payments are
// checked against.
func TestRateLimitNowPlacesTheWindow(t *testing.T) {
	tests := []struct {
		name       string
		now, rlNow func() time.Time
		wantReset  string
	}{
		{"RateLimitNow set", func() time.Time { return time.Unix(1_800_000_050, 0) }, func() time.Time { return time.Unix(1_800_000_010, 0) }, "50"},
		{"RateLimitNow nil follows Now", func() time.Time { return time.Unix(1_800_000_050, 0) }, nil, "10"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestServer(t, Config{ReadsPerMinute: 1}, Deps{Redis: testutil.RedisClient(t), Now: tc.now, RateLimitNow: tc.rlNow, Chain: fixedStatus{}})
			resp, _ := do(t, s, httptest.NewRequest(http.MethodGet, "/v1/status", nil))
			if resp.StatusCode != 200 {
				t.Fatalf("first read: status %d", resp.StatusCode)
			}
			if got := resp.Header.Get("RateLimit-Reset"); got != tc.wantReset {
				t.Errorf("RateLimit-Reset = %q, want %q (seconds left in the window)", got, tc.wantReset)
			}
		})
	}
}
