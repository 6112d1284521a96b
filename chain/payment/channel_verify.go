package payment

import (
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/channel"
)

// ChannelError is a batch-settlement payment refused. Code is the scheme's
// error string (ErrChannel…), Reason says what is wrong and what to do.
// When Renew is set, the payment was well formed but the channel cannot
// pay this write as it stands (its voucher is out of step, its balance is
// short, a withdrawal is pending): the API answers with fresh terms (402),
// otherwise the payment is invalid as sent (403 payment_invalid).
type ChannelError struct {
	Code   string
	Reason string
	Renew  bool
	// State and Signature, for Code ErrChannelCumulativeMismatch, are the
	// channel's state and the signature of its ceiling: the corrective
	// 402 (Requirement.CorrectiveHeaderV2).
	State     *ChannelState
	Signature []byte
}

// Error implements error.
func (e *ChannelError) Error() string { return e.Code + ": " + e.Reason }

func channelErrorf(code, format string, args ...any) *ChannelError {
	return &ChannelError{Code: code, Reason: fmt.Sprintf(format, args...)}
}

// VerifyChannel checks everything about a batch-settlement payment p that
// needs neither the network nor the channel's state, against r (which
// must offer the scheme, r.Channel) at time now:
//
//   - p is x402 v2 on r's network, paying with r's asset;
//   - it is a voucher or a deposit (a refund pays for no write);
//   - the channel is ours: receiver r.PayTo, token r's asset, receiver
//     authorizer and withdrawal delay r.Channel's;
//   - the channel has a payer authorizer (vouchers are checked by ECDSA
//     here: EIP-1271 vouchers, which need the chain, are not taken);
//   - the voucher names the channel its config hashes to, and is signed
//     by the payer authorizer under the scheme's canonical domain;
//   - a deposit's ERC-3009 ReceiveWithAuthorization is signed by the
//     payer under r's USDC domain, for this channel, and valid now with
//     MinRemaining left.
//
// Refusals are *ChannelError (or *InvalidError when p is not a
// batch-settlement payment). Whether the voucher follows the channel's
// ceiling within its balance is the book's decision (Channels.Decide).
func VerifyChannel(p *Payment, r Requirement, now time.Time) error {
	if err := checkChannelPayment(p, r); err != nil {
		return err
	}
	v := p.Voucher
	if v.Type != VoucherTypeVoucher && v.Type != VoucherTypeDeposit {
		return channelErrorf(ErrChannelPayloadType, "a %q payload pays for no write; send a voucher or a deposit", v.Type)
	}
	if err := checkChannelVoucher(v, r); err != nil {
		return err
	}
	if v.Type == VoucherTypeDeposit {
		return checkDeposit(v, v.Voucher.ChannelID, r, now)
	}
	return nil
}

// checkChannelPayment checks that p is a batch-settlement payment in x402
// v2 on r's network, paying with r's asset, and that r offers the scheme.
func checkChannelPayment(p *Payment, r Requirement) error {
	if p == nil || p.Voucher == nil || p.Scheme != SchemeBatchSettlement {
		return invalidf("not a %s payment", SchemeBatchSettlement)
	}
	if r.Channel == nil {
		return invalidf("scheme %q is not offered here; pay with scheme %q", SchemeBatchSettlement, SchemeExact)
	}
	want := r.Asset.Network(V2)
	if p.Version != V2 || p.Network != want {
		return channelErrorf(ErrChannelNetworkMismatch, "network %q (x402 v%d) is not accepted; pay on %q with x402 v2", p.Network, p.Version, want)
	}
	token := r.Asset.VerifyingContract
	if p.Asset != token {
		return channelErrorf(ErrChannelTokenMismatch, "asset %s is not accepted; pay with %s at %s", p.Asset.Hex(), TokenSymbol, token.Hex())
	}
	return nil
}

// checkChannelVoucher checks that v's channel is ours, that its voucher
// names the channel its config hashes to and that the payer authorizer
// signed it.
func checkChannelVoucher(v *VoucherPayment, r Requirement) error {
	if err := checkOurChannel(v.Config, r); err != nil {
		return err
	}
	d := channel.CanonicalDomain(r.Asset.ChainID)
	id := d.ChannelID(v.Config)
	if v.Voucher.ChannelID != id {
		return channelErrorf(ErrChannelIDMismatch, "voucher names channel %s but its channelConfig hashes to %s", v.Voucher.ChannelID.Hex(), id.Hex())
	}
	if err := d.VerifyVoucher(v.Config, v.Voucher); err != nil {
		return channelErrorf(ErrChannelVoucherSignature, "voucher signature: %v; sign Voucher(channelId, maxClaimableAmount) with the payer authorizer %s under the domain {%q, %q, chainId %s, %s}",
			err, v.Config.PayerAuthorizer.Hex(), channel.DomainName, channel.DomainVersion, decimal(r.Asset.ChainID), channel.SettlementAddress.Hex())
	}
	return nil
}

// checkOurChannel refuses a channel config the service did not offer.
func checkOurChannel(c channel.Config, r Requirement) error {
	switch {
	case c.Receiver != r.PayTo:
		return channelErrorf(ErrChannelReceiverMismatch, "channel receiver %s is not payTo %s", c.Receiver.Hex(), r.PayTo.Hex())
	case c.ReceiverAuthorizer != r.Channel.ReceiverAuthorizer:
		return channelErrorf(ErrChannelAuthorizerMismatch, "channel receiverAuthorizer %s is not extra.receiverAuthorizer %s", c.ReceiverAuthorizer.Hex(), r.Channel.ReceiverAuthorizer.Hex())
	case c.Token != r.Asset.VerifyingContract:
		return channelErrorf(ErrChannelTokenMismatch, "channel token %s is not the asset %s", c.Token.Hex(), r.Asset.VerifyingContract.Hex())
	case c.WithdrawDelay != r.Channel.WithdrawDelay:
		return channelErrorf(ErrChannelWithdrawDelay, "channel withdrawDelay %d is not extra.withdrawDelay %d", c.WithdrawDelay, r.Channel.WithdrawDelay)
	case c.Payer == (common.Address{}):
		return channelErrorf(ErrChannelVoucherPayload, "channel payer is the zero address")
	case c.PayerAuthorizer == (common.Address{}):
		return channelErrorf(ErrChannelVoucherPayload, "channel payerAuthorizer is the zero address: vouchers checked by EIP-1271 are not taken; open a channel whose payerAuthorizer is the EOA that signs the vouchers")
	}
	return nil
}

// checkDeposit checks a deposit payload's ERC-3009 authorization.
func checkDeposit(v *VoucherPayment, id common.Hash, r Requirement, now time.Time) error {
	dep := v.Deposit
	if dep == nil || dep.ValidAfter == nil || dep.ValidBefore == nil || dep.Amount == nil {
		return channelErrorf(ErrChannelDepositPayload, "deposit payload without its amount or erc3009Authorization")
	}
	nowS := big.NewInt(now.Unix())
	if dep.ValidAfter.Cmp(nowS) > 0 {
		return channelErrorf(ErrChannelDepositValidAfter, "deposit authorization is not valid until validAfter %s; sign one valid now", dep.ValidAfter)
	}
	if dep.ValidBefore.Cmp(big.NewInt(now.Add(MinRemaining).Unix())) < 0 {
		return channelErrorf(ErrChannelDepositValidBefore, "deposit authorization expires at validBefore %s, too soon to deposit; sign a new one", dep.ValidBefore)
	}
	digest := channel.ReceiveAuthorizationDigest(r.Asset.Separator(), v.Config, id, *dep)
	signer, err := channel.RecoverSigner(digest, dep.Signature)
	if err != nil || signer != v.Config.Payer {
		why := fmt.Sprintf("recovers to %s", signer.Hex())
		if err != nil {
			why = err.Error()
		}
		return channelErrorf(ErrChannelDepositSignature, "deposit ReceiveWithAuthorization signature %s, not the payer %s; sign it with the payer under the %s domain {%q, %q} to the collector %s",
			why, v.Config.Payer.Hex(), TokenSymbol, r.Asset.Name, r.Asset.Version, channel.ERC3009CollectorAddress.Hex())
	}
	return nil
}

// AsChannelError returns err's *ChannelError, or nil.
func AsChannelError(err error) *ChannelError {
	var ce *ChannelError
	if errors.As(err, &ce) {
		return ce
	}
	return nil
}
