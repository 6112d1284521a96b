package worker

import (
	"context"
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// frontRun submits the job payment p straight to USDC from development
// account 9, as anyone who saw the signed authorization can.
func (e *paidEnv) frontRun(t *testing.T, p jobs.Payment) {
	t.Helper()
	pay, _, err := treasuryPayment(p, "0")
	if err != nil {
		t.Fatal(err)
	}
	usdc := devusdc.NewDevUSDC()
	data := usdc.PackTransferWithAuthorization0(pay.From, e.dev.Deployment.Treasury, pay.Value, pay.ValidAfter, pay.ValidBefore, pay.Nonce, pay.V, pay.R, pay.S)
	if rcpt := testutil.SendCall(t, e.eth, devkeys.Key(9), e.dev.Deployment.USDC, data); rcpt.Status != types.ReceiptStatusSuccessful {
		t.Fatal("front-running transferWithAuthorization reverted")
	}
}

// createJob runs a create job for payment p and returns its result or
// "code:message".
func (e *paidEnv) createJob(t *testing.T, job string, p jobs.Payment, name string) (CreateResult, string) {
	t.Helper()
	task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{Payment: p, StorageCost: "0", Name: name, License: "MIT", IsPublic: true})
	if err != nil {
		t.Fatal(err)
	}
	raw, err := e.pw.createProject(context.Background(), job, task)
	var out CreateResult
	if err != nil {
		var fe *jobs.FailureError
		if !asFailure(err, &fe) {
			t.Fatalf("%s: %v", job, err)
		}
		return out, fe.Failure.Code + ":" + fe.Failure.Message
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatal(err)
	}
	return out, ""
}

// TestFrontRunPaymentCompletesWrite is finding 3 of the money-path review:
// a third party submits the payer's authorization directly to USDC before
// the job's transaction. Before the fix the job answered tx_failed
// "authorization is used" while the payer's money sat in the treasury. Now
// the job finds the transfer on chain and completes the write as prepaid:
// the payer is charged exactly once and owns the project, and a re-delivery
// answers the same result without another transaction.
func TestFrontRunPaymentCompletesWrite(t *testing.T) {
	e := newPaidEnv(t)
	e.pw.cfg.USDC = e.dev.Deployment.USDC
	payer := crypto.PubkeyToAddress(devkeys.Key(3).PublicKey)
	p := e.signedPayment(t, 3, 100_000, "front-run-1")
	before := e.usdc(t, payer)
	e.frontRun(t, p)

	got, fail := e.createJob(t, "job-front", p, "front-run")
	if fail != "" {
		t.Fatalf("front-run job: %s", fail)
	}
	if got.Owner != payer.Hex() || got.ProjectID == "" || got.Status != "success" {
		t.Fatalf("result %+v", got)
	}
	if paid := new(big.Int).Sub(before, e.usdc(t, payer)); paid.Int64() != 100_000 {
		t.Fatalf("payer charged %s, want 100000 exactly once", paid)
	}
	nonces, _ := e.settlerState(t)
	again, fail := e.createJob(t, "job-front", p, "front-run")
	if fail != "" || again != got {
		t.Fatalf("re-delivery = %+v %q, want %+v", again, fail, got)
	}
	if n, _ := e.settlerState(t); n != nonces {
		t.Fatalf("re-delivery sent %d transactions", n-nonces)
	}
}

// TestFrontRunPaymentRefundedWhenWriteImpossible: when the front-run
// payment's write cannot be done any more (its name was taken meanwhile),
// the job refunds the payment and fails with the write's revert and the
// refund's transaction: the payer ends where it started.
func TestFrontRunPaymentRefundedWhenWriteImpossible(t *testing.T) {
	e := newPaidEnv(t)
	e.pw.cfg.USDC = e.dev.Deployment.USDC
	payer := crypto.PubkeyToAddress(devkeys.Key(4).PublicKey)
	if _, fail := e.createJob(t, "job-first", e.signedPayment(t, 5, 100_000, "taken"), "taken-name"); fail != "" {
		t.Fatalf("first create: %s", fail)
	}
	p := e.signedPayment(t, 4, 100_000, "front-run-2")
	before := e.usdc(t, payer)
	e.frontRun(t, p)
	_, fail := e.createJob(t, "job-refund", p, "taken-name")
	if !strings.HasPrefix(fail, "tx_failed:NameTaken()") || !strings.Contains(fail, "refunded in transaction 0x") {
		t.Fatalf("job = %q, want tx_failed NameTaken() with the refund", fail)
	}
	if after := e.usdc(t, payer); after.Cmp(before) != 0 {
		t.Fatalf("payer balance %s → %s, want unchanged after the refund", before, after)
	}
}
