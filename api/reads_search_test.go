package api

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/testutil"
)

// GET /v1/projects?q= searches the public projects from the read model's
// index with the list's paging and total; q is bounded and checked; and
// without q (or with a blank one) the answer is the list's, byte for byte.
func TestProjectSearch(t *testing.T) {
	f := newReadFixture(t)
	s := f.server(t, nil)
	_, list := get(t, s, "/v1/projects")
	if !strings.HasPrefix(list, `{"data":[{"id":"1","name":"alpha","description":"about alpha",`) || !strings.HasSuffix(list, `}],"total":2,"offset":0,"limit":20}`) {
		t.Fatalf("the list changed: %s", list)
	}
	for _, path := range []string{"/v1/projects?q=", "/v1/projects?q=%20%20", "/v1/projects?q=&offset=0"} {
		if status, body := get(t, s, path); status != 200 || body != list {
			t.Errorf("GET %s = %d %s\nwant the list %s", path, status, body, list)
		}
	}

	type page struct {
		Data []struct {
			ID   string `json:"id"`
			Name string `json:"name"`
		} `json:"data"`
		Total  int `json:"total"`
		Offset int `json:"offset"`
		Limit  int `json:"limit"`
	}
	q := func(v string) string { return "/v1/projects?q=" + url.QueryEscape(v) }
	tests := []struct {
		name, path string
		status     int
		ids        []string
		total      int
		code       wire.Code
	}{
		{"name prefix", q("alp"), 200, []string{"1"}, 1, ""},
		{"description word, private left out", q("ABOUT"), 200, []string{"1", "2"}, 2, ""},
		{"name and description", q("about bo"), 200, []string{"2"}, 1, ""},
		{"paged", q("about") + "&offset=1&limit=1", 200, []string{"2"}, 2, ""},
		{"past the end", q("about") + "&offset=9", 200, []string{}, 2, ""},
		{"no match", q("zzz"), 200, []string{}, 0, ""},
		{"private never found", q("hidden"), 200, []string{}, 0, ""},
		{"no word in it", q("?!*"), 200, []string{}, 0, ""},
		{"hostile", q(`" OR 1=1; DROP <script>` + "\x00\u202e"), 200, []string{}, 0, ""},
		{"100 characters", q(strings.Repeat("é", 100)), 200, []string{}, 0, ""},
		{"101 characters", q(strings.Repeat("a", 101)), 400, nil, 0, wire.CodeInvalidQuery},
		{"very long", q(strings.Repeat("ab ", 1_000)), 400, nil, 0, wire.CodeInvalidQuery},
		{"not UTF-8", "/v1/projects?q=%FF%FE", 400, nil, 0, wire.CodeInvalidQuery},
		{"bad limit", q("alp") + "&limit=0", 400, nil, 0, wire.CodeInvalidQuery},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			status, body := get(t, s, tc.path)
			if status != tc.status {
				t.Fatalf("status %d, want %d: %s", status, tc.status, body)
			}
			if tc.code != "" {
				if got := asJSON(t, body).(map[string]any); got["error"] != string(tc.code) || got["message"] == "" {
					t.Fatalf("error body %s, want %s with a message", body, tc.code)
				}
				return
			}
			var p page
			if err := json.Unmarshal([]byte(body), &p); err != nil {
				t.Fatalf("body %q: %v", body, err)
			}
			got := []string{}
			for _, d := range p.Data {
				got = append(got, d.ID)
			}
			diffOrFatal(t, "ids", tc.ids, got)
			if p.Total != tc.total || p.Limit == 0 {
				t.Fatalf("page %+v, want total %d", p, tc.total)
			}
		})
	}
}

// Searches count against the read rate limit as the list does.
func TestProjectSearchIsRateLimited(t *testing.T) {
	f := newReadFixture(t)
	s := newTestServer(t, Config{ReadsPerMinute: 2}, Deps{Redis: testutil.RedisClient(t), Reads: ReadDeps{Model: f.m}})
	for i, want := range []int{200, 200, 429} {
		if status, body := get(t, s, "/v1/projects?q=alp"); status != want {
			t.Fatalf("search %d: status %d, want %d: %s", i+1, status, want, body)
		}
	}
}
