package txmgr

import "github.com/ethereum/go-ethereum/common"

// RebroadcastMetrics is implemented by a Metrics that also counts the
// re-sends of unchanged transactions apart from first sends. Like
// KeyMetrics it is separate so that existing Metrics implementations keep
// compiling.
type RebroadcastMetrics interface {
	// TxRebroadcast counts a send of an attempt of from that was sent
	// before (its record was broadcast after the attempt was signed).
	TxRebroadcast(from common.Address)
}

// isRebroadcast reports whether sending a, the latest attempt of r, repeats
// an earlier send: r was broadcast since a was signed. The first send of an
// intent or of a bump's replacement is not one.
func isRebroadcast(r *Record, a Attempt) bool {
	return !r.LastBroadcastAt.IsZero() && !r.LastBroadcastAt.Before(a.SignedAt)
}

// countRebroadcast counts the send of a for r when it is a rebroadcast and
// the Metrics implements RebroadcastMetrics.
func (m *Manager) countRebroadcast(r *Record, a Attempt) {
	if rm, ok := m.metrics.(RebroadcastMetrics); ok && isRebroadcast(r, a) {
		rm.TxRebroadcast(r.From)
	}
}
