package settle

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
)

// resendEstimate is the gas paidtest.LowEstimates answers in the re-send tests: its
// limit (+25 %, 150,000) is too small for the create they make (about
// 180,000 as a single call), twice that is enough.
const resendEstimate = 120_000

// resendEnv is a paid-write environment whose estimates are too low by the
// operator's fault (paidtest.LowEstimates), with the USDC address set so that every
// attempt's first signature reads the authorization's state first, and
// suspensions recorded.
func resendEnv(t *testing.T) (*paidEnv, *payment.Suspensions) {
	t.Helper()
	e, susp := suspendingEnv(t)
	e.pw.cfg.USDC = e.Dev.Deployment.USDC
	e.pw.backend = paidtest.LowEstimates{Backend: e.pw.backend, Gas: resendEstimate}
	return e, susp
}

// wantLandedOnce checks a create that ran out of gas once and landed on
// its re-send: the answer names the re-send's transaction and the project
// the registry holds under name, the payer paid the fee once, the settlers
// sent two transactions (sentBefore is their count before the job), the
// first ran out of gas, the second had at least twice its limit, and
// there was no third.
func (e *paidEnv) wantLandedOnce(t *testing.T, job string, out json.RawMessage, name string, payer common.Address, paidBefore *big.Int, sentBefore uint64) {
	t.Helper()
	var res wire.CreateResult
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatal(err)
	}
	first, r0 := e.MinedAttempt(t, e.pw.txm, job)
	resent, r1 := e.MinedAttempt(t, e.pw.txm, GasIntent(job, 1))
	if r0.Status != types.ReceiptStatusFailed || !ranOutOfGas(r0.GasUsed, first.Call.GasLimit) {
		t.Fatalf("first attempt: status %d, gas %d of %d; want out of gas", r0.Status, r0.GasUsed, first.Call.GasLimit)
	}
	if r1.Status != types.ReceiptStatusSuccessful || resent.Call.GasLimit < 2*first.Call.GasLimit {
		t.Fatalf("re-send: status %d, limit %d; want landed with at least %d", r1.Status, resent.Call.GasLimit, 2*first.Call.GasLimit)
	}
	if res.TxHash != r1.TxHash.Hex() || res.ProjectID == "0" || res.ProjectID != e.ProjectIDByName(t, name) {
		t.Fatalf("answer %+v; want the re-send %s and the project of %q (%s)", res, r1.TxHash.Hex(), name, e.ProjectIDByName(t, name))
	}
	paidtest.WantNoRecord(t, e.pw.txm, GasIntent(job, 2))
	if paid := new(big.Int).Sub(paidBefore, e.USDC(t, payer)); paid.Cmp(big.NewInt(paidtest.Fee)) != 0 {
		t.Fatalf("payer paid %s, want the fee %d once", paid, paidtest.Fee)
	}
	if sent := e.pendingSettlerTxs(t) - sentBefore; sent != 2 {
		t.Fatalf("settlers sent %d transactions, want 2 (the one that ran out of gas, its re-send)", sent)
	}
}

// TestOutOfGasWriteIsSentAgain: a paid write whose transaction ran out of
// the gas limit the worker chose is sent again, under the job's next
// intent, with twice the limit, and lands once: the 201 result names the
// re-send, the payer pays the fee once (the same authorization in both:
// the first took nothing), one project, and the payer is not suspended.
func TestOutOfGasWriteIsSentAgain(t *testing.T) {
	e, susp := resendEnv(t)
	payer := crypto.PubkeyToAddress(devkeys.Key(2).PublicKey)
	paidBefore, sentBefore := e.USDC(t, payer), e.pendingSettlerTxs(t)
	out, err := e.pw.single(testutil.Context(t), "job-resend", e.CreateTask(t, 2, "resend", "resend-project"))
	if err != nil {
		t.Fatalf("create: %v", err)
	}
	e.wantLandedOnce(t, "job-resend", out, "resend-project", payer, paidBefore, sentBefore)
	if err := susp.Check(context.Background(), payer); err != nil {
		t.Fatalf("the payer was suspended for the operator's gas limit: %v", err)
	}
}

// TestRedeliveredResendIsResumed: a job whose first transaction ran out of
// gas and whose re-send is stored and broadcast ends its delivery there
// (its deadline, as a killed worker's would); the job delivered again
// finds both records in order and resumes the re-send: it signs no third
// transaction, answers with the stored re-send, and the payer pays once.
// The re-delivery's estimate is made higher: a new attempt would carry it.
func TestRedeliveredResendIsResumed(t *testing.T) {
	e, _ := resendEnv(t)
	payer := crypto.PubkeyToAddress(devkeys.Key(3).PublicKey)
	paidBefore, sentBefore := e.USDC(t, payer), e.pendingSettlerTxs(t)
	task := e.CreateTask(t, 3, "resumed", "resumed-project")

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		_, err := e.pw.single(ctx, "job-resumed", task)
		done <- err
	}()
	var stored *txmgr.Record
	testutil.Until(t, 2*time.Minute, "the re-send is stored", func() bool {
		select {
		case err := <-done:
			t.Fatalf("the first delivery ended before its re-send was stored: %v", err)
		default:
		}
		rec, err := e.pw.txm.Get(context.Background(), GasIntent("job-resumed", 1))
		if err != nil || len(rec.Attempts) == 0 {
			return false
		}
		stored = rec
		return true
	})
	cancel()
	if err := <-done; err == nil {
		t.Log("the first delivery saw the re-send land before it was stopped")
	}

	e.pw.backend = paidtest.LowEstimates{Backend: e.pw.backend.(paidtest.LowEstimates).Backend, Gas: 3 * resendEstimate}
	out, err := e.pw.single(testutil.Context(t), "job-resumed", task)
	if err != nil {
		t.Fatalf("re-delivery: %v", err)
	}
	e.wantLandedOnce(t, "job-resumed", out, "resumed-project", payer, paidBefore, sentBefore)
	if rec, _ := e.MinedAttempt(t, e.pw.txm, GasIntent("job-resumed", 1)); rec.From != stored.From || rec.Nonce != stored.Nonce || rec.Call.GasLimit != stored.Call.GasLimit {
		t.Fatalf("the re-send landed as %s nonce %d limit %d, want the stored %s nonce %d limit %d",
			rec.From.Hex(), rec.Nonce, rec.Call.GasLimit, stored.From.Hex(), stored.Nonce, stored.Call.GasLimit)
	}
	again, err := e.pw.single(testutil.Context(t), "job-resumed", task)
	if err != nil || string(again) != string(out) {
		t.Fatalf("a third delivery answered %s, %v; want %s", again, err, out)
	}
}

// TestNoResendCloseToExpiry: a write that ran out of gas while its
// authorization has less than resendMargin left is not sent again (a
// re-send mined after validBefore would revert on the expired
// authorization): the job answers tx_failed out of gas at once, after one
// write and the void of its authorization, nothing charged.
func TestNoResendCloseToExpiry(t *testing.T) {
	e, _ := resendEnv(t)
	payer := crypto.PubkeyToAddress(devkeys.Key(4).PublicKey)
	paidBefore, sentBefore := e.USDC(t, payer), e.pendingSettlerTxs(t)
	head, err := e.Eth.HeaderByNumber(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	until := time.Unix(int64(head.Time)+resendMargin-5, 0)
	task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{Payment: e.SignedPaymentUntil(t, 4, paidtest.Fee, "late", until), StorageCost: "0", Name: "late-project", License: "MIT", IsPublic: true})
	if err != nil {
		t.Fatal(err)
	}
	_, err = e.pw.single(testutil.Context(t), "job-late", task)
	var fe *jobs.FailureError
	if !errors.As(err, &fe) || fe.Failure.Code != wire.CodeTxFailed || !strings.Contains(fe.Failure.Message, outOfGas) {
		t.Fatalf("create: %v; want tx_failed naming %q", err, outOfGas)
	}
	if _, r0 := e.MinedAttempt(t, e.pw.txm, "job-late"); r0.Status != types.ReceiptStatusFailed {
		t.Fatalf("the first attempt has status %d, want out of gas", r0.Status)
	}
	paidtest.WantNoRecord(t, e.pw.txm, GasIntent("job-late", 1))
	// The write, then the void of its authorization, which the mined
	// attempt made public (issue 28, item 2).
	if sent := e.pendingSettlerTxs(t) - sentBefore; sent != 2 {
		t.Fatalf("settlers sent %d transactions, want 2: the write and its void", sent)
	}
	if !strings.Contains(fe.Failure.Message, "money returned in transaction 0x") || !e.AuthorizationUsed(t, payer, "late") {
		t.Fatalf("the failed write's authorization was not voided: %s", fe.Failure.Message)
	}
	if paid := new(big.Int).Sub(paidBefore, e.USDC(t, payer)); paid.Sign() != 0 {
		t.Fatalf("payer charged %s for a write that failed", paid)
	}
}

// TestResendFloor: a re-send has at least twice the exhausted limit, never
// more than the cap; none once the cap was the exhausted limit or the
// re-sends are used up.
func TestResendFloor(t *testing.T) {
	for _, tc := range []struct {
		name           string
		n              int
		exhausted, cap uint64
		want           uint64
		ok             bool
	}{
		{"first re-send doubles", 1, 100_000, 4_000_000, 200_000, true},
		{"last re-send doubles", maxGasResends, 300_000, 4_000_000, 600_000, true},
		{"doubling capped", 1, 3_000_000, 4_000_000, 4_000_000, true},
		{"cap already hit", 1, 4_000_000, 4_000_000, 0, false},
		{"re-sends used up", maxGasResends + 1, 100_000, 4_000_000, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := resendFloor(tc.n, tc.exhausted, tc.cap)
			if got != tc.want || ok != tc.ok {
				t.Fatalf("resendFloor(%d, %d, %d) = %d, %v; want %d, %v", tc.n, tc.exhausted, tc.cap, got, ok, tc.want, tc.ok)
			}
		})
	}
}
