package payment

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"math/big"
	"os"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// readFixture returns a header a real client sent (see TestRealClientsPay).
func readFixture(tb testing.TB, client string) string {
	tb.Helper()
	b, err := os.ReadFile(fixturePath(client))
	if err != nil {
		tb.Fatalf("read fixture: %v (regenerate with go test ./chain/payment -run TestRealClientsPay -args -update)", err)
	}
	return strings.TrimSpace(string(b))
}

func fixtureJSON(tb testing.TB, client string) map[string]any {
	tb.Helper()
	raw, err := base64.StdEncoding.DecodeString(readFixture(tb, client))
	if err != nil {
		tb.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		tb.Fatal(err)
	}
	return m
}

func b64JSON(tb testing.TB, v any) string {
	tb.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		tb.Fatal(err)
	}
	return base64.StdEncoding.EncodeToString(b)
}

func mustBig(tb testing.TB, s string) *big.Int {
	tb.Helper()
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		tb.Fatalf("bad number %q", s)
	}
	return x
}

func TestParseHeaderRealClients(t *testing.T) {
	from := common.HexToAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")
	cases := []struct {
		client  string
		version int
		network string
		asset   common.Address
	}{
		{"v1", V1, "base", common.Address{}},
		{"v2", V2, "eip155:8453", baseUSDC().VerifyingContract},
	}
	for _, tc := range cases {
		t.Run(tc.client, func(t *testing.T) {
			m := fixtureJSON(t, tc.client)
			payload := m["payload"].(map[string]any)
			auth := payload["authorization"].(map[string]any)
			want := &Payment{
				Version: tc.version,
				Scheme:  SchemeExact,
				Network: tc.network,
				Asset:   tc.asset,
				Authorization: Authorization{
					From:        from,
					To:          testPayTo,
					Value:       big.NewInt(100000),
					ValidAfter:  mustBig(t, auth["validAfter"].(string)),
					ValidBefore: mustBig(t, auth["validBefore"].(string)),
					Nonce:       common.HexToHash(auth["nonce"].(string)),
				},
				Signature: common.FromHex(payload["signature"].(string)),
			}
			got, err := ParseHeader(readFixture(t, tc.client))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(want, got, bigEqual, cmpopts.IgnoreFields(Payment{}, "Raw")); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			if !json.Valid(got.Raw) {
				t.Errorf("Raw is not the decoded JSON: %q", got.Raw)
			}
		})
	}
}

// TestParseHeaderEncodings: standard or URL-safe base64, padded or not, and
// surrounding blanks all decode to the same payment.
func TestParseHeaderEncodings(t *testing.T) {
	for _, client := range []string{"v1", "v2"} {
		std := readFixture(t, client)
		raw, err := base64.StdEncoding.DecodeString(std)
		if err != nil {
			t.Fatal(err)
		}
		want, err := ParseHeader(std)
		if err != nil {
			t.Fatal(err)
		}
		// An unknown member full of '?' and '~' puts '+' and '/' (or '-' and
		// '_') into the encoding.
		m := fixtureJSON(t, client)
		m["zz"] = strings.Repeat("~~~???", 20)
		odd, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		if s := base64.StdEncoding.EncodeToString(odd); !strings.Contains(s, "+") || !strings.Contains(s, "/") {
			t.Fatalf("test payload encodes without + and /: %s", s)
		}
		variants := []struct {
			name  string
			value string
			raw   []byte
		}{
			{"std unpadded", base64.RawStdEncoding.EncodeToString(raw), raw},
			{"url padded", base64.URLEncoding.EncodeToString(raw), raw},
			{"url unpadded", base64.RawURLEncoding.EncodeToString(raw), raw},
			{"blanks around", "  " + std + "\t", raw},
			{"std with + and /", base64.StdEncoding.EncodeToString(odd), odd},
			{"url with - and _", base64.RawURLEncoding.EncodeToString(odd), odd},
		}
		for _, v := range variants {
			t.Run(client+" "+v.name, func(t *testing.T) {
				got, err := ParseHeader(v.value)
				if err != nil {
					t.Fatal(err)
				}
				w := *want
				w.Raw = v.raw
				if diff := cmp.Diff(&w, got, bigEqual); diff != "" {
					t.Errorf("(-want +got):\n%s", diff)
				}
			})
		}
	}
}

func TestParseHeaderRejects(t *testing.T) {
	v1 := func(mutate func(m, payload, auth map[string]any)) func(tb testing.TB) string {
		return func(tb testing.TB) string {
			m := fixtureJSON(tb, "v1")
			payload := m["payload"].(map[string]any)
			mutate(m, payload, payload["authorization"].(map[string]any))
			return b64JSON(tb, m)
		}
	}
	v2 := func(mutate func(m, accepted map[string]any)) func(tb testing.TB) string {
		return func(tb testing.TB) string {
			m := fixtureJSON(tb, "v2")
			mutate(m, m["accepted"].(map[string]any))
			return b64JSON(tb, m)
		}
	}
	literal := func(s string) func(testing.TB) string { return func(testing.TB) string { return s } }
	b64 := func(s string) func(testing.TB) string {
		return func(testing.TB) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
	}
	cases := []struct {
		name   string
		header func(testing.TB) string
		want   string
	}{
		{"empty", literal(""), "payment header is empty; send the base64 x402 payment payload in X-PAYMENT"},
		{"blank", literal(" \t "), "payment header is empty; send the base64 x402 payment payload in X-PAYMENT"},
		{"too long", literal(strings.Repeat("A", MaxHeaderLen+1)), "payment header is 16385 bytes, over the 16384-byte limit"},
		{"not base64", literal("!!!!"), "payment header is not base64 (standard or URL-safe): illegal base64 data at input byte 0"},
		{"too much padding", literal("e30==="), "payment header is not base64: too much padding"},
		{"line break", literal("e3\n0="), "payment header is not base64: it contains a line break"},
		{"raw JSON", literal(`{"x402Version":1}`), "payment header is not base64 (standard or URL-safe): illegal base64 data at input byte 0"},
		{"array", b64(`[1]`), "payment is not a JSON object"},
		{"truncated JSON", b64(`{"x402Version":1`), "payment is not valid JSON: unexpected end of JSON input"},
		{"no version", b64(`{}`), "payment.x402Version is missing; send x402Version 1 or 2"},
		{"version 3", b64(`{"x402Version":3}`), "payment.x402Version is 3; only 1 and 2 are supported"},
		{"version string", b64(`{"x402Version":"1"}`), `payment.x402Version is "1"; only 1 and 2 are supported`},
		{"version float", b64(`{"x402Version":1.5}`), "payment.x402Version is 1.5; only 1 and 2 are supported"},
		{"v1 no scheme", v1(func(m, _, _ map[string]any) { delete(m, "scheme") }), "payment.scheme is missing"},
		{"v1 scheme number", v1(func(m, _, _ map[string]any) { m["scheme"] = 5 }), "payment.scheme must be a string, got 5"},
		{"v1 no network", v1(func(m, _, _ map[string]any) { delete(m, "network") }), "payment.network is missing"},
		{"v1 no payload", v1(func(m, _, _ map[string]any) { delete(m, "payload") }), "payment.payload is missing"},
		{"v1 payload string", v1(func(m, _, _ map[string]any) { m["payload"] = "x" }), "payment.payload is not a JSON object"},
		{"v2 no accepted", v2(func(m, _ map[string]any) { delete(m, "accepted") }), "payment.accepted is missing"},
		{"v2 accepted null", v2(func(m, _ map[string]any) { m["accepted"] = nil }), "payment.accepted is not a JSON object"},
		{"v2 no scheme", v2(func(_, a map[string]any) { delete(a, "scheme") }), "payment.accepted.scheme is missing"},
		{"v2 asset symbol", v2(func(_, a map[string]any) { a["asset"] = "USDC" }), `payment.accepted.asset must be an address (0x followed by 40 hex digits), got "USDC"`},
		{"no signature", v1(func(_, p, _ map[string]any) { delete(p, "signature") }), "payment.payload.signature is missing"},
		{"signature without 0x", v1(func(_, p, _ map[string]any) { p["signature"] = "abcd" }), "payment.payload.signature must be 0x-prefixed hex"},
		{"signature 0x", v1(func(_, p, _ map[string]any) { p["signature"] = "0x" }), "payment.payload.signature is empty; sign the authorization"},
		{"signature not hex", v1(func(_, p, _ map[string]any) { p["signature"] = "0xzz" }), "payment.payload.signature is not hex: encoding/hex: invalid byte: U+007A 'z'"},
		{"signature odd", v1(func(_, p, _ map[string]any) { p["signature"] = "0xabc" }), "payment.payload.signature is not hex: encoding/hex: odd length hex string"},
		{"no authorization", v1(func(_, p, _ map[string]any) { delete(p, "authorization") }), "payment.payload.authorization is missing"},
		{"from wrong case key", v1(func(_, _, a map[string]any) { a["From"] = a["from"]; delete(a, "from") }), "payment.payload.authorization.from is missing"},
		{"from short", v1(func(_, _, a map[string]any) { a["from"] = "0x1234" }), `payment.payload.authorization.from must be an address (0x followed by 40 hex digits), got "0x1234"`},
		{"to not hex", v1(func(_, _, a map[string]any) { a["to"] = "0x" + strings.Repeat("g", 40) }), `payment.payload.authorization.to must be an address (0x followed by 40 hex digits), got "0xgggggggggggggggggggggggggggggggggggggggg"`},
		{"value number", v1(func(_, _, a map[string]any) { a["value"] = 100000 }), "payment.payload.authorization.value must be a string, got 100000"},
		{"value negative", v1(func(_, _, a map[string]any) { a["value"] = "-1" }), `payment.payload.authorization.value must be a decimal integer string, got "-1"`},
		{"value empty", v1(func(_, _, a map[string]any) { a["value"] = "" }), `payment.payload.authorization.value must be a decimal integer string, got ""`},
		{"value hex", v1(func(_, _, a map[string]any) { a["value"] = "0x10" }), `payment.payload.authorization.value must be a decimal integer string, got "0x10"`},
		{"value 2^256", v1(func(_, _, a map[string]any) { a["value"] = new(big.Int).Lsh(big.NewInt(1), 256).String() }),
			`payment.payload.authorization.value does not fit in uint256: "115792089237316195423570985008687907853269984665640564039457584007913129639936"`},
		{"validAfter missing", v1(func(_, _, a map[string]any) { delete(a, "validAfter") }), "payment.payload.authorization.validAfter is missing"},
		{"validBefore decimal point", v1(func(_, _, a map[string]any) { a["validBefore"] = "1.5" }), `payment.payload.authorization.validBefore must be a decimal integer string, got "1.5"`},
		{"nonce short", v1(func(_, _, a map[string]any) { a["nonce"] = "0x11" }), `payment.payload.authorization.nonce must be 0x followed by 64 hex digits, got "0x11"`},
		{"nonce missing", v1(func(_, _, a map[string]any) { delete(a, "nonce") }), "payment.payload.authorization.nonce is missing"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParseHeader(tc.header(t))
			if diff := cmp.Diff(&InvalidError{Reason: tc.want}, err); diff != "" {
				t.Errorf("error (-want +got):\n%s", diff)
			}
			if p != nil {
				t.Errorf("payment %+v returned with the error", p)
			}
		})
	}
}

// TestParseHeaderAcceptsMaxUint256 checks the upper edge of the uint256 range
// and upper-case hex.
func TestParseHeaderAcceptsMaxUint256(t *testing.T) {
	m := fixtureJSON(t, "v1")
	auth := m["payload"].(map[string]any)["authorization"].(map[string]any)
	max := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	auth["validBefore"] = max.String()
	auth["nonce"] = "0X" + strings.Repeat("AB", 32)
	p, err := ParseHeader(b64JSON(t, m))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(max, p.Authorization.ValidBefore, bigEqual); diff != "" {
		t.Errorf("validBefore (-want +got):\n%s", diff)
	}
	var want [32]byte
	for i := range want {
		want[i] = 0xab
	}
	if p.Authorization.Nonce != want {
		t.Errorf("nonce %x, want %x", p.Authorization.Nonce, want)
	}
}

func TestEncodeHeaderMatchesClients(t *testing.T) {
	for _, tc := range []struct {
		client  string
		version int
	}{{"v1", V1}, {"v2", V2}} {
		t.Run(tc.client, func(t *testing.T) {
			real, err := ParseHeader(readFixture(t, tc.client))
			if err != nil {
				t.Fatal(err)
			}
			r := testRequirement()
			if tc.version == V2 {
				// The v2 payload echoes the resource the server offered.
				r.Resource = fixtureJSON(t, "v2")["resource"].(map[string]any)["url"].(string)
			}
			h, err := EncodeHeader(tc.version, r, real.Authorization, real.Signature)
			if err != nil {
				t.Fatal(err)
			}
			var want, got any
			if err := json.Unmarshal(real.Raw, &want); err != nil {
				t.Fatal(err)
			}
			raw, err := base64.StdEncoding.DecodeString(h)
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(raw, &got); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("EncodeHeader vs the real %s client's JSON (-want +got):\n%s", tc.client, diff)
			}
		})
	}
	if _, err := EncodeHeader(3, testRequirement(), Authorization{}, nil); err == nil {
		t.Error("EncodeHeader(version 3) succeeded")
	}
}

// FuzzParseHeader: ParseHeader never panics, fails only with *InvalidError,
// and what it accepts survives Verify and an EncodeHeader round trip.
func FuzzParseHeader(f *testing.F) {
	for _, client := range []string{"v1", "v2"} {
		h := readFixture(f, client)
		raw, err := base64.StdEncoding.DecodeString(h)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(h)
		f.Add(base64.RawURLEncoding.EncodeToString(raw))
		f.Add(string(raw))
		f.Add(h[:len(h)/2])
	}
	for _, s := range []string{"", "=", "e30=", "W10=", "bnVsbA==", "eyJ4NDAyVmVyc2lvbiI6Mn0=", "\x00\xff", strings.Repeat("/", 100)} {
		f.Add(s)
	}
	r := testRequirement()
	f.Fuzz(func(t *testing.T, value string) {
		p, err := ParseHeader(value)
		if err != nil {
			var ie *InvalidError
			if !errors.As(err, &ie) || ie.Reason == "" {
				t.Fatalf("error %v (%T) is not an *InvalidError with a reason", err, err)
			}
			if p != nil {
				t.Fatal("payment returned with an error")
			}
			return
		}
		if p.Version != V1 && p.Version != V2 {
			t.Fatalf("version %d accepted", p.Version)
		}
		a := p.Authorization
		if a.Value == nil || a.ValidAfter == nil || a.ValidBefore == nil || len(p.Signature) == 0 {
			t.Fatalf("incomplete payment accepted: %+v", p)
		}
		_ = Verify(p, r, testNow)
		h, err := EncodeHeader(p.Version, r, a, p.Signature)
		if err != nil {
			t.Fatal(err)
		}
		q, err := ParseHeader(h)
		if err != nil {
			t.Fatalf("re-encoded header rejected: %v", err)
		}
		if diff := cmp.Diff(a, q.Authorization, bigEqual); diff != "" {
			t.Fatalf("authorization changed in the round trip (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff(p.Signature, q.Signature); diff != "" {
			t.Fatalf("signature changed in the round trip (-want +got):\n%s", diff)
		}
	})
}
