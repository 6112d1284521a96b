package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
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
	"go.uber.org/goleak"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/cmd/inkd/app"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
)

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
		case len(f) >= 2 && (f[0] == "registry" || f[0] == "treasury" || f[0] == "buyback" || f[0] == "USDC" || f[0] == "channelWrites"):
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

	var root wire.Descriptor
	getJSON(t, b.API+"/", &root)
	if root.Name != "inkd" || root.Status != "/v1/status" || len(root.Routes) == 0 {
		t.Errorf("GET / = %+v", root)
	}
	var st wire.StatusReport
	getJSON(t, b.API+"/v1/status", &st)
	dep := &deploy.Deployment{Addresses: chain.Addresses{Registry: common.HexToAddress(b.Contracts["registry"]), Treasury: common.HexToAddress(b.Contracts["treasury"])}}
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
	for _, name := range []string{"registry", "treasury", "buyback", "token", "accessManager", "channelWrites", "USDC"} {
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
	var body wire.ErrorBody
	_ = json.NewDecoder(second.Body).Decode(&body)
	second.Body.Close()
	if second.StatusCode != http.StatusTooManyRequests || body.Error != wire.CodeRateLimited {
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
		{name: "redis-server", redisURL: func(t *testing.T) string { return testutil.RealRedisURL(t, e2eRedis) }},
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
			var st wire.StatusReport
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
	redisURL := testutil.RealRedisURL(t, e2eRedis)
	otherChain := testutil.Anvil(t, 31337)
	depFile := filepath.Join(dir, "deployment.json")
	dep := &deploy.Deployment{ChainID: deploy.BaseChainID, Addresses: chain.Addresses{Registry: common.HexToAddress("0x01"), Treasury: common.HexToAddress("0x02"),
		Buyback: common.HexToAddress("0x03"), Token: common.HexToAddress("0x04"), USDC: deploy.CanonicalBaseUSDC}}
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
