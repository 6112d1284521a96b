package e2e

import (
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// BenchmarkPublish measures `inkd publish` end to end: the real binary
// publishes a directory of small files (one upload and one paid push per
// file, single pushes until the multi-push endpoint exists) to a stack on the
// embedded chain, and reports versions per second from the command's own
// summary. Knobs: INKD_BENCH_PUBLISH_FILES (default 300),
// INKD_BENCH_PUBLISH_CONCURRENCY (default 8), INKD_BENCH_BLOCK_PERIOD
// (default 2s, as inkd dev).
func BenchmarkPublish(b *testing.B) {
	files := envInt(b, "INKD_BENCH_PUBLISH_FILES", 300)
	concurrency := envInt(b, "INKD_BENCH_PUBLISH_CONCURRENCY", 8)
	block := envDuration(b, "INKD_BENCH_BLOCK_PERIOD", 2*time.Second)
	fmt.Printf("BenchmarkPublish: files %d, concurrency %d, block period %v, write rate limit off, API write wait 60 s\n", files, concurrency, block)
	fmt.Println(machineLine())
	bin := inkdBin(b)
	for i := 0; i < b.N; i++ {
		s := startStack(b, stackOptions{blockPeriod: block})
		key := s.newPayers(b, 1, big.NewInt(int64(files+10)*1_000_000))[0]
		dir := b.TempDir()
		env := clientEnv(s, key, filepath.Join(dir, "state.json"))
		builds := filepath.Join(dir, "builds")
		if err := os.Mkdir(builds, 0o755); err != nil {
			b.Fatal(err)
		}
		for j := 0; j < files; j++ {
			if err := os.WriteFile(filepath.Join(builds, fmt.Sprintf("b-%05d.bin", j)), []byte("artifact "+strconv.Itoa(j)), 0o644); err != nil {
				b.Fatal(err)
			}
		}
		run := func(args ...string) []byte {
			cmd := execInkd(bin, env, args...)
			out, err := cmd.Output()
			if err != nil {
				b.Fatalf("inkd %v: %v\n%s", args, err, out)
			}
			return out
		}
		run("project", "create", "bench", "--json")
		b.ResetTimer()
		out := run("publish", builds, "--project", "bench", "--concurrency", strconv.Itoa(concurrency), "--json")
		b.StopTimer()
		var sum struct {
			Landed, Failed, Transactions int
			Seconds                      float64
			PaidUsdc                     string
		}
		if err := json.Unmarshal(out, &sum); err != nil || sum.Landed != files || sum.Failed != 0 {
			b.Fatalf("summary %+v (%v)", sum, err)
		}
		b.ReportMetric(float64(sum.Landed)/sum.Seconds, "versions/s")
		b.ReportMetric(sum.Seconds, "s")
		fmt.Printf("published %d versions in %.1f s: %.2f versions/s, %d transactions, paid %s USDC\n",
			sum.Landed, sum.Seconds, float64(sum.Landed)/sum.Seconds, sum.Transactions, sum.PaidUsdc)
	}
	fmt.Println("after the run:", machineLine())
}
