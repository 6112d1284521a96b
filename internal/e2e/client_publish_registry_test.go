package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
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
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/client/publish"
	"github.com/inkd/inkd/internal/testutil"
)

// uploadCounter stands in front of a running inkd and counts the
// uploads that reach it.
type uploadCounter struct {
	URL     string
	uploads atomic.Int64
	// legacy makes version records look as they did before versions
	// carried their content's digest, size and type.
	legacy atomic.Bool
}

func newUploadCounter(t *testing.T, base string) *uploadCounter {
	t.Helper()
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	p := &uploadCounter{}
	rp := httputil.NewSingleHostReverseProxy(u)
	rp.ModifyResponse = func(r *http.Response) error {
		if !p.legacy.Load() || r.Request.Method != http.MethodGet || !strings.Contains(r.Request.URL.Path, "/versions") {
			return nil
		}
		b, err := io.ReadAll(r.Body)
		if err != nil {
			return err
		}
		_ = r.Body.Close()
		var doc any
		if json.Unmarshal(b, &doc) == nil {
			stripContent(doc)
			b, _ = json.Marshal(doc)
		}
		r.Body = io.NopCloser(bytes.NewReader(b))
		r.ContentLength = int64(len(b))
		r.Header.Set("Content-Length", strconv.Itoa(len(b)))
		return nil
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if req.Method == http.MethodPost && req.URL.Path == "/v1/upload" {
			p.uploads.Add(1)
		}
		rp.ServeHTTP(w, req)
	}))
	t.Cleanup(srv.Close)
	p.URL = srv.URL
	return p
}

// stripContent removes the content fields from every object in doc.
func stripContent(doc any) {
	switch d := doc.(type) {
	case map[string]any:
		delete(d, "sha256")
		delete(d, "contentSize")
		delete(d, "contentType")
		for _, v := range d {
			stripContent(v)
		}
	case []any:
		for _, v := range d {
			stripContent(v)
		}
	}
}

// A release pushed before versions carried their digest (the records
// have no sha256) is published again from a machine that kept nothing:
// the client hashes each landed version's content from the gateway, finds
// its own files landed (already: nothing uploaded or paid), and a file
// that changed under its tag is tag_taken.
func TestPublishFindsReleasesPushedBeforeDigests(t *testing.T) {
	r := newPublishRig(t, 7, "before-digests")
	proxy := newUploadCounter(t, r.dev.APIURL)
	dir := releaseDir(t, 12)
	items, err := publish.PlanDir(dir, "{name}")
	if err != nil {
		t.Fatal(err)
	}
	first := publish.Publisher{Client: r.client(t, proxy.URL, 0), Project: r.id, MultiPushSize: 5}
	if sum, err := first.Run(context.Background(), items, nil); err != nil || sum.Landed != 12 {
		t.Fatalf("first run %+v, %v; want 12 landed", sum, err)
	}
	proxy.legacy.Store(true)
	uploads, before := proxy.uploads.Load(), r.balance(t)
	for _, size := range []int{5, 1} {
		r.store = &client.MemoryStore{}
		again := publish.Publisher{Client: r.client(t, proxy.URL, 0), Project: r.id, MultiPushSize: size}
		sum, err := again.Run(context.Background(), items, nil)
		if err != nil || sum.Already != 12 || sum.Landed != 0 || sum.Paid.Sign() != 0 {
			t.Fatalf("batches of %d without digests in the records: %+v, %v; want 12 already, nothing paid", size, sum, err)
		}
	}
	if n := proxy.uploads.Load() - uploads; n != 0 {
		t.Errorf("the runs uploaded %d files", n)
	}
	if paid := new(big.Int).Sub(before, r.balance(t)); paid.Sign() != 0 {
		t.Errorf("the runs moved %s USDC base units", paid)
	}
	if err := os.WriteFile(filepath.Join(dir, "build-003.bin"), []byte("rebuilt\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r.store = &client.MemoryStore{}
	changed := publish.Publisher{Client: r.client(t, proxy.URL, 0), Project: r.id, MultiPushSize: 5}
	sum, err := changed.Run(context.Background(), items, nil)
	var ae *client.APIError
	if !errors.As(err, &ae) || ae.Code != "tag_taken" || sum.Already != 11 || sum.Failed != 1 {
		t.Fatalf("a changed file: %+v, %v; want 11 already and one tag_taken", sum, err)
	}
}

// Issue 29, the CI runner's case at the client: a release published in
// multi-pushes of 10 is published again from a machine that kept nothing (no
// state file, no record of uploads) with multi-pushes of 7: the registry is
// asked first, every version is reported already, nothing is uploaded,
// signed or paid, and no tag lands twice. A file whose content changed
// under a landed tag is tag_taken, and is not uploaded either.
func TestPublishAsksTheRegistryFirst(t *testing.T) {
	r := newPublishRig(t, 7, "registry-first")
	proxy := newUploadCounter(t, r.dev.APIURL)
	dir := releaseDir(t, 50)
	items, err := publish.PlanDir(dir, "{name}")
	if err != nil {
		t.Fatal(err)
	}
	first := publish.Publisher{Client: r.client(t, proxy.URL, 0), Project: r.id, MultiPushSize: 10}
	if sum, err := first.Run(context.Background(), items, nil); err != nil || sum.Landed != 50 {
		t.Fatalf("first run %+v, %v; want 50 landed", sum, err)
	}
	uploads, before := proxy.uploads.Load(), r.balance(t)
	r.store = &client.MemoryStore{} // a new machine: no state file
	again := publish.Publisher{Client: r.client(t, proxy.URL, 0), Project: r.id, MultiPushSize: 7}
	sum, err := again.Run(context.Background(), items, nil)
	if err != nil || sum.Already != 50 || sum.Landed != 0 || sum.Paid.Sign() != 0 {
		t.Fatalf("run without state %+v, %v; want 50 already, nothing paid", sum, err)
	}
	if n := proxy.uploads.Load() - uploads; n != 0 {
		t.Errorf("the run without state uploaded %d files", n)
	}
	if paid := new(big.Int).Sub(before, r.balance(t)); paid.Sign() != 0 {
		t.Errorf("the run without state moved %s USDC base units", paid)
	}
	for tag, n := range r.versions(t) {
		if n != 1 {
			t.Errorf("tag %s landed %d times", tag, n)
		}
	}
	// One file changed under its landed tag: refused, not uploaded.
	if err := os.WriteFile(filepath.Join(dir, "build-003.bin"), []byte("rebuilt\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r.store = &client.MemoryStore{}
	changed := publish.Publisher{Client: r.client(t, proxy.URL, 0), Project: r.id, MultiPushSize: 1}
	var refused []publish.ItemResult
	sum, err = changed.Run(context.Background(), items, func(ir publish.ItemResult) {
		if ir.Err != nil {
			refused = append(refused, ir)
		}
	})
	var ae *client.APIError
	if !errors.As(err, &ae) || ae.Code != "tag_taken" || sum.Already != 49 || sum.Failed != 1 || len(refused) != 1 || refused[0].Item.Tag != "build-003" {
		t.Fatalf("run with a changed file %+v, %v; want 49 already and build-003 tag_taken", sum, err)
	}
	if n := proxy.uploads.Load() - uploads; n != 0 {
		t.Errorf("the changed file was uploaded (%d uploads)", n)
	}
}

// Two publishers of the same release at once (two CI runners of one
// wallet, each with its own state): each version lands once and is paid
// once; the publisher that finds a tag being pushed by the other waits for
// it and reports it already.
func TestTwoPublishersPayEachVersionOnce(t *testing.T) {
	r := newPublishRig(t, 7, "two-publishers")
	proxy := newUploadCounter(t, r.dev.APIURL)
	items, err := publish.PlanDir(releaseDir(t, 20), "{name}")
	if err != nil {
		t.Fatal(err)
	}
	before := r.balance(t)
	var wg sync.WaitGroup
	sums := make([]publish.Summary, 2)
	errs := make([]error, 2)
	for i := range 2 {
		c, err := client.New(client.Config{BaseURL: proxy.URL, Key: r.key, Store: &client.MemoryStore{}, Backoff: 10 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		p := publish.Publisher{Client: c, Project: r.id, MultiPushSize: 5}
		wg.Add(1)
		go func() {
			defer wg.Done()
			sums[i], errs[i] = p.Run(context.Background(), items, nil)
		}()
	}
	testutil.Wait(t, &wg, "both publishers")
	t.Logf("publishers: %+v / %+v", sums[0], sums[1])
	for i := range 2 {
		if errs[i] != nil || sums[i].Failed != 0 || sums[i].Landed+sums[i].Already != 20 {
			t.Errorf("publisher %d: %+v, %v; want every version landed or already", i, sums[i], errs[i])
		}
	}
	paid := new(big.Int).Sub(before, r.balance(t))
	if want := big.NewInt(20 * 100_000); paid.Cmp(want) != 0 {
		t.Errorf("the payer was charged %s, want 20 push fees, %s", paid, want)
	}
	if both := new(big.Int).Add(sums[0].Paid, sums[1].Paid); both.Cmp(paid) != 0 {
		t.Errorf("the publishers report %s paid, the chain %s", both, paid)
	}
	tags := r.versions(t)
	if len(tags) != 20 {
		t.Errorf("%d tags landed, want 20", len(tags))
	}
	for tag, n := range tags {
		if n != 1 {
			t.Errorf("tag %s landed %d times", tag, n)
		}
	}
}
