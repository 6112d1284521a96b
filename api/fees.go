package api

import (
	"context"
	"math/big"

	"github.com/inkd/inkd/storage/pricing"
)

// Pricer prices permanent storage; see storage/pricing for the sources
// (fixed in development, Turbo with a gateway fallback in production).
type Pricer = pricing.Pricer

// Quote is the cost quote of GET /v1/upload/price and GET
// /v1/projects/estimate (spec section 2, "Cost quote"): storageCost, markup
// (20% of it, rounded up) and total = storageCost + markup, as the spec
// defines them, plus the fee a push of that many bytes is charged (the total
// raised to the 0.10 USDC minimum), so an estimate tells exactly what the
// 402 will ask.
type Quote struct {
	Bytes       int64  `json:"bytes"`
	StorageCost string `json:"storageCost"`
	Markup      string `json:"markup"`
	Total       string `json:"total"`
	TotalUSD    string `json:"totalUsd"`
	// MinimumFee is the 0.10 USDC floor of a paid write, in base units.
	MinimumFee string `json:"minimumFee"`
	// PushFee is max(total, minimumFee): what POST
	// /v1/projects/:id/versions charges for content of this size.
	PushFee    string `json:"pushFee"`
	PushFeeUSD string `json:"pushFeeUsd"`
}

// price is a storage quote and the fee derived from it.
type price struct {
	quote pricing.Quote
	fee   *big.Int
}

// priceOf prices n bytes and applies the minimum: the one function behind
// estimates, push fees and create fees.
func priceOf(ctx context.Context, p Pricer, n int64) (price, error) {
	q, err := p.Quote(ctx, n)
	if err != nil {
		return price{}, err
	}
	return price{quote: q, fee: q.WithMinimum(pricing.MinimumFee()).Total}, nil
}

func (p price) body() Quote {
	q := p.quote
	return Quote{
		Bytes:       q.Bytes,
		StorageCost: q.StorageCost.String(),
		Markup:      q.Markup.String(),
		Total:       q.Total.String(),
		TotalUSD:    q.TotalUSD,
		MinimumFee:  pricing.MinimumFee().String(),
		PushFee:     p.fee.String(),
		PushFeeUSD:  pricing.FormatUSD(p.fee),
	}
}

// FormatUSD renders USDC base units as dollars ("$0.10", "$0.012345").
func FormatUSD(v *big.Int) string { return pricing.FormatUSD(v) }
