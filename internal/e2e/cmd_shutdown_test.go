package e2e

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/batcher"
)

// fixedNonce makes c's next payment use a nonce derived from label, so
// the test knows its job id before the request is answered.
func fixedNonce(c *payclient.Client, label string) string {
	var nonce [32]byte
	copy(nonce[:], crypto.Keccak256([]byte(label)))
	c.Nonce = func() [32]byte { return nonce }
	return wire.JobID(c.Address(), nonce)
}

// inspector is an asynq Inspector on redisURL, closed at cleanup.
func inspector(t *testing.T, redisURL string) *asynq.Inspector {
	t.Helper()
	opt, err := redis.ParseURL(redisURL)
	if err != nil {
		t.Fatal(err)
	}
	rdb := redis.NewClient(opt)
	t.Cleanup(func() { rdb.Close() })
	return asynq.NewInspectorFromRedisClient(rdb)
}

// taskState is the asynq state of job id in the writes queue, or "" when
// there is no such task.
func taskState(insp *asynq.Inspector, id string) string {
	info, err := insp.GetTaskInfo(jobs.QueueWrites, id)
	if err != nil {
		return ""
	}
	return info.State.String()
}

// awaitJobEnd polls GET /v1/jobs/:id on apiURL until the job is no longer
// pending.
func awaitJobEnd(t *testing.T, c *payclient.Client, apiURL, id string) wire.JobStatus {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	for {
		resp, err := c.Send(ctx, http.MethodGet, apiURL+"/v1/jobs/"+id, nil, "")
		if err != nil {
			t.Fatal(err)
		}
		var st wire.JobStatus
		if err := json.Unmarshal(resp.Body, &st); err != nil {
			t.Fatalf("job %s: %v in %s", id, err, resp.Body)
		}
		if st.Status != jobs.StatePending {
			return st
		}
		select {
		case <-ctx.Done():
			t.Fatalf("job %s still pending", id)
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// SIGTERM on `inkd serve` while a paid write waits for its job: the
// request is answered 202 with its job id and Location before the process
// exits 0, well within SHUTDOWN_TIMEOUT, and the write goes on in a worker
// started afterwards. Before, the request waited out INKD_WRITE_WAIT, the
// connection was dropped at the 30 s shutdown bound and serve exited 1.
func TestCmdServeSIGTERMAnswersWaitingWrite202(t *testing.T) {
	testutil.SkipIfShort(t, "redis-server, the embedded chain and the inkd binary")
	r := newCmdRig(t)
	const shutdownTimeout = 20 * time.Second
	env := append(r.env, "REDIS_URL="+r.redis, "INKD_WRITE_WAIT=5m", "SHUTDOWN_TIMEOUT="+shutdownTimeout.String())
	serve := startInkd(t, env, "serve")
	serve.ready(t, serve.stderr, "api listening")

	c := r.s.payer(6, 1)
	jobID := fixedNonce(c, t.Name())
	type answer struct {
		resp *payclient.Response
		err  error
	}
	answered := make(chan answer, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		resp, err := c.Do(ctx, http.MethodPost, "http://"+r.listen+"/v1/projects", []byte(`{"name":"drained"}`))
		answered <- answer{resp, err}
	}()
	insp := inspector(t, r.redis)
	// No worker runs: the job stays queued and the request waits for it.
	testutil.Until(t, startupBound, "the paid write's job is queued", func() bool { return taskState(insp, jobID) == "pending" })

	start := time.Now()
	if err := serve.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	var a answer
	select {
	case a = <-answered:
	case <-time.After(shutdownTimeout):
		t.Fatalf("the waiting request was not answered within %v of SIGTERM", shutdownTimeout)
	}
	t.Logf("answered %v after SIGTERM", time.Since(start).Round(time.Millisecond))
	if a.err != nil {
		t.Fatalf("the waiting request failed: %v", a.err)
	}
	var st wire.JobStatus
	if err := json.Unmarshal(a.resp.Body, &st); err != nil {
		t.Fatalf("%d %s: %v", a.resp.Status, a.resp.Body, err)
	}
	if diff := cmp.Diff([]any{http.StatusAccepted, "/v1/jobs/" + jobID, wire.JobStatus{JobID: jobID, Status: jobs.StatePending}},
		[]any{a.resp.Status, a.resp.Header.Get("Location"), st}); diff != "" {
		t.Errorf("answer at shutdown: status, Location, body (-want +got):\n%s", diff)
	}
	select {
	case <-serve.exited:
	case <-time.After(shutdownTimeout):
		t.Fatalf("inkd serve still running %v after SIGTERM", shutdownTimeout)
	}
	took := time.Since(start)
	t.Logf("inkd serve exited %d %v after SIGTERM", serve.cmd.ProcessState.ExitCode(), took.Round(time.Millisecond))
	if code := serve.cmd.ProcessState.ExitCode(); code != 0 {
		t.Errorf("inkd serve exited %d, want 0", code)
	}

	// The write goes on: a worker takes the job and it lands once.
	worker := startInkd(t, append(env, "METRICS_LISTEN="+r.workOps), "worker")
	worker.ready(t, worker.stderr, "worker running")
	if end := awaitJobEnd(t, c, r.s.APIURL, jobID); end.Status != jobs.StateSucceeded {
		t.Fatalf("job after shutdown: %+v", end)
	}
	if n, err := r.s.projectCount(); err != nil || n.Cmp(big.NewInt(1)) != 0 {
		t.Errorf("projectCount = %v, %v; want 1", n, err)
	}
}

// SIGTERM on `inkd worker` while a paid write's chain has stalled (its
// transaction never mined, every RPC call held for minutes): the worker
// exits 0 within SHUTDOWN_TIMEOUT and hands the task back to asynq
// (pending, not archived, not a failed retry); a worker started on the
// healthy chain then finishes the job once. Before, the worker took the
// fixed 20 s task timeout plus the background parts' own stop (21.9 s
// measured) whatever the configuration.
func TestCmdWorkerSIGTERMWithStalledChain(t *testing.T) {
	testutil.SkipIfShort(t, "redis-server, the embedded chain and the inkd binary")
	r := newCmdRig(t)
	const shutdownTimeout = 6 * time.Second
	fault := testutil.NewRPCFault(t, r.s.RPCURL)
	fault.SetLoseSends(true)
	env := append(r.env, "REDIS_URL="+r.redis, "SHUTDOWN_TIMEOUT="+shutdownTimeout.String())
	worker := startInkd(t, append(env, "RPC_URL="+fault.URL()), "worker")
	worker.ready(t, worker.stderr, "worker running")

	c := r.s.payer(7, 1)
	jobID := fixedNonce(c, t.Name())
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	// The stack's API answers 202 after its short write wait.
	resp, err := c.Do(ctx, http.MethodPost, r.s.APIURL+"/v1/projects", []byte(`{"name":"stalled"}`))
	if err != nil || (resp.Status != http.StatusAccepted && resp.Status != http.StatusCreated) {
		t.Fatalf("paid create: %v %+v", err, resp)
	}
	watcher, err := txmgr.New(txmgr.Config{ChainID: big.NewInt(int64(r.s.Deployment.ChainID))}, r.s.eth, r.s.Infra.Redis, devchain.SettlerKeys(devchain.DefaultSettlers), testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	testutil.Until(t, startupBound, "the worker broadcast the write's transaction", func() bool {
		// With folding on (the default) the job's transaction is its
		// batch's, stored under the batch's intent.
		intent, err := batcher.JobIntent(ctx, r.s.Infra.Redis, jobID)
		if err != nil {
			return false
		}
		rec, err := watcher.Get(ctx, intent)
		return err == nil && rec.State == txmgr.StateSent
	})
	insp := inspector(t, r.redis)
	if s := taskState(insp, jobID); s != "active" {
		t.Fatalf("task state before SIGTERM: %q, want active", s)
	}
	// The chain stalls: every call is held for up to ten minutes.
	fault.SetFaults(testutil.Faults{MaxDelay: 10 * time.Minute}, 1)

	start := time.Now()
	if err := worker.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	bound := shutdownTimeout + 2*time.Second // process exit, operations server
	select {
	case <-worker.exited:
	case <-time.After(time.Minute):
		t.Fatalf("inkd worker still running a minute after SIGTERM")
	}
	took := time.Since(start)
	t.Logf("inkd worker exited %d %v after SIGTERM (SHUTDOWN_TIMEOUT %v)", worker.cmd.ProcessState.ExitCode(), took.Round(time.Millisecond), shutdownTimeout)
	if took > bound {
		t.Errorf("inkd worker took %v to stop, want at most %v", took, bound)
	}
	if code := worker.cmd.ProcessState.ExitCode(); code != 0 {
		t.Errorf("inkd worker exited %d, want 0", code)
	}
	if s := taskState(insp, jobID); s != "pending" {
		t.Errorf("task state after the worker stopped: %q, want pending (handed back)", s)
	}

	fault.SetFaults(testutil.Faults{}, 1)
	fault.SetLoseSends(false)
	next := startInkd(t, env, "worker")
	next.ready(t, next.stderr, "worker running")
	if end := awaitJobEnd(t, c, r.s.APIURL, jobID); end.Status != jobs.StateSucceeded {
		t.Fatalf("job after the restart: %+v", end)
	}
	if n, err := r.s.projectCount(); err != nil || n.Cmp(big.NewInt(1)) != 0 {
		t.Errorf("projectCount = %v, %v; want 1", n, err)
	}
}
