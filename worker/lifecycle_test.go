package worker

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/internal/settletest"
	"github.com/inkd/inkd/worker/settle"
)

// The outcome rule (doc.go): a job's outcome is published only when it is
// final. These tests break the job's way to the chain at the moments where
// a retry counter or a lost Redis record used to decide instead.

// Redis loses everything after a paid create landed (FLUSHALL: the task,
// the transaction record, the outcome) and the job is queued again after
// its authorization's window, as the API does for a retried request. The
// chain decides before any check or simulation runs: the job answers with
// the write that landed — same transaction, same project — not with the
// "authorization is expired" its simulation now reverts with (USDC checks
// expiry before use), and the payer paid once. (Scenario 27.)
func TestLostRecordAnswersTheLandedWrite(t *testing.T) {
	e := settletest.NewEnv(t)
	rdb := testutil.RedisClient(t)
	r := newQueueRig(t, e, rdb, e.Dev.Settlers[:1])
	payer := paidtest.AddrOf(devkeys.Key(5))
	before := e.USDC(t, payer)
	const id = "job-lost"
	// The development chain's clock runs ahead of the wall clock (a block
	// a second at least): the window is set on the chain's time.
	validBefore := e.ChainTime(t).Add(15 * time.Second)
	p := e.SignedPaymentUntil(t, 5, 100_000, "lost", validBefore)
	r.enqueueCreate(t, id, p, "lost")
	testutil.Until(t, time.Minute, "the job has an outcome", func() bool { return r.outcome(t, id) != nil })
	first := r.outcome(t, id)
	if first.State != jobs.StateSucceeded {
		t.Fatalf("first run: %s", paidtest.Describe(first))
	}

	testutil.Until(t, time.Minute, "the chain is past the authorization's window", func() bool {
		e.NextBlock(t)
		return e.ChainTime(t).After(validBefore)
	})
	if err := rdb.FlushAll(context.Background()).Err(); err != nil {
		t.Fatal(err)
	}
	r.enqueueCreate(t, id, p, "lost")
	testutil.Until(t, time.Minute, "the re-queued job has an outcome", func() bool { return r.outcome(t, id) != nil })
	again := r.outcome(t, id)
	if again.State != jobs.StateSucceeded || string(again.Result) != string(first.Result) {
		t.Fatalf("after the loss: %s, want the first result %s", paidtest.Describe(again), first.Result)
	}
	if paid := new(big.Int).Sub(before, e.USDC(t, payer)); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("payer paid %s, want one fee", paid)
	}
	if rec := r.record(t, id); rec != nil {
		t.Fatalf("a transaction was recorded again (%s nonce %d): the chain should have answered", rec.From, rec.Nonce)
	}
}

// The chain search for a lost job's payment is anchored at its
// authorization's window, not at the head: a job re-queued long after its
// write landed (here more blocks later than the lookback) still finds the
// write and answers with it. (Scenario 27.)
func TestLostRecordFoundBeyondTheLookback(t *testing.T) {
	testutil.SkipIfShort(t, "time: it waits out an authorization window past the lookback (30-70 s)")
	e := settletest.NewEnv(t)
	rdb := testutil.RedisClient(t)
	const lookback = 30 // blocks; the window (16 s) spans fewer
	r := newQueueRigWith(t, e, e.Eth, rdb, e.Dev.Settlers[:1], func(c *settle.Config) { c.PrepaidLookback = lookback })
	validBefore := e.ChainTime(t).Add((settle.FirstSignMargin + 8) * time.Second)
	p := e.SignedPaymentUntil(t, 5, 100_000, "old", validBefore)
	const id = "job-old"
	r.enqueueCreate(t, id, p, "old")
	testutil.Until(t, time.Minute, "the job has an outcome", func() bool { return r.outcome(t, id) != nil })
	first := r.outcome(t, id)
	if first.State != jobs.StateSucceeded {
		t.Fatalf("first run: %s", paidtest.Describe(first))
	}
	for range 2 * lookback {
		e.NextBlock(t)
	}
	testutil.Until(t, time.Minute, "the chain is past the authorization's window", func() bool {
		e.NextBlock(t)
		return e.ChainTime(t).After(validBefore)
	})
	if err := rdb.FlushAll(context.Background()).Err(); err != nil {
		t.Fatal(err)
	}
	r.enqueueCreate(t, id, p, "old")
	testutil.Until(t, time.Minute, "the re-queued job has an outcome", func() bool { return r.outcome(t, id) != nil })
	if again := r.outcome(t, id); again.State != jobs.StateSucceeded || string(again.Result) != string(first.Result) {
		t.Fatalf("after the loss: %s, want the first result %s", paidtest.Describe(again), first.Result)
	}
}

// Redis loses the transaction record of a paid create right after it was
// broadcast, while the transaction waits for its block (blocks every 2 s).
// The job never answers tx_failed for the write that lands: it ends with
// that write's result, and the payer paid once. (Scenario 27.)
func TestRecordLostAfterBroadcast(t *testing.T) {
	e := settletest.NewEnv(t, 2*time.Second)
	rdb := testutil.RedisClient(t)
	r := newQueueRig(t, e, rdb, e.Dev.Settlers[:1])
	payer := paidtest.AddrOf(devkeys.Key(5))
	before := e.USDC(t, payer)
	const id = "job-lost-sent"
	r.enqueueCreate(t, id, e.SignedPayment(t, 5, 100_000, "lost-sent"), "lost-sent")
	var sent *txmgr.Record
	testutil.Until(t, time.Minute, "the job's transaction is broadcast", func() bool {
		sent = r.record(t, id)
		return sent != nil && sent.State == txmgr.StateSent
	})
	if err := rdb.Del(context.Background(), txmgr.DefaultKeyPrefix+"intent:"+id).Err(); err != nil {
		t.Fatal(err)
	}
	testutil.Until(t, 2*time.Minute, "the job has an outcome", func() bool { return r.outcome(t, id) != nil })
	o := r.outcome(t, id)
	var res wire.CreateResult
	if err := json.Unmarshal(o.Result, &res); err != nil || o.State != jobs.StateSucceeded {
		t.Fatalf("outcome = %s, want the landed write", paidtest.Describe(o))
	}
	if res.TxHash != sent.Attempts[0].Hash.Hex() {
		t.Logf("answered with %s; the lost record had broadcast %s", res.TxHash, sent.Attempts[0].Hash)
	}
	if paid := new(big.Int).Sub(before, e.USDC(t, payer)); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("payer paid %s, want one fee", paid)
	}
}

// A published outcome is final: a later delivery of the job (a duplicate,
// a continuation, a re-queued task) does nothing, even when the write
// could now be made. Here the job failed before anything was signed and
// the client was told so; the same task delivered again signs nothing and
// takes no payment. (Scenarios 8, 9.)
func TestPublishedOutcomeIsFinal(t *testing.T) {
	e := settletest.NewEnv(t)
	r := newQueueRig(t, e, testutil.RedisClient(t), e.Dev.Settlers[:1])
	payer := paidtest.AddrOf(devkeys.Key(6))
	before := e.USDC(t, payer)
	const id = "job-told"
	told := jobs.Failure{Code: wire.CodeTxFailed, Message: "told the client"}
	if err := r.store.Publish(context.Background(), jobs.Outcome{JobID: id, State: jobs.StateFailed, Failure: &told}); err != nil {
		t.Fatal(err)
	}
	r.enqueueCreate(t, id, e.SignedPayment(t, 6, 100_000, "told"), "told")
	testutil.Until(t, time.Minute, "the delivery ended", func() bool {
		info := r.task(t, id)
		return info.State != asynq.TaskStateActive && info.State != asynq.TaskStatePending
	})
	if rec := r.record(t, id); rec != nil {
		t.Fatalf("a transaction was signed (%s nonce %d) after the job's failure was published", rec.From, rec.Nonce)
	}
	if e.USDC(t, payer).Cmp(before) != 0 || e.AuthorizationUsed(t, payer, "told") {
		t.Fatal("the payment was taken after the job's failure was published")
	}
}

// A settler key that cannot pay for gas (its ETH drained) fails the job's
// simulation before anything is signed, on a task whose first delivery is
// also its last (MaxRetry 0). Neither the retry counter nor the last
// delivery ends the job: no outcome is published, the job is carried on,
// and once the key is funded the write lands, paid once. (Scenarios 9, 38.)
func TestUndecidedJobOutlivesItsLastDelivery(t *testing.T) {
	e := settletest.NewEnv(t)
	r, key := drainedRig(t, e)
	payer := paidtest.AddrOf(devkeys.Key(6))
	before := e.USDC(t, payer)
	const id = "job-last"
	r.enqueueCreate(t, id, e.SignedPayment(t, 6, 100_000, "last"), "last", asynq.MaxRetry(0))
	testutil.Until(t, time.Minute, "the first delivery ended", func() bool {
		info := r.task(t, id)
		return info.State != asynq.TaskStateActive && info.State != asynq.TaskStatePending
	})
	if o := r.outcome(t, id); o != nil {
		t.Fatalf("outcome published while the job is undecided: %s", paidtest.Describe(o))
	}
	fund(t, e, key)
	testutil.Until(t, 2*time.Minute, "the job has an outcome", func() bool { return r.outcome(t, id) != nil })
	o := r.outcome(t, id)
	var res wire.CreateResult
	if err := json.Unmarshal(o.Result, &res); err != nil || o.State != jobs.StateSucceeded {
		t.Fatalf("outcome = %s", paidtest.Describe(o))
	}
	if paid := new(big.Int).Sub(before, e.USDC(t, payer)); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("payer paid %s, want one fee", paid)
	}
}

// A job that cannot get its transaction signed (the settler has no ETH)
// ends only when the chain proves the payment can no longer be taken: a
// block past the authorization's validBefore with the authorization
// unused. It then fails saying so; the payer was not charged. (Scenario 38.)
func TestExpiredAuthorizationEndsUndecidedJob(t *testing.T) {
	testutil.SkipIfShort(t, "time: it waits out an authorization window (30-70 s)")
	e := settletest.NewEnv(t)
	r, _ := drainedRig(t, e)
	payer := paidtest.AddrOf(devkeys.Key(7))
	before := e.USDC(t, payer)
	const id = "job-expired"
	r.enqueueCreate(t, id, e.SignedPaymentUntil(t, 7, 100_000, "expired", e.ChainTime(t).Add(6*time.Second)), "expired")
	testutil.Until(t, 2*time.Minute, "the job has an outcome", func() bool {
		if r.outcome(t, id) != nil {
			return true
		}
		e.NextBlock(t) // the chain's clock moves only with blocks
		return false
	})
	o := r.outcome(t, id)
	if o.State != jobs.StateFailed || o.Failure == nil || o.Failure.Code != wire.CodeTxFailed || !strings.Contains(o.Failure.Message, "expired") {
		t.Fatalf("outcome = %s, want failed tx_failed saying the authorization expired", paidtest.Describe(o))
	}
	if e.AuthorizationUsed(t, payer, "expired") {
		t.Fatal("the authorization was used")
	}
	if e.USDC(t, payer).Cmp(before) != 0 {
		t.Fatal("the payer was charged")
	}
}

// drainedRig starts a worker whose one settler key cannot pay for a paid
// write's gas: all but dust of its ETH went to development account #9.
func drainedRig(t *testing.T, e *settletest.Env) (*queueRig, *ecdsa.PrivateKey) {
	t.Helper()
	key := drain(t, e)
	return newQueueRig(t, e, testutil.RedisClient(t), []*ecdsa.PrivateKey{key}), key
}

// drain sends all but dust of settler 3's ETH to development account #9
// and returns its key.
func drain(t *testing.T, e *settletest.Env) *ecdsa.PrivateKey {
	t.Helper()
	key := e.Dev.Settlers[3]
	bal, err := e.Eth.BalanceAt(context.Background(), paidtest.AddrOf(key), nil)
	if err != nil {
		t.Fatal(err)
	}
	feeCap := e.FeeCap(t)
	e.Transfer(t, key, paidtest.AddrOf(devkeys.Key(9)), new(big.Int).Sub(bal, new(big.Int).Mul(feeCap, big.NewInt(21_000))), feeCap)
	return key
}

// fund sends key 1 ETH from development account #9.
func fund(t *testing.T, e *settletest.Env, key *ecdsa.PrivateKey) {
	t.Helper()
	e.Transfer(t, devkeys.Key(9), paidtest.AddrOf(key), big.NewInt(1e18), e.FeeCap(t))
}
