package worker

import (
	"context"
	"encoding/json"
	"math/big"
	"sync"
	"testing"

	"github.com/alicebob/miniredis/v2"
	"github.com/google/go-cmp/cmp"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// recordedFees keeps what a worker reported as landed.
type recordedFees struct {
	mu     sync.Mutex
	landed []string
}

func (r *recordedFees) RefundUnpaid() {}

func (r *recordedFees) WriteCorrected(string) {}

func (r *recordedFees) PaidWriteLanded(kind string, fee *big.Int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.landed = append(r.landed, kind+" "+fee.String())
}

// A landed paid write counts its fee once, by kind, when its outcome is
// published first: a second delivery of the same job, a job that only
// recovers a lost outcome, a failed job and an upload count nothing.
// Before, no fee was counted at all.
func TestFeesCountedOncePerLandedWrite(t *testing.T) {
	rdb := redis.NewClient(&redis.Options{Addr: miniredis.RunT(t).Addr()})
	t.Cleanup(func() { rdb.Close() })
	rec := &recordedFees{}
	w, err := New(Config{}, rdb, Deps{Log: testutil.Logger(t), Outcomes: jobs.NewStore(rdb, ""), Fees: rec})
	if err != nil {
		t.Fatal(err)
	}
	landed := w.run(func(context.Context, string, *asynq.Task) (json.RawMessage, error) { return json.RawMessage(`{}`), nil })
	failed := w.run(func(context.Context, string, *asynq.Task) (json.RawMessage, error) {
		return nil, jobs.Fail(wire.CodeTxFailed, "NameTaken()")
	})
	task := func(typ, job, value string, recovery bool) *asynq.Task {
		b, _ := json.Marshal(map[string]any{"payment": jobs.Payment{Value: value, Recovery: recovery}})
		return asynq.NewTaskWithHeaders(typ, b, map[string]string{headerJob: job})
	}
	voucherTask := func(typ, job, fee string) *asynq.Task {
		b, _ := json.Marshal(map[string]any{"voucher": jobs.Voucher{Fee: fee}})
		return asynq.NewTaskWithHeaders(typ, b, map[string]string{headerJob: job})
	}
	for _, d := range []struct {
		h asynq.HandlerFunc
		t *asynq.Task
	}{
		{landed, task(jobs.TypeCreateProject, "c1", "120000", false)},
		{landed, task(jobs.TypeCreateProject, "c1", "120000", false)}, // the same job again
		{landed, task(jobs.TypePushVersion, "p1", "100000", false)},
		{landed, task(jobs.TypePushVersions, "b1", "2500000", false)},
		{landed, task(jobs.TypeCreateProject, "r1", "120000", true)}, // recovery
		{failed, task(jobs.TypeCreateProject, "f1", "120000", false)},
		{landed, task(jobs.TypeUpload, "u1", "", false)},
		{landed, voucherTask(jobs.TypePushVersion, "v1", "70000")}, // paid by voucher
	} {
		_ = d.h(context.Background(), d.t)
	}
	want := []string{"create 120000", "push 100000", "batch_push 2500000", "push 70000"}
	if diff := cmp.Diff(want, rec.landed); diff != "" {
		t.Errorf("fees counted (-want +got):\n%s", diff)
	}
}
