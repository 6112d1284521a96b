package batcher

import (
	"context"

	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/failpoint"
)

// sendAlone sends the one write the Batcher found waiting as its own
// single call (createProjectPaid, pushVersionPaid): an executeBatch of one
// item costs about 10,000 gas more than the call it wraps, and a lone
// write gains nothing from it.
//
// The order keeps a job in one transaction at most, under any crash:
//  1. the job's own-transaction claim (batchStore.claimOwn), which
//     excludes a batch's membership of the job atomically; when another
//     delivery put the job in a batch first, the job follows that batch;
//  2. its transaction, signed and stored under the job's id, the intent of
//     its single write, then broadcast (txmgr.Manager.Send);
//  3. the job goes on as a single write (errOwnTransaction), which
//     resumes that record.
//
// A crash after 1 leaves a claimed job without a transaction: its next
// delivery joins the Batcher again, and a batch leaves it out (its claim),
// so it is sent alone again, or as a single write. A crash after 2 leaves
// the stored record, which the next delivery resumes. The loop waits for
// the send, as it waits for a batch's: writes that arrive meanwhile fold.
func (b *Batcher) sendAlone(r *joinRequest) {
	ctx, cancel := context.WithTimeout(b.ctx, dispatchTimeout)
	defer cancel()
	// The record names the request of the job, as the job's own send would.
	ctx = txmgr.WithRequestID(ctx, txmgr.RequestIDFrom(r.ctx))
	rec, err := b.store.claimOwn(ctx, r.job)
	if err != nil || rec != nil {
		r.done <- joinAnswer{rec: rec, err: err}
		return
	}
	failpoint.Hit("own_claimed")
	if _, err := b.txs.Send(ctx, r.job, r.single); err != nil {
		// The job's single write reads the same outcome again (Send is
		// idempotent per intent) and answers it, or sends it itself.
		b.log.WithFields(logrus.Fields{"task_id": r.job, "err": err.Error()}).Debug("lone write not sent by the batcher")
	}
	r.done <- joinAnswer{err: errOwnTransaction}
}
