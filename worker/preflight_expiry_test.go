package worker

import (
	"context"
	"math/big"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/internal/settletest"
	"github.com/inkd/inkd/worker/settle"
)

// simulationCounter is the chain, counting the simulations of calls to one
// contract (the preflight of each delivery that has no transaction yet)
// and the reads of another (token: each delivery reads the
// authorization's state before anything else).
type simulationCounter struct {
	chain.Backend
	to    common.Address
	token common.Address
	n     atomic.Int32
	reads atomic.Int32
}

func (s *simulationCounter) EstimateGas(ctx context.Context, msg ethereum.CallMsg) (uint64, error) {
	if msg.To != nil && *msg.To == s.to {
		s.n.Add(1)
	}
	return s.Backend.EstimateGas(ctx, msg)
}

func (s *simulationCounter) CallContract(ctx context.Context, msg ethereum.CallMsg, at *big.Int) ([]byte, error) {
	if msg.To != nil && *msg.To == s.token {
		s.reads.Add(1)
	}
	return s.Backend.CallContract(ctx, msg, at)
}

// A job delivered once the head block is past its authorization's
// validBefore (queued in time, taken late) signs nothing, and does not even
// simulate the write (inTime: the authorization expires within
// settle.FirstSignMargin). The head is not the chain's
// final word (confirmations above 1, as on Base): the job publishes no
// outcome while the finalized block is inside the window plus its margin,
// and fails saying the authorization expired, nothing charged, once the
// finalized block proves it unused past the window — the rule expiry after
// a broadcast follows (TestExpiryWaitsForTheFinalizedBlock).
func TestPreflightExpiryWaitsForTheFinalizedBlock(t *testing.T) {
	testutil.SkipIfShort(t, "time: it waits out an authorization window and its finalized block (30-70 s)")
	ctx := context.Background()
	e := settletest.NewEnv(t)
	sims := &simulationCounter{Backend: e.Eth, to: e.Dev.Deployment.Treasury, token: e.Dev.Deployment.USDC}
	r := newQueueRigTx(t, e, sims, testutil.RedisClient(t), e.Dev.Settlers[:1],
		func(*settle.Config) {}, func(c *txmgr.Config) { c.Confirmations = 3 })
	payer := paidtest.AddrOf(devkeys.Key(7))
	before := e.USDC(t, payer)
	const id = "job-late-expired"
	validBefore := e.ChainTime(t).Add(3 * time.Second)
	limit := validBefore.Add(settle.ExpiryMargin * time.Second)
	p := e.SignedPaymentUntil(t, 7, 100_000, "late-expired", validBefore)
	finalizedTime := func() time.Time {
		h, err := e.Eth.HeaderByNumber(ctx, big.NewInt(int64(rpc.FinalizedBlockNumber)))
		if err != nil {
			t.Fatal(err)
		}
		return time.Unix(int64(h.Time), 0)
	}
	for !e.ChainTime(t).After(validBefore) {
		e.NextBlock(t)
	}
	if !finalizedTime().Before(limit) {
		t.Skip("the finalized block passed the window with the head: no gap to test on this chain")
	}

	r.enqueueCreate(t, id, p, "late-expired")
	testutil.Until(t, 2*time.Minute, "three deliveries read the authorization", func() bool {
		return r.outcome(t, id) != nil || sims.reads.Load() >= 6
	})
	if o := r.outcome(t, id); o != nil && finalizedTime().Before(limit) {
		t.Fatalf("outcome %s from the head while the finalized block (%v) is before the window's end (%v)", paidtest.Describe(o), finalizedTime(), limit)
	}

	// Blocks until the finalized one is past the window: no outcome before.
	deadline := time.Now().Add(4 * time.Minute)
	for finalizedTime().Before(limit) {
		if o := r.outcome(t, id); o != nil {
			t.Fatalf("outcome %s while the finalized block (%v) is before the window's end (%v)", paidtest.Describe(o), finalizedTime(), limit)
		}
		if time.Now().After(deadline) {
			t.Fatal("the finalized block did not pass the window in 4 minutes")
		}
		e.NextBlock(t)
	}
	testutil.Until(t, 2*time.Minute, "the job has an outcome", func() bool { return r.outcome(t, id) != nil })
	if o := r.outcome(t, id); o.State != jobs.StateFailed || o.Failure == nil || o.Failure.Code != wire.CodeTxFailed || !strings.Contains(o.Failure.Message, "expired unused") {
		t.Fatalf("outcome = %s, want failed tx_failed saying the authorization expired unused", paidtest.Describe(o))
	}
	if e.USDC(t, payer).Cmp(before) != 0 || e.AuthorizationUsed(t, payer, "late-expired") {
		t.Fatal("the payer was charged")
	}
	if rec := r.record(t, id); rec != nil {
		t.Fatalf("a transaction was signed (%s nonce %d) for an expired authorization", rec.From, rec.Nonce)
	}
	if n := sims.n.Load(); n != 0 {
		t.Fatalf("the write was simulated %d times for an authorization inside the first signature's margin", n)
	}
}

// Issue 28, item 8: a job whose authorization has less than
// settle.FirstSignMargin left when its first delivery runs (queued in time, taken
// late) signs nothing: its transaction would likely be mined after
// validBefore and revert at the operator's cost. Before, only a re-send
// checked the time left. The job waits, publishing nothing, until the
// chain proves the authorization expired unused, and fails saying so,
// nothing charged.
func TestFirstSignatureLeavesAMargin(t *testing.T) {
	e := settletest.NewEnv(t)
	sims := &simulationCounter{Backend: e.Eth, to: e.Dev.Deployment.Treasury, token: e.Dev.Deployment.USDC}
	r := newQueueRigTx(t, e, sims, testutil.RedisClient(t), e.Dev.Settlers[:1], func(*settle.Config) {}, func(*txmgr.Config) {})
	payer := paidtest.AddrOf(devkeys.Key(8))
	before := e.USDC(t, payer)
	const id = "job-too-late"
	validBefore := e.ChainTime(t).Add((settle.FirstSignMargin - 2) * time.Second)
	p := e.SignedPaymentUntil(t, 8, 100_000, "too-late", validBefore)
	r.enqueueCreate(t, id, p, "too-late")
	limit := validBefore.Add(settle.ExpiryMargin * time.Second)
	for deadline := time.Now().Add(4 * time.Minute); e.ChainTime(t).Before(limit); {
		if o := r.outcome(t, id); o != nil {
			t.Fatalf("outcome %s before the authorization's window ended", paidtest.Describe(o))
		}
		if time.Now().After(deadline) {
			t.Fatal("the chain did not pass the window in 4 minutes")
		}
		e.NextBlock(t)
	}
	testutil.Until(t, 2*time.Minute, "the job has an outcome", func() bool { return r.outcome(t, id) != nil })
	if o := r.outcome(t, id); o.State != jobs.StateFailed || o.Failure == nil || o.Failure.Code != wire.CodeTxFailed || !strings.Contains(o.Failure.Message, "expired unused") {
		t.Fatalf("outcome = %s, want failed tx_failed saying the authorization expired unused", paidtest.Describe(o))
	}
	if rec := r.record(t, id); rec != nil {
		t.Fatalf("a transaction was signed (%s nonce %d) inside the margin", rec.From, rec.Nonce)
	}
	if n := sims.n.Load(); n != 0 {
		t.Fatalf("the write was simulated %d times inside the margin", n)
	}
	if e.USDC(t, payer).Cmp(before) != 0 || e.AuthorizationUsed(t, payer, "too-late") {
		t.Fatal("the payer was charged")
	}
}

// The first signature's margin stays below what the API requires of a
// fresh authorization, so no request it accepts is refused by the worker
// for its time alone.
func TestFirstSignMarginBelowAPIMinimum(t *testing.T) {
	if time.Duration(settle.FirstSignMargin)*time.Second >= payment.MinRemaining {
		t.Fatalf("settle.FirstSignMargin %d s is not below payment.MinRemaining %v", settle.FirstSignMargin, payment.MinRemaining)
	}
}
