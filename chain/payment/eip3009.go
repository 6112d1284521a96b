package payment

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// EIP712DomainType is the EIP-712 type string of the domain USDC (FiatToken
// v2) signs over: no salt, all four other fields present.
const EIP712DomainType = "EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"

// TransferWithAuthorizationType is the EIP-712 type string of an EIP-3009
// transfer authorization, the message x402 "exact" EVM clients sign.
const TransferWithAuthorizationType = "TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"

// DomainTypeHash returns keccak256(EIP712DomainType).
func DomainTypeHash() common.Hash {
	return crypto.Keccak256Hash([]byte(EIP712DomainType))
}

// TransferWithAuthorizationTypeHash returns
// keccak256(TransferWithAuthorizationType), the constant
// TRANSFER_WITH_AUTHORIZATION_TYPEHASH of the USDC contract.
func TransferWithAuthorizationTypeHash() common.Hash {
	return crypto.Keccak256Hash([]byte(TransferWithAuthorizationType))
}

// Domain is the EIP-712 domain of the USDC contract. On Base mainnet it is
// {"USD Coin", "2", 8453, 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913}; the
// development chain reuses it so that unmodified x402 clients (which take name
// and version from the offer and the chain id from the network name) produce
// signatures that verify there too.
type Domain struct {
	// Name is the token's EIP-712 name, e.g. "USD Coin".
	Name string
	// Version is the token's EIP-712 version, e.g. "2".
	Version string
	// ChainID is the EIP-155 chain id. nil is encoded as 0.
	ChainID *big.Int
	// VerifyingContract is the token contract address.
	VerifyingContract common.Address
}

// Separator returns the EIP-712 domain separator, equal to the contract's
// DOMAIN_SEPARATOR().
func (d Domain) Separator() common.Hash {
	return crypto.Keccak256Hash(
		DomainTypeHash().Bytes(),
		crypto.Keccak256([]byte(d.Name)),
		crypto.Keccak256([]byte(d.Version)),
		word(d.ChainID),
		common.LeftPadBytes(d.VerifyingContract.Bytes(), 32),
	)
}

// Authorization is an EIP-3009 TransferWithAuthorization message: From allows
// anyone holding the signature to move Value base units to To, once (Nonce),
// while ValidAfter < block.timestamp < ValidBefore (Unix seconds).
type Authorization struct {
	// From is the payer and the signer.
	From common.Address
	// To is the recipient (the x402 payTo).
	To common.Address
	// Value is the amount in token base units (USDC: 6 decimals).
	Value *big.Int
	// ValidAfter is the Unix second after which the authorization may be used.
	ValidAfter *big.Int
	// ValidBefore is the Unix second before which the authorization must be used.
	ValidBefore *big.Int
	// Nonce is the payer-chosen unique 32-byte nonce.
	Nonce [32]byte
}

// StructHash returns the EIP-712 hashStruct of the authorization.
func (a Authorization) StructHash() common.Hash {
	return crypto.Keccak256Hash(
		TransferWithAuthorizationTypeHash().Bytes(),
		common.LeftPadBytes(a.From.Bytes(), 32),
		common.LeftPadBytes(a.To.Bytes(), 32),
		word(a.Value),
		word(a.ValidAfter),
		word(a.ValidBefore),
		a.Nonce[:],
	)
}

// Digest returns the EIP-712 digest keccak256(0x1901 ‖ separator ‖ hashStruct)
// that the payer signs.
func (d Domain) Digest(a Authorization) common.Hash {
	sep := d.Separator()
	sh := a.StructHash()
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, sep[:], sh[:])
}

// word encodes x as a 32-byte big-endian uint256. nil is 0; values outside
// [0, 2^256) are reduced modulo 2^256, as the EVM would. ParseHeader never
// produces such values.
func word(x *big.Int) []byte {
	out := make([]byte, 32)
	if x == nil {
		return out
	}
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	return new(big.Int).And(x, mask).FillBytes(out)
}
