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
// not a collaborator) may only mean that provider has not seen it yet.
// Callers use CallAtBest to confirm such an answer before they act on it;
// it costs one eth_blockNumber per provider and one call. With one
// provider it is CallContract at the latest block.
func (p *Pool) CallAtBest(ctx context.Context, call ethereum.CallMsg) ([]byte, error) {
	if len(p.providers) == 1 {
		return p.CallContract(ctx, call, nil)
	}
	p.pollHeads(ctx)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	p.mu.Lock()
	best := bestHead(p.states)
	p.mu.Unlock()
	if best == 0 {
		// No provider told its head: nothing fresher to aim at.
		return p.CallContract(ctx, call, nil)
	}
	at := new(big.Int).SetUint64(best)
	out, _, err := doIn(p, ctx, func() []int {
		p.mu.Lock()
		defer p.mu.Unlock()
		return atBest(p.states, p.now(), best)
	}, func(ctx context.Context, b chain.Backend) ([]byte, error) { return b.CallContract(ctx, call, at) })
	return out, err
}
