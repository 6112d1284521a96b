package e2e

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/client/publish"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/cmd/inkd/app"
)

// startDev runs inkd (API, worker, embedded chain) on a real redis-server
// (startStack); each option changes the API's configuration.
func startDev(t *testing.T, opts ...func(*api.Config)) (*app.Dev, *ethclient.Client) {
	t.Helper()
	s := startStack(t, stackOptions{apiConfig: opts})
	return s.Dev, s.eth
}

// A multi-push of 256 versions pushed through the client against a real inkd
// lands in one transaction with consecutive indexes after the project's
// existing version; the payer's USDC balance drops by exactly the fee the
// 402 quoted, which is 256 single-push minimum fees; the version list
// reads them back; and pushing the same multi-push again answers the saved
// result without paying.
func TestMultiPushThroughTheStack(t *testing.T) {
	dev, eth := startDev(t)
	ctx := context.Background()
	key := devkeys.Key(3)
	payer := crypto.PubkeyToAddress(key.PublicKey)
	var quoted *big.Int
	c, err := client.New(client.Config{BaseURL: dev.APIURL, Key: key, Confirm: func(fee *big.Int, _ string) error {
		quoted = fee
		return nil
	}})
	if err != nil {
		t.Fatal(err)
	}
	created, err := c.CreateProject(ctx, wire.CreateProject{Name: "batch-stack", IsPublic: true})
	if err != nil {
		t.Fatal(err)
	}
	id := created.Create.ProjectID
	if _, err := c.PushVersion(ctx, id, wire.PushVersion{StorageHash: testHash(0), VersionTag: "v0"}, ""); err != nil {
		t.Fatal(err)
	}
	req := wire.PushVersions{Versions: make([]wire.PushVersion, 256)}
	for i := range req.Versions {
		req.Versions[i] = wire.PushVersion{StorageHash: testHash(i + 1), VersionTag: fmt.Sprintf("v1.0.%d", i), Changelog: strings.Repeat("c", 24)} // 256 fit one transaction beside the content fields
	}
	usdc := chain.NewUSDCState(eth, dev.Deployment.USDC)
	before, err := usdc.BalanceOf(ctx, payer)
	if err != nil {
		t.Fatal(err)
	}
	res, err := c.PushVersions(ctx, id, req, "batch-stack")
	if err != nil {
		t.Fatal(err)
	}
	after, err := usdc.BalanceOf(ctx, payer)
	if err != nil {
		t.Fatal(err)
	}
	if want := big.NewInt(256 * 100_000); quoted.Cmp(want) != 0 || res.Fee.Cmp(want) != 0 {
		t.Fatalf("quoted %s, paid %s; want 256 minimum fees, %s", quoted, res.Fee, want)
	}
	if paid := new(big.Int).Sub(before, after); paid.Cmp(quoted) != 0 {
		t.Fatalf("the payer's balance dropped by %s, the 402 quoted %s", paid, quoted)
	}
	b := res.MultiPush
	if b == nil || b.Status != "success" || b.ProjectID != id || b.Pusher != payer.Hex() || len(b.Versions) != 256 {
		t.Fatalf("result %+v", b)
	}
	for i, v := range b.Versions {
		if v.VersionIndex != strconv.Itoa(i+1) || v.VersionTag != req.Versions[i].VersionTag || v.StorageHash != req.Versions[i].StorageHash {
			t.Fatalf("version %d = %+v, want index %d of %+v", i, v, i+1, req.Versions[i])
		}
	}
	list, err := c.Versions(ctx, id, client.VersionQuery{})
	if err != nil {
		t.Fatal(err)
	}
	if len(list.Data) != 257 || list.Data[256].VersionTag != "v1.0.255" {
		t.Fatalf("the project lists %d versions, want 257 ending with v1.0.255", len(list.Data))
	}
	again, err := c.PushVersions(ctx, id, req, "batch-stack")
	if err != nil || !again.Cached || again.MultiPush.TxHash != b.TxHash {
		t.Fatalf("the same batch again = %+v, %v; want the saved result", again, err)
	}
	if now, _ := usdc.BalanceOf(ctx, payer); now.Cmp(after) != 0 {
		t.Fatalf("the repeated batch charged %s", new(big.Int).Sub(after, now))
	}
}

// testHash is a valid ar:// id for test content i.
func testHash(i int) string {
	return fmt.Sprintf("ar://stack%037dA", i)
}

// releaseDir writes n small files to a new directory.
func releaseDir(t *testing.T, n int) string {
	t.Helper()
	dir := t.TempDir()
	for i := range n {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("build-%03d.bin", i)), []byte(fmt.Sprintf("artifact %d of %s\n", i, t.Name())), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// publishRig is a project of a running inkd, a payer and its USDC.
type publishRig struct {
	dev   *app.Dev
	usdc  *chain.USDCState
	key   *ecdsa.PrivateKey
	store client.Store
	id    string
}

func newPublishRig(t *testing.T, keyIndex int, name string, opts ...func(*api.Config)) *publishRig {
	t.Helper()
	dev, eth := startDev(t, opts...)
	r := &publishRig{dev: dev, usdc: chain.NewUSDCState(eth, dev.Deployment.USDC), key: devkeys.Key(keyIndex), store: &client.MemoryStore{}}
	res, err := r.client(t, dev.APIURL, 0).CreateProject(context.Background(), wire.CreateProject{Name: name, IsPublic: true})
	if err != nil {
		t.Fatal(err)
	}
	r.id = res.Create.ProjectID
	return r
}

// client pays from the rig's key through base, saving payments in the
// rig's store; maxAttempts 0 is the default.
func (r *publishRig) client(t *testing.T, base string, maxAttempts int) *client.Client {
	t.Helper()
	c, err := client.New(client.Config{BaseURL: base, Key: r.key, Store: r.store, MaxAttempts: maxAttempts, Backoff: 10 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func (r *publishRig) balance(t *testing.T) *big.Int {
	t.Helper()
	b, err := r.usdc.BalanceOf(context.Background(), crypto.PubkeyToAddress(r.key.PublicKey))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// versions reads the project's version tags, each once.
func (r *publishRig) versions(t *testing.T) map[string]int {
	t.Helper()
	list, err := r.client(t, r.dev.APIURL, 0).Versions(context.Background(), r.id, client.VersionQuery{})
	if err != nil {
		t.Fatal(err)
	}
	tags := map[string]int{}
	for _, v := range list.Data {
		tags[v.VersionTag]++
	}
	return tags
}

// Publishing 300 files goes out as two multi-pushes (256 + 44): two
// transactions, the payer charged 300 push fees exactly, every file one
// version; a re-run finds both multi-pushes saved and pays nothing.
func TestPublishInMultiPushes(t *testing.T) {
	r := newPublishRig(t, 4, "publish-batches")
	dir := releaseDir(t, 300)
	items, err := publish.PlanDir(dir, "{name}")
	if err != nil {
		t.Fatal(err)
	}
	before := r.balance(t)
	p := publish.Publisher{Client: r.client(t, r.dev.APIURL, 0), Project: r.id, Concurrency: 8}
	sum, err := p.Run(context.Background(), items, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := big.NewInt(300 * 100_000)
	if sum.Landed != 300 || sum.Transactions != 2 || sum.Paid.Cmp(want) != 0 {
		t.Fatalf("summary %+v, want 300 landed in 2 transactions for %s", sum, want)
	}
	if paid := new(big.Int).Sub(before, r.balance(t)); paid.Cmp(want) != 0 {
		t.Fatalf("payer charged %s, want %s", paid, want)
	}
	if tags := r.versions(t); len(tags) != 300 {
		t.Fatalf("%d distinct tags, want 300", len(tags))
	}
	again, err := p.Run(context.Background(), items, nil)
	if err != nil || again.Already != 300 || again.Paid.Sign() != 0 {
		t.Fatalf("re-run %+v, %v; want 300 already, nothing paid", again, err)
	}
	if paid := new(big.Int).Sub(before, r.balance(t)); paid.Cmp(want) != 0 {
		t.Fatalf("after the re-run the payer was charged %s, want %s", paid, want)
	}
}

// A server that takes fewer versions in one multi-push than the publisher's
// chunk (BATCH_MAX_VERSIONS 8 against the default 256) answers 400
// batch_too_large before any payment; the publisher halves the chunk until
// the server takes it: all 20 versions land, each multi-push within the
// server's limit, the payer charged exactly 20 push fees, and a re-run
// pays nothing.
func TestPublishHalvesMultiPushesTheServerRefuses(t *testing.T) {
	r := newPublishRig(t, 6, "publish-halves", func(c *api.Config) { c.MultiPushMaxVersions = 8 })
	items, err := publish.PlanDir(releaseDir(t, 20), "{name}")
	if err != nil {
		t.Fatal(err)
	}
	before := r.balance(t)
	p := publish.Publisher{Client: r.client(t, r.dev.APIURL, 0), Project: r.id, Concurrency: 4}
	sum, err := p.Run(context.Background(), items, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := big.NewInt(20 * 100_000)
	// 20 -> 10 + 10 -> four multi-pushes of 5.
	if sum.Landed != 20 || sum.Failed != 0 || sum.Transactions != 4 || sum.Paid.Cmp(want) != 0 {
		t.Fatalf("summary %+v, want 20 landed in 4 transactions for %s", sum, want)
	}
	if paid := new(big.Int).Sub(before, r.balance(t)); paid.Cmp(want) != 0 {
		t.Fatalf("payer charged %s, want %s", paid, want)
	}
	if tags := r.versions(t); len(tags) != 20 {
		t.Fatalf("%d distinct tags, want 20", len(tags))
	}
	again, err := p.Run(context.Background(), items, nil)
	if err != nil || again.Already != 20 || again.Paid.Sign() != 0 {
		t.Fatalf("re-run %+v, %v; want 20 already, nothing paid", again, err)
	}
}

// proxyTo is a reverse proxy to base whose answers to multi-pushes fail
// decides: it returns the status to answer instead (0 forwards the answer).
func proxyTo(t *testing.T, base string, fail func(r *http.Request) int) string {
	t.Helper()
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	rp := httputil.NewSingleHostReverseProxy(u)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if !strings.HasSuffix(req.URL.Path, "/versions/batch") {
			rp.ServeHTTP(w, req)
			return
		}
		status := fail(req)
		if status == 0 {
			rp.ServeHTTP(w, req)
			return
		}
		if status == http.StatusNotFound {
			w.WriteHeader(status)
			_, _ = w.Write([]byte(`{"error":"route_not_found","message":"no route POST ` + req.URL.Path + `"}`))
			return
		}
		// The request reaches inkd; its answer is lost.
		rec := httptest.NewRecorder()
		rp.ServeHTTP(rec, req)
		w.WriteHeader(status)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// Against a server without the multi-push route (404 route_not_found, before
// any payment is asked), publish pushes every version with its own
// payment instead: all land, each charged once.
func TestPublishFallsBackToSinglePushes(t *testing.T) {
	r := newPublishRig(t, 5, "publish-fallback")
	var multiPushCalls atomic.Int32
	base := proxyTo(t, r.dev.APIURL, func(*http.Request) int {
		multiPushCalls.Add(1)
		return http.StatusNotFound
	})
	items, err := publish.PlanDir(releaseDir(t, 5), "{name}")
	if err != nil {
		t.Fatal(err)
	}
	before := r.balance(t)
	sum, err := (&publish.Publisher{Client: r.client(t, base, 0), Project: r.id}).Run(context.Background(), items, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := big.NewInt(5 * 100_000)
	if sum.Landed != 5 || sum.Transactions != 5 || sum.Paid.Cmp(want) != 0 || multiPushCalls.Load() != 1 {
		t.Fatalf("summary %+v after %d batch calls; want 5 single pushes after one refused batch", sum, multiPushCalls.Load())
	}
	if paid := new(big.Int).Sub(before, r.balance(t)); paid.Cmp(want) != 0 {
		t.Fatalf("payer charged %s, want %s", paid, want)
	}
}

// A multi-push whose answer is lost (the push reached inkd and landed; the
// client saw a 502 and gave up) is not paid again by the next run: the
// re-run presents the saved payment and gets the landed multi-push's result.
func TestPublishRerunAfterLostMultiPushAnswer(t *testing.T) {
	r := newPublishRig(t, 6, "publish-lost")
	var lost atomic.Bool
	base := proxyTo(t, r.dev.APIURL, func(req *http.Request) int {
		if req.Header.Get("PAYMENT-SIGNATURE") != "" && lost.CompareAndSwap(false, true) {
			return http.StatusBadGateway
		}
		return 0
	})
	items, err := publish.PlanDir(releaseDir(t, 20), "{name}")
	if err != nil {
		t.Fatal(err)
	}
	before := r.balance(t)
	first := publish.Publisher{Client: r.client(t, base, 1), Project: r.id}
	if sum, err := first.Run(context.Background(), items, nil); err == nil || sum.Failed != 20 {
		t.Fatalf("first run %+v, %v; want its 20 versions failed on the lost answer", sum, err)
	}
	second := publish.Publisher{Client: r.client(t, base, 0), Project: r.id, Uploads: first.Uploads}
	sum, err := second.Run(context.Background(), items, nil)
	if err != nil || sum.Landed != 20 || sum.Transactions != 1 {
		t.Fatalf("re-run %+v, %v; want the 20 versions of the one batch", sum, err)
	}
	want := big.NewInt(20 * 100_000)
	if paid := new(big.Int).Sub(before, r.balance(t)); paid.Cmp(want) != 0 {
		t.Fatalf("payer charged %s, want one batch, %s", paid, want)
	}
	for tag, n := range r.versions(t) {
		if n != 1 {
			t.Fatalf("tag %s landed %d times", tag, n)
		}
	}
}
