package e2e

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/deploy/deploytest"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// reorgRig is the stack of the deep-reorg tests: anvil with one-second
// blocks, contracts deployed by `inkd deploy` with a second settler of the
// test's own (rival), separate `inkd serve` and `inkd worker` processes on
// a real redis-server, CONFIRMATIONS=3 and WATCH_UNTIL=safe (anvil's safe
// head is 32 blocks behind: the window covers the reorgs the tests make).
type reorgRig struct {
	apiURL, workerOps string
	rpcURL            string
	eth               *ethclient.Client
	dep               *deploy.Deployment
	rival             *ecdsa.PrivateKey
}

func newReorgRig(t *testing.T) *reorgRig {
	t.Helper()
	return newAnvilRig(t, "CONFIRMATIONS=3", "WATCH_UNTIL=safe")
}

// newAnvilRig is the stack of the tests on anvil: `inkd deploy` there,
// separate `inkd serve` and `inkd worker` processes on a real
// redis-server, with the extra variables vars.
func newAnvilRig(t *testing.T, vars ...string) *reorgRig {
	t.Helper()
	inkdBin(t)
	rpcURL := testutil.Anvil(t, deploy.BaseChainID, "--block-time", "1")
	dir := t.TempDir()
	depFile := filepath.Join(dir, "deployment.json")
	workerKey, rival := devkeys.Key(1), devkeys.Key(8)
	settlers := crypto.PubkeyToAddress(workerKey.PublicKey).Hex() + "," + crypto.PubkeyToAddress(rival.PublicKey).Hex()
	if res := runInkd(t, deployBound, cmdEnv(), "deploy", "--rpc-url", rpcURL, "--dev-usdc",
		"--deployer-key", hexKey(0), "--settlers", settlers, "--out", depFile); res.code != 0 {
		t.Fatalf("inkd deploy exited %d\nstdout: %s\nstderr: %s", res.code, res.stdout, res.stderr)
	}
	dep, err := deploy.Load(depFile)
	if err != nil {
		t.Fatal(err)
	}
	listen := freeAddr(t)
	env := cmdEnv("REDIS_URL="+testutil.RealRedisURL(t, e2eRedis), "RPC_URL="+rpcURL, "DEPLOYMENT_FILE="+depFile,
		"INKD_LISTEN="+listen, "STORAGE_DRIVER=local", "STORAGE_DIR="+filepath.Join(dir, "storage"),
		fmt.Sprintf("STORAGE_KEY=0x%x", crypto.FromECDSA(devchain.StorageKey())))
	env = append(env, vars...)
	env = env[:len(env):len(env)]
	serve := startInkd(t, env, "serve")
	workerOps := freeAddr(t)
	worker := startInkd(t, append(env, "SIGNER_KEYS="+fmt.Sprintf("0x%x", crypto.FromECDSA(workerKey)), "METRICS_LISTEN="+workerOps), "worker")
	serve.ready(t, serve.stderr, "api listening")
	worker.ready(t, worker.stderr, "worker running")
	eth, err := ethclient.Dial(rpcURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(eth.Close)
	return &reorgRig{apiURL: "http://" + listen, workerOps: workerOps, rpcURL: rpcURL, eth: eth, dep: dep, rival: rival}
}

// balance is account's USDC balance.
func (r *reorgRig) balance(t *testing.T, ctx context.Context, account common.Address) *big.Int {
	t.Helper()
	b, err := chain.NewUSDCState(r.eth, r.dep.USDC).BalanceOf(ctx, account)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// create pays for a create of project name; the 201's projectId, block
// number and transaction.
func (r *reorgRig) create(t *testing.T, ctx context.Context, payer *payclient.Client, name string) (projectID string, block uint64) {
	t.Helper()
	resp, err := payer.Do(ctx, http.MethodPost, r.apiURL+"/v1/projects", []byte(`{"name":"`+name+`"}`))
	if err != nil || resp.Status != http.StatusCreated {
		t.Fatalf("paid create: %v %+v", err, resp)
	}
	var answered struct{ ProjectID, BlockNumber string }
	if err := resp.JSON(&answered); err != nil {
		t.Fatalf("201 %s: %v", resp.Body, err)
	}
	n, ok := new(big.Int).SetString(answered.BlockNumber, 10)
	if !ok {
		t.Fatalf("201 block %q", answered.BlockNumber)
	}
	return answered.ProjectID, n.Uint64()
}

// anvil calls an anvil_ or evm_ method.
func (r *reorgRig) anvil(t *testing.T, ctx context.Context, method string, args ...any) {
	t.Helper()
	if err := r.eth.Client().CallContext(ctx, nil, method, args...); err != nil {
		t.Fatalf("%s: %v", method, err)
	}
}

// correctedJob waits for job id to carry a correction and returns it.
func (r *reorgRig) correctedJob(t *testing.T, ctx context.Context, id string, done func(wire.JobStatus) bool) wire.JobStatus {
	t.Helper()
	var st wire.JobStatus
	testutil.Until(t, 3*time.Minute, "the job corrected", func() bool {
		got, err := chaosJob(ctx, r.apiURL, id)
		if err != nil || got == nil || len(got.Corrections) == 0 || !done(*got) {
			return false
		}
		st = *got
		return true
	})
	return st
}

// Issue 30: a paid create answered 201 as project 1 is reorged out, deeper
// than the confirmations, by blocks in which another payer's create comes
// first (anvil_reorg with that transaction). The worker sends the stored
// transaction again; it lands as project 2. The job is corrected: GET
// /v1/jobs/{id} answers project 2 and keeps the 201's answer under
// corrections; the payer is charged once. Separate serve and worker
// processes, a real redis-server, anvil.
func TestReorgPastTheConfirmationsCorrectsTheJob(t *testing.T) {
	testutil.SkipIfShort(t, "anvil, redis-server and two inkd processes")
	t.Parallel() // it waits on the chain and on asynq far more than it computes
	r := newReorgRig(t)
	eth, dep, rival := r.eth, r.dep, r.rival
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	payer := payclient.New(devkeys.Key(2), payclient.V1)
	var payNonce [32]byte
	copy(payNonce[:], crypto.Keccak256([]byte(t.Name()+"/payer")))
	payer.Nonce = func() [32]byte { return payNonce }
	jobID := wire.JobID(payer.Address(), payNonce)
	before := r.balance(t, ctx, payer.Address())
	projectID, createdAt := r.create(t, ctx, payer, "first-come")
	if projectID != "1" {
		t.Fatalf("201 project %s: want 1", projectID)
	}

	// The rival create: another payer's authorization, sent by the test's
	// own settler, placed first in the blocks that replace the 201's.
	rivalPayer := devkeys.Key(3)
	var nonce [32]byte
	copy(nonce[:], crypto.Keccak256([]byte(t.Name())))
	pay := deploytest.SignTransferWithAuthorization(t, big.NewInt(deploy.BaseChainID), rivalPayer, dep.Treasury, big.NewInt(100_000),
		0, uint64(time.Now().Add(time.Hour).Unix()), nonce)
	data := treasury.NewInkdTreasury().PackCreateProjectPaid(pay, new(big.Int), treasury.InkdRegistryProjectInput{Name: "second-come", IsPublic: true})
	// Two blocks past the confirmations (3): the reorg replaces 5.
	var head *types.Header
	var err error
	testutil.Until(t, time.Minute, "two blocks past the confirmations", func() bool {
		head, err = eth.HeaderByNumber(ctx, nil)
		return err == nil && head.Number.Uint64() >= createdAt+4
	})
	rivalNonce, err := eth.NonceAt(ctx, crypto.PubkeyToAddress(rival.PublicKey), nil)
	if err != nil {
		t.Fatal(err)
	}
	tip := big.NewInt(1e9)
	tx := types.MustSignNewTx(rival, types.LatestSignerForChainID(big.NewInt(deploy.BaseChainID)), &types.DynamicFeeTx{
		ChainID: big.NewInt(deploy.BaseChainID), Nonce: rivalNonce, GasTipCap: tip, GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(4))),
		Gas: 1_000_000, To: &dep.Treasury, Data: data,
	})
	raw, err := tx.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	r.anvil(t, ctx, "anvil_reorg", head.Number.Uint64()-createdAt+1, []any{[]any{hexutil.Encode(raw), 0}})

	// The worker sends the stored create again; it lands after the
	// rival's, and the job is corrected.
	st := r.correctedJob(t, ctx, jobID, func(wire.JobStatus) bool { return true })
	wantMovedToProject2(t, st)
	if id, owner := (&chaosChain{eth: eth, usdc: dep.USDC, registry: dep.Registry}).project(t, "first-come"); id.Cmp(big.NewInt(2)) != 0 || owner != payer.Address() {
		t.Fatalf("chain: first-come is project %v owned by %s", id, owner)
	}
	if paid := new(big.Int).Sub(before, r.balance(t, ctx, payer.Address())); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("the payer paid %s, want one fee of 100000", paid)
	}
	if v, _ := testutil.Scrape(t, "http://"+r.workerOps+"/metrics").Value("inkd_worker_writes_corrected_total", map[string]string{"outcome": "moved"}); v != 1 {
		t.Errorf("inkd_worker_writes_corrected_total{outcome=moved} = %v, want 1", v)
	}
}

// Issue 30: a paid create answered 201 whose authorization expires before
// a reorg deeper than the confirmations drops it. The worker sends the
// stored transaction again; in its new block, past validBefore, it
// reverts. The 201 is then untrue and cannot become true: the job is
// reopened and decided again, as a failure that says so, the 201's answer
// kept under corrections, nothing charged, the payer's authorization
// unused and expired.
func TestReorgAfterTheAuthorizationExpiredFailsTheJob(t *testing.T) {
	testutil.SkipIfShort(t, "anvil, redis-server and two inkd processes")
	t.Parallel() // it waits on the chain and on asynq far more than it computes
	r := newReorgRig(t)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	payer := payclient.New(devkeys.Key(4), payclient.V1)
	var payNonce [32]byte
	copy(payNonce[:], crypto.Keccak256([]byte(t.Name()+"/payer")))
	payer.Nonce = func() [32]byte { return payNonce }
	// The payer signs for 25 s instead of the terms' 5 minutes.
	const validFor = 25 * time.Second
	var validBefore time.Time
	payer.Now = func() time.Time {
		now := time.Now()
		validBefore = now.Add(validFor)
		return now.Add(validFor - payment.DefaultMaxTimeout)
	}
	jobID := wire.JobID(payer.Address(), payNonce)
	before := r.balance(t, ctx, payer.Address())
	_, createdAt := r.create(t, ctx, payer, "too-late")

	// The head passes validBefore; the blocks from the create's on are
	// replaced by empty ones while no block is mined otherwise, and the
	// next block is stamped past validBefore: whenever the worker sends
	// the create again, it lands expired.
	var head *types.Header
	var err error
	testutil.Until(t, time.Minute, "the head past the authorization", func() bool {
		head, err = r.eth.HeaderByNumber(ctx, nil)
		return err == nil && int64(head.Time) > validBefore.Unix()
	})
	if depth := head.Number.Uint64() - createdAt + 1; depth >= 32 {
		t.Fatalf("the reorg would replace %d blocks, past anvil's safe head: the write is no longer watched", depth)
	}
	r.anvil(t, ctx, "evm_setIntervalMining", 0)
	r.anvil(t, ctx, "anvil_reorg", head.Number.Uint64()-createdAt+1, []any{})
	r.anvil(t, ctx, "evm_setNextBlockTimestamp", validBefore.Unix()+5)
	r.anvil(t, ctx, "evm_setIntervalMining", 1)

	st := r.correctedJob(t, ctx, jobID, func(st wire.JobStatus) bool { return st.Status == jobs.StateFailed })
	if st.Error == nil || !strings.Contains(st.Error.Message, "nothing was charged") {
		t.Fatalf("reopened job failed with %+v: want a failure saying nothing was charged", st.Error)
	}
	var was struct{ ProjectID, Name string }
	if err := json.Unmarshal(st.Corrections[0].Previous, &was); err != nil || was.Name != "too-late" || st.Corrections[0].Reason != "reorg" {
		t.Fatalf("correction %+v: want the 201's answer kept", st.Corrections[0])
	}
	if st.Result != nil {
		t.Errorf("failed job still answers the result %s", st.Result)
	}
	if id, _ := (&chaosChain{eth: r.eth, usdc: r.dep.USDC, registry: r.dep.Registry}).project(t, "too-late"); id.Sign() != 0 {
		t.Fatalf("chain: too-late is project %v, want none", id)
	}
	if paid := new(big.Int).Sub(before, r.balance(t, ctx, payer.Address())); paid.Sign() != 0 {
		t.Fatalf("the payer paid %s for a write that did not land", paid)
	}
	if v, _ := testutil.Scrape(t, "http://"+r.workerOps+"/metrics").Value("inkd_worker_writes_corrected_total", map[string]string{"outcome": "reopened"}); v != 1 {
		t.Errorf("inkd_worker_writes_corrected_total{outcome=reopened} = %v, want 1", v)
	}
}

// wantMovedToProject2 checks the job of the create "first-come" answered
// 201 as project 1 and moved by a reorg behind a rival's create: project 2
// now, the 201 kept as a correction.
func wantMovedToProject2(t *testing.T, st wire.JobStatus) {
	t.Helper()
	var now struct{ ProjectID, Name string }
	if err := json.Unmarshal(st.Result, &now); err != nil || now.ProjectID != "2" || now.Name != "first-come" {
		t.Fatalf("corrected result %s: want project 2 first-come", st.Result)
	}
	var was struct{ ProjectID string }
	if err := json.Unmarshal(st.Corrections[0].Previous, &was); err != nil || was.ProjectID != "1" || st.Corrections[0].Reason != "reorg" {
		t.Fatalf("correction %+v: want the 201's project 1 kept", st.Corrections[0])
	}
}
