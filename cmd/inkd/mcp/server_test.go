package mcp

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
)

// connect serves s in memory and returns a client session on it. The
// API behind s's client is not needed by the tests that use this: they
// exercise what the server decides before any request.
func connect(t *testing.T, s *Server) *sdk.ClientSession {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	st, ct := sdk.NewInMemoryTransports()
	ss, err := s.MCP().Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ss.Close() })
	cs, err := sdk.NewClient(&sdk.Implementation{Name: "test"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cs.Close() })
	return cs
}

// newTestServer is a server whose client has no key and an API that does
// not answer.
func newTestServer(t *testing.T) *Server {
	t.Helper()
	c, err := client.New(client.Config{BaseURL: "http://127.0.0.1:1", MaxAttempts: 1})
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{Client: c, Budget: NewBudget(nil, nil)})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func call(t *testing.T, cs *sdk.ClientSession, name string, args map[string]any) *sdk.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &sdk.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("call %s: protocol error %v", name, err)
	}
	return res
}

func text(res *sdk.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*sdk.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

// Every tool is listed with a description and an object input schema.
func TestToolsAreListedWithSchemas(t *testing.T) {
	cs := connect(t, newTestServer(t))
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range res.Tools {
		names = append(names, tool.Name)
		if len(tool.Description) < 60 {
			t.Errorf("%s: description %q is too short for a model to choose by", tool.Name, tool.Description)
		}
		if m, ok := tool.InputSchema.(map[string]any); !ok || m["type"] != "object" {
			t.Errorf("%s: input schema %v", tool.Name, tool.InputSchema)
		}
	}
	slices.Sort(names)
	want := []string{"create_project", "diff_versions", "get_agent", "get_project", "get_version", "get_version_content", "list_agents", "list_projects",
		"list_versions", "publish_batch", "push_version", "quote_price", "search_projects", "spending", "upload_file"}
	if diff := cmp.Diff(want, names); diff != "" {
		t.Errorf("tools (-want +got):\n%s", diff)
	}
}

// A panic in a tool is a tool error, and the server answers the next call.
func TestPanicBecomesToolError(t *testing.T) {
	s := newTestServer(t)
	addTool(s, &sdk.Tool{Name: "boom", InputSchema: inputSchema[struct{}](nil)}, func(context.Context, struct{}) (*wire.Project, error) {
		var p *wire.Project
		return nil, errors.New(p.Name) // nil dereference
	})
	cs := connect(t, s)
	res := call(t, cs, "boom", nil)
	if !res.IsError || !strings.Contains(text(res), "internal: the tool boom failed unexpectedly") {
		t.Fatalf("boom = error %v, %q", res.IsError, text(res))
	}
	if res := call(t, cs, "spending", nil); res.IsError || !strings.Contains(text(res), `"maxSpendUsdc":"5.00"`) {
		t.Fatalf("spending after a panic = error %v, %q", res.IsError, text(res))
	}
}

// Arguments that do not fit the schema are refused before the handler
// runs; a paid tool without a key refuses before asking the API.
func TestRefusalsBeforeTheAPI(t *testing.T) {
	cs := connect(t, newTestServer(t))
	for _, tc := range []struct {
		tool string
		args map[string]any
		want string
	}{
		{"quote_price", map[string]any{"bytes": "many"}, "validating"},
		{"quote_price", map[string]any{"bytes": 0}, "validating"},
		{"list_projects", map[string]any{"limit": 101}, "validating"},
		{"get_project", map[string]any{}, "validating"},
		{"get_project", map[string]any{"project": "7", "extra": true}, "validating"},
		{"get_project", map[string]any{"project": " "}, "invalid_arguments"},
		{"push_version", map[string]any{"project": "1", "tag": "v1"}, "invalid_arguments: give exactly one of file"},
		{"create_project", map[string]any{"name": "x"}, "no_paying_key"},
		{"upload_file", map[string]any{"path": "/etc/hostname"}, "invalid_arguments: this server reads no local files"},
	} {
		res := call(t, cs, tc.tool, tc.args)
		if !res.IsError || !strings.Contains(text(res), tc.want) {
			t.Errorf("%s %v = error %v, %q; want an error with %q", tc.tool, tc.args, res.IsError, text(res), tc.want)
		}
	}
}

// An API refusal reads as the API's code first; the client's own
// refusals get codes too.
func TestToolErrorWording(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want string
	}{
		{&client.APIError{Status: 409, Code: wire.CodeNameTaken, Message: "the name is taken"}, "name_taken: the name is taken (HTTP 409)"},
		{&client.APIError{Status: 502, Message: "bad gateway"}, "http_502: bad gateway"},
		{&client.FeeTooHighError{Fee: big.NewInt(2_000_000), Max: big.NewInt(1_000_000)}, "call_fee_cap: the fee is 2.00 USDC, above the cap of 1.00 USDC for one tool call; nothing was signed or paid"},
		{&client.PendingError{JobID: "pay_1", URL: "http://x/v1/jobs/pay_1"}, "write_pending:"},
		{&client.NetworkError{Err: errors.New("connection refused")}, "api_unreachable:"},
		{context.DeadlineExceeded, "timeout: the call took longer than 1m0s"},
	} {
		if got := toolError(tc.err, time.Minute).Error(); !strings.HasPrefix(got, tc.want) {
			t.Errorf("toolError(%v) = %q, want it to start with %q", tc.err, got, tc.want)
		}
	}
}

func TestParseResourceURI(t *testing.T) {
	for _, tc := range []struct {
		uri  string
		want resourceRef
		ok   bool
	}{
		{"inkd://projects/7", resourceRef{id: "7"}, true},
		{"inkd://projects/7/versions/0", resourceRef{id: "7", hasIndex: true}, true},
		{"inkd://projects/12/versions/345", resourceRef{id: "12", index: 345, hasIndex: true}, true},
		{"inkd://projects/left-pad", resourceRef{}, false},
		{"inkd://projects/7/versions", resourceRef{}, false},
		{"inkd://projects/7/versions/x", resourceRef{}, false},
		{"inkd://projects/7/versions/1/extra", resourceRef{}, false},
		{"https://projects/7", resourceRef{}, false},
	} {
		got, ok := parseResourceURI(tc.uri)
		if ok != tc.ok || (ok && got != tc.want) {
			t.Errorf("parseResourceURI(%q) = %+v, %v; want %+v, %v", tc.uri, got, ok, tc.want, tc.ok)
		}
	}
}

// Arguments sent as JSON null are read as {} (the SDK alone panics on
// them), and a panic outside any typed handler — here a raw tool — is a
// tool error: the server answers the next call.
func TestNullArgumentsAndRawPanics(t *testing.T) {
	s := newTestServer(t)
	s.MCP().AddTool(&sdk.Tool{Name: "raw_boom", InputSchema: map[string]any{"type": "object"}}, func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
		panic("raw boom")
	})
	cs := connect(t, s)
	res := call(t, cs, "list_agents", nil)
	if !res.IsError || !strings.HasPrefix(text(res), "api_unreachable:") {
		t.Fatalf("list_agents with null arguments = error %v %q; want it to reach the (absent) API", res.IsError, text(res))
	}
	res = call(t, cs, "raw_boom", map[string]any{})
	if !res.IsError || !strings.Contains(text(res), "internal: tools/call failed unexpectedly (raw boom)") {
		t.Fatalf("raw_boom = error %v %q", res.IsError, text(res))
	}
	if res := call(t, cs, "spending", nil); res.IsError {
		t.Fatalf("spending after the panics: %q", text(res))
	}
}
