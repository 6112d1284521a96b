package indexer

import (
	"errors"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain"
)

// Defaults of Config.
const (
	// DefaultBatchBlocks is the widest eth_getLogs range.
	DefaultBatchBlocks = 2000
	// DefaultPollInterval is the pause between steps once caught up.
	DefaultPollInterval = time.Second
	// DefaultLeaseTTL is how long a silent leader keeps the lease: the
	// longest a crash stops indexing.
	DefaultLeaseTTL = 6 * time.Second
	// DefaultReorgDepth is how deep a reorg the indexer can roll back.
	DefaultReorgDepth = 256
	// DefaultSupplyInterval is how often the token supply is read.
	DefaultSupplyInterval = 30 * time.Second
	// DefaultNetworkTimeout bounds every RPC call.
	DefaultNetworkTimeout = 10 * time.Second
	// maxErrorBackoff caps the pause after failed steps.
	maxErrorBackoff = 30 * time.Second
)

// Config configures the indexer. Zero values take the defaults.
type Config struct {
	// StartBlock is the first block indexed, normally the deployment's
	// DeployBlock. Zero starts at block 1 (genesis holds no logs).
	StartBlock uint64
	// Confirmations is how many blocks must sit on top of a block before
	// it is indexed. Default 0: blocks are indexed as soon as they are
	// mined, and reorgs are rolled back either way. On a chain that mines
	// only on demand (development) it must stay 0, or the last writes wait
	// for later blocks.
	Confirmations uint64
	// BatchBlocks is the widest block range of one eth_getLogs query.
	// Default 2000. The range halves while the node refuses a query (too
	// many results) and grows back after successes.
	BatchBlocks uint64
	// PollInterval is the pause between steps once caught up with the
	// chain, and between attempts to take the lease. Default 1 s.
	PollInterval time.Duration
	// LeaseTTL is the lease's time to live; the leader renews it every
	// third of it. A crashed leader is replaced within LeaseTTL plus
	// PollInterval. Default 6 s; at least 300 ms.
	LeaseTTL time.Duration
	// ReorgDepth is the deepest reorg that can be rolled back, in blocks:
	// undo journals are kept that long, and blocks that close to the head
	// have their hashes checked before their logs are applied. Default 256.
	ReorgDepth uint64
	// SupplyInterval is how often the token's total supply is read into
	// the read model. Default 30 s; negative never reads it.
	SupplyInterval time.Duration
	// NetworkTimeout bounds each RPC call. Default 10 s.
	NetworkTimeout time.Duration
}

func (c Config) withDefaults() Config {
	if c.StartBlock == 0 {
		c.StartBlock = 1
	}
	if c.BatchBlocks == 0 {
		c.BatchBlocks = DefaultBatchBlocks
	}
	if c.PollInterval == 0 {
		c.PollInterval = DefaultPollInterval
	}
	if c.LeaseTTL == 0 {
		c.LeaseTTL = DefaultLeaseTTL
	}
	if c.ReorgDepth == 0 {
		c.ReorgDepth = DefaultReorgDepth
	}
	if c.SupplyInterval == 0 {
		c.SupplyInterval = DefaultSupplyInterval
	}
	if c.NetworkTimeout == 0 {
		c.NetworkTimeout = DefaultNetworkTimeout
	}
	return c
}

// Check reports the first field that is wrong.
func (c Config) Check() error {
	switch {
	case c.PollInterval < 0:
		return errors.New("indexer: PollInterval is negative")
	case c.LeaseTTL < 300*time.Millisecond:
		return errors.New("indexer: LeaseTTL below 300ms")
	case c.NetworkTimeout < 0:
		return errors.New("indexer: NetworkTimeout is negative")
	case c.BatchBlocks > 1_000_000:
		return errors.New("indexer: BatchBlocks above 1,000,000")
	}
	return nil
}

// checkContracts refuses addresses without the registry, treasury or
// buyback the indexer follows. Token may be zero (the supply is then not
// read); AccessManager may be zero (deployments from before the timelock:
// no admin operations are recorded). ChannelWrites is not followed: the
// writes it runs are the registry's events, which are.
func checkContracts(c chain.Addresses) error {
	if c.Registry == (common.Address{}) || c.Treasury == (common.Address{}) || c.Buyback == (common.Address{}) {
		return errors.New("indexer: the registry, treasury and buyback addresses are required")
	}
	return nil
}
