package local_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/sirupsen/logrus"
	"github.com/sirupsen/logrus/hooks/test"

	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/ans104"
	"github.com/inkd/inkd/storage/internal/storagetest"
	"github.com/inkd/inkd/storage/local"
)

func newDriver(tb testing.TB) *local.Driver {
	tb.Helper()
	logger, _ := test.NewNullLogger()
	d, err := local.New(local.Config{Dir: tb.TempDir(), BaseURL: "http://127.0.0.1:9/ar/"}, logrus.NewEntry(logger))
	if err != nil {
		tb.Fatal(err)
	}
	return d
}

func put(tb testing.TB, d *local.Driver, id string, item []byte) error {
	tb.Helper()
	return d.Put(context.Background(), id, bytes.NewReader(item), int64(len(item)))
}

// dirEntries lists the driver's directory, to catch stray temporary files.
func dirEntries(tb testing.TB, d *local.Driver) []string {
	tb.Helper()
	entries, err := os.ReadDir(d.Dir())
	if err != nil {
		tb.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func TestPut(t *testing.T) {
	id, item := storagetest.Item(t, []byte("hello"), "text/plain")
	tampered := bytes.Clone(item)
	tampered[len(tampered)-1] ^= 1
	otherID, _ := storagetest.Item(t, []byte("other"), "")
	tests := []struct {
		name      string
		id        string
		item      []byte
		wantErr   error
		wantFiles []string
	}{
		{"valid", id, item, nil, []string{id}},
		{"tampered", id, tampered, ans104.ErrInvalidSignature, nil},
		{"truncated header", id, item[:20], ans104.ErrMalformed, nil},
		{"wrong id", otherID, item, storage.ErrPermanent, nil},
		{"malformed id", "nope", item, ans104.ErrInvalidID, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := newDriver(t)
			err := put(t, d, tc.id, tc.item)
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("Put = %v, want %v", err, tc.wantErr)
			}
			if err != nil && !errors.Is(err, storage.ErrPermanent) {
				t.Errorf("invalid item error %v is not permanent", err)
			}
			if diff := cmp.Diff(tc.wantFiles, dirEntries(t, d)); diff != "" {
				t.Errorf("files (-want +got):\n%s", diff)
			}
		})
	}
}

// brokenReaderAt fails after the header: a transient I/O error.
type brokenReaderAt struct {
	b   []byte
	max int64
}

func (r brokenReaderAt) ReadAt(p []byte, off int64) (int, error) {
	if off >= r.max {
		return 0, errors.New("disk on fire")
	}
	p = p[:min(int64(len(p)), r.max-off)]
	return copy(p, r.b[off:]), nil
}

func TestPutReadErrorIsTransient(t *testing.T) {
	d := newDriver(t)
	id, item := storagetest.Item(t, bytes.Repeat([]byte{1}, 100_000), "")
	err := d.Put(context.Background(), id, brokenReaderAt{b: item, max: 50_000}, int64(len(item)))
	if err == nil || errors.Is(err, storage.ErrPermanent) {
		t.Fatalf("Put = %v, want a transient error", err)
	}
	if names := dirEntries(t, d); len(names) != 0 {
		t.Errorf("files left behind: %v", names)
	}
}

func TestPutIsIdempotent(t *testing.T) {
	d := newDriver(t)
	id, item := storagetest.Item(t, []byte("twice"), "")
	if err := put(t, d, id, item); err != nil {
		t.Fatal(err)
	}
	if err := d.Put(context.Background(), id, brokenReaderAt{b: item, max: 0}, int64(len(item))); err != nil {
		t.Fatalf("second Put of a stored id = %v, want nil without reading", err)
	}
	if got, want := d.URL(id), "http://127.0.0.1:9/ar/"+id; got != want {
		t.Errorf("URL = %q, want %q", got, want)
	}
}

type response struct {
	Status  int
	Headers map[string]string
	Body    string
}

func TestHandler(t *testing.T) {
	d := newDriver(t)
	htmlID, htmlItem := storagetest.Item(t, []byte("<p>hi</p>"), "text/html; charset=utf-8")
	rawID, rawItem := storagetest.Item(t, []byte{0, 1, 2, 3, 4, 5}, "")
	emptyID, emptyItem := storagetest.Item(t, nil, "text/plain")
	for id, item := range map[string][]byte{htmlID: htmlItem, rawID: rawItem, emptyID: emptyItem} {
		if err := put(t, d, id, item); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(http.StripPrefix("/ar", d))
	defer srv.Close()
	unknown := ans104.IDFromSignature([]byte("unknown"))
	itemHeaders := func(ct, length, id string) map[string]string {
		return map[string]string{
			"Content-Type": ct, "Content-Length": length, "Etag": `"` + id + `"`,
			"Cache-Control": local.CacheControl, "X-Content-Type-Options": "nosniff",
			"Content-Security-Policy": local.ContentSecurityPolicy,
		}
	}
	errorHeaders := map[string]string{"Content-Type": "application/json", "Cache-Control": "no-store"}
	tests := []struct {
		name   string
		method string
		path   string
		header map[string]string
		want   response
	}{
		{"get", "GET", "/ar/" + htmlID, nil, response{200, itemHeaders("text/html; charset=utf-8", "9", htmlID), "<p>hi</p>"}},
		{"head", "HEAD", "/ar/" + htmlID, nil, response{200, itemHeaders("text/html; charset=utf-8", "9", htmlID), ""}},
		{"no content-type tag", "GET", "/ar/" + rawID, nil, response{200, itemHeaders("application/octet-stream", "6", rawID), "\x00\x01\x02\x03\x04\x05"}},
		{"empty data", "GET", "/ar/" + emptyID, nil, response{200, itemHeaders("text/plain", "0", emptyID), ""}},
		{"range", "GET", "/ar/" + rawID, map[string]string{"Range": "bytes=2-3"}, response{206, itemHeaders("application/octet-stream", "2", rawID), "\x02\x03"}},
		{"not modified", "GET", "/ar/" + rawID, map[string]string{"If-None-Match": `"` + rawID + `"`}, response{304, map[string]string{"Etag": `"` + rawID + `"`, "Cache-Control": local.CacheControl}, ""}},
		{"unknown id", "GET", "/ar/" + unknown, nil, response{404, errorHeaders, `{"error":"not_found","message":"no data item with id ` + unknown + `"}`}},
		{"malformed id", "GET", "/ar/not-an-id", nil, response{400, errorHeaders, `{"error":"invalid_id","message":"not a data item id: want 43 characters of base64url"}`}},
		{"nested path", "GET", "/ar/" + rawID + "/x", nil, response{400, errorHeaders, `{"error":"invalid_id","message":"not a data item id: want 43 characters of base64url"}`}},
		{"post", "POST", "/ar/" + rawID, nil, response{405, map[string]string{"Allow": "GET, HEAD", "Content-Type": "application/json"}, `{"error":"method_not_allowed","message":"only GET and HEAD are supported"}`}},
	}
	client := srv.Client()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req, err := http.NewRequest(tc.method, srv.URL+tc.path, nil)
			if err != nil {
				t.Fatal(err)
			}
			for k, v := range tc.header {
				req.Header.Set(k, v)
			}
			resp, err := client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			body, err := io.ReadAll(resp.Body)
			if err != nil {
				t.Fatal(err)
			}
			got := response{Status: resp.StatusCode, Headers: map[string]string{}, Body: string(bytes.TrimSuffix(body, []byte("\n")))}
			for k := range tc.want.Headers {
				got.Headers[k] = resp.Header.Get(k)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("response (-want +got):\n%s", diff)
			}
			if resp.StatusCode >= 400 && !json.Valid(body) {
				t.Errorf("error body is not JSON: %q", body)
			}
		})
	}
}

func TestTemporaryDirectory(t *testing.T) {
	logger, _ := test.NewNullLogger()
	d, err := local.New(local.Config{}, logrus.NewEntry(logger))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(d.Dir()); err != nil {
		t.Fatalf("temporary directory missing: %v", err)
	}
	if got := d.URL("x"); got != local.DefaultBaseURL+"/x" {
		t.Errorf("default URL = %q", got)
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(d.Dir()); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Close left the temporary directory: %v", err)
	}
}

func TestConfigCheck(t *testing.T) {
	for _, base := range []string{"", "http://127.0.0.1:8080/ar", "https://example.test"} {
		if err := (local.Config{BaseURL: base}).Check(); err != nil {
			t.Errorf("Check(%q) = %v", base, err)
		}
	}
	for _, base := range []string{"/ar", "ftp://x/ar", "http://"} {
		if err := (local.Config{BaseURL: base}).Check(); err == nil {
			t.Errorf("Check(%q) passed", base)
		}
	}
}
