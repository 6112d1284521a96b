package batcher

import (
	"context"
	"math/big"
	"testing"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/internal/settletest"
	"github.com/inkd/inkd/worker/settle"
)

// storeBatchOf stores, through r's Batcher, a batch whose members are
// tasks (job id → task), without signing it: as a folding worker stopped
// right after storing it.
func (r *batchRig) storeBatchOf(t *testing.T, tasks map[string]*asynq.Task) *batchRecord {
	t.Helper()
	ctx := context.Background()
	var take []*joinRequest
	for id, task := range tasks {
		j, err := settle.DecodeJob("job", task)
		if err != nil {
			t.Fatal(err)
		}
		take = append(take, &joinRequest{ctx: ctx, job: id, item: j.Item()})
	}
	rec, err := r.b.prepare(ctx, take)
	if err != nil {
		t.Fatal(err)
	}
	if taken, err := r.b.store.join(ctx, rec); err != nil || taken != nil {
		t.Fatalf("store batch: %v, %v", taken, err)
	}
	return rec
}

// The race of a folding and a non-folding delivery of one job: the folding
// one has passed its checks and waits for a batch while the non-folding
// one sends the job's own transaction. The batch then leaves the job out
// (its own-transaction claim excludes the membership): one transaction,
// both deliveries answer the same, the payer is charged once.
func TestBatchLeavesOutAJobWithItsOwnTransaction(t *testing.T) {
	e := settletest.NewEnv(t)
	rdb := testutil.RedisClient(t)
	folding := newBatchRigOn(t, e, rdb, Config{MaxItems: DefaultMaxItems})
	off := newBatchRigOn(t, e, rdb, Config{MaxItems: 1})
	task := folding.CreateTask(t, 2, "own2", "own-two")
	payer := paidtest.PayerOf(2)
	before := e.USDC(t, payer)
	ctx := context.Background()

	waiting := folding.deliver(ctx, map[string]*asynq.Task{"job-own": task})
	folding.waitJoined(t, 1)
	single := waitAll(t, off.deliver(ctx, map[string]*asynq.Task{"job-own": task}))["job-own"]
	if single.err != nil {
		t.Fatalf("non-folding delivery: %v", single.err)
	}
	folding.start()
	joined := waitAll(t, waiting)["job-own"]
	if joined.err != nil || string(joined.out) != string(single.out) {
		t.Fatalf("folding delivery answered %s (%v), the other %s", joined.out, joined.err, single.out)
	}
	if keys, err := rdb.Keys(ctx, batchKeyPrefix+"record:*").Result(); err != nil || len(keys) != 0 {
		t.Fatalf("batches stored: %v (%v), want none", keys, err)
	}
	if paid := new(big.Int).Sub(before, e.USDC(t, payer)); paid.Cmp(big.NewInt(batchFee)) != 0 {
		t.Fatalf("payer paid %s, want one fee", paid)
	}
}
