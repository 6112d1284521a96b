package pricing_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/storage/pricing"
)

// fakePrices serves the Turbo payment and upload endpoints and an Arweave
// gateway's /price, from fields a test sets, and counts requests per path.
type fakePrices struct {
	srv *httptest.Server

	mu       sync.Mutex
	free     string // JSON value of freeUploadLimitBytes ("" = absent)
	winc     func(n string) string
	rates    string // body of /v1/rates
	winston  func(n string) string
	arUSD    string // body of /ar-usd
	failing  map[string]int
	requests map[string]int
}

func newFakePrices(tb testing.TB) *fakePrices {
	tb.Helper()
	f := &fakePrices{
		free:     "107520",
		winc:     func(string) string { return `{"winc":"1000000000","adjustments":[]}` },
		rates:    `{"winc":"2000000000000","fiat":{"usd":20,"eur":18.5},"adjustments":[]}`,
		winston:  func(string) string { return "2000000000" },
		arUSD:    `{"arweave":{"usd":5.5}}`,
		failing:  map[string]int{},
		requests: map[string]int{},
	}
	f.srv = httptest.NewServer(http.HandlerFunc(f.serve))
	tb.Cleanup(f.srv.Close)
	return f
}

func (f *fakePrices) set(fn func(f *fakePrices)) {
	f.mu.Lock()
	defer f.mu.Unlock()
	fn(f)
}

func (f *fakePrices) count(prefix string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	n := 0
	for p, c := range f.requests {
		if strings.HasPrefix(p, prefix) {
			n += c
		}
	}
	return n
}

func (f *fakePrices) serve(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	p := r.URL.Path
	f.requests[p]++
	for prefix, status := range f.failing {
		if strings.HasPrefix(p, prefix) {
			http.Error(w, "unavailable", status)
			return
		}
	}
	switch {
	case p == "/":
		if f.free == "" {
			fmt.Fprint(w, `{"version":"0.2.0"}`)
			return
		}
		fmt.Fprintf(w, `{"version":"0.2.0","freeUploadLimitBytes":%s,"gateway":"arweave.net"}`, f.free)
	case strings.HasPrefix(p, "/v1/price/bytes/"):
		fmt.Fprint(w, f.winc(strings.TrimPrefix(p, "/v1/price/bytes/")))
	case p == "/v1/rates":
		fmt.Fprint(w, f.rates)
	case strings.HasPrefix(p, "/price/"):
		fmt.Fprint(w, f.winston(strings.TrimPrefix(p, "/price/")))
	case p == "/ar-usd":
		fmt.Fprint(w, f.arUSD)
	default:
		http.NotFound(w, r)
	}
}

type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *testClock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *testClock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

func newTurbo(tb testing.TB, f *fakePrices, clk *testClock) *pricing.Turbo {
	tb.Helper()
	p, err := pricing.NewTurbo(pricing.TurboConfig{PaymentURL: f.srv.URL, UploadURL: f.srv.URL, HeaderAllowance: 100}, f.srv.Client(), clk.now)
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

func TestTurboQuote(t *testing.T) {
	tests := []struct {
		name  string
		setup func(f *fakePrices)
		bytes int64
		want  plain
	}{
		// 1e9 winc × ($20 / 2e12 winc) = $0.01 = 10000 base units.
		{"paid", nil, 200_000, plain{200_000, 10_000, 2_000, 12_000, "$0.012"}},
		{"free tier", nil, 107_420, plain{107_420, 0, 0, 0, "$0.00"}},
		{"just over free tier", nil, 107_421, plain{107_421, 10_000, 2_000, 12_000, "$0.012"}},
		{"no free tier announced", func(f *fakePrices) { f.free = "" }, 10, plain{10, 10_000, 2_000, 12_000, "$0.012"}},
		// 3 winc × $20.000001 / 2e12 winc = 3.0000003e-11 USD → rounds up to 1 base unit.
		{"rounds up", func(f *fakePrices) {
			f.winc = func(string) string { return `{"winc":"3"}` }
			f.rates = `{"winc":"2000000000000","fiat":{"usd":20.000001}}`
		}, 200_000, plain{200_000, 1, 1, 2, "$0.000002"}},
		{"exact decimal rate", func(f *fakePrices) {
			f.winc = func(string) string { return `{"winc":"123456789012"}` }
			f.rates = `{"winc":"1000000000000","fiat":{"usd":1.1e1}}`
		}, 200_000, plain{200_000, 1_358_025, 271_605, 1_629_630, "$1.62963"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakePrices(t)
			if tc.setup != nil {
				f.set(tc.setup)
			}
			q, err := newTurbo(t, f, &testClock{t: time.Unix(1e9, 0)}).Quote(context.Background(), tc.bytes)
			if err != nil {
				t.Fatalf("Quote: %v", err)
			}
			if diff := cmp.Diff(tc.want, flat(q)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// The whole item is priced: the upload's bytes plus HeaderAllowance, in
// whole chunks. 262,094 bytes + 100 is just over one chunk, so two chunks
// are charged; the fake charges one winc per byte asked.
func TestTurboPricesTheWholeItem(t *testing.T) {
	f := newFakePrices(t)
	var asked []string
	f.set(func(f *fakePrices) {
		f.free = ""
		f.winc = func(n string) string { asked = append(asked, n); return `{"winc":"` + n + `"}` }
		f.rates = `{"winc":"1000000","fiat":{"usd":1}}` // 1 base unit per winc
	})
	q, err := newTurbo(t, f, &testClock{}).Quote(context.Background(), pricing.ChunkSize-50)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := q.StorageCost.Int64(), int64(2*pricing.ChunkSize); got != want {
		t.Errorf("storage cost = %d, want %d (two chunks)", got, want)
	}
	f.set(func(*fakePrices) {
		if diff := cmp.Diff([]string{"262144", "67108864"}, asked); diff != "" {
			t.Errorf("sizes priced (-want +got):\n%s", diff)
		}
	})
}

func TestTurboCache(t *testing.T) {
	f := newFakePrices(t)
	clk := &testClock{t: time.Unix(1e9, 0)}
	p := newTurbo(t, f, clk)
	quote := func() {
		t.Helper()
		if _, err := p.Quote(context.Background(), 500_000); err != nil {
			t.Fatal(err)
		}
	}
	quote()
	clk.add(59 * time.Second)
	quote()
	type calls struct{ Info, Price, Rates int }
	got := func() calls {
		return calls{f.count("/"+"") - f.count("/v1/"), f.count("/v1/price/"), f.count("/v1/rates")}
	}
	// Two reference prices per TTL, whatever the sizes quoted.
	if diff := cmp.Diff(calls{1, 2, 1}, got()); diff != "" {
		t.Errorf("within the TTL (-want +got):\n%s", diff)
	}
	clk.add(2 * time.Second)
	quote()
	if diff := cmp.Diff(calls{2, 4, 2}, got()); diff != "" {
		t.Errorf("after the TTL (-want +got):\n%s", diff)
	}
}

func TestTurboUnavailable(t *testing.T) {
	tests := []struct {
		name  string
		setup func(f *fakePrices)
	}{
		{"price 502", func(f *fakePrices) { f.failing["/v1/price/"] = http.StatusBadGateway }},
		{"rates 502", func(f *fakePrices) { f.failing["/v1/rates"] = http.StatusBadGateway }},
		{"info 503", func(f *fakePrices) { f.failing["/"] = http.StatusServiceUnavailable }},
		{"winc not a number", func(f *fakePrices) { f.winc = func(string) string { return `{"winc":"lots"}` } }},
		{"rates zero winc", func(f *fakePrices) { f.rates = `{"winc":"0","fiat":{"usd":20}}` }},
		{"rates without usd", func(f *fakePrices) { f.rates = `{"winc":"1000","fiat":{"eur":20}}` }},
		{"not JSON", func(f *fakePrices) { f.rates = `<html>` }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakePrices(t)
			f.set(tc.setup)
			_, err := newTurbo(t, f, &testClock{}).Quote(context.Background(), 500_000)
			var ue *pricing.UnavailableError
			if !errors.Is(err, pricing.ErrUnavailable) || !errors.As(err, &ue) || ue.Source != "turbo" {
				t.Fatalf("Quote = %v, want a turbo *UnavailableError", err)
			}
		})
	}
	t.Run("server down", func(t *testing.T) {
		f := newFakePrices(t)
		p := newTurbo(t, f, &testClock{})
		f.srv.Close()
		if _, err := p.Quote(context.Background(), 500_000); !errors.Is(err, pricing.ErrUnavailable) {
			t.Fatalf("Quote = %v, want ErrUnavailable", err)
		}
	})
}

func TestGatewayQuote(t *testing.T) {
	tests := []struct {
		name    string
		cfg     func(url string) pricing.GatewayConfig
		setup   func(f *fakePrices)
		want    plain
		wantErr string // UnavailableError source
	}{
		// 2e9 winston = 0.002 AR × $6.25 = $0.0125.
		{"fixed AR price", func(u string) pricing.GatewayConfig { return pricing.GatewayConfig{GatewayURL: u, ARUSD: "6.25"} },
			nil, plain{1000, 12_500, 2_500, 15_000, "$0.015"}, ""},
		// 0.002 AR × $5.5 = $0.011.
		{"AR price from JSON", func(u string) pricing.GatewayConfig {
			return pricing.GatewayConfig{GatewayURL: u, ARUSDURL: u + "/ar-usd", ARUSDPath: "arweave.usd"}
		}, nil, plain{1000, 11_000, 2_200, 13_200, "$0.0132"}, ""},
		{"AR price as string in array", func(u string) pricing.GatewayConfig {
			return pricing.GatewayConfig{GatewayURL: u, ARUSDURL: u + "/ar-usd", ARUSDPath: "data.0.price"}
		}, func(f *fakePrices) { f.arUSD = `{"data":[{"price":"5.5"}]}` }, plain{1000, 11_000, 2_200, 13_200, "$0.0132"}, ""},
		{"missing path", func(u string) pricing.GatewayConfig {
			return pricing.GatewayConfig{GatewayURL: u, ARUSDURL: u + "/ar-usd", ARUSDPath: "arweave.eur"}
		}, nil, plain{}, "ar_usd"},
		{"gateway down", func(u string) pricing.GatewayConfig { return pricing.GatewayConfig{GatewayURL: u, ARUSD: "6.25"} },
			func(f *fakePrices) { f.failing["/price/"] = http.StatusBadGateway }, plain{}, "gateway"},
		{"gateway nonsense", func(u string) pricing.GatewayConfig { return pricing.GatewayConfig{GatewayURL: u, ARUSD: "6.25"} },
			func(f *fakePrices) { f.winston = func(string) string { return "-5" } }, plain{}, "gateway"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakePrices(t)
			if tc.setup != nil {
				f.set(tc.setup)
			}
			cfg := tc.cfg(f.srv.URL)
			cfg.HeaderAllowance = 24
			g, err := pricing.NewGateway(cfg, f.srv.Client(), nil)
			if err != nil {
				t.Fatal(err)
			}
			q, err := g.Quote(context.Background(), 1000)
			if tc.wantErr != "" {
				var ue *pricing.UnavailableError
				if !errors.As(err, &ue) || ue.Source != tc.wantErr {
					t.Fatalf("Quote = %v, want an *UnavailableError from %s", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, flat(q)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			if got := f.count("/price/"); got != 2 {
				t.Errorf("gateway asked %d times for a price, want 2 (the reference sizes)", got)
			}
		})
	}
}

func TestGatewayConfigCheck(t *testing.T) {
	bad := map[string]pricing.GatewayConfig{
		"no AR price":      {},
		"both AR prices":   {ARUSD: "1", ARUSDURL: "https://x.test", ARUSDPath: "a"},
		"URL without path": {ARUSDURL: "https://x.test"},
		"zero AR price":    {ARUSD: "0"},
		"bad AR price":     {ARUSD: "six"},
		"bad gateway":      {ARUSD: "1", GatewayURL: "arweave.net"},
	}
	for name, cfg := range bad {
		if err := cfg.Check(); err == nil {
			t.Errorf("%s: Check passed", name)
		}
	}
	if err := (pricing.GatewayConfig{ARUSD: "6.25"}).Check(); err != nil {
		t.Errorf("valid config: %v", err)
	}
	if err := (pricing.TurboConfig{}).Check(); err != nil {
		t.Errorf("zero TurboConfig: %v", err)
	}
	if err := (pricing.TurboConfig{PaymentURL: "payment"}).Check(); err == nil {
		t.Errorf("relative PaymentURL passed")
	}
}

// stubPricer answers with a fixed quote or error.
type stubPricer struct {
	q   pricing.Quote
	err error
}

func (s stubPricer) Quote(context.Context, int64) (pricing.Quote, error) { return s.q, s.err }

func TestFallback(t *testing.T) {
	down := stubPricer{err: &pricing.UnavailableError{Source: "turbo", Err: errors.New("down")}}
	up := stubPricer{q: pricing.NewQuote(5, nil)}
	broken := stubPricer{err: errors.New("bug")}
	tests := []struct {
		name       string
		sources    []pricing.Pricer
		wantErr    error
		wantSource string
	}{
		{"first answers", []pricing.Pricer{up, down}, nil, ""},
		{"second answers", []pricing.Pricer{down, up}, nil, ""},
		{"all down", []pricing.Pricer{down, down}, pricing.ErrUnavailable, "fallback"},
		{"none", nil, pricing.ErrUnavailable, "fallback"},
		{"other error stops", []pricing.Pricer{broken, up}, broken.err, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := pricing.NewFallback(tc.sources...).Quote(context.Background(), 5)
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("Quote = %v, want %v", err, tc.wantErr)
			}
			var ue *pricing.UnavailableError
			if tc.wantSource != "" && (!errors.As(err, &ue) || ue.Source != tc.wantSource) {
				t.Errorf("error %v is not from source %s", err, tc.wantSource)
			}
		})
	}
	if _, err := pricing.NewFallback(up).Quote(context.Background(), -1); !errors.Is(err, pricing.ErrInvalidSize) {
		t.Errorf("Quote(-1) = %v, want ErrInvalidSize", err)
	}
}
