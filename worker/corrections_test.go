package worker

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/internal/settletest"
	"github.com/inkd/inkd/worker/settle"
)

// The correction rule: a succeeded job whose write now says something else
// takes the new result; the same result in another key order or spacing is
// no change; a write that no longer landed reopens the job; a job that
// failed or has no outcome is not touched.
func TestCorrected(t *testing.T) {
	was := json.RawMessage(`{"projectId":"5","txHash":"0xaa","blockNumber":"10"}`)
	ok := &jobs.Outcome{JobID: "pay_1", State: jobs.StateSucceeded, Result: was}
	for _, tc := range []struct {
		name    string
		prev    *jobs.Outcome
		now     json.RawMessage
		changed bool
		state   jobs.State
	}{
		{"another project id", ok, json.RawMessage(`{"projectId":"7","txHash":"0xaa","blockNumber":"12"}`), true, jobs.StateSucceeded},
		{"only another block", ok, json.RawMessage(`{"projectId":"5","txHash":"0xaa","blockNumber":"12"}`), true, jobs.StateSucceeded},
		{"the same, reordered", ok, json.RawMessage(`{ "blockNumber":"10", "txHash":"0xaa", "projectId":"5" }`), false, ""},
		{"reverted in its new block", ok, nil, true, jobs.StatePending},
		{"a failed job", &jobs.Outcome{JobID: "pay_1", State: jobs.StateFailed}, was, false, ""},
		{"no outcome", nil, was, false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			next, changed := corrected(tc.prev, tc.now)
			if changed != tc.changed || next.State != tc.state {
				t.Fatalf("corrected = %+v, %v; want state %q, changed %v", next, changed, tc.state, tc.changed)
			}
			if changed && next.JobID != "pay_1" {
				t.Fatalf("corrected job %q", next.JobID)
			}
			if tc.state == jobs.StateSucceeded && string(next.Result) != string(tc.now) {
				t.Fatalf("result %s, want %s", next.Result, tc.now)
			}
		})
	}
}

// A batch transaction answered 201 that reverts as a whole in the block a
// deep reorg moved it to carries no item, and its receipt no log naming
// the members: every member's job is reopened from the batch's record,
// keeps its 201 under corrections and is decided again by a continuation
// (here from the single write each job really sent, answered as before).
func TestWholeRevertedBatchReopensItsMembers(t *testing.T) {
	e := settletest.NewEnv(t)
	r := newQueueRigTx(t, e, e.Eth, testutil.RedisClient(t), e.Dev.Settlers[:1], func(*settle.Config) {}, func(*txmgr.Config) {})
	ctx := testutil.Context(t)
	members := []string{"job-member-a", "job-member-b"}
	answered := map[string]json.RawMessage{}
	for i, id := range members {
		r.enqueueCreate(t, id, e.SignedPayment(t, 3+i, 100_000, id), id)
	}
	for _, id := range members {
		testutil.Until(t, time.Minute, id+" answered", func() bool { return r.outcome(t, id) != nil })
		o := r.outcome(t, id)
		if o.State != jobs.StateSucceeded {
			t.Fatalf("%s: %+v", id, o)
		}
		answered[id] = o.Result
	}
	// The batch "reorged" held both jobs.
	batchMembers := func(_ context.Context, id string) ([]string, error) {
		if id != "reorged" {
			return nil, fmt.Errorf("no batch %s", id)
		}
		return members, nil
	}
	moved := &types.Receipt{Status: types.ReceiptStatusFailed, TxHash: common.HexToHash("0xbb"), BlockNumber: big.NewInt(99)}
	c := &corrections{w: r.worker, now: time.Now, members: batchMembers}
	if err := c.FinalMoved(ctx, txmgr.Record{IntentID: settle.BatchIntent("reorged")}, moved); err != nil {
		t.Fatal(err)
	}
	for _, id := range members {
		cs, err := r.store.Corrections(ctx, id)
		if err != nil || len(cs) != 1 || cs[0].Reason != "reorg" || cs[0].TxHash != moved.TxHash.Hex() || string(cs[0].Previous) != string(answered[id]) {
			t.Fatalf("%s corrections %+v, %v: want the 201 kept, naming the reverted batch", id, cs, err)
		}
		testutil.Until(t, time.Minute, id+" decided again", func() bool { return r.outcome(t, id) != nil })
		if o := r.outcome(t, id); o.State != jobs.StateSucceeded || !sameJSON(o.Result, answered[id]) {
			t.Fatalf("%s decided again as %+v, want its own write's answer %s", id, o, answered[id])
		}
	}
}

// A write paid by voucher is corrected as an exact write is: when its
// final transaction's receipt, read again after a deep reorg, tells
// another result than the job's, the job takes the chain's and keeps the
// one it had under corrections.
func TestAVoucherWriteMovedByAReorgIsCorrected(t *testing.T) {
	e := settletest.NewEnv(t)
	r := newQueueRigTx(t, e, e.Eth, testutil.RedisClient(t), e.Dev.Settlers[:1], func(*settle.Config) {}, func(*txmgr.Config) {})
	ctx := testutil.Context(t)
	ch := e.ChannelOf(t, 6, 1)
	v := ch.Next(t, paidtest.Fee, 10*paidtest.Fee)
	ceiling, _ := new(big.Int).SetString(v.Ceiling, 10)
	id := wire.VoucherJobID(ch.ID, ceiling)
	task, opts, err := jobs.NewCreateProjectTask(jobs.CreateProject{Voucher: v, StorageCost: "0", Name: "moved-by-voucher", License: "MIT", IsPublic: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.client.EnqueueContext(ctx, task, append(opts, asynq.TaskID(id))...); err != nil {
		t.Fatal(err)
	}
	testutil.Until(t, time.Minute, "the voucher write answered", func() bool { return r.outcome(t, id) != nil })
	landed := r.outcome(t, id)
	if landed.State != jobs.StateSucceeded {
		t.Fatalf("the voucher write: %+v", landed)
	}
	var res wire.CreateResult
	if err := json.Unmarshal(landed.Result, &res); err != nil {
		t.Fatal(err)
	}
	r.correctedAfterReorg(t, e, id, landed.Result, res.TxHash, res.ProjectID)
}

// A multi-push paid by voucher runs through the worker's voucher lane
// (its handler sends it to the batcher) and lands all its versions; moved
// by a deep reorg it is corrected with the multi-push's body, its earlier
// answer kept.
func TestAVoucherMultiPushRunsAndIsCorrected(t *testing.T) {
	e := settletest.NewEnv(t)
	r := newQueueRigTx(t, e, e.Eth, testutil.RedisClient(t), e.Dev.Settlers[:1], func(*settle.Config) {}, func(*txmgr.Config) {})
	ctx := testutil.Context(t)
	ch := e.ChannelOf(t, 7, 1)
	run := func(v *jobs.Voucher, task *asynq.Task) (string, *jobs.Outcome) {
		t.Helper()
		ceiling, _ := new(big.Int).SetString(v.Ceiling, 10)
		id := wire.VoucherJobID(ch.ID, ceiling)
		if _, err := r.client.EnqueueContext(ctx, task, asynq.Queue(jobs.QueueWrites), asynq.TaskID(id)); err != nil {
			t.Fatal(err)
		}
		testutil.Until(t, time.Minute, "job "+id+" answered", func() bool { return r.outcome(t, id) != nil })
		o := r.outcome(t, id)
		if o.State != jobs.StateSucceeded {
			t.Fatalf("job %s: %+v", id, o)
		}
		return id, o
	}
	create := ch.Next(t, paidtest.Fee, 10*paidtest.Fee)
	_, created := run(create, paidtest.VoucherCreateTask(t, create, "multi-moved-by-voucher"))
	var project wire.CreateResult
	if err := json.Unmarshal(created.Result, &project); err != nil {
		t.Fatal(err)
	}
	multi := ch.Next(t, 2*paidtest.Fee, 0)
	id, landed := run(multi, paidtest.VoucherPushesTask(t, multi, project.ProjectID, "multi-moved-by-voucher", "v1", "v2"))
	var res wire.PushVersionsResult
	if err := json.Unmarshal(landed.Result, &res); err != nil || len(res.Versions) != 2 || res.Versions[1].VersionTag != "v2" {
		t.Fatalf("the multi-push answered %s (%v)", landed.Result, err)
	}
	r.correctedAfterReorg(t, e, id, landed.Result, res.TxHash, res.ProjectID)
}

// correctedAfterReorg: job id answered landed, from transaction tx, for
// project projectID. Its answer is first set to one naming another
// project, as if before a deep reorg; the transaction's receipt read
// again (FinalMoved) brings the job back to landed, the other answer kept
// under corrections.
func (r *queueRig) correctedAfterReorg(t *testing.T, e *settletest.Env, id string, landed json.RawMessage, tx, projectID string) {
	t.Helper()
	ctx := testutil.Context(t)
	rcpt, err := e.Eth.TransactionReceipt(ctx, common.HexToHash(tx))
	if err != nil {
		t.Fatal(err)
	}
	// What the job had answered before the reorg moved its write.
	before := json.RawMessage(strings.Replace(string(landed), `"projectId":"`+projectID+`"`, `"projectId":"424242"`, 1))
	if err := r.store.Correct(ctx, jobs.Outcome{JobID: id, State: jobs.StateSucceeded, Result: before}, wire.Correction{At: 1, Reason: "test"}); err != nil {
		t.Fatal(err)
	}
	c := &corrections{w: r.worker, now: time.Now}
	if err := c.FinalMoved(ctx, txmgr.Record{IntentID: "batch:any"}, rcpt); err != nil {
		t.Fatal(err)
	}
	now := r.outcome(t, id)
	cs, err := r.store.Corrections(ctx, id)
	if err != nil || !sameJSON(now.Result, landed) || len(cs) != 2 || !sameJSON(cs[1].Previous, before) || cs[1].TxHash != rcpt.TxHash.Hex() {
		t.Fatalf("after the reorg: %s with corrections %+v (%v); want %s, the earlier answer kept", now.Result, cs, err, landed)
	}
}
