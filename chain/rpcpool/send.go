package rpcpool

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain"
)

// sendResult is one provider's answer to a broadcast.
type sendResult struct {
	i   int
	err error
}

// SendTransaction broadcasts tx to every provider that is not down (to all
// when every one is), so that one provider losing it does not delay the
// write. It returns nil as soon as one provider takes tx or already has it;
// the others finish in the background within AttemptTimeout. When none
// does, it returns the answer that says most (see pickSendError).
func (p *Pool) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	idx := p.sendTargets()
	results := make(chan sendResult, len(idx))
	for _, i := range idx {
		go func() {
			// Detached from ctx: a broadcast that already reached one node
			// should reach the others too, even after the caller returns.
			actx, cancel := context.WithTimeout(context.WithoutCancel(ctx), p.cfg.AttemptTimeout)
			defer cancel()
			err := p.providers[i].Backend.SendTransaction(actx, tx)
			p.record(i, err)
			results <- sendResult{i, err}
		}()
	}
	var errs []sendResult
	for range idx {
		select {
		case r := <-results:
			switch chain.ClassifySendError(r.err) {
			case chain.SendAccepted, chain.SendAlreadyKnown:
				return nil
			}
			errs = append(errs, r)
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	r := pickSendError(errs)
	if len(p.providers) == 1 {
		return r.err
	}
	return fmt.Errorf("%s: %w", p.providers[r.i].Name, r.err)
}

// sendTargets lists the providers a broadcast goes to: all that are not
// down, or all when every one is.
func (p *Pool) sendTargets() []int {
	p.mu.Lock()
	defer p.mu.Unlock()
	now := p.now()
	var up []int
	for i, s := range p.states {
		if !now.Before(s.downUntil) {
			up = append(up, i)
		}
	}
	if len(up) == 0 {
		for i := range p.states {
			up = append(up, i)
		}
	}
	return up
}

// pickSendError chooses the refusal to report when no provider took a
// transaction: a node's answer (nonce too low, underpriced…) over a
// transport failure, since the caller decides on it; among answers, the
// preferred provider's.
func pickSendError(errs []sendResult) sendResult {
	best := errs[0]
	for _, r := range errs[1:] {
		bestAnswer, rAnswer := !transient(best.err), !transient(r.err)
		if rAnswer && !bestAnswer || rAnswer == bestAnswer && r.i < best.i {
			best = r
		}
	}
	return best
}
