package batcher

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/internal/settletest"
	"github.com/inkd/inkd/worker/settle"
)

// blockGasLimit is the block gas limit of TestBatchesFitTheBlock: the
// embedded chain's least, about six paid creates.
const blockGasLimit = 5_000_000

// Batches planned up to BATCH_MAX_GAS (15M, the default) on a chain whose
// blocks hold 1M gas: the Batcher never builds a transaction that cannot
// fit a block (every batch's gas limit is at most the block's), so no
// batch is refused or stuck and none goes alone; the batches fill real
// blocks; every item lands exactly once, in its batch, with its own
// project, its payer charged one fee per write.
func TestBatchesFitTheBlock(t *testing.T) {
	e := settletest.NewEnvOn(t, devchain.Config{GasLimit: blockGasLimit, BlockPeriod: time.Second})
	r := newBatchRigOn(t, e, testutil.RedisClient(t), Config{MaxItems: DefaultMaxItems, MaxGas: DefaultMaxGas})
	ctx := context.Background()
	start, err := e.Eth.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	got := r.fillBlocks(t, 8)
	lone := 0
	for job, res := range got {
		// Its one transaction is its batch's, final and successful; or,
		// for a write the Batcher found waiting alone (what was left of
		// the 64 after full batches), its own single call's.
		rec, err := r.b.store.batchOf(ctx, job)
		if err != nil {
			t.Fatal(err)
		}
		if rec == nil {
			own, err := r.Txm.Get(ctx, job)
			if err != nil || own.State != txmgr.StateFinal || own.MinedHash != common.HexToHash(res.TxHash) {
				t.Fatalf("%s answered %s, in no batch; its own record is %+v (%v)", job, res.TxHash, own, err)
			}
			lone++
			continue
		}
		tx, err := r.Txm.Get(ctx, rec.intent())
		if err != nil || tx.State != txmgr.StateFinal || tx.MinedHash != common.HexToHash(res.TxHash) {
			t.Fatalf("%s answered %s; its batch %s's record is %+v (%v)", job, res.TxHash, rec.ID, tx, err)
		}
		if solo, err := r.Txm.Get(ctx, settle.SoloIntent(job)); err == nil {
			t.Fatalf("%s went alone too (%s)", job, solo.State)
		}
	}
	keys, err := r.rdb.Keys(ctx, batchKeyPrefix+"record:*").Result()
	if err != nil {
		t.Fatal(err)
	}
	members := 0
	var sizes []string
	for _, k := range keys {
		rec, err := r.b.store.record(ctx, strings.TrimPrefix(k, batchKeyPrefix+"record:"))
		if err != nil {
			t.Fatal(err)
		}
		if rec.Gas > blockGasLimit {
			t.Errorf("batch %s of %d items has a gas limit of %d, above the block's %d", rec.ID, len(rec.Members), rec.Gas, blockGasLimit)
		}
		members += len(rec.Members)
		sizes = append(sizes, fmt.Sprintf("%d items/%d gas", len(rec.Members), rec.Gas))
	}
	if members+lone != len(got) {
		t.Fatalf("the batches hold %d members and %d went alone, want each of the %d jobs once", members, lone, len(got))
	}
	end, err := e.Eth.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	fullest := 0.0
	for n := start + 1; n <= end; n++ {
		h, err := e.Eth.HeaderByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			t.Fatal(err)
		}
		fullest = max(fullest, float64(h.GasUsed)/float64(h.GasLimit))
	}
	t.Logf("batches %v, %d alone; fullest block %.0f %% of %d gas", sizes, lone, 100*fullest, blockGasLimit)
	if lone > len(keys) {
		t.Errorf("%d writes went alone beside %d batches: the Batcher split the 64 into lone writes", lone, len(keys))
	}
	if fullest < 0.5 {
		t.Errorf("the fullest block used %.0f %% of its gas: the test fills no block", 100*fullest)
	}
}

// fillBlocks runs 8 × each creates of 8 payers, waiting together, through
// r (64 are more than one block of blockGasLimit holds); a delivery asked
// to retry later is delivered again. It fails the test unless every job
// landed with its own project, each payer charged one fee a write, and
// returns each job's 201 body.
func (r *batchRig) fillBlocks(t *testing.T, each int) map[string]wire.CreateResult {
	t.Helper()
	const payers = 8
	tasks := map[string]*asynq.Task{}
	before := map[int]*big.Int{}
	for p := 1; p <= payers; p++ {
		before[p] = r.USDC(t, paidtest.PayerOf(p))
		for i := range each {
			job := fmt.Sprintf("fill-%d-%d", p, i)
			tasks[job] = r.CreateTask(t, p, job, job)
		}
	}
	answers := r.deliverEach(context.Background(), tasks, true)
	r.waitJoined(t, int64(len(tasks)))
	r.start()
	out := map[string]wire.CreateResult{}
	for job, a := range waitAll(t, answers) {
		if a.err != nil {
			t.Fatalf("%s: %v", job, a.err)
		}
		var res wire.CreateResult
		if err := json.Unmarshal(a.out, &res); err != nil {
			t.Fatal(err)
		}
		p := int(job[len("fill-")] - '0')
		if res.Name != job || res.ProjectID != r.ProjectIDByName(t, job) || res.Owner != paidtest.PayerOf(p).Hex() {
			t.Fatalf("%s answered %+v", job, res)
		}
		out[job] = res
	}
	for p := 1; p <= payers; p++ {
		if paid := new(big.Int).Sub(before[p], r.USDC(t, paidtest.PayerOf(p))); paid.Cmp(big.NewInt(int64(each)*batchFee)) != 0 {
			t.Fatalf("payer %d paid %s, want %d", p, paid, each*batchFee)
		}
	}
	return out
}

// A batch whose estimate runs out of gas as a whole (BatchOutOfGas(): the
// plan trusted a block gas limit the chain no longer has) is no item's
// fault: its jobs are not failed with tx_failed but each goes alone, in
// its own single call, and lands exactly once. (96 creates in one batch
// need more than the block's 5M gas.)
func TestBatchOverTheBlockGoesAlone(t *testing.T) {
	e := settletest.NewEnvOn(t, devchain.Config{GasLimit: blockGasLimit, BlockPeriod: time.Second})
	r := newBatchRigOn(t, e, testutil.RedisClient(t), Config{MaxItems: 128, MaxGas: DefaultMaxGas})
	r.b.blockGas = func(context.Context) (uint64, error) { return devchain.DefaultGasLimit, nil }
	ctx := context.Background()
	alone := 0
	for job, res := range r.fillBlocks(t, 12) {
		// A batch that cannot be sent keeps no members: a job is in a batch
		// that landed (the writes of a smaller dispatch beside the one that
		// failed), or in none, with its own call.
		rec, err := r.b.store.batchOf(ctx, job)
		if err != nil {
			t.Fatal(err)
		}
		intent := job
		if rec != nil {
			intent = rec.intent()
		} else {
			alone++
		}
		tx, err := r.Txm.Get(ctx, intent)
		if err != nil || tx.State != txmgr.StateFinal || tx.MinedHash != common.HexToHash(res.TxHash) {
			t.Fatalf("%s answered %s; the record of %s is %+v (%v)", job, res.TxHash, intent, tx, err)
		}
	}
	if alone == 0 {
		t.Fatal("no write went alone: no batch ran out of the block's gas")
	}
}

// A batch whose estimate fits the block but whose gas limit (the estimate
// + 25 %) does not, on a chain whose block gas limit shrank after the plan
// (64 creates: about 4.6M gas, signed with about 5.8M, in 5M blocks), is
// rejected by the node for good: no item's fault either. Its jobs wait
// until the transaction manager has filled the batch's nonce (the batch
// can then never land), then each goes alone and lands exactly once;
// none ends with tx_failed.
func TestRejectedBatchGoesAlone(t *testing.T) {
	e := settletest.NewEnvOn(t, devchain.Config{GasLimit: blockGasLimit, BlockPeriod: time.Second})
	r := newBatchRigOn(t, e, testutil.RedisClient(t), Config{MaxItems: DefaultMaxItems, MaxGas: DefaultMaxGas})
	r.b.blockGas = func(context.Context) (uint64, error) { return devchain.DefaultGasLimit, nil }
	// The worker's monitor, which fills a rejected transaction's nonce.
	var wg sync.WaitGroup
	r.Txm.Start(&wg)
	t.Cleanup(func() { r.Txm.Shutdown(); testutil.Wait(t, &wg, "the transaction monitor's shutdown") })
	ctx := context.Background()
	for job, res := range r.fillBlocks(t, 8) {
		rec := r.batchOf(t, job)
		tx, err := r.Txm.Get(ctx, rec.intent())
		if err != nil || tx.State != txmgr.StateFailed || tx.Failure != txmgr.FailRejected {
			t.Fatalf("%s's batch %s: record %+v (%v), want failed after a rejection", job, rec.ID, tx, err)
		}
		solo, err := r.Txm.Get(ctx, settle.SoloIntent(job))
		if err != nil || solo.State != txmgr.StateFinal || solo.MinedHash != common.HexToHash(res.TxHash) {
			t.Fatalf("%s answered %s; its own record is %+v (%v)", job, res.TxHash, solo, err)
		}
	}
}
