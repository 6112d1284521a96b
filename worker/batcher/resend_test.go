package batcher

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/settle"
)

// TestLoneWriteAfterBatchOutOfGasIsSentAgain: a job whose batch ran out
// of gas goes on alone (TestBatchOutOfGasJobsGoOnAlone); when its lone
// write runs out of gas too (the estimates too low), it is not answered
// failed: it is sent again under its lone intent's next one with twice the
// limit and lands once, the payer charged one fee.
func TestLoneWriteAfterBatchOutOfGasIsSentAgain(t *testing.T) {
	r := newBatchRig(t, Config{MaxItems: DefaultMaxItems})
	ctx := context.Background()
	task := r.CreateTask(t, 1, "lone-oog", "lone-oog")
	j, err := settle.DecodeJob("job", task)
	if err != nil {
		t.Fatal(err)
	}
	before := r.USDC(t, j.Item().Key().Payer)
	rec, err := r.b.prepare(ctx, []*joinRequest{{ctx: ctx, job: "w1", item: j.Item()}})
	if err != nil {
		t.Fatal(err)
	}
	rec.Gas = 120_000 // below one create: the batch runs out of gas
	if taken, err := r.b.store.join(ctx, rec); err != nil || taken != nil {
		t.Fatalf("store batch: %v, %v", taken, err)
	}
	// From now on every estimate is too low (120,000 + 25 %: less than one
	// create), twice that is enough.
	d := r.Dev.Deployment
	low, err := settle.New(settle.Config{Addresses: d.Addresses},
		paidtest.LowEstimates{Backend: r.Eth, Gas: 120_000}, r.Txm, nil, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	r.b.s = low
	got := waitAll(t, r.deliver(ctx, map[string]*asynq.Task{"w1": task}))["w1"]
	if got.err != nil {
		t.Fatalf("the job answered %v, want its lone write landed", got.err)
	}
	var res wire.CreateResult
	if err := json.Unmarshal(got.out, &res); err != nil {
		t.Fatal(err)
	}
	if _, batch := r.MinedAttempt(t, r.Txm, rec.intent()); batch.Status != types.ReceiptStatusFailed {
		t.Fatalf("the batch landed (%s); the test needs it out of gas", batch.TxHash.Hex())
	}
	lone, r0 := r.MinedAttempt(t, r.Txm, settle.SoloIntent("w1"))
	if r0.Status != types.ReceiptStatusFailed || r0.GasUsed < lone.Call.GasLimit-lone.Call.GasLimit/64 {
		t.Fatalf("lone write: status %d, gas %d of %d; want out of gas", r0.Status, r0.GasUsed, lone.Call.GasLimit)
	}
	if _, r1 := r.MinedAttempt(t, r.Txm, settle.GasIntent(settle.SoloIntent("w1"), 1)); r1.Status != types.ReceiptStatusSuccessful || res.TxHash != r1.TxHash.Hex() {
		t.Fatalf("answered %s; the lone re-send %s has status %d", res.TxHash, r1.TxHash.Hex(), r1.Status)
	}
	if paid := new(big.Int).Sub(before, r.USDC(t, j.Item().Key().Payer)); paid.Cmp(big.NewInt(batchFee)) != 0 {
		t.Fatalf("payer paid %s, want one fee", paid)
	}
}
