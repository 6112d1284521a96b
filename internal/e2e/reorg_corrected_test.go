package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"path/filepath"
	"testing"
	"time"

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
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
)

// Issue 30: a paid create answered 201 as project 1 is reorged out, deeper
// than the confirmations, by blocks in which another payer's create comes
// first (anvil_reorg with that transaction). The worker sends the stored
// transaction again; it lands as project 2. The job is corrected: GET
// /v1/jobs/{id} answers project 2 and keeps the 201's answer under
// corrections; the payer is charged once. Separate serve and worker
// processes, a real redis-server, anvil.
func TestReorgPastTheConfirmationsCorrectsTheJob(t *testing.T) {
	testutil.SkipIfShort(t, "anvil, redis-server and two inkd processes")
	inkdBin(t)
	rpcURL := testutil.Anvil(t, deploy.BaseChainID, "--block-time", "1")
	dir := t.TempDir()
	depFile := filepath.Join(dir, "deployment.json")
	workerKey, rival := devkeys.Key(1), devkeys.Key(8) // rival: a settler of the test's own
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
	apiURL := "http://" + listen
	env := cmdEnv("REDIS_URL="+testutil.RealRedisURL(t, e2eRedis), "RPC_URL="+rpcURL, "DEPLOYMENT_FILE="+depFile,
		"INKD_LISTEN="+listen, "STORAGE_DRIVER=local", "STORAGE_DIR="+filepath.Join(dir, "storage"),
		fmt.Sprintf("STORAGE_KEY=0x%x", crypto.FromECDSA(devchain.StorageKey())), "CONFIRMATIONS=3",
		// Watched until anvil's safe head (32 blocks behind): the
		// shorter window still covers a reorg five blocks deep.
		"WATCH_UNTIL=safe")
	env = env[:len(env):len(env)]
	serve := startInkd(t, env, "serve")
	workerOps := freeAddr(t)
	worker := startInkd(t, append(env, "SIGNER_KEYS="+fmt.Sprintf("0x%x", crypto.FromECDSA(workerKey)), "METRICS_LISTEN="+workerOps), "worker")
	serve.ready(t, serve.stderr, "api listening")
	worker.ready(t, worker.stderr, "worker running")

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	payer := payclient.New(devkeys.Key(2), payclient.V1)
	var payNonce [32]byte
	copy(payNonce[:], crypto.Keccak256([]byte(t.Name()+"/payer")))
	payer.Nonce = func() [32]byte { return payNonce }
	jobID := wire.JobID(payer.Address(), payNonce)
	eth, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		t.Fatal(err)
	}
	defer eth.Close()
	usdc := chain.NewUSDCState(eth, dep.USDC)
	before, err := usdc.BalanceOf(ctx, payer.Address())
	if err != nil {
		t.Fatal(err)
	}
	resp, err := payer.Do(ctx, http.MethodPost, apiURL+"/v1/projects", []byte(`{"name":"first-come"}`))
	if err != nil || resp.Status != http.StatusCreated {
		t.Fatalf("paid create: %v %+v", err, resp)
	}
	var answered struct {
		ProjectID, BlockNumber, TxHash string
	}
	if err := resp.JSON(&answered); err != nil || answered.ProjectID != "1" {
		t.Fatalf("201 %s: want project 1", resp.Body)
	}

	// The rival create: another payer's authorization, sent by the test's
	// own settler, placed first in the blocks that replace the 201's.
	rivalPayer := devkeys.Key(3)
	var nonce [32]byte
	copy(nonce[:], crypto.Keccak256([]byte(t.Name())))
	pay := deploytest.SignTransferWithAuthorization(t, big.NewInt(deploy.BaseChainID), rivalPayer, dep.Treasury, big.NewInt(100_000),
		0, uint64(time.Now().Add(time.Hour).Unix()), nonce)
	data := treasury.NewInkdTreasury().PackCreateProjectPaid(pay, new(big.Int), treasury.InkdRegistryProjectInput{Name: "second-come", IsPublic: true})
	createdAt, ok := new(big.Int).SetString(answered.BlockNumber, 10)
	if !ok {
		t.Fatalf("201 block %q", answered.BlockNumber)
	}
	// Two blocks past the confirmations (3): the reorg replaces 5.
	var head *types.Header
	waitFor(t, time.Minute, "two blocks past the confirmations", func() bool {
		head, err = eth.HeaderByNumber(ctx, nil)
		return err == nil && head.Number.Uint64() >= createdAt.Uint64()+4
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
	depth := head.Number.Uint64() - createdAt.Uint64() + 1
	if err := eth.Client().CallContext(ctx, nil, "anvil_reorg", depth, []any{[]any{hexutil.Encode(raw), 0}}); err != nil {
		t.Fatalf("anvil_reorg: %v", err)
	}

	// The worker sends the stored create again; it lands after the
	// rival's, and the job is corrected.
	var st wire.JobStatus
	waitFor(t, 2*time.Minute, "the job corrected", func() bool {
		got, err := chaosJob(ctx, apiURL, jobID)
		if err != nil || got == nil || len(got.Corrections) == 0 {
			return false
		}
		st = *got
		return true
	})
	var now struct{ ProjectID, Name string }
	if err := json.Unmarshal(st.Result, &now); err != nil || now.ProjectID != "2" || now.Name != "first-come" {
		t.Fatalf("corrected result %s: want project 2 first-come", st.Result)
	}
	var was struct{ ProjectID string }
	if err := json.Unmarshal(st.Corrections[0].Previous, &was); err != nil || was.ProjectID != "1" || st.Corrections[0].Reason != "reorg" {
		t.Fatalf("correction %+v: want the 201's project 1 kept", st.Corrections[0])
	}
	if id, owner := (&chaosChain{eth: eth, usdc: dep.USDC, registry: dep.Registry}).project(t, "first-come"); id.Cmp(big.NewInt(2)) != 0 || owner != payer.Address() {
		t.Fatalf("chain: first-come is project %v owned by %s", id, owner)
	}
	after, err := usdc.BalanceOf(ctx, payer.Address())
	if err != nil {
		t.Fatal(err)
	}
	if paid := new(big.Int).Sub(before, after); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("the payer paid %s, want one fee of 100000", paid)
	}
	if v, _ := testutil.Scrape(t, "http://"+workerOps+"/metrics").Value("inkd_worker_writes_corrected_total", map[string]string{"outcome": "moved"}); v != 1 {
		t.Errorf("inkd_worker_writes_corrected_total{outcome=moved} = %v, want 1", v)
	}
}
