package worker

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/go-cmp/cmp"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

type paidEnv struct {
	dev *devchain.Dev
	eth *ethclient.Client
	pw  *PaidWrites
}

// newPaidEnv runs PaidWrites on the embedded chain, which seals a block as
// soon as a transaction arrives unless blockPeriod (at most one) is given.
func newPaidEnv(t *testing.T, blockPeriod ...time.Duration) *paidEnv {
	t.Helper()
	cfg := devchain.Config{}
	if len(blockPeriod) > 0 {
		cfg.BlockPeriod = blockPeriod[0]
	}
	return newPaidEnvOn(t, cfg)
}

// newPaidEnvOn is newPaidEnv on an embedded chain configured by cfg
// (listening on a free loopback port).
func newPaidEnvOn(t *testing.T, cfg devchain.Config) *paidEnv {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cfg.ListenAddr = "127.0.0.1:0"
	dev, err := devchain.StartWithContracts(ctx, cfg, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { dev.Close() })
	eth, err := ethclient.Dial(dev.HTTPURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(eth.Close)
	txm, err := txmgr.New(txmgr.Config{ChainID: big.NewInt(8453)}, eth, testutil.RedisClient(t), dev.Settlers, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	pw, err := NewPaidWrites(PaidWritesConfig{Treasury: dev.Deployment.Treasury, Registry: dev.Deployment.Registry}, eth, txm, nil, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	return &paidEnv{dev: dev, eth: eth, pw: pw}
}

// signedPayment is what the API puts in a job: an authorization of fee to
// the treasury signed by development account i.
func (e *paidEnv) signedPayment(t *testing.T, i int, fee int64, nonceLabel string) jobs.Payment {
	t.Helper()
	return e.signedPaymentUntil(t, i, fee, nonceLabel, time.Now().Add(5*time.Minute))
}

// signedPaymentUntil is signedPayment with an authorization valid before
// validBefore.
func (e *paidEnv) signedPaymentUntil(t *testing.T, i int, fee int64, nonceLabel string, validBefore time.Time) jobs.Payment {
	t.Helper()
	d := e.dev.Deployment
	dom := payment.Domain{Name: "USD Coin", Version: "2", ChainID: big.NewInt(8453), VerifyingContract: d.USDC}
	var nonce [32]byte
	copy(nonce[:], crypto.Keccak256([]byte(nonceLabel)))
	key := devkeys.Key(i)
	a := payment.Authorization{From: crypto.PubkeyToAddress(key.PublicKey), To: d.Treasury, Value: big.NewInt(fee),
		ValidAfter: big.NewInt(0), ValidBefore: big.NewInt(validBefore.Unix()), Nonce: nonce}
	sig, err := payment.Sign(dom, a, key)
	if err != nil {
		t.Fatal(err)
	}
	return jobs.Payment{From: a.From.Hex(), To: a.To.Hex(), Value: a.Value.String(), ValidAfter: "0",
		ValidBefore: a.ValidBefore.String(), Nonce: "0x" + hex.EncodeToString(nonce[:]), Signature: "0x" + hex.EncodeToString(sig)}
}

func (e *paidEnv) usdc(t *testing.T, a common.Address) *big.Int {
	t.Helper()
	b, err := chain.NewUSDCState(e.eth, e.dev.Deployment.USDC).BalanceOf(context.Background(), a)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Overlapping and repeated deliveries of one job (asynq re-delivers a task
// whose worker was stopped while the old handler may still run) produce one
// transaction, one payment and the same result. (Invariant 6.)
func TestPaidWriteIdempotentUnderOverlap(t *testing.T) {
	e := newPaidEnv(t)
	ctx := testutil.Context(t)
	payer := crypto.PubkeyToAddress(devkeys.Key(3).PublicKey)
	before := e.usdc(t, payer)
	task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{
		Payment: e.signedPayment(t, 3, 100_000, "overlap"), StorageCost: "0", Name: "overlap", License: "MIT", IsPublic: true,
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
	if paid := new(big.Int).Sub(before, e.usdc(t, payer)); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("paid %s, want one fee", paid)
	}
	reg := registry.NewInkdRegistry()
	out, err := e.eth.CallContract(ctx, ethereum.CallMsg{To: &e.dev.Deployment.Registry, Data: reg.PackProjectCount()}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := reg.UnpackProjectCount(out); n.Cmp(big.NewInt(1)) != 0 {
		t.Fatalf("projectCount = %s, want 1", n)
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
		task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{Payment: e.signedPayment(t, 4, 100_000, nonce), StorageCost: "0", Name: name, License: "MIT", IsPublic: true})
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
	before := e.accounts(t, watched...)
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
	if diff := cmp.Diff(before, e.accounts(t, watched...), bigEq); diff != "" {
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
