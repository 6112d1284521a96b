package payment

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
)

// asJSON round-trips v through encoding/json, as a response writer would.
func asJSON(tb testing.TB, v any) any {
	tb.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		tb.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(b, &out); err != nil {
		tb.Fatal(err)
	}
	return out
}

func TestBody(t *testing.T) {
	r := testRequirement()
	want := map[string]any{
		// Spec section 2, payment terms.
		"error":   "payment_required",
		"amount":  "100000",
		"token":   "USDC",
		"payTo":   "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
		"network": "base",
		// x402 v1 PaymentRequired.
		"x402Version": float64(1),
		"accepts": []any{map[string]any{
			"scheme":            "exact",
			"network":           "base",
			"maxAmountRequired": "100000",
			"resource":          "http://127.0.0.1/v1/projects",
			"description":       "create a project",
			"mimeType":          "application/json",
			"payTo":             "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
			"maxTimeoutSeconds": float64(300),
			"asset":             "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
			"extra":             map[string]any{"name": "USD Coin", "version": "2"},
		}},
	}
	if diff := cmp.Diff(any(want), asJSON(t, r.Body(nil))); diff != "" {
		t.Errorf("Body(nil) (-want +got):\n%s", diff)
	}

	// extra adds members but never replaces the terms.
	want["message"] = "pay with X-PAYMENT"
	got := r.Body(map[string]any{"message": "pay with X-PAYMENT", "amount": "1", "error": "other", "accepts": nil})
	if diff := cmp.Diff(any(want), asJSON(t, got)); diff != "" {
		t.Errorf("Body(extra) (-want +got):\n%s", diff)
	}
}

func TestBodyDefaultTimeout(t *testing.T) {
	r := testRequirement()
	r.MaxTimeout = 0
	accepts := asJSON(t, r.Body(nil)).(map[string]any)["accepts"].([]any)[0].(map[string]any)
	if got := accepts["maxTimeoutSeconds"]; got != float64(300) {
		t.Errorf("maxTimeoutSeconds with MaxTimeout 0 = %v, want 300", got)
	}
}

func TestHeaderV2(t *testing.T) {
	r := testRequirement()
	raw, err := base64.StdEncoding.DecodeString(r.HeaderV2())
	if err != nil {
		t.Fatalf("HeaderV2 is not standard base64: %v", err)
	}
	var got any
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"x402Version": float64(2),
		"error":       "payment_required",
		"resource": map[string]any{
			"url":         "http://127.0.0.1/v1/projects",
			"description": "create a project",
			"mimeType":    "application/json",
		},
		"accepts": []any{map[string]any{
			"scheme":            "exact",
			"network":           "eip155:8453",
			"amount":            "100000",
			"asset":             "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
			"payTo":             "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
			"maxTimeoutSeconds": float64(300),
			"extra":             map[string]any{"name": "USD Coin", "version": "2"},
		}},
	}
	if diff := cmp.Diff(any(want), got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestRequirementCheck(t *testing.T) {
	cases := []struct {
		name   string
		mutate func(r *Requirement)
		want   string // "" means valid
	}{
		{"valid", func(r *Requirement) {}, ""},
		{"default timeout", func(r *Requirement) { r.MaxTimeout = 0 }, ""},
		{"minimum timeout", func(r *Requirement) { r.MaxTimeout = MinMaxTimeout }, ""},
		{"base sepolia", func(r *Requirement) { r.Asset.ChainID = big.NewInt(84532) }, ""},
		{"https", func(r *Requirement) { r.Resource = "https://api.inkd.example/v1/projects/1/versions" }, ""},
		{"no amount", func(r *Requirement) { r.Amount = nil }, "requirement: Amount must be > 0"},
		{"zero amount", func(r *Requirement) { r.Amount = big.NewInt(0) }, "requirement: Amount must be > 0"},
		{"huge amount", func(r *Requirement) { r.Amount = new(big.Int).Lsh(big.NewInt(1), 256) }, "requirement: Amount does not fit in uint256"},
		{"no payTo", func(r *Requirement) { r.PayTo = common.Address{} }, "requirement: PayTo must not be the zero address"},
		{"no name", func(r *Requirement) { r.Asset.Name = "" }, "requirement: Asset.Name and Asset.Version are required (clients sign with them)"},
		{"no contract", func(r *Requirement) { r.Asset.VerifyingContract = common.Address{} }, "requirement: Asset.VerifyingContract must not be the zero address"},
		{"mainnet", func(r *Requirement) { r.Asset.ChainID = big.NewInt(1) }, "requirement: Asset.ChainID 1 has no x402 network name (want 8453 or 84532)"},
		{"no chain", func(r *Requirement) { r.Asset.ChainID = nil }, "requirement: Asset.ChainID 0 has no x402 network name (want 8453 or 84532)"},
		{"no mime type", func(r *Requirement) { r.MimeType = "" }, "requirement: MimeType is required"},
		{"timeout too long", func(r *Requirement) { r.MaxTimeout = 6 * time.Minute }, "requirement: MaxTimeout 6m0s is outside [30s, 5m0s]"},
		{"timeout negative", func(r *Requirement) { r.MaxTimeout = -time.Second }, "requirement: MaxTimeout -1s is outside [30s, 5m0s]"},
		{"timeout too short", func(r *Requirement) { r.MaxTimeout = 5 * time.Second }, "requirement: MaxTimeout 5s is below 30s"},
		{"timeout fraction", func(r *Requirement) { r.MaxTimeout = 90*time.Second + time.Millisecond }, "requirement: MaxTimeout 1m30.001s is not whole seconds"},
		{"relative resource", func(r *Requirement) { r.Resource = "/v1/projects" }, `requirement: Resource "/v1/projects" is not an absolute http(s) URL`},
		{"ftp resource", func(r *Requirement) { r.Resource = "ftp://host/x" }, `requirement: Resource "ftp://host/x" is not an absolute http(s) URL`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := testRequirement()
			tc.mutate(&r)
			got := ""
			if err := r.Check(); err != nil {
				got = err.Error()
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("Check() (-want +got):\n%s", diff)
			}
		})
	}
}

func TestNetwork(t *testing.T) {
	cases := []struct {
		chainID *big.Int
		version int
		want    string
	}{
		{big.NewInt(8453), V1, "base"},
		{big.NewInt(8453), V2, "eip155:8453"},
		{big.NewInt(84532), V1, "base-sepolia"},
		{big.NewInt(84532), V2, "eip155:84532"},
		{big.NewInt(1), V1, ""},
		{big.NewInt(1), V2, "eip155:1"},
		{nil, V1, ""},
		{nil, V2, ""},
		{big.NewInt(8453), 3, ""},
	}
	for _, tc := range cases {
		got := Domain{ChainID: tc.chainID}.Network(tc.version)
		if got != tc.want {
			t.Errorf("chain %v version %d: network %q, want %q", tc.chainID, tc.version, got, tc.want)
		}
	}
}

// TestRequirementAuthorization: what the Go client signs verifies.
func TestRequirementAuthorization(t *testing.T) {
	key := mustKey(t, testKey0)
	r := testRequirement()
	var nonce [32]byte
	nonce[0] = 7
	from := common.HexToAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")
	a := r.Authorization(from, nonce, testNow)
	want := Authorization{
		From: from, To: testPayTo, Value: big.NewInt(100000),
		ValidAfter: big.NewInt(0), ValidBefore: big.NewInt(testNow.Unix() + 300), Nonce: nonce,
	}
	if diff := cmp.Diff(want, a, bigEqual); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	for _, version := range []int{V1, V2} {
		if err := Verify(signedPayment(t, version, r, a, key), r, testNow); err != nil {
			t.Errorf("v%d: %v", version, err)
		}
	}
}

func TestSettlementHeader(t *testing.T) {
	h := SettlementHeader(common.HexToHash("0xabc"), common.HexToAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"), "base")
	raw, err := base64.StdEncoding.DecodeString(h)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"success":true,"transaction":"0x0000000000000000000000000000000000000000000000000000000000000abc","network":"base","payer":"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"}`
	if diff := cmp.Diff(want, string(raw)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestErrorMessages(t *testing.T) {
	cases := []struct {
		err  error
		want string
	}{
		{&InvalidError{Reason: "x"}, "invalid payment: x"},
		{&AmountMismatchError{Want: big.NewInt(10), Got: big.NewInt(9)}, "payment amount 9 differs from the required 10 (USDC base units); sign an authorization for exactly 10"},
		{&InsufficientFundsError{Payer: testPayTo, Balance: big.NewInt(1), Need: big.NewInt(2)}, "payer 0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC holds 1 USDC base units but the payment needs 2; fund the wallet and retry"},
		{&AmountMismatchError{}, "payment amount 0 differs from the required 0 (USDC base units); sign an authorization for exactly 0"},
	}
	for _, tc := range cases {
		if diff := cmp.Diff(tc.want, tc.err.Error()); diff != "" {
			t.Errorf("%T (-want +got):\n%s", tc.err, diff)
		}
	}
	if errors.Is(&InvalidError{}, ErrChainUnavailable) {
		t.Error("InvalidError is ErrChainUnavailable")
	}
}
