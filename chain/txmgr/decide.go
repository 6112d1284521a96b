package txmgr

import (
	"time"

	"github.com/inkd/inkd/chain"
)

// action is what an unmined record with at least one attempt needs next.
type action int

const (
	// actNone: nothing is due.
	actNone action = iota
	// actRebroadcast: send the latest attempt's stored bytes again.
	actRebroadcast
	// actBump: sign and send a replacement with higher fees.
	actBump
)

func (a action) String() string {
	switch a {
	case actRebroadcast:
		return "rebroadcast"
	case actBump:
		return "bump"
	default:
		return "none"
	}
}

// nextAction decides, from the record alone and the time now, what an
// unmined record needs:
//   - never broadcast (a crash after the attempt was stored, or a reorg
//     reset): rebroadcast at once;
//   - latest attempt older than BumpAfter, and the node's last answer was
//     not one a higher fee cannot fix (insufficient funds, rejected): bump;
//   - last broadcast older than ResubmitInterval: rebroadcast, or bump
//     when the node refused the latest attempt as underpriced;
//   - otherwise nothing.
func nextAction(r *Record, now time.Time, cfg Config) action {
	last, ok := r.latest()
	if !ok || r.State.terminal() || r.State == StateMined {
		return actNone
	}
	if r.LastBroadcastAt.IsZero() {
		return actRebroadcast
	}
	if now.Sub(last.SignedAt) >= cfg.BumpAfter && bumpMayHelp(r.LastSendResult) {
		return actBump
	}
	if now.Sub(r.LastBroadcastAt) >= cfg.ResubmitInterval {
		if r.LastSendResult == chain.SendUnderpriced.String() {
			// The node refused these bytes for their price (a fee cap
			// below the base fee, a tip below its minimum): the same
			// bytes cannot do better, a re-priced attempt can.
			return actBump
		}
		return actRebroadcast
	}
	return actNone
}

// bumpMayHelp reports whether paying more could get a transaction whose last
// broadcast got this answer mined.
func bumpMayHelp(lastSendResult string) bool {
	switch lastSendResult {
	case chain.SendInsufficientFunds.String(), chain.SendRejected.String():
		return false
	}
	return true
}
