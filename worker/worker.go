package worker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/rpcpool"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/failpoint"
	"github.com/inkd/inkd/internal/liblog"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/batcher"
	"github.com/inkd/inkd/worker/settle"
	"github.com/inkd/inkd/worker/takeover"
)

// Defaults of Config.
const (
	// DefaultConcurrency is how many tasks one worker process runs at once.
	// A paid write holds its slot until its batch's receipt (2-4 s), so
	// 270 writes/s need ~1,000 slots (Little's law); a slot that only
	// waits costs ~7 KiB and ~0.2 Redis commands/s (BenchmarkWaitingTasks).
	DefaultConcurrency = 1024
	// DefaultTaskCheckInterval is how often an idle worker looks for tasks;
	// asynq's 1 s default would add ~0.9 s to every paid write.
	DefaultTaskCheckInterval = 50 * time.Millisecond
	// DefaultShutdownTimeout bounds Shutdown (SHUTDOWN_TIMEOUT).
	DefaultShutdownTimeout = 20 * time.Second
	// maxStopReserve caps the part of ShutdownTimeout kept for the
	// background parts after the running tasks (stopReserve).
	maxStopReserve = 5 * time.Second
)

// Config configures a worker process. Zero values take the defaults.
type Config struct {
	// Concurrency is the number of tasks run at once. Default
	// DefaultConcurrency.
	Concurrency int
	// TaskCheckInterval is the idle poll interval. Default 50 ms.
	TaskCheckInterval time.Duration
	// ShutdownTimeout bounds Shutdown as a whole, whatever the chain
	// does: running tasks get it less a reserve (a quarter, at most 5 s)
	// to finish, then asynq hands those still running back to their queue
	// (not counted as a retry) and their contexts end; the background
	// parts get what is left to stop, and are abandoned (logged) past it.
	// Default 20 s.
	ShutdownTimeout time.Duration
	// RetryCheckInterval is how often tasks whose retry delay has passed
	// are moved back to their queue, so a retry starts up to this long
	// after its delay. Zero means asynq's default (5 s); tests shorten it.
	RetryCheckInterval time.Duration
	// TakeoverLease is how long a worker process may be silent before
	// another takes over its running paid writes (worker/takeover);
	// takeover.DefaultLease when zero, off when negative.
	TakeoverLease time.Duration
}

func (c Config) withDefaults() Config {
	if c.Concurrency == 0 {
		c.Concurrency = DefaultConcurrency
	}
	if c.TaskCheckInterval == 0 {
		c.TaskCheckInterval = DefaultTaskCheckInterval
	}
	if c.ShutdownTimeout == 0 {
		c.ShutdownTimeout = DefaultShutdownTimeout
	}
	return c
}

// Check reports the first field that is wrong.
func (c Config) Check() error {
	if c.Concurrency < 1 {
		return errors.New("worker: Concurrency must be at least 1")
	}
	if c.TaskCheckInterval < time.Millisecond {
		return errors.New("worker: TaskCheckInterval below 1ms")
	}
	if c.RetryCheckInterval < 0 {
		return errors.New("worker: RetryCheckInterval is negative")
	}
	return nil
}

// handler is how inkd's handlers are written: given the job id (the asynq
// task id, which is also the idempotency key of everything the job does)
// they return the JSON result the API answers with, or an error. run turns
// them into asynq handlers that publish the job's outcome.
type handler func(ctx context.Context, jobID string, t *asynq.Task) (json.RawMessage, error)

// multiPush is the handler of jobs.TypePushVersions: a multi-push paid by
// voucher is folded as any write paid by voucher is (Batches.Write sends
// it to the voucher lane, one write of its batch); under exact it is its
// own transaction, never folded (Writes.PushVersions).
func multiPush(deps Deps) handler {
	return func(ctx context.Context, jobID string, t *asynq.Task) (json.RawMessage, error) {
		var paid struct {
			Voucher *jobs.Voucher `json:"voucher"`
		}
		if err := jobs.Decode(t, &paid); err != nil {
			return nil, jobs.Fail(wire.CodeInternal, err.Error())
		}
		if paid.Voucher != nil {
			return deps.Batches.Write(ctx, jobID, t)
		}
		return deps.Writes.PushVersions(ctx, jobID, t)
	}
}

// Lifecycle is a long-running part a worker process owns (the transaction
// monitor, the indexer).
type Lifecycle interface {
	Start(wg *sync.WaitGroup)
	Shutdown()
}

// Deps are the parts handlers use. Nil parts leave their task types
// unregistered.
type Deps struct {
	Log      *logrus.Entry
	Outcomes *jobs.Store
	// Writes handles paid writes; nil leaves them unregistered.
	Writes *settle.PaidWrites
	// Batches runs Writes' creates and single pushes, and the
	// multi-pushes paid by voucher, folding those of many payers into one
	// transaction when its MaxItems is above 1
	// (batcher.go); required with Writes, and one of Background. With
	// folding off every delivery still looks for the batch its job may be
	// a member of (a folding worker put it there) and claims its own
	// transaction otherwise.
	Batches *batcher.Batcher
	// Uploads handles uploads; nil leaves them unregistered.
	Uploads *Uploads
	// Refunds runs the cooperative refunds of channels (refunds.go); nil
	// leaves them unregistered.
	Refunds *Refunds
	// Background parts started before the asynq server and stopped after it.
	Background []Lifecycle
	// Fees counts landed paid writes and their fees; nil records nothing.
	Fees FeeMetrics
	// CorrectionEvents announces writes a deep reorg corrected
	// (corrections.go); nil announces nothing (the jobs show them).
	CorrectionEvents CorrectionEvents
}

// Worker is one worker process's asynq server and its background parts.
type Worker struct {
	cfg  Config
	deps Deps
	srv  *asynq.Server
	mux  *asynq.ServeMux
	log  *logrus.Entry
	// client queues continuations of jobs (lifecycle.go).
	client *asynq.Client
	// takeover lists this process's running paid writes and carries on
	// those of dead processes (takeover_jobs.go); nil when off.
	takeover  *takeover.Watch
	inspector *asynq.Inspector
}

// New builds a worker on rdb, which it shares with the rest of the process
// and does not close.
func New(cfg Config, rdb redis.UniversalClient, deps Deps) (*Worker, error) {
	cfg = cfg.withDefaults()
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if deps.Outcomes == nil {
		return nil, errors.New("worker: Deps.Outcomes is required")
	}
	if deps.Writes != nil && deps.Batches == nil {
		return nil, errors.New("worker: Deps.Batches is required with Deps.Writes")
	}
	if deps.Fees == nil {
		deps.Fees = NoopFeeMetrics{}
	}
	log := deps.Log.WithField("component", "worker")
	w := &Worker{cfg: cfg, deps: deps, log: log, mux: asynq.NewServeMux(), client: asynq.NewClientFromRedisClient(rdb)}
	if deps.Writes != nil {
		w.inspector = asynq.NewInspectorFromRedisClient(rdb)
		// The writes a reorg deeper than the confirmations moves are
		// corrected in their jobs (corrections.go).
		deps.Writes.SetFinalWatcher(&corrections{w: w, now: time.Now, members: deps.Batches.Members})
	}
	if deps.Writes != nil && cfg.TakeoverLease >= 0 {
		w.takeover = takeover.NewWatch(takeover.Config{Lease: cfg.TakeoverLease}, takeover.NewRoster(rdb, ""), w.resumeTakenOver, deps.Log)
		// First among the background parts: its lease is renewed before
		// any task runs and it leaves the roster after they stopped.
		w.deps.Background = append([]Lifecycle{w.takeover}, w.deps.Background...)
	}
	w.srv = asynq.NewServerFromRedisClient(rdb, asynq.Config{
		Concurrency:       cfg.Concurrency,
		TaskCheckInterval: cfg.TaskCheckInterval,
		ShutdownTimeout:   cfg.ShutdownTimeout - stopReserve(cfg.ShutdownTimeout),
		// Zero leaves asynq's default.
		DelayedTaskCheckInterval: cfg.RetryCheckInterval,
		Queues:                   map[string]int{jobs.QueueWrites: 6, jobs.QueueStorage: 3, "default": 1},
		Logger:                   liblog.NewAsynq(deps.Log, liblog.NewLimiter(liblog.DefaultEvery, time.Now)),
		LogLevel:                 asynq.WarnLevel,
		RetryDelayFunc:           retryDelay,
		IsFailure:                isFailure,
	})
	if deps.Writes != nil {
		w.mux.HandleFunc(jobs.TypeCreateProject, w.run(deps.Batches.Write))
		w.mux.HandleFunc(jobs.TypePushVersion, w.run(deps.Batches.Write))
		w.mux.HandleFunc(jobs.TypePushVersions, w.run(multiPush(deps)))
	}
	if deps.Uploads != nil {
		w.mux.HandleFunc(jobs.TypeUpload, w.run(deps.Uploads.upload))
	}
	if deps.Refunds != nil {
		w.mux.HandleFunc(jobs.TypeRefund, w.run(deps.Refunds.refund))
	}
	return w, nil
}

// recordReadTimeout bounds the read of a failed job's transaction record.
const recordReadTimeout = 5 * time.Second

// txRetryDelay spaces the deliveries of a job whose transaction is
// unresolved. They are not counted, so the usual backoff does not grow;
// the transaction monitor re-sends the transaction meanwhile, and the job
// only comes back to carry on from its record.
const txRetryDelay = 5 * time.Second

// chainDownRetryDelay spaces the deliveries of a paid write that found
// every chain provider known down (rpcpool.ErrKnownDown). They are not
// counted either: a backoff grown through a long outage would hold the job
// back for up to a minute after the chain is back.
const chainDownRetryDelay = 5 * time.Second

// isFailure tells asynq which errors count against a task's MaxRetry: all
// but settle.ErrRetryLater.
func isFailure(err error) bool { return !errors.Is(err, settle.ErrRetryLater) }

// retryDelay retries quickly at first: most retries resume a stored
// transaction whose block is seconds away.
func retryDelay(n int, err error, _ *asynq.Task) time.Duration {
	if errors.Is(err, settle.ErrTxUnresolved) {
		return txRetryDelay
	}
	if errors.Is(err, rpcpool.ErrKnownDown) {
		return chainDownRetryDelay
	}
	d := time.Duration(1<<min(n, 6)) * time.Second
	return min(d, time.Minute)
}

// run adapts a handler: it publishes the outcome when the job's answer is
// final (a result or a permanent failure) and hands asynq the other errors
// so it retries. Paid writes follow the outcome rule (doc.go, undecided);
// other jobs fail after their last retry.
func (w *Worker) run(h handler) asynq.HandlerFunc {
	return func(ctx context.Context, t *asynq.Task) error {
		id := jobIDOf(ctx, t)
		log := w.log.WithFields(logrus.Fields{"task_id": id, "task_type": t.Type()})
		if rid := jobs.RequestIDOf(t); rid != "" {
			log = log.WithField("request_id", rid)
			ctx = txmgr.WithRequestID(ctx, rid)
		}
		ctx = settle.WithJobLog(ctx, log)
		start := time.Now()
		log.Debug("job delivery started")
		defer func() { log.WithField("duration_ms", time.Since(start).Milliseconds()).Debug("job delivery ended") }()
		if w.deps.Writes != nil && isPaidWrite(t.Type()) {
			done, err := w.published(ctx, id)
			if err != nil {
				return w.undecided(ctx, log, id, t, err)
			}
			if done {
				return nil
			}
			defer w.hold(ctx, id)()
			w.carryOnFirst(ctx, log, id, t)
		}
		result, err := h(ctx, id, t)
		if err == nil {
			first, perr := w.deps.Outcomes.PublishFirst(ctx, jobs.Outcome{JobID: id, State: jobs.StateSucceeded, Result: result})
			if perr != nil {
				// The work is done; asynq retries and the handler finds it done.
				return fmt.Errorf("publish outcome: %w", perr)
			}
			if first {
				w.countFee(ctx, t)
			}
			failpoint.Hit("result_published")
			return nil
		}
		var fe *jobs.FailureError
		if errors.As(err, &fe) {
			log.WithField("err", err.Error()).Info("job failed")
			if perr := w.deps.Outcomes.Publish(ctx, jobs.Outcome{JobID: id, State: jobs.StateFailed, Failure: &fe.Failure}); perr != nil {
				return fmt.Errorf("publish outcome: %w", perr)
			}
			return fmt.Errorf("%w: %w", err, asynq.SkipRetry)
		}
		if w.deps.Writes != nil && isPaidWrite(t.Type()) {
			return w.undecided(ctx, log, id, t, err)
		}
		retried, _ := asynq.GetRetryCount(ctx)
		maxRetry, _ := asynq.GetMaxRetry(ctx)
		if retried >= maxRetry {
			log.WithField("err", err.Error()).Error("job failed after its last retry")
			f := jobs.Failure{Code: wire.CodeInternal, Message: "the job failed after retries: " + err.Error()}
			if perr := w.deps.Outcomes.Publish(ctx, jobs.Outcome{JobID: id, State: jobs.StateFailed, Failure: &f}); perr != nil {
				return fmt.Errorf("publish outcome: %w", perr)
			}
			return err
		}
		log.WithField("err", err.Error()).Warn("job will be retried")
		return err
	}
}

// txUnresolved reports whether paid write id has a transaction record that
// is not failed: signed, maybe broadcast, maybe mined or final, so the
// payment may be taken or already is. Only a failed record (its nonce used
// by something else for good) says the intent will never happen. A record
// that cannot be read counts as unresolved.
func (w *Worker) txUnresolved(ctx context.Context, id string) bool {
	// The task's own deadline may be what ended it.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), recordReadTimeout)
	defer cancel()
	r, err := w.deps.Batches.Record(ctx, id)
	switch {
	case errors.Is(err, txmgr.ErrNotFound):
		return false
	case err != nil:
		w.log.WithFields(logrus.Fields{"task_id": id, "err": err.Error()}).Warn("cannot read the job's transaction record")
		return true
	}
	return r.State != txmgr.StateFailed
}

// Start starts the background parts, then the asynq server.
// Order: background parts first so a task never runs without the
// transaction monitor; Shutdown stops them in reverse.
func (w *Worker) Start(wg *sync.WaitGroup) error {
	for _, b := range w.deps.Background {
		b.Start(wg)
	}
	if err := w.srv.Start(w.mux); err != nil {
		for _, b := range w.deps.Background {
			b.Shutdown()
		}
		return fmt.Errorf("start asynq server: %w", err)
	}
	return nil
}

// stopReserve is the part of a shutdown timeout kept for the background
// parts: a quarter, at most maxStopReserve.
func stopReserve(timeout time.Duration) time.Duration { return min(timeout/4, maxStopReserve) }

// Shutdown stops taking tasks, waits for running ones (asynq hands the
// rest back to their queue), then stops the background parts in reverse
// order; it returns within ShutdownTimeout, leaving a background part that
// is still stopping then (a call held by a stalled chain) to end with the
// process. The caller waits for the WaitGroup given to Start within the
// same bound (ShutdownTimeout).
func (w *Worker) Shutdown() {
	deadline := time.Now().Add(w.cfg.ShutdownTimeout)
	w.srv.Shutdown()
	stopped := make(chan struct{})
	go func() {
		for i := len(w.deps.Background) - 1; i >= 0; i-- {
			w.deps.Background[i].Shutdown()
		}
		close(stopped)
	}()
	if !stoppedBy(stopped, deadline) {
		w.log.WithField("timeout", w.cfg.ShutdownTimeout.String()).Warn("background parts still stopping at the shutdown timeout; leaving them")
	}
}

// ShutdownTimeout is the bound of Shutdown (Config.ShutdownTimeout after
// defaults).
func (w *Worker) ShutdownTimeout() time.Duration { return w.cfg.ShutdownTimeout }

// stoppedBy waits until done is closed or deadline passes; it reports
// whether done was closed.
func stoppedBy(done <-chan struct{}, deadline time.Time) bool {
	t := time.NewTimer(time.Until(deadline))
	defer t.Stop()
	select {
	case <-done:
		return true
	case <-t.C:
		return false
	}
}

var _ Lifecycle = (*batcher.Batcher)(nil)
