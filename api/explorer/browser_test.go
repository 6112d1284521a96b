package explorer_test

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/internal/testutil"
)

// screenshotEnv, when set, names a file (relative to the module root) to
// which the browser test writes a screenshot of a filled project page:
// INKD_EXPLORER_SCREENSHOT=docs/explorer.png makes the image of docs/api.md.
const screenshotEnv = "INKD_EXPLORER_SCREENSHOT"

// browserRig is the real API serving the registry on loopback and a
// headless Chromium (the Debian package `make tools` installs) that
// browses it.
type browserRig struct {
	base string
	ctx  context.Context
	dir  string
}

func newBrowserRig(t *testing.T, r *registry) *browserRig {
	t.Helper()
	testutil.SkipIfShort(t, "chromium")
	s := r.server(t, api.Config{ServeGateway: false})
	return browse(t, s.Serve, s.Shutdown)
}

// browse serves pages with serve on loopback, stops them with shutdown at
// cleanup, and opens a headless Chromium on them.
func browse(t *testing.T, serve func(net.Listener) error, shutdown func(context.Context) error) *browserRig {
	t.Helper()
	testutil.SkipIfShort(t, "chromium")
	bin, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatalf("chromium is not installed (`make tools` installs it): %v", err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	served := make(chan error, 1)
	go func() { served <- serve(ln) }()
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := shutdown(ctx); err != nil {
			t.Errorf("shutdown: %v", err)
		}
		testutil.Recv(t, served, "the server's Serve")
	})
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(bin), chromedp.WindowSize(1000, 700),
		chromedp.DisableGPU, chromedp.UserDataDir(t.TempDir()))
	if os.Geteuid() == 0 {
		opts = append(opts, chromedp.NoSandbox) // Chromium refuses root without it
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	t.Cleanup(func() { cancelTab(); cancelAlloc() })
	// The first action starts the browser, which lives as long as the
	// context of that call: no deadline on it (each later step has one).
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("start chromium: %v", err)
	}
	return &browserRig{base: "http://" + ln.Addr().String(), ctx: ctx, dir: t.TempDir()}
}

// stepTimeout bounds one browser step, generous for a loaded machine.
const stepTimeout = time.Minute

// do runs steps in the page, in order.
func (b *browserRig) do(t *testing.T, what string, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, stepTimeout)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// value runs one action that reads something from the page.
func value[T any](t *testing.T, b *browserRig, what string, a chromedp.Action[T]) T {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, stepTimeout)
	defer cancel()
	v, err := chromedp.Run(ctx, a)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	return v
}

// shot saves a screenshot of the viewport in the test's directory.
func (b *browserRig) shot(t *testing.T, name string) []byte {
	t.Helper()
	return b.save(t, name, value(t, b, "screenshot "+name, chromedp.CaptureScreenshot()))
}

// shotPage saves a screenshot of the whole page in the test's directory.
func (b *browserRig) shotPage(t *testing.T, name string) []byte {
	t.Helper()
	return b.save(t, name, value(t, b, "screenshot "+name, chromedp.FullScreenshot(100)))
}

func (b *browserRig) save(t *testing.T, name string, img []byte) []byte {
	t.Helper()
	ext := ".png"
	if len(img) > 2 && img[0] == 0xff && img[1] == 0xd8 {
		ext = ".jpg"
	}
	path := filepath.Join(b.dir, strings.ReplaceAll(t.Name(), "/", "_")+"-"+name+ext)
	if err := os.WriteFile(path, img, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot %s", path)
	return img
}

func (b *browserRig) text(t *testing.T, sel string) string {
	t.Helper()
	return value(t, b, "read "+sel, chromedp.Text(chromedp.CSS(sel)))
}

func (b *browserRig) location(t *testing.T) string {
	t.Helper()
	return strings.TrimPrefix(value(t, b, "location", chromedp.Location()), b.base)
}

// TestBrowser opens the pages in Chromium as a person would: reads them,
// follows links and paging, watches a new version arrive on an open
// project page, and checks that hostile strings neither run nor link.
func TestBrowser(t *testing.T) {
	r := newRegistry(t, 25)
	b := newBrowserRig(t, r)

	t.Run("list and links", func(t *testing.T) {
		b.do(t, "open /", chromedp.Navigate(b.base+"/"), chromedp.WaitVisible(chromedp.CSS(`table.list`)))
		if got := b.text(t, "h1"); got != "Projects" {
			t.Fatalf("front page h1 = %q", got)
		}
		b.shot(t, "front")
		b.do(t, "open /explore?limit=10", chromedp.Navigate(b.base+"/explore?limit=10"), chromedp.WaitVisible(chromedp.CSS(`a[rel="next"]`)))
		if got := b.text(t, ".paging"); !strings.Contains(got, "1–10 of 28") {
			t.Fatalf("paging reads %q", got)
		}
		b.do(t, "older", chromedp.Click(chromedp.CSS(`a[rel="next"]`)), chromedp.WaitVisible(chromedp.CSS(`a[rel="prev"]`)))
		if got := b.location(t); got != "/explore?limit=10&offset=10" {
			t.Fatalf("older page is %q", got)
		}
		if got := b.text(t, ".paging"); !strings.Contains(got, "11–20 of 28") {
			t.Fatalf("second page reads %q", got)
		}
		b.do(t, "open alpha", chromedp.Navigate(b.base+"/explore?limit=50"),
			chromedp.Click(chromedp.Search(`//a[@class="project" and text()="alpha"]`)),
			chromedp.WaitVisible(chromedp.CSS(`#versions`)))
		if got := b.location(t); got != "/explore/projects/1" {
			t.Fatalf("alpha's link led to %q", got)
		}
		if got := b.text(t, "#project-name"); got != "alpha" {
			t.Fatalf("project page names %q", got)
		}
		if got := b.text(t, "#collaborators"); !strings.Contains(got, addr(7).Hex()) || strings.Contains(got, addr(8).Hex()) {
			t.Fatalf("collaborators read %q", got)
		}
		b.do(t, "open v1.1.0", chromedp.Click(chromedp.Search(`//a[@class="version" and text()="v1.1.0"]`)),
			chromedp.WaitVisible(chromedp.CSS(`#diff`)))
		if got := b.location(t); got != "/explore/projects/1/versions/1" {
			t.Fatalf("v1.1.0's link led to %q", got)
		}
		if got := b.text(t, "#size") + " " + b.text(t, "#content-type"); got != "22 bytes text/plain" {
			t.Fatalf("size and type read %q", got)
		}
		if got := b.text(t, "#diff"); !strings.Contains(got, "-world") || !strings.Contains(got, "+brave new world") {
			t.Fatalf("diff reads %q", got)
		}
		href := value(t, b, "content link", chromedp.Evaluate[string](`document.querySelector("#content a").href`))
		if href != "https://gateway.example/alpha-1" {
			t.Fatalf("content links to %q", href)
		}
		b.shot(t, "version")
	})

	t.Run("hostile strings do not run", func(t *testing.T) {
		b.do(t, "open project 3", chromedp.Navigate(b.base+"/explore/projects/3"), chromedp.WaitVisible(chromedp.CSS(`#versions`)))
		b.shot(t, "hostile")
		pwned := value(t, b, "window.pwned", chromedp.Evaluate[string](`String(window.pwned)`))
		title := value(t, b, "title", chromedp.Title())
		// The name is the page's title as text; the script in it would
		// have replaced the title by "pwned-name".
		if pwned != "undefined" || title != hostileName+" · inkd explorer" {
			t.Fatalf("a script from the registry ran: window.pwned=%s, title %q", pwned, title)
		}
		if got := b.text(t, "#project-name"); got != hostileName {
			t.Fatalf("the name reads %q, want it as text", got)
		}
		links := value(t, b, "javascript: links", chromedp.Evaluate[int](`document.querySelectorAll("main a[href^='javascript:' i]").length`))
		images := value(t, b, "injected elements", chromedp.Evaluate[int](`document.querySelectorAll("main img, main svg, main script").length`))
		if links != 0 || images != 0 {
			t.Fatalf("the page has %d javascript: links and %d injected elements", links, images)
		}
		// The CSP is enforced by the browser: an inline script does not
		// run even when added to the DOM.
		blocked := value(t, b, "inline script", chromedp.Evaluate[bool](`(() => { const s = document.createElement("script"); s.textContent = "window.inline = 1";
			document.body.appendChild(s); return window.inline === undefined; })()`))
		if !blocked {
			t.Fatal("an inline script ran: the Content-Security-Policy is not in force")
		}
		b.do(t, "open its version", chromedp.Navigate(b.base+"/explore/projects/3/versions/1"), chromedp.WaitVisible(chromedp.CSS(`#changelog`)))
		pwned = value(t, b, "window.pwned", chromedp.Evaluate[string](`String(window.pwned)`))
		if got := b.text(t, "#changelog"); got != hostileChangelog || pwned != "undefined" {
			t.Fatalf("changelog reads %q, window.pwned=%s", got, pwned)
		}
	})

	t.Run("a new version arrives live", func(t *testing.T) {
		b.do(t, "open alpha", chromedp.Navigate(b.base+"/explore/projects/1"),
			chromedp.WaitVisible(chromedp.CSS(`body[data-live="open"]`)))
		value(t, b, "mark the document", chromedp.Evaluate[int](`window.sameDocument = 42`))
		tag := `v2.0.0 <b>bold</b>`
		r.apply(t, pushed(0, "1", 3, "ar://alpha-3", tag, "the live one"))
		b.do(t, "wait for version 3", chromedp.WaitVisible(chromedp.CSS(`#versions tr[data-index="3"]`)))
		b.do(t, "wait for its changelog", chromedp.WaitVisible(chromedp.Search(`//tr[@data-index="3"]/td[@class="changelog" and text()="the live one"]`)))
		same := value(t, b, "the mark", chromedp.Evaluate[int](`window.sameDocument || 0`))
		if same != 42 {
			t.Fatal("the page reloaded to show the new version")
		}
		if got := b.text(t, `#versions tbody tr:first-child .version`); got != tag {
			t.Fatalf("the new row's tag reads %q", got)
		}
		bold := value(t, b, "bold elements", chromedp.Evaluate[int](`document.querySelectorAll("#versions b").length`))
		if bold != 0 {
			t.Fatal("the live row rendered the tag as HTML")
		}
		if got := b.text(t, "#version-count"); got != "4" {
			t.Fatalf("version count reads %q", got)
		}
		latest := value(t, b, "rows marked latest", chromedp.Evaluate[string](
			`[...document.querySelectorAll("#versions tr.latest-row")].map(r => r.dataset.index).join() + " " +
			[...document.querySelectorAll("#versions .latest")].map(m => m.closest("tr").dataset.index).join()`))
		if latest != "3 3" {
			t.Fatalf("rows marked latest and rows with the marker after the new version: %q, want version 3 alone", latest)
		}
		if got := b.text(t, "#install-stale"); !strings.Contains(got, tag) || !strings.Contains(got, "reload") {
			t.Fatalf("the install commands say %q of the new version", got)
		}
		b.shot(t, "live")
		b.do(t, "follow the live row", chromedp.Click(chromedp.CSS(`#versions tr[data-index="3"] .version`)),
			chromedp.WaitVisible(chromedp.CSS(`#changelog`)))
		if got := b.text(t, "#changelog"); got != "the live one" {
			t.Fatalf("the live row led to a version whose changelog reads %q", got)
		}
	})

	t.Run("a filled project page", func(t *testing.T) {
		showcase(t, r)
		b.do(t, "open ledger-kit", chromedp.Navigate(b.base+"/explore/projects/4"),
			chromedp.WaitVisible(chromedp.CSS(`body[data-live="open"]`)))
		c := pushed(0, "4", 4, "ar://ledger-kit-4", "v1.3.0", "Typed errors for reverts")
		c.Version.PushedBy, c.Version.PushedAt = common.HexToAddress("0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"), 1_767_225_600+40*86_400
		r.apply(t, c)
		b.do(t, "wait for v1.3.0", chromedp.WaitVisible(chromedp.CSS(`#versions tr[data-index="4"]`)))
		png := b.shot(t, "project")
		if dst := os.Getenv(screenshotEnv); dst != "" {
			writeScreenshot(t, dst, png)
		}
	})
}

// showcase adds a project that looks like a real one, for docs/api.md's
// screenshot.
func showcase(t *testing.T, r *registry) {
	t.Helper()
	owner := common.HexToAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
	r.apply(t, readmodel.Change{Kind: readmodel.KindProjectCreated, Project: &readmodel.Project{
		ID: "4", Name: "ledger-kit", License: "Apache-2.0", Owner: owner, IsPublic: true, CreatedAt: 1_767_225_600,
		Description: "Typed Go client for EVM ledgers: batched reads, receipts and reorg-safe event streams.",
	}})
	changes := []readmodel.Change{
		{Kind: readmodel.KindCollaboratorAdded, ProjectID: "4", Collaborator: common.HexToAddress("0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359")},
		{Kind: readmodel.KindCollaboratorAdded, LogIndex: 1, ProjectID: "4", Collaborator: common.HexToAddress("0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB")},
	}
	for i, v := range [][2]string{{"v0.9.0", "First public release"}, {"v1.0.0", "Stable API; every call takes a context"},
		{"v1.1.0", "Batched reads over one JSON-RPC round trip"}, {"v1.2.0", "Event stream survives reorgs"}} {
		c := pushed(uint(2+i), "4", uint64(i), fmt.Sprintf("ar://ledger-kit-%d", i), v[0], v[1])
		c.Version.PushedBy, c.Version.PushedAt = owner, 1_767_225_600+uint64(i)*86_400*9
		changes = append(changes, c)
	}
	r.apply(t, changes...)
}

// writeScreenshot writes png to dst, relative to the module root.
func writeScreenshot(t *testing.T, dst string, png []byte) {
	t.Helper()
	if !filepath.IsAbs(dst) {
		root, err := moduleRoot()
		if err != nil {
			t.Fatal(err)
		}
		dst = filepath.Join(root, dst)
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s (%d bytes)", dst, len(png))
}

func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod above the working directory")
		}
		dir = parent
	}
}
