package e2e

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
)

// `inkd deploy` puts the contracts on a separately started anvil, then
// `inkd serve` and `inkd worker` run as their own processes against it and a
// real redis-server, with a second RPC provider preferred but down all the
// time: the status report shows the deployment, a paid create, a push and a
// multi-push through x402 v1 land, and both processes stop cleanly on SIGINT.
func TestCmdDeployServeWorkerOnAnvil(t *testing.T) {
	testutil.SkipIfShort(t, "anvil and redis-server")
	inkdBin(t) // build before anything is timed
	rpcURL := testutil.Anvil(t, deploy.BaseChainID, "--block-time", "1")
	dir := t.TempDir()
	depFile := filepath.Join(dir, "deployment.json")
	settler := devkeys.Key(1)
	settlerAddr := crypto.PubkeyToAddress(settler.PublicKey)

	res := runInkd(t, deployBound, cmdEnv(), "deploy", "--rpc-url", rpcURL, "--dev-usdc", "--dev-pool",
		"--deployer-key", hexKey(0), "--settlers", settlerAddr.Hex(), "--out", depFile)
	if res.code != 0 {
		t.Fatalf("inkd deploy exited %d\nstdout: %s\nstderr: %s", res.code, res.stdout, res.stderr)
	}
	t.Logf("inkd deploy took %v", res.took.Round(time.Millisecond))
	dep, err := deploy.Load(depFile)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(
		[]any{uint64(deploy.BaseChainID), deploy.CanonicalBaseUSDC, []common.Address{settlerAddr}, crypto.PubkeyToAddress(devkeys.Key(0).PublicKey)},
		[]any{dep.ChainID, dep.USDC, dep.Settlers, dep.Owner}); diff != "" {
		t.Errorf("deployment chain id, usdc, settlers, owner (-want +got):\n%s", diff)
	}
	if !strings.Contains(res.stdout, "deployed to chain 8453") || !strings.Contains(res.stdout, dep.Registry.Hex()) ||
		dep.ChannelWrites == (common.Address{}) || !strings.Contains(res.stdout, dep.ChannelWrites.Hex()) ||
		strings.Contains(res.stdout, "no x402 batch-settlement contract") { // --dev-usdc placed it
		t.Errorf("deploy printed:\n%s", res.stdout)
	}

	// --dev-usdc funded the development accounts as inkd dev does: the
	// payer pays from the first write, with no minting of its own.
	payer := payclient.New(devkeys.Key(2), payclient.V1)
	if !strings.Contains(res.stdout, "funded   10 accounts") {
		t.Errorf("deploy did not report the funded accounts:\n%s", res.stdout)
	}
	for _, a := range []common.Address{payer.Address(), devkeys.Addresses()[9]} {
		if b := anvilUSDCBalance(t, rpcURL, dep.USDC, a); b.Cmp(deploy.DefaultDevFundUSDC()) != 0 {
			t.Fatalf("USDC of %s after deploy --dev-usdc = %s, want %s", a, b, deploy.DefaultDevFundUSDC())
		}
	}

	listen := freeAddr(t)
	apiURL := "http://" + listen
	// The preferred provider is down for the whole run: serve and worker
	// start and the paid write lands through the second (chain/rpcpool).
	dead := testutil.NewRPCFault(t, rpcURL)
	dead.SetDown(true)
	env := cmdEnv(
		"REDIS_URL="+testutil.RealRedisURL(t, e2eRedis), "RPC_URLS="+dead.URL()+","+rpcURL, "DEPLOYMENT_FILE="+depFile,
		"INKD_LISTEN="+listen, "LOG_LEVEL=debug",
		// The status after the write must be read afresh, not from the
		// 5 s cache; this also checks that serve reads the setting.
		"INKD_STATUS_CACHE_TTL=-1s",
		"STORAGE_DRIVER=local", "STORAGE_DIR="+filepath.Join(dir, "storage"),
		fmt.Sprintf("STORAGE_KEY=0x%x", crypto.FromECDSA(devchain.StorageKey())),
	)
	env = env[:len(env):len(env)] // each process's appends get their own array
	serveOps, workerOps := freeAddr(t), freeAddr(t)
	serve := startInkd(t, append(env, "METRICS_LISTEN="+serveOps), "serve")
	worker := startInkd(t, append(env, "SIGNER_KEYS="+hexKey(1), "METRICS_LISTEN="+workerOps), "worker")
	serve.ready(t, serve.stderr, "api listening")
	worker.ready(t, worker.stderr, "worker running")

	var got wire.StatusReport
	getJSON(t, apiURL+"/v1/status", &got)
	if diff := cmp.Diff(wantStatus(dep, dead.URL(), "0"), got); diff != "" {
		t.Fatalf("status before the write (-want +got):\n%s", diff)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	resp, err := payer.Do(ctx, http.MethodPost, apiURL+"/v1/projects", []byte(`{"name":"From-Anvil"}`))
	if err != nil {
		t.Fatal(err)
	}
	if resp.Status != http.StatusCreated {
		t.Fatalf("paid create: %d %s", resp.Status, resp.Body)
	}
	var created map[string]string
	if err := resp.JSON(&created); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(map[string]string{"projectId": "1", "name": "from-anvil", "owner": payer.Address().Hex(), "status": "success"},
		map[string]string{"projectId": created["projectId"], "name": created["name"], "owner": created["owner"], "status": created["status"]}); diff != "" {
		t.Errorf("create result (-want +got):\n%s", diff)
	}

	// A push and a multi-push to it: serve names the project by id and
	// name (the registry stores it under its name), the name taken from
	// the read model the worker process filled; both land on anvil with
	// consecutive indexes.
	push := `{"storageHash":"ar://anvil` + strings.Repeat("A", 38) + `","versionTag":"v1"}`
	if resp, err = payer.Do(ctx, http.MethodPost, apiURL+"/v1/projects/1/versions", []byte(push)); err != nil {
		t.Fatal(err)
	}
	var pushed map[string]string
	if err := resp.JSON(&pushed); resp.Status != http.StatusCreated || err != nil || pushed["versionIndex"] != "0" {
		t.Fatalf("paid push: %d %s", resp.Status, resp.Body)
	}
	if resp, err = payer.Do(ctx, http.MethodPost, apiURL+"/v1/projects/1/versions/batch", []byte(multiPushOf(3, "anvil"))); err != nil {
		t.Fatal(err)
	}
	var multi struct {
		Versions []struct {
			VersionIndex string `json:"versionIndex"`
		} `json:"versions"`
	}
	if err := resp.JSON(&multi); resp.Status != http.StatusCreated || err != nil || len(multi.Versions) != 3 ||
		multi.Versions[0].VersionIndex != "1" || multi.Versions[2].VersionIndex != "3" {
		t.Fatalf("paid batch push: %d %s", resp.Status, resp.Body)
	}

	getJSON(t, apiURL+"/v1/status", &got)
	if diff := cmp.Diff(wantStatus(dep, dead.URL(), "1"), got); diff != "" {
		t.Errorf("status after the writes (-want +got):\n%s", diff)
	}
	// Each process serves its own metrics: the API its paid writes, the
	// worker the transactions behind them.
	if v, _ := testutil.Scrape(t, "http://"+serveOps+"/metrics").Value("inkd_api_paid_writes_total", map[string]string{"outcome": "201"}); v != 3 {
		t.Errorf("serve: paid writes with outcome 201 = %v, want 3", v)
	}
	if v, _ := testutil.Scrape(t, "http://"+workerOps+"/metrics").Value("inkd_txmgr_assigned_total", map[string]string{"signer": settlerAddr.Hex()}); v < 1 {
		t.Errorf("worker: nonces assigned to the settler = %v, want at least 1", v)
	}

	for _, p := range []*proc{serve, worker} {
		code, took := p.stop(t)
		t.Logf("inkd %s exited %d %v after SIGINT", p.name, code, took.Round(time.Millisecond))
		if code != 0 {
			t.Errorf("inkd %s exited %d after SIGINT, want 0", p.name, code)
		}
	}
}

// `inkd deploy` refuses the development options where they must not be
// used, says why, and leaves the chain untouched: no transaction from the
// deployer, no code placed at the USDC address, no deployment file.
func TestCmdDeployRefusesDevOptions(t *testing.T) {
	inkdBin(t)
	mainnet := testutil.Anvil(t, 1)
	base := testutil.Anvil(t, deploy.BaseChainID) // fresh: no DevUSDC at the canonical address
	for _, tc := range []struct {
		name   string
		rpcURL string
		flags  []string
		want   []string
	}{
		{name: "dev-pool on chain id 1", rpcURL: mainnet, flags: []string{"--dev-pool"}, want: []string{"--dev-pool", "chain id 1", "public network"}},
		{name: "dev-usdc on chain id 1", rpcURL: mainnet, flags: []string{"--dev-usdc"}, want: []string{"--dev-usdc", "chain id 1", "public network"}},
		{name: "both on chain id 1", rpcURL: mainnet, flags: []string{"--dev-usdc", "--dev-pool"}, want: []string{"--dev-usdc and --dev-pool", "chain id 1", "public network"}},
		{name: "dev-pool on 8453 without DevUSDC", rpcURL: base, flags: []string{"--dev-pool"}, want: []string{deploy.CanonicalBaseUSDC.Hex()}},
		{name: "dev-usdc with another usdc", rpcURL: base, flags: []string{"--dev-usdc", "--usdc", "0x0000000000000000000000000000000000000001"}, want: []string{"--usdc"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "deployment.json")
			args := append([]string{"deploy", "--rpc-url", tc.rpcURL, "--deployer-key", hexKey(0), "--settlers", crypto.PubkeyToAddress(devkeys.Key(1).PublicKey).Hex(), "--out", out}, tc.flags...)
			res := runInkd(t, cmdFailBound, cmdEnv(), args...)
			t.Logf("exit %d after %v: %s", res.code, res.took.Round(time.Millisecond), strings.TrimSpace(res.stderr))
			if res.code == 0 {
				t.Fatalf("inkd deploy %v succeeded; stdout: %s", tc.flags, res.stdout)
			}
			if !strings.HasPrefix(res.stderr, "inkd deploy: ") {
				t.Errorf("stderr %q does not start with %q", res.stderr, "inkd deploy: ")
			}
			for _, w := range tc.want {
				if !strings.Contains(res.stderr, w) {
					t.Errorf("stderr %q does not mention %q", res.stderr, w)
				}
			}
			if _, err := os.Stat(out); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("deployment file written after a refusal: %v", err)
			}
			eth, err := ethclient.Dial(tc.rpcURL)
			if err != nil {
				t.Fatal(err)
			}
			defer eth.Close()
			ctx := context.Background()
			nonce, err := eth.NonceAt(ctx, crypto.PubkeyToAddress(devkeys.Key(0).PublicKey), nil)
			if err != nil || nonce != 0 {
				t.Errorf("deployer nonce = %d, %v; want 0 (nothing sent)", nonce, err)
			}
			code, err := eth.CodeAt(ctx, deploy.CanonicalBaseUSDC, nil)
			if err != nil || len(code) != 0 {
				t.Errorf("code at the canonical USDC: %d bytes, %v; want none", len(code), err)
			}
		})
	}
}

// anvilUSDCBalance reads a's USDC balance over JSON-RPC.
func anvilUSDCBalance(t *testing.T, rpcURL string, usdc, a common.Address) *big.Int {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	eth, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		t.Fatal(err)
	}
	defer eth.Close()
	b, err := chain.NewUSDCState(eth, usdc).BalanceOf(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
