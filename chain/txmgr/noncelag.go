package txmgr

import (
	"context"

	"github.com/ethereum/go-ethereum/common"
)

// NonceLagMetrics is implemented by a Metrics that also follows how far
// each key's nonces run ahead of the chain. Like KeyMetrics it is separate
// so that existing Metrics implementations keep compiling.
type NonceLagMetrics interface {
	// NonceLag reports, at each monitor pass over from, its next nonce
	// (the Redis counter) less its nonce mined at the head: transactions
	// signed and not yet mined. Zero while nothing is pending.
	NonceLag(from common.Address, lag uint64)
}

// reportNonceLag reports from's lag against minedNonce when the Metrics
// implements NonceLagMetrics; pending says whether from has unconfirmed
// records (without, the lag is zero and nothing is read).
func (m *Manager) reportNonceLag(ctx context.Context, from common.Address, pending bool, minedNonce uint64) {
	lm, ok := m.metrics.(NonceLagMetrics)
	if !ok {
		return
	}
	if !pending {
		lm.NonceLag(from, 0)
		return
	}
	next, ok, err := m.store.counter(ctx, from)
	if err != nil || !ok {
		return
	}
	lm.NonceLag(from, nonceLag(next, minedNonce))
}

// nonceLag is next less mined, zero when the chain is ahead (the key was
// used outside the Manager; the next assignment raises the counter).
func nonceLag(next, mined uint64) uint64 {
	if next <= mined {
		return 0
	}
	return next - mined
}
