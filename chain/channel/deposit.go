package channel

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Deposit is a payer's ERC-3009 deposit authorization as the scheme's
// `erc3009Authorization` carries it: the payer signs ReceiveWithAuthorization
// (from the payer, to ERC3009CollectorAddress, value Amount, nonce
// DepositNonce(channel id, Salt)) under the token's EIP-712 domain.
type Deposit struct {
	// Amount is the deposit, in token base units (a uint128).
	Amount *big.Int
	// ValidAfter and ValidBefore bound the authorization (Unix seconds).
	ValidAfter, ValidBefore *big.Int
	// Salt is the payer's random uint256 that, with the channel id, makes
	// the ERC-3009 nonce.
	Salt *big.Int
	// Signature is the payer's 65-byte signature (or an EIP-1271 wallet's).
	Signature []byte
}

// DepositNonce returns the ERC-3009 nonce of a deposit into channelID:
// keccak256(abi.encode(channelID, salt)), binding the authorization to the
// channel the settlement contract credits.
func DepositNonce(channelID common.Hash, salt *big.Int) common.Hash {
	return crypto.Keccak256Hash(channelID.Bytes(), word(salt))
}

// ReceiveAuthorizationDigest returns the digest the payer of cfg signs for
// deposit dep into channelID, under the token's domain separator
// (USDC: payment.Domain{"USD Coin", "2", chain id, token}.Separator()).
func ReceiveAuthorizationDigest(tokenSeparator common.Hash, cfg Config, channelID common.Hash, dep Deposit) common.Hash {
	nonce := DepositNonce(channelID, dep.Salt)
	structHash := crypto.Keccak256(crypto.Keccak256([]byte(receiveAuthType)), addr(cfg.Payer), addr(ERC3009CollectorAddress),
		word(dep.Amount), word(dep.ValidAfter), word(dep.ValidBefore), nonce.Bytes())
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, tokenSeparator.Bytes(), structHash)
}

// CollectorData returns the ERC-3009 collector's argument of
// deposit(config, amount, ERC3009CollectorAddress, collectorData):
// abi.encode(uint256 validAfter, uint256 validBefore, uint256 salt, bytes signature).
func (dep Deposit) CollectorData() []byte {
	out := make([]byte, 0, 5*32+len(dep.Signature)+31)
	out = append(out, word(dep.ValidAfter)...)
	out = append(out, word(dep.ValidBefore)...)
	out = append(out, word(dep.Salt)...)
	out = append(out, word(big.NewInt(4*32))...) // offset of the bytes
	out = append(out, word(big.NewInt(int64(len(dep.Signature))))...)
	out = append(out, common.RightPadBytes(dep.Signature, (len(dep.Signature)+31)/32*32)...)
	return out
}
