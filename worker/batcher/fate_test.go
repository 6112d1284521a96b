package batcher

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/settle"
)

// A job whose write landed in a batch and whose membership Redis lost,
// delivered again to the single-write path (folding turned off), reads its
// own result from the batch's receipt by its payment, not the first
// project of the transaction.
func TestSingleWriteReadsItsOwnItemFromABatchReceipt(t *testing.T) {
	r := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
	ctx := testutil.Context(t)
	tasks := map[string]*asynq.Task{"one": r.CreateTask(t, 1, "o1", "first-of-two"), "two": r.CreateTask(t, 2, "o2", "second-of-two")}
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
		again, err := r.Single(ctx, job, task)
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
	r := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
	ctx := context.Background()
	p := r.SignedPayment(t, 3, batchFee, "front-run-in-batch")
	victim, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{Payment: p, StorageCost: "0", Name: "front-run-victim", License: "MIT", IsPublic: true})
	if err != nil {
		t.Fatal(err)
	}
	before := r.USDC(t, paidtest.PayerOf(3))
	answers := r.deliver(ctx, map[string]*asynq.Task{"victim": victim, "other": r.CreateTask(t, 4, "fo", "front-run-bystander")})
	r.waitJoined(t, 2)
	r.FrontRun(t, p)
	r.start()
	got := waitAll(t, answers)
	for job, a := range got {
		if a.err != nil {
			t.Fatalf("%s: %v", job, a.err)
		}
	}
	var v, o wire.CreateResult
	if err := json.Unmarshal(got["victim"].out, &v); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(got["other"].out, &o); err != nil {
		t.Fatal(err)
	}
	if v.Name != "front-run-victim" || v.Owner != paidtest.PayerOf(3).Hex() || v.ProjectID != r.ProjectIDByName(t, "front-run-victim") {
		t.Fatalf("victim answered %+v", v)
	}
	if v.TxHash == o.TxHash {
		t.Fatal("the victim's write is said to be in the batch, where its item failed")
	}
	if paid := new(big.Int).Sub(before, r.USDC(t, paidtest.PayerOf(3))); paid.Cmp(big.NewInt(batchFee)) != 0 {
		t.Fatalf("victim paid %s, want one fee", paid)
	}
	if _, err := r.Txm.Get(ctx, "victim:prepaid"); err != nil {
		t.Fatalf("no prepaid completion under the job's intent: %v", err)
	}
}

// A batch transaction that fails as a whole through no item's fault (here
// it runs out of gas: its stored gas limit is cut below what the items
// need) ends no job: once its receipt is final, every member goes on
// alone under its own intent and lands, each payer charged exactly once,
// every delivery (two each, overlapping) answering the same.
func TestBatchOutOfGasJobsGoOnAlone(t *testing.T) {
	r := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
	ctx := context.Background()
	tasks := map[string]*asynq.Task{"w1": r.CreateTask(t, 1, "r1", "alone-one"), "w2": r.CreateTask(t, 2, "r2", "alone-two")}
	var take []*joinRequest
	before := map[string]*big.Int{}
	for id, task := range tasks {
		j, err := settle.DecodeJob("job", task)
		if err != nil {
			t.Fatal(err)
		}
		take = append(take, &joinRequest{ctx: ctx, job: id, item: j.Item()})
		before[id] = r.USDC(t, j.Item().Key().Payer)
	}
	rec, err := r.b.prepare(ctx, take)
	if err != nil {
		t.Fatal(err)
	}
	rec.Gas = 120_000 // far below two creates: the first item runs out of gas
	if taken, err := r.b.store.join(ctx, rec); err != nil || taken != nil {
		t.Fatalf("store batch: %v, %v", taken, err)
	}
	answers := map[string]chan jobAnswer{}
	for _, round := range []string{"a", "b"} {
		for id, ch := range r.deliver(ctx, tasks) {
			answers[id+"#"+round] = ch
		}
	}
	got := waitAll(t, answers)
	for id, task := range tasks {
		a, b := got[id+"#a"], got[id+"#b"]
		if a.err != nil || b.err != nil || string(a.out) != string(b.out) {
			t.Fatalf("%s answered %s (%v) and %s (%v)", id, a.out, a.err, b.out, b.err)
		}
		var res wire.CreateResult
		if err := json.Unmarshal(a.out, &res); err != nil || res.ProjectID == "" {
			t.Fatalf("%s answered %s (%v)", id, a.out, err)
		}
		pay := mustPayment(t, task)
		if paid := new(big.Int).Sub(before[id], r.USDC(t, pay.Payer)); paid.Cmp(big.NewInt(batchFee)) != 0 {
			t.Fatalf("%s's payer paid %s, want one fee", id, paid)
		}
		solo, err := r.Txm.Get(ctx, settle.SoloIntent(id))
		if err != nil || solo.MinedHash.Hex() != res.TxHash {
			t.Fatalf("%s landed in %s; its own record %v (%v)", id, res.TxHash, solo, err)
		}
	}
	final, err := r.Txm.Get(ctx, rec.intent())
	if err != nil {
		t.Fatal(err)
	}
	if final.State != txmgr.StateFinal {
		t.Fatalf("batch record in state %v, want final", final.State)
	}
}

// Which whole-batch reverts end the jobs (as a single write would end) and
// which send them on alone.
func TestRevertEndsItems(t *testing.T) {
	for _, tc := range []struct {
		reason string
		want   bool
	}{
		{"EnforcedPause()", true},
		{"Unauthorized()", true},
		{"BatchOutOfGas()", false},
		{"execution reverted", false},
		{"NameTaken()", false},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			if got := revertEndsItems(tc.reason); got != tc.want {
				t.Fatalf("revertEndsItems(%q) = %v, want %v", tc.reason, got, tc.want)
			}
		})
	}
}
