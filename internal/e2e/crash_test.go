package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/batcher"
)

// buildInkd compiles cmd/inkd once per test binary.
var buildInkd = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "inkd-bin")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "inkd")
	out, err := exec.Command("go", "build", "-o", bin, "github.com/inkd/inkd/cmd/inkd").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build: %v: %s", err, out)
	}
	return bin, nil
})

// workerProc runs `inkd worker` as a separate process against the stack.
func startWorkerProc(t *testing.T, s *stack, redisURL, deployment string) *exec.Cmd {
	t.Helper()
	bin, err := buildInkd()
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, k := range devchain.SettlerKeys(devchain.DefaultSettlers) {
		keys = append(keys, fmt.Sprintf("0x%x", crypto.FromECDSA(k)))
	}
	cmd := exec.Command(bin, "worker")
	cmd.Env = append(os.Environ(),
		"REDIS_URL="+redisURL, "RPC_URL="+s.RPCURL, "DEPLOYMENT_FILE="+deployment,
		"SIGNER_KEYS="+strings.Join(keys, ","), "LOG_LEVEL=debug", "STORAGE_DRIVER=local")
	logf, _ := os.Create(filepath.Join(t.TempDir(), "worker.log"))
	cmd.Stdout, cmd.Stderr = logf, logf
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_, _ = cmd.Process.Wait()
		if t.Failed() {
			b, _ := os.ReadFile(logf.Name())
			t.Logf("worker log:\n%s", b)
		}
	})
	return cmd
}

// A worker SIGKILLed right after broadcasting a paid write: the write lands
// once, the payment is taken once, and the client gets its result from the
// job. (Invariants 4 and 6.) The next worker starts after the kill.
func TestWorkerKilledAfterBroadcast(t *testing.T) {
	if testing.Short() {
		t.Skip("a killed worker process and its successor")
	}
	killedAfterBroadcast(t, false)
}

// As above, with a second worker process running when the first is
// SIGKILLed: it takes the write over as soon as the dead process's lease
// (TAKEOVER_LEASE, 5 s) ends, instead of when asynq recovers the task
// (~90 s), and the job's outcome is published well within 30 s of the
// kill; nothing is signed twice for the intent (same nonce, same key).
func TestKilledWorkersWriteTakenOver(t *testing.T) {
	if testing.Short() {
		t.Skip("two worker processes, one SIGKILLed")
	}
	if took := killedAfterBroadcast(t, true); took > 30*time.Second {
		t.Fatalf("the outcome came %v after the kill; a live worker takes over within the lease (5 s) and a block", took)
	}
}

// killedAfterBroadcast runs the crash above and returns how long after the
// kill the job's outcome was read. With secondFirst the second worker runs
// before the kill.
func killedAfterBroadcast(t *testing.T, secondFirst bool) time.Duration {
	redisURL := testutil.RealRedisURL(t, e2eRedis)
	s := startStack(t, stackOptions{blockPeriod: 2 * time.Second, writeWait: 2 * time.Second, noWorker: true, redisURL: redisURL})
	deployment := filepath.Join(t.TempDir(), "deployment.json")
	if err := s.Deployment.Save(deployment); err != nil {
		t.Fatal(err)
	}
	first := startWorkerProc(t, s, redisURL, deployment)

	c := s.payer(6, 1)
	var nonce [32]byte
	copy(nonce[:], crypto.Keccak256([]byte(t.Name())))
	c.Nonce = func() [32]byte { return nonce }
	jobID := wire.JobID(c.Address(), nonce)
	before := s.usdc(t, c.Address())

	// Watch the transaction store as the worker writes it.
	watcher, err := txmgr.New(txmgr.Config{ChainID: big.NewInt(int64(s.Deployment.ChainID))}, s.eth, s.Infra.Redis, devchain.SettlerKeys(devchain.DefaultSettlers), testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	type answer struct {
		resp *payclient.Response
		err  error
	}
	answered := make(chan answer, 1)
	go func() {
		r, err := c.Do(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(`{"name":"survivor"}`))
		answered <- answer{r, err}
	}()
	var broadcast *txmgr.Record
	for broadcast == nil {
		intent, err := batcher.JobIntent(ctx, s.Infra.Redis, jobID)
		if err != nil {
			t.Fatal(err)
		}
		if r, err := watcher.Get(ctx, intent); err == nil && len(r.Attempts) > 0 && r.State == txmgr.StateSent {
			broadcast = r
			break
		}
		select {
		case <-ctx.Done():
			t.Fatal("the worker never broadcast the transaction")
		case <-time.After(5 * time.Millisecond):
		}
	}
	if secondFirst {
		startWorkerProc(t, s, redisURL, deployment)
	}
	if err := first.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	killed := time.Now()
	_, _ = first.Process.Wait()

	a := testutil.Recv(t, answered, "the client's answer")
	if a.err != nil {
		t.Fatal(a.err)
	}
	if a.resp.Status != http.StatusAccepted && a.resp.Status != http.StatusCreated {
		t.Fatalf("answer while the worker was dead: %d %s", a.resp.Status, a.resp.Body)
	}
	if !secondFirst {
		startWorkerProc(t, s, redisURL, deployment)
	}

	// Poll the job until the re-delivered task publishes its outcome.
	var st wire.JobStatus
	for {
		resp, err := c.Send(ctx, http.MethodGet, s.APIURL+"/v1/jobs/"+jobID, nil, "")
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(resp.Body, &st); err != nil {
			t.Fatal(err)
		}
		if st.Status != "pending" {
			break
		}
		select {
		case <-ctx.Done():
			t.Fatal("the job never finished after the worker restarted")
		case <-time.After(200 * time.Millisecond):
		}
	}
	took := time.Since(killed)
	t.Logf("outcome read %v after the kill", took.Round(time.Millisecond))
	var res map[string]string
	if err := json.Unmarshal(st.Result, &res); err != nil || st.Status != "succeeded" {
		t.Fatalf("job = %+v", st)
	}
	final, err := watcher.Get(ctx, broadcast.IntentID)
	if err != nil {
		t.Fatal(err)
	}
	if final.Nonce != broadcast.Nonce || final.From != broadcast.From || res["txHash"] != final.MinedHash.Hex() {
		t.Fatalf("the intent moved: broadcast %s/%d, final %s/%d mined %s, result %s", broadcast.From, broadcast.Nonce, final.From, final.Nonce, final.MinedHash, res["txHash"])
	}
	if paid := new(big.Int).Sub(before, s.usdc(t, c.Address())); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("paid %s, want one fee of 100000", paid)
	}
	if p := s.project(t, big.NewInt(1)); p.Created.Name != "survivor" {
		t.Fatalf("project 1 is %q", p.Created.Name)
	}
	count, err := s.projectCount()
	if err != nil || count.Cmp(big.NewInt(1)) != 0 {
		t.Fatalf("projectCount = %v, %v; want exactly 1", count, err)
	}
	return took
}
