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
	e := newPaidEnv(t)
	r := newQueueRigTx(t, e, e.eth, testutil.RedisClient(t), e.dev.Settlers[:1],
		func(*PaidWritesConfig) {}, func(c *txmgr.Config) { c.Confirmations = 3 })
	r.backend.set(func(f *faultyBackend) { f.dropSends = true })
	payer := addrOf(devkeys.Key(7))
	before := e.usdc(t, payer)
	const id = "job-expired-final"
	validBefore := e.chainTime(t).Add((firstSignMargin + 6) * time.Second)
	limit := validBefore.Add(expiryMargin * time.Second)
	r.enqueueCreate(t, id, e.signedPaymentUntil(t, 7, 100_000, "expired-final", validBefore), "expired-final", asynq.Timeout(5*time.Second))
	waitUntil(t, time.Minute, "the job's transaction is signed and lost", func() bool {
		rec := r.record(t, id)
		return rec != nil && rec.State == txmgr.StateSent
	})
	finalizedTime := func() time.Time {
		h, err := e.eth.HeaderByNumber(ctx, big.NewInt(int64(rpc.FinalizedBlockNumber)))
		if err != nil {
			t.Fatal(err)
		}
		return time.Unix(int64(h.Time), 0)
	}
	// The head goes past the window, the finalized block does not.
	for !e.chainTime(t).After(limit.Add(2 * time.Second)) {
		e.nextBlock(t)
	}
	if !finalizedTime().Before(limit) {
		t.Skip("the finalized block passed the window with the head: no gap to test on this chain")
	}
	seen := r.task(t, id).Retried
	waitUntil(t, 2*time.Minute, "two more deliveries with the head past the window", func() bool {
		return r.outcome(t, id) != nil || r.task(t, id).Retried >= seen+2
	})
	if o := r.outcome(t, id); o != nil {
		t.Fatalf("outcome %s while the finalized block is before the window's end", describe(o))
	}

	waitUntil(t, 2*time.Minute, "the job has an outcome", func() bool {
		if r.outcome(t, id) != nil {
			return true
		}
		e.nextBlock(t)
		return false
	})
	if ft := finalizedTime(); ft.Before(limit) {
		t.Errorf("decided with the finalized block at %v, before %v", ft, limit)
	}
	o := r.outcome(t, id)
	if o.State != jobs.StateFailed || o.Failure == nil || o.Failure.Code != wire.CodeTxFailed || !strings.Contains(o.Failure.Message, "expired") {
		t.Fatalf("outcome = %s, want failed tx_failed saying the authorization expired", describe(o))
	}
	if e.usdc(t, payer).Cmp(before) != 0 || e.authorizationUsed(t, payer, "expired-final") {
		t.Fatal("the payer was charged")
	}
}
