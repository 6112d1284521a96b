package api

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/inkd/inkd/internal/ready"
	"github.com/inkd/inkd/internal/testutil"
)

// GET /v1/ready answers the checks: 200 with each one ok, or 503 not_ready
// naming the failing one; probes past the read limit are still answered.
func TestReadyAnswersTheChecks(t *testing.T) {
	rdb := testutil.RedisClient(t)
	now := func() time.Time { return time.Unix(1_800_000_010, 0) }
	var chainErr error
	rc := ready.New(ready.Config{TTL: -1}, []ready.Check{
		{Name: "redis", Run: func(context.Context) error { return nil }},
		{Name: "chain", Run: func(context.Context) error { return chainErr }},
	})
	s := newTestServer(t, Config{ReadsPerMinute: 1}, Deps{Redis: rdb, Now: now, Chain: fixedStatus{}, Ready: rc})
	for i := range 3 {
		resp, body := do(t, s, httptest.NewRequest(http.MethodGet, "/v1/ready", nil))
		checks, _ := body["checks"].(map[string]any)
		if resp.StatusCode != 200 || body["ready"] != true || checks["redis"] != "ok" || checks["chain"] != "ok" {
			t.Fatalf("ready %d = %d %v, want 200 with every check ok", i, resp.StatusCode, body)
		}
	}
	chainErr = errors.New("the chain does not answer")
	resp, body := do(t, s, httptest.NewRequest(http.MethodGet, "/v1/ready", nil))
	if resp.StatusCode != 503 || body["error"] != "not_ready" || body["message"] != "not ready: chain: the chain does not answer" {
		t.Fatalf("ready with the chain down = %d %v", resp.StatusCode, body)
	}
	if resp.Header.Get("Cache-Control") != "no-store" {
		t.Fatalf("Cache-Control = %q", resp.Header.Get("Cache-Control"))
	}
}
