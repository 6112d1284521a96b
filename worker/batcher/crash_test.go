package batcher

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/failpoint"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/internal/settletest"
	"github.com/inkd/inkd/worker/settle"
)

// batchChildEnv carries a crashChildSpec to the test binary run as a
// worker process that dies at a failpoint.
const batchChildEnv = "INKD_BATCH_CRASH_CHILD"

// batchChildSpec is what the child worker needs: the chain, Redis, the
// contracts and the jobs to deliver.
type batchChildSpec struct {
	ChainURL  string
	RedisURL  string
	Contracts chain.Addresses
	Jobs      []childJob
}

type childJob struct {
	ID      string
	Type    string
	Payload []byte
}

// TestBatchCrashChild is the child process of the crash tests: it delivers
// the jobs of its spec at once, lets them fold into one batch and runs until
// the armed failpoint kills it. Outside a crash test it does nothing.
func TestBatchCrashChild(t *testing.T) {
	raw := os.Getenv(batchChildEnv)
	if raw == "" {
		t.Skip("run by the batch crash tests only")
	}
	var spec batchChildSpec
	if err := json.Unmarshal([]byte(raw), &spec); err != nil {
		t.Fatal(err)
	}
	eth, err := ethclient.Dial(spec.ChainURL)
	if err != nil {
		t.Fatal(err)
	}
	opt, err := redis.ParseURL(spec.RedisURL)
	if err != nil {
		t.Fatal(err)
	}
	rdb := redis.NewClient(opt)
	txm, err := txmgr.New(txmgr.Config{ChainID: big.NewInt(8453)}, eth, rdb, devchain.SettlerKeys(devchain.DefaultSettlers), testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	pw, err := settle.New(settle.Config{Addresses: spec.Contracts}, eth, txm, nil, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(Config{MaxItems: DefaultMaxItems}, Deps{Settler: pw, Txs: txm, Chain: eth, Redis: rdb, Log: testutil.Logger(t)})
	if err != nil {
		t.Fatal(err)
	}
	r := &batchRig{b: b}
	tasks := map[string]*asynq.Task{}
	for _, j := range spec.Jobs {
		tasks[j.ID] = asynq.NewTask(j.Type, j.Payload)
	}
	answers := r.deliver(context.Background(), tasks)
	r.waitJoined(t, int64(len(tasks)))
	r.start()
	got := waitAll(t, answers)
	t.Fatalf("the failpoint %q was not hit; the jobs answered %v", os.Getenv(failpoint.EnvVar), got)
}

// A worker process killed right after a batch is stored (before its
// transaction is signed) or right after its transaction is broadcast:
// when the jobs are delivered again, twice each and overlapping, to
// another process, every job follows the stored batch and ends exactly
// once: one batch, one transaction, each payer charged one fee, every
// delivery answering the same result.
func TestBatchWorkerKilledMidBatch(t *testing.T) {
	for _, point := range []string{"batch_stored", "batch_sent"} {
		t.Run(point, func(t *testing.T) {
			r, redisURL := newCrashRig(t)
			rdb := r.rdb
			tasks := map[string]*asynq.Task{
				"crash-1": r.CreateTask(t, 1, "k1", "crash-one"),
				"crash-2": r.CreateTask(t, 2, "k2", "crash-two"),
				"crash-3": r.CreateTask(t, 3, "k3", "crash-three"),
			}
			before := map[string]*big.Int{}
			for id := range tasks {
				before[id] = r.USDC(t, paidtest.PayerOf(int(id[len(id)-1]-'0')))
			}
			r.killChildAt(t, redisURL, point, tasks)
			rec := r.batchOf(t, "crash-1")
			r.wantRecord(t, rec.intent(), point == "batch_sent")

			// Delivered again, twice each, at once, to another process.
			answers := map[string]chan jobAnswer{}
			for round := range 2 {
				for id, ch := range r.deliver(context.Background(), tasks) {
					answers[id+"#"+string(rune('a'+round))] = ch
				}
			}
			r.start()
			got := waitAll(t, answers)
			var tx string
			results := map[string]string{}
			for delivery, a := range got {
				if a.err != nil {
					t.Fatalf("%s: %v", delivery, a.err)
				}
				job := strings.Split(delivery, "#")[0]
				if prev, ok := results[job]; ok && prev != string(a.out) {
					t.Fatalf("%s answered %s, its other delivery %s", job, a.out, prev)
				}
				results[job] = string(a.out)
				var res wire.CreateResult
				if err := json.Unmarshal(a.out, &res); err != nil {
					t.Fatal(err)
				}
				if tx != "" && res.TxHash != tx {
					t.Fatalf("jobs landed in %s and %s: want one transaction", tx, res.TxHash)
				}
				tx = res.TxHash
			}
			for id := range tasks {
				if got := r.batchOf(t, id); got.ID != rec.ID {
					t.Fatalf("%s is in batch %s, want %s", id, got.ID, rec.ID)
				}
				if paid := new(big.Int).Sub(before[id], r.USDC(t, paidtest.PayerOf(int(id[len(id)-1]-'0')))); paid.Cmp(big.NewInt(batchFee)) != 0 {
					t.Fatalf("%s's payer paid %s, want one fee", id, paid)
				}
			}
			n, err := rdb.Keys(context.Background(), batchKeyPrefix+"record:*").Result()
			if err != nil || len(n) != 1 {
				t.Fatalf("batches stored: %v (%v), want the one", n, err)
			}
			final, err := r.Txm.Get(context.Background(), rec.intent())
			if err != nil {
				t.Fatal(err)
			}
			if final.MinedHash.Hex() != tx {
				t.Fatalf("batch record %s mined %s, the jobs answered %s", final.State, final.MinedHash.Hex(), tx)
			}
		})
	}
}

// newCrashRig is a folding worker on a fresh chain and a redis-server of
// its own (whose URL it returns), for a child worker process to share.
func newCrashRig(t *testing.T) (*batchRig, string) {
	t.Helper()
	e := settletest.NewEnv(t)
	srv := testutil.StartRedis(t, testutil.RedisOptions{})
	opt, err := redis.ParseURL(srv.URL())
	if err != nil {
		t.Fatal(err)
	}
	rdb := redis.NewClient(opt)
	t.Cleanup(func() { _ = rdb.Close() })
	return newBatchRigOn(t, e, rdb, Config{MaxItems: DefaultMaxItems}), srv.URL()
}

// killChildAt runs a folding worker process (TestBatchCrashChild) on r's
// chain and Redis that delivers tasks at once and dies at failpoint point;
// the test fails unless SIGKILL ended it.
func (r *batchRig) killChildAt(t *testing.T, redisURL, point string, tasks map[string]*asynq.Task) {
	t.Helper()
	d := r.Dev.Deployment
	spec := batchChildSpec{ChainURL: r.Dev.HTTPURL(), RedisURL: redisURL, Contracts: d.Addresses}
	for id, task := range tasks {
		spec.Jobs = append(spec.Jobs, childJob{ID: id, Type: task.Type(), Payload: task.Payload()})
	}
	cmd := testutil.ChildCommand(t, batchChildEnv, spec, "-test.run=^TestBatchCrashChild$", "-test.count=1")
	cmd.Env = append(cmd.Env, failpoint.EnvVar+"="+point)
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
		t.Fatalf("child was not killed at %s (%v):\n%s", point, err, tail(out))
	}
}

// wantRecord fails the test unless intent has a transaction record when
// signed (the child died after signing it), and none otherwise.
func (r *batchRig) wantRecord(t *testing.T, intent string, signed bool) {
	t.Helper()
	_, err := r.Txm.Get(context.Background(), intent)
	switch {
	case !signed && !errors.Is(err, txmgr.ErrNotFound):
		t.Fatalf("killed before signing, yet %s has a transaction record (%v)", intent, err)
	case signed && err != nil:
		t.Fatalf("killed after signing, %s has no transaction record: %v", intent, err)
	}
}

// tail is the end of a child's output, for a failure message.
func tail(out []byte) string {
	const n = 4000
	if len(out) > n {
		return "…" + string(out[len(out)-n:])
	}
	return string(out)
}
