package worker

import (
	"context"
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/chain/txmgr"
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

// A batch transaction that reverts as a whole (here it runs out of gas: its
// stored gas limit is cut below what the items need) takes no payment:
// every member, following its batch, ends with tx_failed, nothing charged,
// its authorization unused.
func TestBatchRevertedWholeChargesNobody(t *testing.T) {
	r := newBatchRig(t, BatchConfig{MaxItems: DefaultBatchMaxItems})
	ctx := context.Background()
	tasks := map[string]*asynq.Task{"w1": r.createTask(t, 1, "r1", "reverted-one"), "w2": r.createTask(t, 2, "r2", "reverted-two")}
	var take []*joinRequest
	before := map[string]*big.Int{}
	for id, task := range tasks {
		j, err := r.b.createJob(task)
		if err != nil {
			t.Fatal(err)
		}
		take = append(take, &joinRequest{ctx: ctx, job: id, item: j.item})
		before[id] = r.usdc(t, j.pay.From)
	}
	rec, err := r.b.prepare(ctx, take)
	if err != nil {
		t.Fatal(err)
	}
	rec.Gas = 120_000 // far below two creates: the first item runs out of gas
	if taken, err := r.b.store.join(ctx, rec); err != nil || taken != nil {
		t.Fatalf("store batch: %v, %v", taken, err)
	}
	got := waitAll(t, r.deliver(ctx, tasks))
	for id, task := range tasks {
		f := answerOf(got[id].err)
		if !strings.HasPrefix(f, "tx_failed:") || !strings.Contains(f, "the batch transaction this write was in reverted, nothing was charged") {
			t.Fatalf("%s answered %q (%s)", id, f, got[id].out)
		}
		pay := mustPayment(t, task)
		if b := r.usdc(t, pay.From); b.Cmp(before[id]) != 0 {
			t.Fatalf("%s's payer went from %s to %s", id, before[id], b)
		}
		if used, _, err := r.pw.authorizationAt(ctx, pay, nil); err != nil || used {
			t.Fatalf("%s's authorization used = %v (%v)", id, used, err)
		}
	}
	final, err := r.pw.txm.Get(ctx, rec.intent())
	if err != nil {
		t.Fatal(err)
	}
	if final.State != txmgr.StateFinal {
		t.Fatalf("batch record in state %v, want final", final.State)
	}
}
