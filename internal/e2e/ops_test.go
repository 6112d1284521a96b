package e2e

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/indexer"
	"github.com/inkd/inkd/cmd/inkd/app"
	"github.com/inkd/inkd/cmd/inkd/metrics"
	"github.com/inkd/inkd/internal/ready"
	"github.com/inkd/inkd/internal/testutil"
)

// The whole stack on a real redis-server and the embedded chain: GET
// /v1/ready and /readyz say ready once the indexer has a checkpoint, and
// name the chain when it is cut off and Redis when it dies; a paid write,
// an unpaid one and an unknown path show in a scrape of /metrics with the
// transaction behind the write.
func TestMetricsAndReadinessOnTheStack(t *testing.T) {
	testutil.SkipIfShort(t, "redis-server and the embedded chain")
	redis := testutil.StartRedis(t, testutil.RedisOptions{})
	m := metrics.New()
	s := startStack(t, stackOptions{redisURL: redis.URL(), metrics: m, chainProxy: true})
	ops, err := app.ServeOps("127.0.0.1:0", m, s.Infra, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ops.Shutdown(context.Background()) })
	opsURL := "http://" + ops.Addr()
	start := time.Now()

	var rep ready.Report
	testutil.Until(t, time.Minute, "GET /v1/ready answers 200", func() bool {
		status, b := testutil.HTTPGet(t, s.APIURL+"/v1/ready")
		rep = ready.Report{}
		return status == http.StatusOK && json.Unmarshal(b, &rep) == nil
	})
	want := map[string]string{"redis": "ok", "chain": "ok", "deployment": "ok", "indexer": "ok"}
	if !rep.Ready || len(rep.Checks) != len(want) {
		t.Fatalf("GET /v1/ready = %+v, want %v", rep, want)
	}
	for k, v := range want {
		if rep.Checks[k] != v {
			t.Fatalf("GET /v1/ready = %+v, want %v", rep, want)
		}
	}
	if status, b := testutil.HTTPGet(t, opsURL+"/readyz"); status != http.StatusOK || !strings.Contains(string(b), `"ready":true`) {
		t.Fatalf("/readyz = %d %s", status, b)
	}

	c := s.payer(3, 2)
	s.create(t, c, `{"name":"metered"}`)
	resp, err := http.Post(s.APIURL+"/v1/projects", "application/json", strings.NewReader(`{"name":"unpaid"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusPaymentRequired {
		t.Fatalf("unpaid write: %d", resp.StatusCode)
	}
	if status, _ := testutil.HTTPGet(t, s.APIURL+"/no/such/route"); status != http.StatusNotFound {
		t.Fatalf("unknown route: %d", status)
	}

	var got testutil.Metrics
	// The transaction's finality and the task's end may be recorded just
	// after the 201.
	testutil.Until(t, time.Minute, "the write's transaction and task are done in the metrics", func() bool {
		got = testutil.Scrape(t, opsURL+"/metrics")
		final, _ := got.Value("inkd_txmgr_confirmation_seconds", nil)
		processed, _ := got.Value("inkd_queue_processed_total", nil)
		return final >= 1 && processed >= 1
	})
	atLeast := []struct {
		name   string
		labels map[string]string
		min    float64
	}{
		{"inkd_http_requests_total", map[string]string{"method": "GET", "route": "/v1/ready", "status": "200"}, 1},
		{"inkd_http_requests_total", map[string]string{"method": "POST", "route": "/v1/projects", "status": "201"}, 1},
		{"inkd_http_requests_total", map[string]string{"method": "POST", "route": "/v1/projects", "status": "402"}, 2},
		{"inkd_http_requests_total", map[string]string{"method": "GET", "route": "unmatched", "status": "404"}, 1},
		{"inkd_http_request_duration_seconds", map[string]string{"method": "POST", "route": "/v1/projects"}, 3},
		{"inkd_api_paid_writes_total", map[string]string{"route": "/v1/projects", "outcome": "201"}, 1},
		{"inkd_api_paid_writes_total", map[string]string{"route": "/v1/projects", "outcome": string(wire.CodePaymentRequired)}, 2},
		{"inkd_txmgr_assigned_total", nil, 1},
		{"inkd_txmgr_broadcasts_total", map[string]string{"result": "accepted"}, 1},
		{"inkd_queue_up", nil, 1},
		{"inkd_indexer_lag_blocks", nil, 0},
		{"inkd_signer_balance_eth", nil, 1},
	}
	t.Logf("ready, paid write and scrape after %v", time.Since(start).Round(time.Millisecond))
	for _, tc := range atLeast {
		if v, ok := got.Value(tc.name, tc.labels); !ok || v < tc.min {
			t.Errorf("%s%v = %v (present %v), want at least %v", tc.name, tc.labels, v, ok, tc.min)
		}
	}
	if v, _ := got.Value("inkd_indexer_lag_blocks", nil); v > indexer.MaxReadyLag {
		t.Errorf("inkd_indexer_lag_blocks = %v on a ready stack, want at most %d", v, indexer.MaxReadyLag)
	}
	if v, _ := got.Value("inkd_api_paid_writes_total", map[string]string{"outcome": "201"}); v != 1 {
		t.Errorf("paid writes with outcome 201 = %v, want exactly the one write", v)
	}
	// Signer labels are the configured settlers' addresses.
	settlers := map[string]bool{}
	for _, a := range app.KeyAddresses(devchain.SettlerKeys(devchain.DefaultSettlers)) {
		settlers[a.Hex()] = true
	}
	for _, series := range got["inkd_txmgr_assigned_total"].GetMetric() {
		for _, l := range series.GetLabel() {
			if l.GetName() == "signer" && !settlers[l.GetValue()] {
				t.Errorf("assigned_total has signer %s, not a configured settler", l.GetValue())
			}
		}
	}

	// The chain cut off: both readiness endpoints name it.
	s.proxy.Down()
	testutil.Until(t, time.Minute, "GET /v1/ready names the chain", func() bool {
		status, b := testutil.HTTPGet(t, s.APIURL+"/v1/ready")
		code, msg := "", ""
		if status == http.StatusServiceUnavailable {
			code, msg = errorBody(t, b)
		}
		return code == string(wire.CodeNotReady) && strings.Contains(msg, "chain: ")
	})
	testutil.Until(t, time.Minute, "/readyz names the chain", func() bool {
		status, b := testutil.HTTPGet(t, opsURL+"/readyz")
		var r ready.Report
		return status == http.StatusServiceUnavailable && json.Unmarshal(b, &r) == nil && !r.Ready &&
			r.Checks["chain"] != ready.OK && r.Checks["redis"] == ready.OK
	})
	t.Logf("chain cut off seen after %v", time.Since(start).Round(time.Millisecond))
	s.proxy.Up()
	testutil.Until(t, time.Minute, "GET /v1/ready is 200 again with the chain back", func() bool {
		status, _ := testutil.HTTPGet(t, s.APIURL+"/v1/ready")
		return status == http.StatusOK
	})

	// Redis gone: both name it; /healthz still answers (liveness).
	redis.Kill()
	testutil.Until(t, time.Minute, "GET /v1/ready names redis", func() bool {
		status, b := testutil.HTTPGet(t, s.APIURL+"/v1/ready")
		if status != http.StatusServiceUnavailable {
			return false
		}
		code, msg := errorBody(t, b)
		return code == string(wire.CodeNotReady) && strings.Contains(msg, "redis: redis does not answer PING")
	})
	testutil.Until(t, time.Minute, "/readyz names redis", func() bool {
		status, b := testutil.HTTPGet(t, opsURL+"/readyz")
		var r ready.Report
		return status == http.StatusServiceUnavailable && json.Unmarshal(b, &r) == nil && r.Checks["redis"] == "redis does not answer PING"
	})
	if status, _ := testutil.HTTPGet(t, opsURL+"/healthz"); status != http.StatusOK {
		t.Fatalf("/healthz with Redis down: %d", status)
	}
	t.Logf("redis loss seen after %v", time.Since(start).Round(time.Millisecond))
}

// `inkd dev` turns the operations server on at a loopback port it prints;
// /readyz turns 200, and a request to the API shows in /metrics.
func TestCmdDevServesMetrics(t *testing.T) {
	testutil.SkipIfShort(t, "the inkd binary and the embedded chain")
	inkdBin(t)
	listen := freeAddr(t)
	dev := startInkd(t, cmdEnv(), "dev", "--listen", listen, "--rpc-listen", freeAddr(t))
	dev.ready(t, dev.stdout, "Ctrl-C stops everything.")
	var metricsURL string
	for _, line := range strings.Split(dev.stdout.String(), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "metrics" {
			metricsURL = f[1]
		}
	}
	if !strings.HasPrefix(metricsURL, "http://127.0.0.1:") || !strings.HasSuffix(metricsURL, "/metrics") {
		t.Fatalf("banner metrics line: %q", metricsURL)
	}
	base := strings.TrimSuffix(metricsURL, "/metrics")
	testutil.Until(t, time.Minute, "/readyz answers 200", func() bool {
		status, _ := testutil.HTTPGet(t, base+"/readyz")
		return status == http.StatusOK
	})
	if status, _ := testutil.HTTPGet(t, "http://"+listen+"/v1/health"); status != http.StatusOK {
		t.Fatalf("GET /v1/health: %d", status)
	}
	got := testutil.Scrape(t, metricsURL)
	if v, _ := got.Value("inkd_http_requests_total", map[string]string{"route": "/v1/health", "status": "200"}); v != 1 {
		t.Errorf("inkd_http_requests_total{route=/v1/health,status=200} = %v, want 1", v)
	}
	if _, ok := got["go_goroutines"]; !ok {
		t.Error("no Go runtime metrics")
	}
	if code, _ := dev.stop(t); code != 0 {
		t.Errorf("inkd dev exited %d after SIGINT", code)
	}
}
