package api

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/storage/ans104"
	"github.com/inkd/inkd/storage/local"
)

// storeItem signs data as a data item, stores it in a new local driver and
// returns the driver and the item's id.
func storeItem(tb testing.TB, data []byte, contentType string) (*local.Driver, string) {
	tb.Helper()
	d, err := local.New(local.Config{Dir: tb.TempDir(), BaseURL: "http://api.example/ar"}, testutil.Logger(tb))
	if err != nil {
		tb.Fatal(err)
	}
	key, _ := crypto.GenerateKey()
	signer, _ := ans104.NewEthereumSigner(key)
	hdr, err := ans104.Sign(context.Background(), signer, ans104.Options{Tags: []ans104.Tag{{Name: "Content-Type", Value: contentType}}}, bytes.NewReader(data), int64(len(data)))
	if err != nil {
		tb.Fatal(err)
	}
	var item bytes.Buffer
	if _, err := ans104.WriteItem(&item, hdr, bytes.NewReader(data), int64(len(data))); err != nil {
		tb.Fatal(err)
	}
	if err := d.Put(context.Background(), hdr.ID(), bytes.NewReader(item.Bytes()), int64(item.Len())); err != nil {
		tb.Fatal(err)
	}
	return d, hdr.ID()
}

func TestGatewayRangesAndHeaders(t *testing.T) {
	data := []byte("0123456789")
	d, id := storeItem(t, data, "text/plain")
	s := newTestServer(t, Config{ServeGateway: true}, Deps{Uploads: UploadDeps{Gateway: d}})
	tests := []struct {
		name, method, rng, inm string
		status                 int
		body, length, crange   string
	}{
		{name: "get", method: "GET", status: 200, body: "0123456789", length: "10"},
		{name: "head", method: "HEAD", status: 200, body: "", length: "10"},
		{name: "range", method: "GET", rng: "bytes=2-4", status: 206, body: "234", length: "3", crange: "bytes 2-4/10"},
		{name: "open range", method: "GET", rng: "bytes=7-", status: 206, body: "789", length: "3", crange: "bytes 7-9/10"},
		{name: "suffix", method: "GET", rng: "bytes=-2", status: 206, body: "89", length: "2", crange: "bytes 8-9/10"},
		{name: "head range", method: "HEAD", rng: "bytes=0-0", status: 206, body: "", length: "1", crange: "bytes 0-0/10"},
		{name: "range past the end is ignored", method: "GET", rng: "bytes=20-", status: 200, body: "0123456789", length: "10"},
		{name: "several ranges are ignored", method: "GET", rng: "bytes=0-1,3-4", status: 200, body: "0123456789", length: "10"},
		{name: "not modified", method: "GET", inm: `"` + id + `"`, status: 304},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req := httptest.NewRequest(tc.method, "/ar/"+id, nil)
			if tc.rng != "" {
				req.Header.Set("Range", tc.rng)
			}
			if tc.inm != "" {
				req.Header.Set("If-None-Match", tc.inm)
			}
			resp, err := s.App().Test(req, -1)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != tc.status || string(body) != tc.body {
				t.Fatalf("= %d %q, want %d %q", resp.StatusCode, body, tc.status, tc.body)
			}
			if tc.status == 304 {
				return
			}
			h := resp.Header
			if h.Get("Content-Length") != tc.length || h.Get("Content-Range") != tc.crange ||
				h.Get("Content-Type") != "text/plain" || h.Get("ETag") != `"`+id+`"` ||
				h.Get("Cache-Control") != local.CacheControl || h.Get("Content-Security-Policy") != local.ContentSecurityPolicy ||
				h.Get("X-Content-Type-Options") != "nosniff" {
				t.Fatalf("headers = %v", h)
			}
		})
	}
	// Another well-formed id: the stored one with its first character
	// changed (any character works there; the last one carries padding
	// bits, and the stored id may already hold the replacement).
	other := "A" + id[1:]
	if other == id {
		other = "B" + id[1:]
	}
	for _, tc := range []struct {
		path   string
		status int
		code   string
	}{
		{"/ar/short", 400, "invalid_id"},
		{"/ar/" + other, 404, "item_not_found"},
	} {
		resp, body := do(t, s, httptest.NewRequest(http.MethodGet, tc.path, nil))
		if resp.StatusCode != tc.status || body["error"] != tc.code {
			t.Errorf("GET %s = %d %v, want %d %s", tc.path, resp.StatusCode, body, tc.status, tc.code)
		}
	}
}

// The gateway counts against the read limit like every other free route.
func TestGatewayIsRateLimited(t *testing.T) {
	d, id := storeItem(t, []byte("x"), "text/plain")
	s := newTestServer(t, Config{ServeGateway: true, ReadsPerMinute: 2}, Deps{Redis: testutil.RedisClient(t), Uploads: UploadDeps{Gateway: d}})
	for i := range 2 {
		resp, err := s.App().Test(httptest.NewRequest(http.MethodGet, "/ar/"+id, nil), -1)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 || resp.Header.Get("RateLimit-Limit") != "2" {
			t.Fatalf("read %d = %d %v", i, resp.StatusCode, resp.Header)
		}
	}
	if resp, body := do(t, s, httptest.NewRequest(http.MethodGet, "/ar/"+id, nil)); resp.StatusCode != 429 || body["error"] != "rate_limited" {
		t.Fatalf("3rd read = %d %v, want 429 rate_limited", resp.StatusCode, body)
	}
}

// gatewayItemSize is the size of the item of the memory test: the upload
// limit.
const gatewayItemSize = DefaultUploadLimit

// Twenty clients that ask for a 50 MiB item and then stop reading must not
// make the server hold the item twenty times: the data is streamed from
// disk as the clients read. Every client then reads the rest, and gets the
// item's exact bytes.
func TestGatewayStreamsWithBoundedMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("stores a 50 MiB item")
	}
	data := make([]byte, gatewayItemSize)
	for i := range data {
		data[i] = byte(i*7 + i>>13)
	}
	d, id := storeItem(t, data, "application/octet-stream")
	held := gatewayHeapWithSlowReaders(t, d, id, 20, data)
	t.Logf("heap held by 20 stalled readers of a %d MiB item: %.1f MiB", gatewayItemSize>>20, float64(held)/(1<<20))
	if held > 32<<20 {
		t.Fatalf("20 stalled readers hold %d MiB of heap, want under 32 MiB", held>>20)
	}
}

// gatewayHeapWithSlowReaders serves id over a real connection to n clients
// that read the first 64 KiB and stall; it returns the heap in use while
// they stall, over the heap in use before, and checks the bytes each
// client then reads.
func gatewayHeapWithSlowReaders(t *testing.T, d *local.Driver, id string, n int, want []byte) int64 {
	t.Helper()
	s := newTestServer(t, Config{ServeGateway: true}, Deps{Uploads: UploadDeps{Gateway: d}})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = s.Serve(ln) }()
	t.Cleanup(func() { _ = s.Shutdown(context.Background()) })

	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)

	type client struct {
		conn net.Conn
		r    *bufio.Reader
	}
	clients := make([]client, n)
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			conn, err := net.Dial("tcp", ln.Addr().String())
			if err != nil {
				errs <- err
				return
			}
			// A small receive window, so the kernel does not read ahead
			// for the stalled client.
			_ = conn.(*net.TCPConn).SetReadBuffer(64 << 10)
			fmt.Fprintf(conn, "GET /ar/%s HTTP/1.1\r\nHost: x\r\n\r\n", id)
			r := bufio.NewReaderSize(conn, 64<<10)
			if _, err := r.Peek(64 << 10); err != nil {
				errs <- err
				return
			}
			clients[i] = client{conn, r}
		}()
	}
	testutil.Wait(t, &wg, "the stalled clients' connections")
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	// Let the server fill what it can into the stalled connections.
	time.Sleep(200 * time.Millisecond)
	runtime.GC()
	var during runtime.MemStats
	runtime.ReadMemStats(&during)

	for _, c := range clients {
		resp, err := http.ReadResponse(c.r, nil)
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		c.conn.Close()
		if err != nil || resp.StatusCode != 200 || resp.Header.Get("Content-Length") != strconv.Itoa(len(want)) || !bytes.Equal(got, want) {
			t.Fatalf("read = %d, %d bytes (%v), want 200 and the item's %d bytes", resp.StatusCode, len(got), err, len(want))
		}
	}
	return int64(during.HeapInuse) - int64(before.HeapInuse)
}
