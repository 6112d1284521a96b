package reconcile

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// noRecords is a transaction store that holds no record (no job in these
// tests got as far as signing).
type noRecords struct{}

func (noRecords) Get(context.Context, string) (*txmgr.Record, error) { return nil, txmgr.ErrNotFound }

// rig is a Reconciler on a real redis-server with the real reservation
// store, asynq client and inspector, and job store.
type rig struct {
	rdb    *redis.Client
	res    *payment.Reservations
	insp   *asynq.Inspector
	store  *jobs.Store
	spends *payment.Spends
	rc     *Reconciler
}

func newRig(t *testing.T) *rig {
	t.Helper()
	rdb := testutil.RedisClient(t)
	res, err := payment.NewReservations(payment.ReservationConfig{}, rdb)
	if err != nil {
		t.Fatal(err)
	}
	client := asynq.NewClientFromRedisClient(rdb)
	insp := asynq.NewInspectorFromRedisClient(rdb)
	store := jobs.NewStore(rdb, "")
	spends, err := payment.NewSpends(rdb, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	rc, err := New(Config{Grace: time.Minute}, Deps{Redis: rdb, Reservations: res, Enqueuer: client, Inspector: insp, Records: noRecords{}, Outcomes: store, Spends: spends}, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	return &rig{rdb: rdb, res: res, insp: insp, store: store, spends: spends, rc: rc}
}

// later makes the reconciler's clock run d ahead.
func (r *rig) later(d time.Duration) { r.rc.now = func() time.Time { return time.Now().Add(d) } }

func (r *rig) pass(t *testing.T) {
	t.Helper()
	if err := r.rc.pass(context.Background()); err != nil {
		t.Fatalf("pass: %v", err)
	}
}

var (
	payer       = common.HexToAddress("0x00000000000000000000000000000000000000a1")
	nonce       = [32]byte{1, 2, 3}
	fingerprint = payment.RequestFingerprint("POST", "/v1/projects", []byte(`{"name":"stranded"}`))
)

// stagedCreate reserves (payer, nonce) and stages its create job as the API
// does right before queueing it, and returns the job.
func (r *rig) stagedCreate(t *testing.T) payment.StagedJob {
	t.Helper()
	ctx := context.Background()
	if _, fresh, err := r.res.Reserve(ctx, payer, nonce, fingerprint, jobs.Retention); err != nil || !fresh {
		t.Fatalf("reserve: fresh %v, %v", fresh, err)
	}
	task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{Name: "stranded", StorageCost: "1"})
	if err != nil {
		t.Fatal(err)
	}
	job := payment.StagedJob{JobID: "pay_stranded", Type: task.Type(), Payload: task.Payload()}
	if err := r.res.Stage(ctx, payer, nonce, fingerprint, job); err != nil {
		t.Fatal(err)
	}
	return job
}

// The API died after staging the job and before queueing it: once the
// reservation is older than the grace period, the reconciler queues exactly
// that job under its id, with the paid-write options, and takes the
// reservation off the index; the reservation itself stays (the client's
// retry joins the job).
func TestStrandedReservationGetsItsJob(t *testing.T) {
	r := newRig(t)
	job := r.stagedCreate(t)

	r.pass(t) // within the grace period: the API may still be at work
	if info, err := r.insp.GetTaskInfo(jobs.QueueWrites, job.JobID); err == nil {
		t.Fatalf("job queued within the grace period: %+v", info)
	}

	r.later(2 * time.Minute)
	r.pass(t)
	info, err := r.insp.GetTaskInfo(jobs.QueueWrites, job.JobID)
	if err != nil {
		t.Fatalf("the stranded job was not queued: %v", err)
	}
	if diff := cmp.Diff([]any{job.Type, string(job.Payload), asynq.TaskStatePending, 25}, []any{info.Type, string(info.Payload), info.State, info.MaxRetry}); diff != "" {
		t.Errorf("queued task (-want +got):\n%s", diff)
	}
	if left, _ := r.res.Unqueued(context.Background(), time.Now().Add(time.Hour), 10); len(left) != 0 {
		t.Errorf("still on the index: %v", left)
	}
	if h, _ := r.res.Holder(context.Background(), payer, nonce); h != fingerprint {
		t.Errorf("reservation holds %q, want the request's fingerprint", h)
	}
	// Once more: nothing to do, nothing queued twice.
	r.pass(t)
	if n, _ := r.rdb.LLen(context.Background(), "asynq:{writes}:pending").Result(); n != 1 {
		t.Errorf("%d pending tasks, want 1", n)
	}
}

// The API died after queueing the job and before taking the reservation
// off the index: the reconciler finds the task id taken and only tidies up.
func TestQueuedReservationIsOnlyTidied(t *testing.T) {
	r := newRig(t)
	job := r.stagedCreate(t)
	task, opts, _ := jobs.RebuildWriteTask(job.Type, job.Payload)
	if _, err := asynq.NewClientFromRedisClient(r.rdb).Enqueue(task, append(opts, asynq.TaskID(job.JobID))...); err != nil {
		t.Fatal(err)
	}
	r.later(2 * time.Minute)
	r.pass(t)
	if left, _ := r.res.Unqueued(context.Background(), time.Now().Add(time.Hour), 10); len(left) != 0 {
		t.Errorf("still on the index: %v", left)
	}
	if n, _ := r.rdb.LLen(context.Background(), "asynq:{writes}:pending").Result(); n != 1 {
		t.Errorf("%d pending tasks, want 1", n)
	}
}

// The API died after reserving and before its checks ended: nothing was
// staged, nothing charged. The reconciler frees the authorization, so the
// client's retry is a fresh request instead of a 24-hour wait, and an API
// that resumes late finds its reservation gone and stages nothing.
func TestUnstagedReservationIsReleased(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	if _, _, err := r.res.Reserve(ctx, payer, nonce, fingerprint, jobs.Retention); err != nil {
		t.Fatal(err)
	}
	// The request's balance check held its value before it died.
	auth := payment.Authorization{From: payer, Value: big.NewInt(100_000), ValidBefore: big.NewInt(time.Now().Add(time.Hour).Unix()), Nonce: nonce}
	if err := r.spends.Hold(ctx, auth, big.NewInt(100_000)); err != nil {
		t.Fatal(err)
	}
	r.later(2 * time.Minute)
	r.pass(t)
	if h, _ := r.res.Holder(ctx, payer, nonce); h != "" {
		t.Fatalf("reservation still held by %q", h)
	}
	if held, err := r.spends.Pending(ctx, payer); err != nil || held.Sign() != 0 {
		t.Fatalf("%v of the payer's balance still held (%v); want the dead request's hold given back", held, err)
	}
	if _, fresh, err := r.res.Reserve(ctx, payer, nonce, fingerprint, jobs.Retention); err != nil || !fresh {
		t.Fatalf("retry's reservation: fresh %v, %v; want a fresh one", fresh, err)
	}
	// Without a retry in between, the original request resuming late
	// cannot stage its job any more.
	if _, err := r.res.Release(ctx, payer, nonce, fingerprint); err != nil {
		t.Fatal(err)
	}
	if err := r.res.Stage(ctx, payer, nonce, fingerprint, payment.StagedJob{JobID: "late"}); !errors.Is(err, payment.ErrNotReserved) {
		t.Fatalf("late Stage = %v, want ErrNotReserved", err)
	}
}

// A paid write left in asynq's active list without a lease (the worker
// died, the lease entry was lost) is invisible to asynq's recoverer: the
// reconciler gives it an expired lease, the recoverer re-queues it and a
// worker runs it.
func TestActiveTaskWithoutLeaseRunsAgain(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	task, opts, _ := jobs.NewCreateProjectTask(jobs.CreateProject{Name: "orphan"})
	if _, err := asynq.NewClientFromRedisClient(r.rdb).Enqueue(task, append(opts, asynq.TaskID("pay_orphan"))...); err != nil {
		t.Fatal(err)
	}
	// What a dequeue does, minus the lease: the state a lost lease leaves.
	if err := r.rdb.RPopLPush(ctx, "asynq:{writes}:pending", "asynq:{writes}:active").Err(); err != nil {
		t.Fatal(err)
	}
	if err := r.rdb.HSet(ctx, "asynq:{writes}:t:pay_orphan", "state", "active").Err(); err != nil {
		t.Fatal(err)
	}
	r.pass(t)
	active, err := r.insp.ListActiveTasks(jobs.QueueWrites)
	if err != nil || len(active) != 1 || !active[0].IsOrphaned {
		t.Fatalf("active tasks after the pass: %+v, %v; want pay_orphan orphaned (lease expired)", active, err)
	}
	testutil.SkipIfShort(t, "asynq's recoverer (first tick after one minute)")
	ran := make(chan string, 1)
	srv := asynq.NewServerFromRedisClient(r.rdb, asynq.Config{Queues: map[string]int{jobs.QueueWrites: 1}, LogLevel: asynq.FatalLevel,
		RetryDelayFunc: func(int, error, *asynq.Task) time.Duration { return 0 }, DelayedTaskCheckInterval: 100 * time.Millisecond})
	if err := srv.Start(asynq.HandlerFunc(func(ctx context.Context, t *asynq.Task) error {
		id, _ := asynq.GetTaskID(ctx)
		select {
		case ran <- id:
		default:
		}
		return nil
	})); err != nil {
		t.Fatal(err)
	}
	defer srv.Shutdown()
	select {
	case id := <-ran:
		if id != "pay_orphan" {
			t.Fatalf("ran %q", id)
		}
	case <-time.After(3 * time.Minute):
		t.Fatal("the orphaned task never ran again")
	}
}

// A paid write asynq archived without an outcome (its last delivery died)
// runs again; one with a final outcome and no transaction left stays
// archived. Pages of one task: every page is read.
func TestArchivedWriteWithoutOutcomeRunsAgain(t *testing.T) {
	r := newRig(t)
	r.rc.cfg.Batch = 1
	ctx := context.Background()
	client := asynq.NewClientFromRedisClient(r.rdb)
	for _, id := range []string{"pay_a_silent", "pay_b_answered"} {
		task, opts, _ := jobs.NewCreateProjectTask(jobs.CreateProject{Name: strings.TrimPrefix(id, "pay_")})
		if _, err := client.Enqueue(task, append(opts, asynq.TaskID(id))...); err != nil {
			t.Fatal(err)
		}
		if err := r.insp.ArchiveTask(jobs.QueueWrites, id); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.store.Publish(ctx, jobs.Outcome{JobID: "pay_b_answered", State: jobs.StateFailed, Failure: &jobs.Failure{Code: wire.CodeTxFailed, Message: "reverted"}}); err != nil {
		t.Fatal(err)
	}
	r.pass(t)
	for id, want := range map[string]asynq.TaskState{"pay_a_silent": asynq.TaskStatePending, "pay_b_answered": asynq.TaskStateArchived} {
		info, err := r.insp.GetTaskInfo(jobs.QueueWrites, id)
		if err != nil || info.State != want {
			t.Errorf("%s: %v, %v; want %v", id, info, err, want)
		}
	}
}

// The pass lease lets one process of many run a period's pass.
func TestOnePassPerPeriod(t *testing.T) {
	r := newRig(t)
	r.stagedCreate(t)
	r.later(2 * time.Minute)
	other, err := New(r.rc.cfg, r.rc.deps, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	if err := other.RunOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	r.rc.now = time.Now // would act, if it ran
	r.later(2 * time.Minute)
	if err := r.rc.RunOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	owner, _ := r.rdb.Get(context.Background(), DefaultLeaseKey).Result()
	if owner != other.owner {
		t.Fatalf("lease held by %q, want the first process %q", owner, other.owner)
	}
}
