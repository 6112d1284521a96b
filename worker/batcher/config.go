package batcher

import (
	"fmt"
	"time"

	"github.com/inkd/inkd/chain/batch"
)

// Defaults and bounds of Config.
const (
	// DefaultMaxItems is the suggested most paid writes in one
	// transaction when folding is on (cmd/inkd's BATCH_MAX_ITEMS default).
	DefaultMaxItems = batch.DefaultMaxItems
	// DefaultMaxGas is the default planned gas of one batch.
	DefaultMaxGas = batch.DefaultMaxGas
	// MaxWait bounds Config.Wait: a quarter of a 2 s block.
	MaxWait = 500 * time.Millisecond
)

// Config configures the folding of paid writes.
type Config struct {
	// MaxItems is the most paid writes in one transaction. 1 (and zero,
	// the default) turns folding off: every new write is its own
	// transaction, as without a Batcher, while jobs already in a batch
	// still follow it. DefaultMaxItems is a good value to turn it on.
	MaxItems int
	// MaxGas is the planned gas of one batch at most (each item's estimate
	// as a single write, see batch.Gas). Zero means DefaultMaxGas. A
	// batch never plans more than 4/5 of the latest block's gas limit
	// (blockLimits), whatever MaxGas says.
	MaxGas uint64
	// MaxCalldata bounds a batch's calldata in bytes. Zero means
	// batch.DefaultMaxCalldata.
	MaxCalldata int
	// Wait is how long the first waiting write waits for others before
	// its batch is prepared. Zero (the default) prepares it at once, so a
	// lone write is not delayed; at most MaxWait.
	Wait time.Duration
}

func (c Config) withDefaults() Config {
	if c.MaxItems == 0 {
		c.MaxItems = 1
	}
	if c.MaxGas == 0 {
		c.MaxGas = DefaultMaxGas
	}
	if c.MaxCalldata == 0 {
		c.MaxCalldata = batch.DefaultMaxCalldata
	}
	return c
}

func (c Config) limits() batch.Limits {
	return batch.Limits{MaxItems: c.MaxItems, MaxGas: c.MaxGas, MaxCalldata: c.MaxCalldata}
}

// Check names the first field that is wrong (after defaults).
func (c Config) Check() error {
	if err := c.withDefaults().limits().Check(); err != nil {
		return fmt.Errorf("batcher: %w", err)
	}
	if c.Wait < 0 || c.Wait > MaxWait {
		return fmt.Errorf("batcher: Wait %s is outside 0..%s", c.Wait, MaxWait)
	}
	return nil
}
