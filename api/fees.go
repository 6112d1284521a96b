package api

import (
	"context"
	"math/big"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/storage/pricing"
)

// Pricer prices permanent storage; see storage/pricing for the sources
// (fixed in development, Turbo with a gateway fallback in production).
type Pricer = pricing.Pricer

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

func (p price) body() wire.Quote {
	q := p.quote
	return wire.Quote{
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
