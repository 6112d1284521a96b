package e2e

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/failpoint"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// Bounds of the two-workers test: ceilings on a loaded 2-core machine.
const (
	// overlapHoldBound bounds the wait for worker A to reach its held step.
	overlapHoldBound = 2 * time.Minute
	// overlapTakeoverBound bounds the wait for worker B to get the task
	// and answer it: A's asynq lease runs out 30 s after its last
	// extension, and asynq's recoverer, every minute, re-queues a task
	// whose lease expired 30 s ago.
	overlapTakeoverBound = 4 * time.Minute
)

// Scenario 8 of FAILURE-SCENARIOS.md, for real: two `inkd worker`
// processes run the same paid write at once. Worker A reaches Redis through
// a proxy; it takes the task, broadcasts the write's transaction and stays
// in the job (failpoint hold) while the test cuts its link to Redis: A
// lives on, its lease can no longer be extended, and asynq gives the task
// to worker B, which runs it from the stored record while A is still in it.
// Then the link heals and A goes on with its delivery. The write must land
// once (one project, one USDC transfer, the authorization used, one
// transaction from the settler keys), the client's answers (the retried
// paid request and GET /v1/jobs/:id) agree with the chain, and nothing is
// left queued or pending.
//
// A holds after one of two steps: after its broadcast (B finds the
// transaction sent and waits for it), and, with INKD_CRASH_MATRIX=1 (make
// test-crash), after signing the first attempt inside the per-key lock,
// before storing it (B waits out A's lock, signs and sends; A's signature
// must never reach the chain).
func TestTwoWorkersRunOneTask(t *testing.T) {
	testutil.SkipIfShort(t, "two worker processes, a Redis partition and asynq's lease expiry (~2 minutes a step)")
	inkdBin(t)
	for _, step := range []struct {
		name  string
		quick bool
	}{{name: "broadcast", quick: true}, {name: "signed"}} {
		t.Run(step.name, func(t *testing.T) {
			if !step.quick && os.Getenv(matrixAllEnv) != "1" {
				t.Skipf("set %s=1 (make test-crash) to run this step", matrixAllEnv)
			}
			runTwoWorkers(t, step.name)
		})
	}
}

// runTwoWorkers runs scenario 8 with worker A held at failpoint held.
func runTwoWorkers(t *testing.T, held string) {
	redisURL := testutil.RealRedisURL(t, e2eRedis)
	s := startStack(t, stackOptions{blockPeriod: time.Second, writeWait: 2 * time.Second, noWorker: true, redisURL: redisURL})
	deployment := filepath.Join(t.TempDir(), "deployment.json")
	if err := s.Deployment.Save(deployment); err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(redisURL)
	if err != nil {
		t.Fatal(err)
	}
	link := testutil.NewProxy(t, u.Host)
	u.Host = link.Addr()
	release := filepath.Join(t.TempDir(), "release")
	a := startInkd(t, append(matrixEnv(t, s, u.String(), deployment), settlerKeysEnv(),
		failpoint.HoldEnvVar+"="+held, failpoint.ReleaseEnvVar+"="+release), "worker")
	a.ready(t, a.stderr, "worker running")

	ctx, cancel := context.WithTimeout(context.Background(), overlapHoldBound+2*overlapTakeoverBound)
	defer cancel()
	c := s.payer(6, 1)
	header, amount := s.signed(t, c, "/v1/projects", `{"name":"two-workers-`+held+`"}`)
	id := jobOf(t, header)
	fee, _ := new(big.Int).SetString(amount, 10)
	before := s.usdc(t, c.Address())
	nonces := s.settlerKeyNonces(t)
	pay := func() (*payclient.Response, error) {
		return c.Send(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(`{"name":"two-workers-`+held+`"}`), header)
	}
	go func() { _, _ = pay() }()

	if !a.stderr.waitFor("failpoint held: "+held, a.exited, overlapHoldBound) {
		t.Fatalf("worker A did not hold at %s within %v", held, overlapHoldBound)
	}
	link.Down()
	cut := time.Now()
	t.Logf("worker A holds at %s; its link to Redis is cut", held)
	b := startInkd(t, append(matrixEnv(t, s, redisURL, deployment), settlerKeysEnv()), "worker")
	b.ready(t, b.stderr, "worker running")

	// B answers the job while A still holds in it.
	created := retryUntilCreated(ctx, t, pay, overlapTakeoverBound)
	t.Logf("worker B answered %v after the cut: 201 %s", time.Since(cut).Round(time.Second), created)
	if !delivered(b.stderr.String(), id, "job delivery started") {
		t.Fatal("the 201 came, but worker B never ran the task")
	}
	select {
	case <-a.exited:
		t.Fatalf("worker A exited during the partition: %v", a.waitErr)
	default:
	}
	if strings.Contains(a.stderr.String(), "failpoint released") {
		t.Fatal("worker A left its job before B answered: no overlap")
	}

	// The partition heals and A carries on with its delivery.
	link.Up()
	if err := os.WriteFile(release, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	testutil.Until(t, overlapTakeoverBound, "worker A ends its delivery of the task", func() bool {
		return delivered(a.stderr.String(), id, "job delivery ended")
	})
	insp := asynq.NewInspectorFromRedisClient(s.Infra.Redis)
	testutil.Until(t, overlapTakeoverBound, "the task completed and the writes queue idle", func() bool {
		info, err := insp.GetTaskInfo(jobs.QueueWrites, id)
		q, qerr := insp.GetQueueInfo(jobs.QueueWrites)
		return err == nil && qerr == nil && info.State == asynq.TaskStateCompleted &&
			q.Pending+q.Active+q.Scheduled+q.Retry+q.Archived+q.Aggregating == 0
	})

	// The client's answers: the same 201 again, and the job's result.
	again, err := pay()
	if err != nil || again.Status != http.StatusCreated || string(again.Body) != string(created) {
		t.Fatalf("a later retry answered %v %v, want 201 %s", again.Status, err, created)
	}
	var job wire.JobStatus
	if status, body := tryGet(s.APIURL + "/v1/jobs/" + id); status != http.StatusOK || json.Unmarshal([]byte(body), &job) != nil {
		t.Fatalf("GET /v1/jobs/%s = %d %s", id, status, body)
	}
	if job.Status != jobs.StateSucceeded || !sameJSON(t, job.Result, created) {
		t.Fatalf("job %s is %s with %s; the client was answered 201 %s", id, job.Status, job.Result, created)
	}

	// The chain: one write, one charge, one transaction.
	if paid := new(big.Int).Sub(before, s.usdc(t, c.Address())); paid.Cmp(fee) != 0 {
		t.Fatalf("paid %s, want one fee of %s", paid, fee)
	}
	if n := s.transfersFrom(t, c.Address()); n != 1 {
		t.Fatalf("%d USDC transfers out of the payer, want 1", n)
	}
	auth, err := payment.ParseHeader(header)
	if err != nil {
		t.Fatal(err)
	}
	if used, err := chain.NewUSDCState(s.eth, s.Deployment.USDC).AuthorizationState(ctx, auth.Authorization.From, auth.Authorization.Nonce); err != nil || !used {
		t.Fatalf("authorizationState = %v, %v; want used", used, err)
	}
	if count, err := s.projectCount(); err != nil || count.Cmp(big.NewInt(1)) != 0 {
		t.Fatalf("projectCount = %v, %v; want 1", count, err)
	}
	if sent := s.settlerKeyNonces(t) - nonces; sent != 1 {
		t.Fatalf("the settler keys sent %d transactions, want 1", sent)
	}
	if n := s.intentRecords(t); n != 1 {
		t.Fatalf("%d transaction records, want 1", n)
	}
	if r := s.record(t, id); r == nil || r.State != txmgr.StateFinal {
		t.Fatalf("the write's record is %+v, want final", r)
	}
}

// retryUntilCreated re-sends a paid request (pay) until it is answered 201
// and returns the body; 202 means pending, anything else fails the test.
func retryUntilCreated(ctx context.Context, t *testing.T, pay func() (*payclient.Response, error), bound time.Duration) []byte {
	t.Helper()
	deadline := time.Now().Add(bound)
	for {
		resp, err := pay()
		switch {
		case err != nil:
			t.Logf("retry: %v", err)
		case resp.Status == http.StatusCreated:
			return resp.Body
		case resp.Status != http.StatusAccepted:
			t.Fatalf("retry answered %d %s; want 201 (or 202 while pending)", resp.Status, resp.Body)
		}
		if time.Now().After(deadline) {
			t.Fatalf("no 201 within %v", bound)
		}
		select {
		case <-ctx.Done():
			t.Fatal(ctx.Err())
		case <-time.After(2 * time.Second):
		}
	}
}

// delivered reports whether a worker's log has a line with msg for task id.
func delivered(log, id, msg string) bool {
	for line := range strings.Lines(log) {
		if strings.Contains(line, msg) && strings.Contains(line, id) {
			return true
		}
	}
	return false
}

// settlerKeyNonces sums the mined nonces of the development settler keys (the
// worker processes' SIGNER_KEYS): how many transactions they have sent.
func (s *stack) settlerKeyNonces(t *testing.T) uint64 {
	t.Helper()
	var n uint64
	for _, k := range devchain.SettlerKeys(devchain.DefaultSettlers) {
		got, err := s.eth.NonceAt(context.Background(), crypto.PubkeyToAddress(k.PublicKey), nil)
		if err != nil {
			t.Fatal(err)
		}
		n += got
	}
	return n
}

// sameJSON reports whether two JSON documents are equal as values.
func sameJSON(t *testing.T, a, b []byte) bool {
	t.Helper()
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	xs, _ := json.Marshal(x)
	ys, _ := json.Marshal(y)
	return string(xs) == string(ys)
}
