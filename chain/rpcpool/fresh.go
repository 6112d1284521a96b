package rpcpool

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum"

	"github.com/inkd/inkd/chain"
)

// CallAtBest makes call against the newest state the providers have: it
// asks every provider for its head now, then makes the call at the highest
// head any of them reported, at a provider that reported it (retrying
// transient failures as every read does). A provider the pool still trusts
// may trail the chain by up to MaxLag blocks, and its head is learnt only
// every HeadEvery: an answer that something is absent (no such project,
// not a collaborator, no balance yet) may only mean that provider has not
// seen it yet. Callers use CallAtBest to confirm such an answer before
// they act on it; it costs one eth_blockNumber per provider and one call.
// With one provider it is CallContract at the latest block.
func (p *Pool) CallAtBest(ctx context.Context, call ethereum.CallMsg) ([]byte, error) {
	return atBestDo(p, ctx, func(ctx context.Context, b chain.Backend, at *big.Int) ([]byte, error) {
		return b.CallContract(ctx, call, at)
	})
}

// blockEstimator estimates gas at a given block; *ethclient.Client does.
type blockEstimator interface {
	EstimateGasAtBlock(ctx context.Context, msg ethereum.CallMsg, n *big.Int) (uint64, error)
}

// EstimateGasAtBest estimates msg's gas on the newest state the providers
// have, as CallAtBest calls: an estimate made on a state a few blocks old
// may revert for what is not there yet, or come out too low for what is.
// A provider that cannot estimate at a given block estimates at its latest
// one (it reported the newest head). With one provider it is EstimateGas.
func (p *Pool) EstimateGasAtBest(ctx context.Context, msg ethereum.CallMsg) (uint64, error) {
	return atBestDo(p, ctx, func(ctx context.Context, b chain.Backend, at *big.Int) (uint64, error) {
		if e, ok := b.(blockEstimator); ok && at != nil {
			return e.EstimateGasAtBlock(ctx, msg, at)
		}
		return b.EstimateGas(ctx, msg)
	})
}

// atBestDo polls every provider's head and runs fn at the highest head
// (at), at the providers that reported it. With one provider, or when no
// provider tells its head, fn runs as a strict read at the latest block
// (at nil).
func atBestDo[T any](p *Pool, ctx context.Context, fn func(context.Context, chain.Backend, *big.Int) (T, error)) (T, error) {
	latest := func(ctx context.Context, b chain.Backend) (T, error) { return fn(ctx, b, nil) }
	if len(p.providers) == 1 {
		return do(p, ctx, strict, latest)
	}
	p.pollHeads(ctx)
	if err := ctx.Err(); err != nil {
		var zero T
		return zero, err
	}
	p.mu.Lock()
	best := bestHead(p.states)
	p.mu.Unlock()
	if best == 0 {
		return do(p, ctx, strict, latest)
	}
	at := new(big.Int).SetUint64(best)
	v, _, err := doIn(p, ctx, func() []int {
		p.mu.Lock()
		defer p.mu.Unlock()
		return atBest(p.states, p.now(), best)
	}, func(ctx context.Context, b chain.Backend) (T, error) { return fn(ctx, b, at) })
	return v, err
}
