package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/internal/failpoint"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// Bounds of the crash matrix's waits: ceilings on a loaded 2-core machine.
const (
	// matrixDeathBound bounds the wait for the armed process to reach its
	// failpoint and die.
	matrixDeathBound = 3 * time.Minute
	// matrixSettleBound bounds the wait for the write's final answer after
	// the restart: asynq gives a killed worker's task back after its lease
	// (30 s) and the recoverer's margin and tick (up to 90 s more).
	matrixSettleBound = 6 * time.Minute
)

// crashStep is a step of a paid write after which a process dies: the API
// (serve) for the steps before the job is queued, the worker for the rest.
type crashStep struct {
	name string
	api  bool
	// quick steps run in every full test run; the others only with
	// matrixAllEnv.
	quick bool
	// skip, when set, is why this step fails on the current code.
	skip string
	// fold: the write waits together with a companion's (another payer's
	// create), so that the worker folds the two into one batch; a lone
	// write goes as its own call and is no batch.
	fold bool
}

var crashSteps = []crashStep{
	{name: "reserved", api: true, quick: true},
	{name: "staged", api: true, quick: true},
	{name: "signed"},
	{name: "stored", quick: true},
	// The worker folds paid writes (BATCH_MAX_ITEMS): its batch stored
	// with the job's membership, not yet signed; its transaction sent.
	{name: "batch_stored", fold: true},
	{name: "batch_sent", fold: true},
	// A write that waits alone claimed its own transaction, not signed.
	{name: "own_claimed"},
	{name: "broadcast"},
	{name: "receipt_seen"},
	{name: "result_published"},
}

// matrixAllEnv, set to 1 (`make test-crash`), runs every step; otherwise
// only the quick ones run: each worker step waits 1–2 minutes for asynq to
// give the killed worker's task back.
const matrixAllEnv = "INKD_CRASH_MATRIX"

// TestCrashMatrix kills, for real (SIGKILL at a failpoint), the process
// that runs a paid write right after each of its steps, restarts it without
// the failpoint, and retries the same paid request until it is answered.
// Every step must end the same way: one 201 with the write's result, the
// same result for a later retry of the same request, the fee moved once,
// one project.
func TestCrashMatrix(t *testing.T) {
	runMatrix(t, crashSteps, runCrashStep)
}

// runMatrix runs run for each of steps as a subtest: the quick ones in
// every run, all of them with matrixAllEnv.
func runMatrix(t *testing.T, steps []crashStep, run func(*testing.T, crashStep)) {
	testutil.SkipIfShort(t, "kills and restarts inkd processes; waits for asynq to give tasks back (~1-2 minutes a step)")
	t.Parallel() // it waits on the chain and on asynq far more than it computes
	inkdBin(t)
	for _, step := range steps {
		t.Run(step.name, func(t *testing.T) {
			if step.skip != "" {
				t.Skip(step.skip)
			}
			if !step.quick && os.Getenv(matrixAllEnv) != "1" {
				t.Skipf("set %s=1 (make test-crash) to run this step", matrixAllEnv)
			}
			run(t, step)
		})
	}
}

// matrixEnv is the environment of the inkd processes of a crash step.
func matrixEnv(t *testing.T, s *stack, redisURL, deployment string, vars ...string) []string {
	return cmdEnv(append([]string{
		"REDIS_URL=" + redisURL, "RPC_URL=" + s.RPCURL, "DEPLOYMENT_FILE=" + deployment, "LOG_LEVEL=debug",
		"STORAGE_DRIVER=local", "STORAGE_DIR=" + filepath.Join(t.TempDir(), "storage"),
		fmt.Sprintf("STORAGE_KEY=0x%x", crypto.FromECDSA(devchain.StorageKey())),
		// The reconciler acts within seconds, not minutes.
		"RECONCILE_INTERVAL=1s", "RECONCILE_GRACE=3s",
	}, vars...)...)
}

func settlerKeysEnv() string {
	var keys []string
	for _, k := range devchain.SettlerKeys(devchain.DefaultSettlers) {
		keys = append(keys, fmt.Sprintf("0x%x", crypto.FromECDSA(k)))
	}
	return "SIGNER_KEYS=" + strings.Join(keys, ",")
}

// diedAt waits for p to die and fails the test unless SIGKILL ended it.
func diedAt(t *testing.T, p *proc, step string) {
	t.Helper()
	select {
	case <-p.exited:
	case <-time.After(matrixDeathBound):
		t.Fatalf("inkd %s did not reach failpoint %s within %v", p.name, step, matrixDeathBound)
	}
	var ee *exec.ExitError
	if !errors.As(p.waitErr, &ee) || ee.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
		t.Fatalf("inkd %s ended with %v, want SIGKILL at failpoint %s", p.name, p.waitErr, step)
	}
}

func runCrashStep(t *testing.T, step crashStep) {
	redisURL := testutil.RealRedisURL(t, e2eRedis)
	s := startStack(t, stackOptions{blockPeriod: time.Second, writeWait: 2 * time.Second, noWorker: true, redisURL: redisURL})
	deployment := filepath.Join(t.TempDir(), "deployment.json")
	if err := s.Deployment.Save(deployment); err != nil {
		t.Fatal(err)
	}
	arm := failpoint.EnvVar + "=" + step.name
	workerEnv := append(matrixEnv(t, s, redisURL, deployment), settlerKeysEnv())

	c := s.payer(6, 1)
	var nonce [32]byte
	copy(nonce[:], crypto.Keccak256([]byte(t.Name())))
	c.Nonce = func() [32]byte { return nonce }
	before := s.usdc(t, c.Address())
	body := []byte(`{"name":"crash-` + strings.ReplaceAll(step.name, "_", "-") + `"}`)

	ctx, cancel := context.WithTimeout(context.Background(), matrixDeathBound+matrixSettleBound)
	defer cancel()
	var armed *proc
	firstURL := s.APIURL
	if step.api {
		listen := freeAddr(t)
		armed = startInkd(t, matrixEnv(t, s, redisURL, deployment, "INKD_LISTEN="+listen, arm), "serve")
		armed.ready(t, armed.stderr, "api listening")
		firstURL = "http://" + listen
		w := startInkd(t, workerEnv, "worker")
		w.ready(t, w.stderr, "worker running")
	} else {
		armedEnv := append(workerEnv, arm)
		if step.fold {
			armedEnv = append(armedEnv, "BATCH_WAIT=500ms")
		}
		armed = startInkd(t, armedEnv, "worker")
		armed.ready(t, armed.stderr, "worker running")
	}
	projects := int64(1)
	// One signed payment for the request: the first attempt and every
	// retry send the same bytes with the same payment header.
	offer, err := c.Send(ctx, http.MethodPost, firstURL+"/v1/projects", body, "")
	if err != nil || offer.Status != http.StatusPaymentRequired {
		t.Fatalf("offer: %v %v", offer, err)
	}
	var terms payclient.Terms
	if err := json.Unmarshal(offer.Body, &terms); err != nil {
		t.Fatal(err)
	}
	header, err := c.Sign(&terms)
	if err != nil {
		t.Fatal(err)
	}
	pay := func(url string) (*payclient.Response, error) {
		return c.Send(ctx, http.MethodPost, url+"/v1/projects", body, header)
	}
	// The first attempt: its answer, if any, is whatever the client got
	// when the process died under it.
	if step.fold {
		// Both writes are queued before the worker takes either, and the
		// first waits up to BATCH_WAIT for the other.
		companion := s.payer(7, 1)
		queuedTogether(t, s, 2, func() {
			go func() {
				_, _ = companion.Do(ctx, http.MethodPost, firstURL+"/v1/projects", []byte(`{"name":"crash-companion"}`))
			}()
			go func() { _, _ = pay(firstURL) }()
		})
		projects++
	} else {
		go func() { _, _ = pay(firstURL) }()
	}
	diedAt(t, armed, step.name)
	if !step.api {
		w := startInkd(t, workerEnv, "worker")
		w.ready(t, w.stderr, "worker running")
	}

	created := settleAfterCrash(t, ctx, s, wire.JobID(c.Address(), nonce), func() (int, []byte, error) {
		resp, err := pay(s.APIURL)
		if err != nil {
			return 0, nil, err
		}
		return resp.Status, resp.Body, nil
	})
	if paid := new(big.Int).Sub(before, s.usdc(t, c.Address())); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("paid %s, want one fee of 100000", paid)
	}
	count, err := s.projectCount()
	if err != nil || count.Cmp(big.NewInt(projects)) != 0 {
		t.Fatalf("projectCount = %v, %v; want exactly %d", count, err, projects)
	}
	t.Logf("after a crash at %s: 201 %s", step.name, created)
}

// settleAfterCrash is the client's side after a crash: it retries the same
// paid request (pay: the same payment) until it gets a final answer, which
// must be a 201; waits until asynq has the killed worker's task for job
// completed (it re-delivers it once its lease expired, and that delivery
// must find the write done); then checks that a later retry answers the
// same 201. It returns the 201's body.
func settleAfterCrash(t *testing.T, ctx context.Context, s *stack, job string, pay func() (int, []byte, error)) []byte {
	t.Helper()
	var created []byte
	deadline := time.Now().Add(matrixSettleBound)
	for created == nil {
		if time.Now().After(deadline) {
			t.Fatalf("no final answer %v after the crash", matrixSettleBound)
		}
		status, body, err := pay()
		switch {
		case err != nil:
			t.Logf("retry: %v", err)
		case status == http.StatusCreated:
			created = body
			continue
		case status != http.StatusAccepted:
			t.Fatalf("retry answered %d %s; want 201 (or 202 while pending)", status, body)
		}
		select {
		case <-ctx.Done():
			t.Fatal(ctx.Err())
		case <-time.After(2 * time.Second):
		}
	}
	insp := asynq.NewInspectorFromRedisClient(s.Infra.Redis)
	for {
		info, err := insp.GetTaskInfo(jobs.QueueWrites, job)
		if err == nil && info.State == asynq.TaskStateCompleted {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("task %s not completed %v after the crash: %v, %v", job, matrixSettleBound, info, err)
		}
		select {
		case <-ctx.Done():
			t.Fatal(ctx.Err())
		case <-time.After(time.Second):
		}
	}
	status, again, err := pay()
	if err != nil || status != http.StatusCreated || string(again) != string(created) {
		t.Fatalf("a later retry answered %d %s (%v), want 201 %s", status, again, err, created)
	}
	return created
}
