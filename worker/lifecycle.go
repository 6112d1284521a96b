package worker

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/hibiken/asynq"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain/rpcpool"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/settle"
)

// The lifecycle of a paid-write job between its deliveries: what happens
// when a delivery ends without a final answer (see the outcome rule in
// doc.go). Three things can follow such a delivery, never a published
// failure:
//   - the chain proves the payment can no longer be taken (expiry): the job
//     fails, saying nothing was charged;
//   - asynq retries it (a further delivery), with a capped backoff, and the
//     retry that would make the next delivery asynq's last is not counted;
//   - the delivery is asynq's last anyway (a task queued with a small
//     MaxRetry, or a crash counted on the one before): the job carries on in
//     a continuation task under the same job id, queued before the last
//     delivery starts so that a crash during it is carried on too.

// Headers of a continuation task.
const (
	// headerJob names the job a continuation task carries on: its intent
	// and the id its outcome is published under.
	headerJob = "inkd-job"
	// headerGeneration counts the continuations of a job, to name each.
	headerGeneration = "inkd-generation"
)

// Options of a continuation task: those of the paid writes (jobs).
const (
	continuationMaxRetry = 25
	continuationTimeout  = 10 * time.Minute
)

// jobIDOf returns the job a delivery works for: the task id, or for a
// continuation the job it carries on.
func jobIDOf(ctx context.Context, t *asynq.Task) string {
	if j := t.Headers()[headerJob]; j != "" {
		return j
	}
	id, _ := asynq.GetTaskID(ctx)
	return id
}

// isPaidWrite reports whether tasks of taskType are paid writes, which
// follow the outcome rule.
func isPaidWrite(taskType string) bool {
	return jobs.IsPaidWrite(taskType)
}

// published reports whether job jobID has an outcome already. A published
// outcome is final: a later delivery (a duplicate, a continuation, a task
// queued again) must not sign anything for the job, least of all after a
// client was told it failed.
func (w *Worker) published(ctx context.Context, jobID string) (bool, error) {
	_, err := w.deps.Outcomes.Get(ctx, jobID)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, jobs.ErrNotFound):
		return false, nil
	}
	return false, fmt.Errorf("read the job's outcome: %w", err)
}

// undecided ends a delivery of paid write jobID that returned err, neither
// a result nor a final failure. It publishes a failure only when the chain
// proves the payment can no longer be taken; otherwise the job goes on.
func (w *Worker) undecided(ctx context.Context, log *logrus.Entry, jobID string, t *asynq.Task, err error) error {
	if f := w.deps.Writes.Expired(ctx, t); f != nil {
		log.WithField("err", err.Error()).Info("job failed: its authorization expired unused")
		// The task's own deadline may be what ended the delivery (a
		// transaction that never mines waits it out): publish on a
		// context of its own, or the failure is never told.
		pctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), recordReadTimeout)
		defer cancel()
		if perr := w.deps.Outcomes.Publish(pctx, jobs.Outcome{JobID: jobID, State: jobs.StateFailed, Failure: &f.Failure}); perr != nil {
			return fmt.Errorf("publish outcome: %w", perr)
		}
		return fmt.Errorf("%w: %w", f, asynq.SkipRetry)
	}
	retried, _ := asynq.GetRetryCount(ctx)
	maxRetry, _ := asynq.GetMaxRetry(ctx)
	if retried >= maxRetry {
		// asynq archives a task that errs on its last delivery, whatever
		// the error: carry on in a new task instead.
		if cerr := w.carryOn(ctx, jobID, t, retryDelay(retried, err, t)); cerr != nil {
			log.WithFields(logrus.Fields{"err": err.Error(), "continuation_err": cerr.Error()}).Error("job archived without an outcome")
			return err
		}
		log.WithField("err", err.Error()).Warn("job carried on after its last delivery")
		return nil
	}
	if w.txUnresolved(ctx, jobID) {
		// A signed transaction: retried without counting, every few
		// seconds, while the monitor re-sends it.
		log.WithField("err", err.Error()).Warn("job waits for its transaction")
		return fmt.Errorf("%w: %w", settle.ErrTxUnresolved, err)
	}
	if errors.Is(err, rpcpool.ErrKnownDown) {
		// Every provider has failed for a whole call budget: retried
		// every few seconds without counting, so the job goes on within
		// seconds of the chain's return whatever the outage's length;
		// the pool has warned of each provider already.
		log.WithField("err", err.Error()).Info("job waits for the chain to be reachable")
		return fmt.Errorf("%w: %w", settle.ErrRetryLater, err)
	}
	if retried+1 >= maxRetry {
		// Counted, this retry would make the next delivery the last.
		log.WithField("err", err.Error()).Warn("job will be retried")
		return fmt.Errorf("%w: %w", settle.ErrRetryLater, err)
	}
	log.WithField("err", err.Error()).Warn("job will be retried")
	return err
}

// carryOnFirst queues the continuation of a paid write's last delivery
// before the delivery starts: asynq archives a task whose last delivery
// crashes (its lease expires), and the continuation carries the job on
// all the same. It overlaps the delivery when both run, which handlers
// tolerate, and does nothing once the outcome is published.
func (w *Worker) carryOnFirst(ctx context.Context, log *logrus.Entry, jobID string, t *asynq.Task) {
	retried, _ := asynq.GetRetryCount(ctx)
	maxRetry, _ := asynq.GetMaxRetry(ctx)
	if retried < maxRetry {
		return
	}
	if err := w.carryOn(ctx, jobID, t, retryDelay(retried, nil, t)); err != nil {
		log.WithField("err", err.Error()).Warn("no continuation queued before the last delivery")
	}
}

// carryOn queues a continuation of job jobID (the task t) to start after
// delay. A continuation already queued for this generation is fine.
func (w *Worker) carryOn(ctx context.Context, jobID string, t *asynq.Task, delay time.Duration) error {
	gen, _ := strconv.Atoi(t.Headers()[headerGeneration])
	gen++
	headers := map[string]string{headerGeneration: strconv.Itoa(gen)}
	if rid := jobs.RequestIDOf(t); rid != "" {
		headers[jobs.HeaderRequestID] = rid
	}
	queue, ok := asynq.GetQueueName(ctx)
	if !ok {
		queue = jobs.QueueWrites
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), recordReadTimeout)
	defer cancel()
	return w.queueContinuation(ctx, jobID, t.Type(), t.Payload(), headers, queue, continuationTaskID(jobID, gen), delay)
}

// queueContinuation queues a task of type typ with payload that carries
// job jobID on (its headers are headers and the job's), under taskID in
// queue, to start after delay. A task already queued under taskID is
// fine: it carries the job on all the same.
func (w *Worker) queueContinuation(ctx context.Context, jobID, typ string, payload []byte, headers map[string]string, queue, taskID string, delay time.Duration) error {
	h := make(map[string]string, len(headers)+1)
	for k, v := range headers {
		h[k] = v
	}
	h[headerJob] = jobID
	next := asynq.NewTaskWithHeaders(typ, payload, h)
	_, err := w.client.EnqueueContext(ctx, next, asynq.Queue(queue), asynq.TaskID(taskID),
		asynq.MaxRetry(continuationMaxRetry), asynq.Retention(jobs.Retention), asynq.Timeout(continuationTimeout), asynq.ProcessIn(delay))
	if err != nil && !errors.Is(err, asynq.ErrTaskIDConflict) {
		return fmt.Errorf("queue continuation %s of %s: %w", taskID, jobID, err)
	}
	return nil
}
