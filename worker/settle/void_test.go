package settle

import (
	"context"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
)

// A stranger who replays the failed write's authorization before the
// job voids it (between the revert and the void) takes the payment to the
// treasury: the void then reverts on the used authorization, and the job
// settles the payment from the chain: the write cannot be made (its name is
// taken), so the money is refunded and the payer ends where it started.
func TestReplayBeforeVoidIsRefunded(t *testing.T) {
	e := newPaidEnv(t)
	e.pw.cfg.USDC = e.Dev.Deployment.USDC
	if _, fail := e.createJob(t, "job-owner", e.SignedPayment(t, 6, 100_000, "owner"), "refund-race"); fail != "" {
		t.Fatalf("first create: %s", fail)
	}
	payer := paidtest.AddrOf(devkeys.Key(7))
	p := e.SignedPayment(t, 7, 100_000, "replayed-first")
	pay, _, err := treasuryPayment(p, "0")
	if err != nil {
		t.Fatal(err)
	}
	before := e.USDC(t, payer)
	e.FrontRun(t, p)
	rcpt, err := e.pw.settleFailed(context.Background(), &Job{id: "job-replayed", pay: pay, recovery: true,
		prepaid: prepaidCalls{complete: nil, refund: e.pw.tre.PackRefundPrepaid(pay)}}, jobs.Fail(wire.CodeTxFailed, "NameTaken()"))
	var fe *jobs.FailureError
	if rcpt != nil || !asFailure(err, &fe) || !strings.Contains(fe.Failure.Message, "refunded in transaction 0x") {
		t.Fatalf("settleFailed = %v, %v; want a failure naming the refund", rcpt, err)
	}
	if after := e.USDC(t, payer); after.Cmp(before) != 0 {
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
	e.pw.cfg.USDC = e.Dev.Deployment.USDC
	payer := paidtest.AddrOf(devkeys.Key(8))
	p := e.SignedPayment(t, 8, 100_000, "voided-lost")
	pay, _, err := treasuryPayment(p, "0")
	if err != nil {
		t.Fatal(err)
	}
	before := e.USDC(t, payer)
	if r := testutil.SendCall(t, e.Eth, e.Dev.Settlers[1], e.Dev.Deployment.Treasury, e.pw.tre.PackVoidPayment(pay)); r.Status != types.ReceiptStatusSuccessful {
		t.Fatal("voidPayment reverted")
	}
	nonces, _ := e.SettlerState(t)
	_, fail := e.createJob(t, "job-voided", p, "voided-lost")
	if !strings.HasPrefix(fail, "tx_failed:") || !strings.Contains(fail, "money returned in transaction 0x") {
		t.Fatalf("job = %q, want tx_failed naming the void", fail)
	}
	if n, _ := e.SettlerState(t); n != nonces {
		t.Fatalf("the job sent %d transactions", n-nonces)
	}
	if after := e.USDC(t, payer); after.Cmp(before) != 0 {
		t.Fatalf("payer balance %s → %s, want unchanged", before, after)
	}
}
