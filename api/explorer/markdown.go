package explorer

import (
	"bytes"
	"html/template"
	"net/url"
	"strings"

	"github.com/microcosm-cc/bluemonday"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// markdown turns a README into HTML safe to print in a page. Two layers,
// each enough alone for the common payloads:
//
//   - goldmark renders CommonMark with GitHub's extensions, leaves raw HTML
//     out (its default), and a transformer rewrites every link: an ar://
//     id goes to the gateway, http, https and mailto stay, a #fragment
//     stays, anything else (javascript:, data:, vbscript:, relative paths
//     that would resolve against the explorer) loses its link and keeps
//     its text. Images become links to the image: the page's CSP loads
//     images from this server only, and a README must not make every
//     visitor's browser call a third party.
//   - bluemonday then keeps only the elements and attributes goldmark
//     emits for Markdown, with http, https and mailto URLs.
//
// Safe for concurrent use.
type markdown struct {
	md     goldmark.Markdown
	policy *bluemonday.Policy
}

func newMarkdown(gatewayURL string) *markdown {
	md := goldmark.New(
		goldmark.WithExtensions(extension.GFM),
		goldmark.WithParserOptions(parser.WithASTTransformers(
			util.Prioritized(linkRewriter{gateway: gatewayURL}, 100))),
	)
	return &markdown{md: md, policy: readmePolicy()}
}

// readmePolicy allows what goldmark emits for Markdown and nothing more:
// no images, no forms, no attributes but href and a list's start.
func readmePolicy() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements("p", "h1", "h2", "h3", "h4", "h5", "h6", "em", "strong", "del", "code", "pre",
		"blockquote", "ul", "ol", "li", "hr", "br", "table", "thead", "tbody", "tr", "th", "td")
	p.AllowAttrs("start").Matching(bluemonday.Integer).OnElements("ol")
	p.AllowAttrs("href").OnElements("a")
	p.AllowURLSchemes("http", "https", "mailto")
	p.AllowRelativeURLs(true) // #fragments, and a gateway on this server (/ar/…)
	p.RequireParseableURLs(true)
	p.RequireNoFollowOnLinks(true)
	p.RequireNoReferrerOnLinks(true)
	return p
}

// render returns src as sanitized HTML.
func (m *markdown) render(src []byte) (template.HTML, error) {
	var buf bytes.Buffer
	if err := m.md.Convert(src, &buf); err != nil {
		return "", err
	}
	// The policy's output is the only HTML from a user that reaches a
	// page, hence the conversion to template.HTML here and nowhere else.
	return template.HTML(m.policy.SanitizeBytes(buf.Bytes())), nil //nolint:gosec // sanitized just above
}

// linkRewriter points a README's links where a reader of the explorer can
// follow them, or drops them (see markdown).
type linkRewriter struct{ gateway string }

func (lr linkRewriter) Transform(doc *ast.Document, reader text.Reader, _ parser.Context) {
	src := reader.Source()
	var nodes []ast.Node
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		switch n.Kind() {
		case ast.KindLink, ast.KindImage, ast.KindAutoLink:
			if entering {
				nodes = append(nodes, n)
			}
		}
		return ast.WalkContinue, nil
	})
	// Rewritten after the walk: replacing nodes while walking them would
	// skip their siblings.
	for _, n := range nodes {
		switch n := n.(type) {
		case *ast.Link:
			if dest := readmeURL(string(n.Destination), lr.gateway); dest != "" {
				n.Destination, n.Title = []byte(dest), nil
			} else {
				unwrap(n)
			}
		case *ast.Image:
			dest := readmeURL(string(n.Destination), lr.gateway)
			if dest == "" {
				unwrap(n)
				continue
			}
			link := ast.NewLink()
			link.Destination = []byte(dest)
			moveChildren(n, link)
			if !link.HasChildren() {
				link.AppendChild(link, ast.NewString([]byte("image")))
			}
			n.Parent().ReplaceChild(n.Parent(), n, link)
		case *ast.AutoLink:
			raw := string(n.URL(src))
			if n.AutoLinkType == ast.AutoLinkEmail {
				raw = "mailto:" + raw
			}
			if dest := readmeURL(raw, lr.gateway); dest != "" {
				link := ast.NewLink()
				link.Destination = []byte(dest)
				link.AppendChild(link, ast.NewString(n.Label(src)))
				n.Parent().ReplaceChild(n.Parent(), n, link)
			} else {
				n.Parent().ReplaceChild(n.Parent(), n, ast.NewString(n.Label(src)))
			}
		}
	}
}

// unwrap replaces n by its children: the text of a link without the link.
func unwrap(n ast.Node) {
	parent := n.Parent()
	for c := n.FirstChild(); c != nil; {
		next := c.NextSibling()
		parent.InsertBefore(parent, n, c)
		c = next
	}
	parent.RemoveChild(parent, n)
}

func moveChildren(from, to ast.Node) {
	for c := from.FirstChild(); c != nil; {
		next := c.NextSibling()
		to.AppendChild(to, c)
		c = next
	}
}

// readmeURL is where a README's link may lead, "" when it may not be a
// link: an ar:// id on the gateway, an absolute http(s) URL, a mailto:
// address, or a #fragment of the page.
func readmeURL(raw, gateway string) string {
	raw = strings.TrimSpace(raw)
	if id, ok := arweaveID(raw); ok {
		return gateway + "/" + id
	}
	if strings.HasPrefix(raw, "#") && !strings.ContainsAny(raw, " \t\r\n") {
		return raw
	}
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "https":
		if u.Host == "" {
			return ""
		}
		return u.String()
	case "mailto":
		if u.Opaque == "" {
			return ""
		}
		return u.String()
	}
	return ""
}
