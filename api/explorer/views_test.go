package explorer

import (
	"net/url"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestPrefersHTML(t *testing.T) {
	for _, tc := range []struct {
		name, accept string
		want         bool
	}{
		{"chromium", "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8", true},
		{"firefox", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", true},
		{"text any", "text/*", true},
		{"empty", "", false},
		{"anything", "*/*", false},
		{"json", "application/json", false},
		{"tie", "text/html, application/json", false},
		{"json higher", "text/html;q=0.4, application/json;q=0.9", false},
		{"html higher", "text/html;q=0.9, application/json;q=0.4", true},
		{"html refused", "text/html;q=0, */*", false},
		{"malformed q", "text/html;q=abc", false},
		{"case", "TEXT/HTML", true},
		{"garbage", "nonsense", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := PrefersHTML(tc.accept); got != tc.want {
				t.Fatalf("PrefersHTML(%q) = %v, want %v", tc.accept, got, tc.want)
			}
		})
	}
}

func TestWebLink(t *testing.T) {
	for _, tc := range []struct {
		raw  string
		href string
	}{
		{"https://agents.example/a", "https://agents.example/a"},
		{"http://x.example", "http://x.example"},
		{"javascript:alert(1)", ""},
		{" JavaScript:alert(1)", ""},
		{"data:text/html,<script>", ""},
		{"//evil.example", ""},
		{"/relative", ""},
		{"https://", ""},
	} {
		if got := webLink(tc.raw); got.Href != tc.href || got.Text != tc.raw {
			t.Errorf("webLink(%q) = %+v, want href %q", tc.raw, got, tc.href)
		}
	}
}

func TestArweaveID(t *testing.T) {
	for _, tc := range []struct {
		hash, id string
		ok       bool
	}{
		{"ar://abc_DEF-123", "abc_DEF-123", true},
		{"ar://", "", false},
		{"ar://a/b", "", false},
		{"ar://a\"onclick", "", false},
		{"ipfs://abc", "", false},
	} {
		id, ok := arweaveID(tc.hash)
		if id != tc.id || ok != tc.ok {
			t.Errorf("arweaveID(%q) = %q %v", tc.hash, id, ok)
		}
	}
}

func TestNavOf(t *testing.T) {
	q := url.Values{"q": {"x y"}}
	got := navOf("/explore", q, 20, 10, 10, 45)
	want := navView{From: 21, To: 30, Total: 45, Prev: "/explore?limit=10&offset=10&q=x+y", Next: "/explore?limit=10&offset=30&q=x+y"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("(-want +got)\n%s", diff)
	}
	if got := navOf("/explore", nil, 0, 10, 0, 0); got != (navView{}) {
		t.Fatalf("empty list: %+v", got)
	}
	if got := navOf("/explore", nil, 5, 10, 5, 10); got.Prev != "/explore?limit=10" || got.Next != "" {
		t.Fatalf("short first page: %+v", got)
	}
}
