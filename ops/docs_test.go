package ops

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/google/go-cmp/cmp"
)

// The README is a doorway and the manual lives in docs/: these tests keep
// every relative link of the two pointing at a file, and at a heading or
// anchor of it, that exists.

const (
	readmePath = "../README.md"
	docsDir    = "../docs"
	// readmeMaxLines is the most lines README.md may have: what inkd is,
	// the two commands, a short tour and links, nothing of the manual.
	readmeMaxLines = 250
)

var (
	// mdLink is a Markdown link or image target: [text](target).
	mdLink = regexp.MustCompile(`\]\(([^()\s]+)\)`)
	// htmlAnchor is an explicit anchor: <a id="name"></a>.
	htmlAnchor = regexp.MustCompile(`<a id="([^"]+)"></a>`)
	// codeSpan is inline code, whose brackets are not links.
	codeSpan = regexp.MustCompile("`[^`]*`")
	// urlScheme starts an absolute URL (https:, mailto:, …).
	urlScheme = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.-]*:`)
)

// mdDoc is what a Markdown file offers and asks: the anchors its headings
// and explicit ids define, and the link targets in its text (code left out).
type mdDoc struct {
	anchors map[string]bool
	links   []mdTarget
}

// mdTarget is one link target and the line it is on.
type mdTarget struct {
	line   int
	target string
}

// parseMarkdown reads the headings, explicit anchors and link targets of
// text. Fenced code blocks define and ask nothing.
func parseMarkdown(text string) mdDoc {
	doc := mdDoc{anchors: map[string]bool{}}
	seen := map[string]int{} // slug → headings with it so far
	fenced := false
	for i, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
			continue
		}
		if fenced {
			continue
		}
		if h := strings.TrimLeft(line, "#"); h != line && strings.HasPrefix(h, " ") && len(line)-len(h) <= 6 {
			s := headingSlug(h)
			if n := seen[s]; n > 0 {
				doc.anchors[fmt.Sprintf("%s-%d", s, n)] = true
			} else {
				doc.anchors[s] = true
			}
			seen[s]++
		}
		for _, m := range htmlAnchor.FindAllStringSubmatch(line, -1) {
			doc.anchors[m[1]] = true
		}
		for _, m := range mdLink.FindAllStringSubmatch(codeSpan.ReplaceAllString(line, ""), -1) {
			doc.links = append(doc.links, mdTarget{line: i + 1, target: m[1]})
		}
	}
	return doc
}

// headingSlug is the anchor GitHub gives a heading: its text in lower
// case, with everything but letters, digits, spaces, hyphens and
// underscores dropped and each space a hyphen.
func headingSlug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

func TestHeadingSlug(t *testing.T) {
	for _, tc := range []struct{ name, heading, want string }{
		{"plain", " Topology and scaling", "topology-and-scaling"},
		{"punctuation dropped", " Redis: beyond one server, and backups", "redis-beyond-one-server-and-backups"},
		{"parentheses", " Agents (MCP)", "agents-mcp"},
		{"code and dots", " Containers: docker-compose.yml and `inkd probe`", "containers-docker-composeyml-and-inkd-probe"},
		{"hyphen kept", " Start-up", "start-up"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, headingSlug(tc.heading)); diff != "" {
				t.Errorf("headingSlug(%q) (-want +got):\n%s", tc.heading, diff)
			}
		})
	}
}

func TestParseMarkdown(t *testing.T) {
	text := "# Title\n\n## Title\n\nSee [a](other.md#x) and `[not](a-link.md)`.\n\n```\n## Not a heading\n[nor](this.md)\n```\n\n<a id=\"here\"></a>**Here.** ![img](pic.png)\n"
	doc := parseMarkdown(text)
	wantAnchors := map[string]bool{"title": true, "title-1": true, "here": true}
	if diff := cmp.Diff(wantAnchors, doc.anchors); diff != "" {
		t.Errorf("anchors (-want +got):\n%s", diff)
	}
	wantLinks := []mdTarget{{line: 5, target: "other.md#x"}, {line: 12, target: "pic.png"}}
	if diff := cmp.Diff(wantLinks, doc.links, cmp.AllowUnexported(mdTarget{})); diff != "" {
		t.Errorf("links (-want +got):\n%s", diff)
	}
}

// manualFiles are README.md and every page of docs/.
func manualFiles(t *testing.T) []string {
	t.Helper()
	pages, err := filepath.Glob(filepath.Join(docsDir, "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) == 0 {
		t.Fatalf("no pages in %s", docsDir)
	}
	return append([]string{readmePath}, pages...)
}

// TestManualLinksResolve: every relative link of README.md and docs/*.md
// names a file that exists and, when it names an anchor of a Markdown
// file, a heading or explicit anchor of that file. A section moved or
// renamed without its links fails here.
func TestManualLinksResolve(t *testing.T) {
	docs := map[string]mdDoc{} // cleaned path → parsed
	parsed := func(path string) mdDoc {
		if d, ok := docs[path]; ok {
			return d
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		d := parseMarkdown(string(b))
		docs[path] = d
		return d
	}
	checked := 0
	for _, file := range manualFiles(t) {
		for _, l := range parsed(filepath.Clean(file)).links {
			if urlScheme.MatchString(l.target) {
				continue
			}
			path, anchor, _ := strings.Cut(l.target, "#")
			target := filepath.Clean(file)
			if path != "" {
				target = filepath.Join(filepath.Dir(file), path)
			}
			checked++
			if _, err := os.Stat(target); err != nil {
				t.Errorf("%s:%d: link %s: %v", file, l.line, l.target, err)
				continue
			}
			if anchor == "" || !strings.HasSuffix(target, ".md") {
				continue
			}
			if !parsed(target).anchors[anchor] {
				t.Errorf("%s:%d: link %s: %s has no heading or anchor %q", file, l.line, l.target, target, anchor)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no relative link found; the parser is broken")
	}
}

// goPath is a Go file of the repository named in the manual's text.
var goPath = regexp.MustCompile("`((?:[a-z0-9_]+/)+[a-z0-9_]+\\.go)`")

// TestManualNamesExistingFiles: every Go file the manual names in code
// (`worker/settle/paid_write.go`) exists, so a page that says where a state or a
// setting lives is told when that file moves.
func TestManualNamesExistingFiles(t *testing.T) {
	for _, file := range manualFiles(t) {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			for _, m := range goPath.FindAllStringSubmatch(line, -1) {
				if _, err := os.Stat(filepath.Join("..", m[1])); err != nil {
					t.Errorf("%s:%d names %s, which does not exist", file, i+1, m[1])
				}
			}
		}
	}
}

// TestREADMEIsADoorway: README.md stays short, the manual is in docs/.
func TestREADMEIsADoorway(t *testing.T) {
	b, err := os.ReadFile(readmePath)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(b), "\n"); n > readmeMaxLines {
		t.Errorf("README.md has %d lines, more than %d: move the manual's text to a page of docs/ and link it", n, readmeMaxLines)
	}
}
