package e2e

import (
	"bytes"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/internal/testutil/versionapi"
)

// getDoc is the --json document of inkd get with -o.
type getDoc struct {
	OK       bool         `json:"ok"`
	Version  wire.Version `json:"version"`
	Path     string       `json:"path"`
	Size     int64        `json:"size"`
	SHA256   string       `json:"sha256"`
	Verified bool         `json:"verified"`
	ExitCode int          `json:"exitCode"`
}

// dirNames lists dir's entries.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// inkd get against an API whose records carry sha256 (served by a test
// API: the push pipeline records digests once the registry commits them):
// verified content lands under its name, by tag, index or as the latest,
// on stdout with -o -; content a gateway altered or cut exits 7 and leaves
// nothing behind; a record without a digest is fetched with a warning, or
// refused with --require-digest.
func TestCmdGetVerifies(t *testing.T) {
	bin := bytes.Repeat([]byte{0, 1, 2, 3, 250, 251, 252, 253}, 32<<10)
	altered := bytes.Clone(bin)
	altered[1000] ^= 0xff
	api := versionapi.NewVersionAPI(t, "tool",
		versionapi.ServedVersion{Tag: "v1.0.0", Content: []byte("first release\n"), ContentType: "text/plain"},
		versionapi.ServedVersion{Tag: "altered", Content: bin, Served: altered},
		versionapi.ServedVersion{Tag: "truncated", Content: bin, Served: bin[:len(bin)-1]},
		versionapi.ServedVersion{Tag: "legacy", Content: []byte("pushed before digests\n"), NoDigest: true},
		versionapi.ServedVersion{Tag: "v1.1.0", Content: bin, ContentType: "application/octet-stream"},
	)
	env := cmdEnv("INKD_API=" + api.URL)
	dir := t.TempDir()

	// By tag, into a file, with --json.
	out := filepath.Join(dir, "tool.bin")
	res := runInkd(t, clientBound, env, "get", "tool@v1.1.0", "-o", out, "--json")
	var doc getDoc
	if err := json.Unmarshal([]byte(res.stdout), &doc); res.code != 0 || err != nil {
		t.Fatalf("get tool@v1.1.0 exited %d (%v): %s %s", res.code, err, res.stdout, res.stderr)
	}
	got, err := os.ReadFile(out)
	if err != nil || !bytes.Equal(got, bin) {
		t.Fatalf("the output holds %d bytes (%v), want the version's %d", len(got), err, len(bin))
	}
	if !doc.Verified || doc.SHA256 != hexSHA256(bin) || doc.Size != int64(len(bin)) || doc.Version.Index != "4" || doc.Path != out {
		t.Fatalf("document %+v", doc)
	}
	if names := dirNames(t, dir); len(names) != 1 {
		t.Fatalf("the directory holds %v; want the output alone", names)
	}

	// The latest version, into a directory under the default name.
	latest := filepath.Join(dir, "latest")
	if err := os.Mkdir(latest, 0o755); err != nil {
		t.Fatal(err)
	}
	res = runInkd(t, clientBound, env, "get", "7", "-o", latest)
	if res.code != 0 || !strings.Contains(res.stdout, "verified against the registry's record") {
		t.Fatalf("get 7 exited %d: %s %s", res.code, res.stdout, res.stderr)
	}
	if got, err := os.ReadFile(filepath.Join(latest, "tool-v1.1.0")); err != nil || !bytes.Equal(got, bin) {
		t.Fatalf("the latest version under its default name: %d bytes, %v", len(got), err)
	}

	// By index, to stdout once verified.
	res = runInkd(t, clientBound, env, "get", "tool#0", "-o", "-")
	if res.code != 0 || res.stdout != "first release\n" || !strings.Contains(res.stderr, "verified") {
		t.Fatalf("get tool#0 -o - exited %d: stdout %q, stderr %s", res.code, res.stdout, res.stderr)
	}

	// --json alone prints the record and downloads nothing.
	before := api.GatewayRequests()
	res = runInkd(t, clientBound, env, "get", "tool@v1.0.0", "--json")
	var rec wire.Version
	if err := json.Unmarshal([]byte(res.stdout), &rec); res.code != 0 || err != nil || rec.SHA256 != hexSHA256([]byte("first release\n")) || rec.ContentSize != "14" {
		t.Fatalf("get --json exited %d (%v): %s %s", res.code, err, res.stdout, res.stderr)
	}
	if api.GatewayRequests() != before {
		t.Fatal("get --json without -o downloaded the content")
	}

	// Altered (same length) and truncated content: exit 7, nothing left.
	for _, tag := range []string{"altered", "truncated"} {
		bad := t.TempDir()
		res := runInkd(t, clientBound, env, "get", "tool@"+tag, "-o", filepath.Join(bad, "x.bin"))
		if res.code != 7 || !strings.Contains(res.stderr, "does not match the registry's record") {
			t.Errorf("get tool@%s exited %d, want 7: %s %s", tag, res.code, res.stdout, res.stderr)
		}
		if names := dirNames(t, bad); len(names) != 0 {
			t.Errorf("get tool@%s left %v behind", tag, names)
		}
		res = runInkd(t, clientBound, env, "get", "tool@"+tag, "-o", "-")
		if res.code != 7 || res.stdout != "" {
			t.Errorf("get tool@%s -o - exited %d and wrote %d bytes to stdout; want 7 and nothing", tag, res.code, len(res.stdout))
		}
	}

	// No digest in the record: a warning, or exit 7 with --require-digest.
	legacy := t.TempDir()
	res = runInkd(t, clientBound, env, "get", "tool@legacy", "-o", filepath.Join(legacy, "a"), "--json")
	doc = getDoc{}
	if err := json.Unmarshal([]byte(res.stdout), &doc); res.code != 0 || err != nil || doc.Verified || !strings.Contains(res.stderr, "not verifiable") {
		t.Fatalf("get tool@legacy exited %d (%v): %s %s", res.code, err, res.stdout, res.stderr)
	}
	res = runInkd(t, clientBound, env, "get", "tool@legacy", "-o", filepath.Join(legacy, "b"), "--require-digest", "--json")
	doc = getDoc{}
	if err := json.Unmarshal([]byte(res.stdout), &doc); res.code != 7 || err != nil || doc.ExitCode != 7 || doc.OK {
		t.Fatalf("get tool@legacy --require-digest exited %d (%v): %s %s", res.code, err, res.stdout, res.stderr)
	}
	if names := dirNames(t, legacy); len(names) != 1 || names[0] != "a" {
		t.Fatalf("the legacy directory holds %v; want a alone", names)
	}

	// A missing version is the API's refusal; bad references are usage.
	if res := runInkd(t, clientBound, env, "get", "tool@v9"); res.code != exitRefusedCode || !strings.Contains(res.stderr, "version_not_found") {
		t.Errorf("get tool@v9 exited %d: %s", res.code, res.stderr)
	}
	for _, args := range [][]string{{"get"}, {"get", "tool@"}, {"get", "tool", "--tag", "v1", "--index", "0"}, {"get", "tool", "-o", "-", "--json"}} {
		if res := runInkd(t, clientBound, env, args...); res.code != exitUsageCode {
			t.Errorf("inkd %v exited %d, want %d: %s", args, res.code, exitUsageCode, res.stderr)
		}
	}
}

// A file pushed through the real stack comes back byte for byte with
// inkd get, checked against the record the API serves.
func TestCmdPushThenGet(t *testing.T) {
	testutil.SkipIfShort(t, "a paying stack")
	inkdBin(t)
	s := startStack(t, stackOptions{blockPeriod: time.Second})
	key := s.newPayers(t, 1, big.NewInt(100_000_000))[0]
	dir := t.TempDir()
	env := clientEnv(s, key, filepath.Join(dir, "state.json"))
	id := mustCreate(t, env, "getme").Result["projectId"]
	content := bytes.Repeat([]byte("a release of getme\n"), 2000)
	file := filepath.Join(dir, "getme-1.0.0.txt")
	if err := os.WriteFile(file, content, 0o644); err != nil {
		t.Fatal(err)
	}
	if res := runInkd(t, clientBound, env, "version", "push", id, file, "--tag", "v1.0.0", "--yes", "--json"); res.code != 0 {
		t.Fatalf("push exited %d: %s %s", res.code, res.stdout, res.stderr)
	}
	out := filepath.Join(dir, "out.txt")
	res := runInkd(t, clientBound, env, "get", "getme@v1.0.0", "-o", out, "--json")
	var doc getDoc
	if err := json.Unmarshal([]byte(res.stdout), &doc); res.code != 0 || err != nil {
		t.Fatalf("get exited %d (%v): %s %s", res.code, err, res.stdout, res.stderr)
	}
	if got, err := os.ReadFile(out); err != nil || !bytes.Equal(got, content) {
		t.Fatalf("got %d bytes back (%v), pushed %d", len(got), err, len(content))
	}
	if doc.SHA256 != hexSHA256(content) {
		t.Fatalf("reported sha256 %s, want %s", doc.SHA256, hexSHA256(content))
	}
	// The push recorded the content's sha256 on chain: get verified it.
	if !doc.Verified || doc.Version.SHA256 != hexSHA256(content) {
		t.Fatalf("verified %v with record sha256 %q; want verified against %s", doc.Verified, doc.Version.SHA256, hexSHA256(content))
	}
	if strings.Contains(res.stderr, "not verifiable") {
		t.Fatalf("a record with its sha256 was called not verifiable: %s", res.stderr)
	}

	// With --rpc-url the record itself is checked against the registry's
	// event on chain first. An API that serves another record with
	// content to match (same length, its own digest) passes the download
	// check alone, and is caught by the chain's: exit 7, nothing kept.
	chainEnv := append(env[:len(env):len(env)], "INKD_RPC_URL="+s.RPCURL)
	if res := runInkd(t, clientBound, chainEnv, "get", "getme@v1.0.0", "-o", filepath.Join(dir, "checked.txt")); res.code != 0 ||
		!strings.Contains(res.stderr, "matches the registry's event") {
		t.Fatalf("get --rpc-url exited %d: %s %s", res.code, res.stdout, res.stderr)
	}
	forged := bytes.Repeat([]byte("a forged release of it\n"), 2000)[:len(content)]
	liar := forgingAPI(t, s.APIURL, hexSHA256(content), hexSHA256(forged), forged)
	for _, e := range [][]string{env, chainEnv} {
		e = append(e[:len(e):len(e)], "INKD_API="+liar)
		out := filepath.Join(dir, "forged.txt")
		res := runInkd(t, clientBound, e, "get", "getme@v1.0.0", "-o", out)
		checked := len(e) > len(env)+1
		switch {
		case !checked && res.code != 0:
			t.Fatalf("without --rpc-url the forged record is all a client has, and its content matches it: exit %d %s", res.code, res.stderr)
		case checked && (res.code != 7 || !strings.Contains(res.stderr, "does not match the chain")):
			t.Fatalf("with --rpc-url the forged record exited %d: %s", res.code, res.stderr)
		}
		if _, err := os.Stat(out); checked && err == nil {
			t.Fatal("a forged version was kept after the chain refuted its record")
		}
		_ = os.Remove(out)
	}
}

// forgingAPI forwards to the API at real, but serves every version record
// with sha256 was replaced by forged and its content URL pointing at
// itself, and the bytes content for any content URL (/ar/…): a service
// lying consistently about a version.
func forgingAPI(t *testing.T, real, was, forged string, content []byte) string {
	t.Helper()
	u, err := url.Parse(real)
	if err != nil {
		t.Fatal(err)
	}
	var self string
	rp := httputil.NewSingleHostReverseProxy(u)
	rp.ModifyResponse = func(r *http.Response) error {
		if !strings.Contains(r.Request.URL.Path, "/versions") {
			return nil
		}
		b, err := io.ReadAll(r.Body)
		if err != nil {
			return err
		}
		_ = r.Body.Close()
		b = bytes.ReplaceAll(bytes.ReplaceAll(b, []byte(was), []byte(forged)), []byte(strings.TrimRight(real, "/")), []byte(self))
		r.Body = io.NopCloser(bytes.NewReader(b))
		r.ContentLength = int64(len(b))
		r.Header.Set("Content-Length", strconv.Itoa(len(b)))
		return nil
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/ar/") {
			_, _ = w.Write(content)
			return
		}
		rp.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	self = srv.URL
	return srv.URL
}
