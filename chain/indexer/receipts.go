package indexer

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/readmodel"
)

// ReceiptApplier applies a confirmed paid write's receipt to the read model
// at once, ahead of the indexer, so the client that made the write reads it
// right after the 201. The indexer later sees the same logs (a no-op) and
// rolls the receipt's block back if a reorg dropped it. It satisfies
// settle.ReceiptApplier (worker/settle) and is safe for concurrent use.
type ReceiptApplier struct {
	m     *readmodel.Model
	chain Chain
	dec   *Decoder
	log   *logrus.Entry
}

// NewReceiptApplier returns an applier of the contracts c's logs into m;
// chain is asked for block times only when a receipt holds a collaborator
// event (paid writes never do).
func NewReceiptApplier(m *readmodel.Model, chain Chain, c chain.Addresses, log *logrus.Entry) *ReceiptApplier {
	return &ReceiptApplier{m: m, chain: chain, dec: NewDecoder(c), log: log.WithField("component", "receipt_applier")}
}

// ApplyReceipt applies the followed logs of a successful receipt. Failed
// receipts, receipts without followed logs and receipts of blocks the
// indexer has already passed change nothing.
func (a *ReceiptApplier) ApplyReceipt(ctx context.Context, r *types.Receipt) error {
	if r == nil || r.Status != types.ReceiptStatusSuccessful {
		return nil
	}
	logs := make([]types.Log, 0, len(r.Logs))
	for _, l := range r.Logs {
		if l != nil {
			logs = append(logs, *l)
		}
	}
	blocks, err := a.dec.Blocks(logs)
	if err != nil {
		return err
	}
	for _, blk := range blocks {
		if needsTime(blk) && a.chain != nil {
			hctx, cancel := context.WithTimeout(ctx, DefaultNetworkTimeout)
			h, err := a.chain.HeaderByNumber(hctx, r.BlockNumber)
			cancel()
			if err == nil && h.Hash() == blk.Hash {
				blk.Time = h.Time
			}
		}
		res, err := a.m.ApplyBlock(ctx, blk, readmodel.Optimistic())
		if err != nil {
			return fmt.Errorf("apply receipt %s: %w", r.TxHash.Hex(), err)
		}
		a.log.WithFields(logrus.Fields{"tx_hash": r.TxHash.Hex(), "block": blk.Number, "applied": res.Applied, "ignored": res.Ignored}).Debug("receipt applied")
	}
	return nil
}
