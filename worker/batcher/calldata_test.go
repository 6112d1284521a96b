package batcher

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/internal/settletest"
	"github.com/inkd/inkd/worker/settle"
)

// batchCalldataLimit is the MaxCalldata of TestBatchesSplitAtTheCalldataLimit:
// room for a handful of paid creates in one transaction.
const batchCalldataLimit = 4_000

// Failure scenario 52, the size half: 64 paid creates of 8 payers wait
// together on the embedded chain, far more calldata than one batch may
// carry. The Batcher splits them into several transactions, each within
// the calldata limit (read back from the chain, not from the plan); every
// job is a member of exactly one batch, which landed, and never went
// alone as well; each answered its own project, each payer was charged
// once per write (fillBlocks). The real limit is the node's 128 KiB per
// transaction (DefaultMaxCalldata keeps under it), which a few hundred
// writes would reach; a small limit stages the same split with 64.
func TestBatchesSplitAtTheCalldataLimit(t *testing.T) {
	e := settletest.NewEnvOn(t, devchain.Config{BlockPeriod: time.Second})
	r := newBatchRigOn(t, e, testutil.RedisClient(t), Config{MaxItems: DefaultMaxItems, MaxCalldata: batchCalldataLimit})
	ctx := context.Background()
	got := r.fillBlocks(t, 8)

	keys, err := r.rdb.Keys(ctx, batchKeyPrefix+"record:*").Result()
	if err != nil {
		t.Fatal(err)
	}
	memberOf := map[string]string{}
	for _, k := range keys {
		rec, err := r.b.store.record(ctx, strings.TrimPrefix(k, batchKeyPrefix+"record:"))
		if err != nil {
			t.Fatal(err)
		}
		tx, err := r.Txm.Get(ctx, rec.intent())
		if err != nil || tx.State != txmgr.StateFinal {
			t.Fatalf("batch %s of %d: record %+v (%v), want final", rec.ID, len(rec.Members), tx, err)
		}
		onChain, _, err := e.Eth.TransactionByHash(ctx, tx.MinedHash)
		if err != nil {
			t.Fatal(err)
		}
		if len(onChain.Data()) > batchCalldataLimit || !bytes.Equal(onChain.Data(), rec.Data) {
			t.Errorf("batch %s of %d items carries %d bytes of calldata (stored %d), limit %d",
				rec.ID, len(rec.Members), len(onChain.Data()), len(rec.Data), batchCalldataLimit)
		}
		for _, mb := range rec.Members {
			if prev, dup := memberOf[mb.Job]; dup {
				t.Errorf("%s is a member of batches %s and %s", mb.Job, prev, rec.ID)
			}
			memberOf[mb.Job] = rec.ID
			if res := got[mb.Job]; common.HexToHash(res.TxHash) != tx.MinedHash {
				t.Errorf("%s answered %s, its batch %s mined %s", mb.Job, res.TxHash, rec.ID, tx.MinedHash)
			}
		}
	}
	if len(keys) < 2 || len(memberOf) != len(got) {
		t.Fatalf("%d batches hold %d of the %d jobs, want several batches holding each once", len(keys), len(memberOf), len(got))
	}
	for job := range got {
		if solo, err := r.Txm.Get(ctx, settle.SoloIntent(job)); err == nil {
			t.Errorf("%s went alone too (%s)", job, solo.State)
		}
	}
	t.Logf("%d jobs in %d batches of at most %d bytes of calldata", len(got), len(keys), batchCalldataLimit)
}
