package worker

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/internal/settletest"
	"github.com/inkd/inkd/worker/settle"
)

// Issue 28, item 2: the loser of a name race is answered tx_failed
// NameTaken() while its authorization, unused and valid for minutes, sits
// in the reverted transaction's public calldata. Before, a stranger then
// submitted it to USDC and charged the payer 0.10 USDC for no write. Now
// the job voids it (the treasury uses it and returns the money in one
// call) before answering: the answer names that transaction, a replay is
// refused by USDC, the payer's balance is unchanged, and the payer, who
// lost a race, is not suspended.
func TestFailedWriteAuthorizationCannotBeReplayed(t *testing.T) {
	e := settletest.NewEnv(t, 2*time.Second)
	susp, err := payment.NewSuspensions(testutil.RedisClient(t), "", 0)
	if err != nil {
		t.Fatal(err)
	}
	hook := &paidtest.BeforeBroadcast{Backend: e.Eth, To: e.Dev.Deployment.Treasury}
	r := newQueueRigWith(t, e, hook, testutil.RedisClient(t), e.Dev.Settlers[:1], func(c *settle.Config) { c.USDC = e.Dev.Deployment.USDC })
	settle.WithPaymentRecords(nil, susp)(r.worker.deps.Writes)
	// Another payer's create of the same name lands, by another settler,
	// right before the job's transaction is broadcast.
	task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{Payment: e.SignedPayment(t, 6, 100_000, "race-winner"),
		StorageCost: "0", Name: "raced-name", License: "MIT", IsPublic: true})
	if err != nil {
		t.Fatal(err)
	}
	c, err := settle.DecodeJob("winner", task)
	if err != nil {
		t.Fatal(err)
	}
	hook.Arm(func() error {
		return e.MineCall(e.Dev.Settlers[1], e.Dev.Deployment.Treasury, c.Call())
	})
	payer := paidtest.AddrOf(devkeys.Key(5))
	before := e.USDC(t, payer)
	p := e.SignedPayment(t, 5, 100_000, "race-loser")
	r.enqueueCreate(t, "job-loser", p, "raced-name")
	testutil.Until(t, 2*time.Minute, "the job has an outcome", func() bool { return r.outcome(t, "job-loser") != nil })
	if ran, err := hook.Ran(); !ran || err != nil {
		t.Fatalf("the race was not run (ran %v): %v", ran, err)
	}
	o := r.outcome(t, "job-loser")
	if o.State != jobs.StateFailed || o.Failure.Code != wire.CodeTxFailed || !strings.HasPrefix(o.Failure.Message, "NameTaken()") ||
		!strings.Contains(o.Failure.Message, "money returned in transaction 0x") {
		t.Fatalf("outcome = %s, want tx_failed NameTaken() naming the void", paidtest.Describe(o))
	}
	if !e.AuthorizationUsed(t, payer, "race-loser") {
		t.Fatal("the failed write's authorization is still usable")
	}
	e.ReplayFails(t, p)
	if after := e.USDC(t, payer); after.Cmp(before) != 0 {
		t.Fatalf("payer balance %s → %s, want unchanged", before, after)
	}
	if err := susp.Check(context.Background(), payer); err != nil {
		t.Fatalf("the loser of a race was suspended: %v", err)
	}
	if rec := r.record(t, "job-loser"+":void"); rec == nil {
		t.Fatal("no void transaction recorded under the job's void intent")
	}
}
