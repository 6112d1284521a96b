package reconcile

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/jobs"
)

// reservations drives the reservations left on the index of reservations
// not yet queued for longer than Grace.
func (rc *Reconciler) reservations(ctx context.Context) error {
	list, err := rc.deps.Reservations.Unqueued(ctx, rc.now().Add(-rc.cfg.Grace), int64(rc.cfg.Batch))
	if err != nil {
		return err
	}
	var errs []error
	for _, u := range list {
		if err := rc.reservation(ctx, u); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

func (rc *Reconciler) reservation(ctx context.Context, u payment.Unqueued) error {
	r := rc.deps.Reservations
	log := rc.log.WithFields(logrus.Fields{"payer": u.Payer.Hex(), "nonce": fmt.Sprintf("0x%x", u.Nonce)})
	holder, err := r.Holder(ctx, u.Payer, u.Nonce)
	if err != nil {
		return err
	}
	staged, err := r.Staged(ctx, u.Payer, u.Nonce)
	if err != nil {
		return err
	}
	switch decideReservation(holder, staged) {
	case forget:
		return r.Queued(ctx, u.Payer, u.Nonce)
	case release:
		if _, err := r.Release(ctx, u.Payer, u.Nonce, holder); err != nil {
			return err
		}
		if rc.deps.Spends != nil {
			if err := rc.deps.Spends.Release(ctx, u.Payer, u.Nonce); err != nil {
				return err
			}
		}
		log.Warn("released a payment reservation whose request died before queueing its job")
		return nil
	}
	task, opts, err := jobs.RebuildWriteTask(staged.Type, staged.Payload)
	if err != nil {
		log.WithField("err", err.Error()).Error("staged job cannot be rebuilt")
		return err
	}
	_, err = rc.deps.Enqueuer.EnqueueContext(ctx, task, append(opts, asynq.TaskID(staged.JobID))...)
	switch {
	case errors.Is(err, asynq.ErrTaskIDConflict):
		// Queued after all (the API died after the enqueue).
	case err != nil:
		return fmt.Errorf("queue staged job %s: %w", staged.JobID, err)
	default:
		log.WithField("task_id", staged.JobID).Warn("queued the job of a payment whose request died before queueing it")
	}
	return r.Queued(ctx, u.Payer, u.Nonce)
}

// leaseRepairScript gives task ARGV[1] an expired lease (score 0) in the
// lease set KEYS[1] if it has none and is still in the active list
// KEYS[2], in one step, so a task that finishes meanwhile is left alone.
const leaseRepairScript = `
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then
  return 0
end
if not redis.call('LPOS', KEYS[2], ARGV[1]) then
  return 0
end
redis.call('ZADD', KEYS[1], 0, ARGV[1])
return 1
`

var leaseRepair = redis.NewScript(leaseRepairScript)

// asynqQueueKey is the prefix of asynq's keys for queue q (asynq's
// base.QueueKeyPrefix, stable since v0.18).
func asynqQueueKey(q string) string { return "asynq:{" + q + "}:" }

// orphans finds paid writes in asynq's active list that no worker holds.
// A task whose lease expired is asynq's recoverer's to re-queue (within its
// one-minute tick, after a 30 s margin); one without any lease is invisible
// to the recoverer and would stay active for ever, so it gets an expired
// lease here.
func (rc *Reconciler) orphans(ctx context.Context) error {
	tasks, err := rc.deps.Inspector.ListActiveTasks(jobs.QueueWrites, asynq.PageSize(rc.cfg.Batch))
	if errors.Is(err, asynq.ErrQueueNotFound) {
		return nil // no paid write was ever queued
	}
	if err != nil {
		return fmt.Errorf("list active tasks: %w", err)
	}
	keys := []string{asynqQueueKey(jobs.QueueWrites) + "lease", asynqQueueKey(jobs.QueueWrites) + "active"}
	var errs []error
	for _, t := range tasks {
		log := rc.log.WithFields(logrus.Fields{"task_id": t.ID, "task_type": t.Type})
		if t.IsOrphaned {
			log.Info("active task's lease expired; asynq's recoverer re-queues it")
			continue
		}
		n, err := leaseRepair.Run(ctx, rc.deps.Redis, keys, t.ID).Int64()
		if err != nil {
			errs = append(errs, fmt.Errorf("repair lease of %s: %w", t.ID, err))
			continue
		}
		if n == 1 {
			log.Warn("active task had no lease; gave it an expired one for asynq's recoverer")
		}
	}
	return errors.Join(errs...)
}

// archived re-runs the paid writes asynq archived within ArchivedWindow
// that still owe their client an outcome or whose transaction is
// unresolved. asynq lists archived tasks oldest first, so the pages are read
// from the last one back, until a page reaches past the window.
func (rc *Reconciler) archived(ctx context.Context) error {
	queues, err := rc.deps.Inspector.Queues()
	if err != nil {
		return fmt.Errorf("list queues: %w", err)
	}
	if !slices.Contains(queues, jobs.QueueWrites) {
		return nil // no paid write was ever queued
	}
	info, err := rc.deps.Inspector.GetQueueInfo(jobs.QueueWrites)
	if err != nil {
		return fmt.Errorf("read queue info: %w", err)
	}
	since := rc.now().Add(-rc.cfg.ArchivedWindow)
	var errs []error
	for page := (info.Archived + rc.cfg.Batch - 1) / rc.cfg.Batch; page >= 1; page-- {
		tasks, err := rc.deps.Inspector.ListArchivedTasks(jobs.QueueWrites, asynq.PageSize(rc.cfg.Batch), asynq.Page(page))
		if err != nil {
			return errors.Join(append(errs, fmt.Errorf("list archived tasks: %w", err))...)
		}
		older := false
		for _, t := range tasks {
			// A task archived by hand has no failure time: looked at.
			if !t.LastFailedAt.IsZero() && t.LastFailedAt.Before(since) {
				older = true
				continue
			}
			if err := rc.archivedTask(ctx, t); err != nil {
				errs = append(errs, err)
			}
		}
		if older {
			break
		}
	}
	return errors.Join(errs...)
}

// archivedTask re-runs archived task t if it is a paid write that must run
// again (rerunArchived).
func (rc *Reconciler) archivedTask(ctx context.Context, t *asynq.TaskInfo) error {
	if !jobs.IsPaidWrite(t.Type) {
		return nil
	}
	_, oerr := rc.deps.Outcomes.Get(ctx, t.ID)
	if oerr != nil && !errors.Is(oerr, jobs.ErrNotFound) {
		return oerr
	}
	rec, rerr := rc.deps.Records.Get(ctx, t.ID)
	if !rerunArchived(oerr == nil, rec, rerr) {
		return nil
	}
	if err := rc.deps.Inspector.RunTask(jobs.QueueWrites, t.ID); err != nil {
		return fmt.Errorf("re-run archived task %s: %w", t.ID, err)
	}
	rc.log.WithFields(logrus.Fields{"task_id": t.ID, "task_type": t.Type, "last_err": t.LastErr}).Warn("re-ran an archived paid write that has no final outcome")
	return nil
}
