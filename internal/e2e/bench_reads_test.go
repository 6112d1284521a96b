package e2e

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
	"net/http"
	"sort"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/cmd/inkd/app"
	"github.com/inkd/inkd/internal/redisconn"
	"github.com/inkd/inkd/internal/testutil"
)

// Knobs and fixed figures of BenchmarkReads.
const (
	// readsBenchDurationEnv is how long each endpoint is loaded (a Go
	// duration); default readsBenchDuration.
	readsBenchDurationEnv = "INKD_BENCH_READS_DURATION"
	readsBenchDuration    = 10 * time.Second
	// readsBenchLimiterEnv turns the per-IP read limiter on (default) or
	// off: on, every request also pays for its Redis counter.
	readsBenchLimiterEnv = "INKD_BENCH_READS_LIMITER"
	// readsBenchChainEnv turns the chain baseline on (default) or off.
	readsBenchChainEnv = "INKD_BENCH_READS_CHAIN"
	// readsBenchConns is the number of concurrent connections.
	readsBenchConns = 64
	// readsBenchProjects is how many projects the read model holds.
	readsBenchProjects = 1000
)

// BenchmarkReads measures the read endpoints served from the read model:
// requests per second and p99 latency at 64 concurrent keep-alive
// connections on loopback, with 1,000 projects (two versions each) written
// straight into the read model on a real redis-server. The per-IP read
// limiter runs (with a limit too high to refuse), so every request pays for
// its Redis counter as in production; INKD_BENCH_READS_LIMITER=off leaves
// it out.
//
// The baseline (sub-benchmarks chain/…; INKD_BENCH_READS_CHAIN=off skips
// it) answers the same two requests by reading the chain per request, as
// an API without a read model would: the same 1,000 projects and versions
// are written to the embedded go-ethereum chain, and a plain net/http
// handler calls the registry over JSON-RPC through the production chain
// client (app.DialChain): getProject for one project, projectCount and 100
// getProject calls in sequence for a page. Each model/chain ratio is
// printed at the end.
//
//	go test -run '^$' -bench Reads -benchtime 1x ./internal/e2e/
//	INKD_BENCH_READS_LIMITER=off INKD_BENCH_READS_CHAIN=off go test -run '^$' -bench Reads -benchtime 1x ./internal/e2e/
func BenchmarkReads(b *testing.B) {
	duration := envDuration(b, readsBenchDurationEnv, readsBenchDuration)
	limiter := envOnOff(b, readsBenchLimiterEnv, true)
	withChain := envOnOff(b, readsBenchChainEnv, true)
	fmt.Printf("reads: %s=%s, %s=%s, %s=%s; %d connections, %d projects with 2 versions each, Redis pool %d\n",
		readsBenchDurationEnv, duration, readsBenchLimiterEnv, onOff(limiter), readsBenchChainEnv, onOff(withChain),
		readsBenchConns, readsBenchProjects, app.RedisPoolFor(0, api.DefaultMaxConns))
	fmt.Println(machineLine())
	// The production client of an API process (redisconn.Connect, pool sized
	// by app.RedisPoolFor to the default connection cap).
	rdb, err := redisconn.Connect(context.Background(), testutil.RealRedisURL(b, e2eRedis), app.RedisPoolFor(0, api.DefaultMaxConns))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { rdb.Close() })
	m, err := readmodel.New(readmodel.Config{}, rdb)
	if err != nil {
		b.Fatal(err)
	}
	readsFill(b, m, readsBenchProjects)
	perMinute := 1 << 30
	if !limiter {
		perMinute = -1
	}
	srv, err := api.New(api.Config{ReadsPerMinute: perMinute, MaxConnsPerClient: -1}, api.Deps{
		Log:   testutil.Logger(b),
		Redis: rdb,
		Reads: api.ReadDeps{Model: m},
	})
	if err != nil {
		b.Fatal(err)
	}
	sources := []struct{ name, base string }{{"model", readsServe(b, srv)}}
	if withChain {
		sources = append(sources, struct{ name, base string }{"chain", chainReadsServe(b)})
	}
	fmt.Printf("%-8s %-10s %9s %9s %8s %8s %7s\n", "source", "endpoint", "requests", "req/s", "p50_ms", "p99_ms", "errors")
	endpoints := []struct {
		name string
		path func(r *rand.Rand) string
	}{
		{"project", func(r *rand.Rand) string { return "/v1/projects/" + strconv.Itoa(1+r.IntN(readsBenchProjects)) }},
		{"page100", func(r *rand.Rand) string {
			return "/v1/projects?limit=100&offset=" + strconv.Itoa(100*r.IntN(readsBenchProjects/100))
		}},
	}
	rates := map[string]float64{}
	for _, src := range sources {
		for _, ep := range endpoints {
			b.Run(src.name+"/"+ep.name, func(b *testing.B) {
				res := readsLoad(b, src.base, duration, ep.path)
				b.ReportMetric(0, "ns/op")
				b.ReportMetric(res.perSecond(), "req/s")
				b.ReportMetric(res.percentile(50), "p50_ms")
				b.ReportMetric(res.percentile(99), "p99_ms")
				b.ReportMetric(float64(res.errors), "errors")
				rates[src.name+"/"+ep.name] = res.perSecond()
				fmt.Printf("%-8s %-10s %9d %9.0f %8.2f %8.2f %7d\n", src.name, ep.name, len(res.latencies), res.perSecond(), res.percentile(50), res.percentile(99), res.errors)
				if res.errors > 0 {
					b.Errorf("%d requests failed, e.g. %s", res.errors, res.example)
				}
			})
		}
	}
	for _, ep := range endpoints {
		if c := rates["chain/"+ep.name]; c > 0 {
			fmt.Printf("%s: read model %.0f req/s = %.1f× the chain's %.1f req/s\n", ep.name, rates["model/"+ep.name], rates["model/"+ep.name]/c, c)
		}
	}
	fmt.Println("after the run:", machineLine())
}

// readsFill writes n public projects with two versions each into m, 100
// to a block, as the indexer would.
func readsFill(tb testing.TB, m *readmodel.Model, n int) {
	tb.Helper()
	ctx := context.Background()
	if ok, err := m.AcquireLease(ctx, "bench", time.Hour); err != nil || !ok {
		tb.Fatalf("lease: %v %v", ok, err)
	}
	for start := 1; start <= n; start += 100 {
		blk := readmodel.Block{Number: uint64(start), Hash: common.BigToHash(big.NewInt(int64(start))), Time: 1_700_000_000}
		for id := start; id < start+100 && id <= n; id++ {
			owner := common.BigToAddress(big.NewInt(int64(id)))
			log := uint(len(blk.Changes))
			blk.Changes = append(blk.Changes, readmodel.Change{Kind: readmodel.KindProjectCreated, LogIndex: log, Project: &readmodel.Project{
				ID: strconv.Itoa(id), Name: fmt.Sprintf("project-%04d", id), Description: "a benchmark project with a description of ordinary length",
				License: "MIT", Owner: owner, IsPublic: true, IsAgent: id%10 == 0, CreatedAt: 1_700_000_000, BlockNumber: uint64(start),
			}})
			for v := range 2 {
				blk.Changes = append(blk.Changes, readmodel.Change{Kind: readmodel.KindVersionPushed, LogIndex: log + 1 + uint(v), Version: &readmodel.Version{
					ProjectID: strconv.Itoa(id), Index: uint64(v), StorageHash: "ar://bench", VersionTag: fmt.Sprintf("v%d", v),
					PushedBy: owner, PushedAt: 1_700_000_000, BlockNumber: uint64(start),
				}})
			}
		}
		if _, err := m.ApplyBlock(ctx, blk, readmodel.Canonical("bench")); err != nil {
			tb.Fatal(err)
		}
	}
}

// readsLoadResult is what one load run measured.
type readsLoadResult struct {
	elapsed   time.Duration
	latencies []time.Duration // sorted
	errors    int
	example   string
}

func (r readsLoadResult) perSecond() float64 {
	return float64(len(r.latencies)) / r.elapsed.Seconds()
}

// percentile is the nearest-rank percentile p of the latencies, in ms.
func (r readsLoadResult) percentile(p float64) float64 {
	if len(r.latencies) == 0 {
		return 0
	}
	i := min(max(int(float64(len(r.latencies))*p/100+0.5)-1, 0), len(r.latencies)-1)
	return float64(r.latencies[i]) / float64(time.Millisecond)
}

// readsLoad runs readsBenchConns clients against base for d, each sending
// GETs of path(rng) back to back on its own keep-alive connection.
func readsLoad(tb testing.TB, base string, d time.Duration, path func(*rand.Rand) string) readsLoadResult {
	tb.Helper()
	tr := &http.Transport{MaxIdleConns: readsBenchConns, MaxIdleConnsPerHost: readsBenchConns, MaxConnsPerHost: readsBenchConns, IdleConnTimeout: time.Minute}
	defer tr.CloseIdleConnections()
	hc := &http.Client{Transport: tr, Timeout: 30 * time.Second}
	var (
		mu  sync.Mutex
		res readsLoadResult
		wg  sync.WaitGroup
	)
	start := time.Now()
	deadline := start.Add(d)
	for c := range readsBenchConns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(c), 42))
			var lat []time.Duration
			errs, example := 0, ""
			for time.Now().Before(deadline) {
				t0 := time.Now()
				resp, err := hc.Get(base + path(rng))
				if err != nil {
					errs, example = errs+1, err.Error()
					continue
				}
				_, _ = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode != 200 {
					errs, example = errs+1, resp.Status
					continue
				}
				lat = append(lat, time.Since(t0))
			}
			mu.Lock()
			defer mu.Unlock()
			res.latencies = append(res.latencies, lat...)
			res.errors += errs
			if example != "" {
				res.example = example
			}
		}()
	}
	testutil.WaitWithin(tb, &wg, d+testutil.WaitBound, "the readers")
	res.elapsed = time.Since(start)
	sort.Slice(res.latencies, func(i, j int) bool { return res.latencies[i] < res.latencies[j] })
	return res
}
