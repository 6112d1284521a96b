package worker

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
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

// A job whose transaction never reaches a block (every node loses it) fails
// for good only on the chain's final word: with confirmations above 1 (as
// on Base) the authorization must be unused in the finalized block, and
// that block past its validBefore. While only the head is past the window
// (the development chain finalizes every 32nd block), the job stays
// undecided through its deliveries (5 s each here); once the finalized
// block is past it, the job fails saying the authorization expired,
// nothing charged.
func TestExpiryWaitsForTheFinalizedBlock(t *testing.T) {
	testutil.SkipIfShort(t, "time: it waits out an authorization window and its finalized block (30-70 s)")
	ctx := context.Background()
	e := settletest.NewEnv(t)
	r := newQueueRigTx(t, e, e.Eth, testutil.RedisClient(t), e.Dev.Settlers[:1],
		func(*settle.Config) {}, func(c *txmgr.Config) { c.Confirmations = 3 })
	r.backend.set(func(f *faultyBackend) { f.dropSends = true })
	payer := paidtest.AddrOf(devkeys.Key(7))
	before := e.USDC(t, payer)
	const id = "job-expired-final"
	validBefore := e.ChainTime(t).Add((settle.FirstSignMargin + 6) * time.Second)
	limit := validBefore.Add(settle.ExpiryMargin * time.Second)
	r.enqueueCreate(t, id, e.SignedPaymentUntil(t, 7, 100_000, "expired-final", validBefore), "expired-final", asynq.Timeout(5*time.Second))
	testutil.Until(t, time.Minute, "the job's transaction is signed and lost", func() bool {
		rec := r.record(t, id)
		return rec != nil && rec.State == txmgr.StateSent
	})
	finalizedTime := func() time.Time {
		h, err := e.Eth.HeaderByNumber(ctx, big.NewInt(int64(rpc.FinalizedBlockNumber)))
		if err != nil {
			t.Fatal(err)
		}
		return time.Unix(int64(h.Time), 0)
	}
	// The head goes past the window, the finalized block does not.
	for !e.ChainTime(t).After(limit.Add(2 * time.Second)) {
		e.NextBlock(t)
	}
	if !finalizedTime().Before(limit) {
		t.Skip("the finalized block passed the window with the head: no gap to test on this chain")
	}
	seen := r.task(t, id).Retried
	testutil.Until(t, 2*time.Minute, "two more deliveries with the head past the window", func() bool {
		return r.outcome(t, id) != nil || r.task(t, id).Retried >= seen+2
	})
	if o := r.outcome(t, id); o != nil {
		t.Fatalf("outcome %s while the finalized block is before the window's end", paidtest.Describe(o))
	}

	testutil.Until(t, 2*time.Minute, "the job has an outcome", func() bool {
		if r.outcome(t, id) != nil {
			return true
		}
		e.NextBlock(t)
		return false
	})
	if ft := finalizedTime(); ft.Before(limit) {
		t.Errorf("decided with the finalized block at %v, before %v", ft, limit)
	}
	o := r.outcome(t, id)
	if o.State != jobs.StateFailed || o.Failure == nil || o.Failure.Code != wire.CodeTxFailed || !strings.Contains(o.Failure.Message, "expired") {
		t.Fatalf("outcome = %s, want failed tx_failed saying the authorization expired", paidtest.Describe(o))
	}
	if e.USDC(t, payer).Cmp(before) != 0 || e.AuthorizationUsed(t, payer, "expired-final") {
		t.Fatal("the payer was charged")
	}
}
