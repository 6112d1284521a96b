package e2e

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/storage/setup"
)

// benchUploads is how many 50 MiB uploads BenchmarkUploads sends at once.
const benchUploads = 10

// BenchmarkUploads sends benchUploads concurrent uploads of 50 MiB (the
// limit) through the real stack (redis-server, embedded chain, local
// driver) and reports the upload throughput and the memory of the process
// that runs the API.
//
// Every upload has other content (no two share an id). The client streams
// each body from a generator, so it adds no memory of its own. Two layouts:
//
//   - api+worker: API and worker in this process, as `inkd dev` runs them;
//     the memory figures include the worker's share of the work.
//   - api-only: the worker is a separate `inkd worker` process (as in
//     production); the figures are the API's (plus the idle chain and the
//     client, measured before the run as the baseline).
//
// Reported: MB/s (10^6 bytes of file per second of wall time, from the
// first byte sent to the last answer), heap_base_MB and heap_peak_MB
// (runtime HeapInuse before and at most during the run, sampled every
// 10 ms), sys_peak_MB (memory the Go runtime holds from the OS), and
// rss_peak_MB (VmHWM after resetting it, the process's peak resident set).
//
//	go test -run '^$' -bench Uploads -benchtime 1x ./internal/e2e/
func BenchmarkUploads(b *testing.B) {
	fmt.Printf("uploads: %d concurrent uploads of %d bytes, local storage driver, real redis-server, embedded chain\n", benchUploads, uploadLimit)
	fmt.Println(machineLine())
	fmt.Printf("%-11s %7s %6s %13s %13s %12s %12s\n", "layout", "took_s", "MB/s", "heap_base_MB", "heap_peak_MB", "sys_peak_MB", "rss_peak_MB")
	b.Run("api+worker", func(b *testing.B) { benchUploads50MB(b, false) })
	b.Run("api-only", func(b *testing.B) { benchUploads50MB(b, true) })
	fmt.Println("after the run:", machineLine())
}

func benchUploads50MB(b *testing.B, separateWorker bool) {
	redisURL := testutil.RealRedisURL(b, e2eRedis)
	opts := stackOptions{redisURL: redisURL, writeWait: 5 * time.Minute, noWorker: separateWorker}
	if separateWorker {
		opts.storage = setup.Config{Dir: filepath.Join(b.TempDir(), "storage")}
	}
	s := startStack(b, opts)
	if separateWorker {
		startBenchWorker(b, s, redisURL, opts.storage.Dir)
	}
	// Warm up the path (connections, pools) with one small upload.
	mustUpload(b, s.APIURL, uploadForm{fileName: "warm", size: 1 << 20, content: noise(99)})

	var last uploadRun
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		runtime.GC()
		b.StartTimer()
		last = runUploads(b, s.APIURL, uint64(1000+i*benchUploads))
	}
	b.ReportMetric(0, "ns/op") // one op is the whole run: meaningless
	b.ReportMetric(last.mbps(), "MB/s")
	b.ReportMetric(mb(last.heapBase), "heap_base_MB")
	b.ReportMetric(mb(last.heapPeak), "heap_peak_MB")
	b.ReportMetric(mb(last.sysPeak), "sys_peak_MB")
	if last.rssPeak > 0 {
		b.ReportMetric(mb(last.rssPeak), "rss_peak_MB")
	}
	layout := "api+worker"
	if separateWorker {
		layout = "api-only"
	}
	fmt.Printf("%-11s %7.2f %6.1f %13.0f %13.0f %12.0f %12.0f\n",
		layout, last.took.Seconds(), last.mbps(), mb(last.heapBase), mb(last.heapPeak), mb(last.sysPeak), mb(last.rssPeak))
}

// uploadRun is one measured run.
type uploadRun struct {
	took                        time.Duration
	heapBase, heapPeak, sysPeak uint64
	rssPeak                     uint64 // 0 when /proc is unavailable
}

func (r uploadRun) mbps() float64 {
	return float64(benchUploads*uploadLimit) / 1e6 / r.took.Seconds()
}

func mb(n uint64) float64 { return float64(n) / 1e6 }

// runUploads sends benchUploads concurrent 50 MiB uploads, seeds seed,
// seed+1, …, sampling memory while they run.
func runUploads(b *testing.B, apiURL string, seed uint64) uploadRun {
	var base runtime.MemStats
	runtime.ReadMemStats(&base)
	resetPeakRSS()
	run := uploadRun{heapBase: base.HeapInuse, heapPeak: base.HeapInuse, sysPeak: base.Sys}

	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		t := time.NewTicker(10 * time.Millisecond)
		defer t.Stop()
		var m runtime.MemStats
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				runtime.ReadMemStats(&m)
				run.heapPeak = max(run.heapPeak, m.HeapInuse)
				run.sysPeak = max(run.sysPeak, m.Sys)
			}
		}
	}()

	start := time.Now()
	errs := make([]error, benchUploads)
	var wg sync.WaitGroup
	for i := range benchUploads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			status, body, err := postUpload(apiURL, uploadForm{fileName: fmt.Sprintf("bench-%d.bin", i), size: uploadLimit, content: noise(seed + uint64(i))})
			if err == nil && status != 200 {
				err = fmt.Errorf("upload %d: %d %s", i, status, body)
			}
			errs[i] = err
		}()
	}
	testutil.WaitWithin(b, &wg, 10*time.Minute, "the uploads")
	run.took = time.Since(start)
	close(stop)
	testutil.Recv(b, sampled, "the sampler")
	run.rssPeak = peakRSS()
	for _, err := range errs {
		if err != nil {
			b.Fatal(err)
		}
	}
	return run
}

// resetPeakRSS resets the kernel's peak resident set (VmHWM) of this
// process, so that peakRSS reports the peak of the run alone.
func resetPeakRSS() { _ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) }

// peakRSS is VmHWM of this process in bytes, or 0.
func peakRSS() uint64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			kb, err := strconv.ParseUint(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			if err != nil {
				return 0
			}
			return kb << 10
		}
	}
	return 0
}

// startBenchWorker runs `inkd worker` against the stack, storing into dir,
// with the extra variables vars, until the benchmark ends, and returns its
// process id.
func startBenchWorker(b *testing.B, s *stack, redisURL, dir string, vars ...string) int {
	b.Helper()
	deployment := filepath.Join(b.TempDir(), "deployment.json")
	if err := s.Deployment.Save(deployment); err != nil {
		b.Fatal(err)
	}
	var keys []string
	for _, k := range devchain.SettlerKeys(devchain.DefaultSettlers) {
		keys = append(keys, fmt.Sprintf("0x%x", crypto.FromECDSA(k)))
	}
	cmd := exec.Command(inkdBin(b), "worker")
	cmd.Env = cmdEnv("REDIS_URL="+redisURL, "RPC_URL="+s.RPCURL, "DEPLOYMENT_FILE="+deployment,
		"SIGNER_KEYS="+strings.Join(keys, ","), "STORAGE_DRIVER=local", "STORAGE_DIR="+dir, "GATEWAY_URL="+s.APIURL+"/ar")
	cmd.Env = append(cmd.Env, vars...)
	stderr := newOutput()
	var stdout bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, stderr
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	b.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-exited
	})
	if !stderr.waitFor("worker running", exited, time.Minute) {
		b.Fatalf("inkd worker did not start:\n%s", stderr)
	}
	return cmd.Process.Pid
}
