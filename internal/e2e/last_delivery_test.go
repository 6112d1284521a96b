package e2e

import (
	"context"
	"encoding/hex"
	"errors"
	"math/big"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// A worker process SIGKILLed during a paid write's last asynq delivery
// (the task queued with MaxRetry 0, so its first delivery is its last),
// after the transaction was broadcast. asynq archives the task when its
// lease expires, whatever the job's state; the job carries on in the
// continuation queued before that delivery started, and ends with the
// write that landed, paid once. (Scenarios 9 and 6, with a real kill.)
func TestWorkerKilledOnLastDelivery(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for asynq to recover a killed worker's task (~1–2 minutes)")
	}
	redisURL := testutil.RealRedisURL(t, e2eRedis)
	s := startStack(t, stackOptions{blockPeriod: 2 * time.Second, noWorker: true, redisURL: redisURL})
	deployment := filepath.Join(t.TempDir(), "deployment.json")
	if err := s.Deployment.Save(deployment); err != nil {
		t.Fatal(err)
	}
	first := startWorkerProc(t, s, redisURL, deployment)

	c := s.payer(6, 1)
	before := s.usdc(t, c.Address())
	header, _ := s.signed(t, c, "/v1/projects", `{"name":"lastcall"}`)
	p, err := payment.ParseHeader(header)
	if err != nil {
		t.Fatal(err)
	}
	a := p.Authorization
	task, opts, err := jobs.NewCreateProjectTask(jobs.CreateProject{
		Payment: jobs.Payment{From: a.From.Hex(), To: a.To.Hex(), Value: a.Value.String(), ValidAfter: a.ValidAfter.String(),
			ValidBefore: a.ValidBefore.String(), Nonce: "0x" + hex.EncodeToString(a.Nonce[:]), Signature: "0x" + hex.EncodeToString(p.Signature)},
		StorageCost: "0", Name: "lastcall", License: "MIT", IsPublic: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	job := jobOf(t, header)
	if _, err := asynq.NewClientFromRedisClient(s.Infra.Redis).Enqueue(task, append(opts, asynq.TaskID(job), asynq.MaxRetry(0))...); err != nil {
		t.Fatal(err)
	}
	var broadcast *txmgr.Record
	testutil.Until(t, time.Minute, "the worker broadcast the transaction", func() bool {
		broadcast = s.record(t, job)
		return broadcast != nil && broadcast.State == txmgr.StateSent
	})
	if err := first.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_, _ = first.Process.Wait()
	startWorkerProc(t, s, redisURL, deployment)

	outcomes := jobs.NewStore(s.Infra.Redis, "")
	var o *jobs.Outcome
	testutil.Until(t, 4*time.Minute, "the job has an outcome", func() bool {
		o, err = outcomes.Get(context.Background(), job)
		if err != nil && !errors.Is(err, jobs.ErrNotFound) {
			t.Fatal(err)
		}
		return err == nil
	})
	if o.State != jobs.StateSucceeded {
		t.Fatalf("outcome %+v", o)
	}
	final := s.record(t, job)
	if final == nil || final.Nonce != broadcast.Nonce || final.From != broadcast.From {
		t.Fatalf("the intent moved: broadcast %s/%d, final %+v", broadcast.From, broadcast.Nonce, final)
	}
	if paid := new(big.Int).Sub(before, s.usdc(t, c.Address())); paid.Sign() <= 0 || s.transfersFrom(t, c.Address()) != 1 {
		t.Fatalf("paid %s in %d transfers, want one payment", paid, s.transfersFrom(t, c.Address()))
	}
}
