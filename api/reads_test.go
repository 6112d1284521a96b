package api

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/internal/testutil"
)

const leaseToken = "api-test"

// readFixture is a read model on a real redis-server with three projects:
// 1 "alpha" public with two versions, 2 "bot" a public agent, 3 "hidden" a
// private agent; a buyback, a collaborator and the token supply.
type readFixture struct {
	m   *readmodel.Model
	hub *readmodel.Hub
}

func newReadFixture(t *testing.T) *readFixture {
	t.Helper()
	m, err := readmodel.New(readmodel.Config{Prefix: "api:"}, testutil.RedisClient(t))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if ok, err := m.AcquireLease(ctx, leaseToken, 0); !ok || err != nil {
		t.Fatalf("lease: %v %v", ok, err)
	}
	f := &readFixture{m: m, hub: readmodel.NewHub(m, testutil.Logger(t))}
	t.Cleanup(f.hub.Close)
	f.apply(t, 10,
		createdChange(0, 1, "alpha", true, false),
		createdChange(1, 2, "bot", true, true),
		createdChange(2, 3, "hidden", false, true),
	)
	f.apply(t, 11,
		pushedChange(0, 1, 0, "ar://one", "v1.0.0"),
		withContent(pushedChange(1, 1, 1, "ar://two", "v1.1.0")),
		readmodel.Change{Kind: readmodel.KindCollaboratorAdded, LogIndex: 2, ProjectID: "1", Collaborator: testAddr(7)},
		pushedChange(3, 3, 0, "ar://three", "h1"),
		readmodel.Change{Kind: readmodel.KindPayment, LogIndex: 4, Payer: testAddr(1), Nonce: common.Hash{1}, Amount: big.NewInt(100_000)},
		readmodel.Change{Kind: readmodel.KindBuyback, LogIndex: 5, TxHash: common.Hash{0xbb}, Buyback: &readmodel.Buyback{
			USDCSpent: big.NewInt(10_000_000), TokensReceived: big.NewInt(42), Timestamp: 1700000011, TxHash: common.Hash{0xbb}, BlockNumber: 11, LogIndex: 5,
		}},
	)
	supply, _ := new(big.Int).SetString("1000000000000000000000000000", 10)
	if err := m.SaveCheckpoint(ctx, leaseToken, readmodel.Checkpoint{
		Cursor: readmodel.BlockRef{Number: 11, Hash: blockHash(11)},
		Supply: &readmodel.TokenSupply{Raw: supply, Decimals: 18, Symbol: "INKD"},
	}); err != nil {
		t.Fatal(err)
	}
	return f
}

func (f *readFixture) apply(t *testing.T, n uint64, changes ...readmodel.Change) {
	t.Helper()
	for i := range changes {
		if p := changes[i].Project; p != nil {
			p.BlockNumber = n
		}
	}
	blk := readmodel.Block{Number: n, Hash: blockHash(n), Time: 1700000000 + n, Changes: changes}
	if _, err := f.m.ApplyBlock(context.Background(), blk, readmodel.Canonical(leaseToken)); err != nil {
		t.Fatal(err)
	}
}

func blockHash(n uint64) common.Hash { return common.BigToHash(new(big.Int).SetUint64(1_000_000 + n)) }

func testAddr(i int) common.Address { return common.BigToAddress(big.NewInt(int64(0xabc000 + i))) }

func createdChange(log uint, id int, name string, public, agent bool) readmodel.Change {
	p := &readmodel.Project{
		ID: fmt.Sprint(id), Name: name, Description: "about " + name, License: "MIT", Owner: testAddr(id),
		IsPublic: public, IsAgent: agent, CreatedAt: 1700000000 + uint64(id),
	}
	if agent {
		p.AgentEndpoint = "https://agents.example/" + name
	}
	if id == 1 {
		p.ReadmeHash = "ar://readme"
	}
	return readmodel.Change{Kind: readmodel.KindProjectCreated, LogIndex: log, Project: p}
}

func pushedChange(log uint, pid, idx int, hash, tag string) readmodel.Change {
	return readmodel.Change{Kind: readmodel.KindVersionPushed, LogIndex: log, Version: &readmodel.Version{
		ProjectID: fmt.Sprint(pid), Index: uint64(idx), StorageHash: hash, VersionTag: tag,
		Changelog: "changes of " + tag, PushedBy: testAddr(pid), PushedAt: 1700000100 + uint64(idx),
	}}
}

// withContent is c, a pushed version, stating its content and naming its
// transaction, as the indexer records a version pushed with its digest.
func withContent(c readmodel.Change) readmodel.Change {
	v := *c.Version
	v.Sha256, v.ContentSize, v.ContentType = strings.Repeat("ab", 32), 4096, "application/gzip"
	v.TxHash, v.BlockNumber = common.HexToHash("0x7a"), 12
	c.Version = &v
	return c
}

// memContent is an in-memory ContentFetcher.
type memContent map[string]struct {
	data  string
	ctype string
}

var errGatewayDown = errors.New("gateway down")

func (m memContent) Fetch(_ context.Context, id string, limit int64) ([]byte, string, int64, error) {
	c, ok := m[id]
	if !ok {
		return nil, "", 0, errGatewayDown
	}
	data := []byte(c.data)
	size := int64(len(data))
	if size > limit {
		data = data[:limit]
	}
	return data, c.ctype, size, nil
}

func (f *readFixture) server(t *testing.T, content ContentFetcher) *Server {
	t.Helper()
	return newTestServer(t, Config{ReadsPerMinute: -1, Reads: ReadLimits{DiffLimit: 64}}, Deps{Reads: ReadDeps{Model: f.m, Events: f.hub, Content: content}})
}

func get(t *testing.T, s *Server, path string) (int, string) {
	t.Helper()
	resp, err := s.App().Test(httptest.NewRequest(http.MethodGet, path, nil), -1)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	raw, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	return resp.StatusCode, string(raw)
}

// asJSON decodes a body for comparison.
func asJSON(t *testing.T, raw string) any {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(raw), &v); err != nil {
		t.Fatalf("body is not JSON: %q", raw)
	}
	return v
}

func errBody(code wire.Code) string { return `{"error":"` + string(code) + `"}` }

// TestReadEndpoints checks every read endpoint's body and error codes. A
// want that is an error body is compared on its code only.
func TestReadEndpoints(t *testing.T) {
	f := newReadFixture(t)
	s := f.server(t, nil)
	alpha := `{"id":"1","name":"alpha","description":"about alpha","license":"MIT","owner":"` + testAddr(1).Hex() + `","isPublic":true,"isAgent":false,"agentEndpoint":"","createdAt":"1700000001","versionCount":"2","readmeHash":"ar://readme"}`
	bot := `{"id":"2","name":"bot","description":"about bot","license":"MIT","owner":"` + testAddr(2).Hex() + `","isPublic":true,"isAgent":true,"agentEndpoint":"https://agents.example/bot","createdAt":"1700000002","versionCount":"0","readmeHash":""}`
	hidden := `{"id":"3","name":"hidden","description":"about hidden","license":"MIT","owner":"` + testAddr(3).Hex() + `","isPublic":false,"isAgent":true,"agentEndpoint":"https://agents.example/hidden","createdAt":"1700000003","versionCount":"1","readmeHash":""}`
	v0 := `{"index":"0","projectId":"1","storageHash":"ar://one","versionTag":"v1.0.0","changelog":"changes of v1.0.0","pushedBy":"` + testAddr(1).Hex() + `","pushedAt":"1700000100","storageUrl":"https://arweave.net/one"}`
	v1 := `{"index":"1","projectId":"1","storageHash":"ar://two","versionTag":"v1.1.0","changelog":"changes of v1.1.0","pushedBy":"` + testAddr(1).Hex() + `","pushedAt":"1700000101","storageUrl":"https://arweave.net/two",` +
		`"txHash":"` + common.HexToHash("0x7a").Hex() + `","blockNumber":"12","contentSize":"4096","contentType":"application/gzip","sha256":"` + strings.Repeat("ab", 32) + `"}`
	bb := `{"usdcSpent":"10000000","tokensReceived":"42","txHash":"` + common.Hash{0xbb}.Hex() + `","blockNumber":"11","timestamp":"1700000011","explorerUrl":"https://basescan.org/tx/` + common.Hash{0xbb}.Hex() + `"}`
	tests := []struct {
		path   string
		status int
		want   string
	}{
		{"/v1/projects", 200, `{"data":[` + alpha + `,` + bot + `],"total":2,"offset":0,"limit":20}`},
		{"/v1/projects?offset=1&limit=1", 200, `{"data":[` + bot + `],"total":2,"offset":1,"limit":1}`},
		{"/v1/projects?offset=2", 200, `{"data":[],"total":2,"offset":2,"limit":20}`},
		{"/v1/projects?offset=1000", 200, `{"data":[],"total":2,"offset":1000,"limit":20}`},
		{"/v1/projects?limit=100", 200, `{"data":[` + alpha + `,` + bot + `],"total":2,"offset":0,"limit":100}`},
		{"/v1/projects?limit=0", 400, errBody(wire.CodeInvalidQuery)},
		{"/v1/projects?limit=101", 400, errBody(wire.CodeInvalidQuery)},
		{"/v1/projects?limit=-1", 400, errBody(wire.CodeInvalidQuery)},
		{"/v1/projects?limit=ten", 400, errBody(wire.CodeInvalidQuery)},
		{"/v1/projects?offset=-1", 400, errBody(wire.CodeInvalidQuery)},
		{"/v1/projects?offset=1.5", 400, errBody(wire.CodeInvalidQuery)},
		{"/v1/projects/1", 200, alpha},
		{"/v1/projects/3", 200, hidden},
		{"/v1/projects/4", 404, errBody(wire.CodeProjectNotFound)},
		{"/v1/projects/abc", 400, errBody(wire.CodeInvalidID)},
		{"/v1/projects/0", 400, errBody(wire.CodeInvalidID)},
		{"/v1/projects/-1", 400, errBody(wire.CodeInvalidID)},
		{"/v1/projects/007", 400, errBody(wire.CodeInvalidID)},
		{"/v1/projects/" + strings.Repeat("9", 79), 400, errBody(wire.CodeInvalidID)},
		{"/v1/projects/1/versions", 200, `{"data":[` + v0 + `,` + v1 + `]}`},
		{"/v1/projects/2/versions", 200, `{"data":[]}`},
		{"/v1/projects/4/versions", 404, errBody(wire.CodeProjectNotFound)},
		{"/v1/projects/x/versions", 400, errBody(wire.CodeInvalidID)},
		{"/v1/projects/1/versions/1", 200, v1},
		{"/v1/projects/1/versions/2", 404, errBody(wire.CodeVersionNotFound)},
		{"/v1/projects/1/versions/99999999999999999999999", 404, errBody(wire.CodeVersionNotFound)},
		{"/v1/projects/4/versions/99999999999999999999999", 404, errBody(wire.CodeProjectNotFound)},
		{"/v1/projects/4/versions/0", 404, errBody(wire.CodeProjectNotFound)},
		{"/v1/projects/1/versions/one", 400, errBody(wire.CodeInvalidIndex)},
		{"/v1/projects/1/versions/-1", 400, errBody(wire.CodeInvalidIndex)},
		{"/v1/projects/x/versions/0", 400, errBody(wire.CodeInvalidID)},
		{"/v1/agents", 200, `{"data":[` + bot + `],"total":1,"offset":0,"limit":20}`},
		{"/v1/agents?limit=500", 400, errBody(wire.CodeInvalidQuery)},
		{"/v1/agents/2", 200, bot},
		{"/v1/agents/3", 200, hidden},
		{"/v1/agents/1", 404, errBody(wire.CodeAgentNotFound)},
		{"/v1/agents/9", 404, errBody(wire.CodeAgentNotFound)},
		{"/v1/agents/abc", 400, errBody(wire.CodeInvalidID)},
		{"/v1/agents/by-name/bot", 200, bot},
		{"/v1/agents/by-name/BoT", 200, bot},
		{"/v1/agents/by-name/HIDDEN", 200, hidden},
		{"/v1/agents/by-name/alpha", 404, errBody(wire.CodeAgentNotFound)},
		{"/v1/agents/by-name/nobody", 404, errBody(wire.CodeAgentNotFound)},
		{"/v1/agents/by-name/" + strings.Repeat("x", 65), 404, errBody(wire.CodeAgentNotFound)},
		{"/v1/stats", 200, `{"projectCount":"3","totalVersions":"3","totalSupply":"1000000000.0000 INKD","totalSupplyRaw":"1000000000000000000000000000","totalUsdcVolume":"100000","indexedBlock":"11"}`},
		{"/v1/buybacks", 200, `{"data":[` + bb + `],"total":1,"offset":0,"limit":20}`},
		{"/v1/buybacks?offset=1", 200, `{"data":[],"total":1,"offset":1,"limit":20}`},
		{"/v1/buybacks?limit=0", 400, errBody(wire.CodeInvalidQuery)},
		{"/v1/nothing", 404, errBody(wire.CodeRouteNotFound)},
	}
	for _, tc := range tests {
		t.Run(tc.path, func(t *testing.T) {
			status, body := get(t, s, tc.path)
			if status != tc.status {
				t.Fatalf("status = %d, want %d: %s", status, tc.status, body)
			}
			want, got := asJSON(t, tc.want), asJSON(t, body)
			if status >= 400 {
				delete(got.(map[string]any), "message")
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("body (-want +got):\n%s", d)
			}
		})
	}
}

func TestEventListing(t *testing.T) {
	f := newReadFixture(t)
	s := f.server(t, nil)
	type page struct {
		Data []struct {
			ID, Type, ProjectID, Collaborator, VersionIndex string
			StorageURL, ContentSize, ContentType, Sha256    string
		} `json:"data"`
		NextCursor *string `json:"nextCursor"`
	}
	read := func(t *testing.T, path string) page {
		t.Helper()
		status, body := get(t, s, path)
		if status != 200 {
			t.Fatalf("GET %s = %d %s", path, status, body)
		}
		var p page
		if err := json.Unmarshal([]byte(body), &p); err != nil {
			t.Fatal(err)
		}
		return p
	}
	ids := func(p page) []string {
		out := []string{}
		for _, e := range p.Data {
			out = append(out, e.Type+"@"+e.ID)
		}
		return out
	}
	all := read(t, "/v1/events")
	diffOrFatal(t, "public events", []string{
		"collaborator_added@11-2", "version_pushed@11-1", "version_pushed@11-0", "project_created@10-1", "project_created@10-0",
	}, ids(all))
	if all.NextCursor != nil {
		t.Errorf("nextCursor = %q on the only page", *all.NextCursor)
	}
	first := read(t, "/v1/events?limit=2")
	if first.NextCursor == nil || *first.NextCursor != "11-1" {
		t.Fatalf("nextCursor = %v", first.NextCursor)
	}
	second := read(t, "/v1/events?limit=2&cursor="+*first.NextCursor)
	diffOrFatal(t, "second page", []string{"version_pushed@11-0", "project_created@10-1"}, ids(second))
	diffOrFatal(t, "private project by id", []string{"version_pushed@11-3", "project_created@10-2"}, ids(read(t, "/v1/events?projectId=3")))
	diffOrFatal(t, "by type", []string{"collaborator_added@11-2"}, ids(read(t, "/v1/events?type=collaborator_added")))
	diffOrFatal(t, "by project and type", []string{"version_pushed@11-1", "version_pushed@11-0"}, ids(read(t, "/v1/events?projectId=1&type=version_pushed")))
	// a version_pushed carries its content's URL and, when stated, its
	// size, type and digest
	pushed := read(t, "/v1/events?projectId=1&type=version_pushed").Data
	if e := pushed[0]; e.StorageURL != "https://arweave.net/two" || e.ContentSize != "4096" || e.ContentType != "application/gzip" || e.Sha256 != strings.Repeat("ab", 32) {
		t.Errorf("version_pushed with content = %+v", e)
	}
	if e := pushed[1]; e.StorageURL != "https://arweave.net/one" || e.ContentSize != "" || e.ContentType != "" || e.Sha256 != "" {
		t.Errorf("version_pushed without content = %+v", e)
	}
	collab := read(t, "/v1/events?type=collaborator_added").Data[0]
	if collab.Collaborator != testAddr(7).Hex() || collab.ProjectID != "1" {
		t.Errorf("collaborator event = %+v", collab)
	}

	for _, tc := range []struct {
		path string
		code wire.Code
	}{
		{"/v1/events?type=burned", wire.CodeInvalidQuery},
		{"/v1/events?projectId=abc", wire.CodeInvalidID},
		{"/v1/events?cursor=yesterday", wire.CodeInvalidQuery},
		{"/v1/events?limit=0", wire.CodeInvalidQuery},
		{"/v1/events?limit=101", wire.CodeInvalidQuery},
	} {
		status, body := get(t, s, tc.path)
		if status != 400 || asJSON(t, body).(map[string]any)["error"] != string(tc.code) {
			t.Errorf("GET %s = %d %s, want 400 %s", tc.path, status, body, tc.code)
		}
	}
}

func diffOrFatal(t *testing.T, what string, want, got any) {
	t.Helper()
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("%s (-want +got):\n%s", what, d)
	}
}

func TestVersionDiff(t *testing.T) {
	f := newReadFixture(t)
	// Project 4 has a text pair, a binary pair and an oversized version.
	f.apply(t, 12,
		createdChange(0, 4, "docs", true, false),
		pushedChange(1, 4, 0, "ar://t1", "a"),
		pushedChange(2, 4, 1, "ar://t2", "b"),
		pushedChange(3, 4, 2, "ar://bin1", "c"),
		pushedChange(4, 4, 3, "ar://bin2", "d"),
		pushedChange(5, 4, 4, "ar://big", "e"),
		pushedChange(6, 4, 5, "ar://missing", "f"),
		pushedChange(7, 4, 6, "ar://big2", "g"),
	)
	content := memContent{
		"t1":   {"line 1\nline 2\nline 3\n", "text/plain"},
		"t2":   {"line 1\nline two\nline 3\nline 4\n", "text/plain; charset=utf-8"},
		"bin1": {"\x00\x01\x02", "application/octet-stream"},
		"bin2": {"\x00\x01\x02\x03", "application/octet-stream"},
		"big":  {strings.Repeat("x", 100), "text/plain"},
		"big2": {strings.Repeat("y", 120), "text/plain"},
	}
	s := f.server(t, content)
	textDiff := "--- a\t(version 0, ar://t1)\n+++ b\t(version 1, ar://t2)\n@@ -1,3 +1,4 @@\n line 1\n-line 2\n+line two\n line 3\n+line 4\n"
	tests := []struct {
		name   string
		path   string
		status int
		check  func(t *testing.T, r wire.DiffResult)
	}{
		{"text", "/v1/projects/4/versions/diff?from=0&to=1", 200, func(t *testing.T, r wire.DiffResult) {
			if r.Kind != wire.DiffText || r.Diff == nil || *r.Diff != textDiff || *r.LinesAdded != "2" || *r.LinesRemoved != "1" {
				t.Errorf("result = %+v, diff %q", r, deref(r.Diff))
			}
			if r.Identical == nil || *r.Identical || !r.SameContentType || r.SizeDelta != "9" || r.From.Size != "21" || r.To.SHA256 == "" {
				t.Errorf("comparison = %+v", r)
			}
		}},
		{"only from: to is the next", "/v1/projects/4/versions/diff?from=0", 200, func(t *testing.T, r wire.DiffResult) {
			if r.From.Index != "0" || r.To.Index != "1" {
				t.Errorf("pair = %s..%s", r.From.Index, r.To.Index)
			}
		}},
		{"only to: from is the previous", "/v1/projects/4/versions/diff?to=1", 200, func(t *testing.T, r wire.DiffResult) {
			if r.From.Index != "0" || r.To.Index != "1" {
				t.Errorf("pair = %s..%s", r.From.Index, r.To.Index)
			}
		}},
		{"same version", "/v1/projects/4/versions/diff?from=1&to=1", 200, func(t *testing.T, r wire.DiffResult) {
			if r.Kind != wire.DiffText || r.Identical == nil || !*r.Identical || *r.Diff != "" || *r.LinesAdded != "0" {
				t.Errorf("result = %+v", r)
			}
		}},
		{"binary", "/v1/projects/4/versions/diff?from=2&to=3", 200, func(t *testing.T, r wire.DiffResult) {
			if r.Kind != wire.DiffBinary || r.Diff != nil || r.Identical == nil || *r.Identical || r.SizeDelta != "1" || !r.SameContentType || r.From.SHA256 == "" {
				t.Errorf("result = %+v", r)
			}
		}},
		{"too large", "/v1/projects/4/versions/diff?from=4&to=6", 200, func(t *testing.T, r wire.DiffResult) {
			if r.Kind != wire.DiffTooLarge || r.Diff != nil || r.Identical == nil || *r.Identical || r.SizeDelta != "20" || r.From.SHA256 != "" || r.From.Size != "100" {
				t.Errorf("result = %+v", r)
			}
		}},
		{"default: the last two", "/v1/projects/1/versions/diff", 502, nil},
		{"one version only", "/v1/projects/3/versions/diff", 404, nil},
		{"no versions", "/v1/projects/2/versions/diff", 404, nil},
		{"unknown project", "/v1/projects/9/versions/diff", 404, nil},
		{"bad project id", "/v1/projects/x/versions/diff", 400, nil},
		{"bad index", "/v1/projects/4/versions/diff?from=a", 400, nil},
		{"index past the end", "/v1/projects/4/versions/diff?from=0&to=7", 404, nil},
		{"content unavailable", "/v1/projects/4/versions/diff?from=4&to=5", 502, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			status, body := get(t, s, tc.path)
			if status != tc.status {
				t.Fatalf("status = %d, want %d: %s", status, tc.status, body)
			}
			if tc.check == nil {
				return
			}
			var r wire.DiffResult
			if err := json.Unmarshal([]byte(body), &r); err != nil {
				t.Fatal(err)
			}
			tc.check(t, r)
		})
	}
	// Without a content fetcher the diff is disabled.
	if status, _ := get(t, f.server(t, nil), "/v1/projects/4/versions/diff"); status != 503 {
		t.Errorf("diff without content: %d, want 503", status)
	}
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}

func TestReadsWithoutModelAre503(t *testing.T) {
	s := newTestServer(t, Config{ReadsPerMinute: -1}, Deps{})
	for _, p := range []string{"/v1/projects", "/v1/projects/1", "/v1/projects/1/versions", "/v1/projects/1/versions/0",
		"/v1/projects/1/versions/diff", "/v1/agents", "/v1/agents/1", "/v1/agents/by-name/x", "/v1/stats", "/v1/buybacks", "/v1/events"} {
		if status, body := get(t, s, p); status != 503 {
			t.Errorf("GET %s = %d %s, want 503", p, status, body)
		}
	}
}

// sseClient reads a server-sent event stream line by line.
type sseClient struct {
	resp *http.Response
	r    *bufio.Reader
}

type sseEvent struct {
	ID   string
	Data wire.Event
}

func openStream(t *testing.T, url, lastID string) *sseClient {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	req.Header.Set("Accept", "text/event-stream")
	if lastID != "" {
		req.Header.Set("Last-Event-ID", lastID)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("stream answered %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	t.Cleanup(func() { resp.Body.Close() })
	return &sseClient{resp: resp, r: bufio.NewReader(resp.Body)}
}

// next returns the next event, skipping comments and fields without data.
func (c *sseClient) next(t *testing.T) sseEvent {
	t.Helper()
	var ev sseEvent
	for {
		line, err := c.r.ReadString('\n')
		if err != nil {
			t.Fatalf("read stream: %v", err)
		}
		line = strings.TrimRight(line, "\n")
		switch {
		case strings.HasPrefix(line, "id: "):
			ev.ID = strings.TrimPrefix(line, "id: ")
		case strings.HasPrefix(line, "data: "):
			if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &ev.Data); err != nil {
				t.Fatal(err)
			}
		case line == "" && ev.ID != "":
			return ev
		}
	}
}

func TestEventStream(t *testing.T) {
	f := newReadFixture(t)
	s := f.server(t, nil)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		_ = s.Serve(ln)
	}()
	base := "http://" + ln.Addr().String() + "/v1/events"

	all := openStream(t, base, "")
	private := openStream(t, base+"?projectId=5", "")
	f.apply(t, 20,
		createdChange(0, 5, "quiet", false, false),
		createdChange(1, 6, "loud", true, false),
		pushedChange(2, 6, 0, "ar://l", "l1"),
	)
	e1, e2 := all.next(t), all.next(t)
	if e1.Data.ID != "20-1" || e1.Data.Type != "project_created" || e2.Data.ID != "20-2" || e2.Data.VersionIndex != "0" {
		t.Fatalf("public stream = %+v, %+v", e1, e2)
	}
	if p := private.next(t); p.Data.ID != "20-0" || p.Data.Name != "quiet" {
		t.Fatalf("private project's stream = %+v", p)
	}

	// Resume after the first event: the second comes from the backlog,
	// then a reorg's removal live.
	resumed := openStream(t, base, e1.ID)
	if got := resumed.next(t); got.ID != e2.ID {
		t.Fatalf("resumed with %+v, want %s", got, e2.ID)
	}
	if _, err := f.m.Rewind(context.Background(), leaseToken, readmodel.BlockRef{Number: 19, Hash: blockHash(19)}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []*sseClient{all, resumed} {
		gone := c.next(t)
		if gone.Data.ID != "20-2" || !gone.Data.Removed {
			t.Fatalf("after the reorg = %+v, want 20-2 removed", gone)
		}
	}

	req, _ := http.NewRequest(http.MethodGet, base, nil)
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("Last-Event-ID", "yesterday")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 400 {
		t.Errorf("bad Last-Event-ID: %d, want 400", resp.StatusCode)
	}

	// Shutdown ends the open streams instead of waiting for them.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := s.Shutdown(ctx); err != nil {
		t.Fatalf("shutdown with open streams: %v", err)
	}
	testutil.Wait(t, &wg, "the streams' readers")
	if _, err := io.ReadAll(all.r); err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
		t.Logf("stream ended with %v", err)
	}
}
