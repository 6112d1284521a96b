package worker

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/batcher"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/internal/settletest"
	"github.com/inkd/inkd/worker/settle"
)

// A job that a folding worker put in a batch (stored, not signed yet) and
// that is then delivered to a worker built without a Batcher (folding off)
// follows its batch: one transaction, the batch's, the payer charged once.
func TestBatchMemberDeliveredToNonFoldingWorkerFollowsItsBatch(t *testing.T) {
	e, rdb, p, rec := storedCreate(t, 1, "nf1", "nonfolding-one", "job-nf")
	payer := paidtest.PayerOf(1)
	before := e.USDC(t, payer)

	q := newQueueRig(t, e, rdb, e.Dev.Settlers)
	q.enqueueCreate(t, "job-nf", p, "nonfolding-one")
	testutil.Until(t, 2*time.Minute, "the job's outcome", func() bool { return q.outcome(t, "job-nf") != nil })
	if o := q.outcome(t, "job-nf"); o.State != jobs.StateSucceeded {
		t.Fatalf("job ended %s", paidtest.Describe(o))
	}
	if r := q.record(t, "job-nf"); r != nil {
		t.Fatalf("the job sent a transaction of its own (%s) besides its batch's", r.State)
	}
	if r := q.record(t, rec); r == nil {
		t.Fatal("the batch's transaction was never sent")
	}
	if paid := new(big.Int).Sub(before, e.USDC(t, payer)); paid.Cmp(big.NewInt(paidtest.Fee)) != 0 {
		t.Fatalf("payer paid %s, want one fee", paid)
	}
}

// A batch whose nonce another transaction used (the node lost the batch,
// an operator's transfer took its nonce) is final without its items, no
// item's fault: its job, once the batch's record has failed, goes on alone
// and lands, the payer charged once, instead of ending with tx_failed.
func TestBatchSupersededJobGoesOnAlone(t *testing.T) {
	e, rdb, p, rec := storedCreate(t, 3, "sup3", "superseded-one", "job-sup")
	payer := paidtest.PayerOf(3)
	before := e.USDC(t, payer)

	q := newQueueRig(t, e, rdb, e.Dev.Settlers[:1])
	q.backend.set(func(f *faultyBackend) { f.dropSends = true })
	q.enqueueCreate(t, "job-sup", p, "superseded-one")
	testutil.Until(t, time.Minute, "the batch's transaction is signed", func() bool {
		r := q.record(t, rec)
		return r != nil && len(r.Attempts) > 0 && q.backend.sends.Load() > 0
	})
	supersede(t, e, q.record(t, rec))
	q.backend.set(func(f *faultyBackend) { f.dropSends = false })
	testutil.Until(t, 2*time.Minute, "the job's outcome", func() bool { return q.outcome(t, "job-sup") != nil })
	if o := q.outcome(t, "job-sup"); o.State != jobs.StateSucceeded {
		t.Fatalf("job ended %s", paidtest.Describe(o))
	}
	if r := q.record(t, rec); r.State != txmgr.StateFailed {
		t.Fatalf("batch record %s, want failed", r.State)
	}
	solo := q.record(t, settle.SoloIntent("job-sup"))
	if solo == nil || solo.State != txmgr.StateFinal {
		t.Fatalf("the job's own record after its batch: %+v", solo)
	}
	// What decides the job now (whether a failed delivery waits for a
	// transaction) is its own record, not the batch's failed one.
	if r, err := q.worker.deps.Batches.Record(context.Background(), "job-sup"); err != nil || r.MinedHash != solo.MinedHash {
		t.Fatalf("the job's deciding record is %+v (%v), want its own", r, err)
	}
	if paid := new(big.Int).Sub(before, e.USDC(t, payer)); paid.Cmp(big.NewInt(paidtest.Fee)) != 0 {
		t.Fatalf("payer paid %s, want one fee", paid)
	}
}

// A batch reverted because the treasury was paused after the batch was
// stored is final for its jobs: a single write would meet the same revert,
// so the job ends with tx_failed naming it, nothing charged, and no write
// of its own is sent. Its authorization, public in the reverted batch's
// calldata, is voided (voidPayment works while paused), so a stranger's
// replay cannot charge the payer afterwards (issue 28, item 2).
func TestBatchRevertedForPauseEndsItsJobs(t *testing.T) {
	e, rdb, p, rec := storedCreate(t, 4, "pz4", "paused-one", "job-pz")
	payer := paidtest.PayerOf(4)
	before := e.USDC(t, payer)
	if r := testutil.SendCall(t, e.Eth, devkeys.Key(0), e.Dev.Deployment.Treasury, treasury.NewInkdTreasury().PackPause()); r.Status != types.ReceiptStatusSuccessful {
		t.Fatal("pause reverted")
	}
	q := newQueueRig(t, e, rdb, e.Dev.Settlers)
	q.enqueueCreate(t, "job-pz", p, "paused-one")
	testutil.Until(t, 2*time.Minute, "the job's outcome", func() bool { return q.outcome(t, "job-pz") != nil })
	o := q.outcome(t, "job-pz")
	if o.State != jobs.StateFailed || o.Failure.Code != wire.CodeTxFailed || !strings.Contains(o.Failure.Message, "EnforcedPause(); the batch transaction this write was in reverted") {
		t.Fatalf("job ended %s, want tx_failed EnforcedPause() from the batch", paidtest.Describe(o))
	}
	if r := q.record(t, rec); r == nil || r.State != txmgr.StateFinal {
		t.Fatalf("batch record %+v, want final", r)
	}
	if r := q.record(t, settle.SoloIntent("job-pz")); r != nil {
		t.Fatalf("the job went on alone (%s) after a pause", r.State)
	}
	if after := e.USDC(t, payer); after.Cmp(before) != 0 {
		t.Fatalf("payer went from %s to %s", before, after)
	}
	if !strings.Contains(o.Failure.Message, "money returned in transaction 0x") || !e.AuthorizationUsed(t, payer, "pz4") {
		t.Fatalf("the reverted batch's authorization was not voided: %s", paidtest.Describe(o))
	}
	e.ReplayFails(t, p)
	if after := e.USDC(t, payer); after.Cmp(before) != 0 {
		t.Fatalf("payer went from %s to %s after the void", before, after)
	}
}

// storedCreate is a create job of account i (job id job, payment nonce
// label nonce) that a folding worker stored in a batch on a fresh chain and
// Redis, signing nothing; the job's payer still holds its USDC. It returns
// the batch's intent.
func storedCreate(t *testing.T, i int, nonce, name, job string) (*settletest.Env, redis.UniversalClient, jobs.Payment, string) {
	t.Helper()
	e := settletest.NewEnv(t)
	rdb := testutil.RedisClient(t)
	txm, err := txmgr.New(txmgr.Config{ChainID: big.NewInt(8453)}, e.Eth, rdb, e.Dev.Settlers, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	d := e.Dev.Deployment
	pw, err := settle.New(settle.Config{Addresses: d.Addresses}, e.Eth, txm, nil, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	b, err := batcher.New(batcher.Config{MaxItems: batcher.DefaultMaxItems}, batcher.Deps{Settler: storeOnly{pw}, Txs: txm, Chain: e.Eth, Redis: rdb, Log: testutil.Logger(t)})
	if err != nil {
		t.Fatal(err)
	}
	p := e.SignedPayment(t, i, paidtest.Fee, nonce)
	task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{Payment: p, StorageCost: "0", Name: name, License: "MIT", IsPublic: true})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	b.Start(&wg)
	_, err = b.Write(testutil.Context(t), job, task)
	b.Shutdown()
	testutil.Wait(t, &wg, "the folding worker's shutdown")
	intent, ierr := batcher.JobIntent(context.Background(), rdb, job)
	if ierr != nil || intent == job {
		t.Fatalf("the job was not stored in a batch (intent %q, %v; its delivery answered %v)", intent, ierr, err)
	}
	return e, rdb, p, intent
}

// storeOnly is a settler whose batches are stored and never sent: a
// folding worker stopped right after storing one. Its checks give no
// single call, so that even a lone write is stored as a batch.
type storeOnly struct{ batcher.Settler }

func (s storeOnly) Check(ctx context.Context, j *settle.Job) (txmgr.Candidate, error) {
	c, err := s.Settler.Check(ctx, j)
	c.Data = nil
	return c, err
}

func (storeOnly) Drive(_ context.Context, _ string, _ common.Address, _ []byte, _ uint64, sent func()) (*types.Receipt, error) {
	sent()
	return nil, errors.New("stopped right after storing the batch")
}
