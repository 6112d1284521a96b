package api

import (
	"encoding/base64"
	"encoding/json"
	"math/big"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/ready"
)

// The component schemas of the OpenAPI document against the bodies the
// code sends and takes: the api/wire types and the payment package's output.

// jsonShape is the JSON shape of a body: every field name, and those always
// present.
type jsonShape struct {
	Fields, Required []string
}

// codeShape reads the JSON fields of a struct from its tags (omitempty
// fields are optional), or of a decoded object (every key is present).
func codeShape(v any) jsonShape {
	var fs jsonShape
	if m, ok := v.(map[string]any); ok {
		for k := range m {
			fs.Fields = append(fs.Fields, k)
		}
		fs.Required = append([]string(nil), fs.Fields...)
	} else {
		t := reflect.TypeOf(v)
		for i := range t.NumField() {
			f := t.Field(i)
			name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "-" || !f.IsExported() {
				continue
			}
			if name == "" {
				name = f.Name
			}
			fs.Fields = append(fs.Fields, name)
			if !strings.Contains(","+opts+",", ",omitempty,") {
				fs.Required = append(fs.Required, name)
			}
		}
	}
	sort.Strings(fs.Fields)
	sort.Strings(fs.Required)
	return fs
}

// schemaShape reads the properties and required list of an object schema.
func schemaShape(tb testing.TB, doc map[string]any, ref string) jsonShape {
	tb.Helper()
	node, ok := docPointer(doc, ref)
	if !ok {
		tb.Fatalf("%s: not in the document", ref)
	}
	m := docDeref(doc, node)
	var fs jsonShape
	props, _ := m["properties"].(map[string]any)
	for k := range props {
		fs.Fields = append(fs.Fields, k)
	}
	for _, r := range docSlice(m["required"]) {
		s, _ := r.(string)
		fs.Required = append(fs.Required, s)
	}
	sort.Strings(fs.Fields)
	sort.Strings(fs.Required)
	return fs
}

// decodeBase64JSON decodes standard base64 of a JSON object (the x402 headers).
func decodeBase64JSON(tb testing.TB, b64 string) map[string]any {
	tb.Helper()
	raw, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		tb.Fatalf("not standard base64: %v", err)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		tb.Fatalf("not a JSON object: %v", err)
	}
	return m
}

// TestOpenAPISchemasMatchCode checks that each component schema has exactly
// the JSON fields the code emits (from the Go struct tags, or from the
// payment package's own output), and requires exactly those always present.
func TestOpenAPISchemasMatchCode(t *testing.T) {
	doc := fetchOpenAPI(t, newOpenAPIServer(t))

	req := payment.Requirement{
		Amount: big.NewInt(100000),
		PayTo:  common.HexToAddress("0x00000000000000000000000000000000000000aa"),
		Asset: payment.Domain{Name: "USD Coin", Version: "2", ChainID: big.NewInt(8453),
			VerifyingContract: common.HexToAddress("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913")},
		Resource: "http://127.0.0.1:8080/v1/projects",
		MimeType: "application/json",
		// The server offers it wherever it keeps ids (every deployment).
		OfferPaymentID: true,
	}
	// The 402 body goes through JSON as the handler sends it.
	body402 := jsonObjectOf(t, req.Body(map[string]any{"message": "pay"}))
	accept, _ := docSlice(body402["accepts"])[0].(map[string]any)
	v2 := decodeBase64JSON(t, req.HeaderV2())
	accept2, _ := docSlice(v2["accepts"])[0].(map[string]any)
	settlement := decodeBase64JSON(t, payment.SettlementHeader(common.Hash{1}, req.PayTo, "base"))

	const s = "#/components/schemas/"
	tests := []struct {
		name   string
		schema string
		value  any
	}{
		{"Descriptor", s + "Descriptor", wire.Descriptor{}},
		{"Health", s + "Health", wire.Health{}},
		{"Readiness", s + "Readiness", ready.Report{Checks: map[string]string{}}},
		{"StatusReport", s + "StatusReport", wire.StatusReport{}},
		// contracts and protocol write their own JSON (null when unknown).
		{"StatusReport.contracts", s + "StatusReport/properties/contracts", jsonObjectOf(t, wire.StatusContracts{})},
		{"StatusReport.protocol", s + "StatusReport/properties/protocol", jsonObjectOf(t, wire.StatusProtocol{})},
		{"AdminOperation", s + "AdminOperation", wire.AdminOperation{}},
		{"Error", s + "Error", wire.ErrorBody{}},
		{"Project", s + "Project", wire.Project{}},
		{"ProjectList", s + "ProjectList", wire.ProjectList{}},
		{"AgentList", s + "AgentList", wire.ProjectList{}},
		{"Version", s + "Version", wire.Version{}},
		{"VersionList", s + "VersionList", wire.VersionList{}},
		{"VersionPage", s + "VersionPage", wire.VersionPage{}},
		{"Quote", s + "Quote", wire.Quote{}},
		{"JobStatus", s + "JobStatus", wire.JobStatus{}},
		{"JobFailure", s + "JobFailure", wire.ErrorBody{}},
		{"Stats", s + "Stats", wire.Stats{}},
		{"Buyback", s + "Buyback", wire.Buyback{}},
		{"BuybackList", s + "BuybackList", wire.BuybackList{}},
		{"Event", s + "Event", wire.Event{}},
		{"EventList", s + "EventList", wire.EventList{}},
		{"DiffSide", s + "DiffSide", wire.DiffSide{}},
		{"DiffResult", s + "DiffResult", wire.DiffResult{}},
		{"CreateResult", s + "CreateResult", wire.CreateResult{}},
		{"PushResult", s + "PushResult", wire.PushResult{}},
		{"PushResult (landed)", s + "PushResult", wire.PushResult{}},
		{"PushVersionsResult", s + "PushVersionsResult", wire.PushVersionsResult{}},
		{"PushVersionsResult.versions", s + "PushVersionsResult/properties/versions/items", wire.MultiPushVersion{}},
		{"LandedPushVersionsResult", s + "LandedPushVersionsResult", wire.LandedPushVersionsResult{}},
		{"LandedPushVersionsResult.versions", s + "LandedPushVersionsResult/properties/versions/items", wire.LandedMultiPushVersion{}},
		{"UploadResult", s + "UploadResult", wire.UploadResult{}},
		{"PaymentRequired", s + "PaymentRequired", body402},
		{"X402AcceptV1", s + "X402AcceptV1", accept},
		{"X402AcceptV1.extra", s + "X402AcceptV1/properties/extra", accept["extra"]},
		{"X402PaymentRequiredV2", s + "X402PaymentRequiredV2", v2},
		{"X402PaymentRequiredV2.resource", s + "X402PaymentRequiredV2/properties/resource", v2["resource"]},
		{"X402PaymentRequiredV2.accepts", s + "X402PaymentRequiredV2/properties/accepts/items", accept2},
		{"X402Settlement", s + "X402Settlement", settlement},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.value == nil {
				t.Fatal("no value to compare")
			}
			if diff := cmp.Diff(codeShape(tc.value), schemaShape(t, doc, tc.schema)); diff != "" {
				t.Errorf("schema %s differs from the code (-want +got)\n%s", tc.schema, diff)
			}
		})
	}
}

// jsonObjectOf is v as the JSON object it is sent as, for a value that
// writes its own JSON (every key it writes is present).
func jsonObjectOf(tb testing.TB, v any) map[string]any {
	tb.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		tb.Fatalf("marshal %T: %v", v, err)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		tb.Fatalf("%T is not sent as a JSON object: %v", v, err)
	}
	return m
}

// TestOpenAPIRequestSchemasMatchWire checks that each request schema has
// exactly the fields of the wire type clients send. What is required is
// the server's rule, not the type's, so only the fields are compared.
func TestOpenAPIRequestSchemasMatchWire(t *testing.T) {
	doc := fetchOpenAPI(t, newOpenAPIServer(t))
	const s = "#/components/schemas/"
	for _, tc := range []struct {
		name   string
		schema string
		value  any
	}{
		{"CreateProjectRequest", s + "CreateProjectRequest", wire.CreateProject{}},
		{"PushVersionRequest", s + "PushVersionRequest", wire.PushVersion{}},
		{"PushVersionsRequest", s + "PushVersionsRequest", wire.PushVersions{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(codeShape(tc.value).Fields, schemaShape(t, doc, tc.schema).Fields); diff != "" {
				t.Errorf("schema %s differs from the wire type (-want +got)\n%s", tc.schema, diff)
			}
		})
	}
}
