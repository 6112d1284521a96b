package payclient

import (
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain/payment"
)

// fuzzRequirement is the requirement inkd's API answers for a create.
func fuzzRequirement() payment.Requirement {
	return payment.Requirement{
		Amount: big.NewInt(100000),
		PayTo:  common.HexToAddress("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"),
		Asset: payment.Domain{Name: "USD Coin", Version: "2", ChainID: big.NewInt(8453),
			VerifyingContract: common.HexToAddress("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913")},
		Resource:    "http://127.0.0.1:8080/v1/projects",
		Description: "Register project x on the inkd registry",
		MimeType:    "application/json",
		MaxTimeout:  5 * time.Minute,
	}
}

var bigValue = cmp.Comparer(func(a, b *big.Int) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Cmp(b) == 0
})

// FuzzTerms: the 402 body a paying client decodes never panics the client,
// and the requirement it signs for is one inkd could have sent: a positive
// uint256 amount, a nonzero payTo and asset, a known network, a validity
// window of 30 s to 5 min (Requirement.Check). Such a requirement survives
// the round trip through the 402 body unchanged.
func FuzzTerms(f *testing.F) {
	r := fuzzRequirement()
	seed, err := json.Marshal(r.Body(map[string]any{"message": "this write costs 0.10 USDC"}))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(seed)
	r2 := r
	r2.Asset.ChainID, r2.MaxTimeout, r2.Resource = big.NewInt(84532), 30*time.Second, "https://api.inkd.example/v1/projects/7/versions"
	if seed, err = json.Marshal(r2.Body(nil)); err != nil {
		f.Fatal(err)
	}
	f.Add(seed)
	for _, s := range []string{
		`{"accepts":[]}`,
		`{"accepts":[{"maxAmountRequired":"-1","network":"base","payTo":"0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC","asset":"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913","mimeType":"application/json","resource":"http://x/","extra":{"name":"USD Coin","version":"2"}}]}`,
		`{"accepts":[{"maxAmountRequired":"1","network":"eip155:-8453","maxTimeoutSeconds":-5}]}`,
		`{"accepts":[{"maxAmountRequired":"0x10","network":"eip155:8453","maxTimeoutSeconds":9223372036854775807}]}`,
		`{"accepts":[{"maxAmountRequired":"115792089237316195423570985008687907853269984665640564039457584007913129639936","network":"base"}]}`,
		`{"accepts":null}`, `[]`, `{"accepts":[null]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var terms Terms
		if err := json.Unmarshal(body, &terms); err != nil {
			return
		}
		req, err := terms.Requirement()
		if err != nil {
			return
		}
		if err := req.Check(); err != nil {
			t.Fatalf("the client would sign for terms inkd never sends: %v", err)
		}
		if req.Amount.Sign() <= 0 {
			t.Fatalf("amount %s accepted", req.Amount)
		}
		b, err := json.Marshal(req.Body(nil))
		if err != nil {
			t.Fatal(err)
		}
		var again Terms
		if err := json.Unmarshal(b, &again); err != nil {
			t.Fatal(err)
		}
		got, err := again.Requirement()
		if err != nil {
			t.Fatalf("terms re-encoded from %+v refused: %v", req, err)
		}
		if req.MaxTimeout == 0 {
			req.MaxTimeout = payment.DefaultMaxTimeout // the body spells the default out
		}
		if diff := cmp.Diff(req, got, bigValue); diff != "" {
			t.Fatalf("requirement changed in the 402 body round trip (-want +got):\n%s", diff)
		}
	})
}

// A 402 asking for a negative amount must not be signed: the cap check saw
// -1 as below any cap, and the EIP-712 encoding turned it into 2^256 - 1, an
// authorization for the payer's whole balance. Found by FuzzTerms.
func TestSignRefusesNegativeAmount(t *testing.T) {
	r := fuzzRequirement()
	b, err := json.Marshal(r.Body(nil))
	if err != nil {
		t.Fatal(err)
	}
	var terms Terms
	if err := json.Unmarshal(b, &terms); err != nil {
		t.Fatal(err)
	}
	terms.Accepts[0].MaxAmountRequired = "-1"
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	c := New(key, V1)
	c.MaxValue = big.NewInt(1_000_000)
	if h, err := c.Sign(&terms); err == nil {
		t.Fatalf("signed a payment of -1 under a cap of %s: %s", c.MaxValue, h)
	}
}
