package payment

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
)

// FuzzEncodeHeader builds X-PAYMENT (v1) and PAYMENT-SIGNATURE (v2) values
// from arbitrary authorizations and signatures: whatever EncodeHeader
// writes, ParseHeader reads back field for field with the network and (v2)
// asset of the requirement, and Verify of the result fails only with an
// *InvalidError or an *AmountMismatchError (never panics, never another
// error). A signature by the key of from over the right terms verifies.
func FuzzEncodeHeader(f *testing.F) {
	r := testRequirement()
	key := mustKey(f, testKey0)
	good := r.Authorization(common.HexToAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"), [32]byte{1}, testNow)
	sig, err := Sign(r.Asset, good, key)
	if err != nil {
		f.Fatal(err)
	}
	for _, v := range []uint8{V1, V2} {
		f.Add(v, good.From.Bytes(), good.To.Bytes(), good.Value.Bytes(), good.ValidAfter.Bytes(), good.ValidBefore.Bytes(), good.Nonce[:], sig)
	}
	f.Add(uint8(V1), []byte{}, []byte{1}, []byte{}, []byte{}, []byte{0xff}, []byte{}, []byte{0})
	f.Add(uint8(V2), good.From.Bytes(), r.PayTo.Bytes(), good.Value.Bytes(), []byte{}, good.ValidBefore.Bytes(), good.Nonce[:], append(sig[:64:64], 1))
	f.Fuzz(func(t *testing.T, version uint8, from, to, value, after, before, nonce, sig []byte) {
		if (version != V1 && version != V2) || len(sig) == 0 {
			return
		}
		a := Authorization{
			From:        common.BytesToAddress(from),
			To:          common.BytesToAddress(to),
			Value:       uint256Of(value),
			ValidAfter:  uint256Of(after),
			ValidBefore: uint256Of(before),
		}
		copy(a.Nonce[:], nonce)
		h, err := EncodeHeader(int(version), r, a, sig)
		if err != nil {
			t.Fatal(err)
		}
		p, err := ParseHeader(h)
		if err != nil {
			t.Fatalf("own header refused: %v", err)
		}
		if p.Version != int(version) || p.Scheme != SchemeExact || p.Network != r.Asset.Network(int(version)) {
			t.Fatalf("terms changed: version %d scheme %q network %q", p.Version, p.Scheme, p.Network)
		}
		if version == V2 && p.Asset != r.Asset.VerifyingContract {
			t.Fatalf("asset %s, want %s", p.Asset, r.Asset.VerifyingContract)
		}
		if diff := cmp.Diff(a, p.Authorization, bigEqual); diff != "" {
			t.Fatalf("authorization changed (-sent +parsed):\n%s", diff)
		}
		if diff := cmp.Diff(sig, p.Signature); diff != "" {
			t.Fatalf("signature changed (-sent +parsed):\n%s", diff)
		}
		err = Verify(p, r, testNow)
		var inv *InvalidError
		var mis *AmountMismatchError
		if err != nil && !errors.As(err, &inv) && !errors.As(err, &mis) {
			t.Fatalf("Verify failed with %v (%T)", err, err)
		}
		if err == nil && (a.To != r.PayTo || a.Value.Cmp(r.Amount) != 0) {
			t.Fatalf("Verify accepted a payment of %s to %s", a.Value, a.To)
		}
	})
}

// uint256Of reads up to 32 big-endian bytes; longer input keeps its last 32.
func uint256Of(b []byte) *big.Int {
	if len(b) > 32 {
		b = b[len(b)-32:]
	}
	return new(big.Int).SetBytes(b)
}
