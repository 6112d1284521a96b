package explorer_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/api/explorer"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/internal/testutil"
)

// TestPagesShowTheRegistry reads every page over the real API and checks
// what a person would read and the links that lead on.
func TestPagesShowTheRegistry(t *testing.T) {
	r := newRegistry(t, 0)
	s := r.server(t, api.Config{})

	resp, list := page(t, s, "/explore")
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("/explore: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	mustContain(t, "/explore", list, `href="/explore/projects/1">alpha</a>`, "A small library for tests.",
		`href="/explore/projects/2">helper-bot</a>`, addr(1).Hex(), `action="/explore"`, `name="q"`)

	_, proj := page(t, s, "/explore/projects/1")
	mustContain(t, "project 1", proj, `<dd id="version-count">3</dd>`, "alpha", "A small library for tests.", "MIT", addr(1).Hex(), addr(7).Hex(),
		`href="https://gateway.example/alpha-2"`, `href="/explore/projects/1/versions/2">v1.2.0</a>`,
		`data-project="1"`, `data-events="/v1/events"`, `data-gateway="https://gateway.example"`, `data-live="on"`)
	if strings.Contains(proj, addr(8).Hex()) {
		t.Error("project 1 lists collaborator 8, who was removed")
	}
	if i, j := strings.Index(proj, "v1.2.0"), strings.Index(proj, "v1.0.0"); i < 0 || j < i {
		t.Error("versions are not newest first")
	}

	_, ver := page(t, s, "/explore/projects/1/versions/1")
	mustContain(t, "version 1", ver, "v1.1.0", "a brave change", `href="https://gateway.example/alpha-1"`,
		"22 bytes", "text/plain", `<span class="del">-world</span>`, `<span class="add">&#43;brave new world</span>`,
		`href="/explore/projects/1/versions/0"`, `href="/explore/projects/1/versions/2"`, `href="/explore/projects/1"`)

	_, first := page(t, s, "/explore/projects/1/versions/0")
	if strings.Contains(first, `class="diff"`) {
		t.Error("version 0 shows a diff; it has no previous version")
	}

	_, agents := page(t, s, "/explore/agents")
	mustContain(t, "/explore/agents", agents, "helper-bot", `href="https://agents.example/helper"`)
	if strings.Contains(agents, `>alpha</a>`) {
		t.Error("the agents list shows alpha, which is no agent")
	}

	_, stats := page(t, s, "/explore/stats")
	mustContain(t, "/explore/stats", stats, "<dt>Projects</dt><dd>3</dd>", "<dt>Versions</dt><dd>5</dd>", "1.500000 USDC",
		"No chain is configured")
}

// TestHostileStringsStayText: names, descriptions, tags and changelogs
// that carry markup come out escaped, a javascript: endpoint is no link,
// and every page has the strict CSP.
func TestHostileStringsStayText(t *testing.T) {
	r := newRegistry(t, 0)
	s := r.server(t, api.Config{})
	raw := []string{"<script>", "<img", "<svg", `href="javascript:`, "onerror=\"", "onload=\""}
	for _, path := range []string{"/explore", "/explore/agents", "/explore/projects/3", "/explore/projects/3/versions/1", "/"} {
		resp, body := page(t, s, path)
		if resp.StatusCode != 200 {
			t.Fatalf("%s: status %d", path, resp.StatusCode)
		}
		// The page's own markup has a script element only in <head>.
		content := body[strings.Index(body, "<main>"):]
		for _, bad := range raw {
			if strings.Contains(content, bad) {
				t.Errorf("%s prints %q unescaped", path, bad)
			}
		}
		if got := resp.Header.Get("Content-Security-Policy"); got != explorer.ContentSecurityPolicy {
			t.Errorf("%s: CSP %q", path, got)
		}
		if !strings.Contains(explorer.ContentSecurityPolicy, "script-src 'self'") || strings.Contains(explorer.ContentSecurityPolicy, "unsafe-inline") {
			t.Errorf("CSP allows inline script: %s", explorer.ContentSecurityPolicy)
		}
		if resp.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: no nosniff", path)
		}
	}
	_, proj := page(t, s, "/explore/projects/3")
	mustContain(t, "project 3", proj, "&lt;script&gt;document.title=&#34;pwned-name&#34;&lt;/script&gt;",
		`<span class="plain">javascript:window.pwned=4</span>`, `&lt;svg onload=&#34;window.pwned=5&#34;&gt;`)
	_, ver := page(t, s, "/explore/projects/3/versions/1")
	mustContain(t, "version 3/1", ver, "&lt;/pre&gt;&lt;script&gt;window.pwned=3&lt;/script&gt;",
		// The diff of two HTML files is shown as text, not rendered.
		"&lt;html&gt;&lt;script&gt;window.pwned=7&lt;/script&gt;!&lt;/html&gt;")
	if regexp.MustCompile(`<script[^>]*>[^<]`).MatchString(ver) {
		t.Error("the version page has an inline script")
	}
}

// TestRootNegotiatesHTML: GET / is the explorer for a browser and the
// JSON descriptor for every other client; both vary with Accept.
func TestRootNegotiatesHTML(t *testing.T) {
	r := newRegistry(t, 0)
	s := r.server(t, api.Config{})
	for _, tc := range []struct {
		name, accept string
		html         bool
	}{
		{"browser", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", true},
		{"html only", "text/html", true},
		{"no accept", "", false},
		{"curl", "*/*", false},
		{"json", "application/json", false},
		{"tie goes to json", "application/json, text/html", false},
		{"json preferred", "text/html;q=0.5, application/json", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, "/", nil)
			if tc.accept != "" {
				req.Header.Set("Accept", tc.accept)
			}
			resp, err := s.App().Test(req, -1)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Vary"), "Accept") {
				t.Fatalf("status %d, Vary %q", resp.StatusCode, resp.Header.Get("Vary"))
			}
			ct := resp.Header.Get("Content-Type")
			if tc.html {
				if !strings.HasPrefix(ct, "text/html") || !strings.Contains(string(b), `href="/explore/projects/1">alpha</a>`) {
					t.Fatalf("want the explorer, got %s: %.200s", ct, b)
				}
				return
			}
			var d wire.Descriptor
			if err := json.Unmarshal(b, &d); err != nil || d.Name != "inkd" || !strings.HasPrefix(ct, "application/json") {
				t.Fatalf("want the descriptor, got %s: %.200s (%v)", ct, b, err)
			}
		})
	}
	// Without a read model there is no explorer: a browser gets JSON too.
	bare, err := api.New(api.Config{}, api.Deps{Log: testutil.Logger(t)})
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest(http.MethodGet, "/", nil)
	req.Header.Set("Accept", "text/html")
	resp, err := bare.App().Test(req, -1)
	if err != nil || !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
		t.Fatalf("a server without reads answered %v %v", resp.Header.Get("Content-Type"), err)
	}
}

// TestPagingAndErrors: the lists page with the JSON API's bounds, the
// project's versions page newest first, and bad or unknown ids get an
// error page with the right status (never a 500).
func TestPagingAndErrors(t *testing.T) {
	r := newRegistry(t, 25)
	s := r.server(t, api.Config{})
	rows := regexp.MustCompile(`<a class="project" href="/explore/projects/(\d+)">`)

	_, p1 := page(t, s, "/explore?limit=10")
	if n := len(rows.FindAllString(p1, -1)); n != 10 {
		t.Fatalf("first page has %d rows, want 10", n)
	}
	mustContain(t, "page 1", p1, "1–10 of 28", `href="/explore?limit=10&amp;offset=10"`)
	_, p3 := page(t, s, "/explore?limit=10&offset=20")
	if n := len(rows.FindAllString(p3, -1)); n != 8 {
		t.Fatalf("last page has %d rows, want 8", n)
	}
	mustContain(t, "page 3", p3, "21–28 of 28", `href="/explore?limit=10&amp;offset=10"`)
	if strings.Contains(p3, `rel="next"`) {
		t.Error("the last page links to a next one")
	}
	seen := map[string]bool{}
	for _, body := range []string{p1, p3} {
		for _, m := range rows.FindAllStringSubmatch(body, -1) {
			if seen[m[1]] {
				t.Errorf("project %s is on two pages", m[1])
			}
			seen[m[1]] = true
		}
	}

	_, v1 := page(t, s, "/explore/projects/1?limit=2")
	mustContain(t, "versions page 1", v1, "1–2 of 3", ">v1.2.0</a>", ">v1.1.0</a>", `data-live="on"`,
		`href="/explore/projects/1?limit=2&amp;offset=2"`)
	_, v2 := page(t, s, "/explore/projects/1?limit=2&offset=2")
	mustContain(t, "versions page 2", v2, "3–3 of 3", ">v1.0.0</a>", `data-live="off"`)
	if strings.Contains(v2, ">v1.2.0</a>") {
		t.Error("the second versions page repeats the newest version")
	}

	for _, tc := range []struct {
		path   string
		status int
	}{
		{"/explore?limit=101", 400},
		{"/explore?limit=0", 400},
		{"/explore?offset=-1", 400},
		{"/explore?offset=x", 400},
		{"/explore?q=" + strings.Repeat("a", 101), 400},
		{"/explore?q=%ff", 400},
		{"/explore/projects/999", 404},
		{"/explore/projects/abc", 400},
		{"/explore/projects/0", 400},
		{"/explore/projects/01", 400},
		{"/explore/projects/1/versions/9", 404},
		{"/explore/projects/1/versions/x", 400},
		{"/explore/projects/1/versions/99999999999999999999999", 400},
		{"/explore/static/nothing.js", 404},
	} {
		resp, body := page(t, s, tc.path)
		if resp.StatusCode != tc.status || !strings.Contains(body, `id="error"`) {
			t.Errorf("%s: status %d, want %d with an error page", tc.path, resp.StatusCode, tc.status)
		}
		if resp.Header.Get("Content-Security-Policy") == "" {
			t.Errorf("%s: the error page has no CSP", tc.path)
		}
	}
}

// TestSearchFindsProjects: the list's ?q= answers from the read model's
// search index (name prefix, description words) and pages keep the query.
func TestSearchFindsProjects(t *testing.T) {
	r := newRegistry(t, 12)
	s := r.server(t, api.Config{})
	resp, body := page(t, s, "/explore?q=alph")
	if resp.StatusCode != 200 {
		t.Fatalf("status %d", resp.StatusCode)
	}
	mustContain(t, "name prefix", body, ">alpha</a>", `value="alph"`, "Results for")
	mustLack(t, "name prefix", body, ">helper-bot</a>", ">filler-00</a>")

	_, body = page(t, s, "/explore?q=agent+helps")
	mustContain(t, "description words", body, ">helper-bot</a>")
	mustLack(t, "description words", body, ">alpha</a>")

	_, body = page(t, s, "/explore?q=padding&limit=5")
	mustContain(t, "paged search", body, ">filler-00</a>", "q=padding")
	mustLack(t, "paged search", body, ">alpha</a>", ">filler-05</a>")

	_, body = page(t, s, "/explore?q=nothing-matches-this")
	mustLack(t, "no match", body, ">alpha</a>", ">helper-bot</a>")
}

// TestStaticFiles: the stylesheet and script are served with their types.
func TestStaticFiles(t *testing.T) {
	r := newRegistry(t, 0)
	s := r.server(t, api.Config{})
	for file, ctype := range map[string]string{"explorer.css": "text/css", "explorer.js": "text/javascript"} {
		resp, body := page(t, s, "/explore/static/"+file)
		if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), ctype) || len(body) < 100 {
			t.Errorf("%s: %d %s %d bytes", file, resp.StatusCode, resp.Header.Get("Content-Type"), len(body))
		}
	}
}

// TestPagesShareTheReadLimit: the pages (and GET / for a browser) count
// against the read rate limit of the JSON API, in the same window; the
// static files do not. Past the limit a page is an HTML 429 page.
func TestPagesShareTheReadLimit(t *testing.T) {
	r := newRegistry(t, 0)
	s := r.serverWith(t, api.Config{ReadsPerMinute: 4}, api.Deps{Redis: testutil.RedisClient(t)})
	for i, path := range []string{"/explore", "/", "/explore/static/explorer.css", "/v1/projects", "/explore/projects/1"} {
		if resp, _ := page(t, s, path); resp.StatusCode != 200 {
			t.Fatalf("request %d (%s): status %d within the limit", i, path, resp.StatusCode)
		}
	}
	for _, tc := range []struct{ path, contentType, says string }{
		// A person gets a page saying so; the JSON API keeps its body.
		{"/explore/agents", "text/html", "rate limit of 4 read requests per minute exceeded"},
		{"/", "text/html", "rate limit of 4 read requests per minute exceeded"},
		{"/v1/projects", "application/json", `"error":"rate_limited"`},
	} {
		resp, body := page(t, s, tc.path)
		if resp.StatusCode != http.StatusTooManyRequests {
			t.Errorf("%s past the limit: status %d, want 429", tc.path, resp.StatusCode)
		}
		if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, tc.contentType) {
			t.Errorf("%s past the limit: Content-Type %q, want %s", tc.path, ct, tc.contentType)
		}
		if resp.Header.Get("Retry-After") == "" || resp.Header.Get("Cache-Control") != "no-store" {
			t.Errorf("%s past the limit: Retry-After %q, Cache-Control %q", tc.path, resp.Header.Get("Retry-After"), resp.Header.Get("Cache-Control"))
		}
		mustContain(t, tc.path, body, tc.says)
	}
}

// TestSearchTextIsEscaped: the search text the page repeats comes back
// escaped.
func TestSearchTextIsEscaped(t *testing.T) {
	r := newRegistry(t, 0)
	s := r.server(t, api.Config{})
	_, body := page(t, s, "/explore?q="+url.QueryEscape(`"><script>window.q=1</script>`))
	if strings.Contains(body, "<script>window") || !strings.Contains(body, `value="&#34;&gt;&lt;script&gt;window.q=1&lt;/script&gt;"`) {
		t.Fatalf("the search text is not escaped: %s", body[strings.Index(body, "<main>"):])
	}
}

// TestNoLiveWithoutEventStream: a server without an event stream renders
// project pages that do not try to follow it.
func TestNoLiveWithoutEventStream(t *testing.T) {
	r := newRegistry(t, 0)
	s, err := api.New(api.Config{ReadsPerMinute: -1}, api.Deps{Log: testutil.Logger(t), Reads: api.ReadDeps{Model: r.m}})
	if err != nil {
		t.Fatal(err)
	}
	_, body := page(t, s, "/explore/projects/1")
	mustContain(t, "project 1", body, `data-live="off"`, ">v1.2.0</a>")
}

// TestCollaboratorsOfALongHistory: the project page lists every current
// collaborator from the read model's set, however many versions were
// pushed between their additions (a view reads the set, not the events).
func TestCollaboratorsOfALongHistory(t *testing.T) {
	r := newRegistry(t, 0)
	r.apply(t, readmodel.Change{Kind: readmodel.KindCollaboratorAdded, ProjectID: "2", Collaborator: addr(9)})
	var pushes []readmodel.Change
	for i := range 2100 {
		pushes = append(pushes, pushed(uint(i), "2", uint64(i), "ar://bot", "v", ""))
	}
	r.apply(t, pushes...)
	r.apply(t, readmodel.Change{Kind: readmodel.KindCollaboratorAdded, ProjectID: "2", Collaborator: addr(10)})
	s := r.server(t, api.Config{})
	_, body := page(t, s, "/explore/projects/2")
	mustContain(t, "project 2", body, addr(9).Hex(), addr(10).Hex(), `<dd id="version-count">2100</dd>`)
}
