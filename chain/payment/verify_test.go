package payment

import (
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"
)

const (
	addr0 = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" // testKey0
	addr1 = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8" // testKey1
)

// verifyCase builds a payment the way a client would: an authorization for
// testRequirement at testNow (validAfter 0, validBefore now+300), mutated by
// auth, signed by key under the requirement's domain mutated by domain,
// encoded and parsed, then mutated by payment. Verify runs against the
// requirement mutated by req.
type verifyCase struct {
	name    string
	version int
	auth    func(a *Authorization)
	key     string // default testKey0
	domain  func(d *Domain)
	payment func(p *Payment)
	req     func(r *Requirement)
	// want is the expected error given the built payment; nil means accepted.
	want func(p *Payment) error
}

func accepted(*Payment) error { return nil }

func invalid(format string, args ...any) func(*Payment) error {
	return func(*Payment) error { return invalidf(format, args...) }
}

func unix(offset int64) *big.Int { return big.NewInt(testNow.Unix() + offset) }

func (tc verifyCase) build(tb testing.TB) (*Payment, Requirement) {
	tb.Helper()
	r := testRequirement()
	if tc.req != nil {
		tc.req(&r)
	}
	keyHex := tc.key
	if keyHex == "" {
		keyHex = testKey0
	}
	key := mustKey(tb, keyHex)
	a := Authorization{
		From:        common.HexToAddress(addr0),
		To:          r.PayTo,
		Value:       new(big.Int).Set(r.Amount),
		ValidAfter:  big.NewInt(0),
		ValidBefore: unix(300),
		Nonce:       common.HexToHash("0x1111111111111111111111111111111111111111111111111111111111111111"),
	}
	if tc.auth != nil {
		tc.auth(&a)
	}
	d := r.Asset
	if tc.domain != nil {
		tc.domain(&d)
	}
	sig, err := Sign(d, a, key)
	if err != nil {
		tb.Fatal(err)
	}
	h, err := EncodeHeader(tc.version, r, a, sig)
	if err != nil {
		tb.Fatal(err)
	}
	p, err := ParseHeader(h)
	if err != nil {
		tb.Fatal(err)
	}
	if tc.payment != nil {
		tc.payment(p)
	}
	return p, r
}

func TestVerify(t *testing.T) {
	usdcDomain := `{name "USD Coin", version "2", chainId 8453, verifyingContract 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913}`
	signerNotFrom := func(p *Payment) error {
		signer, err := Recover(baseUSDC(), p.Authorization, p.Signature)
		if err != nil {
			return err
		}
		return invalidf("signature was made by %s, not by from %s; sign with the from wallet over the EIP-712 domain %s", signer.Hex(), addr0, usdcDomain)
	}
	cases := []verifyCase{
		// Accepted: the real clients' conventions and the edges of the window.
		{name: "v1 x402-fetch window", version: V1, auth: func(a *Authorization) { a.ValidAfter, a.ValidBefore = unix(-600), unix(300) }, want: accepted},
		{name: "v2 @x402/fetch window", version: V2, auth: func(a *Authorization) { a.ValidAfter, a.ValidBefore = big.NewInt(0), unix(300) }, want: accepted},
		{name: "v1 client clock 30s fast", version: V1, auth: func(a *Authorization) { a.ValidAfter, a.ValidBefore = unix(-570), unix(330) }, want: accepted},
		{name: "v2 client clock 30s slow", version: V2, auth: func(a *Authorization) { a.ValidBefore = unix(270) }, want: accepted},
		{name: "validAfter is now", version: V1, auth: func(a *Authorization) { a.ValidAfter = unix(0) }, want: accepted},
		{name: "validBefore at MinRemaining", version: V2, auth: func(a *Authorization) { a.ValidBefore = unix(10) }, want: accepted},
		{name: "v as 0/1", version: V1, payment: func(p *Payment) { p.Signature[64] -= 27 }, want: accepted},
		{name: "shorter MaxTimeout", version: V2, req: func(r *Requirement) { r.MaxTimeout = time.Minute }, auth: func(a *Authorization) { a.ValidBefore = unix(90) }, want: accepted},
		{name: "base sepolia v1", version: V1, req: func(r *Requirement) {
			r.Asset = Domain{Name: "USDC", Version: "2", ChainID: big.NewInt(84532), VerifyingContract: common.HexToAddress("0x036CbD53842c5426634e7929541eC2318f3dCF7e")}
		}, want: accepted},
		{name: "base sepolia v2", version: V2, req: func(r *Requirement) {
			r.Asset = Domain{Name: "USDC", Version: "2", ChainID: big.NewInt(84532), VerifyingContract: common.HexToAddress("0x036CbD53842c5426634e7929541eC2318f3dCF7e")}
		}, want: accepted},

		// Rejected.
		{name: "v1 scheme", version: V1, payment: func(p *Payment) { p.Scheme = "upto" }, want: invalid(`scheme "upto" is not supported; pay with scheme "exact"`)},
		{name: "v2 scheme", version: V2, payment: func(p *Payment) { p.Scheme = "Exact" }, want: invalid(`scheme "Exact" is not supported; pay with scheme "exact"`)},
		{name: "v1 network testnet", version: V1, payment: func(p *Payment) { p.Network = "base-sepolia" }, want: invalid(`network "base-sepolia" is not accepted; pay on "base" (chain id 8453)`)},
		{name: "v1 network as CAIP-2", version: V1, payment: func(p *Payment) { p.Network = "eip155:8453" }, want: invalid(`network "eip155:8453" is not accepted; pay on "base" (chain id 8453)`)},
		{name: "v2 network as v1 name", version: V2, payment: func(p *Payment) { p.Network = "base" }, want: invalid(`network "base" is not accepted; pay on "eip155:8453" (chain id 8453)`)},
		{name: "v2 network other chain", version: V2, payment: func(p *Payment) { p.Network = "eip155:84532" }, want: invalid(`network "eip155:84532" is not accepted; pay on "eip155:8453" (chain id 8453)`)},
		{name: "v1 chain without name", version: V1, req: func(r *Requirement) { r.Asset.ChainID = big.NewInt(1) }, want: invalid("x402 version 1 cannot pay on chain id 1; use another x402 version")},
		{name: "v2 asset", version: V2, payment: func(p *Payment) { p.Asset = common.HexToAddress("0x036CbD53842c5426634e7929541eC2318f3dCF7e") },
			want: invalid("asset 0x036CbD53842c5426634e7929541eC2318f3dCF7e is not accepted; pay with USDC (USD Coin) at 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913")},
		{name: "v1 other asset's domain", version: V1, domain: func(d *Domain) {
			d.VerifyingContract = common.HexToAddress("0x036CbD53842c5426634e7929541eC2318f3dCF7e")
		}, want: signerNotFrom},
		{name: "payTo", version: V1, auth: func(a *Authorization) { a.To = common.HexToAddress(addr1) },
			want: invalid("authorization pays %s but this request must be paid to %s; sign a new authorization to payTo", addr1, testPayTo.Hex())},
		{name: "amount more", version: V1, auth: func(a *Authorization) { a.Value = big.NewInt(100001) },
			want: func(*Payment) error { return &AmountMismatchError{Want: big.NewInt(100000), Got: big.NewInt(100001)} }},
		{name: "amount less", version: V2, auth: func(a *Authorization) { a.Value = big.NewInt(99999) },
			want: func(*Payment) error { return &AmountMismatchError{Want: big.NewInt(100000), Got: big.NewInt(99999)} }},
		{name: "not yet valid", version: V1, auth: func(a *Authorization) { a.ValidAfter = unix(1) },
			want: invalid("authorization is not valid until validAfter 1800000001 (2027-01-15T08:00:01Z); sign one with validAfter at or before the current time")},
		{name: "expired", version: V1, auth: func(a *Authorization) { a.ValidAfter, a.ValidBefore = unix(-900), unix(-1) },
			want: invalid("authorization expired at 2027-01-15T07:59:59Z (validBefore 1799999999); sign a new one")},
		{name: "expires now", version: V2, auth: func(a *Authorization) { a.ValidBefore = unix(0) },
			want: invalid("authorization expired at 2027-01-15T08:00:00Z (validBefore 1800000000); sign a new one")},
		{name: "too soon to settle", version: V2, auth: func(a *Authorization) { a.ValidBefore = unix(9) },
			want: invalid("authorization expires at 2027-01-15T08:00:09Z, less than 10s from now, too soon to settle; sign a new one")},
		{name: "window too long", version: V2, auth: func(a *Authorization) { a.ValidBefore = unix(331) },
			want: invalid("authorization is valid until 2027-01-15T08:05:31Z, more than 330s from now; sign one with validBefore at most maxTimeoutSeconds (300) from now")},
		{name: "window too long for shorter MaxTimeout", version: V1, req: func(r *Requirement) { r.MaxTimeout = time.Minute }, auth: func(a *Authorization) { a.ValidBefore = unix(300) },
			want: invalid("authorization is valid until 2027-01-15T08:05:00Z, more than 90s from now; sign one with validBefore at most maxTimeoutSeconds (60) from now")},
		{name: "validBefore forever", version: V1, auth: func(a *Authorization) { a.ValidBefore = new(big.Int).Lsh(big.NewInt(1), 255) },
			want: invalid("authorization is valid until 57896044618658097711785492504343953926634992332820282019728792003956564819968, more than 330s from now; sign one with validBefore at most maxTimeoutSeconds (300) from now")},
		{name: "signer is not from", version: V1, key: testKey1,
			want: invalid("signature was made by %s, not by from %s; sign with the from wallet over the EIP-712 domain %s", addr1, addr0, usdcDomain)},
		{name: "signed for another domain name", version: V2, domain: func(d *Domain) { d.Name = "USDC" }, want: signerNotFrom},
		{name: "signed for another chain", version: V1, domain: func(d *Domain) { d.ChainID = big.NewInt(84532) }, want: signerNotFrom},
		{name: "signature bit flipped", version: V1, payment: func(p *Payment) { p.Signature[40] ^= 0x01 }, want: signerNotFrom},
		{name: "signature v flipped", version: V2, payment: func(p *Payment) { p.Signature[64] = 27 + 28 - p.Signature[64] }, want: signerNotFrom},
		{name: "signature high s", version: V1, payment: func(p *Payment) {
			n := crypto.S256().Params().N
			s := new(big.Int).SetBytes(p.Signature[32:64])
			new(big.Int).Sub(n, s).FillBytes(p.Signature[32:64])
			p.Signature[64] = 27 + 28 - p.Signature[64]
		}, want: invalid("signature has a high s value (malleable form, rejected by USDC); sign the authorization again")},
		{name: "signature r zero", version: V1, payment: func(p *Payment) { clear(p.Signature[:32]) }, want: invalid("signature r or s is out of range; sign the authorization again")},
		{name: "signature truncated", version: V2, payment: func(p *Payment) { p.Signature = p.Signature[:64] },
			want: invalid("signature is 64 bytes, want 65 (r ‖ s ‖ v); smart-contract wallet signatures are not supported, sign with an externally owned account")},
		{name: "version 3", version: V1, payment: func(p *Payment) { p.Version = 3 }, want: invalid("x402Version 3 is not supported; use 1 or 2")},
		{name: "incomplete authorization", version: V1, payment: func(p *Payment) { p.Authorization.ValidBefore = nil },
			want: invalid("authorization is incomplete: value, validAfter and validBefore are required")},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p, r := tc.build(t)
			want := tc.want(p)
			got := Verify(p, r, testNow)
			if diff := cmp.Diff(want, got, bigEqual); diff != "" {
				t.Errorf("Verify (-want +got):\n%s", diff)
			}
		})
	}
}

func TestVerifyNil(t *testing.T) {
	want := &InvalidError{Reason: "no payment; send the signed authorization in X-PAYMENT"}
	if diff := cmp.Diff(want, Verify(nil, testRequirement(), testNow)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestVerifyRealPayloads verifies the headers the real clients sent (see
// TestRealClientsPay), at the time they were made, and at the edges of their
// validity.
func TestVerifyRealPayloads(t *testing.T) {
	cases := []struct {
		client string
		// signedAt derives the client's clock from its own conventions.
		signedAt func(a Authorization) int64
	}{
		{"v1", func(a Authorization) int64 { return a.ValidAfter.Int64() + 600 }},
		{"v2", func(a Authorization) int64 { return a.ValidBefore.Int64() - 300 }},
	}
	for _, tc := range cases {
		p, err := ParseHeader(readFixture(t, tc.client))
		if err != nil {
			t.Fatal(err)
		}
		at := tc.signedAt(p.Authorization)
		expiry := p.Authorization.ValidBefore.Int64()
		for _, c := range []struct {
			offset int64
			ok     bool
		}{
			{0, true},
			{-30, true},          // client 30 s fast
			{-31, false},         // beyond ClockSkew
			{300 - 10, true},     // MinRemaining left
			{300 - 9, false},     // too soon to settle
			{expiry - at, false}, // expired at validBefore
		} {
			t.Run(fmt.Sprintf("%s at %+d", tc.client, c.offset), func(t *testing.T) {
				err := Verify(p, testRequirement(), timeAt(at+c.offset))
				if (err == nil) != c.ok {
					t.Errorf("Verify = %v, want ok=%v", err, c.ok)
				}
			})
		}
	}
}
