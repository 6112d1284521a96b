package api

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// storageHash and readmeHash must be ar:// and a data item id: anything
// else would let a pusher choose the path the diff fetches from the
// gateway. They are refused before any payment is asked for.
func TestWriteHashesMustBeDataItemIDs(t *testing.T) {
	deps, rdb := writeDeps(t, freeRegistry{})
	s := newTestServer(t, Config{}, Deps{Writes: deps, Redis: rdb})
	valid := "ar://" + strings.Repeat("A", 42) + "Q"
	tests := []struct {
		name, path, body string
		status           int
		code             string
	}{
		{"valid storageHash", "/v1/projects/1/versions", `{"storageHash":"` + valid + `","versionTag":"v1"}`, 402, ""},
		{"short id", "/v1/projects/1/versions", `{"storageHash":"ar://x","versionTag":"v1"}`, 400, "invalid_storage_hash"},
		{"path", "/v1/projects/1/versions", `{"storageHash":"ar://../../graphql?q=1","versionTag":"v1"}`, 400, "invalid_storage_hash"},
		{"44 characters", "/v1/projects/1/versions", `{"storageHash":"` + valid + `A","versionTag":"v1"}`, 400, "invalid_storage_hash"},
		{"43 with a slash", "/v1/projects/1/versions", `{"storageHash":"ar://` + strings.Repeat("A", 42) + `/","versionTag":"v1"}`, 400, "invalid_storage_hash"},
		{"padded base64", "/v1/projects/1/versions", `{"storageHash":"ar://` + strings.Repeat("A", 42) + `=","versionTag":"v1"}`, 400, "invalid_storage_hash"},
		{"valid readmeHash", "/v1/projects", `{"name":"r1","readmeHash":"` + valid + `"}`, 402, ""},
		{"readmeHash path", "/v1/projects", `{"name":"r2","readmeHash":"ar://readme/../x"}`, 400, "invalid_readme_hash"},
		{"readmeHash short", "/v1/projects", `{"name":"r3","readmeHash":"ar://readme"}`, 400, "invalid_readme_hash"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodPost, tc.path, strings.NewReader(tc.body))
			req.Header.Set("Content-Type", "application/json")
			resp, body := do(t, s, req)
			if resp.StatusCode != tc.status || (tc.code != "" && body["error"] != tc.code) {
				t.Fatalf("= %d %v, want %d %s", resp.StatusCode, body, tc.status, tc.code)
			}
		})
	}
}
