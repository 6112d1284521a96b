package explorer_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/api/explorer"
	"github.com/inkd/inkd/chain/readmodel"
)

// The long strings of the layout fixture: none has a space to break at.
var (
	longName = strings.Repeat("an-extremely-long-package-name-", 5)
	longTag  = "v1.0.0-rc.1+build." + strings.Repeat("abcdef0123", 8)
	longID   = strings.Repeat("Zx9_-", 8) + "abc" // 43 characters, as Arweave's
	longWord = strings.Repeat("unbroken", 30)
)

// layoutReadme is a README with the parts that push a page wide: a long
// word, a long code line, a wide table and a long link, and hostile bits.
var layoutReadme = "# " + longWord + "\n\n" + longWord + " [" + "https://docs.example/" + longWord + "](https://docs.example/" + longWord + ")\n\n" +
	"```\n" + strings.Repeat("curl -fL https://gateway.example/"+longID+" ", 6) + "\n```\n\n" +
	"|" + strings.Repeat(" column header |", 12) + "\n|" + strings.Repeat("---|", 12) + "\n|" + strings.Repeat(" "+longID+" |", 12) + "\n\n" +
	"<img src=x onerror=\"window.pwned=21\"> [x](javascript:window.pwned=22)\n"

// layoutProject adds project 9 with long names and hashes everywhere, its
// README in the gateway and versions whose records carry digests and
// transactions.
func layoutProject(t *testing.T, r *registry) {
	t.Helper()
	r.content["layout-readme"] = struct{ data, ctype string }{layoutReadme, "text/markdown"}
	c := created(0, 9, longName, longWord, "https://agents.example/"+longWord, true)
	c.Project.ReadmeHash = "ar://layout-readme"
	r.apply(t, c)
	var vs []readmodel.Change
	for i := range 3 {
		id := fmt.Sprintf("%s%d", longID[:42], i)
		r.content[id] = struct{ data, ctype string }{strings.Repeat("x", 3000*(i+1)), "application/vnd.inkd." + longWord}
		v := pushed(uint(i), "9", uint64(i), "ar://"+id, fmt.Sprintf("%s.%d", longTag, i), longWord)
		tx := common.BytesToHash([]byte(fmt.Sprintf("tx-%d", i)))
		v.TxHash, v.Version.TxHash = tx, tx
		vs = append(vs, v)
	}
	r.apply(t, vs...)
}

// wideElements lists the innermost elements outside a scrolling box
// that reach past the right edge of the viewport or whose content spills
// out of them, to say what made a page too wide.
const wideElements = `(() => {
	const w = document.documentElement.clientWidth, out = [];
	const scrolls = el => { for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
		if (getComputedStyle(p).overflowX !== "visible") { return true; } } return false; };
	const wide = el => el.getBoundingClientRect().right > w + 1 ||
		(getComputedStyle(el).overflowX === "visible" && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0);
	for (const el of document.querySelectorAll("body *")) {
		if (wide(el) && !scrolls(el) && ![...el.children].some(wide)) {
			out.push(el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + (el.className ? "." + el.className : "") +
				" " + el.scrollWidth + "px");
		}
	}
	return out.slice(0, 8);
})()`

// TestPackagePageLayout opens a project page and a version page full of
// long names and hashes in Chromium at a phone's width (390 px) and a
// desktop's, and checks that nothing is wider than the screen, that the
// README is rendered without its hostile parts, and that the newest
// version is marked. The screenshots are left in the test's directory.
func TestPackagePageLayout(t *testing.T) {
	r := newRegistry(t, 0)
	layoutProject(t, r)
	app := r.explorerApp(t, explorer.Config{BlockExplorerURL: "https://scan.example"})
	b := browse(t, app.Listener, app.ShutdownWithContext)

	for _, w := range []struct {
		name          string
		width, height int64
		mobile        bool
	}{
		{"phone", 390, 844, true},
		{"desktop", 1280, 900, false},
	} {
		t.Run(w.name, func(t *testing.T) {
			opts := []chromedp.EmulateViewportOption{}
			if w.mobile {
				opts = append(opts, chromedp.EmulateMobile, chromedp.EmulateTouch)
			}
			for _, path := range []string{"/explore/projects/9", "/explore/projects/9/versions/2"} {
				b.do(t, "open "+path, chromedp.EmulateViewport(w.width, w.height, opts...), chromedp.Navigate(b.base+path),
					chromedp.WaitVisible(chromedp.CSS(`.latest`)))
				widths := value(t, b, "page widths", chromedp.Evaluate[[]int](
					`[document.documentElement.scrollWidth, document.documentElement.clientWidth, window.innerWidth]`))
				b.shotPage(t, strings.ReplaceAll(strings.Trim(path, "/"), "/", "-"))
				if widths[0] > widths[1] || widths[1] != int(w.width) {
					wide := value(t, b, "wide elements", chromedp.Evaluate[[]string](wideElements))
					t.Errorf("%s at %d px: the page is %d px wide in a %d px viewport (window %d px); too wide: %v",
						path, w.width, widths[0], widths[1], widths[2], wide)
				}
			}
			b.do(t, "open the project", chromedp.Navigate(b.base+"/explore/projects/9"), chromedp.WaitVisible(chromedp.CSS(`#readme-body h1`)))
			if got := b.text(t, `#versions tr.latest-row .version`); got != longTag+".2" {
				t.Errorf("the row marked latest is %q", got)
			}
			if got := b.text(t, `#install-get`); got != "inkd get "+longName+"@"+longTag+".2" {
				t.Errorf("the install command reads %q", got)
			}
			bad := value(t, b, "README's hostile parts", chromedp.Evaluate[string](`String(window.pwned) + " " +
				document.querySelectorAll("#readme-body img, #readme-body script, #readme-body a[href^='javascript:' i]").length`))
			if bad != "undefined 0" {
				t.Errorf("window.pwned and hostile README elements: %s", bad)
			}
		})
	}
}
