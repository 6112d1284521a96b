package payment

import (
	"crypto/ecdsa"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// SignatureLen is the length of an ECDSA signature r ‖ s ‖ v.
const SignatureLen = 65

// Sign signs the authorization's EIP-712 digest under d with key and returns
// r ‖ s ‖ v with v = 27 or 28, the form x402 clients send and USDC expects.
// The signature is deterministic (RFC 6979) and has a low s. It is used by
// tests and by the Go paying client.
func Sign(d Domain, a Authorization, key *ecdsa.PrivateKey) ([]byte, error) {
	if key == nil {
		return nil, fmt.Errorf("sign authorization: nil key")
	}
	digest := d.Digest(a)
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		return nil, fmt.Errorf("sign authorization: %w", err)
	}
	sig[64] += 27
	return sig, nil
}

// Recover returns the address whose key produced sig over the authorization's
// digest under d. sig must be r ‖ s ‖ v, 65 bytes, with v in {0, 1, 27, 28},
// 0 < r, s < n and s ≤ n/2 (high-s signatures are malleable copies and the
// USDC contract rejects them). Any other signature is an *InvalidError whose
// Reason says what is wrong. Recover does not check that the result is
// a.From; Verify does.
func Recover(d Domain, a Authorization, sig []byte) (common.Address, error) {
	v, _, _, err := splitSignature(sig)
	if err != nil {
		return common.Address{}, err
	}
	compact := make([]byte, SignatureLen)
	copy(compact, sig[:64])
	compact[64] = v - 27
	digest := d.Digest(a)
	pub, err := crypto.SigToPub(digest[:], compact)
	if err != nil {
		return common.Address{}, invalidf("signature does not recover to any key (%v); sign the authorization again", err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}

// SplitSignature returns the v, r and s of a signature that Recover accepts,
// with v normalised to 27 or 28, ready for USDC's
// transferWithAuthorization(…, uint8 v, bytes32 r, bytes32 s). Other
// signatures are an *InvalidError.
func SplitSignature(sig []byte) (v uint8, r, s [32]byte, err error) {
	return splitSignature(sig)
}

func splitSignature(sig []byte) (v uint8, r, s [32]byte, err error) {
	if len(sig) != SignatureLen {
		return 0, r, s, invalidf("signature is %d bytes, want %d (r ‖ s ‖ v); smart-contract wallet signatures are not supported, sign with an externally owned account", len(sig), SignatureLen)
	}
	v = sig[64]
	switch v {
	case 0, 1:
		v += 27
	case 27, 28:
	default:
		return 0, r, s, invalidf("signature v is %d, want 27 or 28 (or 0 or 1)", sig[64])
	}
	copy(r[:], sig[:32])
	copy(s[:], sig[32:64])
	rb, sb := new(big.Int).SetBytes(r[:]), new(big.Int).SetBytes(s[:])
	n := crypto.S256().Params().N
	if rb.Sign() == 0 || sb.Sign() == 0 || rb.Cmp(n) >= 0 || sb.Cmp(n) >= 0 {
		return 0, r, s, invalidf("signature r or s is out of range; sign the authorization again")
	}
	if !crypto.ValidateSignatureValues(v-27, rb, sb, true) {
		return 0, r, s, invalidf("signature has a high s value (malleable form, rejected by USDC); sign the authorization again")
	}
	return v, r, s, nil
}
