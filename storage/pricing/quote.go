package pricing

import (
	"math/big"
	"strings"
)

// Fixed terms of the service (spec §8).
const (
	// MarkupPercent is the service's markup on the storage cost.
	MarkupPercent = 20
	// MinimumFeeBaseUnits is the smallest fee of a paid write: 0.10 USDC.
	MinimumFeeBaseUnits = 100_000
	// BaseUnitsPerUSD is 10^6: USDC has 6 decimals.
	BaseUnitsPerUSD = 1_000_000
)

// MinimumFee returns MinimumFeeBaseUnits as a new *big.Int.
func MinimumFee() *big.Int { return big.NewInt(MinimumFeeBaseUnits) }

// Quote is the price of storing Bytes bytes. Amounts are USDC base units;
// the *big.Int values are never nil and never shared with another Quote, so
// callers may keep them.
type Quote struct {
	// Bytes is the size that was priced (the upload's size, as requested).
	Bytes int64
	// StorageCost is what the storage network charges.
	StorageCost *big.Int
	// Markup is MarkupPercent of StorageCost, rounded up.
	Markup *big.Int
	// Total is StorageCost + Markup, or the minimum after WithMinimum.
	Total *big.Int
	// TotalUSD is Total formatted by FormatUSD, e.g. "$0.12".
	TotalUSD string
}

// NewQuote returns the quote for bytes bytes whose storage costs storageCost
// base units (nil means zero).
func NewQuote(bytes int64, storageCost *big.Int) Quote {
	cost := new(big.Int)
	if storageCost != nil {
		cost.Set(storageCost)
	}
	markup := ceilDiv(new(big.Int).Mul(cost, big.NewInt(MarkupPercent)), big.NewInt(100))
	total := new(big.Int).Add(cost, markup)
	return Quote{Bytes: bytes, StorageCost: cost, Markup: markup, Total: total, TotalUSD: FormatUSD(total)}
}

// WithMinimum returns a copy of q whose Total is at least minimum (nil means
// no minimum). StorageCost and Markup are unchanged.
func (q Quote) WithMinimum(minimum *big.Int) Quote {
	out := Quote{
		Bytes:       q.Bytes,
		StorageCost: new(big.Int).Set(q.StorageCost),
		Markup:      new(big.Int).Set(q.Markup),
		Total:       new(big.Int).Set(q.Total),
		TotalUSD:    q.TotalUSD,
	}
	if minimum != nil && out.Total.Cmp(minimum) < 0 {
		out.Total.Set(minimum)
		out.TotalUSD = FormatUSD(out.Total)
	}
	return out
}

// FormatUSD formats base units as dollars: "$", the whole dollars, a point,
// and the cents followed by any further non-zero digits, so the value is
// exact and never rounded: 120000 → "$0.12", 100000 → "$0.10",
// 1500000 → "$1.50", 12345 → "$0.012345", 0 → "$0.00".
func FormatUSD(baseUnits *big.Int) string {
	v := new(big.Int)
	if baseUnits != nil {
		v.Set(baseUnits)
	}
	sign := ""
	if v.Sign() < 0 {
		sign = "-"
		v.Neg(v)
	}
	whole, frac := new(big.Int).QuoRem(v, big.NewInt(BaseUnitsPerUSD), new(big.Int))
	digits := frac.Text(10)
	digits = strings.Repeat("0", 6-len(digits)) + digits
	digits = strings.TrimRight(digits, "0")
	if len(digits) < 2 {
		digits += strings.Repeat("0", 2-len(digits))
	}
	return sign + "$" + whole.Text(10) + "." + digits
}

// ceilDiv returns ⌈a / b⌉ for a ≥ 0, b > 0.
func ceilDiv(a, b *big.Int) *big.Int {
	q, r := new(big.Int).QuoRem(a, b, new(big.Int))
	if r.Sign() > 0 {
		q.Add(q, big.NewInt(1))
	}
	return q
}

// ceilRat returns ⌈r⌉ for r ≥ 0.
func ceilRat(r *big.Rat) *big.Int {
	return ceilDiv(new(big.Int).Set(r.Num()), new(big.Int).Set(r.Denom()))
}
