package ans104

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Sizes of the Ethereum (type 3) signature and owner fields.
const (
	// SignatureTypeEthereum is the ANS-104 signature type of Ethereum keys.
	SignatureTypeEthereum uint16 = 3
	// SignatureSize is the length of an r ‖ s ‖ v signature.
	SignatureSize = 65
	// OwnerSize is the length of an uncompressed secp256k1 public key.
	OwnerSize = 65
)

// Signer signs data items. Implementations may be remote (a KMS); Sign must
// be safe for concurrent use.
type Signer interface {
	// Owner returns the signer's 65-byte uncompressed public key. The caller
	// must not modify it.
	Owner() []byte
	// Sign returns the EIP-191 personal-sign signature of the 48-byte deep
	// hash as r ‖ s ‖ v with v ∈ {27, 28} and s in the lower half of the
	// curve order.
	Sign(ctx context.Context, deepHash [DeepHashSize]byte) ([]byte, error)
}

// EthereumSigner signs with an in-memory secp256k1 key. Signatures are
// deterministic (RFC 6979), so the same key, tags, anchor, target and data
// always produce the same item id.
type EthereumSigner struct {
	key   *ecdsa.PrivateKey
	owner []byte
}

var _ Signer = (*EthereumSigner)(nil)

// NewEthereumSigner returns a signer for key, which must be a secp256k1 key.
func NewEthereumSigner(key *ecdsa.PrivateKey) (*EthereumSigner, error) {
	if key == nil || key.D == nil {
		return nil, errors.New("ans104: nil signing key")
	}
	if key.Curve != crypto.S256() {
		return nil, errors.New("ans104: signing key is not secp256k1")
	}
	return &EthereumSigner{key: key, owner: crypto.FromECDSAPub(&key.PublicKey)}, nil
}

// Owner implements Signer.
func (s *EthereumSigner) Owner() []byte { return s.owner }

// Address returns the Ethereum address of the key: the account Turbo charges
// for uploads signed by it.
func (s *EthereumSigner) Address() common.Address { return crypto.PubkeyToAddress(s.key.PublicKey) }

// Sign implements Signer.
func (s *EthereumSigner) Sign(_ context.Context, deepHash [DeepHashSize]byte) ([]byte, error) {
	sig, err := crypto.Sign(textHash(deepHash), s.key)
	if err != nil {
		return nil, fmt.Errorf("ans104: sign: %w", err)
	}
	sig[64] += 27
	return sig, nil
}

// OwnerAddress returns the Ethereum address of a 65-byte owner field.
func OwnerAddress(owner []byte) (common.Address, error) {
	pub, err := crypto.UnmarshalPubkey(owner)
	if err != nil {
		return common.Address{}, malformed("owner is not an uncompressed secp256k1 public key")
	}
	return crypto.PubkeyToAddress(*pub), nil
}

// verifySignature checks that sig is a low-s EIP-191 signature of deepHash by
// the key owner. Errors wrap ErrInvalidSignature.
func verifySignature(owner, sig []byte, deepHash [DeepHashSize]byte) error {
	if len(sig) != SignatureSize {
		return fmt.Errorf("%w: %d-byte signature", ErrInvalidSignature, len(sig))
	}
	if err := checkSignatureValues(sig); err != nil {
		return err
	}
	var rsv [SignatureSize]byte
	copy(rsv[:], sig)
	rsv[64] -= 27
	pub, err := crypto.Ecrecover(textHash(deepHash), rsv[:])
	if err != nil {
		return fmt.Errorf("%w: recover: %v", ErrInvalidSignature, err)
	}
	if !bytes.Equal(pub, owner) {
		return fmt.Errorf("%w: signer is not the owner", ErrInvalidSignature)
	}
	return nil
}

// textHash is the EIP-191 personal-sign hash of a deep hash.
func textHash(deepHash [DeepHashSize]byte) []byte { return accounts.TextHash(deepHash[:]) }
