package deploytest

import (
	"crypto/ecdsa"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/deploy"
)

// USDCDomainSeparator is the EIP-712 domain separator of DevUSDC at the
// canonical Base USDC address on chainID: {name "USD Coin", version "2",
// chainId, verifyingContract CanonicalBaseUSDC}.
func USDCDomainSeparator(chainID *big.Int) common.Hash {
	return crypto.Keccak256Hash(
		crypto.Keccak256([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)")),
		crypto.Keccak256([]byte("USD Coin")),
		crypto.Keccak256([]byte("2")),
		common.BigToHash(chainID).Bytes(),
		common.LeftPadBytes(deploy.CanonicalBaseUSDC.Bytes(), 32),
	)
}

// TransferWithAuthorizationDigest is the EIP-712 digest a payer signs for an
// EIP-3009 TransferWithAuthorization of USDC at the canonical address.
func TransferWithAuthorizationDigest(chainID *big.Int, from, to common.Address, value, validAfter, validBefore *big.Int, nonce [32]byte) common.Hash {
	structHash := crypto.Keccak256Hash(
		crypto.Keccak256([]byte("TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)")),
		common.LeftPadBytes(from.Bytes(), 32),
		common.LeftPadBytes(to.Bytes(), 32),
		common.BigToHash(value).Bytes(),
		common.BigToHash(validAfter).Bytes(),
		common.BigToHash(validBefore).Bytes(),
		nonce[:],
	)
	return crypto.Keccak256Hash([]byte("\x19\x01"), USDCDomainSeparator(chainID).Bytes(), structHash.Bytes())
}

// SignTransferWithAuthorization signs, with key, a TransferWithAuthorization
// of value USDC base units to `to` valid in (validAfter, validBefore), as an
// x402 client does, and returns it as the treasury's Payment (v is 27/28).
func SignTransferWithAuthorization(tb testing.TB, chainID *big.Int, key *ecdsa.PrivateKey, to common.Address, value *big.Int, validAfter, validBefore uint64, nonce [32]byte) treasury.InkdTreasuryPayment {
	tb.Helper()
	from := crypto.PubkeyToAddress(key.PublicKey)
	after, before := new(big.Int).SetUint64(validAfter), new(big.Int).SetUint64(validBefore)
	digest := TransferWithAuthorizationDigest(chainID, from, to, value, after, before, nonce)
	sig, err := crypto.Sign(digest.Bytes(), key)
	if err != nil {
		tb.Fatalf("sign authorization: %v", err)
	}
	var r, s [32]byte
	copy(r[:], sig[:32])
	copy(s[:], sig[32:64])
	return treasury.InkdTreasuryPayment{
		From:        from,
		Value:       new(big.Int).Set(value),
		ValidAfter:  after,
		ValidBefore: before,
		Nonce:       nonce,
		V:           sig[64] + 27,
		R:           r,
		S:           s,
	}
}
