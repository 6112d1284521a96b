package worker

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/batch"
	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/settle"
)

// A paid write is answered 201 at the confirmations, and its transaction
// stays watched until the chain finalizes it (chain/txmgr, settle.go). A
// reorg deeper than the confirmations can put it back in another block,
// where it may do something else than it did: a create becomes another
// project id when others' creates land before it, a push another version
// index; or it reverts there (its authorization expired meanwhile). The
// 201 told is then false, so the job's record is corrected:
//   - landed differently: the job's result becomes what the chain says now,
//     the answered one is kept as a correction (GET /v1/jobs/:id), and a
//     write_corrected event goes out on the event stream;
//   - reverted in its new block: nothing was charged; the job is reopened
//     (its outcome removed, the correction kept) and carried on by a
//     continuation, which decides it as any delivery of a mined failure
//     would: the authorization voided where it is still valid, the failure
//     published.
// The decision is corrected (pure); corrections does the reading and
// writing, as the txmgr.FinalWatcher of the worker's Manager.

// CorrectionEvents announces a corrected write on the event stream
// (*readmodel.Model); nil announces nothing.
type CorrectionEvents interface {
	AppendWriteCorrected(ctx context.Context, ev readmodel.Event) error
}

// corrections is the txmgr.FinalWatcher of paid writes.
type corrections struct {
	w   *Worker
	now func() time.Time
	// members reads the jobs of a batch (batcher.Batcher.Members).
	members func(ctx context.Context, batchID string) ([]string, error)
}

var _ txmgr.FinalWatcher = (*corrections)(nil)

// corrected decides what a job whose answer was prev becomes when the chain
// now says result (nil: the write did not land in its new block): the next
// outcome and whether it differs. Only a succeeded job is corrected; the
// result is compared as JSON values, so key order and spacing do not count.
func corrected(prev *jobs.Outcome, result json.RawMessage) (next jobs.Outcome, changed bool) {
	if prev == nil || prev.State != jobs.StateSucceeded {
		return jobs.Outcome{}, false
	}
	if result == nil {
		return jobs.Outcome{JobID: prev.JobID, State: jobs.StatePending}, true
	}
	if sameJSON(prev.Result, result) {
		return jobs.Outcome{}, false
	}
	return jobs.Outcome{JobID: prev.JobID, State: jobs.StateSucceeded, Result: result}, true
}

func sameJSON(a, b json.RawMessage) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return bytes.Equal(a, b)
	}
	ma, _ := json.Marshal(x)
	mb, _ := json.Marshal(y)
	return bytes.Equal(ma, mb)
}

// FinalMoved corrects the jobs whose writes rc's transaction carries: one
// for a single write, each payer's for a batch.
func (c *corrections) FinalMoved(ctx context.Context, r txmgr.Record, rc *types.Receipt) error {
	pw := c.w.deps.Writes
	if rc.Status != types.ReceiptStatusSuccessful {
		// Reverted as a whole: the jobs it carried are those of its
		// intent (a single write's job, or a batch's members, each
		// reading its own outcome when carried on).
		return c.reopenIntent(ctx, r, rc)
	}
	if vkeys := pw.VoucherKeys(rc); len(vkeys) > 0 {
		return c.correctVouchers(ctx, rc, vkeys)
	}
	keys := pw.PaymentKeys(rc)
	if len(keys) == 0 {
		return nil // a refund, a void, a filler: no write to correct
	}
	outs, err := pw.Outcomes(rc, keys)
	if err != nil {
		c.w.log.WithFields(logrus.Fields{"tx_hash": rc.TxHash.Hex(), "err": err.Error()}).Error("a write moved by a reorg cannot be read from its new receipt; its jobs are not corrected")
		return nil
	}
	for _, o := range outs {
		if err := c.correct(ctx, o, rc); err != nil {
			return err
		}
	}
	return nil
}

// FinalLost: the nonce of a final write went to a filler after a deep
// reorg; the write is gone and its payment with it (the filler takes
// nothing). Its job is reopened like a reverted one.
func (c *corrections) FinalLost(ctx context.Context, r txmgr.Record) error {
	return c.reopenIntent(ctx, r, nil)
}

// correct brings the job paid by o.Key in line with rc.
func (c *corrections) correct(ctx context.Context, o batch.Outcome, rc *types.Receipt) error {
	return c.correctJob(ctx, wire.JobID(o.Key.Payer, o.Key.Nonce), rc, func(prev *jobs.Outcome) (json.RawMessage, error) {
		if !o.Landed {
			return nil, nil
		}
		return c.w.deps.Writes.ResultOf(rc, o, answersMultiPush(prev.Result))
	})
}

// correctVouchers corrects the jobs of the writes paid by voucher under
// keys that rc, a writeByVouchers receipt, carries.
func (c *corrections) correctVouchers(ctx context.Context, rc *types.Receipt, keys []writes.Key) error {
	pw := c.w.deps.Writes
	outs, err := pw.VoucherOutcomes(rc, keys)
	if err != nil {
		c.w.log.WithFields(logrus.Fields{"tx_hash": rc.TxHash.Hex(), "err": err.Error()}).Error("a write moved by a reorg cannot be read from its new receipt; its jobs are not corrected")
		return nil
	}
	for _, o := range outs {
		err := c.correctJob(ctx, wire.VoucherJobID(o.Key.Channel, o.Key.Key), rc, func(prev *jobs.Outcome) (json.RawMessage, error) {
			if !o.Landed {
				return nil, nil
			}
			return pw.VoucherResultOf(rc, o, answersMultiPush(prev.Result))
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// correctJob brings job jobID in line with rc, where its write now has the
// result result returns (nil: it did not land).
func (c *corrections) correctJob(ctx context.Context, jobID string, rc *types.Receipt, result func(prev *jobs.Outcome) (json.RawMessage, error)) error {
	prev, err := c.w.deps.Outcomes.Get(ctx, jobID)
	if errors.Is(err, jobs.ErrNotFound) {
		return c.resumeReopened(ctx, jobID, rc)
	}
	if err != nil {
		return err
	}
	now, err := result(prev)
	if err != nil {
		c.w.log.WithFields(logrus.Fields{"task_id": jobID, "err": err.Error()}).Error("the new result of a write moved by a reorg cannot be read")
		return nil
	}
	next, changed := corrected(prev, now)
	if !changed {
		return nil
	}
	return c.apply(ctx, prev, next, rc)
}

// answersMultiPush tells whether result is a multi-push's answer: it lists
// versions.
func answersMultiPush(result json.RawMessage) bool {
	var probe struct {
		Versions []json.RawMessage `json:"versions"`
	}
	return json.Unmarshal(result, &probe) == nil && probe.Versions != nil
}

// apply stores next for the job answered prev, keeps the correction and
// tells the event stream; a reopened job (next pending) is carried on.
func (c *corrections) apply(ctx context.Context, prev *jobs.Outcome, next jobs.Outcome, rc *types.Receipt) error {
	corr := wire.Correction{At: c.now().Unix(), Reason: "reorg", Previous: prev.Result, TxHash: rc.TxHash.Hex(), BlockNumber: rc.BlockNumber.String()}
	if err := c.w.deps.Outcomes.Correct(ctx, next, corr); err != nil {
		return err
	}
	log := c.w.log.WithFields(logrus.Fields{"task_id": next.JobID, "tx_hash": corr.TxHash, "block_number": corr.BlockNumber})
	if ev := c.w.deps.CorrectionEvents; ev != nil {
		if err := ev.AppendWriteCorrected(ctx, correctedEvent(next, corr, rc)); err != nil {
			log.WithField("err", err.Error()).Warn("write_corrected not announced; the job shows the correction")
		}
	}
	if next.State == jobs.StatePending {
		c.w.deps.Fees.WriteCorrected(CorrectedReopened)
		log.Error("a write answered 201 did not land again after a deep reorg; its job is reopened")
		return c.carryOnReopened(ctx, next.JobID, rc)
	}
	c.w.deps.Fees.WriteCorrected(CorrectedMoved)
	log.WithFields(logrus.Fields{"previous": string(prev.Result), "now": string(next.Result)}).Warn("a write answered 201 landed differently after a deep reorg; its job is corrected")
	return nil
}

// correctedEvent is the write_corrected event of job next corrected by c,
// its write now in rc: without a result when the write did not land again
// (the job reopened), its project then the one the 201 named.
func correctedEvent(next jobs.Outcome, c wire.Correction, rc *types.Receipt) readmodel.Event {
	var ids struct {
		ProjectID string `json:"projectId"`
	}
	if next.Result != nil {
		_ = json.Unmarshal(next.Result, &ids)
	} else {
		_ = json.Unmarshal(c.Previous, &ids)
	}
	return readmodel.Event{
		ID: c.BlockNumber + "-" + next.JobID, Type: readmodel.EventWriteCorrected, ProjectID: ids.ProjectID,
		BlockNumber: rc.BlockNumber.Uint64(), BlockHash: rc.BlockHash, TxHash: rc.TxHash, Timestamp: uint64(c.At),
		JobID: next.JobID, Previous: c.Previous, Result: next.Result,
	}
}

// reopenIntent reopens the jobs of intent r: a single write's job, or
// every member of a batch that reverted as a whole (a batch that landed
// has its members corrected one by one from its receipt, in FinalMoved).
func (c *corrections) reopenIntent(ctx context.Context, r txmgr.Record, rc *types.Receipt) error {
	if rc == nil {
		rc = &types.Receipt{TxHash: r.MinedHash, BlockNumber: new(big.Int).SetUint64(r.BlockNumber)}
	}
	if id, ok := settle.BatchOfIntent(r.IntentID); ok && c.members != nil {
		members, err := c.members(ctx, id)
		if err != nil {
			return err
		}
		for _, m := range members {
			if err := c.reopenJob(ctx, m, rc); err != nil {
				return err
			}
		}
		return nil
	}
	jobID, ok := settle.JobOfIntent(r.IntentID)
	if !ok {
		c.w.log.WithFields(logrus.Fields{"intent": r.IntentID, "tx_hash": r.MinedHash.Hex()}).Warn("a transaction that is no paid write's reverted or was lost after a deep reorg")
		return nil
	}
	return c.reopenJob(ctx, jobID, rc)
}

// reopenJob reopens job jobID, answered 201 by a write that no longer
// landed in rc's block, unless it was reopened already.
func (c *corrections) reopenJob(ctx context.Context, jobID string, rc *types.Receipt) error {
	prev, err := c.w.deps.Outcomes.Get(ctx, jobID)
	if errors.Is(err, jobs.ErrNotFound) {
		return c.resumeReopened(ctx, jobID, rc)
	}
	if err != nil {
		return err
	}
	next, changed := corrected(prev, nil)
	if !changed {
		return nil
	}
	return c.apply(ctx, prev, next, rc)
}

// resumeReopened re-queues the continuation of a job whose reopening was
// recorded (its last correction names rc) but whose continuation may not
// have been queued: a telling repeated after an error.
func (c *corrections) resumeReopened(ctx context.Context, jobID string, rc *types.Receipt) error {
	if rc == nil {
		return nil
	}
	cs, err := c.w.deps.Outcomes.Corrections(ctx, jobID)
	if err != nil || len(cs) == 0 {
		return err
	}
	if last := cs[len(cs)-1]; last.TxHash != rc.TxHash.Hex() || last.BlockNumber != rc.BlockNumber.String() {
		return nil
	}
	return c.carryOnReopened(ctx, jobID, rc)
}

// carryOnReopened queues a continuation of reopened job jobID, under an id
// of its own for this block, from the job's retained task.
func (c *corrections) carryOnReopened(ctx context.Context, jobID string, rc *types.Receipt) error {
	if c.w.inspector == nil {
		return errors.New("no asynq inspector to read the reopened job's task")
	}
	info, err := c.w.inspector.GetTaskInfo(jobs.QueueWrites, jobID)
	if err != nil {
		return fmt.Errorf("read the task of reopened job %s: %w", jobID, err)
	}
	return c.w.queueContinuation(ctx, jobID, info.Type, info.Payload, info.Headers, jobs.QueueWrites, reorgTaskID(jobID, rc), 0)
}
