package api

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/storage/stage"
)

// recordedMetrics keeps what the API reported to its upload and unpaid
// write metrics.
type recordedMetrics struct {
	mu       sync.Mutex
	uploads  []string // outcome/bytes
	tooSlow  bool     // an upload reported no time taken
	refused  map[string]int
	stored   []int64
	quotas   [2]int64
	unpaidNo int
}

func (r *recordedMetrics) Upload(outcome string, bytes int64, took time.Duration) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.uploads = append(r.uploads, outcome+"/"+strconv.FormatInt(bytes, 10))
	if took <= 0 {
		r.tooSlow = true
	}
}

func (r *recordedMetrics) UploadRefused(quota string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.refused[quota]++
}

func (r *recordedMetrics) UploadStored(bytes int64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.stored = append(r.stored, bytes)
}

func (r *recordedMetrics) UploadQuotas(perClientHour, perDay int64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.quotas = [2]int64{perClientHour, perDay}
}

func (r *recordedMetrics) UnpaidWriteRefused() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.unpaidNo++
}

// Uploads report their outcome and size, and each quota its refusals:
// the client's hour, the day and a full staging area. Before, none of it
// was counted, so an operator could not see a flood being refused. The
// bytes the operator pays to store are counted apart: content already
// stored, uploaded again, is answered 200 and costs nothing. The
// configured quotas are reported once, for the alert on the day's spend.
func TestUploadMetrics(t *testing.T) {
	rdb := redis.NewClient(&redis.Options{Addr: miniredis.RunT(t).Addr()})
	t.Cleanup(func() { rdb.Close() })
	inner, err := stage.NewRedis(rdb, stage.RedisConfig{})
	if err != nil {
		t.Fatal(err)
	}
	budget, err := stage.NewBudget(inner, rdb, stage.BudgetConfig{MaxBytes: 3400}, nil)
	if err != nil {
		t.Fatal(err)
	}
	rec := &recordedMetrics{refused: map[string]int{}}
	deps := Deps{Redis: rdb, UploadMetrics: rec, RateLimitNow: func() time.Time { return time.Unix(1_800_000_000, 0) }}
	cfg := Config{UploadLimit: 2000, UploadBytesPerClientHour: 2000, UploadBytesPerDay: 3500, TrustedProxies: []string{"0.0.0.0"}}
	s, _ := uploadServerWith(t, cfg, rdb, budget, deps)

	for _, tc := range []struct {
		ip, name string
		n, want  int
	}{
		{"203.0.113.1", "a", 1200, 200},
		{"203.0.113.1", "b", 1200, 429}, // the client's hour
		{"203.0.113.2", "c", 1500, 200},
		{"203.0.113.4", "a", 1200, 200}, // a's content again: answered from its result, no quota, not stored
		{"203.0.113.3", "d", 900, 429},  // the day: 2700 + 900 > 3500
		{"203.0.113.3", "e", 400, 503},  // staging: the items of a and c with their headers + e > 3400 (the fake worker leaves items staged)
	} {
		if resp, body := uploadFrom(t, s, tc.ip, tc.name, tc.n); resp.StatusCode != tc.want {
			t.Fatalf("upload %s: %d %v, want %d", tc.name, resp.StatusCode, body, tc.want)
		}
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if diff := cmp.Diff([]string{"200/1200", "rate_limited/1200", "200/1500", "200/1200", "rate_limited/900", "service_unavailable/400"}, rec.uploads); diff != "" {
		t.Errorf("uploads (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(map[string]int{QuotaClientHour: 1, QuotaDay: 1, QuotaStagingFull: 1}, rec.refused); diff != "" {
		t.Errorf("refusals (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int64{1200, 1500}, rec.stored); diff != "" {
		t.Errorf("stored bytes (-want +got):\n%s", diff)
	}
	if rec.quotas != [2]int64{2000, 3500} {
		t.Errorf("quotas reported %v, want [2000 3500]", rec.quotas)
	}
	if rec.tooSlow {
		t.Error("an upload reported no duration")
	}
}

// Requests refused by the unpaid write limit are counted; those it lets
// through are not.
func TestUnpaidWriteRefusalsCounted(t *testing.T) {
	rdb := redis.NewClient(&redis.Options{Addr: miniredis.RunT(t).Addr()})
	t.Cleanup(func() { rdb.Close() })
	rec := &recordedMetrics{refused: map[string]int{}}
	s := newTestServer(t, Config{UnpaidWritesPerMinute: 2}, Deps{Redis: rdb, UnpaidMetrics: rec,
		RateLimitNow: func() time.Time { return time.Unix(1_800_000_000, 0) }})
	var codes []int
	for range 4 {
		req := httptest.NewRequest(http.MethodPost, "/v1/projects", strings.NewReader(`{"name":"free-ride"}`))
		req.Header.Set("Content-Type", "application/json")
		resp, _ := do(t, s, req)
		codes = append(codes, resp.StatusCode)
	}
	// No write parts: the requests let through answer 503.
	if diff := cmp.Diff([]int{503, 503, 429, 429}, codes); diff != "" {
		t.Fatalf("answers (-want +got):\n%s", diff)
	}
	if rec.unpaidNo != 2 {
		t.Errorf("unpaid refusals counted %d, want 2", rec.unpaidNo)
	}
}
