package indexer

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/readmodel"
)

// step indexes one range of blocks. caughtUp is true when nothing is left
// to index up to head minus the confirmations.
func (ix *Indexer) step(ctx context.Context) (caughtUp bool, err error) {
	if err := ix.buildSearch(ctx); err != nil {
		return false, err
	}
	cur, ok, err := ix.m.Cursor(ctx)
	if err != nil {
		return false, err
	}
	if !ok {
		if cur, err = ix.initCursor(ctx); err != nil {
			return false, err
		}
	}
	head, err := ix.blockNumber(ctx)
	if err != nil {
		return false, err
	}
	if head < ix.cfg.Confirmations || head-ix.cfg.Confirmations <= cur.Number {
		// Nothing new; settle receipts the cursor has passed.
		return true, ix.checkAhead(ctx, cur.Number)
	}
	target := head - ix.cfg.Confirmations
	from := cur.Number + 1
	first, err := ix.header(ctx, from)
	if err != nil {
		return false, err
	}
	if first.ParentHash != cur.Hash {
		return false, ix.rewind(ctx, cur)
	}
	logs, to, err := ix.fetchLogs(ctx, from, min(target, from+ix.span-1))
	if err != nil {
		return false, err
	}
	last := first
	if to != from {
		if last, err = ix.header(ctx, to); err != nil {
			return false, err
		}
	}
	blocks, err := ix.dec.Blocks(logs)
	if err != nil {
		return false, err
	}
	if err := ix.verify(ctx, blocks, first, last, head); err != nil {
		return false, err
	}
	for _, blk := range blocks {
		res, err := ix.m.ApplyBlock(ctx, blk, readmodel.Canonical(ix.token))
		if err != nil {
			return false, err
		}
		log := ix.log.WithFields(logrus.Fields{"block": blk.Number, "block_hash": blk.Hash.Hex(), "applied": res.Applied, "skipped": res.Skipped})
		if res.RolledBack > 0 {
			log.WithField("rolled_back", res.RolledBack).Warn("orphaned block rolled back")
		}
		log.Debug("block indexed")
	}
	cp := readmodel.Checkpoint{Cursor: readmodel.BlockRef{Number: to, Hash: last.Hash()}, Supply: ix.supply(ctx)}
	if to > ix.cfg.ReorgDepth {
		cp.PruneBelow = to - ix.cfg.ReorgDepth
	}
	if err := ix.m.SaveCheckpoint(ctx, ix.token, cp); err != nil {
		return false, err
	}
	ix.supplySaved(cp)
	if err := ix.checkAhead(ctx, to); err != nil {
		return false, err
	}
	return to >= target, nil
}

// initCursor starts a fresh read model just below StartBlock.
func (ix *Indexer) initCursor(ctx context.Context) (readmodel.BlockRef, error) {
	n := ix.cfg.StartBlock - 1
	h, err := ix.header(ctx, n)
	if err != nil {
		return readmodel.BlockRef{}, err
	}
	ref := readmodel.BlockRef{Number: n, Hash: h.Hash()}
	if err := ix.m.SaveCheckpoint(ctx, ix.token, readmodel.Checkpoint{Cursor: ref}); err != nil {
		return readmodel.BlockRef{}, err
	}
	ix.log.WithField("block", ix.cfg.StartBlock).Info("indexing from the start block")
	return ref, nil
}

// verify checks that the logs' blocks are the chain's: the range's ends
// against their headers, and, within ReorgDepth of the head, every block
// that has logs. It also fills in the time of blocks that need it.
func (ix *Indexer) verify(ctx context.Context, blocks []readmodel.Block, first, last *types.Header, head uint64) error {
	for i := range blocks {
		blk := &blocks[i]
		var h *types.Header
		switch {
		case blk.Number == first.Number.Uint64():
			h = first
		case blk.Number == last.Number.Uint64():
			h = last
		case head-blk.Number < ix.cfg.ReorgDepth || needsTime(*blk):
			var err error
			if h, err = ix.header(ctx, blk.Number); err != nil {
				return err
			}
		default:
			continue
		}
		if h.Hash() != blk.Hash {
			return fmt.Errorf("block %d: logs from %s, header %s: %w", blk.Number, blk.Hash.Hex(), h.Hash().Hex(), errChainMoved)
		}
		blk.Time = h.Time
	}
	return nil
}

// fetchLogs reads the followed logs of from..to. While the node answers
// with an error (its "too many results" and "range too wide" refusals are
// JSON-RPC errors), the range is halved; it returns the logs and the end of
// the range it could read. After a run of successes the range grows back.
func (ix *Indexer) fetchLogs(ctx context.Context, from, to uint64) ([]types.Log, uint64, error) {
	for {
		cctx, cancel := context.WithTimeout(ctx, ix.cfg.NetworkTimeout)
		logs, err := ix.chain.FilterLogs(cctx, ix.dec.Query(from, to))
		cancel()
		if err == nil {
			ix.okStreak++
			if ix.okStreak >= growAfter && ix.span < ix.cfg.BatchBlocks {
				ix.span, ix.okStreak = min(ix.span*2, ix.cfg.BatchBlocks), 0
			}
			return logs, to, nil
		}
		if !chain.RefusedLogRange(err) || to == from {
			return nil, 0, fmt.Errorf("get logs of blocks %d-%d: %w", from, to, err)
		}
		width := (to - from + 1) / 2
		ix.span, ix.okStreak = width, 0
		ix.log.WithFields(logrus.Fields{"from": from, "to": to, "err": err.Error(), "span": width}).Info("log query refused; narrowing the range")
		to = from + width - 1
	}
}

// growAfter is how many successful queries in a row let the range double.
const growAfter = 8

func (ix *Indexer) blockNumber(ctx context.Context) (uint64, error) {
	cctx, cancel := context.WithTimeout(ctx, ix.cfg.NetworkTimeout)
	defer cancel()
	n, err := ix.chain.BlockNumber(cctx)
	if err != nil {
		return 0, fmt.Errorf("block number: %w", err)
	}
	return n, nil
}

func (ix *Indexer) header(ctx context.Context, n uint64) (*types.Header, error) {
	cctx, cancel := context.WithTimeout(ctx, ix.cfg.NetworkTimeout)
	defer cancel()
	h, err := ix.chain.HeaderByNumber(cctx, new(big.Int).SetUint64(n))
	if err != nil {
		return nil, fmt.Errorf("header of block %d: %w", n, err)
	}
	return h, nil
}
