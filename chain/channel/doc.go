// Package channel holds the Go side of the x402 `batch-settlement` scheme's
// payment channels (coinbase/x402 specs/schemes/batch-settlement): the
// channel config, the canonical addresses of the X402BatchSettlement escrow
// and its ERC-3009 deposit collector (chain/contracts/src), and the EIP-712
// hashing both sides sign under the domain {"x402 Batch Settlement", "1",
// chainId, X402BatchSettlement}: channel ids, payer vouchers, refunds, claim
// batches, and the ERC-3009 deposit nonce and collector data. Every hash
// equals the contract's view of it (getChannelId, getVoucherDigest, …) and
// the npm client @x402/evm's (tests compare both).
//
//	cfg := channel.Config{Payer: p, PayerAuthorizer: a, Receiver: r,
//		ReceiverAuthorizer: ra, Token: usdc, WithdrawDelay: 900}
//	d := channel.CanonicalDomain(big.NewInt(8453))
//	id := d.ChannelID(cfg)
//	err := d.VerifyVoucher(cfg, channel.Voucher{ChannelID: id, MaxClaimableAmount: max, Signature: sig})
//
// The package does no I/O; it knows nothing of Redis, HTTP or the chain.
package channel
