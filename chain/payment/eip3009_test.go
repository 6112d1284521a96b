package payment

import (
	"encoding/json"
	"errors"
	"math/big"
	"os"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"
)

// eip3009Vector is testdata/eip3009-base-usdc.json: an EIP-3009 signature
// over the Base USDC domain produced by an independent implementation.
type eip3009Vector struct {
	Domain struct {
		Name              string         `json:"name"`
		Version           string         `json:"version"`
		ChainID           int64          `json:"chainId"`
		VerifyingContract common.Address `json:"verifyingContract"`
	} `json:"domain"`
	DomainSeparator common.Hash `json:"domainSeparator"`
	Typehash        common.Hash `json:"typehash"`
	Message         struct {
		From        common.Address `json:"from"`
		To          common.Address `json:"to"`
		Value       string         `json:"value"`
		ValidAfter  string         `json:"validAfter"`
		ValidBefore string         `json:"validBefore"`
		Nonce       common.Hash    `json:"nonce"`
	} `json:"message"`
	Digest     common.Hash   `json:"digest"`
	PrivateKey string        `json:"privateKey"`
	Signature  hexutil.Bytes `json:"signature"`
}

func loadVector(tb testing.TB) (eip3009Vector, Domain, Authorization) {
	tb.Helper()
	b, err := os.ReadFile("testdata/eip3009-base-usdc.json")
	if err != nil {
		tb.Fatalf("read vector: %v", err)
	}
	var v eip3009Vector
	if err := json.Unmarshal(b, &v); err != nil {
		tb.Fatalf("decode vector: %v", err)
	}
	d := Domain{Name: v.Domain.Name, Version: v.Domain.Version, ChainID: big.NewInt(v.Domain.ChainID), VerifyingContract: v.Domain.VerifyingContract}
	num := func(s string) *big.Int {
		x, ok := new(big.Int).SetString(s, 10)
		if !ok {
			tb.Fatalf("vector number %q", s)
		}
		return x
	}
	a := Authorization{
		From: v.Message.From, To: v.Message.To,
		Value: num(v.Message.Value), ValidAfter: num(v.Message.ValidAfter), ValidBefore: num(v.Message.ValidBefore),
		Nonce: v.Message.Nonce,
	}
	return v, d, a
}

func TestVectorHashes(t *testing.T) {
	v, d, a := loadVector(t)
	if diff := cmp.Diff(v.Typehash, TransferWithAuthorizationTypeHash()); diff != "" {
		t.Errorf("typehash (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(v.DomainSeparator, d.Separator()); diff != "" {
		t.Errorf("domain separator (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(v.Digest, d.Digest(a)); diff != "" {
		t.Errorf("digest (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(d, baseUSDC(), bigEqual); diff != "" {
		t.Errorf("vector domain is not Base USDC (-want +got):\n%s", diff)
	}
}

func TestVectorSignAndRecover(t *testing.T) {
	v, d, a := loadVector(t)
	key, err := crypto.HexToECDSA(v.PrivateKey[2:])
	if err != nil {
		t.Fatal(err)
	}
	sig, err := Sign(d, a, key)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]byte(v.Signature), sig); diff != "" {
		t.Errorf("signature (-want +got):\n%s", diff)
	}
	got, err := Recover(d, a, v.Signature)
	if err != nil {
		t.Fatalf("recover: %v", err)
	}
	if got != a.From {
		t.Errorf("recovered %s, want %s", got.Hex(), a.From.Hex())
	}
	// v as 0/1 is the same signature.
	low := append([]byte(nil), v.Signature...)
	low[64] -= 27
	if got, err := Recover(d, a, low); err != nil || got != a.From {
		t.Errorf("recover with v=%d: %s, %v; want %s", low[64], got.Hex(), err, a.From.Hex())
	}
	vv, r, s, err := SplitSignature(low)
	if err != nil {
		t.Fatal(err)
	}
	if vv != v.Signature[64] || common.Hash(r) != common.BytesToHash(v.Signature[:32]) || common.Hash(s) != common.BytesToHash(v.Signature[32:64]) {
		t.Errorf("SplitSignature = %d, %x, %x; want v normalised to %d", vv, r, s, v.Signature[64])
	}
}

// TestVectorHighS checks the malleable twin (r, n−s, v flipped) of the
// vector's signature: it is a mathematically valid signature of the same key,
// and Recover rejects it, as USDC does.
func TestVectorHighS(t *testing.T) {
	v, d, a := loadVector(t)
	n := crypto.S256().Params().N
	s := new(big.Int).SetBytes(v.Signature[32:64])
	twin := make([]byte, 65)
	copy(twin, v.Signature[:32])
	new(big.Int).Sub(n, s).FillBytes(twin[32:64])
	twin[64] = 27 + 28 - v.Signature[64]

	digest := d.Digest(a)
	raw := append([]byte(nil), twin...)
	raw[64] -= 27
	pub, err := crypto.Ecrecover(digest[:], raw)
	if err != nil {
		t.Fatalf("the high-s twin should be a valid signature for libsecp256k1: %v", err)
	}
	if got := common.BytesToAddress(crypto.Keccak256(pub[1:])[12:]); got != a.From {
		t.Fatalf("the high-s twin recovers %s, want %s", got.Hex(), a.From.Hex())
	}

	_, err = Recover(d, a, twin)
	want := &InvalidError{Reason: "signature has a high s value (malleable form, rejected by USDC); sign the authorization again"}
	if diff := cmp.Diff(want, err); diff != "" {
		t.Errorf("Recover(high s) error (-want +got):\n%s", diff)
	}
}

// TestVectorBitFlips flips every bit of the signature and one bit of each
// message field: none may verify as from.
func TestVectorBitFlips(t *testing.T) {
	v, d, a := loadVector(t)
	r := Requirement{Amount: a.Value, PayTo: a.To, Asset: d, Resource: "http://127.0.0.1/", MimeType: "application/json"}
	for i := 0; i < len(v.Signature)*8; i++ {
		sig := append([]byte(nil), v.Signature...)
		sig[i/8] ^= 1 << (i % 8)
		got, err := Recover(d, a, sig)
		if err == nil && got == a.From {
			t.Errorf("bit %d of the signature flipped: still recovers from", i)
		}
	}
	flips := []struct {
		name   string
		mutate func(*Authorization)
	}{
		{"value", func(a *Authorization) { a.Value = new(big.Int).Xor(a.Value, big.NewInt(1)) }},
		{"validAfter", func(a *Authorization) { a.ValidAfter = new(big.Int).Xor(a.ValidAfter, big.NewInt(1)) }},
		{"validBefore", func(a *Authorization) { a.ValidBefore = new(big.Int).Xor(a.ValidBefore, big.NewInt(1)) }},
		{"nonce", func(a *Authorization) { a.Nonce[31] ^= 1 }},
		{"to", func(a *Authorization) { a.To[19] ^= 1 }},
		{"from", func(a *Authorization) { a.From[19] ^= 1 }},
	}
	for _, tc := range flips {
		t.Run(tc.name, func(t *testing.T) {
			m := a
			tc.mutate(&m)
			got, err := Recover(d, m, v.Signature)
			if err != nil {
				t.Fatalf("recover: %v", err)
			}
			if got == m.From {
				t.Errorf("one bit of %s flipped: still recovers from", tc.name)
			}
		})
	}
	// And Verify says so in words.
	m := a
	m.Nonce[0] ^= 0x80
	p := &Payment{Version: V1, Scheme: SchemeExact, Network: "base", Authorization: m, Signature: v.Signature}
	now := timeAt(a.ValidBefore.Int64() - 60)
	var ie *InvalidError
	if err := Verify(p, r, now); !errors.As(err, &ie) {
		t.Errorf("Verify(flipped nonce) = %v, want *InvalidError", err)
	}
}

func TestRecoverRejectsMalformed(t *testing.T) {
	v, d, a := loadVector(t)
	n := crypto.S256().Params().N
	with := func(f func(sig []byte)) []byte {
		sig := append([]byte(nil), v.Signature...)
		f(sig)
		return sig
	}
	cases := []struct {
		name string
		sig  []byte
		want string
	}{
		{"empty", nil, "signature is 0 bytes, want 65 (r ‖ s ‖ v); smart-contract wallet signatures are not supported, sign with an externally owned account"},
		{"64 bytes", v.Signature[:64], "signature is 64 bytes, want 65 (r ‖ s ‖ v); smart-contract wallet signatures are not supported, sign with an externally owned account"},
		{"66 bytes", append(append([]byte(nil), v.Signature...), 0), "signature is 66 bytes, want 65 (r ‖ s ‖ v); smart-contract wallet signatures are not supported, sign with an externally owned account"},
		{"v 2", with(func(s []byte) { s[64] = 2 }), "signature v is 2, want 27 or 28 (or 0 or 1)"},
		{"v 26", with(func(s []byte) { s[64] = 26 }), "signature v is 26, want 27 or 28 (or 0 or 1)"},
		{"v 29", with(func(s []byte) { s[64] = 29 }), "signature v is 29, want 27 or 28 (or 0 or 1)"},
		{"r zero", with(func(s []byte) { clear(s[:32]) }), "signature r or s is out of range; sign the authorization again"},
		{"s zero", with(func(s []byte) { clear(s[32:64]) }), "signature r or s is out of range; sign the authorization again"},
		{"r = n", with(func(s []byte) { n.FillBytes(s[:32]) }), "signature r or s is out of range; sign the authorization again"},
		{"s = n", with(func(s []byte) { n.FillBytes(s[32:64]) }), "signature r or s is out of range; sign the authorization again"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Recover(d, a, tc.sig)
			if diff := cmp.Diff(&InvalidError{Reason: tc.want}, err); diff != "" {
				t.Errorf("error (-want +got):\n%s", diff)
			}
		})
	}
}

func TestSignNilKey(t *testing.T) {
	if _, err := Sign(baseUSDC(), Authorization{}, nil); err == nil {
		t.Fatal("Sign(nil key) succeeded")
	}
}

func TestWordReducesModulo2to256(t *testing.T) {
	cases := []struct {
		name string
		x    *big.Int
		want common.Hash
	}{
		{"nil", nil, common.Hash{}},
		{"one", big.NewInt(1), common.BigToHash(big.NewInt(1))},
		{"minus one", big.NewInt(-1), common.HexToHash("0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff")},
		{"2^256", new(big.Int).Lsh(big.NewInt(1), 256), common.Hash{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, common.BytesToHash(word(tc.x))); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
