package settle

import (
	"context"
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// createJob runs a create job for payment p and returns its result or
// "code:message".
func (e *paidEnv) createJob(t *testing.T, job string, p jobs.Payment, name string) (wire.CreateResult, string) {
	t.Helper()
	task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{Payment: p, StorageCost: "0", Name: name, License: "MIT", IsPublic: true})
	if err != nil {
		t.Fatal(err)
	}
	raw, err := e.pw.single(testutil.Context(t), job, task)
	var out wire.CreateResult
	if err != nil {
		var fe *jobs.FailureError
		if !asFailure(err, &fe) {
			t.Fatalf("%s: %v", job, err)
		}
		return out, string(fe.Failure.Code) + ":" + fe.Failure.Message
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
	e.pw.cfg.USDC = e.Dev.Deployment.USDC
	payer := crypto.PubkeyToAddress(devkeys.Key(3).PublicKey)
	p := e.SignedPayment(t, 3, 100_000, "front-run-1")
	before := e.USDC(t, payer)
	e.FrontRun(t, p)

	got, fail := e.createJob(t, "job-front", p, "front-run")
	if fail != "" {
		t.Fatalf("front-run job: %s", fail)
	}
	if got.Owner != payer.Hex() || got.ProjectID == "" || got.Status != "success" {
		t.Fatalf("result %+v", got)
	}
	if paid := new(big.Int).Sub(before, e.USDC(t, payer)); paid.Int64() != 100_000 {
		t.Fatalf("payer charged %s, want 100000 exactly once", paid)
	}
	nonces, _ := e.SettlerState(t)
	again, fail := e.createJob(t, "job-front", p, "front-run")
	if fail != "" || again != got {
		t.Fatalf("re-delivery = %+v %q, want %+v", again, fail, got)
	}
	if n, _ := e.SettlerState(t); n != nonces {
		t.Fatalf("re-delivery sent %d transactions", n-nonces)
	}
}

// TestFrontRunPaymentRefundedWhenWriteImpossible: when the front-run
// payment's write cannot be done any more (its name was taken meanwhile),
// the job refunds the payment and fails with the write's revert and the
// refund's transaction: the payer ends where it started.
func TestFrontRunPaymentRefundedWhenWriteImpossible(t *testing.T) {
	e := newPaidEnv(t)
	e.pw.cfg.USDC = e.Dev.Deployment.USDC
	payer := crypto.PubkeyToAddress(devkeys.Key(4).PublicKey)
	if _, fail := e.createJob(t, "job-first", e.SignedPayment(t, 5, 100_000, "taken"), "taken-name"); fail != "" {
		t.Fatalf("first create: %s", fail)
	}
	p := e.SignedPayment(t, 4, 100_000, "front-run-2")
	before := e.USDC(t, payer)
	e.FrontRun(t, p)
	_, fail := e.createJob(t, "job-refund", p, "taken-name")
	if !strings.HasPrefix(fail, "tx_failed:NameTaken()") || !strings.Contains(fail, "refunded in transaction 0x") {
		t.Fatalf("job = %q, want tx_failed NameTaken() with the refund", fail)
	}
	if after := e.USDC(t, payer); after.Cmp(before) != 0 {
		t.Fatalf("payer balance %s → %s, want unchanged after the refund", before, after)
	}
}

// A job queued for a request whose authorization was already used on chain
// when it came (the API's recovery path after Redis lost the original job)
// never writes that request's content on a third party's payment: nothing
// binds the content to the signature, so anyone who saw the authorization
// could have sent it. The front-run payment is refunded instead, and no
// project is created.
func TestRecoveryJobRefundsFrontRunPayment(t *testing.T) {
	e := newPaidEnv(t)
	e.pw.cfg.USDC = e.Dev.Deployment.USDC
	payer := crypto.PubkeyToAddress(devkeys.Key(3).PublicKey)
	p := e.SignedPayment(t, 3, 100_000, "front-run-recovery")
	before := e.USDC(t, payer)
	e.FrontRun(t, p)
	p.Recovery = true
	_, fail := e.createJob(t, "job-recovery", p, "attacker-chosen")
	if !strings.HasPrefix(fail, "tx_failed:") || !strings.Contains(fail, "refunded in transaction 0x") {
		t.Fatalf("job = %q, want tx_failed with the refund", fail)
	}
	if after := e.USDC(t, payer); after.Cmp(before) != 0 {
		t.Fatalf("payer balance %s → %s, want unchanged after the refund", before, after)
	}
	if free, err := chain.NewRegistryReader(e.Eth, e.Dev.Deployment.Registry).NameAvailable(context.Background(), "attacker-chosen"); err != nil || !free {
		t.Fatalf("the request's name was registered (free %v, %v)", free, err)
	}
}
