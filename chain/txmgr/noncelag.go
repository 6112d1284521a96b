package txmgr

import (
	"context"

	"github.com/ethereum/go-ethereum/common"
)

// reportNonceLag reports from's lag against minedNonce; pending says
// whether from has unconfirmed records (without, the lag is zero and
// nothing is read).
func (m *Manager) reportNonceLag(ctx context.Context, from common.Address, pending bool, minedNonce uint64) {
	if !pending {
		m.metrics.NonceLag(from, 0)
		return
	}
	next, ok, err := m.store.counter(ctx, from)
	if err != nil || !ok {
		return
	}
	m.metrics.NonceLag(from, nonceLag(next, minedNonce))
}

// nonceLag is next less mined, zero when the chain is ahead (the key was
// used outside the Manager; the next assignment raises the counter).
func nonceLag(next, mined uint64) uint64 {
	if next <= mined {
		return 0
	}
	return next - mined
}
