package txmgr

import (
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Metrics receives the Manager's events: one interface, grown in place,
// with Noop to embed for a partial implementation. Implementations must be
// safe for concurrent use and must not block. Label values are snake_case.
type Metrics interface {
	// TxAssigned counts a nonce given to a new intent.
	TxAssigned(from common.Address)
	// TxBroadcast counts a broadcast and the class of the node's answer
	// (chain.SendErrorClass labels: accepted, already_known, nonce_too_low…).
	TxBroadcast(result string)
	// TxRebroadcast counts a send of an attempt of from that was sent
	// before (its record was broadcast after the attempt was signed).
	TxRebroadcast(from common.Address)
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
	// RPCError counts a failed RPC call by JSON-RPC method and class
	// (RPCClassNode, RPCClassHTTP, RPCClassTimeout, RPCClassTransport).
	RPCError(method, class string)
	// InFlight reports the unconfirmed records of a key seen by the monitor.
	InFlight(from common.Address, n int)
	// NonceLag reports, at each monitor pass over from, its next nonce
	// (the Redis counter) less its nonce mined at the head: transactions
	// signed and not yet mined. Zero while nothing is pending.
	NonceLag(from common.Address, lag uint64)
	// GapFilled counts a nonce hole (a lost record) filled with a filler.
	GapFilled(from common.Address)
	// NonceFloorRaised counts a key's nonce counter raised to the chain's
	// mined nonce: the key was used outside the Manager, or the counter
	// went back.
	NonceFloorRaised(from common.Address)
	// MonitorError counts a monitor scan of from's records that failed
	// (the RPC or Redis, a moved record the FinalWatcher refuses, …).
	MonitorError(from common.Address)
	// GasSpent adds a transaction of from that became final (an intent's
	// or a filler's) to from's totals: its gas used and its fee in wei
	// (gas used × effective gas price). Each record reports once.
	GasSpent(from common.Address, gas uint64, feeWei *big.Int)
}

// Noop is a Metrics that records nothing.
type Noop struct{}

var _ Metrics = Noop{}

// TxAssigned does nothing.
func (Noop) TxAssigned(common.Address) {}

// TxBroadcast does nothing.
func (Noop) TxBroadcast(string) {}

// TxRebroadcast does nothing.
func (Noop) TxRebroadcast(common.Address) {}

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
func (Noop) RPCError(string, string) {}

// InFlight does nothing.
func (Noop) InFlight(common.Address, int) {}

// NonceLag does nothing.
func (Noop) NonceLag(common.Address, uint64) {}

// GapFilled does nothing.
func (Noop) GapFilled(common.Address) {}

// NonceFloorRaised does nothing.
func (Noop) NonceFloorRaised(common.Address) {}

// MonitorError does nothing.
func (Noop) MonitorError(common.Address) {}

// GasSpent does nothing.
func (Noop) GasSpent(common.Address, uint64, *big.Int) {}
