package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/go-cmp/cmp"
	"go.uber.org/goleak"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/app"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
)

// Bounds of the waits in this file. They are ceilings for a loaded 2-core
// machine, never expectations: every wait ends as soon as its event happens.
const (
	// cmdStartBound bounds a long-running command's start until it reports
	// readiness (`inkd dev` must be ready within 30 s).
	cmdStartBound = 30 * time.Second
	// cmdFailBound bounds a command that must refuse its configuration.
	cmdFailBound = 30 * time.Second
	// cmdStopBound bounds the exit after SIGINT.
	cmdStopBound = 30 * time.Second
	// deployBound bounds `inkd deploy` on anvil with one-second blocks.
	deployBound = 2 * time.Minute
)

// cmdEnv returns the test's PATH, HOME, TMPDIR and a few runtime variables,
// plus vars ("NAME=value"). Everything else is dropped, so that no inkd
// variable (REDIS_URL, STORAGE_*, …) of the developer's shell reaches a
// command under test.
func cmdEnv(vars ...string) []string {
	kept := map[string]bool{
		"PATH": true, "HOME": true, "TMPDIR": true, "TZ": true, "LANG": true, "LC_ALL": true,
		"GOCOVERDIR": true, "GORACE": true, "GOTRACEBACK": true,
	}
	var out []string
	for _, kv := range os.Environ() {
		if name, _, _ := strings.Cut(kv, "="); kept[name] {
			out = append(out, kv)
		}
	}
	return append(out, vars...)
}

// inkdBin returns the inkd binary built once per test binary.
func inkdBin(tb testing.TB) string {
	tb.Helper()
	bin, err := buildInkd()
	if err != nil {
		tb.Fatal(err)
	}
	return bin
}

// hexKey is the 0x-prefixed hex of development account i's private key.
func hexKey(i int) string { return fmt.Sprintf("0x%x", crypto.FromECDSA(devkeys.Key(i))) }

// freeAddr returns a loopback host:port that was free a moment ago, for
// commands that must be given a concrete port.
func freeAddr(tb testing.TB) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	addr := ln.Addr().String()
	if err := ln.Close(); err != nil {
		tb.Fatal(err)
	}
	return addr
}

// output collects a process's stream and wakes waiters on every write.
type output struct {
	mu      sync.Mutex
	buf     bytes.Buffer
	changed chan struct{}
}

func newOutput() *output { return &output{changed: make(chan struct{})} }

// Write implements io.Writer.
func (o *output) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.buf.Write(p)
	close(o.changed)
	o.changed = make(chan struct{})
	return len(p), nil
}

// String returns everything written so far.
func (o *output) String() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.buf.String()
}

// waitFor waits until the stream contains s, the process exits, or bound
// passes; it reports whether s appeared.
func (o *output) waitFor(s string, exited <-chan struct{}, bound time.Duration) bool {
	timer := time.NewTimer(bound)
	defer timer.Stop()
	for {
		o.mu.Lock()
		found := strings.Contains(o.buf.String(), s)
		changed := o.changed
		o.mu.Unlock()
		if found {
			return true
		}
		select {
		case <-changed:
		case <-exited:
			// cmd.Wait has copied the last bytes before exited closes.
			return strings.Contains(o.String(), s)
		case <-timer.C:
			return false
		}
	}
}

// proc is a long-running inkd command.
type proc struct {
	name           string
	cmd            *exec.Cmd
	stdout, stderr *output
	exited         chan struct{}
	waitErr        error
}

// startInkd starts `inkd args…` with env and kills it at cleanup if it is
// still running; its output is logged when the test fails.
func startInkd(t *testing.T, env []string, args ...string) *proc {
	t.Helper()
	p := &proc{name: strings.Join(args, " "), cmd: exec.Command(inkdBin(t), args...), stdout: newOutput(), stderr: newOutput(), exited: make(chan struct{})}
	p.cmd.Env = env
	p.cmd.Stdout, p.cmd.Stderr = p.stdout, p.stderr
	if err := p.cmd.Start(); err != nil {
		t.Fatalf("start inkd %s: %v", p.name, err)
	}
	go func() {
		p.waitErr = p.cmd.Wait()
		close(p.exited)
	}()
	t.Cleanup(func() {
		select {
		case <-p.exited:
		default:
			_ = p.cmd.Process.Kill()
			<-p.exited
		}
		if t.Failed() {
			t.Logf("inkd %s stdout:\n%s\ninkd %s stderr:\n%s", p.name, p.stdout, p.name, p.stderr)
		}
	})
	return p
}

// ready waits until the process writes marker on stream (stdout or stderr)
// and fails the test if it exits or cmdStartBound passes first.
func (p *proc) ready(t *testing.T, stream *output, marker string) {
	t.Helper()
	if !stream.waitFor(marker, p.exited, cmdStartBound) {
		select {
		case <-p.exited:
			t.Fatalf("inkd %s exited (%v) before it printed %q", p.name, p.waitErr, marker)
		default:
			t.Fatalf("inkd %s did not print %q within %v", p.name, marker, cmdStartBound)
		}
	}
}

// stop sends SIGINT and returns the exit code and how long the exit took,
// failing the test if the process is still running after cmdStopBound.
func (p *proc) stop(t *testing.T) (int, time.Duration) {
	t.Helper()
	start := time.Now()
	if err := p.cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatalf("signal inkd %s: %v", p.name, err)
	}
	select {
	case <-p.exited:
	case <-time.After(cmdStopBound):
		t.Fatalf("inkd %s still running %v after SIGINT", p.name, cmdStopBound)
	}
	return p.cmd.ProcessState.ExitCode(), time.Since(start)
}

// result is how a short-lived command ended.
type result struct {
	code           int
	stdout, stderr string
	took           time.Duration
}

// runInkd runs `inkd args…` with env to its end, failing the test if it
// runs past bound.
func runInkd(t *testing.T, bound time.Duration, env []string, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), bound)
	defer cancel()
	cmd := exec.CommandContext(ctx, inkdBin(t), args...)
	cmd.Env = env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	took := time.Since(start)
	if ctx.Err() != nil {
		t.Fatalf("inkd %s still running after %v\nstdout: %s\nstderr: %s", strings.Join(args, " "), bound, stdout.String(), stderr.String())
	}
	var exitErr *exec.ExitError
	if err != nil && !errors.As(err, &exitErr) {
		t.Fatalf("run inkd %s: %v", strings.Join(args, " "), err)
	}
	return result{code: cmd.ProcessState.ExitCode(), stdout: stdout.String(), stderr: stderr.String(), took: took}
}

// getJSON GETs url and decodes a 200 answer into v.
func getJSON(t *testing.T, url string, v any) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := &http.Client{}
	defer c.CloseIdleConnections()
	resp, err := c.Do(req)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %s", url, resp.StatusCode, body)
	}
	if err := json.Unmarshal(body, v); err != nil {
		t.Fatalf("GET %s: %v in %s", url, err, body)
	}
}

// wantStatus is the /v1/status report of a healthy deployment d reached at
// rpcURL with projects projects.
func wantStatus(d *deploy.Deployment, rpcURL, projects string) api.StatusReport {
	return api.StatusReport{
		OK:           true,
		Network:      "base",
		RPCURL:       rpcURL,
		RPCReachable: true,
		Contracts:    api.StatusContracts{Registry: d.Registry.Hex(), Treasury: d.Treasury.Hex(), Deployed: true},
		Protocol:     api.StatusProtocol{ProjectCount: projects, TotalSupply: "1000000000.0000 INKD"},
		// The development admin has no delay: nothing is ever scheduled.
		PendingAdminOperations: &[]api.StatusAdminOperation{},
	}
}

// mintUSDC mints amount development USDC to key's own address, sent from
// that address, and waits for the receipt.
func mintUSDC(t *testing.T, rpcURL string, usdc common.Address, key int, amount *big.Int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	eth, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		t.Fatal(err)
	}
	defer eth.Close()
	k := devkeys.Key(key)
	from := crypto.PubkeyToAddress(k.PublicKey)
	data := devusdc.NewDevUSDC().PackMint(from, amount)
	gas, err := eth.EstimateGas(ctx, ethereum.CallMsg{From: from, To: &usdc, Data: data})
	if err != nil {
		t.Fatalf("estimate mint: %v", err)
	}
	nonce, err := eth.PendingNonceAt(ctx, from)
	if err != nil {
		t.Fatal(err)
	}
	chainID, err := eth.ChainID(ctx)
	if err != nil {
		t.Fatal(err)
	}
	head, err := eth.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	tip := big.NewInt(1e9)
	tx := types.MustSignNewTx(k, types.LatestSignerForChainID(chainID), &types.DynamicFeeTx{
		ChainID: chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(3))),
		Gas: gas * 2, To: &usdc, Data: data,
	})
	if err := eth.SendTransaction(ctx, tx); err != nil {
		t.Fatalf("send mint: %v", err)
	}
	rec, err := bind.WaitMined(ctx, eth, tx.Hash())
	if err != nil || rec.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("mint %s: %v (receipt %+v)", tx.Hash(), err, rec)
	}
}

// `inkd deploy` puts the contracts on a separately started anvil, then
// `inkd serve` and `inkd worker` run as their own processes against it and a
// real redis-server, with a second RPC provider preferred but down all the
// time: the status report shows the deployment, a paid create through x402
// v1 lands, and both processes stop cleanly on SIGINT.
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
	if !strings.Contains(res.stdout, "deployed to chain 8453") || !strings.Contains(res.stdout, dep.Registry.Hex()) {
		t.Errorf("deploy printed:\n%s", res.stdout)
	}

	payer := payclient.New(devkeys.Key(2), payclient.V1)
	mintUSDC(t, rpcURL, dep.USDC, 2, big.NewInt(1_000_000))

	listen := freeAddr(t)
	apiURL := "http://" + listen
	// The preferred provider is down for the whole run: serve and worker
	// start and the paid write lands through the second (chain/rpcpool).
	dead := testutil.NewRPCFault(t, rpcURL)
	dead.SetDown(true)
	env := cmdEnv(
		"REDIS_URL="+testutil.RedisURL(t), "RPC_URLS="+dead.URL()+","+rpcURL, "DEPLOYMENT_FILE="+depFile,
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

	var got api.StatusReport
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

	getJSON(t, apiURL+"/v1/status", &got)
	if diff := cmp.Diff(wantStatus(dep, dead.URL(), "1"), got); diff != "" {
		t.Errorf("status after the write (-want +got):\n%s", diff)
	}
	// Each process serves its own metrics: the API its paid write, the
	// worker the transaction behind it.
	if v, _ := testutil.Scrape(t, "http://"+serveOps+"/metrics").Value("inkd_api_paid_writes_total", map[string]string{"outcome": "201"}); v != 1 {
		t.Errorf("serve: paid writes with outcome 201 = %v, want 1", v)
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

// banner is what `inkd dev` prints when it is ready.
type banner struct {
	API, RPC  string
	Contracts map[string]string
	Accounts  []string
}

// parseBanner reads printBanner's layout: "  API  <url>  (…)", "  chain RPC
// <url>  (…)", one "    <contract>  <address>" line per contract and
// "    #i  <address>  <key>" per account.
func parseBanner(s string) banner {
	b := banner{Contracts: map[string]string{}}
	for _, line := range strings.Split(s, "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) >= 2 && f[0] == "API":
			b.API = f[1]
		case len(f) >= 3 && f[0] == "chain" && f[1] == "RPC":
			b.RPC = f[2]
		case len(f) >= 2 && (f[0] == "registry" || f[0] == "treasury" || f[0] == "buyback" || f[0] == "USDC"):
			b.Contracts[f[0]] = f[1]
		case len(f) >= 3 && f[0] == "INKD" && f[1] == "token":
			b.Contracts["token"] = f[2]
		case len(f) >= 3 && f[0] == "access" && f[1] == "mgr":
			b.Contracts["accessManager"] = f[2]
		case len(f) >= 3 && strings.HasPrefix(f[0], "#"):
			b.Accounts = append(b.Accounts, strings.Join(f[:3], " "))
		}
	}
	return b
}

// `inkd dev` on given free ports: within 30 s the API answers GET / and
// GET /v1/status, stdout names the URLs, the contracts (which have code on
// the printed RPC) and the ten accounts; the read caps set in the
// environment hold; SIGINT stops it with exit 0 and frees both ports.
func TestCmdDevServesAndStopsOnSIGINT(t *testing.T) {
	inkdBin(t)
	listen, rpcListen := freeAddr(t), freeAddr(t)
	start := time.Now()
	dev := startInkd(t, cmdEnv("INKD_STREAMS_PER_CLIENT=1"), "dev", "--listen", listen, "--rpc-listen", rpcListen)
	dev.ready(t, dev.stdout, "Ctrl-C stops everything.")
	t.Logf("inkd dev ready after %v", time.Since(start).Round(time.Millisecond))

	b := parseBanner(dev.stdout.String())
	var wantAccounts []string
	for i, k := range devkeys.Keys() {
		wantAccounts = append(wantAccounts, fmt.Sprintf("#%d %s 0x%x", i, crypto.PubkeyToAddress(k.PublicKey).Hex(), crypto.FromECDSA(k)))
	}
	if len(wantAccounts) != 10 {
		t.Fatalf("devkeys has %d accounts, want 10", len(wantAccounts))
	}
	if diff := cmp.Diff(banner{API: "http://" + listen, RPC: "http://" + rpcListen, Accounts: wantAccounts}, b,
		cmp.FilterPath(func(p cmp.Path) bool { return p.String() == "Contracts" }, cmp.Ignore())); diff != "" {
		t.Errorf("banner (-want +got):\n%s\nstdout:\n%s", diff, dev.stdout)
	}

	var root api.Descriptor
	getJSON(t, b.API+"/", &root)
	if root.Name != "inkd" || root.Status != "/v1/status" || len(root.Routes) == 0 {
		t.Errorf("GET / = %+v", root)
	}
	var st api.StatusReport
	getJSON(t, b.API+"/v1/status", &st)
	dep := &deploy.Deployment{Registry: common.HexToAddress(b.Contracts["registry"]), Treasury: common.HexToAddress(b.Contracts["treasury"])}
	if diff := cmp.Diff(wantStatus(dep, b.RPC, "0"), st); diff != "" {
		t.Errorf("status (-want +got):\n%s", diff)
	}

	// Every printed contract has code on the printed RPC endpoint.
	eth, err := ethclient.Dial(b.RPC)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for _, name := range []string{"registry", "treasury", "buyback", "token", "accessManager", "USDC"} {
		a := b.Contracts[name]
		if !common.IsHexAddress(a) {
			t.Errorf("banner %s = %q, not an address", name, a)
			continue
		}
		code, err := eth.CodeAt(ctx, common.HexToAddress(a), nil)
		if err != nil || len(code) == 0 {
			t.Errorf("%s %s: %d bytes of code, %v", name, a, len(code), err)
		}
	}
	if got := b.Contracts["USDC"]; got != deploy.CanonicalBaseUSDC.Hex() {
		t.Errorf("USDC = %s, want the canonical Base address %s", got, deploy.CanonicalBaseUSDC.Hex())
	}
	eth.Close()
	checkStreamCapOne(t, b.API)

	code, took := dev.stop(t)
	t.Logf("inkd dev exited %d %v after SIGINT", code, took.Round(time.Millisecond))
	if code != 0 {
		t.Errorf("inkd dev exited %d after SIGINT, want 0", code)
	}
	for _, addr := range []string{listen, rpcListen} {
		ln, err := net.Listen("tcp", addr)
		if err != nil {
			t.Errorf("port %s still taken after exit: %v", addr, err)
			continue
		}
		ln.Close()
	}
}

// checkStreamCapOne holds one event stream open at apiURL and expects a
// second from the same client to be refused with 429, as
// INKD_STREAMS_PER_CLIENT=1 asks.
func checkStreamCapOne(t *testing.T, apiURL string) {
	t.Helper()
	open := func() *http.Response {
		req, err := http.NewRequest(http.MethodGet, apiURL+"/v1/events", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Accept", "text/event-stream")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		return resp
	}
	first := open()
	if first.StatusCode != http.StatusOK {
		t.Fatalf("first stream: %d", first.StatusCode)
	}
	second := open()
	var body api.ErrorBody
	_ = json.NewDecoder(second.Body).Decode(&body)
	second.Body.Close()
	if second.StatusCode != http.StatusTooManyRequests || body.Error != api.CodeRateLimited {
		t.Errorf("second stream with INKD_STREAMS_PER_CLIENT=1: %d %+v, want 429 rate_limited", second.StatusCode, body)
	}
	first.Body.Close()
}

// `inkd dev` exits non-zero at once, naming the port, when its API or RPC
// port is taken.
func TestCmdDevRefusesTakenPort(t *testing.T) {
	inkdBin(t)
	for _, tc := range []struct {
		name string
		args func(taken string) []string
		flag string
	}{
		{name: "api", args: func(taken string) []string { return []string{"--listen", taken, "--rpc-listen", "127.0.0.1:0"} }, flag: "--listen"},
		{name: "rpc", args: func(taken string) []string { return []string{"--listen", "127.0.0.1:0", "--rpc-listen", taken} }, flag: "--rpc-listen"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			defer ln.Close()
			taken := ln.Addr().String()
			res := runInkd(t, cmdFailBound, cmdEnv(), append([]string{"dev"}, tc.args(taken)...)...)
			t.Logf("exit %d after %v: %s", res.code, res.took.Round(time.Millisecond), lastLine(res.stderr))
			if res.code == 0 {
				t.Fatalf("inkd dev exited 0 with %s taken", taken)
			}
			if msg := lastLine(res.stderr); !strings.HasPrefix(msg, "inkd dev: ") || !strings.Contains(msg, taken) || !strings.Contains(msg, tc.flag) {
				t.Errorf("last stderr line %q does not name %s and %s", msg, taken, tc.flag)
			}
			if strings.Contains(res.stdout, "inkd dev is ready") {
				t.Errorf("inkd dev printed its banner with %s taken", taken)
			}
		})
	}
}

// lastLine is the last non-empty line of s.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

// cmdGoleakOptions ignores what outlives app.Dev by design, and everything
// that existed before the test started:
//   - go-ethereum's transaction sender cache, started once per process and
//     never stopped, and leveldb's pool drainer of the in-memory p2p node
//     database, which exits on its own 30 s tick (as in devchain's tests);
//   - fasthttp's Date header updater, started once per process and never
//     stopped, and the idle-worker cleaner of a stopped fasthttp server,
//     which sees its stop channel only after sleeping MaxIdleWorkerDuration
//     (10 s) and then returns.
func cmdGoleakOptions() []goleak.Option {
	return []goleak.Option{
		goleak.IgnoreCurrent(),
		goleak.IgnoreTopFunction("github.com/ethereum/go-ethereum/core.(*txSenderCacher).cache"),
		goleak.IgnoreTopFunction("github.com/syndtr/goleveldb/leveldb.(*DB).mpoolDrain"),
		goleak.IgnoreAnyFunction("github.com/valyala/fasthttp.updateServerDate.func1"),
		goleak.IgnoreAnyFunction("github.com/valyala/fasthttp.(*workerPool).Start.func2"),
	}
}

// app.StartDev, a status read and a paid create, then Close: no goroutine of
// the API, the worker, the transaction manager, Redis clients or the chain
// outlives Close, with the embedded Redis and with a redis-server.
func TestStartDevCloseLeavesNoGoroutines(t *testing.T) {
	for _, tc := range []struct {
		name     string
		redisURL func(t *testing.T) string
	}{
		{name: "embedded redis", redisURL: func(*testing.T) string { return "" }},
		{name: "redis-server", redisURL: func(t *testing.T) string { return testutil.RedisURL(t) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			redisURL := tc.redisURL(t) // its server's own goroutines end at cleanup
			opts := cmdGoleakOptions()
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			dev, err := app.StartDev(ctx, app.DevConfig{
				Listen:   "127.0.0.1:0",
				RedisURL: redisURL,
				Chain:    devchain.Config{ListenAddr: "127.0.0.1:0"},
				API:      api.Config{WritesPerMinute: -1, ReadsPerMinute: -1},
				APIParts: app.APIParts{Pricer: perByte{}},
			}, testutil.Logger(t))
			if err != nil {
				t.Fatalf("StartDev: %v", err)
			}
			var st api.StatusReport
			getJSON(t, dev.APIURL+"/v1/status", &st)
			c := payclient.New(devkeys.Key(3), payclient.V2)
			c.HTTP = &http.Client{}
			resp, err := c.Do(ctx, http.MethodPost, dev.APIURL+"/v1/projects", []byte(`{"name":"leak-check"}`))
			if err != nil || resp.Status != http.StatusCreated {
				t.Errorf("paid create: %v %+v", err, resp)
			}
			c.HTTP.CloseIdleConnections()
			cctx, ccancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer ccancel()
			if err := dev.Close(cctx); err != nil {
				t.Errorf("Close: %v", err)
			}
			goleak.VerifyNone(t, opts...)
		})
	}
}

// `inkd serve` and `inkd worker` refuse a bad configuration at once: exit 1,
// one line on stderr naming the variable, nothing served.
func TestCmdServeWorkerRefuseBadConfig(t *testing.T) {
	inkdBin(t)
	dir := t.TempDir()
	redisURL := testutil.RedisURL(t)
	otherChain := testutil.Anvil(t, 31337)
	depFile := filepath.Join(dir, "deployment.json")
	dep := &deploy.Deployment{ChainID: deploy.BaseChainID, Registry: common.HexToAddress("0x01"), Treasury: common.HexToAddress("0x02"),
		Buyback: common.HexToAddress("0x03"), Token: common.HexToAddress("0x04"), USDC: deploy.CanonicalBaseUSDC}
	if err := dep.Save(depFile); err != nil {
		t.Fatal(err)
	}
	notJSON := filepath.Join(dir, "not.json")
	if err := os.WriteFile(notJSON, []byte("registry: 0x01\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	closed := freeAddr(t) // nothing listens here
	evicting := testutil.StartRedis(t, testutil.RedisOptions{MaxMemoryPolicy: "allkeys-lru"}).URL()
	good := map[string]string{
		"REDIS_URL":       redisURL,
		"RPC_URL":         "http://" + closed,
		"STARTUP_WAIT":    "1s",
		"DEPLOYMENT_FILE": depFile,
		"SIGNER_KEYS":     hexKey(1),
	}
	for _, tc := range []struct {
		name string
		cmds []string
		env  map[string]string // overrides good; "" unsets
		want string
	}{
		{name: "REDIS_URL missing", cmds: []string{"serve", "worker"}, env: map[string]string{"REDIS_URL": ""}, want: "REDIS_URL"},
		{name: "REDIS_URL malformed", cmds: []string{"serve", "worker"}, env: map[string]string{"REDIS_URL": "http://" + closed}, want: "REDIS_URL"},
		{name: "REDIS_URL unreachable", cmds: []string{"serve", "worker"}, env: map[string]string{"REDIS_URL": "redis://" + closed + "/0"}, want: "REDIS_URL"},
		{name: "REDIS_URL evicting keys", cmds: []string{"serve", "worker"}, env: map[string]string{"REDIS_URL": evicting}, want: "REDIS_URL: redis maxmemory-policy is \"allkeys-lru\""},
		{name: "RPC_URL missing", cmds: []string{"serve", "worker"}, env: map[string]string{"RPC_URL": ""}, want: "RPC_URL"},
		{name: "RPC_URL unreachable", cmds: []string{"serve", "worker"}, want: "RPC_URL"},
		{name: "RPC_URL on another chain", cmds: []string{"serve", "worker"}, env: map[string]string{"RPC_URL": otherChain}, want: "RPC_URL"},
		{name: "DEPLOYMENT_FILE missing", cmds: []string{"serve", "worker"}, env: map[string]string{"DEPLOYMENT_FILE": ""}, want: "DEPLOYMENT_FILE"},
		{name: "DEPLOYMENT_FILE not found", cmds: []string{"serve", "worker"}, env: map[string]string{"DEPLOYMENT_FILE": filepath.Join(dir, "nowhere.json")}, want: "DEPLOYMENT_FILE"},
		{name: "DEPLOYMENT_FILE not JSON", cmds: []string{"serve", "worker"}, env: map[string]string{"DEPLOYMENT_FILE": notJSON}, want: "DEPLOYMENT_FILE"},
		{name: "SIGNER_KEYS missing", cmds: []string{"worker"}, env: map[string]string{"SIGNER_KEYS": ""}, want: "SIGNER_KEYS"},
		{name: "SIGNER_KEYS not hex", cmds: []string{"worker"}, env: map[string]string{"SIGNER_KEYS": "0xnothex"}, want: "SIGNER_KEYS"},
		{name: "SIGNER_KEYS second key short", cmds: []string{"worker"}, env: map[string]string{"SIGNER_KEYS": hexKey(1) + ",0x1234"}, want: "SIGNER_KEYS"},
	} {
		for _, name := range tc.cmds {
			t.Run(name+"/"+tc.name, func(t *testing.T) {
				vars := []string{"INKD_LISTEN=127.0.0.1:0", "STORAGE_DRIVER=local", "STORAGE_DIR=" + filepath.Join(t.TempDir(), "storage"),
					fmt.Sprintf("STORAGE_KEY=0x%x", crypto.FromECDSA(devchain.StorageKey()))}
				for k, v := range good {
					if o, ok := tc.env[k]; ok {
						v = o
					}
					if v != "" {
						vars = append(vars, k+"="+v)
					}
				}
				res := runInkd(t, cmdFailBound, cmdEnv(vars...), name)
				msg := lastLine(res.stderr)
				t.Logf("exit %d after %v: %s", res.code, res.took.Round(time.Millisecond), msg)
				if res.code != 1 {
					t.Errorf("exit code %d, want 1", res.code)
				}
				if !strings.HasPrefix(msg, "inkd "+name+": ") || !strings.Contains(msg, tc.want) {
					t.Errorf("last stderr line %q does not name %s", msg, tc.want)
				}
				if strings.Contains(res.stderr, "api listening") || strings.Contains(res.stderr, "worker running") {
					t.Errorf("inkd %s started despite the bad configuration:\n%s", name, res.stderr)
				}
			})
		}
	}
}

// app.StartDev that fails part-way (a taken API or RPC port) returns an error
// naming the address and stops what it had started: nothing leaks and the
// process can go on.
func TestStartDevFailureLeavesNoGoroutines(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  func(taken string) app.DevConfig
	}{
		{name: "api port taken", cfg: func(taken string) app.DevConfig {
			return app.DevConfig{Listen: taken, Chain: devchain.Config{ListenAddr: "127.0.0.1:0"}}
		}},
		{name: "rpc port taken", cfg: func(taken string) app.DevConfig {
			return app.DevConfig{Listen: "127.0.0.1:0", Chain: devchain.Config{ListenAddr: taken}}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			defer ln.Close()
			opts := cmdGoleakOptions()
			cfg := tc.cfg(ln.Addr().String())
			cfg.APIParts = app.APIParts{Pricer: perByte{}}
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			dev, err := app.StartDev(ctx, cfg, testutil.Logger(t))
			if err == nil {
				dev.Close(ctx)
				t.Fatalf("StartDev with %s taken succeeded", ln.Addr())
			}
			if !strings.Contains(err.Error(), ln.Addr().String()) {
				t.Errorf("error %q does not name %s", err, ln.Addr())
			}
			if dev != nil {
				t.Errorf("StartDev returned a Dev with its error")
			}
			goleak.VerifyNone(t, opts...)
		})
	}
}
