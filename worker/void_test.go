package worker

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// replayFails submits the job payment p straight to USDC from development
// account 9, as a stranger who read it in a reverted transaction's calldata
// would, and fails the test unless USDC refuses it.
func (e *paidEnv) replayFails(t *testing.T, p jobs.Payment) {
	t.Helper()
	pay, _, err := treasuryPayment(p, "0")
	if err != nil {
		t.Fatal(err)
	}
	data := devusdc.NewDevUSDC().PackTransferWithAuthorization0(pay.From, e.dev.Deployment.Treasury, pay.Value, pay.ValidAfter, pay.ValidBefore, pay.Nonce, pay.V, pay.R, pay.S)
	if err := mineCall(e, devkeys.Key(9), e.dev.Deployment.USDC, data); err == nil {
		t.Fatal("a stranger's replay of the failed write's authorization charged the payer")
	}
}

// Issue 28, item 2: the loser of a name race is answered tx_failed
// NameTaken() while its authorization, unused and valid for minutes, sits
// in the reverted transaction's public calldata. Before, a stranger then
// submitted it to USDC and charged the payer 0.10 USDC for no write. Now
// the job voids it (the treasury uses it and returns the money in one
// call) before answering: the answer names that transaction, a replay is
// refused by USDC, the payer's balance is unchanged, and the payer, who
// lost a race, is not suspended.
func TestFailedWriteAuthorizationCannotBeReplayed(t *testing.T) {
	e, susp := suspendingEnv(t)
	e.pw.cfg.USDC = e.dev.Deployment.USDC
	hook := &beforeBroadcast{Backend: e.eth, to: e.dev.Deployment.Treasury}
	r := newQueueRigWith(t, e, hook, testutil.RedisClient(t), e.dev.Settlers[:1], func(c *PaidWritesConfig) { c.USDC = e.dev.Deployment.USDC })
	WithPaymentRecords(nil, susp)(r.worker.deps.Writes)
	// Another payer's create of the same name lands, by another settler,
	// right before the job's transaction is broadcast.
	task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{Payment: e.signedPayment(t, 6, 100_000, "race-winner"),
		StorageCost: "0", Name: "raced-name", License: "MIT", IsPublic: true})
	if err != nil {
		t.Fatal(err)
	}
	c, err := decodeCreate(task)
	if err != nil {
		t.Fatal(err)
	}
	hook.arm(func() error {
		return mineCall(e, e.dev.Settlers[1], e.dev.Deployment.Treasury, e.pw.tre.PackCreateProjectPaid(c.pay, c.storage, c.project))
	})
	payer := addrOf(devkeys.Key(5))
	before := e.usdc(t, payer)
	p := e.signedPayment(t, 5, 100_000, "race-loser")
	r.enqueueCreate(t, "job-loser", p, "raced-name")
	waitUntil(t, 2*time.Minute, "the job has an outcome", func() bool { return r.outcome(t, "job-loser") != nil })
	if ran, err := hook.ran(); !ran || err != nil {
		t.Fatalf("the race was not run (ran %v): %v", ran, err)
	}
	o := r.outcome(t, "job-loser")
	if o.State != jobs.StateFailed || o.Failure.Code != wire.CodeTxFailed || !strings.HasPrefix(o.Failure.Message, "NameTaken()") ||
		!strings.Contains(o.Failure.Message, "money returned in transaction 0x") {
		t.Fatalf("outcome = %s, want tx_failed NameTaken() naming the void", describe(o))
	}
	if !e.authorizationUsed(t, payer, "race-loser") {
		t.Fatal("the failed write's authorization is still usable")
	}
	e.replayFails(t, p)
	if after := e.usdc(t, payer); after.Cmp(before) != 0 {
		t.Fatalf("payer balance %s → %s, want unchanged", before, after)
	}
	if err := susp.Check(context.Background(), payer); err != nil {
		t.Fatalf("the loser of a race was suspended: %v", err)
	}
	if rec := r.record(t, "job-loser"+voidIntentSuffix); rec == nil {
		t.Fatal("no void transaction recorded under the job's void intent")
	}
}

// A stranger who replays the failed write's authorization before the
// job voids it (between the revert and the void) takes the payment to the
// treasury: the void then reverts on the used authorization, and the job
// settles the payment from the chain: the write cannot be made (its name is
// taken), so the money is refunded and the payer ends where it started.
func TestReplayBeforeVoidIsRefunded(t *testing.T) {
	e := newPaidEnv(t)
	e.pw.cfg.USDC = e.dev.Deployment.USDC
	if _, fail := e.createJob(t, "job-owner", e.signedPayment(t, 6, 100_000, "owner"), "refund-race"); fail != "" {
		t.Fatalf("first create: %s", fail)
	}
	payer := addrOf(devkeys.Key(7))
	p := e.signedPayment(t, 7, 100_000, "replayed-first")
	pay, _, err := treasuryPayment(p, "0")
	if err != nil {
		t.Fatal(err)
	}
	before := e.usdc(t, payer)
	e.frontRun(t, p)
	rcpt, err := e.pw.settleFailed(context.Background(), &Job{id: "job-replayed", pay: pay, recovery: true,
		prepaid: prepaidCalls{complete: nil, refund: e.pw.tre.PackRefundPrepaid(pay)}}, permanent(wire.CodeTxFailed, "NameTaken()"))
	var fe *jobs.FailureError
	if rcpt != nil || !asFailure(err, &fe) || !strings.Contains(fe.Failure.Message, "refunded in transaction 0x") {
		t.Fatalf("settleFailed = %v, %v; want a failure naming the refund", rcpt, err)
	}
	if after := e.usdc(t, payer); after.Cmp(before) != 0 {
		t.Fatalf("payer balance %s → %s, want unchanged", before, after)
	}
}

// A void whose record Redis lost: the re-delivered job finds the
// authorization used, and its use is the treasury's PaymentVoided for the
// payer and nonce: the job answers tx_failed saying the money went back,
// and sends nothing (no prepaid completion, no refund of money it never
// kept).
func TestLostVoidIsFoundOnChain(t *testing.T) {
	e := newPaidEnv(t)
	e.pw.cfg.USDC = e.dev.Deployment.USDC
	payer := addrOf(devkeys.Key(8))
	p := e.signedPayment(t, 8, 100_000, "voided-lost")
	pay, _, err := treasuryPayment(p, "0")
	if err != nil {
		t.Fatal(err)
	}
	before := e.usdc(t, payer)
	if r := testutil.SendCall(t, e.eth, e.dev.Settlers[1], e.dev.Deployment.Treasury, e.pw.tre.PackVoidPayment(pay)); r.Status != types.ReceiptStatusSuccessful {
		t.Fatal("voidPayment reverted")
	}
	nonces, _ := e.settlerState(t)
	_, fail := e.createJob(t, "job-voided", p, "voided-lost")
	if !strings.HasPrefix(fail, "tx_failed:") || !strings.Contains(fail, "money returned in transaction 0x") {
		t.Fatalf("job = %q, want tx_failed naming the void", fail)
	}
	if n, _ := e.settlerState(t); n != nonces {
		t.Fatalf("the job sent %d transactions", n-nonces)
	}
	if after := e.usdc(t, payer); after.Cmp(before) != 0 {
		t.Fatalf("payer balance %s → %s, want unchanged", before, after)
	}
}
