package worker

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/jobs"
)

// A job whose write landed in a batch and whose membership Redis lost,
// delivered again to the single-write path (folding turned off), reads its
// own result from the batch's receipt by its payment, not the first
// project of the transaction.
func TestSingleWriteReadsItsOwnItemFromABatchReceipt(t *testing.T) {
	r := newBatchRig(t, BatchConfig{MaxItems: DefaultBatchMaxItems})
	ctx := context.Background()
	tasks := map[string]*asynq.Task{"one": r.createTask(t, 1, "o1", "first-of-two"), "two": r.createTask(t, 2, "o2", "second-of-two")}
	answers := r.deliver(ctx, tasks)
	r.waitJoined(t, 2)
	r.start()
	got := waitAll(t, answers)
	if r.batchOf(t, "one").ID != r.batchOf(t, "two").ID {
		t.Fatal("the creates were not in one batch")
	}
	for job, task := range tasks {
		if got[job].err != nil {
			t.Fatalf("%s: %v", job, got[job].err)
		}
		if err := r.rdb.Del(ctx, r.b.store.memberKey(job)).Err(); err != nil {
			t.Fatal(err)
		}
		again, err := r.pw.createProject(ctx, job, task)
		if err != nil {
			t.Fatalf("%s again: %v", job, err)
		}
		if string(again) != string(got[job].out) {
			t.Fatalf("%s answered %s from the chain, %s from its batch", job, again, got[job].out)
		}
	}
}

// A payment front-run after its job was checked and joined a batch (a third
// party submitted the authorization straight to USDC): its item fails
// alone with USDC's "authorization is used", and the job, like a single
// write, completes its write as prepaid in a transaction of its own; the
// payer pays once, the other item lands in the batch.
func TestBatchFrontRunItemIsCompletedAsPrepaid(t *testing.T) {
	r := newBatchRig(t, BatchConfig{MaxItems: DefaultBatchMaxItems})
	ctx := context.Background()
	p := r.signedPayment(t, 3, batchFee, "front-run-in-batch")
	victim, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{Payment: p, StorageCost: "0", Name: "front-run-victim", License: "MIT", IsPublic: true})
	if err != nil {
		t.Fatal(err)
	}
	before := r.usdc(t, payerOf(3))
	answers := r.deliver(ctx, map[string]*asynq.Task{"victim": victim, "other": r.createTask(t, 4, "fo", "front-run-bystander")})
	r.waitJoined(t, 2)
	r.frontRun(t, p)
	r.start()
	got := waitAll(t, answers)
	for job, a := range got {
		if a.err != nil {
			t.Fatalf("%s: %v", job, a.err)
		}
	}
	var v, o CreateResult
	if err := json.Unmarshal(got["victim"].out, &v); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(got["other"].out, &o); err != nil {
		t.Fatal(err)
	}
	if v.Name != "front-run-victim" || v.Owner != payerOf(3).Hex() || v.ProjectID != r.projectIDByName(t, "front-run-victim") {
		t.Fatalf("victim answered %+v", v)
	}
	if v.TxHash == o.TxHash {
		t.Fatal("the victim's write is said to be in the batch, where its item failed")
	}
	if paid := new(big.Int).Sub(before, r.usdc(t, payerOf(3))); paid.Cmp(big.NewInt(batchFee)) != 0 {
		t.Fatalf("victim paid %s, want one fee", paid)
	}
	if _, err := r.pw.txm.Get(ctx, "victim:prepaid"); err != nil {
		t.Fatalf("no prepaid completion under the job's intent: %v", err)
	}
}
