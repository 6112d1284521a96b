package api

import (
	"fmt"
	"net"
	"net/http"
	"testing"
	"time"

	"github.com/inkd/inkd/internal/testutil"
)

// TestSpoofedForwardedForSharesTheClientsBucket reproduces the review's
// finding: behind a trusted proxy, a client that writes its own
// X-Forwarded-For (the proxy appends the address it saw) got a fresh read
// bucket per request. The client is the rightmost address that is not a
// trusted proxy, so every spoofed request counts against 203.0.113.7.
func TestSpoofedForwardedForSharesTheClientsBucket(t *testing.T) {
	s := newTestServer(t, Config{ReadsPerMinute: 2, TrustedProxies: []string{"127.0.0.1", "10.0.0.0/8"}},
		Deps{Redis: testutil.RedisClient(t), Chain: fixedStatus{}, RateLimitNow: func() time.Time { return time.Unix(1_800_000_010, 0) }})
	base := "http://" + serveOn(t, s)
	get := func(xff ...string) int {
		req, err := http.NewRequest(http.MethodGet, base+"/v1/status", nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range xff {
			req.Header.Add("X-Forwarded-For", v)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	for i := range 3 {
		// The client's own header, then what two trusted proxies appended.
		status := get(fmt.Sprintf("198.51.100.%d", i), "203.0.113.7, 10.1.2.3")
		if want := map[bool]int{true: 200, false: 429}[i < 2]; status != want {
			t.Fatalf("request %d with a spoofed left part: status %d, want %d", i, status, want)
		}
	}
	// Another client behind the same proxies has its own bucket.
	if status := get("203.0.113.8"); status != 200 {
		t.Fatalf("another client: status %d", status)
	}
}

// TestClientBehindProxies: the rightmost address that is not a trusted
// proxy, across several headers; the peer itself when it is not trusted or
// sends no header; the leftmost when every hop is trusted; the nearest
// trusted hop when the address a trusted proxy appended is not an address.
func TestClientBehindProxies(t *testing.T) {
	trusted := trustedPeers([]string{"10.0.0.0/8", "192.0.2.1", "2001:db8::1"})
	for _, tc := range []struct {
		name, peer string
		xff        []string
		want       string
	}{
		{"no proxy trusted", "198.51.100.9", []string{"1.2.3.4"}, "198.51.100.9"},
		{"trusted peer without a header", "10.0.0.5", nil, "10.0.0.5"},
		{"one proxy", "10.0.0.5", []string{"203.0.113.7"}, "203.0.113.7"},
		{"spoofed left part", "10.0.0.5", []string{"6.6.6.6, 203.0.113.7"}, "203.0.113.7"},
		{"two proxies, two headers", "192.0.2.1", []string{"6.6.6.6", "203.0.113.7, 10.9.9.9"}, "203.0.113.7"},
		{"spaces and ports are tolerated", "10.0.0.5", []string{" 6.6.6.6 ,203.0.113.7:4711 "}, "203.0.113.7"},
		{"IPv6 client, bracketed", "2001:db8::1", []string{"[2001:db8:1::2]:443"}, "2001:db8:1::2"},
		{"every hop trusted", "10.0.0.5", []string{"10.0.0.7, 10.0.0.6"}, "10.0.0.7"},
		{"garbage where the client should be", "10.0.0.5", []string{"6.6.6.6, not-an-ip, 10.0.0.6"}, "10.0.0.6"},
		{"empty header", "10.0.0.5", []string{""}, "10.0.0.5"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := clientBehind(net.ParseIP(tc.peer), tc.xff, trusted)
			if got.String() != tc.want {
				t.Errorf("clientBehind = %s, want %s", got, tc.want)
			}
		})
	}
}
