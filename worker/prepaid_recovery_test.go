package worker

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/internal/settletest"
)

// A front-run payment whose write was completed as prepaid, then Redis
// lost everything and the payer retried (a recovery job): the job finds
// the treasury's PaymentReceived for the payer and nonce and answers with
// that write, instead of refunding a payment that is no longer there.
// (Scenario 27.)
func TestRecoveryJobFindsCompletedPrepaidWrite(t *testing.T) {
	e := settletest.NewEnv(t)
	rdb := testutil.RedisClient(t)
	r := newQueueRig(t, e, rdb, e.Dev.Settlers[:1])
	payer := crypto.PubkeyToAddress(devkeys.Key(3).PublicKey)
	p := e.SignedPayment(t, 3, 100_000, "front-run-then-lost")
	before := e.USDC(t, payer)
	e.FrontRun(t, p)
	const id = "job-fr-lost"
	r.enqueueCreate(t, id, p, "fr-lost")
	testutil.Until(t, time.Minute, "the job has an outcome", func() bool { return r.outcome(t, id) != nil })
	first := r.outcome(t, id)
	if first.State != jobs.StateSucceeded {
		t.Fatalf("first run: %s", paidtest.Describe(first))
	}
	if err := rdb.FlushAll(context.Background()).Err(); err != nil {
		t.Fatal(err)
	}
	p.Recovery = true
	r.enqueueCreate(t, id, p, "fr-lost")
	testutil.Until(t, time.Minute, "the recovery job has an outcome", func() bool { return r.outcome(t, id) != nil })
	if again := r.outcome(t, id); again.State != jobs.StateSucceeded || string(again.Result) != string(first.Result) {
		t.Fatalf("recovery: %s, want the first result %s", paidtest.Describe(again), first.Result)
	}
	if paid := new(big.Int).Sub(before, e.USDC(t, payer)); paid.Int64() != 100_000 {
		t.Fatalf("payer charged %s, want 100000 once", paid)
	}
}
