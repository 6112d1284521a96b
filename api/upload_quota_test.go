package api

import (
	"bufio"
	"bytes"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/storage/stage"
)

// uploadFrom posts a file of n bytes (content seeded by name) as client ip.
func uploadFrom(t *testing.T, s *Server, ip, name string, n int) (*http.Response, map[string]any) {
	t.Helper()
	content := bytes.Repeat([]byte(name), n/len(name)+1)[:n]
	body, ct := multipartBody(t, formPart{name: "file", fileName: name + ".bin", content: content})
	req := httptest.NewRequest(http.MethodPost, "/v1/upload", bytes.NewReader(body))
	req.Header.Set("Content-Type", ct)
	req.Header.Set("X-Forwarded-For", ip)
	return do(t, s, req)
}

// TestUploadQuotas: uploads were free and unlimited, so anyone could spend
// the operator's storage account (review: 8 anonymous 10 MiB uploads). The
// bytes uploaded are counted in Redis, across replicas, per client address
// per hour and for everyone per day; past either quota an upload is
// answered 429 rate_limited with Retry-After until the window ends. Content
// already stored costs nothing again.
func TestUploadQuotas(t *testing.T) {
	rdb := testutil.RedisClient(t)
	stager, err := stage.NewRedis(rdb, stage.RedisConfig{})
	if err != nil {
		t.Fatal(err)
	}
	// 1_800_000_000 is the first second of an hour, 8 hours into a UTC day.
	deps := Deps{Redis: rdb, RateLimitNow: func() time.Time { return time.Unix(1_800_000_000, 0) }}
	cfg := Config{UploadLimit: 2000, UploadBytesPerClientHour: 3000, UploadBytesPerDay: 4000, TrustedProxies: []string{"0.0.0.0"}}
	a, _ := uploadServerWith(t, cfg, rdb, stager, deps)
	b, _ := uploadServerWith(t, cfg, rdb, stager, deps)

	for i, s := range []*Server{a, b} {
		if resp, body := uploadFrom(t, s, "203.0.113.1", fmt.Sprint("one-", i), 1200); resp.StatusCode != 200 {
			t.Fatalf("upload %d of client 1: %d %v", i, resp.StatusCode, body)
		}
	}
	// The same content again is answered from its stored result, free.
	if resp, body := uploadFrom(t, a, "203.0.113.1", "one-0", 1200); resp.StatusCode != 200 {
		t.Fatalf("client 1 uploading stored content again: %d %v", resp.StatusCode, body)
	}
	resp, body := uploadFrom(t, b, "203.0.113.1", "one-2", 1200)
	if resp.StatusCode != 429 || body["error"] != "rate_limited" || resp.Header.Get("Retry-After") != "3600" {
		t.Fatalf("client 1 past its hourly quota: %d %v Retry-After %q, want 429 rate_limited, 3600", resp.StatusCode, body, resp.Header.Get("Retry-After"))
	}

	if resp, body := uploadFrom(t, a, "203.0.113.2", "two-0", 1200); resp.StatusCode != 200 {
		t.Fatalf("client 2: %d %v", resp.StatusCode, body)
	}
	resp, body = uploadFrom(t, b, "203.0.113.3", "three-0", 1200) // 3600 today + 1200
	if resp.StatusCode != 429 || body["error"] != "rate_limited" || resp.Header.Get("Retry-After") != "57600" {
		t.Fatalf("client 3 past the daily budget: %d %v Retry-After %q, want 429 rate_limited, 57600 (to midnight UTC)", resp.StatusCode, body, resp.Header.Get("Retry-After"))
	}
	if resp, body := uploadFrom(t, b, "203.0.113.3", "three-1", 150); resp.StatusCode != 200 {
		t.Fatalf("a small upload within the daily budget: %d %v", resp.StatusCode, body)
	}
}

// TestUploadRefusedWhenStagingIsFull: staged items wait in Redis (or a
// shared directory) for a worker; past the staging budget a new upload is
// answered 503 service_unavailable with Retry-After, and nothing more is
// staged.
func TestUploadRefusedWhenStagingIsFull(t *testing.T) {
	rdb := testutil.RedisClient(t)
	inner, err := stage.NewRedis(rdb, stage.RedisConfig{})
	if err != nil {
		t.Fatal(err)
	}
	budget, err := stage.NewBudget(inner, rdb, stage.BudgetConfig{MaxBytes: 2000}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := uploadServerWith(t, Config{UploadLimit: 2000, UploadBytesPerClientHour: 3000, UploadBytesPerDay: -1}, rdb, budget, Deps{Redis: rdb})
	first, stored := uploadFrom(t, s, "", "first", 1200)
	if first.StatusCode != 200 {
		t.Fatalf("first upload: %d %v", first.StatusCode, stored)
	}
	resp, body := uploadFrom(t, s, "", "second", 1200) // the fake worker leaves items staged
	if resp.StatusCode != 503 || body["error"] != "service_unavailable" || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("upload past the staging budget: %d %v Retry-After %q, want 503 service_unavailable with Retry-After", resp.StatusCode, body, resp.Header.Get("Retry-After"))
	}
	if n, err := budget.StagedBytes(t.Context()); err != nil || n > 2000 {
		t.Fatalf("staged %d bytes (%v), budget 2000", n, err)
	}
	// The refused upload cost no quota: once a worker has stored the
	// first item, the client's 1800 bytes left take another 1200.
	if err := budget.Delete(t.Context(), strings.TrimPrefix(stored["storageHash"].(string), "ar://")); err != nil {
		t.Fatal(err)
	}
	if resp, body := uploadFrom(t, s, "", "third", 1200); resp.StatusCode != 200 {
		t.Fatalf("upload after the staging area emptied: %d %v", resp.StatusCode, body)
	}
}

// TestUploadQuotaRefusesBeforeTheBody: a client whose quota cannot hold
// the smallest file its Content-Length allows is answered 429 at once,
// without the server waiting for the rest of the body.
func TestUploadQuotaRefusesBeforeTheBody(t *testing.T) {
	rdb := testutil.RedisClient(t)
	stager, err := stage.NewRedis(rdb, stage.RedisConfig{})
	if err != nil {
		t.Fatal(err)
	}
	s, _ := uploadServerWith(t, Config{UploadLimit: 2000, UploadBytesPerClientHour: 3000, UploadBytesPerDay: -1}, rdb, stager, Deps{Redis: rdb})
	addr := serveOn(t, s)
	body, ct := multipartBody(t, formPart{name: "file", fileName: "first.bin", content: bytes.Repeat([]byte("f"), 2000)})
	first, err := http.Post("http://"+addr+"/v1/upload", ct, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	first.Body.Close()
	if first.StatusCode != 200 {
		t.Fatalf("first upload: %d", first.StatusCode)
	}
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	// The headers and the first 8 KiB of the body (fasthttp reads that
	// much before the handler runs); the rest never comes.
	fmt.Fprintf(conn, "POST /v1/upload HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: %d\r\n\r\n", maxFormOverhead+1500)
	if _, err := conn.Write(bytes.Repeat([]byte("x"), 8<<10)); err != nil {
		t.Fatal(err)
	}
	_ = conn.SetReadDeadline(time.Now().Add(20 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("no answer before the body: %v", err)
	}
	resp.Body.Close()
	if resp.StatusCode != 429 || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("answer = %d, want 429 with Retry-After", resp.StatusCode)
	}
}
