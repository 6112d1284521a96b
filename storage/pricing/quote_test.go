package pricing_test

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/storage/pricing"
)

// plain is a Quote with int64 amounts, for readable diffs.
type plain struct {
	Bytes                      int64
	StorageCost, Markup, Total int64
	TotalUSD                   string
}

func flat(q pricing.Quote) plain {
	return plain{q.Bytes, q.StorageCost.Int64(), q.Markup.Int64(), q.Total.Int64(), q.TotalUSD}
}

func TestFormatUSD(t *testing.T) {
	tests := []struct {
		in   int64
		want string
	}{
		{0, "$0.00"},
		{1, "$0.000001"},
		{10_000, "$0.01"},
		{12_345, "$0.012345"},
		{100_000, "$0.10"},
		{120_000, "$0.12"},
		{1_500_000, "$1.50"},
		{12_345_678, "$12.345678"},
		{1_000_000_000_000, "$1000000.00"},
		{-120_000, "-$0.12"},
	}
	for _, tc := range tests {
		if got := pricing.FormatUSD(big.NewInt(tc.in)); got != tc.want {
			t.Errorf("FormatUSD(%d) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestNewQuoteRoundsMarkupUp(t *testing.T) {
	tests := []struct {
		cost int64
		want plain
	}{
		{0, plain{7, 0, 0, 0, "$0.00"}},
		{1, plain{7, 1, 1, 2, "$0.000002"}},
		{5, plain{7, 5, 1, 6, "$0.000006"}},
		{6, plain{7, 6, 2, 8, "$0.000008"}},
		{100, plain{7, 100, 20, 120, "$0.00012"}},
		{100_000, plain{7, 100_000, 20_000, 120_000, "$0.12"}},
		{123_457, plain{7, 123_457, 24_692, 148_149, "$0.148149"}},
	}
	for _, tc := range tests {
		if diff := cmp.Diff(tc.want, flat(pricing.NewQuote(7, big.NewInt(tc.cost)))); diff != "" {
			t.Errorf("NewQuote(cost %d) (-want +got):\n%s", tc.cost, diff)
		}
	}
}

func TestWithMinimum(t *testing.T) {
	tests := []struct {
		name string
		cost int64
		min  *big.Int
		want plain
	}{
		{"raised", 1000, pricing.MinimumFee(), plain{1, 1000, 200, 100_000, "$0.10"}},
		{"already above", 100_000, pricing.MinimumFee(), plain{1, 100_000, 20_000, 120_000, "$0.12"}},
		{"free upload", 0, pricing.MinimumFee(), plain{1, 0, 0, 100_000, "$0.10"}},
		{"no minimum", 1000, nil, plain{1, 1000, 200, 1200, "$0.0012"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			q := pricing.NewQuote(1, big.NewInt(tc.cost))
			got := q.WithMinimum(tc.min)
			if diff := cmp.Diff(tc.want, flat(got)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			got.Total.SetInt64(-1)
			if q.Total.Sign() < 0 {
				t.Errorf("WithMinimum shares Total with its receiver")
			}
		})
	}
}

func TestFixed(t *testing.T) {
	f, err := pricing.NewFixed(pricing.FixedConfig{})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		bytes int64
		want  plain
	}{
		{0, plain{0, 0, 0, 0, "$0.00"}},
		{1, plain{1, 1, 1, 2, "$0.000002"}},
		{1 << 20, plain{1 << 20, 10_000, 2_000, 12_000, "$0.012"}},
		{50_000_000, plain{50_000_000, 476_838, 95_368, 572_206, "$0.572206"}},
	}
	for _, tc := range tests {
		q, err := f.Quote(context.Background(), tc.bytes)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(tc.want, flat(q)); diff != "" {
			t.Errorf("Quote(%d) (-want +got):\n%s", tc.bytes, diff)
		}
	}
	if _, err := f.Quote(context.Background(), -1); !errors.Is(err, pricing.ErrInvalidSize) {
		t.Errorf("Quote(-1) = %v, want ErrInvalidSize", err)
	}
	if _, err := pricing.NewFixed(pricing.FixedConfig{BaseUnitsPerMiB: -1}); err == nil {
		t.Errorf("negative price accepted")
	}
}
