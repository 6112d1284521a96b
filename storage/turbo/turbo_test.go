package turbo_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/sirupsen/logrus"
	"github.com/sirupsen/logrus/hooks/test"
	"go.uber.org/goleak"

	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/internal/storagetest"
	"github.com/inkd/inkd/storage/turbo"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// fastConfig retries quickly so tests do not wait on backoff.
func fastConfig(f *fakeBundler) turbo.Config {
	return turbo.Config{
		UploadURL:    f.srv.URL,
		GatewayURL:   "https://gateway.test/",
		MaxAttempts:  3,
		MinBackoff:   time.Millisecond,
		MaxBackoff:   2 * time.Millisecond,
		PollInterval: time.Millisecond,
	}
}

func newDriver(tb testing.TB, f *fakeBundler, cfg turbo.Config) *turbo.Driver {
	tb.Helper()
	logger, _ := test.NewNullLogger()
	client := f.srv.Client()
	tb.Cleanup(client.CloseIdleConnections)
	d, err := turbo.New(cfg, client, logrus.NewEntry(logger))
	if err != nil {
		tb.Fatal(err)
	}
	return d
}

// count returns how many logged requests start with prefix.
func count(reqs []string, prefix string) int {
	n := 0
	for _, r := range reqs {
		if strings.HasPrefix(r, prefix) {
			n++
		}
	}
	return n
}

const (
	postTx   = "POST /v1/tx/ethereum"
	create   = "GET /v1/chunks/ethereum/-1/-1"
	postPart = "POST /v1/chunks/ethereum/upload-1/"
	finalize = "POST /v1/chunks/ethereum/upload-1/-1"
	status   = "GET /v1/chunks/ethereum/upload-1/status"
)

type counts struct {
	Tx, Create, Parts, Finalize, Status int
}

func countsOf(reqs []string) counts {
	return counts{
		Tx:       count(reqs, postTx),
		Create:   count(reqs, create),
		Parts:    count(reqs, postPart) - count(reqs, finalize),
		Finalize: count(reqs, finalize),
		Status:   count(reqs, status),
	}
}

func TestPutSingle(t *testing.T) {
	id, item := storagetest.Item(t, []byte("hello arweave"), "text/plain")
	tampered := bytes.Clone(item)
	tampered[len(tampered)-1] ^= 1
	tests := []struct {
		name      string
		tx        []string
		item      []byte
		wantErr   error
		permanent bool
		wantType  any
		notStored bool // the fake answered without storing
		want      counts
	}{
		{name: "200 receipt", want: counts{Tx: 1}},
		{name: "202 already stored", tx: []string{"exists"}, notStored: true, want: counts{Tx: 1}},
		{name: "500 then 200", tx: []string{"500", "500"}, want: counts{Tx: 3}},
		{name: "500 every time", tx: []string{"500", "500", "500"}, wantErr: errors.New("transient"), want: counts{Tx: 3}},
		{name: "402 underfunded", tx: []string{"402"}, wantErr: storage.ErrPermanent, permanent: true, wantType: new(*turbo.UnderfundedError), want: counts{Tx: 1}},
		{name: "400 invalid item", item: tampered, wantErr: storage.ErrPermanent, permanent: true, wantType: new(*turbo.StatusError), want: counts{Tx: 1}},
		{name: "receipt for another item", tx: []string{"otherid"}, wantErr: storage.ErrPermanent, permanent: true, wantType: new(*turbo.ReceiptError), want: counts{Tx: 1}},
		{name: "unreadable receipt then 202", tx: []string{"garbage"}, want: counts{Tx: 2}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeBundler(t)
			f.tx = tc.tx
			d := newDriver(t, f, fastConfig(f))
			body := item
			if tc.item != nil {
				body = tc.item
			}
			err := d.Put(context.Background(), id, bytes.NewReader(body), int64(len(body)))
			if (err != nil) != (tc.wantErr != nil) {
				t.Fatalf("Put = %v, want error %v", err, tc.wantErr)
			}
			if got := errors.Is(err, storage.ErrPermanent); got != tc.permanent {
				t.Errorf("Put = %v: permanent %v, want %v", err, got, tc.permanent)
			}
			if tc.wantType != nil {
				if !errors.As(err, tc.wantType) {
					t.Errorf("Put = %v, want %T", err, tc.wantType)
				}
			}
			if diff := cmp.Diff(tc.want, countsOf(f.requestLog())); diff != "" {
				t.Errorf("requests (-want +got):\n%s", diff)
			}
			if tc.wantErr == nil && !tc.notStored && !f.isStored(id) {
				t.Errorf("bundler did not store the item")
			}
		})
	}
}

// TestPutSingleTimeout lets the first request hang past RequestTimeout; the
// retry must succeed.
func TestPutSingleTimeout(t *testing.T) {
	id, item := storagetest.Item(t, []byte("slow"), "")
	f := newFakeBundler(t)
	f.tx = []string{"hang"}
	cfg := fastConfig(f)
	cfg.RequestTimeout = time.Second
	d := newDriver(t, f, cfg)
	if err := d.Put(context.Background(), id, bytes.NewReader(item), int64(len(item))); err != nil {
		t.Fatalf("Put = %v", err)
	}
	if diff := cmp.Diff(counts{Tx: 2}, countsOf(f.requestLog())); diff != "" {
		t.Errorf("requests (-want +got):\n%s", diff)
	}
}

func TestPutIsIdempotent(t *testing.T) {
	id, item := storagetest.Item(t, []byte("twice"), "")
	f := newFakeBundler(t)
	d := newDriver(t, f, fastConfig(f))
	for range 2 {
		if err := d.Put(context.Background(), id, bytes.NewReader(item), int64(len(item))); err != nil {
			t.Fatalf("Put = %v", err)
		}
	}
	if got, want := d.URL(id), "https://gateway.test/"+id; got != want {
		t.Errorf("URL = %q, want %q", got, want)
	}
}

func TestPutCanceled(t *testing.T) {
	id, item := storagetest.Item(t, []byte("x"), "")
	f := newFakeBundler(t)
	f.tx = []string{"500", "500"}
	cfg := fastConfig(f)
	cfg.MinBackoff, cfg.MaxBackoff = time.Hour, time.Hour
	d := newDriver(t, f, cfg)
	ctx, cancel := context.WithCancel(context.Background())
	f.onServed = cancel
	err := d.Put(ctx, id, bytes.NewReader(item), int64(len(item)))
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Put = %v, want context.Canceled", err)
	}
}

// chunkedItem is larger than the 10 MiB threshold: three 5 MiB chunks, the
// last one short.
func chunkedItem(tb testing.TB) (string, []byte) {
	tb.Helper()
	return storagetest.Item(tb, storagetest.Pattern(11<<20), "application/gzip")
}

func TestPutChunked(t *testing.T) {
	id, item := chunkedItem(t)
	tests := []struct {
		name       string
		finalize   []string
		status     []string
		chunkFails map[int64]int
		wantErr    bool
		permanent  bool
		wantType   any
		want       counts
	}{
		{name: "finalize 200", want: counts{Create: 1, Parts: 3, Finalize: 1}},
		{name: "finalize 202 then status", finalize: []string{"async"}, status: []string{"ASSEMBLING", "VALIDATING", "FINALIZING"},
			want: counts{Create: 1, Parts: 3, Finalize: 1, Status: 4}},
		{name: "chunk 503 once", chunkFails: map[int64]int{5 << 20: 1}, want: counts{Create: 1, Parts: 4, Finalize: 1}},
		{name: "finalize 503 then 200", finalize: []string{"500"}, want: counts{Create: 1, Parts: 3, Finalize: 2}},
		{name: "finalize 402", finalize: []string{"402"}, wantErr: true, permanent: true, wantType: new(*turbo.UnderfundedError),
			want: counts{Create: 1, Parts: 3, Finalize: 1}},
		{name: "status UNDERFUNDED", finalize: []string{"async"}, status: []string{"VALIDATING", "UNDERFUNDED"}, wantErr: true, permanent: true,
			wantType: new(*turbo.UnderfundedError), want: counts{Create: 1, Parts: 3, Finalize: 1, Status: 2}},
		{name: "status INVALID", finalize: []string{"async"}, status: []string{"INVALID"}, wantErr: true, permanent: true,
			wantType: new(*turbo.FinalizeError), want: counts{Create: 1, Parts: 3, Finalize: 1, Status: 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeBundler(t)
			f.finalize, f.status = tc.finalize, tc.status
			for off, n := range tc.chunkFails {
				f.chunkFails[off] = n
			}
			d := newDriver(t, f, fastConfig(f))
			err := d.Put(context.Background(), id, bytes.NewReader(item), int64(len(item)))
			if (err != nil) != tc.wantErr {
				t.Fatalf("Put = %v, want error %v", err, tc.wantErr)
			}
			if got := errors.Is(err, storage.ErrPermanent); got != tc.permanent {
				t.Errorf("Put = %v: permanent %v, want %v", err, got, tc.permanent)
			}
			if tc.wantType != nil && !errors.As(err, tc.wantType) {
				t.Errorf("Put = %v, want %T", err, tc.wantType)
			}
			if diff := cmp.Diff(tc.want, countsOf(f.requestLog())); diff != "" {
				t.Errorf("requests (-want +got):\n%s", diff)
			}
			if !tc.wantErr && !f.isStored(id) {
				t.Errorf("bundler did not store the reassembled item")
			}
		})
	}
}

func TestPutChunkedFinalizeTimeout(t *testing.T) {
	id, item := chunkedItem(t)
	f := newFakeBundler(t)
	f.finalize = []string{"async"}
	f.status = []string{"VALIDATING", "VALIDATING", "VALIDATING", "VALIDATING", "VALIDATING"}
	cfg := fastConfig(f)
	cfg.PollInterval = 10 * time.Millisecond
	cfg.FinalizeTimeout = 25 * time.Millisecond
	d := newDriver(t, f, cfg)
	err := d.Put(context.Background(), id, bytes.NewReader(item), int64(len(item)))
	if err == nil || errors.Is(err, storage.ErrPermanent) {
		t.Fatalf("Put = %v, want a transient error", err)
	}
}

func TestPutRejectsMalformedID(t *testing.T) {
	f := newFakeBundler(t)
	d := newDriver(t, f, fastConfig(f))
	err := d.Put(context.Background(), "../x", bytes.NewReader(nil), 0)
	if !errors.Is(err, storage.ErrPermanent) {
		t.Fatalf("Put = %v, want a permanent error", err)
	}
	if n := len(f.requestLog()); n != 0 {
		t.Errorf("%d requests sent for a malformed id", n)
	}
}

func TestConfigCheck(t *testing.T) {
	if err := (turbo.Config{}).Check(); err != nil {
		t.Errorf("zero Config: %v", err)
	}
	bad := map[string]turbo.Config{
		"upload URL":    {UploadURL: "upload.ardrive.io"},
		"gateway URL":   {GatewayURL: "ftp://arweave.net"},
		"small chunk":   {ChunkSize: 1 << 20},
		"huge chunk":    {ChunkSize: 501 << 20},
		"negative":      {RequestTimeout: -1},
		"attempts":      {MaxAttempts: -1},
		"backoff order": {MinBackoff: time.Minute, MaxBackoff: time.Second},
		"threshold":     {ChunkedThreshold: -1},
	}
	for name, cfg := range bad {
		if err := cfg.Check(); err == nil {
			t.Errorf("%s: Check passed", name)
		}
	}
}
