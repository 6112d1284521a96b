package pricing

import (
	"fmt"
	"math/big"
)

// Quotes are derived, not asked for size by size: a source is asked for
// two reference prices per CacheTTL, and every size is priced from them.
const (
	// ChunkSize is Arweave's chunk, 256 KiB: storage is charged per
	// started chunk, so sizes are priced in whole chunks.
	ChunkSize = 256 << 10
	// RefChunks is the larger reference size, in chunks: 64 MiB, above the
	// largest upload, so quotes interpolate rather than extrapolate.
	RefChunks = 256
)

// linearPrice is a price that is affine in whole chunks, known from two
// reference prices: one chunk and RefChunks chunks.
type linearPrice struct {
	one, many *big.Int
}

// fetchLinear asks price for the two reference sizes.
func fetchLinear(price func(n int64) (*big.Int, error)) (linearPrice, error) {
	one, err := price(ChunkSize)
	if err != nil {
		return linearPrice{}, err
	}
	many, err := price(RefChunks * ChunkSize)
	if err != nil {
		return linearPrice{}, err
	}
	if many.Cmp(one) < 0 {
		return linearPrice{}, fmt.Errorf("%d bytes cost %s, less than %d bytes at %s", RefChunks*ChunkSize, many, ChunkSize, one)
	}
	return linearPrice{one: one, many: many}, nil
}

// at returns the price of n bytes, rounded up: with k = ⌈n / ChunkSize⌉
// (at least 1), one + (many − one) × (k − 1) / (RefChunks − 1). For a
// source that charges a fixed part plus a price per chunk this is exact;
// for one that charges per byte it is the price of the whole chunks,
// never less.
func (l linearPrice) at(n int64) *big.Int {
	k := max((n+ChunkSize-1)/ChunkSize, 1)
	extra := new(big.Int).Sub(l.many, l.one)
	extra.Mul(extra, big.NewInt(k-1))
	extra = ceilDiv(extra, big.NewInt(RefChunks-1))
	return extra.Add(extra, l.one)
}
