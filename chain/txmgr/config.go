package txmgr

import (
	"errors"
	"fmt"
	"math/big"
	"time"
)

// Defaults for the zero values of Config.
const (
	// DefaultKeyPrefix is the Redis key prefix.
	DefaultKeyPrefix = "inkd:txmgr:"
	// DefaultNetworkTimeout bounds one RPC call.
	DefaultNetworkTimeout = 10 * time.Second
	// DefaultResubmitInterval is how often unchanged bytes are rebroadcast.
	DefaultResubmitInterval = 6 * time.Second
	// DefaultBumpAfter is how long an attempt may stay unmined before it is
	// replaced with higher fees.
	DefaultBumpAfter = 30 * time.Second
	// DefaultFeeLimitMultiplier caps a bumped fee cap at this many times the
	// current network fee cap.
	DefaultFeeLimitMultiplier = 5
	// DefaultConfirmations is the depth at which a transaction is final
	// when Config.Confirmations is zero: final on inclusion, right for a
	// development chain only. Production sets BaseConfirmations or more.
	DefaultConfirmations = 1
	// BaseConfirmations is the depth the worker uses on Base unless told
	// otherwise: 3 blocks, 6 s on Base's 2 s blocks. Base's sequencer does
	// not reorg its own blocks in normal operation; what does happen is a
	// short reorg of the unsafe head when the sequencer fails over or an L1
	// reorg drops a batch before it is safe, one or two blocks deep. Three
	// blocks cover those for 4 s more latency on each paid write; waiting for
	// the "safe" or "finalized" head (minutes to ~20 minutes) would cover
	// every reorg but hold every client that long. Operators who want more
	// raise CONFIRMATIONS.
	BaseConfirmations = 3
	// DefaultMaxInFlight is the number of unconfirmed transactions a key may
	// have before Send waits.
	DefaultMaxInFlight = 256
	// DefaultLockTTL is the lease of the per-key lock.
	DefaultLockTTL = 10 * time.Second
	// DefaultReceiptPoll is how often Wait looks at the chain.
	DefaultReceiptPoll = 250 * time.Millisecond
	// DefaultMonitorInterval is how often the monitor scans unconfirmed
	// records.
	DefaultMonitorInterval = 2 * time.Second
	// DefaultStaleHeadAfter is how long the chain head may stand still before
	// the node counts as stale: 15 of Base's 2 s blocks.
	DefaultStaleHeadAfter = 30 * time.Second
	// DefaultRetention is how long a final or failed record is kept: a week,
	// well past the API's 24 h job retention.
	DefaultRetention = 7 * 24 * time.Hour
)

// gasMarginPercent is added to an estimated gas limit.
const gasMarginPercent = 20

// Config configures a Manager. Zero values take the documented defaults;
// Check rejects values that are set but wrong.
type Config struct {
	// ChainID is the chain the keys sign for (EIP-155). Required.
	ChainID *big.Int
	// KeyPrefix prefixes every Redis key the Manager writes. Default
	// DefaultKeyPrefix ("inkd:txmgr:"). On Redis Cluster the prefix must hold a
	// hash tag, e.g. "{inkd:txmgr}:", because the Lua scripts touch a key's
	// nonce counter, lock and pending set together with intent records.
	KeyPrefix string
	// NetworkTimeout bounds every single RPC call (each retry gets its own).
	// Zero means DefaultNetworkTimeout (10s).
	NetworkTimeout time.Duration
	// ResubmitInterval is how often the stored bytes of an unmined
	// transaction are broadcast again, so a node that dropped it learns it
	// again. Zero means DefaultResubmitInterval (6s).
	ResubmitInterval time.Duration
	// BumpAfter is how long the latest attempt may stay unmined before it is
	// replaced by one paying at least 10% more tip and fee cap. Zero means
	// DefaultBumpAfter (30s).
	BumpAfter time.Duration
	// FeeLimitMultiplier caps bumps: a bumped fee cap may not exceed this
	// many times the current network fee cap (2·base fee + suggested tip).
	// Zero means DefaultFeeLimitMultiplier (5).
	FeeLimitMultiplier uint64
	// MaxFeeCap is an absolute cap in wei per gas on any fee cap, first
	// attempt included. Nil or zero means no absolute cap.
	MaxFeeCap *big.Int
	// SentErrors are fragments (case-insensitive) of send-error texts that
	// mean the node already holds the transaction, for a provider whose
	// wording inkd does not know (chain.ClassifySendError has the known
	// ones). Only a node's JSON-RPC error is matched, and only when its text
	// is otherwise unknown.
	SentErrors []string
	// Confirmations is the depth in blocks at which a mined transaction is
	// final: 1 means final once included. Zero means DefaultConfirmations (1).
	// It also gates failure: "our nonce was used by another transaction" is
	// only decided once the nonce is used this deep and, when Confirmations
	// is above 1 and the node serves the "finalized" block tag, in the
	// finalized block (consumed.go). Reorgs up to this depth
	// are followed (the stored bytes are sent again). Above 1, a final
	// record is watched until the node's finalized block has its block: a
	// deeper reorg that drops it makes the Manager send its stored bytes
	// again (same hash) and keeps its nonce from the gap repair; the record
	// stays final (settle.go).
	Confirmations uint64
	// WatchUntil names the head a final record stays watched until it
	// passes: WatchFinalized (the default) or WatchSafe, a shorter window
	// for a chain whose "safe" head an operator trusts as much. Decisions
	// that fail a write for good (consumed.go) always wait for
	// "finalized".
	WatchUntil string
	// MaxInFlight is how many unconfirmed transactions one key may have; Send
	// waits (until its context ends) while every key is at the limit. Zero
	// means DefaultMaxInFlight (256).
	MaxInFlight int
	// LockTTL is the lease of the per-key lock held around
	// assign → sign → persist (Redis operations and a local signature only).
	// A holder whose lease ran out can no longer write. Zero means
	// DefaultLockTTL (10s).
	LockTTL time.Duration
	// ReceiptPoll is how often Wait looks for receipts and drives the
	// transaction, and how often Send re-checks a key that is at MaxInFlight.
	// Zero means DefaultReceiptPoll (250ms).
	ReceiptPoll time.Duration
	// MonitorInterval is how often the monitor started by Start scans the
	// unconfirmed records of this Manager's keys. Zero means
	// DefaultMonitorInterval (2s).
	MonitorInterval time.Duration
	// StaleHeadAfter is how long the head read from the node may stay at
	// one block before the node counts as stale: nothing is bumped and no
	// nonce is called used elsewhere until it moves again. Zero means
	// DefaultStaleHeadAfter (30s); set it above the chain's longest quiet
	// time (a development chain that seals blocks on demand stands still
	// while idle, which is harmless: nothing waits then).
	StaleHeadAfter time.Duration
	// Retention is how long a record is kept in Redis once it is final or
	// failed; the expiry is set in the same script that makes the record
	// terminal. Unconfirmed records never expire. Zero means
	// DefaultRetention (7 days); the resolution is 1ms.
	//
	// The trade-off: the record is what makes Send idempotent. A Send for an
	// intent whose record has expired finds nothing, takes a new nonce and
	// sends the call a second time. Retention must therefore outlast every
	// way an intent can come back: asynq retries and late re-deliveries, and
	// the API's job retention (24 h), during which the same job id may be
	// delivered again. The default leaves days of margin for a task stuck in
	// a retry backoff or an archived task replayed by hand. Longer costs
	// memory: a paid write's record with one attempt is 3–5 KB of JSON
	// (500–900 bytes of call data, stored as hex twice), so one write a
	// second kept 7 days is about 600,000 records, 2–3 GB.
	Retention time.Duration
}

// Check reports the first field that is set to an unusable value.
// The heads Config.WatchUntil names.
const (
	WatchFinalized = "finalized"
	WatchSafe      = "safe"
)

func (c Config) Check() error {
	switch {
	case c.WatchUntil != "" && c.WatchUntil != WatchFinalized && c.WatchUntil != WatchSafe:
		return fmt.Errorf("txmgr: WatchUntil %q: want %s or %s", c.WatchUntil, WatchFinalized, WatchSafe)
	case c.ChainID == nil || c.ChainID.Sign() <= 0:
		return errors.New("txmgr: ChainID must be a positive chain id")
	case c.NetworkTimeout < 0:
		return fmt.Errorf("txmgr: NetworkTimeout %s is negative", c.NetworkTimeout)
	case c.ResubmitInterval < 0:
		return fmt.Errorf("txmgr: ResubmitInterval %s is negative", c.ResubmitInterval)
	case c.BumpAfter < 0:
		return fmt.Errorf("txmgr: BumpAfter %s is negative", c.BumpAfter)
	case c.MaxFeeCap != nil && c.MaxFeeCap.Sign() < 0:
		return fmt.Errorf("txmgr: MaxFeeCap %s is negative", c.MaxFeeCap)
	case c.MaxInFlight < 0:
		return fmt.Errorf("txmgr: MaxInFlight %d is negative", c.MaxInFlight)
	case c.LockTTL < 0:
		return fmt.Errorf("txmgr: LockTTL %s is negative", c.LockTTL)
	case c.LockTTL > 0 && c.LockTTL < time.Millisecond:
		return fmt.Errorf("txmgr: LockTTL %s is below the 1ms resolution of Redis", c.LockTTL)
	case c.ReceiptPoll < 0:
		return fmt.Errorf("txmgr: ReceiptPoll %s is negative", c.ReceiptPoll)
	case c.MonitorInterval < 0:
		return fmt.Errorf("txmgr: MonitorInterval %s is negative", c.MonitorInterval)
	case c.StaleHeadAfter < 0:
		return fmt.Errorf("txmgr: StaleHeadAfter %s is negative", c.StaleHeadAfter)
	case c.Retention < 0:
		return fmt.Errorf("txmgr: Retention %s is negative", c.Retention)
	case c.Retention > 0 && c.Retention < time.Millisecond:
		return fmt.Errorf("txmgr: Retention %s is below the 1ms resolution of Redis", c.Retention)
	}
	return nil
}

// withDefaults returns c with every zero field set to its default.
func (c Config) withDefaults() Config {
	if c.KeyPrefix == "" {
		c.KeyPrefix = DefaultKeyPrefix
	}
	if c.NetworkTimeout == 0 {
		c.NetworkTimeout = DefaultNetworkTimeout
	}
	if c.ResubmitInterval == 0 {
		c.ResubmitInterval = DefaultResubmitInterval
	}
	if c.BumpAfter == 0 {
		c.BumpAfter = DefaultBumpAfter
	}
	if c.FeeLimitMultiplier == 0 {
		c.FeeLimitMultiplier = DefaultFeeLimitMultiplier
	}
	if c.MaxFeeCap != nil && c.MaxFeeCap.Sign() == 0 {
		c.MaxFeeCap = nil
	}
	if c.Confirmations == 0 {
		c.Confirmations = DefaultConfirmations
	}
	if c.MaxInFlight == 0 {
		c.MaxInFlight = DefaultMaxInFlight
	}
	if c.LockTTL == 0 {
		c.LockTTL = DefaultLockTTL
	}
	if c.ReceiptPoll == 0 {
		c.ReceiptPoll = DefaultReceiptPoll
	}
	if c.MonitorInterval == 0 {
		c.MonitorInterval = DefaultMonitorInterval
	}
	if c.StaleHeadAfter == 0 {
		c.StaleHeadAfter = DefaultStaleHeadAfter
	}
	if c.Retention == 0 {
		c.Retention = DefaultRetention
	}
	return c
}
