package reconcile

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/jobs"
)

// Defaults of Config.
const (
	// DefaultInterval is how often a pass runs (in one worker process).
	DefaultInterval = 30 * time.Second
	// DefaultGrace is how old a reservation must be before the reconciler
	// touches it: far longer than the API needs between reserving a
	// payment and queueing its job (a few chain reads).
	DefaultGrace = 2 * time.Minute
	// DefaultBatch bounds the items of each kind one pass looks at.
	DefaultBatch = 500
	// DefaultLeaseKey is the Redis key of the lease that lets one process
	// run a pass.
	DefaultLeaseKey = "inkd:reconcile:lease"
)

// Config configures the Reconciler. Zero values take the defaults.
type Config struct {
	// Interval between passes. Default 30 s.
	Interval time.Duration
	// Grace is the age of a reservation before it counts as stranded.
	// Default 2 min; it must exceed the API's longest path from reserving
	// a payment to queueing its job.
	Grace time.Duration
	// Batch bounds the reservations, active and archived tasks one pass
	// looks at. Default 500.
	Batch int
	// LeaseKey is the Redis key of the pass lease. Default
	// DefaultLeaseKey; tests use their own.
	LeaseKey string
	// ArchivedWindow is how far back archived paid writes are looked at,
	// by the time asynq archived them. Default jobs.Retention: an older
	// write's outcome and reservation are gone, its client cannot be
	// answered any more, and asynq keeps every failed write archived for
	// months, too many to read each period.
	ArchivedWindow time.Duration
}

func (c Config) withDefaults() Config {
	c.Interval = cmpOr(c.Interval, DefaultInterval)
	c.Grace = cmpOr(c.Grace, DefaultGrace)
	c.Batch = cmpOr(c.Batch, DefaultBatch)
	c.LeaseKey = cmpOr(c.LeaseKey, DefaultLeaseKey)
	c.ArchivedWindow = cmpOr(c.ArchivedWindow, jobs.Retention)
	return c
}

func cmpOr[T comparable](v, def T) T {
	var zero T
	if v == zero {
		return def
	}
	return v
}

// Check reports the first field that is wrong.
func (c Config) Check() error {
	switch {
	case c.Interval < 0 || (c.Interval > 0 && c.Interval < 100*time.Millisecond):
		return errors.New("reconcile: Interval must be at least 100ms")
	case c.Grace < 0:
		return errors.New("reconcile: Grace is negative")
	case c.Batch < 0:
		return errors.New("reconcile: Batch is negative")
	case c.ArchivedWindow < 0:
		return errors.New("reconcile: ArchivedWindow is negative")
	}
	return nil
}

// Reservations is the payment reservation store; *payment.Reservations
// satisfies it.
type Reservations interface {
	Unqueued(ctx context.Context, before time.Time, limit int64) ([]payment.Unqueued, error)
	Holder(ctx context.Context, payer common.Address, nonce [32]byte) (string, error)
	Staged(ctx context.Context, payer common.Address, nonce [32]byte) (*payment.StagedJob, error)
	Queued(ctx context.Context, payer common.Address, nonce [32]byte) error
	Release(ctx context.Context, payer common.Address, nonce [32]byte, fingerprint string) (bool, error)
}

// Spends holds accepted payments' values against their payers' balances;
// *payment.Spends satisfies it.
type Spends interface {
	Release(ctx context.Context, payer common.Address, nonce [32]byte) error
}

// Enqueuer queues tasks; *asynq.Client satisfies it.
type Enqueuer interface {
	EnqueueContext(ctx context.Context, t *asynq.Task, opts ...asynq.Option) (*asynq.TaskInfo, error)
}

// Inspector reads and re-runs asynq tasks; *asynq.Inspector satisfies it.
type Inspector interface {
	ListActiveTasks(queue string, opts ...asynq.ListOption) ([]*asynq.TaskInfo, error)
	ListArchivedTasks(queue string, opts ...asynq.ListOption) ([]*asynq.TaskInfo, error)
	Queues() ([]string, error)
	GetQueueInfo(queue string) (*asynq.QueueInfo, error)
	RunTask(queue, id string) error
}

// Records reads transaction records; *txmgr.Manager satisfies it.
type Records interface {
	Get(ctx context.Context, intentID string) (*txmgr.Record, error)
}

// Outcomes reads published job outcomes; *jobs.Store satisfies it.
type Outcomes interface {
	Get(ctx context.Context, id string) (*jobs.Outcome, error)
}

var (
	_ Reservations = (*payment.Reservations)(nil)
	_ Spends       = (*payment.Spends)(nil)
	_ Enqueuer     = (*asynq.Client)(nil)
	_ Inspector    = (*asynq.Inspector)(nil)
	_ Records      = (*txmgr.Manager)(nil)
	_ Outcomes     = (*jobs.Store)(nil)
)

// Deps are the parts a Reconciler reads and drives.
type Deps struct {
	// Redis holds the pass lease and asynq's keys.
	Redis        redis.UniversalClient
	Reservations Reservations
	Enqueuer     Enqueuer
	Inspector    Inspector
	Records      Records
	Outcomes     Outcomes
	// Spends, when set, gives back the hold a released reservation's
	// request may have taken, so the client's retry is not refused for a
	// balance held by its own dead request. Nil: holds lapse with their
	// authorizations.
	Spends Spends
}

// Reconciler runs the reconciliation passes. Start and Shutdown it once.
type Reconciler struct {
	cfg   Config
	deps  Deps
	log   *logrus.Entry
	owner string
	now   func() time.Time
	stop  chan struct{}
	once  sync.Once
}

// New returns a Reconciler; every part of deps but Spends is required.
func New(cfg Config, deps Deps, log *logrus.Entry) (*Reconciler, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if deps.Redis == nil || deps.Reservations == nil || deps.Enqueuer == nil || deps.Inspector == nil || deps.Records == nil || deps.Outcomes == nil {
		return nil, errors.New("reconcile: every part of Deps is required")
	}
	var id [8]byte
	_, _ = rand.Read(id[:])
	return &Reconciler{
		cfg: cfg.withDefaults(), deps: deps, log: log.WithField("component", "reconcile"),
		owner: hex.EncodeToString(id[:]), now: time.Now, stop: make(chan struct{}),
	}, nil
}

// Start runs a pass every Interval until Shutdown, in the process that
// takes the period's lease.
func (rc *Reconciler) Start(wg *sync.WaitGroup) {
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(rc.cfg.Interval)
		defer t.Stop()
		for {
			select {
			case <-rc.stop:
				return
			case <-t.C:
			}
			ctx, cancel := context.WithTimeout(context.Background(), rc.cfg.Interval)
			go func() {
				select {
				case <-rc.stop:
					cancel()
				case <-ctx.Done():
				}
			}()
			if err := rc.RunOnce(ctx); err != nil && ctx.Err() == nil {
				rc.log.WithField("err", err.Error()).Warn("reconciliation pass failed")
			}
			cancel()
		}
	}()
}

// Shutdown stops the passes; a running one is cancelled.
func (rc *Reconciler) Shutdown() { rc.once.Do(func() { close(rc.stop) }) }

// RunOnce runs one pass if this process takes the lease of the period
// (SET NX with a TTL of Interval: the pass is idempotent, the lease only
// spares the other workers the work). It reports the first error of the
// three checks, after running all of them.
func (rc *Reconciler) RunOnce(ctx context.Context) error {
	won, err := rc.deps.Redis.SetNX(ctx, rc.cfg.LeaseKey, rc.owner, rc.cfg.Interval).Result()
	if err != nil {
		return fmt.Errorf("take reconcile lease: %w", err)
	}
	if !won {
		return nil
	}
	return rc.pass(ctx)
}

// pass runs the three checks, all of them, and returns their errors.
func (rc *Reconciler) pass(ctx context.Context) error {
	return errors.Join(rc.reservations(ctx), rc.orphans(ctx), rc.archived(ctx))
}
