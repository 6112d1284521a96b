package e2e

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
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

	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
)

// chaosConfig sizes a chaos run. The short run of `make test` uses the
// defaults; `make chaos` sets the INKD_CHAOS_* variables for a long one.
type chaosConfig struct {
	payers       int           // INKD_CHAOS_PAYERS
	duration     time.Duration // INKD_CHAOS_DURATION: how long payers send new requests
	killEvery    time.Duration // INKD_CHAOS_KILL_EVERY: a worker is SIGKILLed and restarted this often
	redisRestart bool          // INKD_CHAOS_REDIS_RESTART=1: Redis is killed and restarted once
	reorgEvery   time.Duration // INKD_CHAOS_REORG_EVERY: anvil_reorg this often (0: never; the short run: 15s)
	reorgDepth   int           // INKD_CHAOS_REORG_DEPTH: blocks each reorg replaces (their transactions dropped)
	seed         uint64        // INKD_CHAOS_SEED: the faults' and payers' random draws
	// INKD_CHAOS_PROVIDER_DOWN=1: the preferred provider is down for the
	// whole run (HTTP 503), the other keeps the fault mix.
	providerDown bool
}

func chaosConfigFromEnv(t *testing.T) chaosConfig {
	// The short run kills a worker and reorgs the chain's last 5 blocks
	// (deeper than the confirmations) twice each.
	c := chaosConfig{payers: 4, duration: 40 * time.Second, killEvery: 25 * time.Second, reorgEvery: 15 * time.Second, seed: 1}
	if v := os.Getenv("INKD_CHAOS_PAYERS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			t.Fatalf("INKD_CHAOS_PAYERS=%q: want a positive number", v)
		}
		c.payers = n
	}
	for _, d := range []struct {
		name string
		into *time.Duration
	}{{"INKD_CHAOS_DURATION", &c.duration}, {"INKD_CHAOS_KILL_EVERY", &c.killEvery}, {"INKD_CHAOS_REORG_EVERY", &c.reorgEvery}} {
		if v := os.Getenv(d.name); v != "" {
			x, err := time.ParseDuration(v)
			if d.name == "INKD_CHAOS_REORG_EVERY" && err == nil && x == 0 {
				*d.into = 0 // no reorgs
				continue
			}
			if err != nil || x <= 0 {
				t.Fatalf("%s=%q: want a positive duration", d.name, v)
			}
			*d.into = x
		}
	}
	c.redisRestart = os.Getenv("INKD_CHAOS_REDIS_RESTART") == "1"
	c.reorgDepth = 5
	if v := os.Getenv("INKD_CHAOS_REORG_DEPTH"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			t.Fatalf("INKD_CHAOS_REORG_DEPTH=%q: want a positive number of blocks", v)
		}
		c.reorgDepth = n
	}
	c.providerDown = os.Getenv("INKD_CHAOS_PROVIDER_DOWN") == "1"
	if v := os.Getenv("INKD_CHAOS_SEED"); v != "" {
		s, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("INKD_CHAOS_SEED=%q: want a number", v)
		}
		c.seed = s
	}
	return c
}

// chaosFaults is the fault mix of issue 13 on every provider, with
// lagging spells: a provider falls 5 blocks behind (past rpcpool's
// DefaultMaxLag of 3) for 5 s, a spell starting on 0.2 % of its requests.
var chaosFaults = testutil.Faults{Drop: 0.03, Fail: 0.05, MaxDelay: 200 * time.Millisecond, LoseSends: 0.20, StaleNonce: 0.20,
	Lag: 0.002, LagBlocks: 5, LagFor: 5 * time.Second}

// Bounds of the chaos test's waits after the load: ceilings on a loaded
// 2-core machine, not expectations.
const (
	// chaosPollAfter is how long after the load payers still re-send a
	// request answered 202, as a client polling its write would.
	chaosPollAfter = 60 * time.Second
	// chaosDrainBound bounds the wait for every open job to end.
	chaosDrainBound = 5 * time.Minute
	// chaosNeverQueued is how long a job must stay unknown to be taken as
	// never queued: well past the reconciler's grace and interval below.
	chaosNeverQueued = 20 * time.Second
)

// TestChaos runs the service as an operator would: anvil with one-second
// blocks, contracts put there by `inkd deploy`, a redis-server with its
// append-only file, two `inkd serve` and two `inkd worker` processes, each
// given two fault-injecting providers in front of the same chain. Payers
// send paid creates (and, once they own a project, pushes to it) to
// either API and retry the same signed payment on
// 5xx and network errors, while the providers drop, fail, delay, lose sent
// transactions, answer stale nonces and fall behind for a while, a worker is SIGKILLed and
// restarted every killEvery, an API process is killed and restarted, and
// (INKD_CHAOS_REDIS_RESTART=1) Redis restarts once; with
// INKD_CHAOS_PROVIDER_DOWN=1 the preferred provider is down throughout. After the jobs drain,
// every request is judged against the chain: charged if and only if its
// project landed, the id answered is the one on chain, the USDC each payer
// lost is the fees of its used authorizations, no job left open. Rates
// (rpc_error) are printed, never asserted: they depend on the machine.
func TestChaos(t *testing.T) {
	testutil.SkipIfShort(t, "separate inkd processes, anvil and redis-server under faults for a minute or more")
	cfg := chaosConfigFromEnv(t)
	rig := newChaosRig(t, cfg.payers, "--block-time", "1")
	eth, chain, clients, payers, before, settlers := rig.eth, rig.chain, rig.clients, rig.payers, rig.before, rig.settlers

	redis := testutil.StartRedis(t, testutil.RedisOptions{AppendOnly: true})
	var proxies []*testutil.RPCFault
	for i := range 2 {
		p := testutil.NewRPCFault(t, rig.rpcURL)
		p.SetFaults(chaosFaults, cfg.seed*10+uint64(i))
		proxies = append(proxies, p)
	}
	proxies[0].SetDown(cfg.providerDown)
	env := rig.env(redis.URL(), proxies[0].URL()+","+proxies[1].URL())
	workerEnv := append(env, "SIGNER_KEYS="+hexKey(1)+","+hexKey(2))
	failedStarts := 0
	startWorker := func() *proc {
		return superviseStart(t, &failedStarts, workerEnv, "worker running", "worker")
	}
	listens := []string{freeAddr(t), freeAddr(t)}
	startServe := func(i int) *proc {
		return superviseStart(t, &failedStarts, append(env, "INKD_LISTEN="+listens[i]), "api listening", "serve")
	}
	workers := []*proc{startWorker(), startWorker()}
	serves := []*proc{startServe(0), startServe(1)}
	apis := []string{"http://" + listens[0], "http://" + listens[1]}

	// The load.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	start := time.Now()
	loadEnd := start.Add(cfg.duration)
	stop := make(chan struct{})
	var log chaosLog
	var wg sync.WaitGroup
	for i, c := range clients {
		c.HTTP = newChaosHTTP()
		p := &chaosPayer{idx: i, client: c, rng: rand.New(rand.NewPCG(cfg.seed, uint64(i)))}
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.run(ctx, apis, stop, loadEnd.Add(chaosPollAfter), log.keep)
		}()
	}

	// The faults, from this goroutine: restarts fail the test when a
	// process does not come back.
	kills, apiKilled, redisRestarted, reorgs := 0, false, false, 0
	nextKill, nextReorg := start.Add(cfg.killEvery), start.Add(cfg.reorgEvery)
	for now := time.Now(); now.Before(loadEnd); now = time.Now() {
		switch {
		case cfg.reorgEvery > 0 && !now.Before(nextReorg):
			// The last blocks are replaced by empty ones and their
			// transactions dropped, as a sequencer failover that lost
			// its unsafe blocks would.
			if err := eth.Client().CallContext(ctx, nil, "anvil_reorg", cfg.reorgDepth, []any{}); err != nil {
				t.Logf("anvil_reorg: %v", err)
			} else {
				reorgs++
			}
			nextReorg = nextReorg.Add(cfg.reorgEvery)
		case !now.Before(nextKill):
			w := kills % len(workers)
			killProc(t, workers[w])
			workers[w] = startWorker()
			kills++
			t.Logf("%v: worker %d SIGKILLed and restarted", now.Sub(start).Round(time.Second), w)
			nextKill = nextKill.Add(cfg.killEvery)
		case !apiKilled && now.After(start.Add(cfg.duration*2/5)):
			killProc(t, serves[1])
			serves[1] = startServe(1)
			apiKilled = true
			t.Logf("%v: API 1 SIGKILLed and restarted", now.Sub(start).Round(time.Second))
		case cfg.redisRestart && !redisRestarted && now.After(start.Add(cfg.duration*3/5)):
			redis.Restart()
			redisRestarted = true
			t.Logf("%v: Redis SIGKILLed and restarted (append-only file)", now.Sub(start).Round(time.Second))
		}
		time.Sleep(200 * time.Millisecond) // the schedule's tick, not a synchronisation
	}
	close(stop)
	testutil.WaitWithin(t, &wg, chaosPollAfter+testutil.WaitBound, "the payers")
	t.Logf("load over after %v: %d requests; worker kills %d, API kill %v, Redis restart %v, reorgs %d (depth %d), preferred provider down %v, process starts that gave up %d",
		time.Since(start).Round(time.Second), len(log.all()), kills, apiKilled, redisRestarted, reorgs, cfg.reorgDepth, cfg.providerDown, failedStarts)

	// The drain, with the faults still on: every open job must end.
	reqs := log.all()
	open, results := drainJobs(t, apis[0], reqs, chaosNeverQueued, chaosDrainBound)
	settle(t, eth, settlers)

	f := chain.judge(t, apis[0], reqs, payers, before, open, results)
	f.log(t)
	for _, p := range proxies {
		t.Logf("provider %s: faults drop %d, fail %d, lost sends %d, stale nonces %d, lagging spells %d", p.URL(),
			p.Injected("drop"), p.Injected("fail"), p.Injected("lose_send"), p.Injected("stale_nonce"), p.Injected("lag"))
	}
	for _, p := range f.problems {
		t.Error(p)
	}
	if f.requests == 0 {
		t.Fatal("no request was sent")
	}
}

// chaosRig is the chain side of a multi-process test: anvil (started
// with anvilArgs) with the contracts `inkd deploy` put there (settlers:
// development accounts 1 and 2), and payers funded with development USDC.
type chaosRig struct {
	rpcURL   string
	dir      string
	depFile  string
	settlers []common.Address
	eth      *ethclient.Client
	chain    *chaosChain
	clients  []*payclient.Client
	payers   map[int]common.Address
	// before is each payer's USDC balance before the load.
	before map[int]*big.Int
}

func newChaosRig(t *testing.T, payers int, anvilArgs ...string) *chaosRig {
	t.Helper()
	inkdBin(t)
	r := &chaosRig{rpcURL: testutil.Anvil(t, deploy.BaseChainID, anvilArgs...), dir: t.TempDir(),
		payers: map[int]common.Address{}, before: map[int]*big.Int{}}
	r.depFile = filepath.Join(r.dir, "deployment.json")
	r.settlers = []common.Address{crypto.PubkeyToAddress(devkeys.Key(1).PublicKey), crypto.PubkeyToAddress(devkeys.Key(2).PublicKey)}
	res := runInkd(t, deployBound, cmdEnv(), "deploy", "--rpc-url", r.rpcURL, "--dev-usdc", "--dev-pool",
		"--deployer-key", hexKey(0), "--settlers", r.settlers[0].Hex()+","+r.settlers[1].Hex(), "--out", r.depFile)
	if res.code != 0 {
		t.Fatalf("inkd deploy exited %d\nstdout: %s\nstderr: %s", res.code, res.stdout, res.stderr)
	}
	dep, err := deploy.Load(r.depFile)
	if err != nil {
		t.Fatal(err)
	}
	if r.eth, err = ethclient.Dial(r.rpcURL); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.eth.Close)
	r.chain = &chaosChain{eth: r.eth, usdc: dep.USDC, registry: dep.Registry, treasury: dep.Treasury}
	for i := range payers {
		c := payclient.New(chaosPayerKey(i), payclient.V1)
		r.clients = append(r.clients, c)
		r.payers[i] = c.Address()
	}
	fundPayers(t, r.eth, dep.USDC, r.clients)
	for i, a := range r.payers {
		r.before[i] = r.chain.balance(t, a)
	}
	return r
}

// env is the environment of serve and worker processes on redisURL and the
// chain providers rpcURLs (comma separated), with the local storage driver
// and no limit in the way of many payers on one loopback address. Its
// capacity is its length: appending makes a copy.
func (r *chaosRig) env(redisURL, rpcURLs string) []string {
	env := cmdEnv(
		"REDIS_URL="+redisURL, "RPC_URLS="+rpcURLs, "DEPLOYMENT_FILE="+r.depFile,
		"LOG_LEVEL=info", "STORAGE_DRIVER=local", "STORAGE_DIR="+filepath.Join(r.dir, "storage"),
		fmt.Sprintf("STORAGE_KEY=0x%x", crypto.FromECDSA(devchain.StorageKey())),
		// Many payers on one loopback address, each sending as fast as it
		// is answered: no rate limit or connection cap gets in the way.
		"INKD_WRITES_PER_MINUTE=-1", "INKD_READS_PER_MINUTE=-1", "INKD_MAX_CONNS_PER_CLIENT=-1",
		"INKD_UNPAID_WRITES_PER_MINUTE=-1", "INKD_UPLOAD_BYTES_PER_CLIENT_HOUR=-1", "INKD_UPLOAD_BYTES_PER_DAY=-1",
		// Answer 202 sooner than the default minute: clients then re-send.
		"INKD_WRITE_WAIT=20s",
		"RECONCILE_INTERVAL=1s", "RECONCILE_GRACE=3s",
	)
	return env[:len(env):len(env)]
}

// superviseStart starts `inkd args…` and waits until it prints marker on
// stderr; a process that exits first is started again, as a supervisor
// (systemd, Kubernetes) would, up to ten times, and counted in failed.
// With faulty providers a start can fail: each provider gets one chain-id
// call at start-up, and a process where every one of them fails gives up.
func superviseStart(t *testing.T, failed *int, env []string, marker string, args ...string) *proc {
	t.Helper()
	for range 10 {
		p := startInkd(t, env, args...)
		if p.stderr.waitFor(marker, p.exited, cmdStartBound) {
			return p
		}
		select {
		case <-p.exited:
			*failed++
			t.Logf("inkd %s exited at start (%v): %s", p.name, p.waitErr, strings.TrimSpace(p.stderr.String()))
		default:
			t.Fatalf("inkd %s did not print %q within %v", p.name, marker, cmdStartBound)
		}
	}
	t.Fatalf("inkd %v exited at start ten times", args)
	return nil
}

// killProc SIGKILLs p and waits for it to exit.
func killProc(t *testing.T, p *proc) {
	t.Helper()
	if err := p.cmd.Process.Kill(); err != nil {
		t.Fatalf("kill inkd %s: %v", p.name, err)
	}
	select {
	case <-p.exited:
	case <-time.After(cmdStopBound):
		t.Fatalf("inkd %s still running %v after SIGKILL", p.name, cmdStopBound)
	}
}

// fundPayers mints 1,000 development USDC to every payer from the funding
// account (#9), all sent at once, and waits for the receipts.
func fundPayers(t *testing.T, eth *ethclient.Client, usdc common.Address, payers []*payclient.Client) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	key := devkeys.Key(9)
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := eth.PendingNonceAt(ctx, from)
	if err != nil {
		t.Fatal(err)
	}
	head, err := eth.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	signer := types.LatestSignerForChainID(big.NewInt(int64(deploy.BaseChainID)))
	var txs []*types.Transaction
	for i, p := range payers {
		data := devusdc.NewDevUSDC().PackMint(p.Address(), big.NewInt(1_000_000_000))
		gas, err := eth.EstimateGas(ctx, ethereum.CallMsg{From: from, To: &usdc, Data: data})
		if err != nil {
			t.Fatalf("estimate mint: %v", err)
		}
		tx := types.MustSignNewTx(key, signer, &types.DynamicFeeTx{ChainID: signer.ChainID(), Nonce: nonce + uint64(i),
			GasTipCap: big.NewInt(1e9), GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(3)), big.NewInt(1e9)),
			Gas: gas * 2, To: &usdc, Data: data})
		if err := eth.SendTransaction(ctx, tx); err != nil {
			t.Fatalf("send mint: %v", err)
		}
		txs = append(txs, tx)
	}
	for _, tx := range txs {
		rec, err := bind.WaitMined(ctx, eth, tx.Hash())
		if err != nil || rec.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("mint %s: %v (receipt %+v)", tx.Hash(), err, rec)
		}
	}
}

// settle waits until no transaction of a settler is pending on the chain
// (pending nonce = mined nonce), so that nothing lands after the judge has
// read the chain.
func settle(t *testing.T, eth *ethclient.Client, settlers []common.Address) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		var busy []string
		for _, a := range settlers {
			mined, err1 := eth.NonceAt(context.Background(), a, nil)
			pending, err2 := eth.PendingNonceAt(context.Background(), a)
			if err1 != nil || err2 != nil || mined != pending {
				busy = append(busy, fmt.Sprintf("%s mined %d pending %d (%v %v)", a.Hex(), mined, pending, err1, err2))
			}
		}
		if len(busy) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Errorf("settlers still have pending transactions: %s", strings.Join(busy, "; "))
			return
		}
		time.Sleep(time.Second) // one block
	}
}
