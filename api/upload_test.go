package api

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/storage/ans104"
	"github.com/inkd/inkd/storage/local"
	"github.com/inkd/inkd/storage/pricing"
	"github.com/inkd/inkd/storage/stage"
)

// stored is an item the fake worker took from the stager and verified.
type stored struct {
	tags []ans104.Tag
	data []byte
}

// fakeWorker stands in for the asynq queue and the upload worker: Enqueue
// reads the staged item back, verifies it, and publishes the job's outcome
// at once (or a failure, or nothing), so the handler's await is
// deterministic.
type fakeWorker struct {
	t      testing.TB
	stager stage.Stager
	store  *jobs.Store

	mu       sync.Mutex
	enqueued []string // task ids, in order
	items    map[string]stored
	// fail makes the next jobs fail with storage_upload_failed.
	fail int
	// silent publishes no outcome (a worker that is not running).
	silent bool
}

func (f *fakeWorker) EnqueueContext(ctx context.Context, t *asynq.Task, opts ...asynq.Option) (*asynq.TaskInfo, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	id := ""
	for _, o := range opts {
		if o.Type() == asynq.TaskIDOpt {
			id = o.Value().(string)
		}
	}
	for _, e := range f.enqueued {
		if e == id {
			return nil, asynq.ErrTaskIDConflict
		}
	}
	f.enqueued = append(f.enqueued, id)
	var p jobs.Upload
	if err := jobs.Decode(t, &p); err != nil {
		return nil, err
	}
	staged, err := f.stager.Open(ctx, p.ID)
	if err != nil {
		return nil, fmt.Errorf("fake worker: %w", err)
	}
	defer staged.Close()
	r, err := ans104.NewReader(io.NewSectionReader(staged, 0, staged.Size()))
	if err != nil {
		return nil, fmt.Errorf("fake worker: %w", err)
	}
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("fake worker: staged item does not verify: %w", err)
	}
	if r.Header().ID() != p.ID || int64(len(data)) != p.DataSize || staged.Size() != p.Size {
		return nil, fmt.Errorf("fake worker: job %+v does not describe the staged item", p)
	}
	f.items[p.ID] = stored{tags: r.Header().Tags(), data: data}
	out := jobs.Outcome{JobID: id, State: jobs.StateSucceeded}
	switch {
	case f.silent:
		return &asynq.TaskInfo{ID: id}, nil
	case f.fail > 0:
		f.fail--
		out.State, out.Failure = jobs.StateFailed, &jobs.Failure{Code: "storage_upload_failed", Message: "the storage network refused the content"}
	default:
		out.Result, _ = json.Marshal(map[string]any{
			"storageHash": "ar://" + p.ID, "url": "https://gw.example/" + p.ID, "bytes": p.DataSize, "contentType": p.ContentType,
		})
	}
	if err := f.store.Publish(ctx, out); err != nil {
		return nil, err
	}
	return &asynq.TaskInfo{ID: id}, nil
}

func (f *fakeWorker) jobs() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.enqueued...)
}

// uploadServer is an API with uploads on miniredis, a fixed price and a fake
// worker.
func uploadServer(t *testing.T, cfg Config) (*Server, *fakeWorker) {
	t.Helper()
	mr := miniredis.RunT(t)
	rdb := redis.NewClient(&redis.Options{Addr: mr.Addr()})
	t.Cleanup(func() { rdb.Close() })
	stager, err := stage.NewRedis(rdb, stage.RedisConfig{})
	if err != nil {
		t.Fatal(err)
	}
	return uploadServerWith(t, cfg, rdb, stager, Deps{})
}

// uploadServerWith is uploadServer on rdb and stager, with deps' other
// fields (Redis: the limits and quotas).
func uploadServerWith(t *testing.T, cfg Config, rdb redis.UniversalClient, stager stage.Stager, deps Deps) (*Server, *fakeWorker) {
	t.Helper()
	store := jobs.NewStore(rdb, "")
	w := jobs.NewWaiter(store, testutil.Logger(t))
	var wg sync.WaitGroup
	if err := w.Start(context.Background(), &wg); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Shutdown(); testutil.Wait(t, &wg, "the job waiter's shutdown") })
	key, _ := crypto.GenerateKey()
	signer, err := ans104.NewEthereumSigner(key)
	if err != nil {
		t.Fatal(err)
	}
	fixed, err := pricing.NewFixed(pricing.FixedConfig{})
	if err != nil {
		t.Fatal(err)
	}
	fw := &fakeWorker{t: t, stager: stager, store: store, items: map[string]stored{}}
	deps.Uploads = UploadDeps{
		Signer: signer, Stager: stager, Enqueuer: fw, Waiter: w, Outcomes: store, Pricer: fixed, SpoolDir: t.TempDir(),
	}
	return newTestServer(t, cfg, deps), fw
}

// formPart is one field of a multipart form; a part with a file name is a
// file.
type formPart struct {
	name, fileName string
	content        []byte
}

func multipartBody(tb testing.TB, parts ...formPart) (body []byte, contentType string) {
	tb.Helper()
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	for _, p := range parts {
		var w io.Writer
		var err error
		if p.fileName != "" {
			w, err = mw.CreateFormFile(p.name, p.fileName)
		} else {
			w, err = mw.CreateFormField(p.name)
		}
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := w.Write(p.content); err != nil {
			tb.Fatal(err)
		}
	}
	if err := mw.Close(); err != nil {
		tb.Fatal(err)
	}
	return b.Bytes(), mw.FormDataContentType()
}

func postForm(t *testing.T, s *Server, body []byte, contentType string) (*http.Response, map[string]any) {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, "/v1/upload", bytes.NewReader(body))
	req.Header.Set("Content-Type", contentType)
	return do(t, s, req)
}

func TestUploadStoresSignedTaggedItem(t *testing.T) {
	manifest := []byte(`{"name":"inkd","version":"1.2.3","files":["a","b"]}`)
	markdown := []byte("# inkd\n\nrelease notes\n")
	for _, tc := range []struct {
		name      string
		parts     []formPart
		want      map[string]any // bytes and contentType of the answer
		wantTags  []ans104.Tag
		wantBytes []byte
	}{
		{
			name:      "detected type",
			parts:     []formPart{{name: "file", fileName: "package.json", content: manifest}},
			want:      map[string]any{"bytes": float64(len(manifest)), "contentType": "application/json"},
			wantTags:  []ans104.Tag{{Name: "Content-Type", Value: "application/json"}, {Name: "App-Name", Value: "inkd"}, {Name: "File-Name", Value: "package.json"}},
			wantBytes: manifest,
		},
		{
			name:      "override before the file",
			parts:     []formPart{{name: "contentType", content: []byte(" Text/Markdown; charset=UTF-8 ")}, {name: "file", fileName: "NOTES.md", content: markdown}},
			want:      map[string]any{"bytes": float64(len(markdown)), "contentType": "text/markdown; charset=UTF-8"},
			wantTags:  []ans104.Tag{{Name: "Content-Type", Value: "text/markdown; charset=UTF-8"}, {Name: "App-Name", Value: "inkd"}, {Name: "File-Name", Value: "NOTES.md"}},
			wantBytes: markdown,
		},
		{
			name:      "override after the file, other fields ignored, no file name",
			parts:     []formPart{{name: "note", content: []byte("ignored")}, {name: "file", content: markdown}, {name: "contentType", content: []byte("text/plain")}},
			want:      map[string]any{"bytes": float64(len(markdown)), "contentType": "text/plain"},
			wantTags:  []ans104.Tag{{Name: "Content-Type", Value: "text/plain"}, {Name: "App-Name", Value: "inkd"}},
			wantBytes: markdown,
		},
		{
			name:      "empty override means detect; path stripped from the file name",
			parts:     []formPart{{name: "contentType"}, {name: "file", fileName: "dist/bin/inkd.json", content: manifest}},
			want:      map[string]any{"bytes": float64(len(manifest)), "contentType": "application/json"},
			wantTags:  []ans104.Tag{{Name: "Content-Type", Value: "application/json"}, {Name: "App-Name", Value: "inkd"}, {Name: "File-Name", Value: "inkd.json"}},
			wantBytes: manifest,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, fw := uploadServer(t, Config{})
			body, ct := multipartBody(t, tc.parts...)
			resp, got := postForm(t, s, body, ct)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status = %d %v, want 200", resp.StatusCode, got)
			}
			id := strings.TrimPrefix(got["storageHash"].(string), "ar://")
			if !ans104.ValidID(id) || got["url"] != "https://gw.example/"+id {
				t.Fatalf("storageHash %v, url %v", got["storageHash"], got["url"])
			}
			if diff := cmp.Diff(tc.want, map[string]any{"bytes": got["bytes"], "contentType": got["contentType"]}); diff != "" {
				t.Errorf("answer (-want +got):\n%s", diff)
			}
			item := fw.items[id]
			if diff := cmp.Diff(tc.wantTags, item.tags); diff != "" {
				t.Errorf("item tags (-want +got):\n%s", diff)
			}
			if !bytes.Equal(item.data, tc.wantBytes) {
				t.Errorf("item data = %q, want %q", item.data, tc.wantBytes)
			}
			if diff := cmp.Diff([]string{UploadJobID(id, 0)}, fw.jobs()); diff != "" {
				t.Errorf("jobs (-want +got):\n%s", diff)
			}
		})
	}
}

func TestUploadRefusals(t *testing.T) {
	const limit = 1000
	file := func(n int) formPart {
		return formPart{name: "file", fileName: "f.bin", content: bytes.Repeat([]byte{7}, n)}
	}
	form := func(parts ...formPart) func(tb testing.TB) ([]byte, string) {
		return func(tb testing.TB) ([]byte, string) { return multipartBody(tb, parts...) }
	}
	raw := func(body, ct string) func(testing.TB) ([]byte, string) {
		return func(testing.TB) ([]byte, string) { return []byte(body), ct }
	}
	for _, tc := range []struct {
		name       string
		body       func(tb testing.TB) ([]byte, string)
		wantStatus int
		wantCode   string
	}{
		{"json body", raw(`{"file":"x"}`, "application/json"), 400, "not_multipart"},
		{"no content type", raw("x", ""), 400, "not_multipart"},
		{"multipart without boundary", raw("x", "multipart/form-data"), 400, "not_multipart"},
		{"urlencoded form", raw("file=x", "application/x-www-form-urlencoded"), 400, "not_multipart"},
		{"no boundary line in the body", raw("--other\r\n\r\nx\r\n--other--\r\n", "multipart/form-data; boundary=b"), 400, "not_multipart"},
		// mime/multipart reports a part cut inside its headers as the end of
		// the form: no (complete) file field.
		{"cut inside part headers", raw("--b\r\nContent-Disposition: form-data; name=\"file\"\r\n", "multipart/form-data; boundary=b"), 400, "file_required"},
		{"truncated multipart", raw("--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a\"\r\n\r\nabc", "multipart/form-data; boundary=b"), 400, "not_multipart"},
		{"no file field", form(formPart{name: "contentType", content: []byte("text/plain")}), 400, "file_required"},
		{"no fields at all", form(), 400, "file_required"},
		{"empty file", form(file(0)), 400, "empty_file"},
		{"one byte over the limit", form(file(limit + 1)), 400, "content_too_large"},
		{"two files", form(file(1), file(2)), 400, "invalid_field"},
		{"bad content type", form(formPart{name: "contentType", content: []byte("not a type")}, file(10)), 400, "invalid_field"},
		{"content type too long", form(formPart{name: "contentType", content: bytes.Repeat([]byte("a"), 300)}, file(10)), 400, "invalid_field"},
		{"other fields too large", form(formPart{name: "junk", content: make([]byte, maxFormOverhead+1)}, file(10)), 400, "invalid_field"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, fw := uploadServer(t, Config{UploadLimit: limit})
			body, ct := tc.body(t)
			resp, got := postForm(t, s, body, ct)
			if resp.StatusCode != tc.wantStatus || got["error"] != tc.wantCode {
				t.Fatalf("POST /v1/upload = %d %v, want %d %s", resp.StatusCode, got, tc.wantStatus, tc.wantCode)
			}
			if msg, _ := got["message"].(string); msg == "" {
				t.Errorf("no message in %v", got)
			}
			if n := len(fw.jobs()); n != 0 {
				t.Errorf("%d jobs enqueued for a refused upload", n)
			}
		})
	}
}

// The exact limit is accepted: the limit is inclusive.
func TestUploadAtTheLimit(t *testing.T) {
	s, _ := uploadServer(t, Config{UploadLimit: 1000})
	body, ct := multipartBody(t, formPart{name: "file", fileName: "f", content: bytes.Repeat([]byte{1}, 1000)})
	resp, got := postForm(t, s, body, ct)
	if resp.StatusCode != 200 || got["bytes"] != float64(1000) {
		t.Fatalf("upload of exactly the limit = %d %v", resp.StatusCode, got)
	}
}

func TestUploadJobs(t *testing.T) {
	content := formPart{name: "file", fileName: "a.txt", content: []byte("same bytes")}
	t.Run("same content joins the stored item", func(t *testing.T) {
		s, fw := uploadServer(t, Config{})
		body, ct := multipartBody(t, content)
		_, first := postForm(t, s, body, ct)
		body, ct = multipartBody(t, content) // another boundary, same item
		resp, second := postForm(t, s, body, ct)
		if resp.StatusCode != 200 {
			t.Fatalf("second upload = %d %v", resp.StatusCode, second)
		}
		if diff := cmp.Diff(first, second); diff != "" {
			t.Errorf("second answer differs (-first +second):\n%s", diff)
		}
		if n := len(fw.jobs()); n != 1 {
			t.Errorf("%d jobs, want 1: a stored item needs no second job", n)
		}
	})
	t.Run("a failed job is retried under the next id", func(t *testing.T) {
		s, fw := uploadServer(t, Config{})
		fw.fail = 1
		body, ct := multipartBody(t, content)
		resp, got := postForm(t, s, body, ct)
		if resp.StatusCode != 500 || got["error"] != "storage_upload_failed" {
			t.Fatalf("failing upload = %d %v, want 500 storage_upload_failed", resp.StatusCode, got)
		}
		resp, got = postForm(t, s, body, ct)
		if resp.StatusCode != 200 {
			t.Fatalf("retried upload = %d %v", resp.StatusCode, got)
		}
		id := strings.TrimPrefix(got["storageHash"].(string), "ar://")
		if diff := cmp.Diff([]string{UploadJobID(id, 0), UploadJobID(id, 1)}, fw.jobs()); diff != "" {
			t.Errorf("jobs (-want +got):\n%s", diff)
		}
	})
	t.Run("every attempt failed", func(t *testing.T) {
		s, fw := uploadServer(t, Config{})
		fw.fail = maxUploadAttempts
		body, ct := multipartBody(t, content)
		for range maxUploadAttempts + 1 {
			resp, got := postForm(t, s, body, ct)
			if resp.StatusCode != 500 || got["error"] != "storage_upload_failed" {
				t.Fatalf("upload = %d %v, want 500 storage_upload_failed", resp.StatusCode, got)
			}
		}
		if n := len(fw.jobs()); n != maxUploadAttempts {
			t.Errorf("%d jobs, want %d", n, maxUploadAttempts)
		}
	})
	t.Run("no outcome in time is 202 with the job", func(t *testing.T) {
		s, fw := uploadServer(t, Config{WriteWait: time.Millisecond})
		fw.silent = true
		body, ct := multipartBody(t, content)
		resp, got := postForm(t, s, body, ct)
		jobID := fw.jobs()[0]
		if resp.StatusCode != 202 || got["jobId"] != jobID || got["status"] != "pending" || resp.Header.Get("Location") != "/v1/jobs/"+jobID {
			t.Fatalf("upload = %d %v %v", resp.StatusCode, got, resp.Header)
		}
	})
}

func TestUploadJobID(t *testing.T) {
	id := strings.Repeat("A", ans104.IDLength)
	got := []string{UploadJobID(id, 0), UploadJobID(id, 1), UploadJobID(id, 7)}
	want := []string{"upload_" + id, "upload_" + id + "_1", "upload_" + id + "_7"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestUploadNotConfigured(t *testing.T) {
	s := newTestServer(t, Config{}, Deps{})
	body, ct := multipartBody(t, formPart{name: "file", fileName: "a", content: []byte("x")})
	resp, got := postForm(t, s, body, ct)
	if resp.StatusCode != 503 || got["error"] != "service_unavailable" {
		t.Fatalf("upload = %d %v", resp.StatusCode, got)
	}
	resp, got = do(t, s, httptest.NewRequest(http.MethodGet, "/v1/upload/price?bytes=1", nil))
	if resp.StatusCode != 503 || got["error"] != "service_unavailable" {
		t.Fatalf("price = %d %v", resp.StatusCode, got)
	}
}

// JSON routes keep their body limit although bodies are streamed.
func TestJSONBodyLimitWithStreaming(t *testing.T) {
	s := newTestServer(t, Config{BodyLimit: 100}, Deps{})
	req := httptest.NewRequest(http.MethodPost, "/v1/projects", strings.NewReader(`{"name":"`+strings.Repeat("x", 200)+`"}`))
	req.Header.Set("Content-Type", "application/json")
	resp, got := do(t, s, req)
	if resp.StatusCode != 413 || got["error"] != "body_too_large" {
		t.Fatalf("POST = %d %v, want 413 body_too_large", resp.StatusCode, got)
	}
}

func TestGatewayServesLocalItems(t *testing.T) {
	d, err := local.New(local.Config{Dir: t.TempDir(), BaseURL: "http://api.example/ar"}, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	key, _ := crypto.GenerateKey()
	signer, _ := ans104.NewEthereumSigner(key)
	data := []byte("<h1>hello</h1>")
	hdr, err := ans104.Sign(context.Background(), signer, ans104.Options{Tags: []ans104.Tag{{Name: "Content-Type", Value: "text/html"}}}, bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var item bytes.Buffer
	if _, err := ans104.WriteItem(&item, hdr, bytes.NewReader(data), int64(len(data))); err != nil {
		t.Fatal(err)
	}
	if err := d.Put(context.Background(), hdr.ID(), bytes.NewReader(item.Bytes()), int64(item.Len())); err != nil {
		t.Fatal(err)
	}
	if _, err := New(Config{ServeGateway: true}, Deps{Log: testutil.Logger(t)}); err == nil {
		t.Fatal("ServeGateway without a Gateway handler was accepted")
	}
	s := newTestServer(t, Config{ServeGateway: true}, Deps{Uploads: UploadDeps{Gateway: d}})
	for _, method := range []string{http.MethodGet, http.MethodHead} {
		resp, err := s.App().Test(httptest.NewRequest(method, "/ar/"+hdr.ID(), nil), -1)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		want := data
		if method == http.MethodHead {
			want = nil
		}
		if resp.StatusCode != 200 || !bytes.Equal(got, want) || resp.Header.Get("Content-Type") != "text/html" ||
			resp.Header.Get("Content-Length") != strconv.Itoa(len(data)) {
			t.Errorf("%s = %d %q %v", method, resp.StatusCode, got, resp.Header)
		}
	}
	resp, err := s.App().Test(httptest.NewRequest(http.MethodGet, "/ar/"+strings.Repeat("A", ans104.IDLength), nil), -1)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 404 {
		t.Errorf("unknown id = %d, want 404", resp.StatusCode)
	}
}

// Over a real connection: a file that passes the limit is refused while the
// client is still sending, and the connection is closed rather than read to
// the end.
func TestUploadRefusedBeforeTheRestIsSent(t *testing.T) {
	const limit = 256 << 10
	s, fw := uploadServer(t, Config{UploadLimit: limit})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	served := make(chan error, 1)
	go func() { served <- s.Serve(ln) }()
	t.Cleanup(func() {
		_ = s.Shutdown(context.Background())
		testutil.Recv(t, served, "the server's Serve")
	})

	// The client streams a file of unknown length (chunked), sends limit+1
	// bytes of it and then waits for the answer without sending more.
	head := "--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"big.bin\"\r\n\r\n"
	conn, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(time.Minute)) // a hang fails instead of blocking the suite
	fmt.Fprintf(conn, "POST /v1/upload HTTP/1.1\r\nHost: test\r\nContent-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\n\r\n%x\r\n%s\r\n", len(head), head)
	chunk := make([]byte, limit+1)
	fmt.Fprintf(conn, "%x\r\n", len(chunk))
	if _, err := conn.Write(chunk); err != nil {
		t.Fatal(err)
	}
	_, _ = io.WriteString(conn, "\r\n")
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("no answer before the rest of the body: %v", err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	var e wire.ErrorBody
	_ = json.Unmarshal(body, &e)
	if resp.StatusCode != 400 || e.Error != wire.CodeContentTooLarge || !resp.Close {
		t.Fatalf("answer = %d %s (Connection close %v), want 400 content_too_large and close", resp.StatusCode, body, resp.Close)
	}
	if n := len(fw.jobs()); n != 0 {
		t.Errorf("%d jobs enqueued", n)
	}
}

// Keep-alive survives an upload: the next request on the connection is
// read as a request.
func TestUploadKeepsTheConnection(t *testing.T) {
	s, _ := uploadServer(t, Config{})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	served := make(chan error, 1)
	go func() { served <- s.Serve(ln) }()
	t.Cleanup(func() {
		_ = s.Shutdown(context.Background())
		testutil.Recv(t, served, "the server's Serve")
	})
	client := &http.Client{Transport: &http.Transport{MaxConnsPerHost: 1}}
	defer client.CloseIdleConnections()
	for i := range 3 {
		body, ct := multipartBody(t, formPart{name: "file", fileName: "a", content: []byte(fmt.Sprint("content ", i))})
		resp, err := client.Post("http://"+ln.Addr().String()+"/v1/upload", ct, bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || resp.Close {
			t.Fatalf("upload %d = %d, close %v", i, resp.StatusCode, resp.Close)
		}
	}
	// A refused small upload keeps the connection too (its rest is read).
	resp, err := client.Post("http://"+ln.Addr().String()+"/v1/upload", "text/plain", strings.NewReader("not a form"))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 400 || resp.Close {
		t.Fatalf("refused upload = %d, close %v", resp.StatusCode, resp.Close)
	}
}
