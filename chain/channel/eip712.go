package channel

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
)

// EIP-712 type strings of the scheme, as X402BatchSettlement and the npm
// client define them.
const (
	DomainType      = "EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"
	ConfigType      = "ChannelConfig(address payer,address payerAuthorizer,address receiver,address receiverAuthorizer,address token,uint40 withdrawDelay,bytes32 salt)"
	VoucherType     = "Voucher(bytes32 channelId,uint128 maxClaimableAmount)"
	RefundType      = "Refund(bytes32 channelId,uint256 nonce,uint128 amount)"
	ClaimEntryType  = "ClaimEntry(bytes32 channelId,uint128 maxClaimableAmount,uint128 totalClaimed)"
	ClaimBatchType  = "ClaimBatch(ClaimEntry[] claims)" + ClaimEntryType
	DomainName      = "x402 Batch Settlement"
	DomainVersion   = "1"
	receiveAuthType = "ReceiveWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
)

var (
	domainTypeHash     = crypto.Keccak256([]byte(DomainType))
	configTypeHash     = crypto.Keccak256([]byte(ConfigType))
	voucherTypeHash    = crypto.Keccak256([]byte(VoucherType))
	refundTypeHash     = crypto.Keccak256([]byte(RefundType))
	claimEntryTypeHash = crypto.Keccak256([]byte(ClaimEntryType))
	claimBatchTypeHash = crypto.Keccak256([]byte(ClaimBatchType))
)

// Domain is the scheme's EIP-712 domain on one chain: name DomainName,
// version DomainVersion, ChainID, and the settlement contract's address.
type Domain struct {
	// ChainID is the EIP-155 chain id; nil is encoded as 0.
	ChainID *big.Int
	// VerifyingContract is the settlement contract, SettlementAddress
	// everywhere the scheme is deployed.
	VerifyingContract common.Address
}

// CanonicalDomain returns the domain of the settlement contract at
// SettlementAddress on chain chainID: the one clients sign under.
func CanonicalDomain(chainID *big.Int) Domain {
	return Domain{ChainID: chainID, VerifyingContract: SettlementAddress}
}

// ChannelID returns cfg's channel id under the canonical domain of chainID,
// as the npm client's computeChannelId does.
func ChannelID(cfg Config, chainID *big.Int) common.Hash {
	return CanonicalDomain(chainID).ChannelID(cfg)
}

// Separator returns the domain separator (the contract's DOMAIN_SEPARATOR()).
func (d Domain) Separator() common.Hash {
	return crypto.Keccak256Hash(domainTypeHash, crypto.Keccak256([]byte(DomainName)), crypto.Keccak256([]byte(DomainVersion)),
		word(d.ChainID), addr(d.VerifyingContract))
}

// ChannelID returns the EIP-712 hash of cfg, the contract's getChannelId.
// A WithdrawDelay beyond uint40 is truncated as no contract call could carry
// it; Config.Check refuses it first.
func (d Domain) ChannelID(cfg Config) common.Hash {
	return d.typedData(crypto.Keccak256(configTypeHash, addr(cfg.Payer), addr(cfg.PayerAuthorizer),
		addr(cfg.Receiver), addr(cfg.ReceiverAuthorizer), addr(cfg.Token),
		word(new(big.Int).SetUint64(cfg.WithdrawDelay&(1<<40-1))), cfg.Salt.Bytes()))
}

// VoucherDigest returns what the payer (authorizer) signs to let channelID
// pay up to maxClaimableAmount in total (the contract's getVoucherDigest).
// Amounts here and below are uint128 values; CheckAmount tells one that is not.
func (d Domain) VoucherDigest(channelID common.Hash, maxClaimableAmount *big.Int) common.Hash {
	return d.typedData(crypto.Keccak256(voucherTypeHash, channelID.Bytes(), word(maxClaimableAmount)))
}

// RefundDigest returns what the receiver authorizer signs for
// refundWithSignature(config, amount, nonce, …) (the contract's getRefundDigest).
func (d Domain) RefundDigest(channelID common.Hash, nonce, amount *big.Int) common.Hash {
	return d.typedData(crypto.Keccak256(refundTypeHash, channelID.Bytes(), word(nonce), word(amount)))
}

// ClaimEntry is one row of a claim batch as the receiver authorizer signs it.
type ClaimEntry struct {
	// ChannelID is the row's channel.
	ChannelID common.Hash
	// MaxClaimableAmount is the ceiling of the row's voucher.
	MaxClaimableAmount *big.Int
	// TotalClaimed is the channel's new cumulative claimed total.
	TotalClaimed *big.Int
}

// ClaimBatchDigest returns what the receiver authorizer signs for
// claimWithSignature over rows in this order (the contract's
// getClaimBatchDigest).
func (d Domain) ClaimBatchDigest(entries []ClaimEntry) common.Hash {
	hashes := make([][]byte, len(entries))
	for i, e := range entries {
		hashes[i] = crypto.Keccak256(claimEntryTypeHash, e.ChannelID.Bytes(), word(e.MaxClaimableAmount), word(e.TotalClaimed))
	}
	return d.typedData(crypto.Keccak256(claimBatchTypeHash, crypto.Keccak256(hashes...)))
}

func (d Domain) typedData(structHash []byte) common.Hash {
	sep := d.Separator()
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, sep.Bytes(), structHash)
}

// maxUint128 is 2^128 - 1.
var maxUint128 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1))

// CheckAmount reports whether x is a uint128 (0 ≤ x < 2^128), the type of
// every amount in the scheme; hashes of other values match no contract call.
func CheckAmount(x *big.Int) bool {
	return x != nil && x.Sign() >= 0 && x.Cmp(maxUint128) <= 0
}

// word encodes x as a 32-byte big-endian uint256 (two's complement modulo
// 2^256, as the EVM would); nil is 0.
func word(x *big.Int) []byte {
	if x == nil {
		return make([]byte, 32)
	}
	return math.U256Bytes(new(big.Int).Set(x))
}

// addr encodes a as an ABI address word.
func addr(a common.Address) []byte {
	return common.LeftPadBytes(a.Bytes(), 32)
}
