package settle

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
)

// TestOutOfGasDoesNotSuspendThePayer: a paid write that runs out of gas on
// chain ran out of the gas limit the operator chose. Where the limit was
// already the write's cap, no re-send can give it more: the job ends with
// tx_failed naming the out-of-gas, after one transaction, nothing is
// charged (the write reverted whole), and the payer, who did nothing
// wrong, is not suspended. (Below the cap the write is sent again:
// TestOutOfGasWriteIsSentAgain.)
func TestOutOfGasDoesNotSuspendThePayer(t *testing.T) {
	e, susp := suspendingEnv(t)
	e.pw.backend = paidtest.LowEstimates{Backend: e.pw.backend, Gas: 90_000}
	e.pw.cfg.MaxGas = 90_000 + 90_000/4 // the first limit is the cap
	payer := crypto.PubkeyToAddress(devkeys.Key(2).PublicKey)
	paidBefore, sentBefore := e.USDC(t, payer), e.pendingSettlerTxs(t)
	got := e.runCreate(t, "job-oog", 2, "oog", "oog-project")
	if !strings.HasPrefix(got, "tx_failed:") || !strings.Contains(got, outOfGas) {
		t.Fatalf("write = %q, want tx_failed naming %q", got, outOfGas)
	}
	if rec, rcpt := e.MinedAttempt(t, e.pw.txm, "job-oog"); rec.Call.GasLimit != e.pw.cfg.MaxGas || !ranOutOfGas(rcpt.GasUsed, rec.Call.GasLimit) {
		t.Fatalf("the transaction had %d gas and used %d; want it out of the cap %d", rec.Call.GasLimit, rcpt.GasUsed, e.pw.cfg.MaxGas)
	}
	paidtest.WantNoRecord(t, e.pw.txm, GasIntent("job-oog", 1))
	if sent := e.pendingSettlerTxs(t) - sentBefore; sent != 1 {
		t.Fatalf("settlers sent %d transactions, want 1: no re-send above the cap", sent)
	}
	if paid := new(big.Int).Sub(paidBefore, e.USDC(t, payer)); paid.Sign() != 0 {
		t.Fatalf("payer charged %s for a write that failed", paid)
	}
	if err := susp.Check(context.Background(), payer); err != nil {
		t.Fatalf("the payer was suspended for the operator's gas limit: %v", err)
	}
}

// TestImplausiblyLowEstimateIsRetried: a node answering from a state
// without the treasury's code estimates a paid write at the bare calldata
// (41,659 gas in the provider-down chaos run). The job is tried again
// instead of sending a transaction bound to run out of gas; nothing is
// signed, and once the estimates are right the write lands.
func TestImplausiblyLowEstimateIsRetried(t *testing.T) {
	e := newPaidEnv(t, 2*time.Second)
	real := e.pw.backend
	e.pw.backend = paidtest.LowEstimates{Backend: real, Gas: 41_659}
	task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{Payment: e.SignedPayment(t, 2, 100_000, "low"), StorageCost: "0", Name: "low-estimate", License: "MIT", IsPublic: true})
	if err != nil {
		t.Fatal(err)
	}
	_, err = e.pw.single(testutil.Context(t), "job-low", task)
	var fe *jobs.FailureError
	if err == nil || errors.As(err, &fe) {
		t.Fatalf("write with an estimate of 41,659 gas: %v, want an error the job retries", err)
	}
	if _, err := e.pw.txm.Get(context.Background(), "job-low"); !errors.Is(err, txmgr.ErrNotFound) {
		t.Fatalf("a transaction was recorded from the low estimate: %v", err)
	}
	e.pw.backend = real
	if _, err := e.pw.single(testutil.Context(t), "job-low", task); err != nil {
		t.Fatalf("the retry: %v", err)
	}
}

// TestOnlyPaymentCallsHaveTheFloor: the estimate floor is for the calls
// that pull a payment through USDC; a refund or a prepaid completion may
// cost less and must never be held back by it.
func TestOnlyPaymentCallsHaveTheFloor(t *testing.T) {
	parsed, err := treasury.InkdTreasuryMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]bool{
		"createProjectPaid": true, "pushVersionPaid": true, "pushVersionsPaid": true, "executeBatch": true,
		"createProjectPrepaid": false, "pushVersionPrepaid": false, "pushVersionsPrepaid": false, "refundPrepaid": false, "payout": false,
	} {
		m, ok := parsed.Methods[name]
		if !ok {
			t.Fatalf("no method %s in the treasury's ABI", name)
		}
		if got := takesPayment(append(m.ID, 0, 0)); got != want {
			t.Errorf("takesPayment(%s) = %v, want %v", name, got, want)
		}
	}
	if takesPayment([]byte{1, 2}) {
		t.Error("takesPayment of a short call is true")
	}
}

// TestExpiredOnChainDoesNotSuspendThePayer: a write sent in the last
// seconds of its authorization is mined after validBefore and reverts on
// the expired authorization. Its lateness is the operator's (a queue that
// waited out an outage, a slow block), not the payer's doing: tx_failed,
// nothing charged, and the payer is not suspended. Blocks come every 2 s
// and the authorization ends at the next block's time; an attempt whose
// simulation already saw the expiry sends nothing and is tried again.
func TestExpiredOnChainDoesNotSuspendThePayer(t *testing.T) {
	e, susp := suspendingEnv(t)
	e.pw.signMargin = 0 // the write is signed in its last seconds, as before the margin
	payer := crypto.PubkeyToAddress(devkeys.Key(3).PublicKey)
	paidBefore := e.USDC(t, payer)
	for attempt := range 5 {
		job := fmt.Sprintf("job-expiring-%d", attempt)
		head, err := e.Eth.HeaderByNumber(context.Background(), nil)
		if err != nil {
			t.Fatal(err)
		}
		until := time.Unix(int64(head.Time)+2, 0)
		task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{Payment: e.SignedPaymentUntil(t, 3, 100_000, job, until), StorageCost: "0", Name: job, License: "MIT", IsPublic: true})
		if err != nil {
			t.Fatal(err)
		}
		_, err = e.pw.single(testutil.Context(t), job, task)
		if _, gerr := e.pw.txm.Get(context.Background(), job); errors.Is(gerr, txmgr.ErrNotFound) {
			t.Logf("attempt %d: nothing was sent (%v); again", attempt, err)
			continue
		}
		var fe *jobs.FailureError
		if !errors.As(err, &fe) || fe.Failure.Code != wire.CodeTxFailed || !strings.Contains(fe.Failure.Message, "expired") {
			t.Fatalf("create: %v; want tx_failed naming the expired authorization", err)
		}
		if _, r := e.MinedAttempt(t, e.pw.txm, job); r.Status != types.ReceiptStatusFailed {
			t.Fatalf("the write has status %d, want reverted", r.Status)
		}
		if err := susp.Check(context.Background(), payer); err != nil {
			t.Fatalf("the payer was suspended for the operator's lateness: %v", err)
		}
		if paid := new(big.Int).Sub(paidBefore, e.USDC(t, payer)); paid.Sign() != 0 {
			t.Fatalf("payer charged %s for a write that failed", paid)
		}
		return
	}
	t.Fatal("five attempts all saw the expiry before sending")
}
