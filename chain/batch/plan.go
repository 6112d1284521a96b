package batch

import (
	"errors"
	"fmt"
)

// Defaults of Limits.
const (
	// DefaultMaxItems is how many writes one batch holds at most.
	DefaultMaxItems = 64
	// DefaultMaxGas is the planned gas of one batch at most: below the
	// 16,777,216 a transaction may use (Osaka) and about half a 30M block,
	// so two settler keys fill a block between them.
	DefaultMaxGas = 15_000_000
	// DefaultMaxCalldata bounds a batch's calldata, in bytes: below the
	// 128 KiB a geth transaction pool accepts in one transaction.
	DefaultMaxCalldata = 120_000
)

// Limits bound one batch. Every field must be positive (Check).
type Limits struct {
	// MaxItems is the most items in one batch; 1 turns folding off.
	MaxItems int
	// MaxGas is the planned gas (Gas) of a batch at most.
	MaxGas uint64
	// MaxCalldata is the calldata size (Size) of a batch at most, in bytes.
	MaxCalldata int
}

// Check names the first limit that is wrong.
func (l Limits) Check() error {
	switch {
	case l.MaxItems < 1:
		return errors.New("batch: MaxItems must be at least 1")
	case l.MaxGas < TxGas+ItemOverhead:
		return fmt.Errorf("batch: MaxGas must be at least %d", TxGas+ItemOverhead)
	case l.MaxCalldata <= emptyBatch:
		return fmt.Errorf("batch: MaxCalldata must be above %d", emptyBatch)
	}
	return nil
}

// Plan picks the items of the next batch from waiting, oldest first: the
// indexes, ascending, of the items taken. It takes items in order until
// the next one would bring the batch past MaxItems, MaxGas or MaxCalldata,
// skipping (leaving waiting) an item whose key is already taken and any item
// that is not exactly one write. The first item it can take is always
// taken, even alone past the gas or size limit. Plan returns nil when
// nothing can be taken.
func Plan(waiting []Item, l Limits) []int {
	var picked []int
	seen := map[Key]bool{}
	gas, size := uint64(TxGas), emptyBatch
	for i, it := range waiting {
		if len(picked) >= l.MaxItems {
			break
		}
		if it.check() != nil || seen[it.Key()] {
			continue
		}
		g, s := it.itemGas(), it.size()
		if len(picked) > 0 && (gas+g > l.MaxGas || size+s > l.MaxCalldata) {
			break
		}
		picked = append(picked, i)
		seen[it.Key()] = true
		gas, size = gas+g, size+s
	}
	return picked
}
