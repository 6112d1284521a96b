package settle

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/internal/paidtest"
)

// TestPaidWriteRefusesPayerWithCode is finding 1 of the money-path review
// at the worker: a payer delegates its account (EIP-7702) to code whose
// ERC-1271 check passes a gas estimate made at gas price 0 and burns all
// its gas at settlement. Before the fix the worker estimated at gas price 0,
// sent the write and paid for its revert; now it refuses the payer right
// before signing: no transaction record, the settlers' nonces and ETH
// unchanged, the payer not charged.
func TestPaidWriteRefusesPayerWithCode(t *testing.T) {
	e := newPaidEnv(t)
	payerKey := devkeys.Key(6)
	payer := crypto.PubkeyToAddress(payerKey.PublicKey)
	delegate := testutil.DeployCode(t, e.Eth, devkeys.Key(9), testutil.GriefDelegateRuntime)
	testutil.Delegate(t, e.Eth, devkeys.Key(9), payerKey, delegate)

	nonces, eth := e.SettlerState(t)
	usdc := e.USDC(t, payer)
	got := e.runCreate(t, "job-grief", 6, "grief-1", "griefed")
	if !strings.HasPrefix(got, "payment_invalid:") || !strings.Contains(got, "EIP-7702") {
		t.Fatalf("create by a delegated payer = %q, want payment_invalid naming EIP-7702", got)
	}
	if _, err := e.pw.txm.Get(context.Background(), "job-grief"); !errors.Is(err, txmgr.ErrNotFound) {
		t.Fatalf("transaction record of the refused job: %v, want none", err)
	}
	n2, eth2 := e.SettlerState(t)
	if n2 != nonces || eth2.Cmp(eth) != 0 {
		t.Fatalf("settlers moved: nonces %d → %d, ETH %s → %s", nonces, n2, eth, eth2)
	}
	if after := e.USDC(t, payer); after.Cmp(usdc) != 0 {
		t.Fatalf("payer balance moved from %s to %s", usdc, after)
	}

	// Once the delegation is cleared the same wallet pays normally.
	testutil.Delegate(t, e.Eth, devkeys.Key(9), payerKey, [20]byte{})
	if got := e.runCreate(t, "job-plain", 6, "grief-2", "griefed"); got != "" {
		t.Fatalf("create after clearing the delegation: %s", got)
	}
}

// TestPaidWriteGasCap: a write whose simulation needs more gas than the
// per-write cap ends before anything is signed.
func TestPaidWriteGasCap(t *testing.T) {
	e := newPaidEnv(t)
	e.pw.cfg.MaxGas = 60_000
	nonces, _ := e.SettlerState(t)
	got := e.runCreate(t, "job-cap", 5, "cap-1", "capped")
	if !strings.HasPrefix(got, "tx_failed:") || !strings.Contains(got, "above the cap of 60000") {
		t.Fatalf("create above the gas cap = %q, want tx_failed naming the cap", got)
	}
	if _, err := e.pw.txm.Get(context.Background(), "job-cap"); !errors.Is(err, txmgr.ErrNotFound) {
		t.Fatalf("transaction record: %v, want none", err)
	}
	if n2, _ := e.SettlerState(t); n2 != nonces {
		t.Fatalf("settler nonces %d → %d", nonces, n2)
	}
}

// estimateRecorder wraps the real backend and records the gas estimates'
// fee fields.
type estimateRecorder struct {
	chain.Backend
	mu   sync.Mutex
	msgs []ethereum.CallMsg
}

func (r *estimateRecorder) EstimateGas(ctx context.Context, msg ethereum.CallMsg) (uint64, error) {
	r.mu.Lock()
	r.msgs = append(r.msgs, msg)
	r.mu.Unlock()
	return r.Backend.EstimateGas(ctx, msg)
}

// TestPreflightSimulatesWithFeeFields: the simulation carries the fee cap
// and tip of the transaction's first attempt, so code keyed on the gas price
// sees at simulation what it will see at settlement.
func TestPreflightSimulatesWithFeeFields(t *testing.T) {
	e := newPaidEnv(t)
	rec := &estimateRecorder{Backend: e.pw.backend}
	e.pw.backend = rec
	if got := e.runCreate(t, "job-fees", 7, "fees-1", "fee-fields"); got != "" {
		t.Fatalf("create: %s", got)
	}
	if len(rec.msgs) != 1 {
		t.Fatalf("%d estimates, want 1", len(rec.msgs))
	}
	m := rec.msgs[0]
	if m.GasFeeCap == nil || m.GasFeeCap.Sign() == 0 || m.GasTipCap == nil || m.GasPrice != nil {
		t.Fatalf("estimate fee fields: feeCap %v tip %v gasPrice %v; want the first attempt's cap and tip", m.GasFeeCap, m.GasTipCap, m.GasPrice)
	}
}

// TestJobEndReleasesSpendHold: the API holds a payment's value against the
// payer's balance; the job releases it once its outcome is final, success
// or failure, so the next write of a payer with a tight balance is not
// refused for money already spent.
func TestJobEndReleasesSpendHold(t *testing.T) {
	e := newPaidEnv(t)
	rdb := testutil.RedisClient(t)
	spends, err := payment.NewSpends(rdb, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	WithPaymentRecords(spends, nil)(e.pw)
	ctx := context.Background()
	payer := crypto.PubkeyToAddress(devkeys.Key(8).PublicKey)
	hold := func(nonce string) {
		p := e.SignedPayment(t, 8, 100_000, nonce)
		pay, _, err := treasuryPayment(p, "0")
		if err != nil {
			t.Fatal(err)
		}
		a := payment.Authorization{From: pay.From, Value: pay.Value, ValidBefore: big.NewInt(time.Now().Add(5 * time.Minute).Unix()), Nonce: pay.Nonce}
		if err := spends.Hold(ctx, a, big.NewInt(1e12)); err != nil {
			t.Fatal(err)
		}
	}
	hold("hold-1")
	hold("hold-2")
	if got := e.runCreate(t, "job-ok", 8, "hold-1", "held"); got != "" {
		t.Fatalf("create: %s", got)
	}
	if got := e.runCreate(t, "job-fail", 8, "hold-2", "held"); !strings.Contains(got, "NameTaken()") {
		t.Fatalf("second create = %q, want NameTaken()", got)
	}
	if p, err := spends.Pending(ctx, payer); err != nil || p.Sign() != 0 {
		t.Fatalf("pending after both jobs ended = %v, %v; want 0", p, err)
	}
}

// pendingSettlerTxs is how many transactions the settlers have sent,
// mined or pending.
func (e *paidEnv) pendingSettlerTxs(t *testing.T) uint64 {
	t.Helper()
	var n uint64
	for _, a := range e.pw.txm.Addresses() {
		got, err := e.Eth.PendingNonceAt(context.Background(), a)
		if err != nil {
			t.Fatal(err)
		}
		n += got
	}
	return n
}

// suspendingEnv is newPaidEnv with 2 s blocks whose paid writes suspend
// payers in a real Redis, as the worker does.
func suspendingEnv(t *testing.T) (*paidEnv, *payment.Suspensions) {
	t.Helper()
	e := newPaidEnv(t, 2*time.Second)
	susp, err := payment.NewSuspensions(testutil.RedisClient(t), "", 0)
	if err != nil {
		t.Fatal(err)
	}
	WithPaymentRecords(nil, susp)(e.pw)
	return e, susp
}

// TestPayerDelegatingBeforeSettlementIsSuspended is the last window of
// finding 1: the payer has no code when the API and the worker check it,
// and delegates its account while the write waits for its block (the
// delegation ordered first in the same block). The treasury refuses the
// payer before calling USDC, so the settler pays a cheap revert, not the
// gas limit, and the payer is suspended. Blocks come every 2 s; an attempt
// whose block sealed before the delegation arrived lands normally and is
// tried again with a fresh payment.
func TestPayerDelegatingBeforeSettlementIsSuspended(t *testing.T) {
	e, susp := suspendingEnv(t)
	payerKey := devkeys.Key(2)
	payer := crypto.PubkeyToAddress(payerKey.PublicKey)
	delegate := testutil.DeployCode(t, e.Eth, devkeys.Key(9), testutil.GriefDelegateRuntime)
	for attempt := range 5 {
		job := fmt.Sprintf("job-late-%d", attempt)
		before := e.pendingSettlerTxs(t)
		done := make(chan string, 1)
		go func() { done <- e.runCreate(t, job, 2, job, job) }()
		deadline := time.Now().Add(30 * time.Second)
		for e.pendingSettlerTxs(t) == before {
			if time.Now().After(deadline) {
				t.Fatal("the write never reached the pool")
			}
			time.Sleep(5 * time.Millisecond)
		}
		testutil.Delegate(t, e.Eth, devkeys.Key(9), payerKey, delegate)
		got := testutil.Recv(t, done, "the create job")
		if got == "" {
			t.Logf("attempt %d: the write's block sealed before the delegation; again", attempt)
			testutil.Delegate(t, e.Eth, devkeys.Key(9), payerKey, common.Address{})
			continue
		}
		if got != "tx_failed:PayerHasCode()" {
			t.Fatalf("write = %q, want tx_failed:PayerHasCode()", got)
		}
		rec, err := e.pw.txm.Get(context.Background(), job)
		if err != nil {
			t.Fatal(err)
		}
		rcpt, err := e.Eth.TransactionReceipt(context.Background(), rec.MinedHash)
		if err != nil {
			t.Fatal(err)
		}
		if rcpt.GasUsed >= 60_000 {
			t.Fatalf("the reverted write used %d gas; want a cheap refusal", rcpt.GasUsed)
		}
		var se *payment.SuspendedError
		if err := susp.Check(context.Background(), payer); !errors.As(err, &se) || se.Reason != "PayerHasCode()" {
			t.Fatalf("suspension after the revert: %v", err)
		}
		return
	}
	t.Fatal("five attempts all sealed before the delegation arrived")
}

// runCreate runs a create job of account i as its own write and returns
// its failure as "code:message", "" when it landed.
func (e *paidEnv) runCreate(t *testing.T, job string, i int, nonce, name string) string {
	t.Helper()
	_, err := e.pw.single(testutil.Context(t), job, e.CreateTask(t, i, nonce, name))
	return paidtest.FailureText(t, job, err)
}
