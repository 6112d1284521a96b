package api

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/testutil"
)

func TestClientKey(t *testing.T) {
	tests := []struct{ name, ip, want string }{
		{"ipv4", "192.0.2.7", "192.0.2.7"},
		{"ipv6 is its /64", "2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"},
		{"another address of the same /64", "2001:db8:1:2::1", "2001:db8:1:2::/64"},
		{"another /64", "2001:db8:1:3::1", "2001:db8:1:3::/64"},
		{"ipv4-mapped is ipv4", "::ffff:192.0.2.7", "192.0.2.7"},
		{"zone dropped", "fe80::1%eth0", "fe80::/64"},
		{"not an address", "pipe", "pipe"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if d := cmp.Diff(tc.want, clientKey(tc.ip)); d != "" {
				t.Errorf("clientKey(%q) (-want +got):\n%s", tc.ip, d)
			}
		})
	}
}

// Addresses of one IPv6 /64 share one read-limit bucket.
func TestReadLimitKeysIPv6ByPrefix(t *testing.T) {
	s := newTestServer(t, Config{ReadsPerMinute: 2, TrustedProxies: []string{"0.0.0.0"}},
		Deps{Redis: testutil.RedisClient(t), Chain: fixedStatus{}})
	statuses := []int{}
	for _, ip := range []string{"2001:db8::1", "2001:db8::2", "2001:db8::3", "2001:db8:0:1::1"} {
		req := httptest.NewRequest(http.MethodGet, "/v1/status", nil)
		req.Header.Set("X-Forwarded-For", ip)
		resp, _ := do(t, s, req)
		statuses = append(statuses, resp.StatusCode)
	}
	if d := cmp.Diff([]int{200, 200, 429, 200}, statuses); d != "" {
		t.Fatalf("statuses (-want +got):\n%s", d)
	}
}

// One client holds at most StreamsPerClient live streams and the process
// MaxStreams; a closed stream frees its slot.
func TestEventStreamsAreCapped(t *testing.T) {
	f := newReadFixture(t)
	s := newTestServer(t, Config{ReadsPerMinute: -1, TrustedProxies: []string{"127.0.0.1"},
		Reads: ReadLimits{StreamsPerClient: 2, MaxStreams: 3, KeepAlive: 20 * time.Millisecond}},
		Deps{Reads: ReadDeps{Model: f.m, Events: f.hub}})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = s.Serve(ln) }()
	t.Cleanup(func() { _ = s.Shutdown(context.Background()) })
	url := "http://" + ln.Addr().String() + "/v1/events"

	open := func(from string) (*http.Response, wire.ErrorBody) {
		t.Helper()
		req, _ := http.NewRequest(http.MethodGet, url, nil)
		req.Header.Set("Accept", "text/event-stream")
		req.Header.Set("X-Forwarded-For", from)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var body wire.ErrorBody
		if resp.StatusCode != 200 {
			_ = json.NewDecoder(resp.Body).Decode(&body)
			resp.Body.Close()
		} else {
			t.Cleanup(func() { resp.Body.Close() })
		}
		return resp, body
	}
	a1, _ := open("2001:db8::1")
	if a1.StatusCode != 200 {
		t.Fatalf("first stream = %d", a1.StatusCode)
	}
	if resp, _ := open("2001:db8::2"); resp.StatusCode != 200 {
		t.Fatalf("second stream = %d", resp.StatusCode)
	}
	// A third address of the same /64 is the same client.
	if resp, body := open("2001:db8::3"); resp.StatusCode != 429 || body.Error != wire.CodeRateLimited || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("third stream of one client = %d %+v, want 429 rate_limited", resp.StatusCode, body)
	}
	if resp, _ := open("192.0.2.1"); resp.StatusCode != 200 {
		t.Fatalf("another client's stream = %d", resp.StatusCode)
	}
	if resp, body := open("192.0.2.2"); resp.StatusCode != 429 || body.Error != wire.CodeRateLimited {
		t.Fatalf("stream over the process cap = %d %+v, want 429", resp.StatusCode, body)
	}
	// Closing a stream frees its slot once the server notices (at the next
	// keep-alive).
	a1.Body.Close()
	deadline := time.Now().Add(5 * time.Second)
	for {
		resp, _ := open("2001:db8::4")
		if resp.StatusCode == 200 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("a closed stream's slot was not freed: %d", resp.StatusCode)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
