package worker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/batch"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/txmgr"
)

// A paid-write job as an item of a batch: what it pays, the call it makes
// alone (simulated before it joins), how a front-run payment is finished,
// and how its 201 body is read from its outcome.
type batchJob struct {
	pay      treasury.InkdTreasuryPayment
	item     batch.Item
	single   []byte
	prepaid  prepaidCalls
	recovery bool
	result   func(rcpt *types.Receipt, o batch.Outcome) (json.RawMessage, error)
}

func (b *Batcher) createJob(t *asynq.Task) (*batchJob, error) {
	c, err := decodeCreate(t)
	if err != nil {
		return nil, err
	}
	tre, pay := b.pw.tre, c.pay
	return &batchJob{
		pay:      pay,
		item:     batch.Item{Create: &treasury.InkdTreasuryCreateItem{Pay: pay, StorageCost: c.storage, Project: c.project}},
		single:   tre.PackCreateProjectPaid(pay, c.storage, c.project),
		prepaid:  prepaidCalls{complete: tre.PackCreateProjectPrepaid(pay, c.storage, c.project), refund: tre.PackRefundPrepaid(pay)},
		recovery: c.recovery,
		result: func(rcpt *types.Receipt, o batch.Outcome) (json.RawMessage, error) {
			return createResult(rcpt, o.Created)
		},
	}, nil
}

func (b *Batcher) pushJob(t *asynq.Task) (*batchJob, error) {
	c, err := decodePush(t)
	if err != nil {
		return nil, err
	}
	tre, pay := b.pw.tre, c.pay
	return &batchJob{
		pay: pay,
		item: batch.Item{Push: &treasury.InkdTreasuryPushItem{Pay: pay, StorageCost: c.storage, ProjectId: c.project,
			NameHash: c.nameHash, Versions: []treasury.InkdRegistryVersionInput{c.version}}},
		single:   tre.PackPushVersionPaid(pay, c.storage, c.project, c.nameHash, c.version),
		prepaid:  prepaidCalls{complete: tre.PackPushVersionPrepaid(pay, c.storage, c.project, c.nameHash, c.version), refund: tre.PackRefundPrepaid(pay)},
		recovery: c.recovery,
		result: func(rcpt *types.Receipt, o batch.Outcome) (json.RawMessage, error) {
			return b.pw.pushResult(rcpt, o.Pushed[0])
		},
	}, nil
}

// createProject is the create handler when a Batcher is configured.
func (b *Batcher) createProject(ctx context.Context, jobID string, t *asynq.Task) (json.RawMessage, error) {
	return b.write(ctx, jobID, t, b.createJob, b.pw.createProject)
}

// pushVersion is the single-push handler when a Batcher is configured.
func (b *Batcher) pushVersion(ctx context.Context, jobID string, t *asynq.Task) (json.RawMessage, error) {
	return b.write(ctx, jobID, t, b.pushJob, b.pw.pushVersion)
}

// write runs one delivery of a paid-write job, folding on or off. A job
// that is a member of a batch follows that batch, whatever else holds; a
// job with a transaction of its own (it began as a single write) carries
// on as one; a new job, while folding is off, claims its own transaction
// (unless a batch took it meanwhile: it follows that batch) and goes on as
// a single write; any other job is checked and joins a batch, or goes on
// as a single write when another delivery claimed its own transaction.
func (b *Batcher) write(ctx context.Context, jobID string, t *asynq.Task, decode func(*asynq.Task) (*batchJob, error), single handler) (json.RawMessage, error) {
	rec, err := b.store.batchOf(ctx, jobID)
	if err != nil {
		return nil, err
	}
	if rec == nil {
		_, err := b.pw.txm.Get(ctx, jobID)
		switch {
		case err == nil:
			return single(ctx, jobID, t)
		case !errors.Is(err, txmgr.ErrNotFound):
			return nil, fmt.Errorf("read transaction record: %w", err)
		case !b.folding():
			if rec, err = b.store.claimOwn(ctx, jobID); err != nil {
				return nil, err
			}
			if rec == nil {
				return single(ctx, jobID, t)
			}
		}
	}
	j, err := decode(t)
	if err != nil {
		return nil, err
	}
	out, err := b.run(ctx, jobID, j, rec)
	if errors.Is(err, errOwnTransaction) {
		return single(ctx, jobID, t)
	}
	b.pw.ended(ctx, j.pay, err)
	return out, err
}

// run carries job j to its answer: checks and joins a batch when rec is
// nil, then reads its outcome from the batch's final receipt.
func (b *Batcher) run(ctx context.Context, jobID string, j *batchJob, rec *batchRecord) (json.RawMessage, error) {
	if rec == nil {
		var err error
		if rec, err = b.checkAndJoin(ctx, jobID, j); errors.Is(err, errAuthorizationUsed) {
			return b.settle(ctx, jobID, j, nil, err)
		} else if err != nil {
			return nil, err
		}
	}
	f, err := b.follow(ctx, rec)
	var rev *revertError
	switch {
	case errors.As(err, &rev) && revertEndsItems(rev.Reason):
		// The whole transaction reverted: no item took its payment, and
		// every item's authorization is public and unused.
		b.metrics.ItemOutcome(BatchReverted)
		return b.settle(ctx, jobID, j, nil, &minedFailure{permanent(wire.CodeTxFailed, rev.Reason+"; the batch transaction this write was in reverted")})
	case rev != nil || errors.Is(err, errBatchSuperseded):
		// Final without any item, through no item's fault.
		return b.alone(ctx, jobID, j)
	case err != nil:
		return nil, err
	}
	return b.answer(ctx, jobID, j, f, rec)
}

// alone carries on job j as a single write under soloIntent, once its
// batch's transaction is final without the job's item (it can never land,
// so the item is never in two transactions that could both land). Every
// delivery of the job reaches this same intent and resumes its record.
func (b *Batcher) alone(ctx context.Context, jobID string, j *batchJob) (json.RawMessage, error) {
	rcpt, err := b.pw.execute(ctx, soloIntent(jobID), j.pay, j.single)
	var mf *minedFailure
	if errors.Is(err, errAuthorizationUsed) || errors.As(err, &mf) {
		return b.settle(ctx, jobID, j, rcpt, err)
	}
	if err != nil {
		return nil, err
	}
	o, err := b.pw.landedIn(rcpt, j.pay)
	if err != nil {
		return nil, err
	}
	b.metrics.ItemOutcome(ItemWentAlone)
	return j.result(rcpt, o)
}

// checkAndJoin runs a single write's checks on the job's first delivery
// (its authorization not used yet, its payer without code, the write
// simulated alone) and joins a batch with the simulation's gas.
func (b *Batcher) checkAndJoin(ctx context.Context, jobID string, j *batchJob) (*batchRecord, error) {
	pw := b.pw
	if err := pw.landed(ctx, j.pay); err != nil {
		return nil, err
	}
	if err := pw.inTime(ctx, j.pay); err != nil {
		return nil, err
	}
	if err := pw.checkPayer(ctx, j.pay.From); err != nil {
		return nil, err
	}
	gas, err := pw.preflight(ctx, j.single)
	var rev *revertError
	if errors.As(err, &rev) {
		return nil, pw.reverted(ctx, j.pay.From, rev)
	}
	if err != nil {
		return nil, err
	}
	// preflight adds a quarter; the plan wants the estimate itself.
	j.item.Gas = gas * 4 / 5
	return b.join(ctx, jobID, j.item, txmgr.Candidate{To: pw.cfg.Treasury, Data: j.single, GasLimit: gas})
}

// answer reads job j's outcome from the final receipt of its batch: the
// 201 body of a landed item; for a failed one, what a single write answers
// for the same revert (a balance spent since the checks is payment_invalid,
// as the API answers it before queueing), once its authorization is voided.
func (b *Batcher) answer(ctx context.Context, jobID string, j *batchJob, f *flight, rec *batchRecord) (json.RawMessage, error) {
	o, err := b.outcomeIn(f, rec, j.item.Key())
	if err != nil {
		return nil, err
	}
	rcpt := f.rcpt
	if o.Landed {
		b.metrics.ItemOutcome(ItemLanded)
		return j.result(rcpt, o)
	}
	b.metrics.ItemOutcome(ItemFailed)
	err = b.pw.reverted(ctx, j.pay.From, &revertError{Reason: o.Reason, Receipt: rcpt})
	return b.settle(ctx, jobID, j, nil, exposed(err, o.Reason))
}

// settle gives the outcome of job j whose write ended with rcpt and err
// (PaidWrites.settleWrite): a failure mined on chain has its authorization
// voided, a used authorization is settled from the chain (a write of ours,
// a batch or a single write, or the front-run payment completed as
// prepaid, read by the job's key), anything else passes.
func (b *Batcher) settle(ctx context.Context, jobID string, j *batchJob, rcpt *types.Receipt, err error) (json.RawMessage, error) {
	rcpt, err = b.pw.settleWrite(ctx, jobID, j.pay, j.prepaid, j.recovery, rcpt, err)
	if err != nil {
		return nil, err
	}
	o, err := b.pw.landedIn(rcpt, j.pay)
	if err != nil {
		return nil, err
	}
	return j.result(rcpt, o)
}

// outcomeOf reads the outcome of the write paid by pay from rcpt, a
// batch's or a single write's receipt, by (payer, nonce): never by the
// position of an event. A receipt that does not tell is an internal
// failure, never a guess.
func (pw *PaidWrites) outcomeOf(rcpt *types.Receipt, pay treasury.InkdTreasuryPayment) (batch.Outcome, error) {
	at := batch.Addresses{Treasury: pw.cfg.Treasury, Registry: pw.cfg.Registry}
	outs, err := batch.Match(rcpt, at, []batch.Key{{Payer: pay.From, Nonce: pay.Nonce}}, pw.reverts)
	if err != nil {
		return batch.Outcome{}, permanent(wire.CodeInternal, err.Error())
	}
	return outs[0], nil
}

// landedIn is outcomeOf for a receipt that took the payment: its write must
// be there.
func (pw *PaidWrites) landedIn(rcpt *types.Receipt, pay treasury.InkdTreasuryPayment) (batch.Outcome, error) {
	o, err := pw.outcomeOf(rcpt, pay)
	if err == nil && !o.Landed {
		err = permanent(wire.CodeInternal, "transaction "+rcpt.TxHash.Hex()+" took the payment without its write")
	}
	return o, err
}

// intentRecord is the transaction record that decides job jobID: the one
// it went on alone under after its batch failed as a whole, else its
// batch's, or its own. Errors as txmgr.Manager.Get.
func (b *Batcher) intentRecord(ctx context.Context, jobID string) (*txmgr.Record, error) {
	if r, err := b.pw.txm.Get(ctx, soloIntent(jobID)); !errors.Is(err, txmgr.ErrNotFound) {
		return r, err
	}
	intent, err := JobIntent(ctx, b.store.rdb, jobID)
	if err != nil {
		return nil, err
	}
	return b.pw.txm.Get(ctx, intent)
}
