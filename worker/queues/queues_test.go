package queues_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/internal/testutil/txrecord"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/batcher"
	"github.com/inkd/inkd/worker/queues"
)

// typeFlaky is a task type whose handler always fails for good, as an
// upload does when the bundler account is empty.
const typeFlaky = "test:flaky"

// flakyErr is the error the flaky handler ends with.
const flakyErr = "bundler answered 402: no credits"

// rig is a real redis-server holding asynq queues, transaction records and
// job outcomes, and the Tool under test on it.
type rig struct {
	rdb    *redis.Client
	client *asynq.Client
	ins    *asynq.Inspector
	sig    *txrecord.Signer
	tool   *queues.Tool
}

func newRig(t *testing.T) *rig {
	t.Helper()
	rdb := testutil.RedisClient(t)
	r := &rig{
		rdb: rdb, client: asynq.NewClientFromRedisClient(rdb), ins: asynq.NewInspectorFromRedisClient(rdb),
		sig: txrecord.New(t, rdb),
	}
	r.tool = queues.New(r.ins, txmgr.NewRecordReader(rdb, ""), jobs.NewStore(rdb, ""),
		func(ctx context.Context, id string) (string, error) { return batcher.JobIntent(ctx, rdb, id) })
	return r
}

// paidWrite queues a paid write (its payload is not looked at) under id;
// headers make it a continuation.
func (r *rig) paidWrite(t *testing.T, id string, headers map[string]string) {
	t.Helper()
	task := asynq.NewTaskWithHeaders(jobs.TypePushVersion, []byte(`{}`), headers)
	if _, err := r.client.Enqueue(task, asynq.Queue(jobs.QueueWrites), asynq.TaskID(id)); err != nil {
		t.Fatal(err)
	}
}

// failUpload queues a task on the storage queue and runs a worker on it
// until asynq archives it with flakyErr.
func (r *rig) failUpload(t *testing.T, id string) {
	t.Helper()
	if _, err := r.client.Enqueue(asynq.NewTask(typeFlaky, nil), asynq.Queue(jobs.QueueStorage), asynq.TaskID(id), asynq.MaxRetry(0)); err != nil {
		t.Fatal(err)
	}
	srv := asynq.NewServerFromRedisClient(r.rdb, asynq.Config{
		Queues: map[string]int{jobs.QueueStorage: 1}, Concurrency: 1, Logger: testutil.Logger(t),
		TaskCheckInterval: 10 * time.Millisecond,
	})
	mux := asynq.NewServeMux()
	mux.HandleFunc(typeFlaky, func(context.Context, *asynq.Task) error {
		return errors.New(flakyErr)
	})
	if err := srv.Start(mux); err != nil {
		t.Fatal(err)
	}
	defer srv.Shutdown()
	testutil.Until(t, time.Minute, "the flaky task is archived", func() bool {
		info, err := r.ins.GetTaskInfo(jobs.QueueStorage, id)
		return err == nil && info.State == asynq.TaskStateArchived
	})
}

func state(t *testing.T, r *rig, queue, id string) asynq.TaskState {
	t.Helper()
	info, err := r.ins.GetTaskInfo(queue, id)
	if err != nil {
		t.Fatalf("task %s: %v", id, err)
	}
	return info.State
}

// batchMember makes job a member of batch id as a folding worker stores it
// (worker/batcher/store.go's membership key).
func (r *rig) batchMember(t *testing.T, job, id string) {
	t.Helper()
	if err := r.rdb.Set(context.Background(), "inkd:batch:{b}:member:"+job, id, time.Hour).Err(); err != nil {
		t.Fatal(err)
	}
}

// refusesDelete checks that deleting task id is refused with a reason
// naming why, and that the task is still pending.
func (r *rig) refusesDelete(t *testing.T, id, why string) {
	t.Helper()
	_, err := r.tool.Delete(context.Background(), "", id)
	var re *queues.RefusedError
	if !errors.As(err, &re) || !strings.Contains(err.Error(), why) {
		t.Errorf("delete %s = %v, want a refusal naming %q", id, err, why)
	}
	if s := state(t, r, jobs.QueueWrites, id); s != asynq.TaskStatePending {
		t.Errorf("after the refusal %s is %v", id, s)
	}
}

// A paid write whose job is a member of a batch has no record of its own:
// deleting it is refused while the batch's transaction is live (signed, or
// stored and not signed yet, which any member's delivery signs), as for a
// job with its own transaction; once the job's outcome is published it is
// deleted.
func TestDeleteRefusesAMemberOfALiveBatch(t *testing.T) {
	ctx := context.Background()
	r := newRig(t)
	r.paidWrite(t, "job-in-batch", nil)
	r.batchMember(t, "job-in-batch", "b1")
	r.sig.Send(t, "batch:b1")
	r.paidWrite(t, "job-in-unsigned-batch", nil)
	r.batchMember(t, "job-in-unsigned-batch", "b2")
	r.paidWrite(t, "job-batch-answered", nil)
	r.batchMember(t, "job-batch-answered", "b1")
	if err := jobs.NewStore(r.rdb, "").Publish(ctx, jobs.Outcome{JobID: "job-batch-answered", State: jobs.StateSucceeded}); err != nil {
		t.Fatal(err)
	}
	r.refusesDelete(t, "job-in-batch", "batch:b1 is sent")
	r.refusesDelete(t, "job-in-unsigned-batch", "batch:b2 is unsigned")
	if _, err := r.tool.Delete(ctx, "", "job-batch-answered"); err != nil {
		t.Errorf("delete job-batch-answered: %v", err)
	}
}

// TestToolOnRedis drives every operation on a real redis-server: sizes per
// state, the failed list with its error, the money guard on deleting paid
// writes (a job with a transaction record and no outcome is refused, one
// without a record or with a published outcome is deleted), retry, pause
// and resume.
func TestToolOnRedis(t *testing.T) {
	ctx := context.Background()
	r := newRig(t)
	r.failUpload(t, "upload-1")
	r.paidWrite(t, "job-signed", nil)
	r.sig.Send(t, "job-signed")
	r.paidWrite(t, "job-signed~1", map[string]string{"inkd-job": "job-signed"})
	r.paidWrite(t, "job-prepaid", nil)
	r.sig.Send(t, "job-prepaid:prepaid")
	r.paidWrite(t, "job-unsigned", nil)
	r.paidWrite(t, "job-done", nil)
	r.sig.Send(t, "job-done")
	r.sig.Mine(t, "job-done")
	r.paidWrite(t, "job-answered", nil)
	r.sig.Send(t, "job-answered")
	if err := jobs.NewStore(r.rdb, "").Publish(ctx, jobs.Outcome{JobID: "job-answered", State: jobs.StateSucceeded}); err != nil {
		t.Fatal(err)
	}

	sizes, err := r.tool.Sizes()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]queues.Queue{}
	for _, q := range sizes {
		got[q.Name] = q
	}
	if w := got[jobs.QueueWrites]; w.Pending != 6 || w.Archived != 0 || w.Paused {
		t.Errorf("writes = %+v, want 6 pending", w)
	}
	if s := got[jobs.QueueStorage]; s.Archived != 1 || s.Pending != 0 || s.FailedToday != 1 {
		t.Errorf("storage = %+v, want 1 archived, 1 failed today", s)
	}

	failed, err := r.tool.Failed("", 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(failed) != 1 || failed[0].ID != "upload-1" || failed[0].State != "archived" || !strings.Contains(failed[0].LastError, flakyErr) || failed[0].LastFailedAt == nil {
		t.Fatalf("failed = %+v, want upload-1 archived with %q", failed, flakyErr)
	}

	for _, tc := range []struct {
		id, why string
	}{
		{"job-signed", "job-signed"},
		{"job-signed~1", "job-signed"},
		{"job-prepaid", "job-prepaid:prepaid"},
		{"job-done", "final"},
	} {
		r.refusesDelete(t, tc.id, tc.why)
	}
	for _, id := range []string{"job-unsigned", "job-answered"} {
		if _, err := r.tool.Delete(ctx, "", id); err != nil {
			t.Errorf("delete %s: %v", id, err)
		}
		if _, err := r.ins.GetTaskInfo(jobs.QueueWrites, id); !errors.Is(err, asynq.ErrTaskNotFound) {
			t.Errorf("%s after delete: %v", id, err)
		}
	}
	if _, err := r.tool.Delete(ctx, "", "no-such-task"); !errors.Is(err, asynq.ErrTaskNotFound) {
		t.Errorf("delete of an unknown task = %v", err)
	}

	job, err := r.tool.Retry(ctx, "", "upload-1")
	if err != nil || job.Queue != jobs.QueueStorage {
		t.Fatalf("retry = %+v, %v", job, err)
	}
	if s := state(t, r, jobs.QueueStorage, "upload-1"); s != asynq.TaskStatePending {
		t.Errorf("after retry upload-1 is %v", s)
	}
	var re *queues.RefusedError
	if _, err := r.tool.Retry(ctx, "", "upload-1"); !errors.As(err, &re) {
		t.Errorf("retry of a pending task = %v, want a refusal", err)
	}

	show, err := r.tool.Show(ctx, jobs.QueueWrites, "job-signed~1")
	if err != nil || show.JobID != "job-signed" || !show.PaidWrite || len(show.Transactions) != 1 || show.Transactions[0].State != txmgr.StateSent {
		t.Errorf("show = %+v, %v", show, err)
	}

	for _, step := range []struct {
		op      func(string) (bool, error)
		changed bool
		paused  bool
	}{
		{r.tool.Pause, true, true}, {r.tool.Pause, false, true},
		{r.tool.Resume, true, false}, {r.tool.Resume, false, false},
	} {
		changed, err := step.op(jobs.QueueWrites)
		if err != nil || changed != step.changed {
			t.Fatalf("pause/resume = %v, %v; want changed %v", changed, err, step.changed)
		}
		info, err := r.ins.GetQueueInfo(jobs.QueueWrites)
		if err != nil || info.Paused != step.paused {
			t.Fatalf("paused = %v, %v; want %v", info.Paused, err, step.paused)
		}
	}
	if _, err := r.tool.Pause("wirtes"); !errors.Is(err, asynq.ErrQueueNotFound) {
		t.Errorf("pause of a misspelt queue = %v", err)
	}
}
