package worker

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/batcher"
	"github.com/inkd/inkd/worker/internal/settletest"
	"github.com/inkd/inkd/worker/settle"
)

// nodeError is an error the node answered with (a JSON-RPC error object),
// as go-ethereum's rpc client returns it: txmgr does not retry these.
type nodeError struct {
	code int
	msg  string
}

func (e nodeError) Error() string  { return e.msg }
func (e nodeError) ErrorCode() int { return e.code }

// errNoFunds is geth's answer to a transaction its sender cannot pay for.
var errNoFunds = nodeError{-32000, "insufficient funds for gas * price + value: balance 0, tx cost 1000000000000000"}

// errInvalidSender is geth's answer to a transaction it will never take.
var errInvalidSender = nodeError{-32000, "invalid sender: invalid chain id for signer"}

// faultyBackend is the real chain with faults the test switches on and
// off: failure injection by wrapping the real thing.
type faultyBackend struct {
	chain.Backend

	mu sync.Mutex
	// sendErr, when set, is answered to a SendTransaction of a call to
	// sendTo instead of sending it.
	sendErr error
	// dropSends makes SendTransaction of a call to sendTo report success
	// without sending: a node that lost the transaction.
	dropSends bool
	sendTo    common.Address

	sends atomic.Int32 // SendTransaction calls of a call to sendTo
}

func (f *faultyBackend) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	f.mu.Lock()
	target := tx.To() != nil && *tx.To() == f.sendTo
	err, drop := f.sendErr, f.dropSends
	f.mu.Unlock()
	if !target {
		return f.Backend.SendTransaction(ctx, tx)
	}
	f.sends.Add(1)
	switch {
	case err != nil:
		return err
	case drop:
		return nil
	}
	return f.Backend.SendTransaction(ctx, tx)
}

// set changes the faults under the lock.
func (f *faultyBackend) set(fn func(f *faultyBackend)) {
	f.mu.Lock()
	defer f.mu.Unlock()
	fn(f)
}

// queueRig is a worker process in miniature: a real asynq server on a real
// redis-server running the paid-write handlers, with a transaction manager
// signing with keys over a faulty wrapper of the development chain.
type queueRig struct {
	e       *settletest.Env
	rdb     redis.UniversalClient
	backend *faultyBackend
	txm     *txmgr.Manager
	worker  *Worker
	client  *asynq.Client
	insp    *asynq.Inspector
	store   *jobs.Store

	wg      sync.WaitGroup
	stopped bool
	tb      testing.TB
}

// newQueueRig starts a worker on rdb signing with keys. Its retries come
// one second apart (retryDelay's first step), checked every 50 ms.
func newQueueRig(t *testing.T, e *settletest.Env, rdb redis.UniversalClient, keys []*ecdsa.PrivateKey) *queueRig {
	t.Helper()
	return newQueueRigOver(t, e, e.Eth, rdb, keys)
}

// newQueueRigOver is newQueueRig with the worker's chain client b.
func newQueueRigOver(t *testing.T, e *settletest.Env, b chain.Backend, rdb redis.UniversalClient, keys []*ecdsa.PrivateKey) *queueRig {
	t.Helper()
	return newQueueRigWith(t, e, b, rdb, keys, func(*settle.Config) {})
}

// newQueueRigWith is newQueueRigOver with the paid writes' configuration
// changed by configure.
func newQueueRigWith(t *testing.T, e *settletest.Env, b chain.Backend, rdb redis.UniversalClient, keys []*ecdsa.PrivateKey, configure func(*settle.Config)) *queueRig {
	t.Helper()
	return newQueueRigTx(t, e, b, rdb, keys, configure, func(*txmgr.Config) {})
}

// newQueueRigTx is newQueueRigWith with the transaction manager's
// configuration changed by configureTx.
func newQueueRigTx(t *testing.T, e *settletest.Env, b chain.Backend, rdb redis.UniversalClient, keys []*ecdsa.PrivateKey,
	configure func(*settle.Config), configureTx func(*txmgr.Config)) *queueRig {
	t.Helper()
	fb := &faultyBackend{Backend: b, sendTo: e.Dev.Deployment.Treasury}
	// Records fail one second after their nonce is seen used by another
	// transaction, instead of six.
	txCfg := txmgr.Config{ChainID: big.NewInt(8453), ResubmitInterval: time.Second}
	configureTx(&txCfg)
	txm, err := txmgr.New(txCfg, fb, rdb, keys, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	cfg := settle.Config{Addresses: e.Dev.Deployment.Addresses}
	configure(&cfg)
	pw, err := settle.New(cfg, fb, txm, nil, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	store := jobs.NewStore(rdb, "")
	batches, err := batcher.New(batcher.Config{}, batcher.Deps{Settler: pw, Txs: txm, Chain: fb, Redis: rdb, Log: testutil.Logger(t),
		ChannelWrites: e.Dev.Deployment.ChannelWrites})
	if err != nil {
		t.Fatal(err)
	}
	w, err := New(Config{Concurrency: 4, ShutdownTimeout: time.Second, RetryCheckInterval: 50 * time.Millisecond}, rdb,
		Deps{Log: testutil.Logger(t), Outcomes: store, Writes: pw, Batches: batches, Background: []Lifecycle{batches}})
	if err != nil {
		t.Fatal(err)
	}
	r := &queueRig{tb: t, e: e, rdb: rdb, backend: fb, txm: txm, worker: w,
		client: asynq.NewClientFromRedisClient(rdb), insp: asynq.NewInspectorFromRedisClient(rdb), store: store}
	if err := w.Start(&r.wg); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.stop)
	return r
}

// stop shuts the worker down: asynq waits ShutdownTimeout for running
// handlers, then cancels them and puts their tasks back in the queue.
func (r *queueRig) stop() {
	if r.stopped {
		return
	}
	r.stopped = true
	r.worker.Shutdown()
	testutil.Wait(r.tb, &r.wg, "the worker's shutdown")
}

// enqueueCreate queues a create-project job paid by p under jobID, as the
// API does, with extra asynq options (which override the defaults).
func (r *queueRig) enqueueCreate(t *testing.T, jobID string, p jobs.Payment, name string, opts ...asynq.Option) {
	t.Helper()
	task, def, err := jobs.NewCreateProjectTask(jobs.CreateProject{Payment: p, StorageCost: "0", Name: name, License: "MIT", IsPublic: true})
	if err != nil {
		t.Fatal(err)
	}
	opts = append(append(def, asynq.TaskID(jobID)), opts...)
	if _, err := r.client.EnqueueContext(context.Background(), task, opts...); err != nil {
		t.Fatal(err)
	}
}

// outcome returns the published outcome of job id, or nil.
func (r *queueRig) outcome(t *testing.T, id string) *jobs.Outcome {
	t.Helper()
	o, err := r.store.Get(context.Background(), id)
	if errors.Is(err, jobs.ErrNotFound) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// record returns the transaction record of job id, or nil.
func (r *queueRig) record(t *testing.T, id string) *txmgr.Record {
	t.Helper()
	rec, err := r.txm.Get(context.Background(), id)
	if errors.Is(err, txmgr.ErrNotFound) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// task returns asynq's view of job id.
func (r *queueRig) task(t *testing.T, id string) *asynq.TaskInfo {
	t.Helper()
	info, err := r.insp.GetTaskInfo(jobs.QueueWrites, id)
	if err != nil {
		t.Fatalf("task %s: %v", id, err)
	}
	return info
}
