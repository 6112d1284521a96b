package indexer

import (
	"context"
	"errors"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain/readmodel"
)

// rewind handles a cursor that is no longer on the chain: it walks back
// through the blocks it recorded, newest first, to the first one the chain
// still has, and rolls back everything it applied above it.
func (ix *Indexer) rewind(ctx context.Context, cur readmodel.BlockRef) error {
	refs, err := ix.m.Recorded(ctx, cur.Number, int(ix.cfg.ReorgDepth)+1)
	if err != nil {
		return err
	}
	for _, r := range refs {
		h, err := ix.header(ctx, r.Number)
		if errors.Is(err, ethereum.NotFound) {
			continue // the new chain is shorter
		}
		if err != nil {
			return err
		}
		if h.Hash() != r.Hash {
			continue
		}
		undone, err := ix.m.Rewind(ctx, ix.token, r)
		if err != nil {
			return err
		}
		ix.log.WithFields(logrus.Fields{"from_block": cur.Number, "to_block": r.Number, "undone": undone}).Warn("reorg: rolled back to the common ancestor")
		return nil
	}
	return &ReorgTooDeepError{Cursor: cur.Number, Checked: len(refs)}
}

// checkAhead settles the blocks applied from receipts up to upTo (at or
// below the cursor): the chain's header for each number tells whether the
// block is still there; orphans are rolled back.
func (ix *Indexer) checkAhead(ctx context.Context, upTo uint64) error {
	refs, err := ix.m.Ahead(ctx, upTo)
	if err != nil || len(refs) == 0 {
		return err
	}
	var orphaned, canonical []common.Hash
	canon := make(map[uint64]common.Hash)
	for _, r := range refs {
		h, ok := canon[r.Number]
		if !ok {
			hdr, err := ix.header(ctx, r.Number)
			if err != nil {
				return err
			}
			h = hdr.Hash()
			canon[r.Number] = h
		}
		if h == r.Hash {
			canonical = append(canonical, r.Hash)
		} else {
			orphaned = append(orphaned, r.Hash)
		}
	}
	undone, err := ix.m.ResolveAhead(ctx, ix.token, orphaned, canonical)
	if err != nil {
		return err
	}
	if len(orphaned) > 0 {
		ix.log.WithFields(logrus.Fields{"orphaned": len(orphaned), "undone": undone}).Warn("reorg: rolled back receipts of dropped blocks")
	}
	return nil
}
