package worker

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/go-cmp/cmp"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/internal/settletest"
)

// A job whose transaction is signed but cannot get into the chain (the node
// says the settler's key cannot pay for gas) is delivered again and again
// without using up its retries, so asynq never reaches the last retry and no
// failure is published while the signed transaction may still land. Once
// the node takes it, the same signed transaction lands and the job
// succeeds, paid once.
func TestUnresolvedTransactionOutlivesLastRetry(t *testing.T) {
	testutil.SkipIfShort(t, "time: it waits out every retry of a job (30-70 s)")
	e := settletest.NewEnv(t)
	r := newQueueRig(t, e, testutil.RedisClient(t), e.Dev.Settlers[:1])
	payer := paidtest.AddrOf(devkeys.Key(5))
	before := e.Accounts(t, payer)[0]
	r.backend.set(func(f *faultyBackend) { f.sendErr = errNoFunds })
	const id, maxRetry = "job-nofunds", 1
	r.enqueueCreate(t, id, e.SignedPayment(t, 5, 100_000, "nofunds"), "nofunds", asynq.MaxRetry(maxRetry))

	// Each delivery broadcasts the stored transaction once. The job must
	// survive more deliveries than MaxRetry allows failures; they come
	// txRetryDelay apart.
	testutil.Until(t, 2*time.Minute, "the job was delivered maxRetry+2 times", func() bool {
		if o := r.outcome(t, id); o != nil {
			t.Fatalf("outcome published while the transaction is unresolved: %s", paidtest.Describe(o))
		}
		return r.backend.sends.Load() >= maxRetry+2
	})
	signed := r.record(t, id)
	if signed == nil || len(signed.Attempts) != 1 || signed.State != txmgr.StateAssigned {
		t.Fatalf("record = %+v, want one signed attempt the node has not taken", signed)
	}
	if info := r.task(t, id); info.Retried != 0 || info.State == asynq.TaskStateArchived {
		t.Fatalf("task retried %d times, state %v: deliveries of an unresolved transaction were counted", info.Retried, info.State)
	}

	r.backend.set(func(f *faultyBackend) { f.sendErr = nil })
	testutil.Until(t, time.Minute, "the job has an outcome", func() bool { return r.outcome(t, id) != nil })
	o := r.outcome(t, id)
	var res wire.CreateResult
	if err := json.Unmarshal(o.Result, &res); err != nil || o.State != jobs.StateSucceeded {
		t.Fatalf("outcome = %s", paidtest.Describe(o))
	}
	final := r.record(t, id)
	if final.State != txmgr.StateFinal || final.MinedHash != signed.Attempts[0].Hash || res.TxHash != final.MinedHash.Hex() {
		t.Fatalf("mined %s (record %s), result %s; the first signed attempt was %s", final.MinedHash, final.State, res.TxHash, signed.Attempts[0].Hash)
	}
	if paid := new(big.Int).Sub(before.USDC, e.Accounts(t, payer)[0].USDC); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("payer paid %s, want one fee", paid)
	}
}

// A chain node that cannot be reached (the worker's connection to the real
// node is cut) before anything was signed does not end the job: retry
// counts are no proof that the payment cannot be taken. The job is
// delivered again and again without an outcome and without signing; once
// the node is back the write lands, paid once. (Scenario 46, for the part
// before signing.)
func TestUnreachableNodeKeepsJobPending(t *testing.T) {
	e := settletest.NewEnv(t)
	client, proxy := e.ProxiedChain(t)
	r := newQueueRigOver(t, e, client, testutil.RedisClient(t), e.Dev.Settlers[:1])
	payer := paidtest.AddrOf(devkeys.Key(6))
	before := e.Accounts(t, payer)
	proxy.Down()
	const id, maxRetry = "job-down", 1
	r.enqueueCreate(t, id, e.SignedPayment(t, 6, 100_000, "down"), "down", asynq.MaxRetry(maxRetry))

	// Each failed delivery stamps the task (seconds); more distinct stamps
	// than MaxRetry+1 deliveries allow, and the job is still there.
	failed := map[time.Time]bool{}
	testutil.Until(t, 2*time.Minute, "the job failed more deliveries than MaxRetry allows", func() bool {
		if o := r.outcome(t, id); o != nil {
			t.Fatalf("outcome published while the node is unreachable: %s", paidtest.Describe(o))
		}
		if info := r.task(t, id); !info.LastFailedAt.IsZero() {
			failed[info.LastFailedAt] = true
		}
		return len(failed) > maxRetry+1
	})
	if n := r.backend.sends.Load(); n != 0 {
		t.Fatalf("%d transactions sent", n)
	}
	if rec := r.record(t, id); rec != nil {
		t.Fatalf("record %+v exists for a job that never reached the node", *rec)
	}
	proxy.Up()
	testutil.Until(t, 2*time.Minute, "the job has an outcome", func() bool { return r.outcome(t, id) != nil })
	if o := r.outcome(t, id); o.State != jobs.StateSucceeded {
		t.Fatalf("outcome = %s", paidtest.Describe(o))
	}
	if paid := new(big.Int).Sub(before[0].USDC, e.Accounts(t, payer)[0].USDC); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("payer paid %s, want one fee", paid)
	}
}

// A job whose transaction never lands ends with tx_failed, and the payment
// was indeed not taken: the payer's USDC is unchanged after a later block,
// the authorization is unused on chain, and the settler's nonce moved by
// exactly the one transaction that took the job's nonce.
func TestTxFailedTakesNoPayment(t *testing.T) {
	for _, tc := range []struct {
		name string
		// fault breaks the job's transaction on its way to the chain.
		fault func(f *faultyBackend)
		// meanwhile runs once the job's transaction is signed.
		meanwhile func(t *testing.T, e *settletest.Env, rec *txmgr.Record)
		message   string
	}{
		{
			// The node lost the transaction and another one took its
			// nonce (an operator's transfer with the same key).
			name:      "superseded",
			fault:     func(f *faultyBackend) { f.dropSends = true },
			meanwhile: supersede,
			message:   "payment was not taken",
		},
		{
			// The node refuses the transaction for good; a filler takes
			// its nonce.
			name:    "rejected",
			fault:   func(f *faultyBackend) { f.sendErr = errInvalidSender },
			message: "rejected",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := settletest.NewEnv(t)
			r := newQueueRig(t, e, testutil.RedisClient(t), e.Dev.Settlers[:1])
			payer, settler := paidtest.AddrOf(devkeys.Key(7)), paidtest.AddrOf(e.Dev.Settlers[0])
			before := e.Accounts(t, payer, settler)
			r.backend.set(tc.fault)
			id := "job-" + tc.name
			r.enqueueCreate(t, id, e.SignedPayment(t, 7, 100_000, tc.name), tc.name)
			testutil.Until(t, time.Minute, "the job's transaction is signed", func() bool {
				rec := r.record(t, id)
				return rec != nil && len(rec.Attempts) > 0 && r.backend.sends.Load() > 0
			})
			if tc.meanwhile != nil {
				tc.meanwhile(t, e, r.record(t, id))
			}
			testutil.Until(t, time.Minute, "the job has an outcome", func() bool { return r.outcome(t, id) != nil })
			o := r.outcome(t, id)
			if o.State != jobs.StateFailed || o.Failure == nil || o.Failure.Code != wire.CodeTxFailed || !strings.Contains(o.Failure.Message, tc.message) {
				t.Fatalf("outcome = %s, want failed tx_failed mentioning %q", paidtest.Describe(o), tc.message)
			}
			after := e.Accounts(t, payer, settler)
			if diff := cmp.Diff(before[0], after[0], paidtest.BigEq); diff != "" {
				t.Fatalf("payer changed (-before +after):\n%s", diff)
			}
			if e.AuthorizationUsed(t, payer, tc.name) {
				t.Fatal("the authorization was used")
			}
			if after[1].Nonce != before[1].Nonce+1 {
				t.Fatalf("settler nonce %d → %d, want one transaction in the job's nonce", before[1].Nonce, after[1].Nonce)
			}
		})
	}
}

// supersede mines a 0-value transfer from the record's key with the
// record's nonce.
func supersede(t *testing.T, e *settletest.Env, rec *txmgr.Record) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	key := e.Dev.Settlers[0]
	if paidtest.AddrOf(key) != rec.From {
		t.Fatalf("record signed by %s, not settler 0", rec.From)
	}
	head, err := e.Eth.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	signer := types.LatestSignerForChainID(big.NewInt(8453))
	tx := types.MustSignNewTx(key, signer, &types.DynamicFeeTx{ChainID: signer.ChainID(), Nonce: rec.Nonce, GasTipCap: big.NewInt(1e9),
		GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), big.NewInt(1e9)), Gas: 21_000, To: &rec.From})
	if err := e.Eth.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	if _, err := bind.WaitMined(ctx, e.Eth, tx.Hash()); err != nil {
		t.Fatal(err)
	}
}

// A task re-delivered to a worker that does not hold the key its
// transaction was signed with (the first worker was stopped mid-job)
// re-broadcasts the stored transaction and never signs one of its own: the
// job succeeds with the first worker's transaction, the payer pays once and
// the second worker's key sends nothing.
func TestRedeliveryToWorkerWithoutTheKey(t *testing.T) {
	e := settletest.NewEnv(t)
	rdb := testutil.RedisClient(t)
	keyA, keyB := e.Dev.Settlers[0], e.Dev.Settlers[1]
	payer := paidtest.AddrOf(devkeys.Key(8))
	before := e.Accounts(t, payer, paidtest.AddrOf(keyA), paidtest.AddrOf(keyB))

	a := newQueueRig(t, e, rdb, []*ecdsa.PrivateKey{keyA})
	a.backend.set(func(f *faultyBackend) { f.dropSends = true })
	const id = "job-moved"
	a.enqueueCreate(t, id, e.SignedPayment(t, 8, 100_000, "moved"), "moved")
	testutil.Until(t, time.Minute, "the first worker broadcast the transaction", func() bool {
		rec := a.record(t, id)
		return rec != nil && rec.State == txmgr.StateSent && a.backend.sends.Load() > 0
	})
	signed := a.record(t, id)
	a.stop()
	if o := a.outcome(t, id); o != nil {
		t.Fatalf("outcome published while the transaction is unresolved: %s", paidtest.Describe(o))
	}

	b := newQueueRig(t, e, rdb, []*ecdsa.PrivateKey{keyB})
	testutil.Until(t, time.Minute, "the job has an outcome", func() bool { return b.outcome(t, id) != nil })
	o := b.outcome(t, id)
	var res wire.CreateResult
	if err := json.Unmarshal(o.Result, &res); err != nil || o.State != jobs.StateSucceeded {
		t.Fatalf("outcome = %s", paidtest.Describe(o))
	}
	final := b.record(t, id)
	if final.From != paidtest.AddrOf(keyA) || len(final.Attempts) != 1 || res.TxHash != signed.Attempts[0].Hash.Hex() {
		t.Fatalf("result %s, record from %s with %d attempts; the first worker signed %s", res.TxHash, final.From, len(final.Attempts), signed.Attempts[0].Hash)
	}
	after := e.Accounts(t, payer, paidtest.AddrOf(keyA), paidtest.AddrOf(keyB))
	if paid := new(big.Int).Sub(before[0].USDC, after[0].USDC); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("payer paid %s, want one fee", paid)
	}
	if after[1].Nonce != before[1].Nonce+1 {
		t.Fatalf("key A nonce %d → %d, want its one transaction", before[1].Nonce, after[1].Nonce)
	}
	if diff := cmp.Diff(before[2], after[2], paidtest.BigEq); diff != "" {
		t.Fatalf("key B changed (-before +after):\n%s", diff)
	}
}
