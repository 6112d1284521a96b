package pricing_test

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/inkd/inkd/storage/pricing"
)

// A thousand distinct sizes cost two upstream price requests per source
// and TTL (the reference sizes), not one each; and every quote is at least
// what the upstream would have charged for that exact size, when it charges
// a fixed part plus a price per started chunk.
func TestThousandSizesCostAHandfulOfUpstreamCalls(t *testing.T) {
	// Upstream: 5,000 + 1,000 per started 256 KiB chunk.
	exact := func(n int64) int64 { return 5_000 + 1_000*((n+pricing.ChunkSize-1)/pricing.ChunkSize) }
	upstream := func(raw string) int64 {
		n, err := strconv.ParseInt(raw, 10, 64)
		if err != nil {
			t.Fatalf("priced %q", raw)
		}
		return exact(n)
	}
	f := newFakePrices(t)
	f.set(func(f *fakePrices) {
		f.free = ""
		f.winc = func(n string) string { return `{"winc":"` + strconv.FormatInt(upstream(n), 10) + `"}` }
		f.rates = `{"winc":"1000000","fiat":{"usd":1}}` // 1 base unit per winc
		f.winston = func(n string) string { return strconv.FormatInt(upstream(n)*1_000_000, 10) }
	})
	clk := &testClock{t: time.Unix(1e9, 0)}
	turbo := newTurbo(t, f, clk)
	gw, err := pricing.NewGateway(pricing.GatewayConfig{GatewayURL: f.srv.URL, ARUSD: "1", HeaderAllowance: 100}, f.srv.Client(), clk.now)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		p      pricing.Pricer
		prefix string
	}{
		{"turbo", turbo, "/v1/price/"},
		{"gateway", gw, "/price/"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for i := range int64(1000) {
				size := 1 + i*52_428 + i%7 // 1 byte … 50 MiB
				q, err := tc.p.Quote(context.Background(), size)
				if err != nil {
					t.Fatal(err)
				}
				if want := exact(size + 100); q.StorageCost.Int64() < want {
					t.Fatalf("%d bytes quoted %s, the upstream charges %d", size, q.StorageCost, want)
				}
			}
			if got := f.count(tc.prefix); got != 2 {
				t.Fatalf("%d upstream price requests for 1,000 sizes, want 2", got)
			}
		})
	}
}
