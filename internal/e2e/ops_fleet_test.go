package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/ready"
	"github.com/inkd/inkd/internal/testutil"
)

// Bounds and schedule of the fleet test. The bounds are ceilings for a
// loaded 2-core machine, never expectations.
const (
	// fleetBound bounds each wait for readiness.
	fleetBound = 2 * time.Minute
	// fleetLoad is how long payers send new requests.
	fleetLoad = 35 * time.Second
	// fleetKillAt and fleetRedisDownAt place the faults in the load.
	fleetKillAt      = 5 * time.Second
	fleetRedisDownAt = 12 * time.Second
	// fleetRedisOutage is how long Redis stays down.
	fleetRedisOutage = 10 * time.Second
)

// fleetProc is one inkd process of the fleet and its operations server.
type fleetProc struct {
	*proc
	ops string // METRICS_LISTEN host:port
}

// The "done when" of issue 14: two `inkd serve` and three `inkd worker`
// processes on one redis-server (append-only) and anvil, with the chain
// down at start-up (its provider refuses every connection). Every process
// waits and reports not-ready (/v1/ready 503 on the APIs, /readyz 503 on
// every METRICS_LISTEN), and becomes ready when the chain appears. Payers
// then send paid creates and pushes to both APIs while a worker is
// SIGKILLed (and started again, as a supervisor would) and Redis is down
// for ten seconds. After the jobs drain, every request is judged against
// the chain (charged if and only if it landed, exactly once), projects are
// read through both APIs, and each process's /metrics, parsed with
// Prometheus's text parser, shows the work: requests and paid writes on
// both APIs, transactions, landed writes and fees on the workers, the fees
// counted never more than the USDC the payers lost.
func TestOperatorsFleet(t *testing.T) {
	testutil.SkipIfShort(t, "five inkd processes, anvil and redis-server for two minutes or more")
	const payers = 4
	rig := newChaosRig(t, payers, "--block-time", "1")
	redis := testutil.StartRedis(t, testutil.RedisOptions{AppendOnly: true})
	u, err := url.Parse(rig.rpcURL)
	if err != nil {
		t.Fatal(err)
	}
	chainLink := testutil.NewProxy(t, u.Host)
	chainLink.Down()
	env := append(rig.env(redis.URL(), "http://"+chainLink.Addr()), "STARTUP_WAIT=10m")
	env = env[:len(env):len(env)]
	start := time.Now()

	startWorker := func() *fleetProc {
		ops := freeAddr(t)
		return &fleetProc{startInkd(t, append(env, "METRICS_LISTEN="+ops, "SIGNER_KEYS="+hexKey(1)+","+hexKey(2)), "worker"), ops}
	}
	var serves, workers []*fleetProc
	var apis []string
	for range 2 {
		listen, ops := freeAddr(t), freeAddr(t)
		serves = append(serves, &fleetProc{startInkd(t, append(env, "METRICS_LISTEN="+ops, "INKD_LISTEN="+listen), "serve"), ops})
		apis = append(apis, "http://"+listen)
	}
	for range 3 {
		workers = append(workers, startWorker())
	}
	all := func() []*fleetProc { return append(append([]*fleetProc(nil), serves...), workers...) }

	// The chain is down: every process waits and says so.
	for _, a := range apis {
		testutil.Until(t, fleetBound, a+"/v1/ready answers 503 naming the chain", func() bool {
			status, body := tryGet(a + "/v1/ready")
			return status == http.StatusServiceUnavailable && strings.Contains(body, `"not_ready"`) && strings.Contains(body, "chain: ")
		})
	}
	for _, p := range all() {
		testutil.Until(t, fleetBound, "inkd "+p.name+" /readyz answers 503 naming the chain", func() bool {
			rep, status := readyz(p.ops)
			return status == http.StatusServiceUnavailable && !rep.Ready && rep.Checks["chain"] != ready.OK && rep.Checks["redis"] == ready.OK
		})
		p.ready(t, p.stderr, `"msg":"no chain provider answers yet; asking again"`)
	}
	t.Logf("%v: all five processes wait for the chain", time.Since(start).Round(time.Millisecond))

	// The chain appears.
	chainLink.Up()
	fleetReady(t, apis, all())
	t.Logf("%v: all five processes ready", time.Since(start).Round(time.Millisecond))

	// The load, with a worker SIGKILLed and Redis down for a while.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	loadStart := time.Now()
	stop := make(chan struct{})
	var log chaosLog
	var wg sync.WaitGroup
	for i, c := range rig.clients {
		c.HTTP = newChaosHTTP()
		p := &chaosPayer{idx: i, client: c, rng: rand.New(rand.NewPCG(14, uint64(i)))}
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.run(ctx, apis, stop, loadStart.Add(fleetLoad+chaosPollAfter), log.keep)
		}()
	}
	sleepUntil(loadStart.Add(fleetKillAt))
	killProc(t, workers[0].proc)
	workers[0] = startWorker()
	t.Logf("%v: worker 0 SIGKILLed and started again", time.Since(start).Round(time.Millisecond))
	sleepUntil(loadStart.Add(fleetRedisDownAt))
	redis.Kill()
	t.Logf("%v: Redis down", time.Since(start).Round(time.Millisecond))
	time.Sleep(fleetRedisOutage) // the outage itself, not a synchronisation
	redis.Restart()
	t.Logf("%v: Redis back (append-only file)", time.Since(start).Round(time.Millisecond))
	for _, p := range all() {
		select {
		case <-p.exited:
			t.Fatalf("inkd %s exited during the Redis outage: %v", p.name, p.waitErr)
		default:
		}
	}
	fleetReady(t, apis, all())
	sleepUntil(loadStart.Add(fleetLoad))
	close(stop)
	testutil.WaitWithin(t, &wg, chaosPollAfter+testutil.WaitBound, "the fleet's payers")
	reqs := log.all()
	t.Logf("%v: load over, %d requests", time.Since(start).Round(time.Millisecond), len(reqs))

	// Every write exactly once, judged against the chain.
	open, results := drainJobs(t, apis[0], reqs, chaosNeverQueued, chaosDrainBound)
	settle(t, rig.eth, rig.settlers)
	f := rig.chain.judge(t, apis[0], reqs, rig.payers, rig.before, open, results)
	f.log(t)
	for _, p := range f.problems {
		t.Error(p)
	}
	if f.created == 0 {
		t.Fatal("no paid write was answered 201")
	}
	t.Logf("%v: drained and judged", time.Since(start).Round(time.Millisecond))

	// Reads through both APIs.
	read := 0
	for _, r := range reqs {
		if r.project != "" || r.final != http.StatusCreated || read >= 3 {
			continue
		}
		var res struct{ ProjectID string }
		if err := json.Unmarshal(r.body, &res); err != nil || res.ProjectID == "" {
			t.Fatalf("201 body %s", r.body)
		}
		for _, a := range apis {
			testutil.Until(t, fleetBound, a+" reads project "+res.ProjectID, func() bool {
				status, body := tryGet(a + "/v1/projects/" + res.ProjectID)
				return status == http.StatusOK && strings.Contains(body, `"name":"`+r.name+`"`)
			})
		}
		read++
	}

	// The metrics show the work: an unpaid request to each API makes sure
	// both answered a 402, whichever API the payers' terms came from.
	for _, a := range apis {
		resp, err := http.Post(a+"/v1/projects", "application/json", strings.NewReader(`{"name":"unpaid-fleet"}`))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusPaymentRequired {
			t.Fatalf("unpaid write to %s: %d, want 402", a, resp.StatusCode)
		}
	}
	charged := new(big.Int)
	for i, a := range rig.payers {
		charged.Add(charged, new(big.Int).Sub(rig.before[i], rig.chain.balance(t, a)))
	}
	checkFleetMetrics(t, serves, workers, charged)
	t.Logf("%v: done", time.Since(start).Round(time.Millisecond))
}

// checkFleetMetrics scrapes every process and checks that its metrics show
// the run's work; charged is the USDC the payers lost on chain.
func checkFleetMetrics(t *testing.T, serves, workers []*fleetProc, charged *big.Int) {
	t.Helper()
	atLeast := func(who string, m testutil.Metrics, name string, labels map[string]string, min float64) {
		t.Helper()
		if v, ok := m.Value(name, labels); !ok || v < min {
			t.Errorf("%s: %s%v = %v (present %v), want at least %v", who, name, labels, v, ok, min)
		}
	}
	var created float64
	for i, p := range serves {
		m := testutil.Scrape(t, "http://"+p.ops+"/metrics")
		who := fmt.Sprintf("API %d", i)
		atLeast(who, m, "inkd_http_requests_total", map[string]string{"method": "POST", "route": "/v1/projects"}, 1)
		// Counted while the process waited for the chain, too.
		atLeast(who, m, "inkd_http_requests_total", map[string]string{"route": "/v1/ready", "status": "503"}, 1)
		atLeast(who, m, "inkd_http_requests_total", map[string]string{"route": "/v1/ready", "status": "200"}, 1)
		atLeast(who, m, "inkd_http_requests_total", map[string]string{"method": "GET", "route": "/v1/projects/:id", "status": "200"}, 1)
		atLeast(who, m, "inkd_http_request_duration_seconds", map[string]string{"route": "/v1/projects"}, 1)
		atLeast(who, m, "inkd_api_paid_writes_total", map[string]string{"outcome": string(wire.CodePaymentRequired)}, 1)
		v, _ := m.Value("inkd_api_paid_writes_total", map[string]string{"outcome": "201"})
		created += v
	}
	if created < 1 {
		t.Errorf("paid writes answered 201 on the APIs: %v, want at least 1", created)
	}
	var landed, fees, confirmed, gas float64
	for i, p := range workers {
		m := testutil.Scrape(t, "http://"+p.ops+"/metrics")
		who := fmt.Sprintf("worker %d", i)
		atLeast(who, m, "inkd_queue_up", nil, 1)
		l, _ := m.Value("inkd_worker_paid_writes_landed_total", nil)
		fe, _ := m.Value("inkd_worker_fees_usdc_base_units_total", nil)
		c, _ := m.Value("inkd_txmgr_confirmation_seconds", nil)
		g, _ := m.Value("inkd_txmgr_gas_used_total", nil)
		gas += g
		t.Logf("%s: landed %v, fees %v, confirmations %v", who, l, fe, c)
		landed += l
		fees += fe
		confirmed += c
	}
	// Worker 0 was started again: what the killed one counted is gone, so
	// the fleet's counts are at most what the chain shows.
	chargedF, _ := new(big.Float).SetInt(charged).Float64()
	t.Logf("fleet: landed %v, fees counted %v, USDC charged on chain %v", landed, fees, chargedF)
	if landed < 1 || fees <= 0 {
		t.Errorf("workers counted %v landed writes and %v fees, want some", landed, fees)
	}
	if fees > chargedF {
		t.Errorf("workers counted %v USDC base units of fees, more than the %v the payers lost", fees, chargedF)
	}
	if confirmed < 1 || gas <= 0 {
		t.Errorf("workers counted %v confirmations and %v gas used, want some", confirmed, gas)
	}
}

// fleetReady waits until every API's /v1/ready and every process's /readyz
// answer 200.
func fleetReady(t *testing.T, apis []string, procs []*fleetProc) {
	t.Helper()
	for _, a := range apis {
		testutil.Until(t, fleetBound, a+"/v1/ready answers 200", func() bool {
			status, _ := tryGet(a + "/v1/ready")
			return status == http.StatusOK
		})
	}
	for _, p := range procs {
		testutil.Until(t, fleetBound, "inkd "+p.name+" /readyz answers 200", func() bool {
			_, status := readyz(p.ops)
			return status == http.StatusOK
		})
	}
}

// readyz reads a process's /readyz once: the report and the status (0 when
// nothing answers).
func readyz(ops string) (ready.Report, int) {
	status, body := tryGet("http://" + ops + "/readyz")
	var rep ready.Report
	_ = json.Unmarshal([]byte(body), &rep)
	return rep, status
}

// sleepUntil sleeps until at: the load's schedule, not a synchronisation.
func sleepUntil(at time.Time) { time.Sleep(time.Until(at)) }
