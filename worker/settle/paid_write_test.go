package settle

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
)

// Overlapping and repeated deliveries of one job (asynq re-delivers a task
// whose worker was stopped while the old handler may still run) produce one
// transaction, one payment and the same result. (Invariant 6.)
func TestPaidWriteIdempotentUnderOverlap(t *testing.T) {
	e := newPaidEnv(t)
	ctx := testutil.Context(t)
	payer := crypto.PubkeyToAddress(devkeys.Key(3).PublicKey)
	before := e.USDC(t, payer)
	task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{
		Payment: e.SignedPayment(t, 3, 100_000, "overlap"), StorageCost: "0", Name: "overlap", License: "MIT", IsPublic: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	const deliveries = 6
	results := make([]json.RawMessage, deliveries)
	errs := make([]error, deliveries)
	var wg sync.WaitGroup
	for i := range deliveries {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = e.pw.single(ctx, "job-overlap", task)
		}()
	}
	testutil.Wait(t, &wg, "six overlapping deliveries of one job")
	// And once more after everything finished: a duplicate delivery.
	again, err := e.pw.single(ctx, "job-overlap", task)
	for i := range deliveries {
		if errs[i] != nil {
			t.Fatalf("delivery %d: %v", i, errs[i])
		}
		if string(results[i]) != string(again) {
			t.Fatalf("delivery %d answered %s, the last one %s", i, results[i], again)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	if paid := new(big.Int).Sub(before, e.USDC(t, payer)); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("paid %s, want one fee", paid)
	}
	reg := registry.NewInkdRegistry()
	out, err := e.Eth.CallContract(ctx, ethereum.CallMsg{To: &e.Dev.Deployment.Registry, Data: reg.PackProjectCount()}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := reg.UnpackProjectCount(out); n.Cmp(big.NewInt(1)) != 0 {
		t.Fatalf("projectCount = %s, want 1", n)
	}
}

// A delivery overtaken between its look for a transaction record and its
// simulation (another delivery of the job signed, and its write landed, so
// the simulation reverts on the used authorization) answers with that
// write, not with the revert. Without a USDC address in the configuration
// nothing else could tell the used authorization is the job's own.
func TestADeliveryOvertakenDuringItsChecksAnswersTheLandedWrite(t *testing.T) {
	e := newPaidEnv(t)
	ctx := testutil.Context(t)
	task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{
		Payment: e.SignedPayment(t, 3, 100_000, "overtaken"), StorageCost: "0", Name: "overtaken", License: "MIT", IsPublic: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	j, err := DecodeJob("job-overtaken", task)
	if err != nil {
		t.Fatal(err)
	}
	var other json.RawMessage
	overtake := func(ctx context.Context) error {
		var err error
		other, err = e.pw.single(ctx, "job-overtaken", task)
		return err
	}
	rcpt, err := e.pw.submit(ctx, "job-overtaken", j.paid, 0, e.pw.gasCap(j), overtake)
	got, err := e.pw.Result(ctx, j, rcpt, nil, err)
	if err != nil {
		t.Fatalf("overtaken delivery: %v", err)
	}
	if other == nil || string(got) != string(other) {
		t.Fatalf("overtaken delivery answered %s, the one that signed %s", got, other)
	}
}

// A write that would revert ends the job with tx_failed and the revert's
// name before anything is signed: no transaction record for the job, and
// the settlers' nonces and ETH balances (read after a later block) and the
// payer's USDC unchanged. (Invariant 3: the chain is the final judge.)
func TestPaidWriteRevertEndsJobWithoutPayment(t *testing.T) {
	e := newPaidEnv(t)
	ctx := testutil.Context(t)
	payer := crypto.PubkeyToAddress(devkeys.Key(4).PublicKey)
	mk := func(job, nonce, name string) []byte {
		task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{Payment: e.SignedPayment(t, 4, 100_000, nonce), StorageCost: "0", Name: name, License: "MIT", IsPublic: true})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.pw.single(ctx, job, task); err != nil {
			var fe *jobs.FailureError
			if asFailure(err, &fe) {
				return []byte(string(fe.Failure.Code) + ":" + fe.Failure.Message)
			}
			t.Fatalf("%s: %v", job, err)
		}
		return nil
	}
	if got := mk("job-1", "nonce-1", "dup"); got != nil {
		t.Fatalf("first create failed: %s", got)
	}
	watched := append([]common.Address{payer}, e.pw.txm.Addresses()...)
	before := e.Accounts(t, watched...)
	noRecord := func(job string) {
		t.Helper()
		r, err := e.pw.txm.Get(ctx, job)
		if err == nil {
			t.Fatalf("%s has a transaction record (%s nonce %d, %s), want none", job, r.From, r.Nonce, r.State)
		}
		if !errors.Is(err, txmgr.ErrNotFound) {
			t.Fatal(err)
		}
	}
	if got := string(mk("job-2", "nonce-2", "DUP")); got != "tx_failed:NameTaken()" {
		t.Fatalf("second create = %q, want tx_failed:NameTaken()", got)
	}
	noRecord("job-2")
	// A job whose authorization was already used on chain (a replayed
	// nonce) is refused by the token the same way.
	if got := string(mk("job-3", "nonce-1", "other")); !strings.HasPrefix(got, "tx_failed:") {
		t.Fatalf("replayed authorization = %q, want tx_failed", got)
	}
	noRecord("job-3")
	if diff := cmp.Diff(before, e.Accounts(t, watched...), paidtest.BigEq); diff != "" {
		t.Fatalf("payer or settlers changed (-before +after):\n%s", diff)
	}
}

func asFailure(err error, fe **jobs.FailureError) bool { return errors.As(err, fe) }

// single runs one delivery of the create or single push t as its own
// write, under job id jobID: what a delivery that claimed its own
// transaction does.
func (pw *PaidWrites) single(ctx context.Context, jobID string, t *asynq.Task) (json.RawMessage, error) {
	j, err := DecodeJob(jobID, t)
	if err != nil {
		return nil, err
	}
	rcpt, err := pw.Execute(ctx, jobID, j)
	return pw.Result(ctx, j, rcpt, nil, err)
}
