package batcher

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/batch"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/settle"
)

// Write is the handler of a create or a single push (jobs.TypeCreateProject,
// jobs.TypePushVersion): one delivery of job jobID, folding on or off. A
// job that is a member of a batch follows that batch, whatever else holds;
// a job with a transaction of its own (it began as a single write) carries
// on as one; a new job, while folding is off, claims its own transaction
// (unless a batch took it meanwhile: it follows that batch) and goes on as
// a single write; any other job is checked and joins a batch, or goes on as
// a single write when another delivery claimed its own transaction.
func (b *Batcher) Write(ctx context.Context, jobID string, t *asynq.Task) (json.RawMessage, error) {
	rec, err := b.store.batchOf(ctx, jobID)
	if err != nil {
		return nil, err
	}
	j, err := settle.DecodeJob(jobID, t)
	if err != nil {
		return nil, err
	}
	if j.Voucher() != nil {
		if j.VoucherRecovery() { // it never writes
			return b.s.RecoverVoucher(ctx, j)
		}
		return b.runVoucher(ctx, j, rec)
	}
	if rec == nil {
		_, err := b.txs.Get(ctx, jobID)
		switch {
		case err == nil:
			return b.own(ctx, j)
		case !errors.Is(err, txmgr.ErrNotFound):
			return nil, fmt.Errorf("read transaction record: %w", err)
		case !b.folding():
			if rec, err = b.store.claimOwn(ctx, jobID); err != nil {
				return nil, err
			}
			if rec == nil {
				return b.own(ctx, j)
			}
		}
	}
	out, err := b.run(ctx, j, rec)
	if errors.Is(err, errOwnTransaction) {
		return b.own(ctx, j)
	}
	return out, err
}

// own carries job j on as a single write, its own transaction under its id.
func (b *Batcher) own(ctx context.Context, j *settle.Job) (json.RawMessage, error) {
	rcpt, err := b.s.Execute(ctx, j.ID(), j)
	return b.s.Result(ctx, j, rcpt, nil, err)
}

// run carries job j to its answer: checks and joins a batch when rec is
// nil, then reads its outcome from the batch's final receipt.
func (b *Batcher) run(ctx context.Context, j *settle.Job, rec *batchRecord) (json.RawMessage, error) {
	if rec == nil {
		var err error
		if rec, err = b.checkAndJoin(ctx, j); err != nil {
			return b.s.Result(ctx, j, nil, nil, err)
		}
	}
	f, err := b.follow(ctx, rec)
	var rev *settle.RevertError
	switch {
	case errors.As(err, &rev) && revertEndsItems(rev.Reason):
		// The whole transaction reverted: no item took its payment, and
		// every item's authorization is public and unused.
		b.metrics.ItemOutcome(BatchReverted)
		return b.s.Result(ctx, j, nil, nil, settle.Mined(jobs.Fail(wire.CodeTxFailed, rev.Reason+"; the batch transaction this write was in reverted")))
	case rev != nil || errors.Is(err, settle.ErrSuperseded):
		// Final without any item, through no item's fault.
		return b.alone(ctx, j)
	case err != nil:
		return b.s.Result(ctx, j, nil, nil, err)
	}
	o, err := b.outcomeIn(f, rec, j.Item().Key())
	if err != nil {
		return b.s.Result(ctx, j, nil, nil, err)
	}
	if o.Landed {
		b.metrics.ItemOutcome(ItemLanded)
	} else {
		b.metrics.ItemOutcome(ItemFailed)
	}
	return b.s.Result(ctx, j, f.rcpt, &o, nil)
}

// alone carries on job j as a single write under soloIntent, once its
// batch's transaction is final without the job's item (it can never land,
// so the item is never in two transactions that could both land). Every
// delivery of the job reaches this same intent and resumes its record.
func (b *Batcher) alone(ctx context.Context, j *settle.Job) (json.RawMessage, error) {
	rcpt, err := b.s.Execute(ctx, settle.SoloIntent(j.ID()), j)
	out, rerr := b.s.Result(ctx, j, rcpt, nil, err)
	if err == nil && rerr == nil {
		b.metrics.ItemOutcome(ItemWentAlone)
	}
	return out, rerr
}

// checkAndJoin runs a single write's checks on the job's first delivery
// (Settler.Check) and joins a batch with the simulation's gas.
func (b *Batcher) checkAndJoin(ctx context.Context, j *settle.Job) (*batchRecord, error) {
	single, err := b.s.Check(ctx, j)
	if err != nil {
		return nil, err
	}
	item := j.Item()
	// Check adds a quarter; the plan wants the estimate itself.
	item.Gas = single.GasLimit * 4 / 5
	return b.join(ctx, &joinRequest{job: j.ID(), item: item, single: single})
}

// outcomeIn is the outcome of the member paid under k in f's receipt,
// by (payer, nonce), never by position. The receipt is matched once for
// every member of rec: each member decoding the whole receipt for its
// own key made a batch's matching O(items²). When that fails (a member's
// events missing or doubled), k is matched alone, so that the error is
// about k only.
func (b *Batcher) outcomeIn(f *flight, rec *batchRecord, k batch.Key) (batch.Outcome, error) {
	f.outsOnce.Do(func() {
		keys := make([]batch.Key, len(rec.Members))
		for i, m := range rec.Members {
			keys[i] = batch.Key{Payer: m.Payer, Nonce: m.Nonce}
		}
		outs, err := b.s.Outcomes(f.rcpt, keys)
		if err != nil {
			return
		}
		f.outs = make(map[batch.Key]batch.Outcome, len(outs))
		for _, o := range outs {
			f.outs[o.Key] = o
		}
	})
	if o, ok := f.outs[k]; ok {
		return o, nil
	}
	outs, err := b.s.Outcomes(f.rcpt, []batch.Key{k})
	if err != nil {
		return batch.Outcome{}, jobs.Fail(wire.CodeInternal, err.Error())
	}
	return outs[0], nil
}

// Record is the transaction record that decides job jobID: the one it
// went on alone under after its batch failed as a whole, else its batch's,
// or its own. Errors as txmgr.Manager.Get.
func (b *Batcher) Record(ctx context.Context, jobID string) (*txmgr.Record, error) {
	if r, err := b.txs.Get(ctx, settle.SoloIntent(jobID)); !errors.Is(err, txmgr.ErrNotFound) {
		return r, err
	}
	intent, err := JobIntent(ctx, b.store.rdb, jobID)
	if err != nil {
		return nil, err
	}
	return b.txs.Get(ctx, intent)
}
