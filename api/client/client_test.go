package client

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"
)

// A 429 is retried after the server's Retry-After, not returned; a server
// that never answers ends in a *NetworkError after MaxAttempts tries.
func TestRetriesHonourRetryAfter(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if calls.Add(1) == 1 {
			w.Header().Set("Retry-After", "1")
			w.WriteHeader(http.StatusTooManyRequests)
			_, _ = w.Write([]byte(`{"error":"rate_limited","message":"too many requests"}`))
			return
		}
		_, _ = w.Write([]byte(`{"ok":true,"network":"base"}`))
	}))
	defer srv.Close()
	var waits []time.Duration
	c, err := New(Config{BaseURL: srv.URL, Backoff: time.Millisecond, OnRetry: func(_ int, d time.Duration, _ error) { waits = append(waits, d) }})
	if err != nil {
		t.Fatal(err)
	}
	st, err := c.Status(context.Background())
	if err != nil || !st.OK {
		t.Fatalf("Status = %+v, %v", st, err)
	}
	if calls.Load() != 2 || len(waits) != 1 || waits[0] != time.Second {
		t.Errorf("%d calls, waits %v; want 2 calls and one wait of Retry-After 1 s", calls.Load(), waits)
	}

	srv.Close()
	c, _ = New(Config{BaseURL: srv.URL, Backoff: time.Millisecond, MaxAttempts: 3})
	_, err = c.Status(context.Background())
	var ne *NetworkError
	if !errors.As(err, &ne) {
		t.Errorf("closed server: %v, want a *NetworkError", err)
	}
}

// A refusal is returned at once with its code.
func TestRefusalIsNotRetried(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"project_not_found","message":"no project with id 9"}`))
	}))
	defer srv.Close()
	c, _ := New(Config{BaseURL: srv.URL, Backoff: time.Millisecond})
	_, err := c.Project(context.Background(), "9")
	var ae *APIError
	if !errors.As(err, &ae) || ae.Code != "project_not_found" || ae.Status != 404 || calls.Load() != 1 {
		t.Errorf("err %v after %d calls, want project_not_found after 1", err, calls.Load())
	}
}

func TestUSDCAmounts(t *testing.T) {
	for in, want := range map[string]string{"1": "1.00", "0.1": "0.10", "0.123456": "0.123456", "12": "12.00"} {
		v, err := ParseUSDC(in)
		if err != nil || FormatUSDC(v) != want {
			t.Errorf("%s → %v %v, want %s", in, v, err, want)
		}
	}
	if _, err := ParseUSDC("0.0000001"); err == nil {
		t.Error("7 decimals accepted")
	}
}

// An upload reports its progress up to the file's size and decodes the
// API's answer.
func TestUploadProgress(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, _, err := r.FormFile("file")
		if err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		n, _ := io.Copy(io.Discard, f)
		fmt.Fprintf(w, `{"storageHash":"ar://x","url":"u","bytes":%d,"contentType":"application/octet-stream"}`, n)
	}))
	defer srv.Close()
	path := filepath.Join(t.TempDir(), "big.bin")
	if err := os.WriteFile(path, make([]byte, 300<<10), 0o644); err != nil {
		t.Fatal(err)
	}
	var last int64
	var calls int
	c, _ := New(Config{BaseURL: srv.URL, OnUpload: func(_ string, sent, total int64) { last, calls = sent, calls+1 }})
	up, err := c.Upload(context.Background(), path, "")
	if err != nil || up.Bytes != 300<<10 {
		t.Fatalf("Upload = %+v, %v", up, err)
	}
	if last != 300<<10 || calls < 5 {
		t.Errorf("progress ended at %d after %d reports, want %d in at least 5", last, calls, 300<<10)
	}
}

// MaxFee caps one write, and a multi-push at MaxFee per version.
func TestFeeCapPerVersionOfAMultiPush(t *testing.T) {
	c, err := New(Config{BaseURL: "http://inkd.test", MaxFee: big.NewInt(100_000)})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, path, body string
		want             int64
	}{
		{"one push", "/v1/projects/7/versions", `{"storageHash":"ar://x","versionTag":"v1"}`, 100_000},
		{"a batch of three", "/v1/projects/7/versions/batch", `{"versions":[{},{},{}]}`, 300_000},
		{"a batch of one", "/v1/projects/7/versions/batch", `{"versions":[{}]}`, 100_000},
		{"an unreadable batch", "/v1/projects/7/versions/batch", `{"versions":7}`, 100_000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := c.feeCap(tc.path, []byte(tc.body)); got.Int64() != tc.want {
				t.Fatalf("feeCap = %s, want %d", got, tc.want)
			}
		})
	}
}
