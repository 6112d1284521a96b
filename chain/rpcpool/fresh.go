package rpcpool

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/sirupsen/logrus"

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
// With one provider too the head is asked first: a provider behind a load
// balancer may answer from a node that lags the one it answered from
// before, and an answer from a state older than a head already seen is
// not trusted (see atBestDo).
func (p *Pool) CallAtBest(ctx context.Context, call ethereum.CallMsg) ([]byte, error) {
	return atBestDo(p, ctx, 0, func(ctx context.Context, b chain.Backend, at *big.Int) ([]byte, error) {
		return b.CallContract(ctx, call, at)
	})
}

// FilterLogsAtBest reads the logs of q up to the newest head the
// providers have, as CallAtBest calls: a ToBlock left nil ("latest") means
// that head, not the head of whichever provider answers. Callers use it
// when an absent log would turn a request away (a project created in the
// last block, not yet indexed).
func (p *Pool) FilterLogsAtBest(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	return atBestDo(p, ctx, 0, func(ctx context.Context, b chain.Backend, at *big.Int) ([]types.Log, error) {
		if q.ToBlock == nil && at != nil {
			q.ToBlock = at
		}
		return b.FilterLogs(ctx, q)
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
// one (it reported the newest head). It runs on every paid write, so it
// asks the fleet's shared mark at most once per MarkEvery while no
// provider is below the pool's own mark, and on every round once one is
// (atBestDo): a head another process saw less than MarkEvery ago may go
// unheeded by an estimate whose view looks current (the shared mark itself
// rises only when a process polls heads). CallAtBest, which confirms an
// absence before the API refuses a request, asks it every time.
func (p *Pool) EstimateGasAtBest(ctx context.Context, msg ethereum.CallMsg) (uint64, error) {
	return atBestDo(p, ctx, p.cfg.MarkEvery, func(ctx context.Context, b chain.Backend, at *big.Int) (uint64, error) {
		if e, ok := b.(blockEstimator); ok && at != nil {
			return e.EstimateGasAtBlock(ctx, msg, at)
		}
		return b.EstimateGas(ctx, msg)
	})
}

// atBestDo polls every provider's head and runs fn at the newest head a
// provider reported last (at), at the providers that reported it.
// When that head is below the highest head the pool has seen (or the
// fleet's shared mark holds, readMark: on the first round a mark read less
// than markAge ago counts, on every further round it is read again), every
// provider serves older state than was seen: an absence there proves
// nothing, so it polls again with backoff until one reaches the mark, and
// returns ErrStaleView if none does within RetryFor (judgeView decides).
// When no provider tells its head, fn runs as a strict read at the latest
// block (at nil). When every provider is known down as the call starts
// (probeOnce), the head poll is the call's one attempt at each: if none
// answers it, the call fails with a provider's error at once.
func atBestDo[T any](p *Pool, ctx context.Context, markAge time.Duration, fn func(context.Context, chain.Backend, *big.Int) (T, error)) (T, error) {
	var zero T
	once := p.probeOnce() // decided before this call's own failures count
	deadline := p.now().Add(p.cfg.RetryFor)
	wait := p.cfg.DownFor / 5
	for {
		polled := p.pollHeads(ctx)
		if err := ctx.Err(); err != nil {
			return zero, err
		}
		if once && polled != nil {
			// Every provider was known down and none told its head now:
			// the poll was this call's one attempt at each.
			return zero, fmt.Errorf("%w; %w", ErrKnownDown, polled)
		}
		p.readMark(ctx, markAge)
		markAge = 0 // a view that looked behind asks the mark again
		if err := ctx.Err(); err != nil {
			return zero, err
		}
		p.mu.Lock()
		now := p.now()
		v := judgeView(p.states, p.high, now)
		high := p.high.head
		if v.forget {
			p.forgot = p.high
			p.forgot.at = now
			p.high = highWater{head: v.at, at: now}
		}
		p.mu.Unlock()
		if v.forget {
			p.log.WithFields(logrus.Fields{"forgotten": high, "head": v.at}).Warn("no provider reached the highest head seen for a while; forgetting it")
		}
		switch {
		case v.at == 0:
			return do(p, ctx, strict, func(ctx context.Context, b chain.Backend) (T, error) { return fn(ctx, b, nil) })
		case !v.stale:
			at := new(big.Int).SetUint64(v.at)
			r, _, err := doIn(p, ctx, func() []int {
				p.mu.Lock()
				defer p.mu.Unlock()
				return atBest(p.states, p.now(), v.at)
			}, func(ctx context.Context, b chain.Backend) (T, error) { return fn(ctx, b, at) })
			return r, err
		}
		if !p.now().Add(wait).Before(deadline) {
			return zero, fmt.Errorf("%w: newest head %d, seen %d", ErrStaleView, v.at, high)
		}
		select {
		case <-ctx.Done():
			return zero, ctx.Err()
		case <-time.After(wait):
		}
		wait = min(wait*2, time.Second)
	}
}
