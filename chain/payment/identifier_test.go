package payment

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
)

// signedV2 is a v2 header for testRequirement signed with testKey0, whose
// JSON edit, when set, changes before it is encoded.
func signedV2(t *testing.T, id string, edit func(map[string]any)) string {
	t.Helper()
	r := testRequirement()
	key := mustKey(t, testKey0)
	a := r.Authorization(common.HexToAddress(addr0), [32]byte{7}, time.Unix(1_800_000_000, 0))
	sig, err := Sign(r.Asset, a, key)
	if err != nil {
		t.Fatal(err)
	}
	h, err := EncodeHeaderWithID(V2, r, a, sig, id)
	if err != nil {
		t.Fatal(err)
	}
	if edit == nil {
		return h
	}
	raw, _ := base64.StdEncoding.DecodeString(h)
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	edit(m)
	return b64JSON(t, m)
}

// A payment carries an id only in the extension's info.id, of 16 to 128
// characters of [A-Za-z0-9_-]; a missing extension, info or id is no id,
// and anything else of the wrong form is a *PaymentIDError (the API's 400),
// never an *InvalidError.
func TestPaymentID(t *testing.T) {
	const good = "pay_7d5d747be160e280504c099d984bcfe0"
	setID := func(v any) func(map[string]any) {
		return func(m map[string]any) {
			m["extensions"].(map[string]any)[ExtensionPaymentID].(map[string]any)["info"].(map[string]any)["id"] = v
		}
	}
	tests := []struct {
		name    string
		header  string
		want    string
		wantErr bool
	}{
		{name: "no extensions", header: signedV2(t, "", nil)},
		{name: "an id", header: signedV2(t, good, nil), want: good},
		{name: "16 characters", header: signedV2(t, strings.Repeat("a", 16), nil), want: strings.Repeat("a", 16)},
		{name: "128 characters", header: signedV2(t, strings.Repeat("Z", 128), nil), want: strings.Repeat("Z", 128)},
		{name: "echoed without an id", header: signedV2(t, good, func(m map[string]any) {
			delete(m["extensions"].(map[string]any)[ExtensionPaymentID].(map[string]any)["info"].(map[string]any), "id")
		})},
		{name: "other extensions only", header: signedV2(t, "", func(m map[string]any) { m["extensions"] = map[string]any{"bazaar": map[string]any{}} })},
		{name: "null extensions", header: signedV2(t, "", func(m map[string]any) { m["extensions"] = nil })},
		{name: "15 characters", header: signedV2(t, good, setID(strings.Repeat("a", 15))), wantErr: true},
		{name: "129 characters", header: signedV2(t, good, setID(strings.Repeat("a", 129))), wantErr: true},
		{name: "a dot", header: signedV2(t, good, setID("pay.7d5d747be160e280")), wantErr: true},
		{name: "a space", header: signedV2(t, good, setID("pay 7d5d747be160e280")), wantErr: true},
		{name: "not ASCII", header: signedV2(t, good, setID("pay_7d5d747be160é280")), wantErr: true},
		{name: "a number", header: signedV2(t, good, setID(1234567890123456)), wantErr: true},
		{name: "extensions a string", header: signedV2(t, "", func(m map[string]any) { m["extensions"] = "payment-identifier" }), wantErr: true},
		{name: "extension a string", header: signedV2(t, "", func(m map[string]any) { m["extensions"] = map[string]any{ExtensionPaymentID: good} }), wantErr: true},
		{name: "info a string", header: signedV2(t, "", func(m map[string]any) {
			m["extensions"] = map[string]any{ExtensionPaymentID: map[string]any{"info": good}}
		}), wantErr: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParseHeader(tc.header)
			if err != nil {
				t.Fatal(err)
			}
			got, err := p.PaymentID()
			var pe *PaymentIDError
			if tc.wantErr != errors.As(err, &pe) || (err != nil && pe == nil) {
				t.Fatalf("PaymentID() = %q, %v; want a *PaymentIDError: %v", got, err, tc.wantErr)
			}
			if got != tc.want {
				t.Fatalf("PaymentID() = %q, want %q", got, tc.want)
			}
		})
	}
	// x402 v1 defines no extensions: one sent anyway is not read.
	m := fixtureJSON(t, "v1")
	m["extensions"] = map[string]any{ExtensionPaymentID: map[string]any{"info": map[string]any{"id": "x"}}}
	p, err := ParseHeader(b64JSON(t, m))
	if err != nil {
		t.Fatal(err)
	}
	if id, err := p.PaymentID(); id != "" || err != nil {
		t.Fatalf("v1 PaymentID() = %q, %v; want none", id, err)
	}
	if _, err := EncodeHeaderWithID(V1, testRequirement(), p.Authorization, p.Signature, good); err == nil {
		t.Fatal("EncodeHeaderWithID put an id in a v1 payment")
	}
}

// The v2 terms declare the extension only when asked, in the shape
// @x402/extensions declares it; OffersPaymentID reads it back.
func TestOfferPaymentID(t *testing.T) {
	r := testRequirement()
	if OffersPaymentID(r.HeaderV2()) {
		t.Fatal("terms without OfferPaymentID offer the extension")
	}
	r.OfferPaymentID = true
	h := r.HeaderV2()
	if !OffersPaymentID(h) || OffersPaymentID("not base64!") {
		t.Fatal("OffersPaymentID misreads the terms")
	}
	raw, _ := base64.StdEncoding.DecodeString(h)
	var v struct {
		Extensions map[string]json.RawMessage `json:"extensions"`
	}
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	want := `{"info":{"required":false},"schema":{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object",` +
		`"properties":{"required":{"type":"boolean"},"id":{"type":"string","minLength":16,"maxLength":128,"pattern":"^[a-zA-Z0-9_-]+$"}},"required":["required"]}}`
	if diff := cmp.Diff(want, string(v.Extensions[ExtensionPaymentID])); diff != "" {
		t.Fatalf("declaration (-want +got):\n%s", diff)
	}
}

// Claim is atomic: of many claims of one id at once exactly one is fresh,
// and every other reads its record. An id is the payer's own; Release
// frees only the record it is given.
func TestIdentifiers(t *testing.T) {
	ctx := context.Background()
	payer, other := common.HexToAddress(addr0), common.HexToAddress(addr1)
	const id = "pay_0123456789abcdef"
	for name, rdb := range redisBackends(t) {
		t.Run(name, func(t *testing.T) {
			ids, err := NewIdentifiers(ReservationConfig{KeyPrefix: "test:" + t.Name() + ":"}, rdb)
			if err != nil {
				t.Fatal(err)
			}
			recs := make([]IDRecord, 16)
			held := make([]IDRecord, len(recs))
			fresh := make([]bool, len(recs))
			var wg sync.WaitGroup
			for i := range recs {
				recs[i] = IDRecord{Fingerprint: "fp", Scheme: SchemeExact, JobID: "pay_job" + string(rune('a'+i))}
				wg.Add(1)
				go func() {
					defer wg.Done()
					var err error
					held[i], fresh[i], err = ids.Claim(ctx, payer, id, recs[i], time.Minute)
					if err != nil {
						t.Error(err)
					}
				}()
			}
			wg.Wait()
			var first IDRecord
			n := 0
			for i := range recs {
				if fresh[i] {
					n++
					first = recs[i]
				}
			}
			if n != 1 {
				t.Fatalf("%d claims were fresh, want 1", n)
			}
			for i := range recs {
				if held[i] != first {
					t.Fatalf("claim %d read %+v, want the first record %+v", i, held[i], first)
				}
			}
			for fp, want := range map[string]bool{"fp": true, "another request": false} {
				if sent, err := ids.Sent(ctx, fp); err != nil || sent != want {
					t.Fatalf("Sent(%q) = %v, %v; want %v", fp, sent, err, want)
				}
			}
			if got, fresh, err := ids.Claim(ctx, other, id, recs[0], time.Minute); err != nil || !fresh || got != recs[0] {
				t.Fatalf("another payer's claim of the id = %+v, %v, %v; want its own fresh record", got, fresh, err)
			}
			other := IDRecord{Fingerprint: "fp", Scheme: SchemeExact, JobID: "pay_someone"}
			if removed, err := ids.Release(ctx, payer, id, other); err != nil || removed {
				t.Fatalf("release with another record = %v, %v; want nothing removed", removed, err)
			}
			if removed, err := ids.Release(ctx, payer, id, first); err != nil || !removed {
				t.Fatalf("release = %v, %v; want the record removed", removed, err)
			}
			if _, fresh, err := ids.Claim(ctx, payer, id, recs[1], time.Minute); err != nil || !fresh {
				t.Fatalf("claim after release: fresh %v, %v", fresh, err)
			}
			if _, _, err := ids.Claim(ctx, payer, "short", recs[1], time.Minute); err == nil {
				t.Fatal("a malformed id was claimed")
			}
		})
	}
}

// SamePayload compares the request and the scheme, never the job (the
// authorization that paid).
func TestIDRecordSamePayload(t *testing.T) {
	a := IDRecord{Fingerprint: "f", Scheme: SchemeExact, JobID: "pay_1"}
	for _, tc := range []struct {
		name string
		b    IDRecord
		want bool
	}{
		{"another authorization", IDRecord{Fingerprint: "f", Scheme: SchemeExact, JobID: "pay_2"}, true},
		{"another request", IDRecord{Fingerprint: "g", Scheme: SchemeExact, JobID: "pay_1"}, false},
		{"another scheme", IDRecord{Fingerprint: "f", Scheme: "batch-settlement", JobID: "pay_1"}, false},
	} {
		if got := a.SamePayload(tc.b); got != tc.want {
			t.Errorf("%s: SamePayload = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// The unmodified @x402/fetch client with @x402/extensions' documented hook
// sends the id where PaymentID reads it, echoing the declaration, and only
// when the terms declare the extension; without the hook it echoes the
// declaration with no id.
func TestRealClientSendsPaymentID(t *testing.T) {
	requireNodeModules(t, "@x402/extensions")
	const id = "pay_7d5d747be160e280504c099d984bcfe0"
	for _, tc := range []struct {
		name    string
		offer   bool
		sendID  bool
		wantID  string
		wantExt bool
	}{
		{name: "declared, id sent", offer: true, sendID: true, wantID: id, wantExt: true},
		{name: "declared, no id", offer: true, wantExt: true},
		{name: "not declared", sendID: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewUnstartedServer(nil)
			ps := &paidServer{req: testRequirement()}
			ps.req.OfferPaymentID = tc.offer
			ps.req.Resource = "http://" + srv.Listener.Addr().String() + "/v1/projects"
			srv.Config.Handler = ps
			srv.Start()
			defer srv.Close()
			args := []string{"--client", "v2", "--key", "0x" + testKey0, "--method", "POST", "--url", ps.req.Resource, "--body", `{"name":"demo"}`}
			if tc.sendID {
				args = append(args, "--payment-id", id)
			}
			res := runClient(t, args...)
			ps.mu.Lock()
			defer ps.mu.Unlock()
			if res.Status != http.StatusCreated || len(ps.accepted) != 1 {
				t.Fatalf("status %d, %d accepted (%v)", res.Status, len(ps.accepted), ps.rejected)
			}
			p := ps.accepted[0]
			got, err := p.PaymentID()
			if err != nil || got != tc.wantID {
				t.Fatalf("PaymentID() = %q, %v; want %q", got, err, tc.wantID)
			}
			var v struct {
				Extensions map[string]json.RawMessage `json:"extensions"`
			}
			_ = json.Unmarshal(p.Raw, &v)
			if _, ok := v.Extensions[ExtensionPaymentID]; ok != tc.wantExt {
				t.Fatalf("payload extensions %s; want the extension echoed: %v", v.Extensions, tc.wantExt)
			}
			if tc.wantID != "" {
				// Go's encoding sends what the real client sends.
				ours, err := EncodeHeaderWithID(V2, ps.req, p.Authorization, p.Signature, id)
				if err != nil {
					t.Fatal(err)
				}
				q, _ := ParseHeader(ours)
				var w struct {
					Extensions map[string]any `json:"extensions"`
				}
				var g struct {
					Extensions map[string]any `json:"extensions"`
				}
				_ = json.Unmarshal(q.Raw, &w)
				_ = json.Unmarshal(p.Raw, &g)
				if diff := cmp.Diff(w.Extensions, g.Extensions); diff != "" {
					t.Fatalf("extensions (-ours +the real client's):\n%s", diff)
				}
			}
		})
	}
}
