package api

import (
	"context"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/internal/testutil"
)

type fixedStatus chain.Status

func (f fixedStatus) Status(context.Context) chain.Status { return chain.Status(f) }

func newTestServer(t *testing.T, cfg Config, deps Deps) *Server {
	t.Helper()
	if deps.Log == nil {
		deps.Log = testutil.Logger(t)
	}
	if deps.Now == nil {
		deps.Now = func() time.Time { return time.Unix(1_800_000_000, 0) }
	}
	s, err := New(cfg, deps)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return s
}

// do sends req through the real fiber app and decodes the JSON body.
func do(t *testing.T, s *Server, req *http.Request) (*http.Response, map[string]any) {
	t.Helper()
	resp, err := s.App().Test(req, -1)
	if err != nil {
		t.Fatalf("%s %s: %v", req.Method, req.URL, err)
	}
	raw, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	var body map[string]any
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &body); err != nil {
			t.Fatalf("%s %s: body is not JSON: %q", req.Method, req.URL, raw)
		}
	}
	return resp, body
}

func TestRootDescriptor(t *testing.T) {
	s := newTestServer(t, Config{}, Deps{})
	resp, body := do(t, s, httptest.NewRequest(http.MethodGet, "/", nil))
	if resp.StatusCode != 200 {
		t.Fatalf("status = %d", resp.StatusCode)
	}
	if body["name"] != "inkd" || body["version"] != "0.1.0" || body["health"] != "/v1/health" || body["status"] != "/v1/status" || body["docs"] == "" {
		t.Fatalf("descriptor = %v", body)
	}
	routes, _ := body["routes"].([]any)
	have := map[string]bool{}
	for _, r := range routes {
		have[r.(string)] = true
	}
	for _, want := range []string{"GET /v1/health", "GET /v1/status"} {
		if !have[want] {
			t.Errorf("routes lack %q: %v", want, routes)
		}
	}
}

func TestHealth(t *testing.T) {
	s := newTestServer(t, Config{}, Deps{})
	resp, body := do(t, s, httptest.NewRequest(http.MethodGet, "/v1/health", nil))
	want := map[string]any{"ok": true, "name": "inkd", "version": "0.1.0", "time": "1800000000"}
	if resp.StatusCode != 200 {
		t.Fatalf("status = %d", resp.StatusCode)
	}
	if diff := cmp.Diff(want, body); diff != "" {
		t.Fatalf("health (-want +got):\n%s", diff)
	}
}

func TestStatusReport(t *testing.T) {
	supply, _ := new(big.Int).SetString("1000000000000000000000000000", 10) // 1e9 INKD
	for _, tc := range []struct {
		name   string
		status chain.Status
		rpcURL string
		want   map[string]any
	}{
		{
			name: "deployed",
			status: chain.Status{Reachable: true, Deployed: true,
				Registry: common.HexToAddress("0x1"), Treasury: common.HexToAddress("0x2"),
				ProjectCount: big.NewInt(0), TotalSupply: supply, TokenDecimals: 18, TokenSymbol: "INKD"},
			rpcURL: "https://user:secret@rpc.example/v1?key=abc",
			want: map[string]any{
				"ok": true, "network": "base", "rpcUrl": "https://rpc.example", "rpcReachable": true,
				"contracts": map[string]any{"registry": "0x0000000000000000000000000000000000000001", "treasury": "0x0000000000000000000000000000000000000002", "deployed": true},
				"protocol":  map[string]any{"projectCount": "0", "totalSupply": "1000000000.0000 INKD"},
			},
		},
		{
			name:   "unreachable",
			status: chain.Status{TokenSymbol: "INKD"},
			rpcURL: "http://127.0.0.1:8545",
			want: map[string]any{
				"ok": false, "network": "base", "rpcUrl": "http://127.0.0.1:8545", "rpcReachable": false,
				"contracts": map[string]any{"registry": "0x0000000000000000000000000000000000000000", "treasury": "0x0000000000000000000000000000000000000000", "deployed": nil},
				"protocol":  map[string]any{"projectCount": nil, "totalSupply": nil},
				"problems":  []any{problemUnreachable},
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestServer(t, Config{RPCURL: tc.rpcURL}, Deps{Chain: fixedStatus(tc.status)})
			resp, body := do(t, s, httptest.NewRequest(http.MethodGet, "/v1/status", nil))
			if resp.StatusCode != 200 {
				t.Fatalf("status = %d", resp.StatusCode)
			}
			if diff := cmp.Diff(tc.want, body); diff != "" {
				t.Fatalf("status report (-want +got):\n%s", diff)
			}
		})
	}
}

func TestFormatUnits(t *testing.T) {
	v, _ := new(big.Int).SetString("1234567899999999999999", 10)
	for _, tc := range []struct {
		name     string
		v        *big.Int
		decimals uint8
		places   int
		want     string
	}{
		{"nil", nil, 18, 4, "0.0000"},
		{"truncates", v, 18, 4, "1234.5678"},
		{"usdc", big.NewInt(100000), 6, 2, "0.10"},
		{"whole", big.NewInt(5), 0, 4, "5.0000"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := FormatUnits(tc.v, tc.decimals, tc.places); got != tc.want {
				t.Fatalf("FormatUnits = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestUnknownRouteAndMethod(t *testing.T) {
	s := newTestServer(t, Config{}, Deps{})
	for _, tc := range []struct {
		name, method, path string
		status             int
		code               string
	}{
		{"unknown path", http.MethodGet, "/v1/nope", 404, "route_not_found"},
		{"unversioned", http.MethodGet, "/projects", 404, "route_not_found"},
		{"wrong method", http.MethodPost, "/v1/health", 405, "method_not_allowed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp, body := do(t, s, httptest.NewRequest(tc.method, tc.path, nil))
			if resp.StatusCode != tc.status || body["error"] != tc.code || body["message"] == "" {
				t.Fatalf("%s %s = %d %v, want %d %s", tc.method, tc.path, resp.StatusCode, body, tc.status, tc.code)
			}
		})
	}
}

func TestStatusWithoutChainIs503(t *testing.T) {
	s := newTestServer(t, Config{}, Deps{})
	resp, body := do(t, s, httptest.NewRequest(http.MethodGet, "/v1/status", nil))
	if resp.StatusCode != 503 || body["error"] != "service_unavailable" {
		t.Fatalf("got %d %v", resp.StatusCode, body)
	}
}
