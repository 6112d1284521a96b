package e2e

import (
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"
)

// TestExplorerOnTheStack: as `inkd dev` wires it, the explorer shows paid
// writes right after their 201, its version page diffs the stored texts,
// and its content link leads to the content on the gateway the API
// serves; GET / is HTML for a browser and JSON for the rest.
func TestExplorerOnTheStack(t *testing.T) {
	s := startStack(t, stackOptions{})
	owner := s.payer(3, 1)
	p := s.create(t, owner, `{"name":"explorer-e2e","description":"seen in a browser"}`)
	h1 := readsUpload(t, s.APIURL, "one\ntwo\n")
	h2 := readsUpload(t, s.APIURL, "one\nthree\n")
	readsPush(t, s.APIURL, owner, p["projectId"], h1, "v1")
	readsPush(t, s.APIURL, owner, p["projectId"], h2, "v2")

	_, proj := explorerGet(t, s.APIURL+"/explore/projects/"+p["projectId"], 200)
	for _, want := range []string{"explorer-e2e", "seen in a browser", owner.Address().Hex(), ">v2</a>", ">v1</a>"} {
		if !strings.Contains(proj, want) {
			t.Errorf("project page lacks %q", want)
		}
	}
	_, ver := explorerGet(t, s.APIURL+"/explore/projects/"+p["projectId"]+"/versions/1", 200)
	for _, want := range []string{`<span class="del">-two</span>`, `<span class="add">&#43;three</span>`, "10 bytes"} {
		if !strings.Contains(ver, want) {
			t.Errorf("version page lacks %q", want)
		}
	}
	m := regexp.MustCompile(`<dd class="hash" id="content"><a href="([^"]+)"`).FindStringSubmatch(ver)
	if m == nil {
		t.Fatalf("version page has no content link: %s", ver)
	}
	link := m[1]
	if strings.HasPrefix(link, "/") {
		link = s.APIURL + link
	}
	if !strings.HasSuffix(link, "/"+strings.TrimPrefix(h2, "ar://")) {
		t.Fatalf("content link %q is not the gateway's URL of %s", link, h2)
	}
	if _, content := explorerGet(t, link, 200); content != "one\nthree\n" {
		t.Fatalf("the content link served %q", content)
	}

	resp, root := explorerGet(t, s.APIURL+"/", 200)
	if !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") || !strings.Contains(root, ">explorer-e2e</a>") {
		t.Fatalf("GET / for a browser: %s", resp.Header.Get("Content-Type"))
	}
	plain, err := http.Get(s.APIURL + "/")
	if err != nil {
		t.Fatal(err)
	}
	plain.Body.Close()
	if !strings.HasPrefix(plain.Header.Get("Content-Type"), "application/json") {
		t.Fatalf("GET / without Accept: %s", plain.Header.Get("Content-Type"))
	}
}

// explorerGet GETs url as a browser does and wants status.
func explorerGet(t *testing.T, url string, status int) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept", "text/html,application/xhtml+xml,*/*;q=0.8")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != status {
		t.Fatalf("GET %s: status %d, want %d: %.300s", url, resp.StatusCode, status, b)
	}
	return resp, string(b)
}
