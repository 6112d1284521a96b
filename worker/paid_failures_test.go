package worker

import (
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// bigEq compares *big.Int values by value in cmp.Diff.
var bigEq = cmp.Comparer(func(a, b *big.Int) bool { return a.Cmp(b) == 0 })

// A job whose transaction is signed but cannot get into the chain (the node
// says the settler's key cannot pay for gas) is delivered again and again
// without using up its retries, so asynq never reaches the last retry and no
// failure is published while the signed transaction may still land. Once
// the node takes it, the same signed transaction lands and the job
// succeeds, paid once.
func TestUnresolvedTransactionOutlivesLastRetry(t *testing.T) {
	e := newPaidEnv(t)
	r := newQueueRig(t, e, testutil.RedisClient(t), e.dev.Settlers[:1])
	payer := addrOf(devkeys.Key(5))
	before := e.accounts(t, payer)[0]
	r.backend.set(func(f *faultyBackend) { f.sendErr = errNoFunds })
	const id, maxRetry = "job-nofunds", 2
	r.enqueueCreate(t, id, e.signedPayment(t, 5, 100_000, "nofunds"), "nofunds", asynq.MaxRetry(maxRetry))

	// Each delivery broadcasts the stored transaction once. Today's code
	// must survive more deliveries than MaxRetry allows failures.
	waitUntil(t, time.Minute, "the job was delivered maxRetry+3 times", func() bool {
		if o := r.outcome(t, id); o != nil {
			t.Fatalf("outcome published while the transaction is unresolved: %s", describe(o))
		}
		return r.backend.sends.Load() >= maxRetry+3
	})
	signed := r.record(t, id)
	if signed == nil || len(signed.Attempts) != 1 || signed.State != txmgr.StateAssigned {
		t.Fatalf("record = %+v, want one signed attempt the node has not taken", signed)
	}
	if info := r.task(t, id); info.Retried != 0 || info.State == asynq.TaskStateArchived {
		t.Fatalf("task retried %d times, state %v: deliveries of an unresolved transaction were counted", info.Retried, info.State)
	}

	r.backend.set(func(f *faultyBackend) { f.sendErr = nil })
	waitUntil(t, time.Minute, "the job has an outcome", func() bool { return r.outcome(t, id) != nil })
	o := r.outcome(t, id)
	var res CreateResult
	if err := json.Unmarshal(o.Result, &res); err != nil || o.State != jobs.StateSucceeded {
		t.Fatalf("outcome = %s", describe(o))
	}
	final := r.record(t, id)
	if final.State != txmgr.StateFinal || final.MinedHash != signed.Attempts[0].Hash || res.TxHash != final.MinedHash.Hex() {
		t.Fatalf("mined %s (record %s), result %s; the first signed attempt was %s", final.MinedHash, final.State, res.TxHash, signed.Attempts[0].Hash)
	}
	if paid := new(big.Int).Sub(before.USDC, e.accounts(t, payer)[0].USDC); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("payer paid %s, want one fee", paid)
	}
}
