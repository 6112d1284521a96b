package worker

import (
	"context"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/internal/settletest"
)

// Redis loses the transaction record of a paid create (its hash and its
// place in the key's pending set) after the transaction was signed and
// broadcast, while that transaction has not reached the chain yet (the node
// lost it; another provider's pool may still hold it). The job runs again,
// finds no record and an unused authorization, and signs a second
// transaction for the same payment: invariant 4 cannot hold without the
// record. What must hold is the chain's: the first transaction, sent again
// by whoever held it, lands; the second can then only revert (USDC takes an
// authorization once, and the payment and the write are one call), so the
// chain never holds two transactions of one item that both land; the job
// answers the write that landed, and the payer paid once. (Scenario 27,
// invariant 4.)
func TestLostPendingRecordLandsOnce(t *testing.T) {
	ctx := context.Background()
	e := settletest.NewEnv(t)
	rdb := testutil.RedisClient(t)
	r := newQueueRig(t, e, rdb, e.Dev.Settlers[:1])
	payer := paidtest.AddrOf(devkeys.Key(5))
	before := e.USDC(t, payer)
	const id, name = "job-lost-pending", "lost-pending"
	r.backend.set(func(f *faultyBackend) { f.dropSends = true })
	r.enqueueCreate(t, id, e.SignedPayment(t, 5, 100_000, name), name)
	var lost *txmgr.Record
	testutil.Until(t, time.Minute, "the job's transaction is broadcast", func() bool {
		lost = r.record(t, id)
		return lost != nil && lost.State == txmgr.StateSent
	})
	first, err := lost.Attempts[0].Transaction()
	if err != nil {
		t.Fatal(err)
	}
	if err := rdb.Del(ctx, txmgr.DefaultKeyPrefix+"intent:"+id).Err(); err != nil {
		t.Fatal(err)
	}
	pending := txmgr.DefaultKeyPrefix + "pending:" + strings.ToLower(lost.From.Hex())
	if err := rdb.ZRem(ctx, pending, id).Err(); err != nil {
		t.Fatal(err)
	}
	r.backend.set(func(f *faultyBackend) { f.dropSends = false })

	var second *txmgr.Record
	testutil.Until(t, time.Minute, "the job signs again without its record", func() bool {
		second = r.record(t, id)
		return second != nil && len(second.Attempts) > 0
	})
	if second.Attempts[0].Hash == first.Hash() {
		t.Fatal("the job found its lost transaction again: the loss was not reproduced")
	}
	// The lost transaction comes back (a provider's pool held it).
	if err := e.Eth.SendTransaction(ctx, first); err != nil {
		t.Fatalf("send the lost transaction: %v", err)
	}

	testutil.Until(t, 2*time.Minute, "the job has an outcome", func() bool {
		e.NextBlock(t)
		return r.outcome(t, id) != nil
	})
	o := r.outcome(t, id)
	var res wire.CreateResult
	if err := json.Unmarshal(o.Result, &res); err != nil || o.State != jobs.StateSucceeded {
		t.Fatalf("outcome = %s, want the landed write", paidtest.Describe(o))
	}
	if res.TxHash != first.Hash().Hex() {
		t.Errorf("answered with %s, want the transaction that took the payment, %s", res.TxHash, first.Hash())
	}
	if paid := new(big.Int).Sub(before, e.USDC(t, payer)); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Errorf("payer paid %s, want one fee", paid)
	}
	if got := e.ProjectIDByName(t, name); got != res.ProjectID {
		t.Errorf("project %q on chain is %s, answered %s", name, got, res.ProjectID)
	}
	// Every transaction the job signed that reached a block: only the first
	// landed.
	for _, a := range append(r.recordAttempts(t, id), first.Hash()) {
		rc, err := e.Eth.TransactionReceipt(ctx, a)
		if err != nil {
			continue // never mined (replaced, or still waiting)
		}
		if landed := rc.Status == types.ReceiptStatusSuccessful; landed != (a == first.Hash()) {
			t.Errorf("transaction %s of the job: status %d; only %s may land", a, rc.Status, first.Hash())
		}
	}
}

// recordAttempts returns the hashes of every attempt the record of job id
// holds now (none without a record).
func (r *queueRig) recordAttempts(t *testing.T, id string) []common.Hash {
	t.Helper()
	rec := r.record(t, id)
	if rec == nil {
		return nil
	}
	var out []common.Hash
	for _, a := range rec.Attempts {
		out = append(out, a.Hash)
	}
	return out
}
