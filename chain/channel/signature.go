package channel

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Signature errors; VerifyVoucher's errors wrap one of them.
var (
	// ErrMalformedSignature: not 65 bytes r ‖ s ‖ v with v 27 or 28, r and s
	// in range and a low s — what the contract's ECDSA check refuses too.
	ErrMalformedSignature = errors.New("malformed signature")
	// ErrWrongSigner: a well-formed signature by another key.
	ErrWrongSigner = errors.New("signature is not the expected signer's")
	// ErrChannelIDMismatch: a voucher for another channel than its config's.
	ErrChannelIDMismatch = errors.New("voucher channel id does not match the channel config")
	// ErrNeedsOnChainCheck: the config has no payer authorizer and the
	// signature is not the payer's EOA signature; only the payer's EIP-1271
	// isValidSignature, on chain, can accept it.
	ErrNeedsOnChainCheck = errors.New("voucher needs an on-chain EIP-1271 check of the payer")
)

// Voucher is a payer's signed cumulative ceiling for one channel.
type Voucher struct {
	// ChannelID is the channel the voucher pays from.
	ChannelID common.Hash
	// MaxClaimableAmount is the cumulative ceiling (a uint128).
	MaxClaimableAmount *big.Int
	// Signature is the payer (authorizer)'s signature over VoucherDigest.
	Signature []byte
}

// Sign signs digest with key and returns r ‖ s ‖ v with v 27 or 28 (low s,
// deterministic), the form the contract and the npm client use.
func Sign(digest common.Hash, key *ecdsa.PrivateKey) ([]byte, error) {
	if key == nil {
		return nil, errors.New("sign: nil key")
	}
	sig, err := crypto.Sign(digest.Bytes(), key)
	if err != nil {
		return nil, fmt.Errorf("sign: %w", err)
	}
	sig[64] += 27
	return sig, nil
}

// RecoverSigner returns the address whose key signed digest, accepting only
// what OpenZeppelin's ECDSA.tryRecover in the contract accepts.
func RecoverSigner(digest common.Hash, sig []byte) (common.Address, error) {
	if len(sig) != 65 {
		return common.Address{}, fmt.Errorf("%w: %d bytes, want 65 (r ‖ s ‖ v)", ErrMalformedSignature, len(sig))
	}
	v := sig[64]
	if v != 27 && v != 28 {
		return common.Address{}, fmt.Errorf("%w: v is %d, want 27 or 28", ErrMalformedSignature, v)
	}
	r, s := new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:64])
	if !crypto.ValidateSignatureValues(v-27, r, s, true) {
		return common.Address{}, fmt.Errorf("%w: r or s out of range, or a high s", ErrMalformedSignature)
	}
	compact := append(append([]byte{}, sig[:64]...), v-27)
	pub, err := crypto.SigToPub(digest.Bytes(), compact)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %v", ErrMalformedSignature, err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}

// VerifyVoucher checks v against cfg as the contract's claim does, without a
// chain call: v names cfg's channel, and its signature recovers to cfg's
// payer authorizer. With a zero payer authorizer a signature of the payer's
// own key is accepted, and any other is ErrNeedsOnChainCheck (the payer may
// be an EIP-1271 wallet). It does not check amounts against the channel.
func (d Domain) VerifyVoucher(cfg Config, v Voucher) error {
	if v.ChannelID != d.ChannelID(cfg) {
		return ErrChannelIDMismatch
	}
	got, err := RecoverSigner(d.VoucherDigest(v.ChannelID, v.MaxClaimableAmount), v.Signature)
	want, byAuthorizer := cfg.VoucherSigner()
	if !byAuthorizer {
		if err == nil && got == cfg.Payer {
			return nil
		}
		return ErrNeedsOnChainCheck
	}
	if err != nil {
		return err
	}
	if got != want {
		return fmt.Errorf("%w: recovers to %s, want the payer authorizer %s", ErrWrongSigner, got.Hex(), want.Hex())
	}
	return nil
}
