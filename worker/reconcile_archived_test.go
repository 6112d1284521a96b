package worker

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/internal/settletest"
	"github.com/inkd/inkd/worker/reconcile"
)

// A paid write whose job asynq gave up on (archived) while its signed
// transaction was still pending owes its client an answer: nothing drives
// it, no outcome is ever published. The reconciler runs it again; the job
// resumes its stored transaction and publishes the true outcome, paid once.
// Real redis-server, real asynq, the development chain.
func TestReconcilerResumesArchivedWrite(t *testing.T) {
	e := settletest.NewEnv(t)
	rdb := testutil.RedisClient(t)
	keys := e.Dev.Settlers[:1]
	first := newQueueRig(t, e, rdb, keys)
	payer := paidtest.AddrOf(devkeys.Key(5))
	before := e.Accounts(t, payer)[0]
	// The node refuses the settler's transaction (no ETH for gas): the job
	// signs and stores it, and waits.
	first.backend.set(func(f *faultyBackend) { f.sendErr = errNoFunds })
	const id = "job-archived"
	first.enqueueCreate(t, id, e.SignedPayment(t, 5, 100_000, "archived"), "archived")
	testutil.Until(t, 2*time.Minute, "the job signed its transaction", func() bool {
		rec := first.record(t, id)
		return rec != nil && len(rec.Attempts) == 1
	})
	first.stop()
	// asynq gives up on the task (as its recoverer archives a task whose
	// last delivery died with its worker).
	testutil.Until(t, time.Minute, "the task is archived", func() bool {
		return first.insp.ArchiveTask(jobs.QueueWrites, id) == nil
	})

	// A healthy worker now runs, and nothing brings the task back.
	second := newQueueRig(t, e, rdb, keys)
	if rec := second.record(t, id); rec == nil || rec.State == txmgr.StateFinal || rec.State == txmgr.StateFailed {
		t.Fatalf("record = %+v, want one still pending", rec)
	}
	if o := second.outcome(t, id); o != nil {
		t.Fatalf("outcome before the reconciler ran: %s", paidtest.Describe(o))
	}
	res, err := payment.NewReservations(payment.ReservationConfig{}, rdb)
	if err != nil {
		t.Fatal(err)
	}
	rc, err := reconcile.New(reconcile.Config{}, reconcile.Deps{Redis: rdb, Reservations: res, Enqueuer: second.client,
		Inspector: second.insp, Records: second.txm, Outcomes: second.store}, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	if err := rc.RunOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	testutil.Until(t, 2*time.Minute, "the job has an outcome", func() bool { return second.outcome(t, id) != nil })
	o := second.outcome(t, id)
	var out wire.CreateResult
	if err := json.Unmarshal(o.Result, &out); err != nil || o.State != jobs.StateSucceeded {
		t.Fatalf("outcome = %s", paidtest.Describe(o))
	}
	final := second.record(t, id)
	if final.State != txmgr.StateFinal || out.TxHash != final.MinedHash.Hex() {
		t.Fatalf("record %s mined %s, result %s", final.State, final.MinedHash, out.TxHash)
	}
	if paid := new(big.Int).Sub(before.USDC, e.Accounts(t, payer)[0].USDC); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("payer paid %s, want one fee", paid)
	}
	if info := second.task(t, id); info.State != asynq.TaskStateCompleted {
		t.Errorf("task state %v, want completed", info.State)
	}
}
