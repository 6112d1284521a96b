package e2e

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"net/url"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/rpcpool"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/cmd/inkd/app"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker"
	"github.com/inkd/inkd/worker/batcher"
)

// Knobs of BenchmarkPaidWrites, read from the environment because `make
// bench` runs every package with one flag set.
const (
	// benchDurationEnv is how long each concurrency level runs (a Go
	// duration); default defaultBenchDuration.
	benchDurationEnv = "INKD_BENCH_DURATION"
	// benchPayersEnv lists the concurrency levels, comma separated;
	// default defaultBenchPayers.
	benchPayersEnv = "INKD_BENCH_PAYERS"
	// benchRPCIdleConnsEnv is how many idle connections the stack's chain
	// client keeps; default rpcpool.DefaultIdleConns. 2 is go-ethereum's default
	// HTTP transport, the setting before the pool was sized.
	benchRPCIdleConnsEnv = "INKD_BENCH_RPC_IDLE_CONNS"
	// benchBatchItemsEnv is the worker's BATCH_MAX_ITEMS: how many paid
	// writes of different payers one transaction may carry; default
	// batcher.DefaultMaxItems, the setting of `inkd worker`; 1 sends
	// every write as its own transaction.
	benchBatchItemsEnv = "INKD_BENCH_BATCH_MAX_ITEMS"
	// benchWorkerProcessEnv, when set, runs the worker as its own `inkd
	// worker` process and reports its CPU per write.
	benchWorkerProcessEnv = "INKD_BENCH_WORKER_PROCESS"

	defaultBenchDuration = 60 * time.Second
	defaultBenchPayers   = "1,16,64"
	// benchBlockPeriod is Base's block time; the block gas limit is the
	// embedded chain's default, 30,000,000.
	benchBlockPeriod = 2 * time.Second
	// benchFunds is what each payer holds: 10,000 writes at the 0.10 USDC
	// minimum fee.
	benchFunds = 1_000_000_000
	// errorBackoff is how long a payer waits after a failed write before the
	// next one, as a real client would, so a fast-failing server cannot
	// inflate the error count with a tight loop.
	errorBackoff = time.Second
)

// BenchmarkPaidWrites measures confirmed paid writes (POST /v1/projects,
// x402 v1 and v2 alternately) on the embedded chain with 2 s blocks, for
// 1, 16 and 64 concurrent payers. Each level gets a fresh stack; every payer
// loops creating projects with unique names for INKD_BENCH_DURATION
// (default 60 s), and the latency of a write is the time from its first
// request (the one answered 402) to the 201. It prints the settings it runs
// with, then one table line per level: writes/s, p50 and p95, errors (any
// answer but 201, including a 202 after WriteWait), writes/block (the
// registry's ProjectCreated logs of the payers over the blocks mined during
// the run), 201s whose transaction holds no such log (must be 0), the
// sockets in TIME_WAIT to the chain's port at the end of the run and the
// Redis pool's waits for a connection.
//
//	go test -run '^$' -bench PaidWrites -benchtime 1x ./internal/e2e/
//	INKD_BENCH_DURATION=15s INKD_BENCH_PAYERS=64 go test -run '^$' -bench PaidWrites ./internal/e2e/
//	INKD_BENCH_RPC_IDLE_CONNS=2 go test -run '^$' -bench PaidWrites ./internal/e2e/   # the pool before it was sized
func BenchmarkPaidWrites(b *testing.B) {
	duration := envDuration(b, benchDurationEnv, defaultBenchDuration)
	levels, err := parseLevels(os.Getenv(benchPayersEnv))
	if err != nil {
		b.Fatalf("%s: %v", benchPayersEnv, err)
	}
	idle := envInt(b, benchRPCIdleConnsEnv, rpcpool.DefaultIdleConns)
	fmt.Printf("paid writes: %s=%s, %s=%v, %s=%d\n", benchDurationEnv, duration, benchPayersEnv, levels, benchRPCIdleConnsEnv, idle)
	fmt.Printf("settings: %s blocks, block gas 30,000,000, %d settler keys, worker concurrency %d, task check %s, txmgr max in flight %d per key, receipt poll %s, API write wait %s, rate limits off, Redis pool %d, BATCH_MAX_ITEMS %s (default %d)\n",
		benchBlockPeriod, devchain.DefaultSettlers, worker.DefaultConcurrency, worker.DefaultTaskCheckInterval,
		txmgr.DefaultMaxInFlight, txmgr.DefaultReceiptPoll, api.DefaultWriteWait, app.RedisPoolFor(worker.DefaultConcurrency, api.DefaultMaxConns),
		os.Getenv(benchBatchItemsEnv), batcher.DefaultMaxItems)
	fmt.Println(machineLine())
	fmt.Println(benchHeader)
	for _, n := range levels {
		b.Run(fmt.Sprintf("payers=%d", n), func(b *testing.B) {
			s := benchStack(b, idle)
			keys := s.newPayers(b, n, big.NewInt(benchFunds))
			r := runClosedLoop(b, s, keys, createWrites(n), duration)
			r.report(b)
		})
	}
	fmt.Println("after the run:", machineLine())
}

func parseLevels(v string) ([]int, error) {
	if v == "" {
		v = defaultBenchPayers
	}
	var out []int
	for _, f := range strings.Split(v, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 {
			return nil, fmt.Errorf("%q is not a positive number of payers", f)
		}
		out = append(out, n)
	}
	return out, nil
}

// benchWrite is one kind of paid write of a closed-loop benchmark: the
// request a payer sends, what its 201 claims and the registry event that
// proves each claim on chain.
type benchWrite struct {
	// perRequest is how many writes one request carries (the versions of
	// a multi-push; 1 otherwise).
	perRequest int
	// request is the path and body of payer p's i-th request.
	request func(p, i int) (path, body string)
	// claims are the writes a 201 body names, each as the key its event
	// has (claimKey): the ids the client now relies on.
	claims func(body []byte) ([]string, error)
	// landed is the payer and key of a registry log of this kind of
	// write, ok false for any other log.
	landed func(l *types.Log) (payer common.Address, key string, ok bool)
	// loop, when set, is how one payer pays its requests in place of
	// payLoop (exact, with x402 v1 and v2 alternately).
	loop func(ctx context.Context, apiURL string, hc *http.Client, key *ecdsa.PrivateKey, w benchWrite, p int, deadline time.Time) []writeSample
}

// claimKey is how a landed write is named in the checks: its ids and the
// name or tag the payer chose.
func claimKey(parts ...any) string { return fmt.Sprint(parts...) }

// createWrites are paid creates of unique names (level n).
func createWrites(level int) benchWrite {
	reg := registry.NewInkdRegistry()
	return benchWrite{
		perRequest: 1,
		request: func(p, i int) (string, string) {
			return "/v1/projects", fmt.Sprintf(`{"name":"bench-%d-%d-%d","description":"paid-write benchmark"}`, level, p, i)
		},
		claims: func(body []byte) ([]string, error) {
			var res struct{ ProjectID, Name string }
			err := json.Unmarshal(body, &res)
			return []string{claimKey(res.ProjectID, "/", res.Name)}, err
		},
		landed: func(l *types.Log) (common.Address, string, bool) {
			ev, err := reg.UnpackProjectCreatedEvent(l)
			if err != nil {
				return common.Address{}, "", false
			}
			return ev.Owner, claimKey(ev.ProjectId, "/", ev.Name), true
		},
	}
}

// writeSample is one paid request as a payer saw it.
type writeSample struct {
	latency time.Duration
	// outcome is "" for a 201, otherwise the status and error code (or the
	// transport error) the payer got.
	outcome string
	detail  string
	// txHash is the transaction a 201 named, claims the writes it named.
	txHash common.Hash
	payer  common.Address
	claims []string
}

// benchResult is what one concurrency level measured.
type benchResult struct {
	// workerCPU is the CPU the worker process used during the run, -1
	// when the worker runs in the stack's process (not measured apart).
	workerCPU time.Duration
	payers    int
	elapsed   time.Duration
	latencies []time.Duration // of the 201s, sorted
	failures  map[string]int
	examples  map[string]string
	attempts  int
	// perRequest is the writes one request carries.
	perRequest int
	// From the chain, over the blocks mined during the run.
	blocks           uint64
	created          int // registry logs of the payers' writes
	maxPerBlock      int
	maxGasPercent    float64
	gasUsed          uint64 // by every transaction of the run's blocks
	baseFeeStartGwei float64
	baseFeeEndGwei   float64
	gasLimit         uint64
	// blockInterval is the mean time between the run's blocks, from their
	// timestamps: the embedded chain waits its period after sealing a
	// block, so a loaded machine stretches it past 2 s.
	blockInterval time.Duration
	// series is the payers' writes in each block of the run, in order.
	series []int
	// pool is the stack's Redis connection pool at the end of the run.
	pool *redis.PoolStats
	// answered are the 201s; unmatched counts those whose transaction
	// holds no log of a payer's write in the run's blocks, wrongIDs those
	// whose transaction holds logs, but not of every write the 201 named
	// (its ids, its payer, its name or tag).
	answered  []writeSample
	unmatched int
	wrongIDs  int
	// timeWait is the sockets in TIME_WAIT to the chain's port at the end
	// of the run (-1: not measurable here).
	timeWait int
}

const benchHeader = "payers  writes  writes/s  p50_ms  p95_ms  p99_ms  errors  err%   blocks  block_s  writes/block  max/block  max_gas%  gas/write  basefee_gwei  201_unmined  wrong_ids  time_wait  redis_waits  redis_wait_s"

func (r *benchResult) errors() int {
	n := 0
	for _, c := range r.failures {
		n += c
	}
	return n
}

// writes is the writes the 201s answered (a multi-push's versions each).
func (r *benchResult) writes() int { return len(r.latencies) * r.perRequest }

func (r *benchResult) writesPerSecond() float64 {
	return float64(r.writes()) / r.elapsed.Seconds()
}

// gasPerWrite is the gas of the run's blocks per write: during the run
// they hold nothing but the payers' paid writes.
func (r *benchResult) gasPerWrite() uint64 {
	if r.created == 0 {
		return 0
	}
	return r.gasUsed / uint64(r.created)
}

func (r *benchResult) writesPerBlock() float64 {
	if r.blocks == 0 {
		return 0
	}
	return float64(r.created) / float64(r.blocks)
}

// percentile is the nearest-rank percentile p (0–100) of sorted latencies,
// in milliseconds.
func percentile(sorted []time.Duration, p float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := int(float64(len(sorted))*p/100+0.5) - 1
	i = min(max(i, 0), len(sorted)-1)
	return float64(sorted[i]) / float64(time.Millisecond)
}

func (r *benchResult) report(b *testing.B) {
	b.ReportMetric(0, "ns/op") // one op is the whole timed run: meaningless
	b.ReportMetric(r.writesPerSecond(), "writes/s")
	b.ReportMetric(percentile(r.latencies, 50), "p50_ms")
	b.ReportMetric(percentile(r.latencies, 95), "p95_ms")
	b.ReportMetric(percentile(r.latencies, 99), "p99_ms")
	b.ReportMetric(float64(r.errors()), "errors")
	b.ReportMetric(r.writesPerBlock(), "writes/block")
	errPct := 0.0
	if r.attempts > 0 {
		errPct = 100 * float64(r.errors()) / float64(r.attempts)
	}
	var waits uint32
	var waited time.Duration
	if p := r.pool; p != nil {
		waits, waited = p.WaitCount, time.Duration(p.WaitDurationNs)
	}
	fmt.Printf("%6d  %6d  %8.2f  %6.0f  %6.0f  %6.0f  %6d  %5.1f  %6d  %7.2f  %12.2f  %9d  %8.1f  %9d  %5.2f→%.2f  %11d  %9d  %9d  %11d  %12.1f\n",
		r.payers, r.writes(), r.writesPerSecond(), percentile(r.latencies, 50), percentile(r.latencies, 95), percentile(r.latencies, 99),
		r.errors(), errPct, r.blocks, r.blockInterval.Seconds(), r.writesPerBlock(), r.maxPerBlock, r.maxGasPercent,
		r.gasPerWrite(), r.baseFeeStartGwei, r.baseFeeEndGwei, r.unmatched, r.wrongIDs, r.timeWait, waits, waited.Seconds())
	fmt.Printf("        writes per block: %v\n", r.series)
	if r.workerCPU >= 0 && r.writes() > 0 {
		fmt.Printf("        worker process CPU: %.1f s over %d writes, %.2f ms a write\n", r.workerCPU.Seconds(), r.writes(), float64(r.workerCPU.Microseconds())/1000/float64(r.writes()))
	}
	if p := r.pool; p != nil {
		fmt.Printf("        redis pool: %d conns (%d idle), %d hits, %d misses, %d waits (%s in total), %d timeouts\n",
			p.TotalConns, p.IdleConns, p.Hits, p.Misses, p.WaitCount, time.Duration(p.WaitDurationNs).Round(time.Millisecond), p.Timeouts)
	}
	kinds := make([]string, 0, len(r.failures))
	for k := range r.failures {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		b.Logf("%d × %s, e.g. %s", r.failures[k], k, r.examples[k])
	}
	if r.gasLimit != 30_000_000 {
		b.Errorf("block gas limit is %d, the benchmark is defined for 30,000,000", r.gasLimit)
	}
	// A 201 is a promise that the write is on chain: each one's transaction
	// must hold the payer's logs of every write it named, with its ids.
	if r.unmatched > 0 {
		b.Errorf("%d of %d requests answered 201 name a transaction without a payer's write in the run's blocks", r.unmatched, len(r.answered))
	}
	if r.wrongIDs > 0 {
		b.Errorf("%d of %d requests answered 201 name ids their transaction did not write for their payer", r.wrongIDs, len(r.answered))
	}
}

// runClosedLoop runs one payer per key against s, each sending w's
// requests one after the other for d, and measures.
func runClosedLoop(b *testing.B, s *stack, keys []*ecdsa.PrivateKey, w benchWrite, d time.Duration) *benchResult {
	n := len(keys)
	ctx := context.Background()
	tr := &http.Transport{MaxIdleConns: 2 * n, MaxIdleConnsPerHost: 2 * n, IdleConnTimeout: time.Minute}
	defer tr.CloseIdleConnections()
	hc := &http.Client{Transport: tr, Timeout: 3 * time.Minute}

	startHead, err := s.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		b.Fatal(err)
	}
	samples := make([][]writeSample, n)
	var wg sync.WaitGroup
	workerCPU := time.Duration(-1)
	if s.workerPID != 0 {
		workerCPU = processCPU(s.workerPID)
	}
	b.ResetTimer()
	start := time.Now()
	deadline := start.Add(d)
	for p := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			loop := payLoop
			if w.loop != nil {
				loop = w.loop
			}
			samples[p] = loop(ctx, s.APIURL, hc, keys[p], w, p, deadline)
		}()
	}
	testutil.WaitWithin(b, &wg, d+testutil.WaitBound, "the closed loop's writes")
	r := &benchResult{payers: n, perRequest: w.perRequest, elapsed: time.Since(start), failures: map[string]int{}, examples: map[string]string{}, workerCPU: -1}
	if workerCPU >= 0 {
		if now := processCPU(s.workerPID); now >= 0 {
			r.workerCPU = now - workerCPU
		}
	}
	b.StopTimer()

	for _, ps := range samples {
		for _, w := range ps {
			r.attempts++
			if w.outcome == "" {
				r.latencies = append(r.latencies, w.latency)
				r.answered = append(r.answered, w)
				continue
			}
			r.failures[w.outcome]++
			if _, ok := r.examples[w.outcome]; !ok {
				r.examples[w.outcome] = w.detail
			}
		}
	}
	slices.Sort(r.latencies)
	if ps, ok := s.Infra.Redis.(interface{ PoolStats() *redis.PoolStats }); ok {
		r.pool = ps.PoolStats()
	}
	r.timeWait = -1
	if u, err := url.Parse(s.RPCURL); err == nil {
		if port, err := strconv.Atoi(u.Port()); err == nil {
			r.timeWait = timeWaitSockets(port)
		}
	}
	chainFigures(b, s, keys, w, startHead, r)
	return r
}

// payLoop is one payer: w's requests one after the other, x402 v1 and v2
// alternately, until the deadline.
func payLoop(ctx context.Context, apiURL string, hc *http.Client, key *ecdsa.PrivateKey, w benchWrite, p int, deadline time.Time) []writeSample {
	return closedLoop(ctx, deadline, func(i int) writeSample {
		c := payclient.New(key, [2]int{payclient.V1, payclient.V2}[(p+i)%2])
		c.HTTP = hc
		path, body := w.request(p, i)
		t0 := time.Now()
		resp, err := c.Do(ctx, http.MethodPost, apiURL+path, []byte(body))
		ws := writeSample{latency: time.Since(t0), payer: c.Address()}
		if err != nil {
			ws.outcome, ws.detail = "transport error", err.Error()
		} else {
			ws.judge(w, resp.Status, resp.Body)
		}
		return ws
	})
}

// closedLoop runs write(0), write(1), … one after the other until the
// deadline, waiting errorBackoff after a failed one, and returns their
// samples.
func closedLoop(ctx context.Context, deadline time.Time, write func(i int) writeSample) []writeSample {
	var out []writeSample
	for i := 0; time.Now().Before(deadline); i++ {
		ws := write(i)
		out = append(out, ws)
		if ws.outcome != "" {
			select {
			case <-ctx.Done():
				return out
			case <-time.After(errorBackoff):
			}
		}
	}
	return out
}

// judge sets the sample's outcome from the answer (status, body) to a
// write of kind w: "" for a 201 naming its transaction and ids.
func (ws *writeSample) judge(w benchWrite, status int, body []byte) {
	if status != http.StatusCreated {
		var e struct {
			Error   string `json:"error"`
			Message string `json:"message"`
			Status  string `json:"status"`
		}
		_ = json.Unmarshal(body, &e)
		ws.outcome = fmt.Sprintf("%d %s%s", status, e.Error, e.Status)
		ws.detail = string(body)
		return
	}
	var res struct {
		TxHash string `json:"txHash"`
	}
	if err := json.Unmarshal(body, &res); err != nil || !strings.HasPrefix(res.TxHash, "0x") {
		ws.outcome, ws.detail = "201 without txHash", string(body)
	}
	ws.txHash = common.HexToHash(res.TxHash)
	var err error
	if ws.claims, err = w.claims(body); err != nil {
		ws.outcome, ws.detail = "201 without ids", string(body)
	}
}

func TestBenchPercentileAndLevels(t *testing.T) {
	ms := func(v ...int) []time.Duration {
		out := make([]time.Duration, len(v))
		for i, x := range v {
			out[i] = time.Duration(x) * time.Millisecond
		}
		return out
	}
	percentiles := []struct {
		name   string
		sorted []time.Duration
		p      float64
		want   float64
	}{
		{"empty", nil, 50, 0},
		{"one", ms(7), 95, 7},
		{"median of four is the second", ms(1, 2, 3, 4), 50, 2},
		{"p95 of twenty is the nineteenth", ms(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20), 95, 19},
		{"p100 is the maximum", ms(1, 2, 3), 100, 3},
	}
	for _, tc := range percentiles {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, percentile(tc.sorted, tc.p)); diff != "" {
				t.Errorf("percentile (-want +got):\n%s", diff)
			}
		})
	}
	levels := []struct {
		name, env string
		want      []int
		wantErr   bool
	}{
		{"default", "", []int{1, 16, 64}, false},
		{"list with spaces", "4, 128", []int{4, 128}, false},
		{"zero", "0", nil, true},
		{"word", "many", nil, true},
	}
	for _, tc := range levels {
		t.Run(tc.name, func(t *testing.T) {
			got, err := parseLevels(tc.env)
			if (err != nil) != tc.wantErr {
				t.Fatalf("parseLevels(%q) error = %v, want error %v", tc.env, err, tc.wantErr)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("parseLevels(%q) (-want +got):\n%s", tc.env, diff)
			}
		})
	}
}
