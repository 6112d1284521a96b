package api

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/testutil"
)

// openAPIMethods are the operation keys of an OpenAPI path item.
var openAPIMethods = []string{"get", "put", "post", "delete", "options", "head", "patch", "trace"}

// newOpenAPIServer builds a server with every route registered, the
// development gateway included, and no other part: the document describes
// routes, not their dependencies.
func newOpenAPIServer(tb testing.TB) *Server {
	tb.Helper()
	s, err := New(Config{ServeGateway: true}, Deps{
		Log:     testutil.Logger(tb),
		Uploads: UploadDeps{Gateway: http.NotFoundHandler()},
	})
	if err != nil {
		tb.Fatalf("New: %v", err)
	}
	return s
}

// fetchOpenAPI gets the document through the real app and decodes it.
func fetchOpenAPI(tb testing.TB, s *Server) map[string]any {
	tb.Helper()
	resp, err := s.App().Test(httptest.NewRequest(http.MethodGet, "/v1/openapi.json", nil), -1)
	if err != nil {
		tb.Fatalf("GET /v1/openapi.json: %v", err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		tb.Fatalf("read body: %v", err)
	}
	if resp.StatusCode != http.StatusOK {
		tb.Fatalf("GET /v1/openapi.json: status %d: %s", resp.StatusCode, raw)
	}
	var doc map[string]any
	if err := json.Unmarshal(raw, &doc); err != nil {
		tb.Fatalf("the document is not a JSON object: %v", err)
	}
	return doc
}

// docPointer resolves a local JSON reference ("#/components/schemas/X").
func docPointer(doc map[string]any, ref string) (any, bool) {
	rest, ok := strings.CutPrefix(ref, "#/")
	if !ok {
		return nil, false
	}
	var node any = doc
	for _, part := range strings.Split(rest, "/") {
		part = strings.ReplaceAll(strings.ReplaceAll(part, "~1", "/"), "~0", "~")
		m, ok := node.(map[string]any)
		if !ok {
			return nil, false
		}
		if node, ok = m[part]; !ok {
			return nil, false
		}
	}
	return node, true
}

// docDeref follows $ref until it reaches a node that is not a bare reference.
// An unresolvable reference yields nil (TestOpenAPIDocumentIsWellFormed
// reports it).
func docDeref(doc map[string]any, node any) map[string]any {
	for range 16 {
		m, ok := node.(map[string]any)
		if !ok {
			return nil
		}
		ref, ok := m["$ref"].(string)
		if !ok {
			return m
		}
		if node, ok = docPointer(doc, ref); !ok {
			return nil
		}
	}
	return nil
}

// docErrorCodes returns the codes an error response schema lists: the enum of
// its "error" property, in the schema itself or any allOf/oneOf/anyOf
// member. The "error" property is not dereferenced: the base Error schema
// points at ErrorCode (every code); an operation narrows it with an enum of
// its own, and that enum is what it documents.
func docErrorCodes(doc map[string]any, schema any) []string {
	m := docDeref(doc, schema)
	var out []string
	if props, ok := m["properties"].(map[string]any); ok {
		if e, ok := props["error"].(map[string]any); ok {
			for _, v := range docSlice(e["enum"]) {
				s, _ := v.(string)
				out = append(out, s)
			}
		}
	}
	for _, k := range []string{"allOf", "oneOf", "anyOf"} {
		for _, sub := range docSlice(m[k]) {
			out = append(out, docErrorCodes(doc, sub)...)
		}
	}
	return out
}

func docSlice(v any) []any {
	s, _ := v.([]any)
	return s
}

// docOperation is one documented method of one path.
type docOperation struct {
	method, path string
	op           map[string]any
}

func docOperations(doc map[string]any) []docOperation {
	paths, _ := doc["paths"].(map[string]any)
	var out []docOperation
	for path, item := range paths {
		pi, _ := item.(map[string]any)
		for _, m := range openAPIMethods {
			if op, ok := pi[m].(map[string]any); ok {
				out = append(out, docOperation{method: strings.ToUpper(m), path: path, op: op})
			}
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].path != out[j].path {
			return out[i].path < out[j].path
		}
		return out[i].method < out[j].method
	})
	return out
}

// fiberParam matches a fiber path parameter (":id").
var fiberParam = regexp.MustCompile(`:([A-Za-z0-9_]+)`)

// openAPIPath converts a fiber route path to an OpenAPI path template.
func openAPIPath(path string) string { return fiberParam.ReplaceAllString(path, "{$1}") }

func TestOpenAPIServed(t *testing.T) {
	s := newOpenAPIServer(t)
	tests := []struct {
		name            string
		path            string
		wantStatus      int
		wantContentType string
	}{
		{name: "document", path: "/v1/openapi.json", wantStatus: http.StatusOK, wantContentType: "application/json"},
		{name: "query string ignored", path: "/v1/openapi.json?x=1", wantStatus: http.StatusOK, wantContentType: "application/json"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			resp, err := s.App().Test(httptest.NewRequest(http.MethodGet, tc.path, nil), -1)
			if err != nil {
				t.Fatalf("GET %s: %v", tc.path, err)
			}
			raw, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != tc.wantStatus {
				t.Fatalf("status = %d, want %d: %s", resp.StatusCode, tc.wantStatus, raw)
			}
			if got := resp.Header.Get("Content-Type"); got != tc.wantContentType {
				t.Errorf("Content-Type = %q, want %q", got, tc.wantContentType)
			}
			var doc struct {
				OpenAPI string `json:"openapi"`
				Info    struct {
					Version string `json:"version"`
				} `json:"info"`
			}
			if err := json.Unmarshal(raw, &doc); err != nil {
				t.Fatalf("body is not JSON: %v", err)
			}
			if !strings.HasPrefix(doc.OpenAPI, "3.1") {
				t.Errorf("openapi = %q, want 3.1.x", doc.OpenAPI)
			}
			if doc.Info.Version != ServiceVersion {
				t.Errorf("info.version = %q, want the service version %q", doc.Info.Version, ServiceVersion)
			}
		})
	}
}

// TestOpenAPIRoutes keeps the document and the route table in step: every
// route the server registers from its table (plus GET / and the gateway) is
// documented, and every documented operation is served.
func TestOpenAPIRoutes(t *testing.T) {
	s := newOpenAPIServer(t)
	doc := fetchOpenAPI(t, s)

	documented := map[string]bool{}
	for _, o := range docOperations(doc) {
		documented[o.method+" "+o.path] = true
	}
	served := map[string]bool{}
	for _, r := range s.App().GetRoutes(true) {
		served[r.Method+" "+openAPIPath(r.Path)] = true
	}
	routes := []string{"GET /", "GET /ar/{id}"}
	for _, r := range s.table() {
		routes = append(routes, r.method+" "+openAPIPath(r.path))
	}

	var undocumented, stale []string
	for _, r := range routes {
		if !documented[r] {
			undocumented = append(undocumented, r)
		}
	}
	for op := range documented {
		if !served[op] {
			stale = append(stale, op)
		}
	}
	sort.Strings(stale)
	tests := []struct {
		name string
		got  []string
	}{
		{name: "routes missing from the document", got: undocumented},
		{name: "documented operations not served", got: stale},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff([]string(nil), tc.got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}

// TestOpenAPIErrorCodes checks every error code the document lists against
// the one error table: it must be a wire.Code of statusOf, listed under the
// status statusOf gives it; the catalogue ErrorCode must hold exactly the
// codes of statusOf.
func TestOpenAPIErrorCodes(t *testing.T) {
	doc := fetchOpenAPI(t, newOpenAPIServer(t))

	type listing struct {
		Op     string
		Status int
		Code   string
	}
	var got, want []listing
	var silent []string
	for _, o := range docOperations(doc) {
		responses, _ := o.op["responses"].(map[string]any)
		keys := make([]string, 0, len(responses))
		for key := range responses {
			keys = append(keys, key)
		}
		sort.Strings(keys)
		for _, key := range keys {
			r := responses[key]
			status, err := strconv.Atoi(key)
			if err != nil {
				t.Errorf("%s %s: response key %q is not a status", o.method, o.path, key)
				continue
			}
			if status < 400 && status != http.StatusPaymentRequired {
				continue
			}
			var codes []string
			if content, ok := docDeref(doc, r)["content"].(map[string]any); ok {
				if media, ok := content["application/json"].(map[string]any); ok {
					codes = docErrorCodes(doc, media["schema"])
				}
			}
			// The development gateway's errors are written by the storage
			// driver, not by the error table; it documents them in prose.
			if len(codes) == 0 && !strings.HasPrefix(o.path, "/ar/") {
				silent = append(silent, o.method+" "+o.path+" "+key)
			}
			for _, c := range codes {
				op := o.method + " " + o.path
				got = append(got, listing{op, status, c})
				st, ok := statusOf[wire.Code(c)]
				if !ok {
					st = -1 // not a wire.Code
				}
				want = append(want, listing{op, st, c})
			}
		}
	}
	if len(got) == 0 {
		t.Fatal("the document lists no error codes")
	}

	var catalogue []string
	if ec := docDeref(doc, map[string]any{"$ref": "#/components/schemas/ErrorCode"}); ec != nil {
		for _, v := range docSlice(ec["enum"]) {
			s, _ := v.(string)
			catalogue = append(catalogue, s)
		}
	}
	sort.Strings(catalogue)
	var table []string
	for c := range statusOf {
		table = append(table, string(c))
	}
	sort.Strings(table)

	// Every "error" enum anywhere (job failures, the 402 body, …) names Codes.
	var unknown []string
	docWalk(doc, func(m map[string]any) {
		props, _ := m["properties"].(map[string]any)
		e, _ := props["error"].(map[string]any)
		for _, v := range docSlice(e["enum"]) {
			if s, _ := v.(string); statusOf[wire.Code(s)] == 0 {
				unknown = append(unknown, s)
			}
		}
	})

	tests := []struct {
		name      string
		want, got any
	}{
		{name: "listed under the status of statusOf", want: want, got: got},
		{name: "ErrorCode holds exactly the codes of statusOf", want: table, got: catalogue},
		{name: "error responses without codes", want: []string(nil), got: silent},
		{name: "error enums naming no Code", want: []string(nil), got: unknown},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, tc.got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}

// docWalk calls fn on every object of the document.
func docWalk(node any, fn func(map[string]any)) {
	switch v := node.(type) {
	case map[string]any:
		fn(v)
		for _, child := range v {
			docWalk(child, fn)
		}
	case []any:
		for _, child := range v {
			docWalk(child, fn)
		}
	}
}

// TestOpenAPIDocumentIsWellFormed checks what a broken hand edit would
// break: every reference resolves, operation ids are unique, and every path
// parameter of a template is declared.
func TestOpenAPIDocumentIsWellFormed(t *testing.T) {
	doc := fetchOpenAPI(t, newOpenAPIServer(t))

	var dangling []string
	docWalk(doc, func(m map[string]any) {
		if ref, ok := m["$ref"].(string); ok {
			if _, ok := docPointer(doc, ref); !ok {
				dangling = append(dangling, ref)
			}
		}
	})
	sort.Strings(dangling)

	ids := map[string]int{}
	var duplicate, undeclared []string
	paths, _ := doc["paths"].(map[string]any)
	for _, o := range docOperations(doc) {
		id, _ := o.op["operationId"].(string)
		if ids[id]++; id == "" || ids[id] == 2 {
			duplicate = append(duplicate, o.method+" "+o.path+" operationId "+strconv.Quote(id))
		}
		declared := map[string]bool{}
		item, _ := paths[o.path].(map[string]any)
		for _, list := range []any{item["parameters"], o.op["parameters"]} {
			for _, p := range docSlice(list) {
				pm := docDeref(doc, p)
				if pm["in"] == "path" {
					name, _ := pm["name"].(string)
					declared[name] = true
				}
			}
		}
		for _, m := range regexp.MustCompile(`\{([^}]+)\}`).FindAllStringSubmatch(o.path, -1) {
			if !declared[m[1]] {
				undeclared = append(undeclared, o.method+" "+o.path+" {"+m[1]+"}")
			}
		}
	}

	tests := []struct {
		name string
		got  []string
	}{
		{name: "references that do not resolve", got: dangling},
		{name: "missing or duplicate operation ids", got: duplicate},
		{name: "path parameters not declared", got: undeclared},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff([]string(nil), tc.got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}

// The document says when a create is refused name_taken: the name is
// registered, looks like a registered name (its skeleton), or it or a
// lookalike is pending (the reservation of api/pending), in the
// ErrorCode table and in the create's 400.
func TestOpenAPINameTakenDocumented(t *testing.T) {
	doc := fetchOpenAPI(t, newOpenAPIServer(t))
	schemas, _ := doc["components"].(map[string]any)["schemas"].(map[string]any)
	table, _ := docDeref(doc, schemas["ErrorCode"])["description"].(string)
	var row string
	for _, line := range strings.Split(table, "\n") {
		if strings.HasPrefix(line, "| 400 | `name_taken` |") {
			row = line
		}
	}
	var create string
	for _, o := range docOperations(doc) {
		if o.method == http.MethodPost && o.path == "/v1/projects" {
			r, _ := o.op["responses"].(map[string]any)
			create, _ = docDeref(doc, r["400"])["description"].(string)
		}
	}
	for _, tc := range []struct{ name, text, want string }{
		{"ErrorCode table", row, "being registered"},
		{"create's 400", create, "being registered"},
		{"ErrorCode table", row, "looks like"},
		{"create's 400", create, "looks like"},
	} {
		if !strings.Contains(tc.text, tc.want) {
			t.Errorf("%s: name_taken says %q, want it to mention %q", tc.name, tc.text, tc.want)
		}
	}
}
