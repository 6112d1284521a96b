package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/uuid"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/testutil"
)

// mcpBound bounds one MCP call against `inkd dev` (a paid write waits for
// its block).
const mcpBound = 3 * time.Minute

// mcpDev is a running `inkd dev` and a direct line to its chain.
type mcpDev struct {
	api  string
	eth  *ethclient.Client
	usdc *chain.USDCState
}

func startMCPDev(t *testing.T, flags ...string) *mcpDev {
	t.Helper()
	dev := startInkd(t, cmdEnv(), append([]string{"dev", "--listen", freeAddr(t), "--rpc-listen", freeAddr(t)}, flags...)...)
	dev.ready(t, dev.stdout, "Ctrl-C stops everything.")
	b := parseBanner(dev.stdout.String())
	eth, err := ethclient.Dial(b.RPC)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(eth.Close)
	return &mcpDev{api: b.API, eth: eth, usdc: chain.NewUSDCState(eth, common.HexToAddress(b.Contracts["USDC"]))}
}

// balance is a's development USDC, base units.
func (d *mcpDev) balance(t *testing.T, a common.Address) *big.Int {
	t.Helper()
	v, err := d.usdc.BalanceOf(context.Background(), a)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// startMCP runs `inkd mcp args…` paying from development account key,
// driven by the SDK's own client over the process's stdin and stdout.
func startMCP(t *testing.T, d *mcpDev, key int, args ...string) *sdk.ClientSession {
	t.Helper()
	return startMCPEnv(t, cmdEnv("INKD_API="+d.api, "INKD_KEY="+hexKey(key), "INKD_STATE="+filepath.Join(t.TempDir(), "payments.json")), args...)
}

// startMCPEnv runs `inkd mcp args…` with env, driven by the SDK's client.
func startMCPEnv(t *testing.T, env []string, args ...string) *sdk.ClientSession {
	t.Helper()
	cmd := exec.Command(inkdBin(t), append([]string{"mcp"}, args...)...)
	cmd.Env = env
	stderr := newOutput()
	cmd.Stderr = stderr
	ctx, cancel := context.WithTimeout(context.Background(), cmdStartBound)
	defer cancel()
	cs, err := sdk.NewClient(&sdk.Implementation{Name: "inkd-e2e", Version: "1"}, nil).Connect(ctx, &sdk.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatalf("connect to inkd mcp: %v\nstderr:\n%s", err, stderr)
	}
	t.Cleanup(func() {
		_ = cs.Close()
		if t.Failed() {
			t.Logf("inkd mcp %v stderr:\n%s", args, stderr)
		}
	})
	return cs
}

// callTool calls a tool and decodes its structured result into out (when
// not nil); a tool error fails the test.
func callTool(t *testing.T, cs *sdk.ClientSession, name string, args map[string]any, out any) {
	t.Helper()
	res := callToolRaw(t, cs, name, args)
	if res.IsError {
		t.Fatalf("%s %v: tool error %s", name, args, toolText(res))
	}
	if out == nil {
		return
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, out); err != nil {
		t.Fatalf("%s: decode %s: %v", name, b, err)
	}
}

func callToolRaw(t *testing.T, cs *sdk.ClientSession, name string, args map[string]any) *sdk.CallToolResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), mcpBound)
	defer cancel()
	res, err := cs.CallTool(ctx, &sdk.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s %v: protocol error %v", name, args, err)
	}
	return res
}

func toolText(res *sdk.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if tc, ok := c.(*sdk.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// mcpPayment is the payment every paid tool result carries.
type mcpPayment struct {
	Fee         string `json:"fee"`
	TxHash      string `json:"txHash"`
	Payer       string `json:"payer"`
	PaidEarlier bool   `json:"paidEarlier"`
	Spent       string `json:"sessionSpentUsdc"`
}

// checkPaid checks that p names a fee and a mined, successful transaction
// that moved exactly that fee out of the payer's USDC since before.
func (d *mcpDev) checkPaid(t *testing.T, what string, p mcpPayment, payer common.Address, before *big.Int) {
	t.Helper()
	fee, ok := new(big.Int).SetString(p.Fee, 10)
	if !ok || fee.Sign() <= 0 {
		t.Fatalf("%s: fee %q", what, p.Fee)
	}
	if p.Payer != payer.Hex() || p.PaidEarlier {
		t.Errorf("%s: payer %s paidEarlier %v, want %s and a new payment", what, p.Payer, p.PaidEarlier, payer.Hex())
	}
	r, err := d.eth.TransactionReceipt(context.Background(), common.HexToHash(p.TxHash))
	if err != nil || r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("%s: receipt of %s: %v %+v", what, p.TxHash, err, r)
	}
	if got := new(big.Int).Sub(before, d.balance(t, payer)); got.Cmp(fee) != 0 {
		t.Errorf("%s: the payer's USDC went down by %s, the result says the fee was %s", what, got, fee)
	}
}

// The SDK's own MCP client drives `inkd mcp` over stdio against `inkd
// dev`: it lists the tools and resource templates, creates a project and
// pushes versions (one alone, two as a multi-push) with payment — each result
// names a fee and a transaction that the chain shows moving exactly that
// USDC — reads them back through every read tool and both resources, and
// a malformed call (bad arguments, an unknown tool, a missing project)
// gets an error while the server keeps answering.
func TestMCPServerOnDev(t *testing.T) {
	testutil.SkipIfShort(t, "starts inkd dev and inkd mcp")
	d := startMCPDev(t)
	payer := crypto.PubkeyToAddress(devkeys.Key(3).PublicKey)
	dir := t.TempDir()
	cs := startMCP(t, d, 3, "--files", dir)
	ctx := context.Background()

	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(tools.Tools) != 15 {
		t.Errorf("%d tools listed, want 15", len(tools.Tools))
	}
	tmpl, err := cs.ListResourceTemplates(ctx, nil)
	if err != nil || len(tmpl.ResourceTemplates) != 2 {
		t.Fatalf("resource templates: %v %+v", err, tmpl)
	}

	// A paid create: fee and transaction in the result, on the chain.
	name := fmt.Sprintf("mcp-agent-%d", time.Now().UnixNano()%1_000_000)
	before := d.balance(t, payer)
	var created struct {
		mcpPayment
		Project struct {
			ProjectID string `json:"projectId"`
			Owner     string `json:"owner"`
		} `json:"project"`
	}
	callTool(t, cs, "create_project", map[string]any{"name": name, "description": "made by an agent", "agent": true, "agentEndpoint": "https://agent.example/run"}, &created)
	d.checkPaid(t, "create_project", created.mcpPayment, payer, before)
	id := created.Project.ProjectID
	var project struct {
		ID, Name, Owner string
		IsAgent         bool
	}
	getJSON(t, d.api+"/v1/projects/"+id, &project)
	if project.Name != name || !strings.EqualFold(project.Owner, payer.Hex()) || !project.IsAgent {
		t.Errorf("the API shows project %s as %+v", id, project)
	}

	// A paid push of a local file.
	v1 := filepath.Join(dir, "notes-1.txt")
	if err := os.WriteFile(v1, []byte("alpha\nbeta\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	before = d.balance(t, payer)
	var pushed struct {
		mcpPayment
		Version struct {
			VersionIndex, StorageHash string
		} `json:"version"`
	}
	callTool(t, cs, "push_version", map[string]any{"project": name, "tag": "v1", "file": v1, "changelog": "first"}, &pushed)
	d.checkPaid(t, "push_version", pushed.mcpPayment, payer, before)
	if pushed.Version.VersionIndex != "0" || !strings.HasPrefix(pushed.Version.StorageHash, "ar://") {
		t.Errorf("pushed %+v", pushed.Version)
	}

	// A paid multi-push of two versions: one payment, one transaction.
	var files []map[string]any
	for i, body := range []string{"alpha\nBETA\n", "alpha\nBETA\ngamma\n"} {
		f := filepath.Join(dir, fmt.Sprintf("notes-%d.txt", i+2))
		if err := os.WriteFile(f, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		// Relative paths start in the --files directory.
		files = append(files, map[string]any{"tag": fmt.Sprintf("v%d", i+2), "file": filepath.Base(f)})
	}
	before = d.balance(t, payer)
	var multi struct {
		mcpPayment
		MultiPush struct {
			Versions []struct{ VersionIndex string } `json:"versions"`
		} `json:"batch"`
	}
	callTool(t, cs, "publish_batch", map[string]any{"project": id, "versions": files}, &multi)
	d.checkPaid(t, "publish_batch", multi.mcpPayment, payer, before)
	if len(multi.MultiPush.Versions) != 2 || multi.MultiPush.Versions[1].VersionIndex != "2" {
		t.Errorf("multi-push versions %+v", multi.MultiPush.Versions)
	}

	// The same push again pays nothing: the saved result comes back.
	before = d.balance(t, payer)
	var again struct{ mcpPayment }
	callTool(t, cs, "push_version", map[string]any{"project": name, "tag": "v1", "file": v1, "changelog": "first"}, &again)
	if !again.PaidEarlier || again.TxHash != pushed.TxHash || d.balance(t, payer).Cmp(before) != 0 {
		t.Errorf("the repeated push: %+v (first tx %s); balance %s → %s", again.mcpPayment, pushed.TxHash, before, d.balance(t, payer))
	}

	// Reads.
	var list struct {
		Data  []struct{ ID, Name string }
		Total int
	}
	callTool(t, cs, "search_projects", map[string]any{"query": name}, &list)
	if !hasProject(list.Data, id) {
		t.Errorf("search_projects %q = %+v", name, list)
	}
	callTool(t, cs, "list_projects", map[string]any{"limit": 100}, &list)
	if !hasProject(list.Data, id) {
		t.Errorf("list_projects = %+v", list)
	}
	callTool(t, cs, "list_agents", nil, &list)
	if !hasProject(list.Data, id) {
		t.Errorf("list_agents = %+v", list)
	}
	var got struct{ ID, Name, VersionCount, AgentEndpoint string }
	callTool(t, cs, "get_project", map[string]any{"project": strings.ToUpper(name)}, &got)
	if got.ID != id || got.VersionCount != "3" {
		t.Errorf("get_project by name = %+v", got)
	}
	callTool(t, cs, "get_agent", map[string]any{"agent": name}, &got)
	if got.ID != id || got.AgentEndpoint != "https://agent.example/run" {
		t.Errorf("get_agent by name = %+v", got)
	}
	var versions struct {
		Data  []struct{ Index, VersionTag, StorageHash string }
		Total *int
	}
	callTool(t, cs, "list_versions", map[string]any{"project": id, "tag": "v2"}, &versions)
	if len(versions.Data) != 1 || versions.Data[0].Index != "1" || versions.Total == nil || *versions.Total != 1 {
		t.Errorf("list_versions tag v2 = %+v", versions)
	}
	var version struct{ Index, VersionTag, StorageHash, Changelog string }
	callTool(t, cs, "get_version", map[string]any{"project": id, "index": 0}, &version)
	if version.StorageHash != pushed.Version.StorageHash || version.Changelog != "first" {
		t.Errorf("get_version 0 = %+v", version)
	}
	// The content through the real gateway, verified against the digest
	// the push recorded.
	var content struct {
		Encoding, Content string
		Truncated         bool
		Verified          bool
		Version           struct{ SHA256 string }
	}
	callTool(t, cs, "get_version_content", map[string]any{"project": id, "index": 0}, &content)
	if content.Encoding != "text" || content.Content != "alpha\nbeta\n" || content.Truncated || !content.Verified || content.Version.SHA256 == "" {
		t.Errorf("get_version_content 0 = %+v", content)
	}
	var diff struct {
		Kind                     string
		LinesAdded, LinesRemoved *string
	}
	callTool(t, cs, "diff_versions", map[string]any{"project": id, "from": 0, "to": 1}, &diff)
	if diff.Kind != "text" || diff.LinesAdded == nil || *diff.LinesAdded != "1" || *diff.LinesRemoved != "1" {
		t.Errorf("diff_versions 0..1 = %+v", diff)
	}
	var quote struct {
		Bytes   int64
		PushFee string
	}
	callTool(t, cs, "quote_price", map[string]any{"bytes": 1000}, &quote)
	if quote.Bytes != 1000 || quote.PushFee == "" {
		t.Errorf("quote_price = %+v", quote)
	}
	var spend struct {
		Spent string `json:"spentUsdc"`
	}
	callTool(t, cs, "spending", nil, &spend)
	if spend.Spent != multi.Spent || spend.Spent == "0.00" {
		t.Errorf("spending says %s spent, the last paid result %s", spend.Spent, multi.Spent)
	}

	// Resources.
	for uri, want := range map[string]string{
		"inkd://projects/" + id:                 `"name": "` + name + `"`,
		"inkd://projects/" + id + "/versions/0": `"storageHash": "` + pushed.Version.StorageHash + `"`,
	} {
		r, err := cs.ReadResource(ctx, &sdk.ReadResourceParams{URI: uri})
		if err != nil || len(r.Contents) != 1 || !strings.Contains(r.Contents[0].Text, want) {
			t.Errorf("read %s: %v %+v, want %s", uri, err, r, want)
		}
	}
	if _, err := cs.ReadResource(ctx, &sdk.ReadResourceParams{URI: "inkd://projects/" + id + "/versions/99"}); err == nil {
		t.Errorf("read a missing version: no error")
	}

	// Malformed calls get errors; the server keeps serving.
	if _, err := cs.CallTool(ctx, &sdk.CallToolParams{Name: "no_such_tool", Arguments: map[string]any{}}); err == nil {
		t.Errorf("an unknown tool: no error")
	}
	for _, bad := range []struct {
		tool string
		args map[string]any
		want string
	}{
		{"get_version", map[string]any{"project": id, "index": "first"}, "validating"},
		{"get_project", map[string]any{"project": "999999"}, "project_not_found"},
		{"get_agent", map[string]any{"agent": "no-such-agent"}, "agent_not_found"},
		{"create_project", map[string]any{"name": name}, "name_taken"},
		{"upload_file", map[string]any{"path": "../outside.txt"}, "invalid_arguments: "},
		{"push_version", map[string]any{"project": id, "tag": "v9", "file": "/etc/hostname"}, "outside the directory"},
		// A tag names one content: other content under v1 is refused before
		// anything is uploaded, alone or in a multi-push.
		{"push_version", map[string]any{"project": id, "tag": "v1", "file": "notes-2.txt"}, "tag_taken"},
		{"publish_batch", map[string]any{"project": id, "versions": []map[string]any{{"tag": "v7", "file": "notes-2.txt"}, {"tag": "v1", "file": "notes-3.txt"}}}, "tag_taken"},
	} {
		res := callToolRaw(t, cs, bad.tool, bad.args)
		if !res.IsError || !strings.Contains(toolText(res), bad.want) {
			t.Errorf("%s %v = error %v %q, want an error with %q", bad.tool, bad.args, res.IsError, toolText(res), bad.want)
		}
	}
	callTool(t, cs, "get_project", map[string]any{"project": id}, &got)
	if got.Name != name {
		t.Errorf("get_project after the errors = %+v", got)
	}

	// The same server over streamable HTTP, on loopback only.
	if res := runInkd(t, cmdFailBound, cmdEnv("INKD_API="+d.api), "mcp", "--listen", "0.0.0.0:0"); res.code != exitUsageCode {
		t.Errorf("inkd mcp --listen 0.0.0.0:0 exited %d, want %d: %s", res.code, exitUsageCode, res.stderr)
	}
	addr := freeAddr(t)
	web := startInkd(t, cmdEnv("INKD_API="+d.api), "mcp", "--listen", addr)
	web.ready(t, web.stderr, "serving streamable HTTP at http://"+addr+"/mcp")
	hs, err := sdk.NewClient(&sdk.Implementation{Name: "inkd-e2e-http", Version: "1"}, nil).Connect(ctx, &sdk.StreamableClientTransport{Endpoint: "http://" + addr + "/mcp"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer hs.Close()
	callTool(t, hs, "get_project", map[string]any{"project": id}, &got)
	if got.Name != name {
		t.Errorf("get_project over HTTP = %+v", got)
	}
	if res := callToolRaw(t, hs, "create_project", map[string]any{"name": name + "-keyless"}); !res.IsError || !strings.HasPrefix(toolText(res), "no_paying_key: ") {
		t.Errorf("create_project without a key = error %v %q", res.IsError, toolText(res))
	}
	// A web page's request (another origin, or a rebound host name) is
	// refused before the MCP server sees it.
	for _, h := range []map[string]string{
		{"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"},
		{"Host": "evil.example:" + strings.Split(addr, ":")[1]},
	} {
		req, err := http.NewRequest(http.MethodPost, "http://"+addr+"/mcp", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"page","version":"1"}}}`))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		for k, v := range h {
			req.Header.Set(k, v)
		}
		req.Host = req.Header.Get("Host")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("a request with %v: %d, want 403", h, resp.StatusCode)
		}
	}
}

func hasProject(l []struct{ ID, Name string }, id string) bool {
	for _, p := range l {
		if p.ID == id {
			return true
		}
	}
	return false
}

// The caps refuse a paid call before anything is signed: over the
// per-call cap (a server paying from a keystore), and over the session's
// cap after the session paid once.
// The payer's USDC does not move and the name stays free.
func TestMCPSpendingCaps(t *testing.T) {
	testutil.SkipIfShort(t, "starts inkd dev and inkd mcp")
	d := startMCPDev(t)
	payer := crypto.PubkeyToAddress(devkeys.Key(4).PublicKey)
	name := fmt.Sprintf("mcp-capped-%d", time.Now().UnixNano()%1_000_000)

	// The per-call session pays from a keystore, as the CLI can.
	dir := t.TempDir()
	blob, err := keystore.EncryptKey(&keystore.Key{Id: uuid.New(), Address: payer, PrivateKey: devkeys.Key(4)}, "correct horse", keystore.LightScryptN, keystore.LightScryptP)
	if err != nil {
		t.Fatal(err)
	}
	ks, pw := filepath.Join(dir, "key.json"), filepath.Join(dir, "password")
	for name, content := range map[string][]byte{ks: blob, pw: []byte("correct horse\n")} {
		if err := os.WriteFile(name, content, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	env := cmdEnv("INKD_API="+d.api, "INKD_KEYSTORE="+ks, "INKD_STATE="+filepath.Join(dir, "payments.json"))
	if res := runInkd(t, cmdFailBound, env, "mcp"); res.code != exitUsageCode || !strings.Contains(res.stderr, "--password-file") {
		t.Errorf("inkd mcp --keystore without a password file exited %d: %s", res.code, res.stderr)
	}
	perCall := startMCPEnv(t, env, "--password-file", pw, "--max-fee-per-call", "0.05")
	var spend struct{ Payer string }
	callTool(t, perCall, "spending", nil, &spend)
	if spend.Payer != payer.Hex() {
		t.Errorf("the keystore server pays from %q, want %s", spend.Payer, payer.Hex())
	}
	before := d.balance(t, payer)
	res := callToolRaw(t, perCall, "create_project", map[string]any{"name": name})
	if !res.IsError || !strings.HasPrefix(toolText(res), "call_fee_cap: ") || !strings.Contains(toolText(res), "nothing was signed or paid") {
		t.Fatalf("create over the per-call cap = error %v %q", res.IsError, toolText(res))
	}

	session := startMCP(t, d, 4, "--max-spend", "0.15")
	var first struct{ mcpPayment }
	callTool(t, session, "create_project", map[string]any{"name": name + "-a"}, &first)
	d.checkPaid(t, "the first create", first.mcpPayment, payer, before)
	before = d.balance(t, payer)
	res = callToolRaw(t, session, "create_project", map[string]any{"name": name})
	if !res.IsError || !strings.HasPrefix(toolText(res), "session_spending_cap: ") {
		t.Fatalf("create over the session cap = error %v %q", res.IsError, toolText(res))
	}
	if after := d.balance(t, payer); after.Cmp(before) != 0 {
		t.Errorf("a refused call moved USDC: %s → %s", before, after)
	}
	res = callToolRaw(t, session, "get_project", map[string]any{"project": name})
	if !res.IsError || !strings.Contains(toolText(res), "project_not_found") {
		t.Errorf("the refused name: %v %q, want project_not_found", res.IsError, toolText(res))
	}
}

// inkd mcp never prints its key: not in help, usage errors or bad values;
// with a good configuration and stdin at its end it exits 0 and writes
// nothing on stdout (stdout is the protocol).
func TestMCPNeverPrintsKey(t *testing.T) {
	inkdBin(t)
	key := hexKey(4)
	env := cmdEnv("INKD_KEY="+key, "INKD_API=http://127.0.0.1:1", "INKD_STATE="+filepath.Join(t.TempDir(), "payments.json"))
	for _, tc := range []struct {
		args []string
		code int
	}{
		{[]string{"-h"}, 0},
		{[]string{"--bogus"}, exitUsageCode},
		{[]string{"extra"}, exitUsageCode},
		{[]string{"--max-spend", "x"}, exitUsageCode},
		{[]string{"--max-fee-per-call", "-1"}, exitUsageCode},
		{[]string{"--listen", "192.0.2.1:80"}, exitUsageCode},
		{[]string{"--key", "0xnotakey"}, exitUsageCode},
		{nil, 0},
	} {
		res := runInkd(t, cmdFailBound, env, append([]string{"mcp"}, tc.args...)...)
		if strings.Contains(strings.ToLower(res.stdout+res.stderr), key[2:]) {
			t.Errorf("inkd mcp %v printed the key:\n%s%s", tc.args, res.stdout, res.stderr)
		}
		if res.code != tc.code {
			t.Errorf("inkd mcp %v exited %d, want %d: %s", tc.args, res.code, tc.code, res.stderr)
		}
		if tc.args == nil && res.stdout != "" {
			t.Errorf("inkd mcp wrote %q on stdout without a request", res.stdout)
		}
	}
}

// A write the API accepts without waiting for its transaction (202) is
// followed to its end within the call: the result still carries the fee
// and the mined transaction, and the session counts the fee once.
func TestMCPFollowsAcceptedWrite(t *testing.T) {
	testutil.SkipIfShort(t, "starts inkd dev and inkd mcp")
	d := startMCPDev(t, "--write-wait", "1ms")
	payer := crypto.PubkeyToAddress(devkeys.Key(5).PublicKey)
	cs := startMCP(t, d, 5)
	before := d.balance(t, payer)
	var created struct{ mcpPayment }
	callTool(t, cs, "create_project", map[string]any{"name": fmt.Sprintf("mcp-accepted-%d", time.Now().UnixNano()%1_000_000)}, &created)
	d.checkPaid(t, "create_project answered 202", created.mcpPayment, payer, before)
	var spend struct {
		Spent string `json:"spentUsdc"`
	}
	callTool(t, cs, "spending", nil, &spend)
	if spend.Spent != "0.10" || created.Spent != "0.10" {
		t.Errorf("after one create of 0.10 USDC the session spent %s (result says %s)", spend.Spent, created.Spent)
	}
}
