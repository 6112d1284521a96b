package worker

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
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
	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/ans104"
	"github.com/inkd/inkd/storage/local"
	"github.com/inkd/inkd/storage/stage"
	"github.com/inkd/inkd/worker/internal/paidtest"
)

// memSizes is ContentRecords in memory.
type memSizes struct {
	mu sync.Mutex
	m  map[string]jobs.Content
}

func (s *memSizes) RecordContent(_ context.Context, id string, c jobs.Content) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[id] = c
	return nil
}

func (s *memSizes) Content(_ context.Context, id string) (jobs.Content, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, ok := s.m[id]
	return c, ok, nil
}

// failingDriver wraps a driver and fails Put with err: failure injection.
type failingDriver struct {
	storage.Driver
	err error
}

func (f failingDriver) Put(context.Context, string, io.ReaderAt, int64) error { return f.err }

// uploadRig is the upload handler over a Redis stager (miniredis) and the
// local driver.
type uploadRig struct {
	uploads *Uploads
	stager  *stage.Redis
	driver  *local.Driver
	sizes   *memSizes
	rdb     redis.UniversalClient
}

func newUploadRig(t *testing.T, wrap func(storage.Driver) storage.Driver) *uploadRig {
	t.Helper()
	mr := miniredis.RunT(t)
	rdb := redis.NewClient(&redis.Options{Addr: mr.Addr()})
	t.Cleanup(func() { rdb.Close() })
	stager, err := stage.NewRedis(rdb, stage.RedisConfig{ChunkSize: 4 << 10})
	if err != nil {
		t.Fatal(err)
	}
	d, err := local.New(local.Config{Dir: t.TempDir(), BaseURL: "http://gw.example/ar"}, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	var driver storage.Driver = d
	if wrap != nil {
		driver = wrap(d)
	}
	sizes := &memSizes{m: map[string]jobs.Content{}}
	u, err := NewUploads(stager, driver, sizes, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	return &uploadRig{uploads: u, stager: stager, driver: d, sizes: sizes, rdb: rdb}
}

// stageItem builds and stages an item of data and returns its job payload.
func (r *uploadRig) stageItem(t *testing.T, data []byte) jobs.Upload {
	t.Helper()
	key, _ := crypto.GenerateKey()
	signer, err := ans104.NewEthereumSigner(key)
	if err != nil {
		t.Fatal(err)
	}
	it, err := storage.Build(context.Background(), signer, bytes.NewReader(data), int64(len(data)), storage.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := r.stager.Put(context.Background(), it.ID(), it.NewReader(), it.Size()); err != nil {
		t.Fatal(err)
	}
	return jobs.Upload{ID: it.ID(), Size: it.Size(), DataSize: it.DataSize(), ContentType: it.ContentType(), Sha256: it.Sha256()}
}

func (r *uploadRig) run(t *testing.T, p jobs.Upload) (json.RawMessage, error) {
	t.Helper()
	task, _, err := jobs.NewUploadTask(p)
	if err != nil {
		t.Fatal(err)
	}
	return r.uploads.upload(context.Background(), "upload_"+p.ID, task)
}

// served fetches id from the local driver's gateway.
func (r *uploadRig) served(t *testing.T, id string) (int, []byte) {
	t.Helper()
	rec := httptest.NewRecorder()
	r.driver.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/"+id, nil))
	return rec.Code, rec.Body.Bytes()
}

func TestUploadStoresStagedItem(t *testing.T) {
	r := newUploadRig(t, nil)
	data := bytes.Repeat([]byte("inkd "), 10_000) // several stager chunks
	p := r.stageItem(t, data)

	res, err := r.run(t, p)
	if err != nil {
		t.Fatalf("upload: %v", err)
	}
	sum := sha256.Sum256(data)
	digest := hex.EncodeToString(sum[:])
	want := wire.UploadResult{StorageHash: "ar://" + p.ID, URL: "http://gw.example/ar/" + p.ID, Bytes: int64(len(data)), ContentType: "text/plain; charset=utf-8", SHA256: digest}
	var got wire.UploadResult
	if err := json.Unmarshal(res, &got); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
	if code, body := r.served(t, p.ID); code != 200 || !bytes.Equal(body, data) {
		t.Errorf("gateway = %d with %d bytes, want 200 with the data", code, len(body))
	}
	wantRec := jobs.Content{Sha256: digest, ContentSize: int64(len(data)), ContentType: "text/plain; charset=utf-8"}
	if rec, ok, _ := r.sizes.Content(context.Background(), p.ID); !ok || rec != wantRec {
		t.Errorf("recorded content = %+v %v, want %+v", rec, ok, wantRec)
	}
	if _, err := r.stager.Open(context.Background(), p.ID); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("staged copy still there after success: %v", err)
	}

	// A re-delivery (the outcome could not be published) finds the staged
	// copy gone but the item recorded: the same result.
	again, err := r.run(t, p)
	if err != nil {
		t.Fatalf("re-delivered upload: %v", err)
	}
	if diff := cmp.Diff(string(res), string(again)); diff != "" {
		t.Errorf("re-delivery result (-first +again):\n%s", diff)
	}
}

func TestUploadFailures(t *testing.T) {
	transient := errors.New("connection reset by peer")
	for _, tc := range []struct {
		name        string
		wrap        func(storage.Driver) storage.Driver
		stage       bool
		payload     string // raw payload instead of a staged item's
		wantFailure *jobs.Failure
		wantErr     error
	}{
		{
			name:        "staged copy expired",
			wantFailure: &jobs.Failure{Code: wire.CodeStorageUploadFailed, Message: "the upload expired before it could be stored; upload the file again"},
		},
		{
			name:  "driver refuses for good",
			stage: true,
			wrap: func(d storage.Driver) storage.Driver {
				return failingDriver{d, fmt.Errorf("turbo: 402: %w", storage.ErrPermanent)}
			},
			wantFailure: &jobs.Failure{Code: wire.CodeStorageUploadFailed, Message: "the storage network refused the content"},
		},
		{
			name:    "driver unreachable is retried",
			stage:   true,
			wrap:    func(d storage.Driver) storage.Driver { return failingDriver{d, transient} },
			wantErr: transient,
		},
		{
			name:        "undecodable payload",
			payload:     "{",
			wantFailure: &jobs.Failure{Code: wire.CodeInternal, Message: `decode storage:upload payload: unexpected end of JSON input`},
		},
		{
			name:        "invalid id",
			payload:     `{"id":"../../etc/passwd"}`,
			wantFailure: &jobs.Failure{Code: wire.CodeInternal, Message: `upload job for an invalid item id "../../etc/passwd"`},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newUploadRig(t, tc.wrap)
			var err error
			var id string
			switch {
			case tc.payload != "":
				_, err = r.uploads.upload(context.Background(), "upload_x", asynq.NewTask(jobs.TypeUpload, []byte(tc.payload)))
			case tc.stage:
				p := r.stageItem(t, []byte("some content"))
				id = p.ID
				_, err = r.run(t, p)
			default:
				p := r.stageItem(t, []byte("some content"))
				id = p.ID
				if derr := r.stager.Delete(context.Background(), p.ID); derr != nil {
					t.Fatal(derr)
				}
				_, err = r.run(t, p)
			}
			if diff := cmp.Diff(tc.wantFailure, paidtest.FailureOf(err)); diff != "" {
				t.Errorf("failure (-want +got):\n%s", diff)
			}
			if tc.wantErr != nil && !errors.Is(err, tc.wantErr) {
				t.Errorf("error = %v, want one wrapping %v", err, tc.wantErr)
			}
			if id != "" {
				if _, ok, _ := r.sizes.Content(context.Background(), id); ok {
					t.Errorf("size recorded for an item that was not stored")
				}
			}
		})
	}
}

func TestUploadFailureDecision(t *testing.T) {
	transient := errors.New("timeout")
	for _, tc := range []struct {
		name    string
		err     error
		retried int
		want    *jobs.Failure // nil: retried by asynq
	}{
		{"transient, first delivery", transient, 0, nil},
		{"transient, second delivery", transient, 1, nil},
		{"transient, last delivery", transient, UploadAttempts - 1, &jobs.Failure{Code: wire.CodeStorageUploadFailed, Message: "the storage network could not be reached; upload the file again later"}},
		{"permanent, first delivery", fmt.Errorf("x: %w", storage.ErrPermanent), 0, &jobs.Failure{Code: wire.CodeStorageUploadFailed, Message: "the storage network refused the content"}},
		{"staged copy gone", fmt.Errorf("open: %w", errStagedGone), 0, &jobs.Failure{Code: wire.CodeStorageUploadFailed, Message: "the upload expired before it could be stored; upload the file again"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := uploadFailure(tc.err, tc.retried)
			if diff := cmp.Diff(tc.want, paidtest.FailureOf(got)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			if tc.want == nil && !errors.Is(got, tc.err) {
				t.Errorf("retried error %v does not wrap %v", got, tc.err)
			}
		})
	}
}

// Through a real asynq server: the worker registers the upload handler and
// publishes its outcome for the API's waiter.
func TestUploadJobThroughAsynq(t *testing.T) {
	r := newUploadRig(t, nil)
	store := jobs.NewStore(r.rdb, "")
	waiter := jobs.NewWaiter(store, testutil.Logger(t))
	var wg sync.WaitGroup
	if err := waiter.Start(context.Background(), &wg); err != nil {
		t.Fatal(err)
	}
	defer func() { waiter.Shutdown(); testutil.Wait(t, &wg, "the job waiter's shutdown") }()
	w, err := New(Config{Concurrency: 2, TaskCheckInterval: 10 * time.Millisecond, ShutdownTimeout: time.Second}, r.rdb,
		Deps{Log: testutil.Logger(t), Outcomes: store, Uploads: r.uploads})
	if err != nil {
		t.Fatal(err)
	}
	var wwg sync.WaitGroup
	if err := w.Start(&wwg); err != nil {
		t.Fatal(err)
	}
	defer func() { w.Shutdown(); testutil.Wait(t, &wwg, "the worker's shutdown") }()

	data := []byte(`{"through":"asynq"}`)
	p := r.stageItem(t, data)
	task, opts, err := jobs.NewUploadTask(p)
	if err != nil {
		t.Fatal(err)
	}
	client := asynq.NewClientFromRedisClient(r.rdb)
	jobID := "upload_" + p.ID
	if _, err := client.Enqueue(task, append(opts, asynq.TaskID(jobID))...); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	out, err := waiter.Await(ctx, jobID)
	if err != nil {
		t.Fatal(err)
	}
	var got wire.UploadResult
	_ = json.Unmarshal(out.Result, &got)
	want := wire.UploadResult{StorageHash: "ar://" + p.ID, URL: "http://gw.example/ar/" + p.ID, Bytes: int64(len(data)), ContentType: "application/json", SHA256: p.Sha256}
	if out.State != jobs.StateSucceeded || got != want {
		t.Fatalf("outcome %s %s, want succeeded with %+v", out.State, out.Result, want)
	}
	if code, body := r.served(t, p.ID); code != 200 || !bytes.Equal(body, data) {
		t.Errorf("gateway = %d %q", code, body)
	}
}
