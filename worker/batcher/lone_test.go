package batcher

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/settle"
)

// landedTx is the selector of the transaction a job's 201 body names, and
// the gas it used beyond its calldata (4 gas a zero byte, 16 another), so
// that two writes with different signatures compare.
func (e *batchRig) landedTx(t *testing.T, out json.RawMessage) (selector []byte, gas uint64) {
	t.Helper()
	var res struct{ TxHash string }
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatal(err)
	}
	h := common.HexToHash(res.TxHash)
	tx, _, err := e.Eth.TransactionByHash(context.Background(), h)
	if err != nil {
		t.Fatal(err)
	}
	rcpt, err := e.Eth.TransactionReceipt(context.Background(), h)
	if err != nil {
		t.Fatal(err)
	}
	gas = rcpt.GasUsed
	for _, c := range tx.Data() {
		if c == 0 {
			gas -= 4
		} else {
			gas -= 16
		}
	}
	return tx.Data()[:4], gas
}

// runOne delivers one job to r and returns its 201 body.
func (r *batchRig) runOne(t *testing.T, id string, task *asynq.Task) json.RawMessage {
	t.Helper()
	a := waitAll(t, r.deliver(context.Background(), map[string]*asynq.Task{id: task}))[id]
	if a.err != nil {
		t.Fatalf("%s: %v", id, a.err)
	}
	return a.out
}

// A write that waits alone (concurrency 1) with folding on goes through
// its own single call, createProjectPaid or pushVersionPaid, not an
// executeBatch of one item: the landed transaction calls the single
// function, costs exactly what the same write costs with folding off (its calldata
// aside), and
// no batch is stored for it.
func TestBatchLoneWriteGoesAsItsOwnCall(t *testing.T) {
	folding := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
	off := newBatchRigOn(t, folding.Env, folding.rdb, Config{MaxItems: 1})
	folding.start()
	off.start()
	// A first write makes the treasury's and registry's counters nonzero,
	// so that the two writes compared below touch the same kinds of slots.
	off.runOne(t, "warm-up", off.CreateTask(t, 1, "w1", "warm-up"))

	createSel := func(task *asynq.Task) []byte {
		j, err := settle.DecodeJob("job", task)
		if err != nil {
			t.Fatal(err)
		}
		return j.Call()[:4]
	}
	pushSel := func(task *asynq.Task) []byte {
		j, err := settle.DecodeJob("job", task)
		if err != nil {
			t.Fatal(err)
		}
		return j.Call()[:4]
	}

	lone := folding.CreateTask(t, 2, "c2", "lone-two")
	sel, gasFolding := folding.landedTx(t, folding.runOne(t, "lone-create", lone))
	if !bytes.Equal(sel, createSel(lone)) {
		t.Fatalf("the lone create landed in a call to %x, want createProjectPaid %x", sel, createSel(lone))
	}
	_, gasOff := off.landedTx(t, off.runOne(t, "off-create", off.CreateTask(t, 3, "c3", "lone-thr")))
	if gasFolding != gasOff {
		t.Fatalf("the lone create used %d gas with folding on, %d off", gasFolding, gasOff)
	}

	push := folding.pushTask(t, 2, "p2", "lone-two", "1.0.0")
	sel, gasFolding = folding.landedTx(t, folding.runOne(t, "lone-push", push))
	if !bytes.Equal(sel, pushSel(push)) {
		t.Fatalf("the lone push landed in a call to %x, want pushVersionPaid %x", sel, pushSel(push))
	}
	_, gasOff = off.landedTx(t, off.runOne(t, "off-push", off.pushTask(t, 3, "p3", "lone-thr", "1.0.0")))
	if gasFolding != gasOff {
		t.Fatalf("the lone push used %d gas with folding on, %d off", gasFolding, gasOff)
	}
	for _, job := range []string{"lone-create", "lone-push"} {
		if rec, err := folding.b.store.batchOf(context.Background(), job); err != nil || rec != nil {
			t.Fatalf("%s is a member of batch %+v (%v), want none", job, rec, err)
		}
	}
}

// A folding worker process killed while it sends a lone write alone: right
// after the job's own-transaction claim (nothing signed) or right after its
// transaction is stored (not broadcast). Delivered again, twice at once, to
// another folding process, the job lands exactly once, in its own single
// call under its own intent: no batch is ever stored for it, the payer
// pays one fee, both deliveries answer the same.
func TestLoneWriteWorkerKilledMidSend(t *testing.T) {
	for _, point := range []string{"own_claimed", "stored"} {
		t.Run(point, func(t *testing.T) {
			r, redisURL := newCrashRig(t)
			task := r.CreateTask(t, 4, "k4", "killed-alone")
			before := r.USDC(t, paidtest.PayerOf(4))
			r.killChildAt(t, redisURL, point, map[string]*asynq.Task{"alone": task})
			r.wantRecord(t, "alone", point == "stored")

			answers := map[string]chan jobAnswer{}
			for _, d := range []string{"a", "b"} {
				answers[d] = r.deliver(context.Background(), map[string]*asynq.Task{"alone": task})["alone"]
			}
			r.start()
			got := waitAll(t, answers)
			if got["a"].err != nil || got["b"].err != nil || string(got["a"].out) != string(got["b"].out) {
				t.Fatalf("the deliveries answered %s (%v) and %s (%v)", got["a"].out, got["a"].err, got["b"].out, got["b"].err)
			}
			j, err := settle.DecodeJob("job", task)
			if err != nil {
				t.Fatal(err)
			}
			if sel, _ := r.landedTx(t, got["a"].out); !bytes.Equal(sel, j.Call()[:4]) {
				t.Fatalf("the job landed in a call to %x, want its own %x", sel, j.Call()[:4])
			}
			if keys, err := r.rdb.Keys(context.Background(), batchKeyPrefix+"record:*").Result(); err != nil || len(keys) != 0 {
				t.Fatalf("batches stored: %v (%v), want none", keys, err)
			}
			if paid := new(big.Int).Sub(before, r.USDC(t, paidtest.PayerOf(4))); paid.Cmp(big.NewInt(batchFee)) != 0 {
				t.Fatalf("payer paid %s, want one fee", paid)
			}
		})
	}
}
