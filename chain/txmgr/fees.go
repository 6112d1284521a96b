package txmgr

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
)

// feeSuggestion is the network's fee picture when an attempt is signed.
type feeSuggestion struct {
	// tip is the node's suggested max priority fee per gas.
	tip *big.Int
	// baseFee is the base fee of the latest block.
	baseFee *big.Int
}

// networkFeeCap is 2·baseFee + tip: the fee cap that survives six full
// blocks of base-fee growth.
func (s feeSuggestion) networkFeeCap(tip *big.Int) *big.Int {
	c := new(big.Int).Lsh(s.baseFee, 1)
	return c.Add(c, tip)
}

// fees is an attempt's (tip, fee cap).
type fees struct {
	tip, cap *big.Int
}

// initialFees prices a first attempt: the suggested tip and a fee cap of
// 2·baseFee + tip, clamped to maxFeeCap (nil: none).
func initialFees(s feeSuggestion, maxFeeCap *big.Int) fees {
	tip := new(big.Int).Set(s.tip)
	feeCap := s.networkFeeCap(tip)
	if maxFeeCap != nil && feeCap.Cmp(maxFeeCap) > 0 {
		feeCap.Set(maxFeeCap)
	}
	if tip.Cmp(feeCap) > 0 {
		tip.Set(feeCap)
	}
	return fees{tip: tip, cap: feeCap}
}

// errFeeLimit means a bump would need a fee cap above the configured limit.
var errFeeLimit = errors.New("bump exceeds fee limit")

// bumpMin is the least replacement fee a node takes for x: geth wants
// ≥ x·110/100, so ceil(x·1.1) + 1 leaves a margin for rounding.
func bumpMin(x *big.Int) *big.Int {
	v := new(big.Int).Mul(x, big.NewInt(11))
	v.Add(v, big.NewInt(9))
	v.Quo(v, big.NewInt(10))
	return v.Add(v, big.NewInt(1))
}

// bumpFees prices a replacement for an attempt paying prev: at least
// bumpMin of both its tip and fee cap, more when the network asks for more,
// never more than the limit min(multiplier × current network fee cap,
// maxFeeCap). It returns errFeeLimit when the least acceptable replacement
// is above the limit.
func bumpFees(prev fees, s feeSuggestion, multiplier uint64, maxFeeCap *big.Int) (fees, error) {
	minTip, minCap := bumpMin(prev.tip), bumpMin(prev.cap)
	tip := maxBig(minTip, s.tip)
	feeCap := maxBig(minCap, s.networkFeeCap(tip))

	limit := new(big.Int).Mul(s.networkFeeCap(s.tip), new(big.Int).SetUint64(multiplier))
	if maxFeeCap != nil && maxFeeCap.Cmp(limit) < 0 {
		limit = new(big.Int).Set(maxFeeCap)
	}
	if minCap.Cmp(limit) > 0 {
		return fees{}, fmt.Errorf("fee cap %s needs %s, limit %s: %w", prev.cap, minCap, limit, errFeeLimit)
	}
	if feeCap.Cmp(limit) > 0 {
		feeCap = limit
	}
	if tip.Cmp(feeCap) > 0 {
		tip = new(big.Int).Set(feeCap)
	}
	if tip.Cmp(minTip) < 0 {
		return fees{}, fmt.Errorf("tip %s needs %s, fee cap limited to %s: %w", prev.tip, minTip, feeCap, errFeeLimit)
	}
	return fees{tip: tip, cap: feeCap}, nil
}

func maxBig(a, b *big.Int) *big.Int {
	if a.Cmp(b) >= 0 {
		return new(big.Int).Set(a)
	}
	return new(big.Int).Set(b)
}

// suggestFees returns the network's fee picture: a snapshot at most
// feeSnapshotTTL old, else a fresh one. Concurrent callers share one fetch.
// A paid write asks twice (FirstFees for the preflight, then Send) and so
// costs one lookup, and the attempt carries the fees the preflight saw.
func (m *Manager) suggestFees(ctx context.Context) (feeSuggestion, error) {
	select {
	case m.feeSem <- struct{}{}:
	case <-ctx.Done():
		return feeSuggestion{}, fmt.Errorf("fee snapshot: %w", ctx.Err())
	}
	defer func() { <-m.feeSem }()
	if m.feeSnap.tip != nil && time.Since(m.feeSnapAt) < feeSnapshotTTL {
		return m.feeSnap, nil
	}
	s, err := m.fetchFees(ctx)
	if err != nil {
		return s, err
	}
	m.feeSnap, m.feeSnapAt = s, time.Now()
	return s, nil
}

// forgetFees makes the fee snapshot stale: a node refused an attempt priced
// on it, so the next one is priced on a fresh look at the chain.
func (m *Manager) forgetFees() {
	m.feeSem <- struct{}{}
	m.feeSnapAt = time.Time{}
	<-m.feeSem
}

// feeSnapshotTTL is how long a fee snapshot is reused: under one block of
// Base (2 s), so every attempt is priced on the latest or the previous
// block's base fee.
const feeSnapshotTTL = time.Second

// fetchFees asks the node for the tip and the latest base fee.
func (m *Manager) fetchFees(ctx context.Context) (feeSuggestion, error) {
	var (
		tip  *big.Int
		head *types.Header
	)
	err := m.call(ctx, "eth_maxPriorityFeePerGas", func(ctx context.Context) (err error) {
		tip, err = m.b.SuggestGasTipCap(ctx)
		return err
	})
	if err != nil {
		return feeSuggestion{}, fmt.Errorf("suggest tip: %w", err)
	}
	err = m.call(ctx, "eth_getBlockByNumber", func(ctx context.Context) (err error) {
		head, err = m.b.HeaderByNumber(ctx, nil)
		return err
	})
	if err != nil {
		return feeSuggestion{}, fmt.Errorf("latest header: %w", err)
	}
	if head.BaseFee == nil {
		return feeSuggestion{}, fmt.Errorf("latest header %d has no base fee: the chain is not on London", head.Number)
	}
	return feeSuggestion{tip: tip, baseFee: head.BaseFee}, nil
}

// FirstFees returns the fee cap and tip a first attempt signed now would
// carry; a Send within the next second signs with the same fee snapshot. A caller simulates its call with them, so the simulation sees the
// gas price the transaction will be sent with: code that answers one way at
// gas price 0 and another at the real price cannot pass a simulation and
// then revert on chain.
func (m *Manager) FirstFees(ctx context.Context) (feeCap, tip *big.Int, err error) {
	s, err := m.suggestFees(ctx)
	if err != nil {
		return nil, nil, err
	}
	f := initialFees(s, m.cfg.MaxFeeCap)
	return f.cap, f.tip, nil
}
