package explorer_test

import (
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/api/explorer"
	"github.com/inkd/inkd/chain/readmodel"
)

// pageReadme is a README with the payloads a README could use to run
// script or hide a link, around plain Markdown.
const pageReadme = "# docs-kit\n\nUse it **well**: see [the guide](https://docs.example/guide) and [the spec](ar://docs-spec).\n\n" +
	"<script>window.pwned=11</script>\n\n<img src=x onerror=\"window.pwned=12\">\n\n" +
	"<a href=\"#\" onclick=\"window.pwned=13\">click</a> [run](javascript:window.pwned=14) " +
	"[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) ![pixel](data:image/png;base64,iVBORw0KGgo=) " +
	"![svg](javascript:window.pwned=15)\n\n<iframe src=\"https://evil.example/\"></iframe>\n\n```sh\ninkd get docs-kit@v2.0.0\n```\n"

// readmeMarkup is markup a sanitized README never holds, in lower case.
var readmeMarkup = []string{"<script", "<img", "<iframe", "onerror=", "onclick=", `href="javascript:`, `href="data:`, "src="}

var (
	docsTx0 = common.HexToHash("0x1111111111111111111111111111111111111111111111111111111111111111")
	docsTx1 = common.HexToHash("0x2222222222222222222222222222222222222222222222222222222222222222")
)

// docsKit adds project 5 "docs-kit" with a README in the gateway and two
// versions whose transactions are known, project 6 whose README the
// gateway does not have and project 7 whose README is no ar:// id.
func docsKit(t *testing.T, r *registry) {
	t.Helper()
	r.content["docs-readme"] = struct{ data, ctype string }{pageReadme, "text/markdown"}
	r.content["docs-kit-0"] = struct{ data, ctype string }{"one", "text/plain"}
	r.content["docs-kit-1"] = struct{ data, ctype string }{"two!", "application/gzip"}
	withReadme := func(log uint, id int, name, readme string) readmodel.Change {
		c := created(log, id, name, "Docs tooling.", "", false)
		c.Project.ReadmeHash = readme
		return c
	}
	r.apply(t, withReadme(0, 5, "docs-kit", "ar://docs-readme"), withReadme(1, 6, "lost-readme", "ar://not-in-gateway"),
		withReadme(2, 7, "ipfs-readme", "ipfs://bafy"))
	v0, v1 := pushed(0, "5", 0, "ar://docs-kit-0", "v1.0.0", "first"), pushed(1, "5", 1, "ar://docs-kit-1", "v2.0.0", "second")
	// As the indexer records them: on the event and on the version.
	v0.TxHash, v0.Version.TxHash, v1.TxHash, v1.Version.TxHash = docsTx0, docsTx0, docsTx1, docsTx1
	r.apply(t, v0, v1)
}

// TestProjectPageIsAPackagePage reads a project page over the real API:
// the README rendered and sanitized, the commands that get the latest
// version, the transactions, the "latest" marker on the newest version
// only, and the README's link with a note when it cannot be shown.
func TestProjectPageIsAPackagePage(t *testing.T) {
	r := newRegistry(t, 0)
	docsKit(t, r)
	s := r.server(t, api.Config{})

	_, body := page(t, s, "/explore/projects/5")
	main := body[strings.Index(body, "<main>"):]
	mustContain(t, "project 5", main, `<article class="markdown" id="readme-body">`, "<h1>docs-kit</h1>", "<strong>well</strong>",
		`<a href="https://docs.example/guide" rel="nofollow noreferrer">the guide</a>`,
		`<a href="https://gateway.example/docs-spec" rel="nofollow noreferrer">the spec</a>`,
		"<pre><code>inkd get docs-kit@v2.0.0\n</code></pre>",
		`<pre class="cmd" id="install-get">inkd get docs-kit@v2.0.0</pre>`,
		`<pre class="cmd" id="install-curl">curl -fL -o docs-kit-v2.0.0 https://gateway.example/docs-kit-1</pre>`,
		docsTx0.Hex(), docsTx1.Hex(), `href="https://gateway.example/docs-readme"`)
	lower := strings.ToLower(main)
	for _, bad := range readmeMarkup {
		if strings.Contains(lower, bad) {
			t.Errorf("project 5 holds %q", bad)
		}
	}
	if strings.Contains(main, "/tx/") {
		t.Error("a transaction is linked though no block explorer is configured")
	}
	if got := regexp.MustCompile(`<tr data-index="(\d+)" class="latest-row">`).FindAllStringSubmatch(main, -1); len(got) != 1 || got[0][1] != "1" {
		t.Errorf("rows marked latest: %v, want version 1 only", got)
	}

	_, lost := page(t, s, "/explore/projects/6")
	mustContain(t, "project 6", lost, `id="readme-note">The README could not be fetched right now`, `href="https://gateway.example/not-in-gateway"`)
	mustLack(t, "project 6", lost, `id="readme-body"`, `id="install"`)
	_, ipfs := page(t, s, "/explore/projects/7")
	mustContain(t, "project 7", ipfs, `id="readme-note">The README is not stored on Arweave`, `<span class="plain">ipfs://bafy</span>`)

	_, older := page(t, s, "/explore/projects/5/versions/0")
	mustLack(t, "version 0", older, `class="latest"`)
	_, newest := page(t, s, "/explore/projects/5/versions/1")
	mustContain(t, "version 1", newest, `<span class="latest">latest</span>`, `<dd class="hash" id="tx"><span class="plain">`+docsTx1.Hex())

	// The API's TX_EXPLORER_URL links each transaction.
	linked := r.server(t, api.Config{TxExplorerURL: "https://scan.example"})
	_, body = page(t, linked, "/explore/projects/5")
	mustContain(t, "project 5 with a block explorer", body, `href="https://scan.example/tx/`+docsTx1.Hex()+`"`)
}

// TestPackagePageShowsTheRecordsContent serves the explorer with records
// that carry their content's digest, size and type, and a block explorer:
// each version shows them, the transactions link to the block explorer,
// and the download is followed by a check of its digest.
func TestPackagePageShowsTheRecordsContent(t *testing.T) {
	r := newRegistry(t, 0)
	docsKit(t, r)
	app := r.explorerApp(t, explorer.Config{BlockExplorerURL: "https://scan.example/"})
	digest := func(s string) string { sum := sha256.Sum256([]byte(s)); return hex.EncodeToString(sum[:]) }

	_, body := get(t, app, "/explore/projects/5")
	mustContain(t, "project 5", body,
		`sha256 <span class="sha256">`+digest("one")+`</span>`, `<div class="size">3 bytes</div>`,
		`sha256 <span class="sha256">`+digest("two!")+`</span>`, `<div class="size">4 bytes</div>`,
		`<a href="https://scan.example/tx/`+docsTx1.Hex()+`" rel="noopener noreferrer nofollow">`+docsTx1.Hex()+`</a>`,
		`data-txbase="https://scan.example"`,
		"echo &#39;"+digest("two!")+"  docs-kit-v2.0.0&#39; | sha256sum -c -")

	// A gateway on this server (the local driver's /ar): the download
	// command needs its absolute URL, the README's links stay on it.
	_, local := get(t, r.explorerApp(t, explorer.Config{GatewayURL: "/ar"}), "/explore/projects/5")
	mustContain(t, "project 5 with a local gateway", local, "curl -fL -o docs-kit-v2.0.0 http://example.com/ar/docs-kit-1",
		`<a href="/ar/docs-spec" rel="nofollow noreferrer">the spec</a>`)

	_, ver := get(t, app, "/explore/projects/5/versions/1")
	mustContain(t, "version 1", ver, `<dd id="size">4 bytes</dd>`, `<dd id="content-type">application/gzip</dd>`,
		`<dd class="hash" id="sha256">`+digest("two!")+`</dd>`, `href="https://scan.example/tx/`+docsTx1.Hex()+`"`)
}

// TestReadmeWithoutStoredContent: an explorer that reads no stored
// content links the README with a note.
func TestReadmeWithoutStoredContent(t *testing.T) {
	r := newRegistry(t, 0)
	docsKit(t, r)
	ex, err := explorer.New(explorer.Config{GatewayURL: "https://gateway.example"}, explorer.Deps{Reader: r.m})
	if err != nil {
		t.Fatal(err)
	}
	_, body := get(t, appOf(ex), "/explore/projects/5")
	mustContain(t, "project 5", body, `id="readme-note">The README is linked only`, `href="https://gateway.example/docs-readme"`)
	mustLack(t, "project 5", body, `id="readme-body"`, "sha256 <span")
}
