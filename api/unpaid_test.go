package api

import (
	"context"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// countingRegistry counts the chain reads of the write prechecks.
type countingRegistry struct {
	*switchRegistry
	calls atomic.Int64
}

func (r *countingRegistry) NameAvailable(ctx context.Context, name string) (bool, error) {
	r.calls.Add(1)
	return r.switchRegistry.NameAvailable(ctx, name)
}

func (r *countingRegistry) Name(ctx context.Context, id *big.Int) (string, error) {
	r.calls.Add(1)
	return r.switchRegistry.Name(ctx, id)
}

// fromClient sends every request through srv as if a trusted proxy had
// forwarded it from ip.
type fromClient struct {
	srv *Server
	ip  string
}

func (f fromClient) RoundTrip(req *http.Request) (*http.Response, error) {
	req.Header.Set("X-Forwarded-For", f.ip)
	return appTransport{f.srv}.RoundTrip(req)
}

// TestUnpaidWritesLimitedPerClient: write requests without a valid
// payment are counted per client address in Redis, across two replicas.
// Past the limit they are answered 429 rate_limited with Retry-After
// before any chain read; a paid request right after the client's 402 still
// goes through; invalid payments count too, and past the limit are refused
// before anything is priced.
func TestUnpaidWritesLimitedPerClient(t *testing.T) {
	const limit = 3
	rig := newPayRig(t, 30*time.Second)
	rig.startWorker(t)
	reg := &countingRegistry{switchRegistry: rig.registry}
	deps := rig.srv.deps
	deps.Writes.Registry, deps.Writes.Names = reg, reg
	cfg := Config{UnpaidWritesPerMinute: limit, WritesPerMinute: -1, ReadsPerMinute: -1, WriteWait: 30 * time.Second, TrustedProxies: []string{"0.0.0.0"}}
	replicas := []*Server{newTestServer(t, cfg, deps), newTestServer(t, cfg, deps)}

	post := func(s *Server, ip, path, body, payment string) (*http.Response, map[string]any) {
		req := httptest.NewRequest(http.MethodPost, path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Forwarded-For", ip)
		if payment != "" {
			req.Header.Set("X-PAYMENT", payment)
		}
		return do(t, s, req)
	}

	// Client 1: two unpaid requests, then the 402 of a payment it signs
	// (the third), then the paid request itself.
	const ip1 = "203.0.113.1"
	for i := range limit - 1 {
		if resp, _ := post(replicas[i%2], ip1, "/v1/projects", `{"name":"free-ride"}`, ""); resp.StatusCode != http.StatusPaymentRequired {
			t.Fatalf("unpaid request %d: %d, want 402", i, resp.StatusCode)
		}
	}
	p := rig.payer(3, "unpaid-limit")
	p.HTTP = &http.Client{Transport: fromClient{replicas[0], ip1}}
	header, _ := p.terms(t, "/v1/projects", `{"name":"paid-one"}`)
	p.HTTP = &http.Client{Transport: fromClient{replicas[1], ip1}}
	if resp := p.send(t, "/v1/projects", `{"name":"paid-one"}`, header); resp.Status != http.StatusCreated {
		t.Fatalf("paid request at the unpaid limit: %d %s, want 201", resp.Status, resp.Body)
	}
	before := reg.calls.Load()
	resp, body := post(replicas[0], ip1, "/v1/projects", `{"name":"free-ride"}`, "")
	if resp.StatusCode != http.StatusTooManyRequests || body["error"] != "rate_limited" || resp.Header.Get("Retry-After") != "60" {
		t.Fatalf("unpaid request past the limit: %d %v Retry-After %q, want 429 rate_limited, Retry-After 60", resp.StatusCode, body, resp.Header.Get("Retry-After"))
	}
	if got := reg.calls.Load(); got != before {
		t.Errorf("the refused request read the chain %d times", got-before)
	}

	// Client 2 sends payments that do not verify: each counts; past the
	// limit the next is refused before it is priced or checked.
	const ip2 = "203.0.113.2"
	for i := range limit + 1 {
		if resp, body := post(replicas[i%2], ip2, "/v1/projects/7/versions", `{"storageHash":"ar://`+strings.Repeat("A", 43)+`","versionTag":"v1"}`, "not-a-payment"); resp.StatusCode != http.StatusForbidden {
			t.Fatalf("invalid payment %d: %d %v, want 403", i, resp.StatusCode, body)
		}
	}
	if resp, body := post(replicas[0], ip2, "/v1/projects", `{"name":"x"}`, "not-a-payment"); resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("invalid payment past the limit: %d %v, want 429", resp.StatusCode, body)
	}
	if resp, _ := post(replicas[1], ip2, "/v1/projects", `{"name":"x"}`, ""); resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("unpaid request of client 2 past the limit: %d, want 429", resp.StatusCode)
	}

	// A third client is not touched.
	if resp, _ := post(replicas[1], "203.0.113.3", "/v1/projects", `{"name":"free-ride"}`, ""); resp.StatusCode != http.StatusPaymentRequired {
		t.Fatalf("another client: %d, want 402", resp.StatusCode)
	}
}
