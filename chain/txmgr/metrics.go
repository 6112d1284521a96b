package txmgr

import (
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Metrics receives the Manager's events. Implementations must be safe for
// concurrent use and must not block. Label values are snake_case.
type Metrics interface {
	// TxAssigned counts a nonce given to a new intent.
	TxAssigned(from common.Address)
	// TxBroadcast counts a broadcast and the class of the node's answer
	// (chain.SendErrorClass labels: accepted, already_known, nonce_too_low…).
	TxBroadcast(result string)
	// TxBumped counts a replacement attempt with higher fees.
	TxBumped()
	// TxFinal observes the time from nonce assignment to finality and the
	// number of attempts signed.
	TxFinal(latency time.Duration, attempts int)
	// TxFailed counts a record failed because its nonce was used elsewhere.
	TxFailed()
	// TxRejected counts an intent failed because a node refused its
	// transaction for good; a filler was stored for its nonce.
	TxRejected()
	// TxReorged counts a mined attempt that left the canonical chain.
	TxReorged()
	// RPCError counts a failed RPC call by JSON-RPC method name.
	RPCError(method string)
	// InFlight reports the unconfirmed records of a key seen by the monitor.
	InFlight(from common.Address, n int)
}

// KeyMetrics is implemented by a Metrics that also counts events of a
// key's nonce sequence. It is separate so that existing Metrics
// implementations keep compiling; the Manager reports to it when its
// Metrics implements it.
type KeyMetrics interface {
	// GapFilled counts a nonce hole (a lost record) filled with a filler.
	GapFilled(from common.Address)
	// NonceFloorRaised counts a key's nonce counter raised to the chain's
	// mined nonce: the key was used outside the Manager, or the counter
	// went back.
	NonceFloorRaised(from common.Address)
}

var _ KeyMetrics = Noop{}

// keyMetrics returns m's Metrics as KeyMetrics, or Noop.
func (m *Manager) keyMetrics() KeyMetrics {
	if km, ok := m.metrics.(KeyMetrics); ok {
		return km
	}
	return Noop{}
}

// Noop is a Metrics that records nothing.
type Noop struct{}

var _ Metrics = Noop{}

// TxAssigned does nothing.
func (Noop) TxAssigned(common.Address) {}

// TxBroadcast does nothing.
func (Noop) TxBroadcast(string) {}

// TxBumped does nothing.
func (Noop) TxBumped() {}

// TxFinal does nothing.
func (Noop) TxFinal(time.Duration, int) {}

// TxFailed does nothing.
func (Noop) TxFailed() {}

// TxRejected does nothing.
func (Noop) TxRejected() {}

// TxReorged does nothing.
func (Noop) TxReorged() {}

// RPCError does nothing.
func (Noop) RPCError(string) {}

// InFlight does nothing.
func (Noop) InFlight(common.Address, int) {}

// GapFilled does nothing.
func (Noop) GapFilled(common.Address) {}

// NonceFloorRaised does nothing.
func (Noop) NonceFloorRaised(common.Address) {}
