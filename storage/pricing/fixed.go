package pricing

import (
	"context"
	"fmt"
	"math/big"
)

// DefaultBaseUnitsPerMiB is the fixed development price: 0.01 USDC per MiB
// (about $10 per GiB, the order of Turbo's real price).
const DefaultBaseUnitsPerMiB = 10_000

// FixedConfig configures the fixed-price source.
type FixedConfig struct {
	// BaseUnitsPerMiB is the storage cost of one MiB (2^20 bytes) in USDC
	// base units, charged pro rata and rounded up. Default
	// DefaultBaseUnitsPerMiB when zero; negative is invalid.
	BaseUnitsPerMiB int64
}

// Check reports the first invalid field.
func (c FixedConfig) Check() error {
	if c.BaseUnitsPerMiB < 0 {
		return fmt.Errorf("pricing: FixedConfig.BaseUnitsPerMiB %d is negative", c.BaseUnitsPerMiB)
	}
	return nil
}

// Fixed prices storage at a constant rate and never fails. For development.
type Fixed struct {
	perMiB int64
}

var _ Pricer = (*Fixed)(nil)

// NewFixed returns a fixed-price source.
func NewFixed(cfg FixedConfig) (*Fixed, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if cfg.BaseUnitsPerMiB == 0 {
		cfg.BaseUnitsPerMiB = DefaultBaseUnitsPerMiB
	}
	return &Fixed{perMiB: cfg.BaseUnitsPerMiB}, nil
}

// Quote implements Pricer: ⌈bytes × BaseUnitsPerMiB / 2^20⌉.
func (f *Fixed) Quote(_ context.Context, bytes int64) (Quote, error) {
	if err := checkSize(bytes); err != nil {
		return Quote{}, err
	}
	cost := new(big.Int).Mul(big.NewInt(bytes), big.NewInt(f.perMiB))
	return NewQuote(bytes, ceilDiv(cost, big.NewInt(1<<20))), nil
}
