package metrics_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"math/big"
	"net/http/httptest"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/hibiken/asynq"
	goredis "github.com/redis/go-redis/v9"
	"go.uber.org/goleak"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/cmd/inkd/metrics"
	"github.com/inkd/inkd/internal/ready"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker"
	"github.com/inkd/inkd/worker/batcher"
	"github.com/inkd/inkd/worker/claims"
)

// exercise sends requests through the real API (its error handler and
// routes) with the middleware installed, and records one of each
// transaction manager event.
func exercise(t *testing.T, m *metrics.Metrics, rc *ready.Checker) {
	t.Helper()
	srv, err := api.New(api.Config{}, api.Deps{
		Log:          testutil.Logger(t),
		HTTPMetrics:  m.HTTPMiddleware(),
		WriteMetrics: m.PaidWrites(),
		Ready:        rc,
	})
	if err != nil {
		t.Fatal(err)
	}
	send := func(method, path, body string, want int) []byte {
		t.Helper()
		req := httptest.NewRequest(method, path, strings.NewReader(body))
		if body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		resp, err := srv.App().Test(req, -1)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != want {
			t.Fatalf("%s %s: %d %s, want %d", method, path, resp.StatusCode, b, want)
		}
		return b
	}
	for range 3 {
		send("GET", "/v1/health", "", 200)
	}
	send("GET", "/no/such/path", "", 404)
	send("GET", "/another/unknown", "", 404)
	// No write parts: the paid write route answers 503.
	send("POST", "/v1/projects", `{"name":"x"}`, 503)
	b := send("GET", "/v1/ready", "", 503)
	var e wire.ErrorBody
	if err := json.Unmarshal(b, &e); err != nil || e.Error != wire.CodeNotReady || !strings.Contains(e.Message, "chain: the chain does not answer") {
		t.Fatalf("GET /v1/ready body %s, want the error body naming the chain check", b)
	}

	tx := m.TxMgr()
	signer := common.HexToAddress("0x00000000000000000000000000000000000000a1")
	tx.TxAssigned(signer)
	tx.TxAssigned(signer)
	tx.TxBroadcast("accepted")
	tx.TxBumped()
	tx.TxFinal(3*time.Second, 2)
	tx.TxFailed()
	tx.TxRejected()
	tx.TxReorged()
	tx.RPCError("eth_sendRawTransaction", txmgr.RPCClassNode)
	tx.InFlight(signer, 4)
	tx.GapFilled(signer)
	tx.NonceFloorRaised(signer)
	tx.NonceFloorRaised(signer)
	tx.NonceLag(signer, 5)
	tx.TxRebroadcast(signer)
	tx.MonitorError(signer)
	tx.MonitorError(signer)
	tx.RPCError("eth_blockNumber", txmgr.RPCClassTimeout)
	tx.GasSpent(signer, 21_000, big.NewInt(21_000_000_000_000))
	tx.GasSpent(signer, 300_000, big.NewInt(300_000_000_000_000))

	bm := m.Batches()
	bm.BatchStored(3)
	bm.ItemOutcome(batcher.ItemLanded)
	bm.ItemOutcome(batcher.ItemLanded)
	bm.ItemOutcome(batcher.ItemFailed)

	um := m.Uploads()
	um.Upload("200", 1200, 2*time.Second)
	um.Upload("200", 800, time.Second)
	um.Upload("rate_limited", 0, time.Millisecond)
	um.UploadRefused(api.QuotaClientHour)
	um.UploadRefused(api.QuotaStagingFull)
	um.UploadStored(1200)
	um.UploadStored(800)
	um.UploadQuotas(500<<20, 20<<30)
	m.UnpaidWrites().UnpaidWriteRefused()
	m.PaidWrites().ClientRefused()

	fm := m.Fees()
	fm.PaidWriteLanded(worker.FeeKindCreate, big.NewInt(120_000))
	fm.PaidWriteLanded(worker.FeeKindCreate, big.NewInt(130_000))
	fm.PaidWriteLanded(worker.FeeKindMultiPush, big.NewInt(2_500_000))
	fm.RefundUnpaid()
	fm.WriteCorrected(worker.CorrectedMoved)

	cm := m.Claims()
	cm.Scanned(2)
	cm.Scanned(1)
	cm.ClaimSent(claims.ClaimLanded, 3, big.NewInt(450_000))
	cm.ClaimSent(claims.ClaimLanded, 1, big.NewInt(50_000))
	cm.ClaimSent(claims.ClaimError, 0, nil)
}

func failingChain() *ready.Checker {
	return ready.New(ready.Config{}, []ready.Check{
		{Name: "redis", Run: func(context.Context) error { return nil }},
		{Name: "chain", Run: func(context.Context) error { return errors.New("the chain does not answer") }},
	})
}

// Requests through the API and transaction events show in a scrape of the
// operations server, parsed by Prometheus's text parser, with the values
// the test caused; /healthz and /readyz answer; the server stops cleanly.
func TestScrapeShowsWhatHappened(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent(), goleak.IgnoreAnyFunction("github.com/valyala/fasthttp.updateServerDate.func1"))
	m := metrics.New()
	rc := failingChain()
	exercise(t, m, rc)
	ops, err := metrics.Listen("127.0.0.1:0", m, rc, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := ops.Shutdown(context.Background()); err != nil {
			t.Error(err)
		}
	}()
	base := "http://" + ops.Addr()
	got := testutil.Scrape(t, base+"/metrics")

	signer := "0x00000000000000000000000000000000000000A1"
	tests := []struct {
		name   string
		labels map[string]string
		want   float64
	}{
		{"inkd_http_requests_total", map[string]string{"method": "GET", "route": "/v1/health", "status": "200"}, 3},
		{"inkd_http_requests_total", map[string]string{"method": "GET", "route": "unmatched", "status": "404"}, 2},
		{"inkd_http_requests_total", map[string]string{"method": "POST", "route": "/v1/projects", "status": "503"}, 1},
		{"inkd_http_requests_total", map[string]string{"method": "GET", "route": "/v1/ready", "status": "503"}, 1},
		{"inkd_http_request_duration_seconds", map[string]string{"method": "GET", "route": "/v1/health"}, 3},
		{"inkd_http_requests_in_flight", nil, 0},
		{"inkd_api_paid_writes_total", map[string]string{"route": "/v1/projects", "outcome": "service_unavailable"}, 1},
		{"inkd_txmgr_assigned_total", map[string]string{"signer": signer}, 2},
		{"inkd_txmgr_broadcasts_total", map[string]string{"result": "accepted"}, 1},
		{"inkd_txmgr_bumps_total", nil, 1},
		{"inkd_txmgr_confirmation_seconds", nil, 1},
		{"inkd_txmgr_attempts", nil, 1},
		{"inkd_txmgr_failed_total", nil, 1},
		{"inkd_txmgr_rejected_total", nil, 1},
		{"inkd_txmgr_reorged_total", nil, 1},
		{"inkd_txmgr_rpc_errors_total", map[string]string{"method": "eth_sendRawTransaction", "class": "node_error"}, 1},
		{"inkd_txmgr_in_flight", map[string]string{"signer": signer}, 4},
		{"inkd_txmgr_gaps_filled_total", map[string]string{"signer": signer}, 1},
		{"inkd_txmgr_nonce_floor_raised_total", map[string]string{"signer": signer}, 2},
		{"inkd_txmgr_gas_used_total", map[string]string{"signer": signer}, 321_000},
		{"inkd_txmgr_nonce_lag", map[string]string{"signer": signer}, 5},
		{"inkd_txmgr_rebroadcasts_total", map[string]string{"signer": signer}, 1},
		{"inkd_txmgr_monitor_errors_total", map[string]string{"signer": signer}, 2},
		{"inkd_txmgr_rpc_errors_total", map[string]string{"method": "eth_blockNumber", "class": "timeout"}, 1},
		{"inkd_worker_batch_items", nil, 1},
		{"inkd_worker_batch_item_outcomes_total", map[string]string{"outcome": "landed"}, 2},
		{"inkd_worker_batch_item_outcomes_total", map[string]string{"outcome": "failed"}, 1},
		{"inkd_api_upload_duration_seconds", map[string]string{"outcome": "200"}, 2},
		{"inkd_api_upload_bytes_total", map[string]string{"outcome": "200"}, 2000},
		{"inkd_api_upload_bytes_total", map[string]string{"outcome": "rate_limited"}, 0},
		{"inkd_api_upload_refusals_total", map[string]string{"quota": "client_hour"}, 1},
		{"inkd_api_upload_refusals_total", map[string]string{"quota": "staging_full"}, 1},
		{"inkd_api_unpaid_write_refusals_total", nil, 1},
		{"inkd_api_upload_stored_bytes_total", nil, 2000},
		{"inkd_api_upload_quota_bytes", map[string]string{"quota": "day"}, 20 << 30},
		{"inkd_api_upload_quota_bytes", map[string]string{"quota": "client_hour"}, 500 << 20},
		{"inkd_api_paid_write_client_refusals_total", nil, 1},
		{"inkd_worker_paid_writes_landed_total", map[string]string{"kind": "create"}, 2},
		{"inkd_worker_paid_writes_landed_total", map[string]string{"kind": "batch_push"}, 1},
		{"inkd_worker_fees_usdc_base_units_total", map[string]string{"kind": "create"}, 250_000},
		{"inkd_worker_fees_usdc_base_units_total", map[string]string{"kind": "batch_push"}, 2_500_000},
		{"inkd_worker_refunds_unpaid_total", nil, 1},
		{"inkd_worker_claim_scans_total", nil, 2},
		{"inkd_worker_claim_skipped_channels", nil, 1},
		{"inkd_worker_claim_skips_total", nil, 3},
		{"inkd_worker_claims_total", map[string]string{"outcome": "landed"}, 2},
		{"inkd_worker_claims_total", map[string]string{"outcome": "error"}, 1},
		{"inkd_worker_claimed_channels_total", nil, 4},
		{"inkd_worker_claimed_usdc_total", nil, 500_000},
	}
	for _, tc := range tests {
		v, ok := got.Value(tc.name, tc.labels)
		if !ok || v != tc.want {
			t.Errorf("%s%v = %v (present %v), want %v", tc.name, tc.labels, v, ok, tc.want)
		}
	}
	// Paths nobody routes never become label values.
	for _, s := range got["inkd_http_requests_total"].GetMetric() {
		for _, l := range s.GetLabel() {
			if strings.Contains(l.GetValue(), "no/such") || strings.Contains(l.GetValue(), "unknown") {
				t.Errorf("raw path in a label: %v", s)
			}
		}
	}
	if sum := got["inkd_txmgr_confirmation_seconds"].GetMetric()[0].GetHistogram().GetSampleSum(); sum != 3 {
		t.Errorf("confirmation seconds sum %v, want 3", sum)
	}
	if v, _ := got.Value("inkd_txmgr_fees_eth_total", map[string]string{"signer": signer}); v < 0.000320999 || v > 0.000321001 {
		t.Errorf("fees in ETH %v, want 0.000321", v)
	}
	if _, ok := got["go_goroutines"]; !ok {
		t.Error("the Go runtime collector is missing")
	}

	status, body := testutil.HTTPGet(t, base+"/healthz")
	if status != 200 || strings.TrimSpace(string(body)) != "ok" {
		t.Errorf("/healthz: %d %q", status, body)
	}
	status, body = testutil.HTTPGet(t, base+"/readyz")
	var rep ready.Report
	if err := json.Unmarshal(body, &rep); err != nil || status != 503 || rep.Ready ||
		rep.Checks["chain"] != "the chain does not answer" || rep.Checks["redis"] != ready.OK {
		t.Errorf("/readyz: %d %s", status, body)
	}
}

// The operators' manual (docs/operating.md, "Metrics and readiness") names
// every inkd_ metric the process exports.
func TestDocsListEveryMetric(t *testing.T) {
	manual, err := os.ReadFile("../../../docs/operating.md")
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, n := range regexp.MustCompile("`(inkd_[a-z_]+)`").FindAllStringSubmatch(string(manual), -1) {
		listed[n[1]] = true
	}
	var missing []string
	for name := range exported(t) {
		if !listed[name] {
			missing = append(missing, name)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Fatalf("docs/operating.md does not list %v", missing)
	}
}

// A nil *Metrics (metrics off) hands out parts that record nothing, and
// an empty address leaves the server off.
func TestNilMetricsAndNoAddress(t *testing.T) {
	var m *metrics.Metrics
	if m.HTTPMiddleware() != nil || m.PaidWrites() != nil || m.Uploads() != nil || m.UnpaidWrites() != nil || m.Fees() != nil || m.Claims() != nil {
		t.Fatal("a nil Metrics handed out a recorder")
	}
	m.TxMgr().TxBumped()
	srv, err := metrics.Listen("", metrics.New(), nil, testutil.Logger(t))
	if err != nil || srv != nil || srv.Addr() != "" || srv.Shutdown(context.Background()) != nil {
		t.Fatalf("Listen(\"\") = %v, %v; want off", srv, err)
	}
}

// The queue metrics read asynq's queues at each scrape; with Redis gone a
// scrape still answers, with inkd_queue_up 0.
func TestQueueMetrics(t *testing.T) {
	m := metrics.New()
	rdb := watchQueue(t, m, 2)
	m.WatchQueues(asynq.NewInspectorFromRedisClient(rdb)) // a second call is ignored
	srv := httptest.NewServer(m.Handler())
	defer srv.Close()
	got := testutil.Scrape(t, srv.URL)
	for _, tc := range []struct {
		name   string
		labels map[string]string
		want   float64
	}{
		{"inkd_queue_up", nil, 1},
		{"inkd_queue_tasks", map[string]string{"queue": "writes", "state": "pending"}, 2},
		{"inkd_queue_tasks", map[string]string{"queue": "writes", "state": "active"}, 0},
		{"inkd_queue_paused", map[string]string{"queue": "writes"}, 0},
		{"inkd_queue_processed_total", map[string]string{"queue": "writes"}, 0},
		{"inkd_queue_failed_total", map[string]string{"queue": "writes"}, 0},
	} {
		if v, ok := got.Value(tc.name, tc.labels); !ok || v != tc.want {
			t.Errorf("%s%v = %v (present %v), want %v", tc.name, tc.labels, v, ok, tc.want)
		}
	}
	if v, ok := got.Value("inkd_queue_latency_seconds", map[string]string{"queue": "writes"}); !ok || v < 0 || v > 600 {
		t.Errorf("inkd_queue_latency_seconds = %v (present %v)", v, ok)
	}
	_ = rdb.Close()
	got = testutil.Scrape(t, srv.URL)
	if v, ok := got.Value("inkd_queue_up", nil); !ok || v != 0 {
		t.Errorf("inkd_queue_up with Redis closed = %v (present %v), want 0", v, ok)
	}
}

// watchQueue puts n tasks in the queue "writes" of a fresh redis-server and
// has m watch its queues.
func watchQueue(t *testing.T, m *metrics.Metrics, n int) *goredis.Client {
	t.Helper()
	rdb := testutil.RedisClient(t)
	client := asynq.NewClientFromRedisClient(rdb)
	for i := range n {
		if _, err := client.Enqueue(asynq.NewTask("test:task", []byte{byte(i)}), asynq.Queue("writes")); err != nil {
			t.Fatal(err)
		}
	}
	m.WatchQueues(asynq.NewInspectorFromRedisClient(rdb))
	return rdb
}

// The indexer's lag is read at each scrape; the series is absent while it
// cannot be read.
func TestIndexerLag(t *testing.T) {
	var lag uint64 = 7
	var err error
	m := metrics.New()
	m.WatchIndexer(func(context.Context) (uint64, bool, error) { return lag, err == nil, err })
	srv := httptest.NewServer(m.Handler())
	defer srv.Close()
	if v, ok := testutil.Scrape(t, srv.URL).Value("inkd_indexer_lag_blocks", nil); !ok || v != 7 {
		t.Fatalf("inkd_indexer_lag_blocks = %v (present %v), want 7", v, ok)
	}
	err = errors.New("the chain does not answer")
	if v, ok := testutil.Scrape(t, srv.URL).Value("inkd_indexer_lag_blocks", nil); ok {
		t.Fatalf("inkd_indexer_lag_blocks = %v while it cannot be read, want absent", v)
	}
}

// The settlers' balances are read at each scrape, in ETH, one series per
// configured signer.
func TestSignerBalances(t *testing.T) {
	rich := common.HexToAddress("0x00000000000000000000000000000000000000b1")
	empty := common.HexToAddress("0x00000000000000000000000000000000000000b2")
	m := metrics.New()
	sim := testutil.SimChain(t, testutil.Sim{Funded: []common.Address{rich}, Balance: big.NewInt(2_500_000_000_000_000_000)})
	m.WatchBalances(sim.Client(), []common.Address{rich, empty})
	srv := httptest.NewServer(m.Handler())
	defer srv.Close()
	got := testutil.Scrape(t, srv.URL)
	for addr, want := range map[common.Address]float64{rich: 2.5, empty: 0} {
		if v, ok := got.Value("inkd_signer_balance_eth", map[string]string{"signer": addr.Hex()}); !ok || v != want {
			t.Errorf("balance of %s = %v (present %v), want %v", addr.Hex(), v, ok, want)
		}
	}
}
