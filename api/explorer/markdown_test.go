package explorer

import (
	"io"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// checkSafeHTML parses out as a browser would and fails on any element
// or attribute a README may not have, and on a link that is not http,
// https, mailto or a #fragment.
func checkSafeHTML(t *testing.T, out string) {
	t.Helper()
	allowed := map[string]bool{}
	for _, el := range strings.Fields("p h1 h2 h3 h4 h5 h6 em strong del code pre blockquote ul ol li hr br table thead tbody tr th td a") {
		allowed[el] = true
	}
	z := html.NewTokenizer(strings.NewReader(out))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			if z.Err() != io.EOF {
				t.Fatalf("parse: %v", z.Err())
			}
			return
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		tok := z.Token()
		if !allowed[tok.Data] {
			t.Errorf("element <%s> in %s", tok.Data, out)
		}
		for _, a := range tok.Attr {
			switch {
			case a.Key == "href" && tok.Data == "a":
				v := strings.ToLower(a.Val)
				if !strings.HasPrefix(v, "https://") && !strings.HasPrefix(v, "http://") && !strings.HasPrefix(v, "mailto:") && !strings.HasPrefix(v, "#") {
					t.Errorf("link to %q in %s", a.Val, out)
				}
			case a.Key == "rel" && tok.Data == "a", a.Key == "start" && tok.Data == "ol":
			default:
				t.Errorf("attribute %s=%q on <%s> in %s", a.Key, a.Val, tok.Data, out)
			}
		}
	}
}

// hostileReadme carries the payloads a README could use to run script,
// load a resource or hide a link: raw script and iframe, event-handler
// attributes, javascript:, vbscript: and data: URLs in links, images,
// autolinks and reference links, and inline styles.
const hostileReadme = `# Title

<script>window.pwned=1</script>

<img src=x onerror="window.pwned=2"> <a href="#" onclick="window.pwned=3">click</a>

<iframe src="https://evil.example/"></iframe><div style="position:fixed">overlay</div>

[js link](javascript:window.pwned=4) [JS upper](JaVaScRiPt:alert(1)) [vb](vbscript:msgbox(1))
[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)
![data image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)
![js image](javascript:window.pwned=5)
<javascript:window.pwned=6>
[ref link][r]

[r]: javascript:window.pwned=7

<svg onload="window.pwned=8"></svg>
<a href="jav&#x09;ascript:alert(1)">entity</a>
<details open ontoggle="window.pwned=9">x</details>
`

// forbidden are markup no sanitized README may hold, compared in lower
// case (the same words as text are harmless and may stay).
var forbidden = []string{"<script", "<img", "<iframe", "<svg", "<details", "<div", "onerror=", "onclick=", "onload=",
	"ontoggle=", `href="javascript:`, `href="vbscript:`, `href="data:`, "src=", "style="}

func TestMarkdownDropsHostileContent(t *testing.T) {
	out, err := newMarkdown("https://gw.example").render([]byte(hostileReadme))
	if err != nil {
		t.Fatal(err)
	}
	got := strings.ToLower(string(out))
	for _, bad := range forbidden {
		if strings.Contains(got, bad) {
			t.Errorf("the rendered README holds %q:\n%s", bad, out)
		}
	}
	checkSafeHTML(t, string(out))
	// The text of a refused link stays, without the link.
	for _, want := range []string{"<h1>Title</h1>", "js link", "data link", "data image", "ref link"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the rendered README lacks %q:\n%s", want, out)
		}
	}
}

func TestMarkdownRendersAndPointsLinks(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"heading and emphasis", "## Use\n\nIt is *fast* and **small**.", "<h2>Use</h2>\n<p>It is <em>fast</em> and <strong>small</strong>.</p>\n"},
		{"code block", "```go\nfmt.Println(\"<b>\")\n```", "<pre><code>fmt.Println(&#34;&lt;b&gt;&#34;)\n</code></pre>\n"},
		{"https link", "[docs](https://docs.example/a?b=1)", `<p><a href="https://docs.example/a?b=1" rel="nofollow noreferrer">docs</a></p>` + "\n"},
		{"ar link goes to the gateway", "[spec](ar://abc_DEF-123)", `<p><a href="https://gw.example/abc_DEF-123" rel="nofollow noreferrer">spec</a></p>` + "\n"},
		{"relative link loses its link", "[file](docs/guide.md)", "<p>file</p>\n"},
		{"fragment stays", "[up](#use)", `<p><a href="#use" rel="nofollow noreferrer">up</a></p>` + "\n"},
		{"image becomes a link", "![logo](https://img.example/logo.png)", `<p><a href="https://img.example/logo.png" rel="nofollow noreferrer">logo</a></p>` + "\n"},
		{"autolink", "<https://x.example/>", `<p><a href="https://x.example/" rel="nofollow noreferrer">https://x.example/</a></p>` + "\n"},
		{"email autolink", "<me@x.example>", `<p><a href="mailto:me@x.example" rel="nofollow noreferrer">me@x.example</a></p>` + "\n"},
		{"table", "| a | b |\n|---|--:|\n| 1 | 2 |", "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>\n"},
		{"raw html is dropped", "<b>bold</b> text", "<p>bold text</p>\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := newMarkdown("https://gw.example").render([]byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			if string(out) != tc.want {
				t.Fatalf("render(%q)\n got %q\nwant %q", tc.src, out, tc.want)
			}
		})
	}
}

func TestReadmeURL(t *testing.T) {
	for _, tc := range []struct{ raw, want string }{
		{"https://a.example/x", "https://a.example/x"},
		{"HTTP://a.example", "http://a.example"},
		{"ar://abc", "/ar/abc"},
		{"ar://a/b", ""},
		{"mailto:me@a.example", "mailto:me@a.example"},
		{"#section", "#section"},
		{"# not", ""},
		{"javascript:alert(1)", ""},
		{" javascript:alert(1)", ""},
		{"data:text/html,x", ""},
		{"//evil.example/x", ""},
		{"https:///nohost", ""},
		{"file:///etc/passwd", ""},
		{"../up", ""},
	} {
		if got := readmeURL(tc.raw, "/ar"); got != tc.want {
			t.Errorf("readmeURL(%q) = %q, want %q", tc.raw, got, tc.want)
		}
	}
}
