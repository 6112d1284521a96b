package api

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/internal/testutil"
)

// versionsForbidden is the read model with Versions failing the test: a
// diff must read its two versions only, not the project's whole list.
type versionsForbidden struct {
	ReadModel
	t *testing.T
}

func (v versionsForbidden) Versions(context.Context, string) ([]readmodel.Version, error) {
	v.t.Error("the diff read the project's whole version list")
	return nil, readmodel.ErrProjectNotFound
}

// countingContent counts fetches per id and can hold them until released.
type countingContent struct {
	memContent
	mu      sync.Mutex
	fetches map[string]int
	hold    chan struct{} // nil: do not hold
	started chan string
}

func (c *countingContent) Fetch(ctx context.Context, id string, limit int64) ([]byte, string, int64, error) {
	c.mu.Lock()
	c.fetches[id]++
	c.mu.Unlock()
	if c.hold != nil {
		c.started <- id
		<-c.hold
	}
	return c.memContent.Fetch(ctx, id, limit)
}

func diffFixture(t *testing.T) *readFixture {
	f := newReadFixture(t)
	f.apply(t, 12,
		createdChange(0, 4, "docs", true, false),
		pushedChange(1, 4, 0, "ar://t1", "a"),
		pushedChange(2, 4, 1, "ar://t2", "b"),
		pushedChange(3, 4, 2, "ar://t3", "c"),
		createdChange(4, 5, "fork", true, false),
		pushedChange(5, 5, 0, "ar://t1", "x"),
		pushedChange(6, 5, 1, "ar://t2", "y"),
	)
	return f
}

var diffTexts = memContent{
	"t1": {"line 1\nline 2\nline 3\n", "text/plain"},
	"t2": {"line 1\nline two\nline 3\nline 4\n", "text/plain"},
	"t3": {"other\ntext\nentirely\n", "text/plain"},
}

func diffServer(t *testing.T, f *readFixture, content ContentFetcher, lim ReadLimits) *Server {
	return newTestServer(t, Config{ReadsPerMinute: -1, Reads: lim}, Deps{Reads: ReadDeps{Model: versionsForbidden{f.m, t}, Content: content}})
}

func getDiff(t *testing.T, s *Server, path string) (int, wire.DiffResult, map[string]any) {
	t.Helper()
	status, body := get(t, s, path)
	var r wire.DiffResult
	var raw map[string]any
	_ = json.Unmarshal([]byte(body), &r)
	_ = json.Unmarshal([]byte(body), &raw)
	return status, r, raw
}

// Content is immutable: the same pair of storage hashes is fetched and
// diffed once, whichever project and versions carry it; the labels of the
// diff still name each request's versions.
func TestVersionDiffIsCachedByStorageHashes(t *testing.T) {
	f := diffFixture(t)
	content := &countingContent{memContent: diffTexts, fetches: map[string]int{}}
	s := diffServer(t, f, content, ReadLimits{})
	for _, tc := range []struct{ path, header string }{
		{"/v1/projects/4/versions/diff?from=0&to=1", "--- a\t(version 0, ar://t1)\n+++ b\t(version 1, ar://t2)\n"},
		{"/v1/projects/4/versions/diff?from=0&to=1", "--- a\t(version 0, ar://t1)\n+++ b\t(version 1, ar://t2)\n"},
		{"/v1/projects/5/versions/diff", "--- x\t(version 0, ar://t1)\n+++ y\t(version 1, ar://t2)\n"},
	} {
		status, r, _ := getDiff(t, s, tc.path)
		if status != 200 || r.Kind != wire.DiffText || r.Diff == nil || !strings.HasPrefix(*r.Diff, tc.header) || *r.LinesAdded != "2" {
			t.Fatalf("%s = %d %+v", tc.path, status, r)
		}
	}
	if content.fetches["t1"] != 1 || content.fetches["t2"] != 1 {
		t.Fatalf("fetches = %v, want each side once", content.fetches)
	}
}

// Beyond DiffConcurrency uncached diffs in progress, another one is refused
// at once with 503 and Retry-After, while cached outcomes are still served.
func TestVersionDiffConcurrencyIsCapped(t *testing.T) {
	f := diffFixture(t)
	content := &countingContent{memContent: diffTexts, fetches: map[string]int{}, hold: make(chan struct{}), started: make(chan string, 4)}
	s := diffServer(t, f, content, ReadLimits{DiffConcurrency: 1})
	done := make(chan int)
	go func() {
		status, _, _ := getDiff(t, s, "/v1/projects/4/versions/diff?from=0&to=1")
		done <- status
	}()
	<-content.started // the first diff holds the only slot
	resp, err := s.App().Test(httptest.NewRequest(http.MethodGet, "/v1/projects/4/versions/diff?from=1&to=2", nil), -1)
	if err != nil {
		t.Fatal(err)
	}
	var body wire.ErrorBody
	_ = json.NewDecoder(resp.Body).Decode(&body)
	resp.Body.Close()
	if resp.StatusCode != 503 || body.Error != wire.CodeServiceUnavailable || resp.Header.Get("Retry-After") != "1" {
		t.Fatalf("second diff = %d %+v %v, want 503 service_unavailable with Retry-After", resp.StatusCode, body, resp.Header)
	}
	close(content.hold)
	testutil.Recv(t, content.started, "the diff's content read")
	if status := <-done; status != 200 {
		t.Fatalf("first diff = %d", status)
	}
	content.hold = nil
	if status, _, _ := getDiff(t, s, "/v1/projects/4/versions/diff?from=1&to=2"); status != 200 {
		t.Fatalf("diff after the slot is free = %d", status)
	}
}

// A diff over the work budget answers too_different: no diff, but the
// sizes, types and hashes.
func TestVersionDiffOverBudgetIsTooDifferent(t *testing.T) {
	f := diffFixture(t)
	s := diffServer(t, f, diffTexts, ReadLimits{DiffBudget: 2})
	status, r, raw := getDiff(t, s, "/v1/projects/4/versions/diff?from=1&to=2")
	if status != 200 || r.Kind != wire.DiffTooDifferent || r.Identical == nil || *r.Identical || r.From.SHA256 == "" || r.To.Size == "" {
		t.Fatalf("= %d %+v", status, r)
	}
	if _, ok := raw["diff"]; ok {
		t.Fatalf("too_different carries a diff: %v", raw)
	}
}

// A version index past the end is still version_not_found, with the
// project's version count read from the project, not the version list.
func TestVersionDiffMissingVersion(t *testing.T) {
	f := diffFixture(t)
	s := diffServer(t, f, diffTexts, ReadLimits{})
	status, _, raw := getDiff(t, s, "/v1/projects/4/versions/diff?from=0&to=3")
	if status != 404 || raw["error"] != "version_not_found" {
		t.Fatalf("= %d %v", status, raw)
	}
}

// ctxWatchingContent blocks every fetch until its context ends and reports
// that end on ended.
type ctxWatchingContent struct {
	started chan struct{}
	ended   chan error
	testEnd chan struct{} // closed when the test ends
}

func (c *ctxWatchingContent) Fetch(ctx context.Context, id string, limit int64) ([]byte, string, int64, error) {
	c.started <- struct{}{}
	select {
	case <-ctx.Done():
		c.ended <- ctx.Err()
	case <-c.testEnd:
	}
	return nil, "", 0, errors.New("fetch ended")
}

// A diff whose client closes its connection stops: the work under way sees
// its context end, and the slot it held is free for the next diff.
func TestVersionDiffStopsWhenClientLeaves(t *testing.T) {
	f := diffFixture(t)
	content := &ctxWatchingContent{started: make(chan struct{}, 2), ended: make(chan error, 2), testEnd: make(chan struct{})}
	s := diffServer(t, f, content, ReadLimits{DiffConcurrency: 1})
	addr := serveOn(t, s)
	t.Cleanup(func() { close(content.testEnd) }) // before the server's shutdown
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.WriteString(c, "GET /v1/projects/4/versions/diff?from=0&to=1 HTTP/1.1\r\nHost: inkd\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	testutil.Recv(t, content.started, "the diff's content read")
	c.Close()
	select {
	case err := <-content.ended:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("diff context ended with %v, want canceled", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the diff went on after its client left")
	}
}
