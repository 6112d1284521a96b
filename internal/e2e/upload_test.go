package e2e

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/ans104"
	"github.com/inkd/inkd/storage/setup"
)

// uploadLimit is the largest accepted file: 50 MiB (api.DefaultUploadLimit).
const uploadLimit = api.DefaultUploadLimit

// formBoundary is the multipart boundary of the uploads these tests send.
const formBoundary = "inkd-e2e-boundary"

// uploadForm describes one upload: a file of size bytes read from content,
// with an optional contentType override.
type uploadForm struct {
	fileName    string
	contentType string
	size        int64
	content     io.Reader
}

// parts returns the bytes before and after the file's content.
func (f uploadForm) parts() (head, tail string) {
	var b strings.Builder
	if f.contentType != "" {
		fmt.Fprintf(&b, "--%s\r\nContent-Disposition: form-data; name=\"contentType\"\r\n\r\n%s\r\n", formBoundary, f.contentType)
	}
	fmt.Fprintf(&b, "--%s\r\nContent-Disposition: form-data; name=\"file\"; filename=%q\r\nContent-Type: application/octet-stream\r\n\r\n", formBoundary, f.fileName)
	return b.String(), "\r\n--" + formBoundary + "--\r\n"
}

// upload streams the form to POST /v1/upload and returns the answer.
func upload(t testing.TB, apiURL string, f uploadForm) (int, []byte) {
	t.Helper()
	status, body, err := postUpload(apiURL, f)
	if err != nil {
		t.Fatalf("POST /v1/upload: %v", err)
	}
	return status, body
}

// postUpload streams the form to POST /v1/upload with its exact
// Content-Length (the client holds no copy of the file).
func postUpload(apiURL string, f uploadForm) (int, []byte, error) {
	head, tail := f.parts()
	body := io.MultiReader(strings.NewReader(head), io.LimitReader(f.content, f.size), strings.NewReader(tail))
	req, err := http.NewRequest(http.MethodPost, apiURL+"/v1/upload", body)
	if err != nil {
		return 0, nil, err
	}
	req.ContentLength = int64(len(head)) + f.size + int64(len(tail))
	req.Header.Set("Content-Type", "multipart/form-data; boundary="+formBoundary)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, b, err
}

// uploadResult is the spec's upload result.
type uploadResult struct {
	StorageHash string `json:"storageHash"`
	URL         string `json:"url"`
	Bytes       int64  `json:"bytes"`
	ContentType string `json:"contentType"`
}

func mustUpload(t testing.TB, apiURL string, f uploadForm) uploadResult {
	t.Helper()
	status, body := upload(t, apiURL, f)
	if status != http.StatusOK {
		t.Fatalf("upload of %s (%d bytes) = %d %s", f.fileName, f.size, status, body)
	}
	var r uploadResult
	if err := json.Unmarshal(body, &r); err != nil {
		t.Fatalf("upload result %s: %v", body, err)
	}
	return r
}

// noise is size bytes of seeded pseudo-random data, generated as read.
func noise(seed uint64) io.Reader {
	var s [32]byte
	s[0] = byte(seed)
	return rand.NewChaCha8(s)
}

// digest is the SHA-256 of size bytes of noise(seed).
func digest(t testing.TB, seed uint64, size int64) [32]byte {
	t.Helper()
	h := sha256.New()
	if _, err := io.Copy(h, io.LimitReader(noise(seed), size)); err != nil {
		t.Fatal(err)
	}
	return [32]byte(h.Sum(nil))
}

// fetch GETs (or HEADs) url and returns the status, the Content-Type and
// Content-Length headers and the SHA-256 and length of the body.
func fetch(t testing.TB, method, url string) (status int, contentType, contentLength string, sum [32]byte, n int64) {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer resp.Body.Close()
	h := sha256.New()
	n, err = io.Copy(h, resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, resp.Header.Get("Content-Type"), resp.Header.Get("Content-Length"), [32]byte(h.Sum(nil)), n
}

// jsonDoc is a JSON document of exactly n bytes.
func jsonDoc(n int) []byte {
	doc := []byte(`{"name":"inkd","pad":"`)
	doc = append(doc, bytes.Repeat([]byte("x"), n-len(doc)-2)...)
	return append(doc, '"', '}')
}

func TestUploadAndServe(t *testing.T) {
	s := startStack(t, stackOptions{})
	small := jsonDoc(1 << 10)
	for _, tc := range []struct {
		name    string
		form    uploadForm
		want    func(id string) uploadResult
		wantSum [32]byte
	}{
		{
			name: "1 KiB JSON, type detected",
			form: uploadForm{fileName: "package.json", size: int64(len(small)), content: bytes.NewReader(small)},
			want: func(id string) uploadResult {
				return uploadResult{StorageHash: "ar://" + id, URL: s.APIURL + "/ar/" + id, Bytes: 1 << 10, ContentType: "application/json"}
			},
			wantSum: sha256.Sum256(small),
		},
		{
			name: "50 MiB, the limit",
			form: uploadForm{fileName: "release.tar.zst", size: uploadLimit, content: noise(1)},
			want: func(id string) uploadResult {
				return uploadResult{StorageHash: "ar://" + id, URL: s.APIURL + "/ar/" + id, Bytes: uploadLimit, ContentType: "application/octet-stream"}
			},
			wantSum: digest(t, 1, uploadLimit),
		},
		{
			name: "contentType override",
			form: uploadForm{fileName: "CHANGELOG", contentType: "text/markdown; charset=utf-8", size: int64(len(small)), content: bytes.NewReader(small)},
			want: func(id string) uploadResult {
				return uploadResult{StorageHash: "ar://" + id, URL: s.APIURL + "/ar/" + id, Bytes: 1 << 10, ContentType: "text/markdown; charset=utf-8"}
			},
			wantSum: sha256.Sum256(small),
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := mustUpload(t, s.APIURL, tc.form)
			id := strings.TrimPrefix(got.StorageHash, "ar://")
			if !ans104.ValidID(id) {
				t.Fatalf("storageHash %q is not ar://<data item id>", got.StorageHash)
			}
			if diff := cmp.Diff(tc.want(id), got); diff != "" {
				t.Errorf("upload result (-want +got):\n%s", diff)
			}
			status, ct, _, sum, n := fetch(t, http.MethodGet, got.URL)
			if status != http.StatusOK || ct != got.ContentType || sum != tc.wantSum || n != got.Bytes {
				t.Errorf("GET %s = %d %q with %d bytes (same bytes: %v), want 200 %q with the %d uploaded bytes",
					got.URL, status, ct, n, sum == tc.wantSum, got.ContentType, got.Bytes)
			}
			status, ct, length, _, n := fetch(t, http.MethodHead, got.URL)
			if status != http.StatusOK || ct != got.ContentType || length != strconv.FormatInt(got.Bytes, 10) || n != 0 {
				t.Errorf("HEAD %s = %d %q Content-Length %s", got.URL, status, ct, length)
			}
		})
	}

	t.Run("same content, same id", func(t *testing.T) {
		form := func() uploadForm {
			return uploadForm{fileName: "package.json", size: int64(len(small)), content: bytes.NewReader(small)}
		}
		first, second := mustUpload(t, s.APIURL, form()), mustUpload(t, s.APIURL, form())
		if diff := cmp.Diff(first, second); diff != "" {
			t.Errorf("second upload of the same file (-first +second):\n%s", diff)
		}
	})

	// A push that omits contentSize is charged by the size the upload
	// recorded: 50 MiB at 1 base unit per 100 bytes is 524288, plus 20%
	// (104858, rounded up) = 629146, above the 0.10 USDC minimum.
	t.Run("push charged by the stored size", func(t *testing.T) {
		up := mustUpload(t, s.APIURL, uploadForm{fileName: "release.tar.zst", size: uploadLimit, content: noise(1)})
		c := s.payer(5, 1)
		before := s.usdc(t, c.Address())
		created := s.create(t, c, `{"name":"sized-push"}`)
		resp, err := c.Do(context.Background(), http.MethodPost, s.APIURL+"/v1/projects/"+created["projectId"]+"/versions",
			[]byte(`{"storageHash":"`+up.StorageHash+`","versionTag":"v1.0.0"}`))
		if err != nil {
			t.Fatal(err)
		}
		if resp.Status != http.StatusCreated {
			t.Fatalf("push: %d %s", resp.Status, resp.Body)
		}
		var pushed map[string]string
		if err := resp.JSON(&pushed); err != nil {
			t.Fatal(err)
		}
		if pushed["storageHash"] != up.StorageHash || pushed["storageUrl"] != up.URL {
			t.Errorf("push result storageHash %q storageUrl %q, want %q %q", pushed["storageHash"], pushed["storageUrl"], up.StorageHash, up.URL)
		}
		paid := new(big.Int).Sub(before, s.usdc(t, c.Address()))
		if want := big.NewInt(100_000 + 629_146); paid.Cmp(want) != 0 {
			t.Errorf("create + push took %s base units, want %s (100000 + 629146)", paid, want)
		}
	})
}

// rawUpload sends, over its own connection, a multipart upload of a file
// of declared bytes of which it sends only the first send (all of the body
// when send == declared), and reads the answer while it is still sending.
// A chunked upload has no Content-Length: the server cannot know the size
// before it has read past the limit.
func rawUpload(t *testing.T, apiURL string, declared, send int64, chunked bool) (*http.Response, []byte) {
	t.Helper()
	u, err := url.Parse(apiURL)
	if err != nil {
		t.Fatal(err)
	}
	head, tail := uploadForm{fileName: "big.bin"}.parts()
	conn, err := net.Dial("tcp", u.Host)
	if err != nil {
		t.Fatal(err)
	}
	// A server that waited for the rest would hang the test: bound it.
	_ = conn.SetDeadline(time.Now().Add(2 * time.Minute))
	var wg sync.WaitGroup
	defer func() { conn.Close(); testutil.Wait(t, &wg, "the connection's reader") }()
	wg.Add(1)
	go func() {
		defer wg.Done()
		bw := bufio.NewWriterSize(conn, 64<<10)
		framing := fmt.Sprintf("Content-Length: %d", int64(len(head))+declared+int64(len(tail)))
		var body io.Writer = bw
		if chunked {
			framing, body = "Transfer-Encoding: chunked", chunkWriter{bw}
		}
		fmt.Fprintf(bw, "POST /v1/upload HTTP/1.1\r\nHost: %s\r\nContent-Type: multipart/form-data; boundary=%s\r\n%s\r\n\r\n", u.Host, formBoundary, framing)
		_, _ = io.WriteString(body, head)
		if _, err := io.Copy(body, io.LimitReader(noise(2), send)); err != nil {
			return // the server closed the connection after answering
		}
		if send == declared {
			_, _ = io.WriteString(body, tail)
			if chunked {
				_, _ = bw.WriteString("0\r\n\r\n")
			}
		}
		_ = bw.Flush()
	}()
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("no answer: %v", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, body
}

// chunkWriter writes each Write as one HTTP/1.1 chunk.
type chunkWriter struct{ w io.Writer }

func (c chunkWriter) Write(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	if _, err := fmt.Fprintf(c.w, "%x\r\n", len(p)); err != nil {
		return 0, err
	}
	if _, err := c.w.Write(p); err != nil {
		return 0, err
	}
	_, err := io.WriteString(c.w, "\r\n")
	return len(p), err
}

func TestUploadRefusals(t *testing.T) {
	s := startStack(t, stackOptions{})

	for _, tc := range []struct {
		name           string
		declared, send int64
		chunked        bool
	}{
		{name: "50 MiB + 1 byte", declared: uploadLimit + 1, send: uploadLimit + 1},
		{name: "50 MiB + 1 byte, chunked", declared: uploadLimit + 1, send: uploadLimit + 1, chunked: true},
		// The client streams a file of unknown size (chunked), sends 50 MiB
		// + 1 byte of it and waits: the answer comes without the rest,
		// which the server never asked for (a server that read on would
		// hang here until the deadline).
		{name: "answered while the client is still sending", declared: 4 * uploadLimit, send: uploadLimit + 1, chunked: true},
		// A Content-Length beyond any acceptable form is refused without
		// reading the body (beyond the 8 KiB fasthttp reads before any
		// handler runs).
		{name: "declared far over the limit", declared: 1 << 30, send: 64 << 10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp, body := rawUpload(t, s.APIURL, tc.declared, tc.send, tc.chunked)
			if code, _ := errorBody(t, body); resp.StatusCode != 400 || code != "content_too_large" || !resp.Close {
				t.Fatalf("answer = %d %s (close %v), want 400 content_too_large and the connection closed", resp.StatusCode, body, resp.Close)
			}
		})
	}

	for _, tc := range []struct {
		name, contentType, body, want string
	}{
		{"not multipart", "application/json", `{"file":"x"}`, "not_multipart"},
		{"no file field", "multipart/form-data; boundary=b", "--b\r\nContent-Disposition: form-data; name=\"contentType\"\r\n\r\ntext/plain\r\n--b--\r\n", "file_required"},
		{"empty file", "multipart/form-data; boundary=b", "--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"e\"\r\n\r\n\r\n--b--\r\n", "empty_file"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp, err := http.Post(s.APIURL+"/v1/upload", tc.contentType, strings.NewReader(tc.body))
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			b, _ := io.ReadAll(resp.Body)
			if code, msg := errorBody(t, b); resp.StatusCode != 400 || code != tc.want || msg == "" {
				t.Fatalf("answer = %d %s, want 400 %s", resp.StatusCode, b, tc.want)
			}
		})
	}
}

func TestQuoteEndpoints(t *testing.T) {
	s := startStack(t, stackOptions{})
	for _, path := range []string{"/v1/upload/price", "/v1/projects/estimate"} {
		for _, tc := range []struct {
			query      string
			wantStatus int
			want       map[string]any
		}{
			// 1 base unit per 100 bytes (perByte).
			{"?bytes=1000", 200, map[string]any{"bytes": float64(1000), "storageCost": "10", "markup": "2", "total": "12", "totalUsd": "$0.000012",
				"minimumFee": "100000", "pushFee": "100000", "pushFeeUsd": "$0.10"}},
			{"?bytes=" + strconv.Itoa(uploadLimit), 200, map[string]any{"bytes": float64(uploadLimit), "storageCost": "524288", "markup": "104858",
				"total": "629146", "totalUsd": "$0.629146", "minimumFee": "100000", "pushFee": "629146", "pushFeeUsd": "$0.629146"}},
			{"", 400, map[string]any{"error": "invalid_query"}},
			{"?bytes=0", 400, map[string]any{"error": "invalid_query"}},
			{"?bytes=-5", 400, map[string]any{"error": "invalid_query"}},
			{"?bytes=ten", 400, map[string]any{"error": "invalid_query"}},
			{"?bytes=2.5", 400, map[string]any{"error": "invalid_query"}},
			{"?bytes=" + strconv.Itoa(uploadLimit+1), 400, map[string]any{"error": "invalid_query"}},
		} {
			t.Run(path+tc.query, func(t *testing.T) {
				var got map[string]any
				status := getStatusJSON(t, s.APIURL+path+tc.query, &got)
				if status != tc.wantStatus {
					t.Fatalf("status %d %v, want %d", status, got, tc.wantStatus)
				}
				if status != 200 {
					delete(got, "message")
				}
				if diff := cmp.Diff(tc.want, got); diff != "" {
					t.Errorf("body (-want +got):\n%s", diff)
				}
			})
		}
	}
}

func getStatusJSON(t *testing.T, url string, v any) int {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		t.Fatalf("GET %s: body is not JSON: %v", url, err)
	}
	return resp.StatusCode
}

// Driver modes of switchDriver.
const (
	driverWorks int32 = iota
	driverRefuses
	driverUnreachable
)

// switchDriver wraps the real driver and fails Put as its mode says:
// failure injection by wrapping the real thing.
type switchDriver struct {
	storage.Driver
	mode *atomic.Int32
	puts *atomic.Int32
}

func (d switchDriver) Put(ctx context.Context, id string, item io.ReaderAt, size int64) error {
	d.puts.Add(1)
	switch d.mode.Load() {
	case driverRefuses:
		return fmt.Errorf("bundler: 402 account underfunded: %w", storage.ErrPermanent)
	case driverUnreachable:
		return errors.New("dial tcp: connection refused")
	}
	return d.Driver.Put(ctx, id, item, size)
}

func TestUploadDriverFailure(t *testing.T) {
	var mode, puts atomic.Int32
	s := startStack(t, stackOptions{wrapDriver: func(d storage.Driver) storage.Driver {
		return switchDriver{Driver: d, mode: &mode, puts: &puts}
	}})
	content := jsonDoc(2048)
	form := func() uploadForm {
		return uploadForm{fileName: "a.json", size: int64(len(content)), content: bytes.NewReader(content)}
	}
	for _, tc := range []struct {
		name     string
		mode     int32
		wantPuts int32
	}{
		{"driver refuses", driverRefuses, 1},
		// Transient failures are retried by the job, then given up.
		{"driver unreachable", driverUnreachable, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			mode.Store(tc.mode)
			puts.Store(0)
			status, body := upload(t, s.APIURL, form())
			if code, msg := errorBody(t, body); status != 500 || code != "storage_upload_failed" || msg == "" {
				t.Fatalf("upload = %d %s, want 500 storage_upload_failed", status, body)
			}
			if got := puts.Load(); got != tc.wantPuts {
				t.Errorf("driver called %d times, want %d", got, tc.wantPuts)
			}
		})
	}
	// Once the driver works again, the same upload succeeds under a new job.
	mode.Store(driverWorks)
	got := mustUpload(t, s.APIURL, form())
	if status, _, _, sum, _ := fetch(t, http.MethodGet, got.URL); status != 200 || sum != sha256.Sum256(content) {
		t.Errorf("GET %s after recovery = %d", got.URL, status)
	}
}

// The API stages in Redis and a separate `inkd worker` process stores the
// item into the directory the API serves: the cross-process path of
// production.
func TestUploadThroughWorkerProcess(t *testing.T) {
	redisURL := testutil.RealRedisURL(t, e2eRedis)
	dir := filepath.Join(t.TempDir(), "storage")
	s := startStack(t, stackOptions{noWorker: true, redisURL: redisURL, storage: setup.Config{Dir: dir}})
	deployment := filepath.Join(t.TempDir(), "deployment.json")
	if err := s.Deployment.Save(deployment); err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, k := range devchain.SettlerKeys(devchain.DefaultSettlers) {
		keys = append(keys, fmt.Sprintf("0x%x", crypto.FromECDSA(k)))
	}
	w := startInkd(t, cmdEnv("REDIS_URL="+redisURL, "RPC_URL="+s.RPCURL, "DEPLOYMENT_FILE="+deployment,
		"SIGNER_KEYS="+strings.Join(keys, ","), "STORAGE_DRIVER=local", "STORAGE_DIR="+dir, "GATEWAY_URL="+s.APIURL+"/ar"), "worker")
	w.ready(t, w.stderr, "worker running")

	got := mustUpload(t, s.APIURL, uploadForm{fileName: "r.bin", size: 3 << 20, content: noise(3)})
	id := strings.TrimPrefix(got.StorageHash, "ar://")
	if got.URL != s.APIURL+"/ar/"+id || got.Bytes != 3<<20 {
		t.Errorf("upload result %+v", got)
	}
	if status, _, _, sum, _ := fetch(t, http.MethodGet, got.URL); status != 200 || sum != digest(t, 3, 3<<20) {
		t.Errorf("GET %s = %d, or other bytes", got.URL, status)
	}
}
