package devchain

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reorg replaces the chain's blocks from number from to the head, as a
// chain that loses its head does: the chain goes back to block from-1, the
// transactions of the dropped blocks go back to the pool (as geth does on
// a reorg; a node that lost them for good is anvil_reorg's case), first is
// added to the pool, and one block more than were dropped is sealed, so
// the new branch is longer than the old one. The pool orders what it holds
// by fee, as for any block: a transaction of first paying a higher tip
// than the dropped ones lands before them, in the branch's first block.
// (The first block, not a depth from the head, names what is replaced: a
// block sealed meanwhile cannot shift it.)
//
// Pending transactions are sealed into the old head first. Reorg needs
// on-demand sealing (BlockPeriod zero): with a period, the simulated beacon
// seals on its own clock and could seal on either side of the reorg.
func (c *Chain) Reorg(from uint64, first []*types.Transaction) error {
	if c.cfg.BlockPeriod > 0 {
		return errors.New("devchain: a reorg needs on-demand sealing (BlockPeriod 0)")
	}
	s := c.sealer
	s.mu.Lock()
	defer s.mu.Unlock()
	// The rewind needs an empty pool; a transaction sent meanwhile is
	// sealed into the old head, and the rewind tried again.
	var head uint64
	var err error
	for range 10 {
		if executable, _ := c.eth.TxPool().Stats(); executable > 0 {
			s.beacon.Commit()
		}
		head = c.eth.BlockChain().CurrentBlock().Number.Uint64()
		if from == 0 || from > head {
			return fmt.Errorf("devchain: cannot replace blocks from %d of a chain at block %d", from, head)
		}
		if err = s.beacon.Fork(c.eth.BlockChain().GetHeaderByNumber(from - 1).Hash()); err == nil {
			break
		}
	}
	if err != nil {
		return fmt.Errorf("devchain: rewind to block %d: %w", from-1, err)
	}
	for i, err := range c.eth.TxPool().Add(first, true) {
		if err != nil {
			return fmt.Errorf("devchain: transaction %d of the new branch: %w", i, err)
		}
	}
	for range head - from + 2 {
		s.beacon.Commit()
	}
	c.log.WithFields(map[string]any{"from": from, "depth": head - from + 1}).Warn("development chain reorged")
	return nil
}

// reorgAPI serves Reorg over JSON-RPC as devchain_reorg(from, [raw
// transactions]), for tests and for developers who want to see how their
// client takes a reorg (anvil's anvil_reorg does the same on anvil).
type reorgAPI struct {
	chain atomic.Pointer[Chain] // set once the node serves
}

// Reorg is devchain_reorg.
func (a *reorgAPI) Reorg(_ context.Context, from hexutil.Uint64, raw []hexutil.Bytes) error {
	c := a.chain.Load()
	if c == nil {
		return errors.New("devchain: not started")
	}
	txs := make([]*types.Transaction, len(raw))
	for i, b := range raw {
		txs[i] = new(types.Transaction)
		if err := txs[i].UnmarshalBinary(b); err != nil {
			return fmt.Errorf("devchain: transaction %d: %w", i, err)
		}
	}
	return c.Reorg(uint64(from), txs)
}
