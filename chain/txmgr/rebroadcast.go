package txmgr

// isRebroadcast reports whether sending a, the latest attempt of r, repeats
// an earlier send: r was broadcast since a was signed. The first send of an
// intent or of a bump's replacement is not one.
func isRebroadcast(r *Record, a Attempt) bool {
	return !r.LastBroadcastAt.IsZero() && !r.LastBroadcastAt.Before(a.SignedAt)
}

// countRebroadcast counts the send of a for r when it is a rebroadcast.
func (m *Manager) countRebroadcast(r *Record, a Attempt) {
	if isRebroadcast(r, a) {
		m.metrics.TxRebroadcast(r.From)
	}
}
