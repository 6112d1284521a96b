package e2e

import (
	"bufio"
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"mime/multipart"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/buyback"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
)

// TestReadsOnRealChain writes through the paid API on the embedded chain
// and reads everything back through every read endpoint: projects (public,
// private, agents), versions, stats, buybacks, events (JSON and live SSE)
// and the version diff, with their error codes and pagination edges.
func TestReadsOnRealChain(t *testing.T) {
	s := startStack(t, stackOptions{})
	owner, agentOwner := s.payer(3, 1), s.payer(4, 2)
	spentBefore := new(big.Int).Add(s.usdc(t, owner.Address()), s.usdc(t, agentOwner.Address()))

	// A stream opened before the writes sees them live.
	stream := readsOpenStream(t, s.APIURL+"/v1/events", "")

	alpha := s.create(t, owner, `{"name":"Alpha-Reads","description":"the first","readmeHash":"ar://readmeAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"}`)
	// Read-your-writes: the 201's project is there at once.
	var p wire.Project
	readsGet(t, s.APIURL+"/v1/projects/"+alpha["projectId"], 200, &p)
	want := wire.Project{
		ID: alpha["projectId"], Name: "alpha-reads", Description: "the first", License: "MIT", Owner: owner.Address().Hex(),
		IsPublic: true, CreatedAt: p.CreatedAt, VersionCount: "0", ReadmeHash: "ar://readmeAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
	}
	if d := cmp.Diff(want, p); d != "" || p.CreatedAt == "0" {
		t.Fatalf("project right after the 201 (-want +got):\n%s", d)
	}
	bot := s.create(t, agentOwner, `{"name":"Reads-Bot","isAgent":true,"agentEndpoint":"https://bot.example/a"}`)
	hidden := s.create(t, owner, `{"name":"reads-hidden","isPublic":false}`)

	h1 := readsUpload(t, s.APIURL, "line 1\nline 2\nline 3\n")
	h2 := readsUpload(t, s.APIURL, "line 1\nline two\nline 3\nline 4\n")
	readsPush(t, s.APIURL, owner, alpha["projectId"], h1, "v1.0.0")
	var v wire.Version
	readsGet(t, s.APIURL+"/v1/projects/"+alpha["projectId"]+"/versions/0", 200, &v)
	if v.StorageHash != h1 || v.VersionTag != "v1.0.0" || v.PushedBy != owner.Address().Hex() || v.ProjectID != alpha["projectId"] {
		t.Fatalf("version right after the 201 = %+v", v)
	}
	readsPush(t, s.APIURL, owner, alpha["projectId"], h2, "v1.1.0")

	ids := func(l wire.ProjectList) []string {
		out := []string{}
		for _, p := range l.Data {
			out = append(out, p.ID)
		}
		return out
	}
	var list wire.ProjectList
	readsGet(t, s.APIURL+"/v1/projects", 200, &list)
	if d := cmp.Diff([]string{alpha["projectId"], bot["projectId"]}, ids(list)); d != "" || list.Total != 2 || list.Limit != 20 || list.Offset != 0 {
		t.Errorf("public projects %+v (-want +got):\n%s", list, d)
	}
	readsGet(t, s.APIURL+"/v1/projects?offset=1&limit=1", 200, &list)
	if d := cmp.Diff([]string{bot["projectId"]}, ids(list)); d != "" || list.Total != 2 {
		t.Errorf("second page (-want +got):\n%s", d)
	}
	readsGet(t, s.APIURL+"/v1/projects?offset=2", 200, &list)
	if len(list.Data) != 0 || list.Total != 2 || list.Offset != 2 {
		t.Errorf("offset past the end = %+v", list)
	}
	readsGet(t, s.APIURL+"/v1/agents", 200, &list)
	if d := cmp.Diff([]string{bot["projectId"]}, ids(list)); d != "" {
		t.Errorf("agents (-want +got):\n%s", d)
	}
	readsGet(t, s.APIURL+"/v1/agents/by-name/READS-bot", 200, &p)
	if p.ID != bot["projectId"] || !p.IsAgent || p.AgentEndpoint != "https://bot.example/a" {
		t.Errorf("agent by name = %+v", p)
	}
	readsGet(t, s.APIURL+"/v1/agents/"+bot["projectId"], 200, &p)
	readsGet(t, s.APIURL+"/v1/projects/"+hidden["projectId"], 200, &p)
	if p.IsPublic {
		t.Errorf("private project = %+v", p)
	}
	var versions wire.VersionList
	readsGet(t, s.APIURL+"/v1/projects/"+alpha["projectId"]+"/versions", 200, &versions)
	if len(versions.Data) != 2 || versions.Data[1].StorageHash != h2 || versions.Data[1].Index != "1" {
		t.Errorf("versions = %+v", versions)
	}

	errs := []struct {
		path   string
		status int
		code   string
	}{
		{"/v1/projects?limit=0", 400, "invalid_query"},
		{"/v1/projects?limit=101", 400, "invalid_query"},
		{"/v1/projects?limit=-5", 400, "invalid_query"},
		{"/v1/projects?limit=many", 400, "invalid_query"},
		{"/v1/projects?offset=-1", 400, "invalid_query"},
		{"/v1/projects?offset=first", 400, "invalid_query"},
		{"/v1/agents?limit=0", 400, "invalid_query"},
		{"/v1/buybacks?limit=101", 400, "invalid_query"},
		{"/v1/projects/abc", 400, "invalid_id"},
		{"/v1/projects/0", 400, "invalid_id"},
		{"/v1/projects/99999", 404, "project_not_found"},
		{"/v1/projects/99999/versions", 404, "project_not_found"},
		{"/v1/projects/abc/versions", 400, "invalid_id"},
		{"/v1/projects/" + alpha["projectId"] + "/versions/2", 404, "version_not_found"},
		{"/v1/projects/" + alpha["projectId"] + "/versions/x", 400, "invalid_index"},
		{"/v1/projects/99999/versions/0", 404, "project_not_found"},
		{"/v1/agents/" + alpha["projectId"], 404, "agent_not_found"},
		{"/v1/agents/abc", 400, "invalid_id"},
		{"/v1/agents/by-name/alpha-reads", 404, "agent_not_found"},
		{"/v1/events?type=minted", 400, "invalid_query"},
		{"/v1/events?projectId=x", 400, "invalid_id"},
		{"/v1/events?cursor=latest", 400, "invalid_query"},
		{"/v1/no-such-route", 404, "route_not_found"},
	}
	for _, tc := range errs {
		var body wire.ErrorBody
		readsGet(t, s.APIURL+tc.path, tc.status, &body)
		if string(body.Error) != tc.code || body.Message == "" {
			t.Errorf("GET %s: body %+v, want %s", tc.path, body, tc.code)
		}
	}
	resp, err := http.Post(s.APIURL+"/v1/stats", "application/json", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 405 {
		t.Errorf("POST /v1/stats = %d, want 405", resp.StatusCode)
	}

	// A buyback, executed directly on the buyback contract, reaches the
	// read model through the indexer.
	bbTx := readsBuyback(t, s)
	var bbs wire.BuybackList
	readsEventually(t, "the buyback indexed", func() bool {
		readsGet(t, s.APIURL+"/v1/buybacks", 200, &bbs)
		return bbs.Total == 1
	})
	got := bbs.Data[0]
	if got.TxHash != bbTx.Hex() || got.ExplorerURL != "https://basescan.org/tx/"+bbTx.Hex() || got.USDCSpent == "0" || got.TokensReceived == "0" || got.BlockNumber == "0" || got.Timestamp == "0" {
		t.Errorf("buyback = %+v", got)
	}

	spent := new(big.Int).Sub(spentBefore, new(big.Int).Add(s.usdc(t, owner.Address()), s.usdc(t, agentOwner.Address())))
	var st wire.Stats
	readsGet(t, s.APIURL+"/v1/stats", 200, &st)
	if st.ProjectCount != "3" || st.TotalVersions != "2" || st.TotalUSDCVolume != spent.String() || st.TotalSupply == nil || !strings.HasSuffix(*st.TotalSupply, " INKD") {
		t.Errorf("stats = %+v (supply %v), want volume %s", st, deref(st.TotalSupply), spent)
	}

	// Events: the public ones, newest first, and the private project's
	// by id; the stream opened at the start saw the public ones live.
	var evs wire.EventList
	readsGet(t, s.APIURL+"/v1/events?limit=100", 200, &evs)
	var types []string
	for _, e := range evs.Data {
		types = append(types, e.Type+":"+e.ProjectID)
	}
	wantTypes := []string{"version_pushed:" + alpha["projectId"], "version_pushed:" + alpha["projectId"], "project_created:" + bot["projectId"], "project_created:" + alpha["projectId"]}
	if d := cmp.Diff(wantTypes, types); d != "" || evs.NextCursor != nil {
		t.Errorf("events (-want +got):\n%s", d)
	}
	readsGet(t, s.APIURL+"/v1/events?projectId="+hidden["projectId"], 200, &evs)
	if len(evs.Data) != 1 || evs.Data[0].Type != "project_created" || evs.Data[0].Name != "reads-hidden" {
		t.Errorf("private project's events = %+v", evs.Data)
	}
	var live []string
	for range wantTypes {
		e := stream.next(t)
		live = append([]string{e.Data.Type + ":" + e.Data.ProjectID}, live...)
	}
	if d := cmp.Diff(wantTypes, live); d != "" {
		t.Errorf("live events (-want +got):\n%s", d)
	}

	// The diff reads both contents through the stack's storage gateway.
	diffAPI := s.APIURL
	var diff wire.DiffResult
	readsGet(t, diffAPI+"/v1/projects/"+alpha["projectId"]+"/versions/diff", 200, &diff)
	wantDiff := "--- v1.0.0\t(version 0, " + h1 + ")\n+++ v1.1.0\t(version 1, " + h2 + ")\n@@ -1,3 +1,4 @@\n line 1\n-line 2\n+line two\n line 3\n+line 4\n"
	if diff.Kind != wire.DiffText || deref(diff.Diff) != wantDiff || deref(diff.LinesAdded) != "2" || deref(diff.LinesRemoved) != "1" || diff.SizeDelta != "9" {
		t.Errorf("diff = %+v\n%s", diff, deref(diff.Diff))
	}
	var body wire.ErrorBody
	readsGet(t, diffAPI+"/v1/projects/"+bot["projectId"]+"/versions/diff", 404, &body)
	if body.Error != wire.CodeVersionNotFound {
		t.Errorf("diff of a project without versions: %+v", body)
	}
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}

// readsGet GETs url, checks the status and decodes the JSON body into v.
func readsGet(t *testing.T, url string, status int, v any) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != status {
		t.Fatalf("GET %s = %d %s, want %d", url, resp.StatusCode, raw, status)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		t.Fatalf("GET %s: %v: %s", url, err, raw)
	}
}

// readsEventually polls cond until it holds, failing after a minute.
func readsEventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// readsUpload stores text through POST /v1/upload and returns its ar://
// hash once the gateway serves it.
func readsUpload(t *testing.T, apiURL, text string) string {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, err := mw.CreateFormFile("file", "notes.txt")
	if err != nil {
		t.Fatal(err)
	}
	fw.Write([]byte(text))
	mw.WriteField("contentType", "text/plain")
	mw.Close()
	resp, err := http.Post(apiURL+"/v1/upload", mw.FormDataContentType(), &buf)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		t.Fatalf("upload: %d %s", resp.StatusCode, raw)
	}
	var out struct{ StorageHash, URL string }
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatal(err)
	}
	readsEventually(t, "the upload served", func() bool {
		r, err := http.Get(out.URL)
		if err != nil {
			return false
		}
		r.Body.Close()
		return r.StatusCode == 200
	})
	return out.StorageHash
}

// readsPush pushes a version paid by c and fails unless it is created.
func readsPush(t *testing.T, apiURL string, c *payclient.Client, id, hash, tag string) {
	t.Helper()
	body := fmt.Sprintf(`{"storageHash":%q,"versionTag":%q,"changelog":"notes"}`, hash, tag)
	resp, err := c.Do(context.Background(), http.MethodPost, apiURL+"/v1/projects/"+id+"/versions", []byte(body))
	if err != nil {
		t.Fatal(err)
	}
	if resp.Status != http.StatusCreated {
		t.Fatalf("push: %d %s", resp.Status, resp.Body)
	}
}

// readsBuyback has the owner (development account #0, the admin) pay
// out what the treasury owes, lower the buyback threshold and execute a
// buyback; it returns the buyback's transaction.
func readsBuyback(t *testing.T, s *stack) common.Hash {
	t.Helper()
	bb, tre := buyback.NewInkdBuyback(), treasury.NewInkdTreasury()
	readsTransact(t, s, devkeys.Key(0), s.Deployment.Treasury, tre.PackPayout())
	readsTransact(t, s, devkeys.Key(0), s.Deployment.Buyback, bb.PackSetThreshold(big.NewInt(1)))
	return readsTransact(t, s, devkeys.Key(0), s.Deployment.Buyback, bb.PackExecuteBuyback(big.NewInt(0))).TxHash
}

func readsTransact(t *testing.T, s *stack, key *ecdsa.PrivateKey, to common.Address, data []byte) *types.Receipt {
	t.Helper()
	ctx := context.Background()
	from := crypto.PubkeyToAddress(key.PublicKey)
	gas, err := s.eth.EstimateGas(ctx, ethereum.CallMsg{From: from, To: &to, Data: data})
	if err != nil {
		t.Fatalf("estimate: %v", err)
	}
	nonce, err := s.eth.PendingNonceAt(ctx, from)
	if err != nil {
		t.Fatal(err)
	}
	head, err := s.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	chainID := new(big.Int).SetUint64(s.Deployment.ChainID)
	tx := types.MustSignNewTx(key, types.LatestSignerForChainID(chainID), &types.DynamicFeeTx{
		ChainID: chainID, Nonce: nonce, GasTipCap: big.NewInt(1e9), Gas: gas + gas/4, To: &to, Data: data,
		GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(3)), big.NewInt(1e9)),
	})
	timeout := time.Minute
	rec, err := s.eth.SendTransactionSync(ctx, tx, &timeout)
	if err != nil || rec.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("transaction to %s: %v %+v", to, err, rec)
	}
	return rec
}

// readsServe serves srv on a loopback port until the test ends.
func readsServe(tb testing.TB, srv *api.Server) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		_ = srv.Serve(ln)
	}()
	tb.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = srv.Shutdown(ctx)
		testutil.Wait(tb, &wg, "the server's Serve")
	})
	return "http://" + ln.Addr().String()
}

// readsStream reads a server-sent event stream.
type readsStream struct{ r *bufio.Reader }

type readsSSE struct {
	ID   string
	Data wire.Event
}

func readsOpenStream(t *testing.T, url, lastID string) *readsStream {
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
	t.Cleanup(func() { resp.Body.Close() })
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("event stream: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	return &readsStream{r: bufio.NewReader(resp.Body)}
}

func (s *readsStream) next(t *testing.T) readsSSE {
	t.Helper()
	var ev readsSSE
	for {
		line, err := s.r.ReadString('\n')
		if err != nil {
			t.Fatalf("event stream: %v", err)
		}
		line = strings.TrimSuffix(line, "\n")
		switch {
		case strings.HasPrefix(line, "id: "):
			ev.ID = line[4:]
		case strings.HasPrefix(line, "data: "):
			if err := json.Unmarshal([]byte(line[6:]), &ev.Data); err != nil {
				t.Fatal(err)
			}
		case line == "" && ev.ID != "":
			return ev
		}
	}
}
