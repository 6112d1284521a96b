package payment

import (
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"
)

// Well-known development keys (anvil/hardhat accounts #0 and #1). Never fund
// them on a real chain.
const (
	testKey0 = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80" // 0xf39F…2266
	testKey1 = "59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d" // 0x7099…79C8
)

// testPayTo is account #2, standing in for the treasury.
var testPayTo = common.HexToAddress("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC")

// testNow is the injected clock of the table tests.
var testNow = time.Unix(1_800_000_000, 0)

func mustKey(tb testing.TB, hexKey string) *ecdsa.PrivateKey {
	tb.Helper()
	k, err := crypto.HexToECDSA(hexKey)
	if err != nil {
		tb.Fatalf("parse key: %v", err)
	}
	return k
}

func baseUSDC() Domain {
	return Domain{
		Name:              "USD Coin",
		Version:           "2",
		ChainID:           big.NewInt(8453),
		VerifyingContract: common.HexToAddress("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"),
	}
}

func testRequirement() Requirement {
	return Requirement{
		Amount:      big.NewInt(100000),
		PayTo:       testPayTo,
		Asset:       baseUSDC(),
		Resource:    "http://127.0.0.1/v1/projects",
		Description: "create a project",
		MimeType:    "application/json",
		MaxTimeout:  5 * time.Minute,
	}
}

// signedPayment signs a with key under r.Asset and returns the Payment that
// ParseHeader makes of the header a real client would send.
func signedPayment(tb testing.TB, version int, r Requirement, a Authorization, key *ecdsa.PrivateKey) *Payment {
	tb.Helper()
	sig, err := Sign(r.Asset, a, key)
	if err != nil {
		tb.Fatalf("sign: %v", err)
	}
	h, err := EncodeHeader(version, r, a, sig)
	if err != nil {
		tb.Fatalf("encode header: %v", err)
	}
	p, err := ParseHeader(h)
	if err != nil {
		tb.Fatalf("parse own header: %v", err)
	}
	return p
}

// bigEqual lets cmp compare *big.Int by value.
var bigEqual = cmp.Comparer(func(a, b *big.Int) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Cmp(b) == 0
})

func timeAt(unix int64) time.Time { return time.Unix(unix, 0) }
