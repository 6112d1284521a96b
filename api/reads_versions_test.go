package api

import (
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/api/wire"
)

// GET /v1/projects/:id/versions pages and filters by tag when asked
// (offset, limit, tag), answering {data, total, offset, limit}; without
// those parameters it stays the spec's {data:[…]} with every version.
func TestVersionsPagedAndByTag(t *testing.T) {
	f := newReadFixture(t)
	f.apply(t, 12, pushedChange(0, 1, 2, "ar://again", "v1.0.0"))
	s := f.server(t, nil)
	v := func(i, hash, tag string) string {
		return `{"index":"` + i + `","projectId":"1","storageHash":"` + hash + `","versionTag":"` + tag + `","changelog":"changes of ` + tag + `","pushedBy":"` + testAddr(1).Hex() + `","pushedAt":"17000001` + map[string]string{"0": "00", "1": "01", "2": "02"}[i] + `","storageUrl":"https://arweave.net/` + strings.TrimPrefix(hash, "ar://") + `"` + map[string]string{"1": `,"txHash":"` + common.HexToHash("0x7a").Hex() + `","blockNumber":"12","contentSize":"4096","contentType":"application/gzip","sha256":"` + strings.Repeat("ab", 32) + `"`}[i] + `}`
	}
	v0, v1, v2 := v("0", "ar://one", "v1.0.0"), v("1", "ar://two", "v1.1.0"), v("2", "ar://again", "v1.0.0")
	for _, tc := range []struct {
		path   string
		status int
		want   string
	}{
		{"/v1/projects/1/versions", 200, `{"data":[` + v0 + `,` + v1 + `,` + v2 + `]}`},
		{"/v1/projects/1/versions?limit=2", 200, `{"data":[` + v0 + `,` + v1 + `],"total":3,"offset":0,"limit":2}`},
		{"/v1/projects/1/versions?offset=2&limit=2", 200, `{"data":[` + v2 + `],"total":3,"offset":2,"limit":2}`},
		{"/v1/projects/1/versions?offset=5", 200, `{"data":[],"total":3,"offset":5,"limit":20}`},
		{"/v1/projects/1/versions?tag=v1.0.0", 200, `{"data":[` + v0 + `,` + v2 + `],"total":2,"offset":0,"limit":20}`},
		{"/v1/projects/1/versions?tag=v1.0.0&offset=1&limit=1", 200, `{"data":[` + v2 + `],"total":2,"offset":1,"limit":1}`},
		{"/v1/projects/1/versions?tag=nope", 200, `{"data":[],"total":0,"offset":0,"limit":20}`},
		{"/v1/projects/1/versions?limit=0", 400, errBody(wire.CodeInvalidQuery)},
		{"/v1/projects/1/versions?limit=101", 400, errBody(wire.CodeInvalidQuery)},
		{"/v1/projects/1/versions?offset=-1", 400, errBody(wire.CodeInvalidQuery)},
		{"/v1/projects/1/versions?limit=ten", 400, errBody(wire.CodeInvalidQuery)},
		{"/v1/projects/1/versions?tag=" + strings.Repeat("x", 129), 400, errBody(wire.CodeInvalidQuery)},
		{"/v1/projects/4/versions?limit=1", 404, errBody(wire.CodeProjectNotFound)},
	} {
		t.Run(tc.path, func(t *testing.T) {
			status, body := get(t, s, tc.path)
			if status != tc.status {
				t.Fatalf("status %d, want %d: %s", status, tc.status, body)
			}
			if tc.status != 200 {
				if !strings.Contains(body, tc.want[:len(tc.want)-1]) {
					t.Errorf("body %s, want code %s", body, tc.want)
				}
				return
			}
			diffOrFatal(t, tc.path, asJSON(t, tc.want), asJSON(t, body))
		})
	}
}
