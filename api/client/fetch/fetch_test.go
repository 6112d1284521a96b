package fetch

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/inkd/inkd/internal/testutil"
)

// content is the test's version content: large enough to be cut anywhere.
var content = bytes.Repeat([]byte("inkd verifies what it downloads. "), 4096)

func digest(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// gateway serves the i-th request with script[i] (the last one for every
// later request) and records each request's Range header.
type gateway struct {
	*httptest.Server
	mu     sync.Mutex
	ranges []string
}

func newGateway(t *testing.T, script ...http.HandlerFunc) *gateway {
	t.Helper()
	g := &gateway{}
	g.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		g.mu.Lock()
		i := len(g.ranges)
		g.ranges = append(g.ranges, r.Header.Get("Range"))
		g.mu.Unlock()
		script[min(i, len(script)-1)](w, r)
	}))
	t.Cleanup(g.Close)
	return g
}

func (g *gateway) requests() []string {
	g.mu.Lock()
	defer g.mu.Unlock()
	return append([]string(nil), g.ranges...)
}

// serve answers with b, honouring Range and If-Range as a real gateway.
func serve(b []byte) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("ETag", `"`+digest(b)[:16]+`"`)
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(b))
	}
}

// dropAfter announces the whole content, sends its first n bytes and
// drops the connection.
func dropAfter(n int) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Length", strconv.Itoa(len(content)))
		w.WriteHeader(http.StatusOK)
		_, _ = w.Write(content[:n])
		w.(http.Flusher).Flush()
		panic(http.ErrAbortHandler)
	}
}

func status(code int) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) { http.Error(w, "no", code) }
}

// ignoreRange sends the whole content with 200, whatever was asked.
func ignoreRange(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Length", strconv.Itoa(len(content)))
	_, _ = w.Write(content)
}

func testFetcher() *Fetcher {
	return New(Config{Backoff: time.Millisecond, MaxAttempts: 3})
}

var wantContent = Want{Size: int64(len(content)), SHA256: digest(content)}

// altered is content with one byte changed: the same length.
func altered() []byte {
	b := bytes.Clone(content)
	b[len(b)/2] ^= 1
	return b
}

// The gateway's answers a download meets: the content is kept under its
// name only when its size and digest are the record's; otherwise neither
// the output nor the partial file remains.
func TestToFile(t *testing.T) {
	for _, tc := range []struct {
		name   string
		script []http.HandlerFunc
		want   Want
		// mismatch is the field that differs, "" for a kept file.
		mismatch string
		// ranges are the requests' Range headers, when checked.
		ranges   []string
		verified bool
	}{
		{name: "right bytes", script: []http.HandlerFunc{serve(content)}, want: wantContent, verified: true, ranges: []string{""}},
		{name: "altered bytes, same length", script: []http.HandlerFunc{serve(altered())}, want: wantContent, mismatch: "sha256"},
		{name: "truncated bytes", script: []http.HandlerFunc{serve(content[:len(content)-100])}, want: wantContent, mismatch: "size"},
		{name: "longer than the record", script: []http.HandlerFunc{serve(append(bytes.Clone(content), 'x'))}, want: wantContent, mismatch: "size"},
		{name: "connection dropped mid-body, resumed with Range", script: []http.HandlerFunc{dropAfter(50_000), serve(content)}, want: wantContent, verified: true,
			ranges: []string{"", "bytes=50000-"}},
		{name: "dropped twice, each resume goes on", script: []http.HandlerFunc{dropAfter(10_000), func(w http.ResponseWriter, r *http.Request) {
			// Answers the range, then drops again part-way.
			w.Header().Set("Content-Range", "bytes 10000-"+strconv.Itoa(len(content)-1)+"/"+strconv.Itoa(len(content)))
			w.Header().Set("Content-Length", strconv.Itoa(len(content)-10_000))
			w.WriteHeader(http.StatusPartialContent)
			_, _ = w.Write(content[10_000:60_000])
			w.(http.Flusher).Flush()
			panic(http.ErrAbortHandler)
		}, serve(content)}, want: wantContent, verified: true, ranges: []string{"", "bytes=10000-", "bytes=60000-"}},
		{name: "gateway ignoring Range starts over", script: []http.HandlerFunc{dropAfter(50_000), ignoreRange}, want: wantContent, verified: true,
			ranges: []string{"", "bytes=50000-"}},
		{name: "5xx then success", script: []http.HandlerFunc{status(502), status(503), serve(content)}, want: wantContent, verified: true,
			ranges: []string{"", "", ""}},
		{name: "no digest in the record: size checked only", script: []http.HandlerFunc{serve(altered())}, want: Want{Size: int64(len(content))}},
		{name: "no digest, wrong size", script: []http.HandlerFunc{serve(content[:10])}, want: Want{Size: int64(len(content))}, mismatch: "size"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGateway(t, tc.script...)
			dir := t.TempDir()
			partial := filepath.Join(dir, ".inkd-x.part")
			out := filepath.Join(dir, "tool.tgz")
			file, err := testFetcher().ToFile(testutil.Context(t), g.URL+"/ar/x", tc.want, partial)
			if tc.mismatch != "" {
				var me *MismatchError
				if !errors.As(err, &me) || me.What != tc.mismatch {
					t.Fatalf("ToFile = %v, %v; want a %s mismatch", file, err, tc.mismatch)
				}
				assertEmpty(t, dir)
				return
			}
			if err != nil {
				t.Fatalf("ToFile: %v", err)
			}
			if file.Verified != tc.verified || file.Size != int64(len(content)) {
				t.Fatalf("file %+v; want verified %v, %d bytes", file, tc.verified, len(content))
			}
			if err := file.Keep(out); err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			if digest(got) != file.SHA256 || (tc.verified && !bytes.Equal(got, content)) {
				t.Fatalf("kept %d bytes with digest %s; reported %s", len(got), digest(got), file.SHA256)
			}
			if entries, _ := os.ReadDir(dir); len(entries) != 1 {
				t.Fatalf("the directory holds %v; want the output only", names(entries))
			}
			if tc.ranges != nil {
				if got := g.requests(); !slicesEqual(got, tc.ranges) {
					t.Fatalf("Range headers %q, want %q", got, tc.ranges)
				}
			}
		})
	}
}

func slicesEqual(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func names(entries []os.DirEntry) []string {
	var n []string
	for _, e := range entries {
		n = append(n, e.Name())
	}
	return n
}

// assertEmpty fails unless dir holds nothing: no output, no partial file.
func assertEmpty(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 0 {
		t.Fatalf("the directory still holds %v", names(entries))
	}
}

// A download that runs out of tries keeps what arrived in its partial
// file; the next download of the same content resumes it with Range and
// the joined bytes are verified.
func TestToFileResumesAcrossRuns(t *testing.T) {
	g := newGateway(t, dropAfter(70_000), status(503), status(503), serve(content))
	dir := t.TempDir()
	partial := filepath.Join(dir, ".inkd-x.part")
	_, err := testFetcher().ToFile(testutil.Context(t), g.URL, wantContent, partial)
	var pe *PartialError
	if !errors.As(err, &pe) || pe.Bytes != 70_000 || pe.Path != partial {
		t.Fatalf("first run = %v; want a PartialError keeping 70000 bytes in %s", err, partial)
	}
	var se *StatusError
	if !errors.As(err, &se) || se.Status != 503 {
		t.Fatalf("first run's cause = %v; want the last 503", err)
	}
	file, err := testFetcher().ToFile(testutil.Context(t), g.URL, wantContent, partial)
	if err != nil || !file.Verified {
		t.Fatalf("second run = %+v, %v", file, err)
	}
	if got := g.requests(); got[len(got)-1] != "bytes=70000-" {
		t.Fatalf("the second run asked %q; want a resume from byte 70000", got)
	}
}

// Without a digest a partial file is never resumed: nothing could tell
// spliced bytes from the content.
func TestToFileWithoutDigestStartsAfresh(t *testing.T) {
	g := newGateway(t, serve(content))
	dir := t.TempDir()
	partial := filepath.Join(dir, ".inkd-x.part")
	if err := os.WriteFile(partial, []byte("stale bytes of another try"), 0o644); err != nil {
		t.Fatal(err)
	}
	file, err := testFetcher().ToFile(testutil.Context(t), g.URL, Want{Size: int64(len(content))}, partial)
	if err != nil || file.Verified {
		t.Fatalf("ToFile = %+v, %v; want an unverified file", file, err)
	}
	if got := g.requests(); got[0] != "" {
		t.Fatalf("asked %q; want the whole content", got)
	}
	b, _ := os.ReadFile(file.Path())
	if !bytes.Equal(b, content) {
		t.Fatal("the stale bytes were kept")
	}
}

// A gateway's refusal (404) is final: one request, nothing left behind.
func TestToFileRefused(t *testing.T) {
	g := newGateway(t, status(404))
	dir := t.TempDir()
	_, err := testFetcher().ToFile(context.Background(), g.URL, wantContent, filepath.Join(dir, ".p"))
	var se *StatusError
	if !errors.As(err, &se) || se.Status != 404 || len(g.requests()) != 1 {
		t.Fatalf("ToFile = %v after %d requests; want one 404", err, len(g.requests()))
	}
	assertEmpty(t, dir)
}

// Read returns the first bytes of content; whole content is verified,
// truncated content is not, altered content is a mismatch.
func TestRead(t *testing.T) {
	small := []byte("hello, registry\n")
	for _, tc := range []struct {
		name      string
		serve     []byte
		want      Want
		limit     int64
		data      []byte
		truncated bool
		verified  bool
		mismatch  bool
	}{
		{"whole and verified", small, Want{Size: int64(len(small)), SHA256: digest(small)}, 64, small, false, true, false},
		{"exactly the limit", small, Want{Size: int64(len(small)), SHA256: digest(small)}, int64(len(small)), small, false, true, false},
		{"truncated", content, wantContent, 100, content[:100], true, false, false},
		{"truncated, size unknown", content, Want{Size: -1}, 100, content[:100], true, false, false},
		{"altered", []byte("hello, regixtry\n"), Want{Size: int64(len(small)), SHA256: digest(small)}, 64, nil, false, false, true},
		{"no record fields", small, Want{Size: -1}, 64, small, false, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGateway(t, serve(tc.serve))
			c, err := testFetcher().Read(testutil.Context(t), g.URL, tc.want, tc.limit)
			if tc.mismatch {
				var me *MismatchError
				if !errors.As(err, &me) {
					t.Fatalf("Read = %+v, %v; want a mismatch", c, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(c.Data, tc.data) || c.Truncated != tc.truncated || c.Verified != tc.verified {
				t.Fatalf("Read = %d bytes, truncated %v, verified %v; want %d, %v, %v", len(c.Data), c.Truncated, c.Verified, len(tc.data), tc.truncated, tc.verified)
			}
		})
	}
}

// Two downloads of one content into one directory do not write into each
// other: the second is refused while the first holds the partial file.
func TestToFileRefusesAPartialInUse(t *testing.T) {
	g := newGateway(t, serve(content))
	partial := filepath.Join(t.TempDir(), ".inkd-x.part")
	held, err := openPartial(partial, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := held.Write([]byte("first download's bytes")); err != nil {
		t.Fatal(err)
	}
	_, err = testFetcher().ToFile(testutil.Context(t), g.URL, wantContent, partial)
	if err == nil || !strings.Contains(err.Error(), "in use by another download") || len(g.requests()) != 0 {
		t.Fatalf("ToFile while another holds the partial file = %v after %d requests", err, len(g.requests()))
	}
	if b, _ := os.ReadFile(partial); string(b) != "first download's bytes" {
		t.Fatalf("the partial file in use now holds %q", b)
	}
	held.f.Close()
	if file, err := testFetcher().ToFile(testutil.Context(t), g.URL, wantContent, partial); err == nil {
		t.Fatalf("resuming onto foreign bytes verified: %+v", file)
	}
}

// A gateway that answers ranges without bytes ends the download after
// the tries instead of asking for ever.
func TestToFileEmptyRanges(t *testing.T) {
	g := newGateway(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Range", "bytes 0-99/"+strconv.Itoa(len(content)))
		w.Header().Set("Content-Length", "0")
		w.WriteHeader(http.StatusPartialContent)
	})
	dir := t.TempDir()
	_, err := testFetcher().ToFile(testutil.Context(t), g.URL, wantContent, filepath.Join(dir, ".p"))
	var se *StatusError
	if !errors.As(err, &se) || len(g.requests()) != 3 {
		t.Fatalf("ToFile = %v after %d requests; want a StatusError after 3", err, len(g.requests()))
	}
	assertEmpty(t, dir)
}
