package payclient

// The payer's side of a batch-settlement channel: the state the client
// keeps between writes (and processes), the voucher (with a deposit when
// the balance does not cover it) it signs for a write, and how the
// server's answers move that state. Nothing here does I/O: the caller
// persists a Channel before it sends what was signed from it.

import (
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/payment"
)

// DefaultDepositFees is the deposit, in fees, when the offer announces no
// usable minDeposit: the reference client's default multiplier.
const DefaultDepositFees = 5

// Channel is a payer's channel as the client keeps it.
type Channel struct {
	// Config is the channel's configuration (salt included); its EIP-712
	// hash under the canonical domain of ChainID is ID.
	Config  channel.Config `json:"config"`
	ChainID *big.Int       `json:"chainId"`
	ID      common.Hash    `json:"channelId"`
	// Ceiling is the highest voucher ceiling this client signed that the
	// server may have accepted: the next voucher is Ceiling + its fee, and
	// no voucher below it is ever signed.
	Ceiling *big.Int `json:"ceiling"`
	// Signature is the voucher of Ceiling (empty at 0).
	Signature hexutil.Bytes `json:"signature,omitempty"`
	// Balance is the channel's deposits as the server last confirmed them.
	Balance *big.Int `json:"balance"`
	// Charged is the ceiling the server last confirmed (a PAYMENT-RESPONSE
	// or a corrective 402): what the channel owes for writes.
	Charged *big.Int `json:"charged"`
}

// ChannelConfig is the config of c's channel for o: c's wallet pays and
// signs the vouchers (payerAuthorizer, as the reference client sets it),
// the offer's receiver, receiver authorizer, token and withdrawal delay,
// and the zero salt (the reference client's default: one channel per
// payer and service, found again from the key alone).
func (c *Client) ChannelConfig(o *ChannelOffer) channel.Config {
	r := o.Requirement
	return channel.Config{
		Payer: c.Address(), PayerAuthorizer: c.Address(),
		Receiver: r.PayTo, ReceiverAuthorizer: r.Channel.ReceiverAuthorizer,
		Token: r.Asset.VerifyingContract, WithdrawDelay: r.Channel.WithdrawDelay,
	}
}

// NewChannel is a channel this client has not paid from yet.
func NewChannel(cfg channel.Config, chainID *big.Int) *Channel {
	return &Channel{Config: cfg, ChainID: chainID, ID: channel.ChannelID(cfg, chainID),
		Ceiling: new(big.Int), Balance: new(big.Int), Charged: new(big.Int)}
}

// Voucher is a voucher payment signed for one write.
type Voucher struct {
	// Header is the PAYMENT-SIGNATURE value.
	Header string `json:"-"`
	// Channel is the channel it pays from.
	Channel common.Hash `json:"channelId"`
	// Ceiling is the voucher's maxClaimableAmount; Fee the write's share of it.
	Ceiling *big.Int `json:"ceiling"`
	Fee     *big.Int `json:"fee"`
	// Deposit is the amount deposited with it, nil for a voucher alone.
	Deposit *big.Int `json:"deposit,omitempty"`
	// ValidBefore is the deposit authorization's expiry (Unix seconds), 0
	// for a voucher alone (it does not expire).
	ValidBefore int64 `json:"validBefore,omitempty"`
	// Previous and PreviousSignature are the channel's ceiling before it,
	// restored when the voucher proves unused.
	Previous          *big.Int      `json:"previous"`
	PreviousSignature hexutil.Bytes `json:"previousSignature,omitempty"`
}

// DepositPolicy bounds the deposits a client makes.
type DepositPolicy struct {
	// Min, when set, raises every deposit to at least this amount.
	Min *big.Int
	// Max, when set, caps a deposit the offer sizes (its minDeposit) at
	// this amount, or at Min when that is higher, as the reference
	// client caps it by its spend controls; a deposit the ceiling needs
	// above the cap is refused.
	Max *big.Int
}

// SignVoucher signs the voucher of the next write on ch under offer o:
// ceiling ch.Ceiling + fee, with an ERC-3009 deposit when the confirmed
// balance does not cover it, sized by depositAmount. It advances ch to
// the new ceiling; the caller saves ch before it sends Header.
func (c *Client) SignVoucher(ch *Channel, o *ChannelOffer, dp DepositPolicy) (*Voucher, error) {
	r := o.Requirement
	if ch.ID != channel.ChannelID(c.ChannelConfig(o), r.Asset.ChainID) || ch.ChainID.Cmp(r.Asset.ChainID) != 0 {
		return nil, fmt.Errorf("the offer's channel is not channel %s", ch.ID.Hex())
	}
	fee := r.Amount
	if c.MaxValue != nil && fee.Cmp(c.MaxValue) > 0 {
		return nil, fmt.Errorf("terms ask %s, above the cap of %s", fee, c.MaxValue)
	}
	ceiling := new(big.Int).Add(ch.Ceiling, fee)
	if !channel.CheckAmount(ceiling) {
		return nil, fmt.Errorf("voucher ceiling %s does not fit in uint128", ceiling)
	}
	domain := channel.CanonicalDomain(ch.ChainID)
	sig, err := channel.Sign(domain.VoucherDigest(ch.ID, ceiling), c.Key)
	if err != nil {
		return nil, err
	}
	v := &Voucher{Channel: ch.ID, Ceiling: ceiling, Fee: new(big.Int).Set(fee), Previous: ch.Ceiling, PreviousSignature: ch.Signature}
	p := payment.VoucherPayment{Type: payment.VoucherTypeVoucher, Config: ch.Config,
		Voucher: channel.Voucher{ChannelID: ch.ID, MaxClaimableAmount: ceiling, Signature: sig}}
	if ceiling.Cmp(ch.Balance) > 0 {
		amount, err := depositAmount(ceiling, ch.Balance, o, dp)
		if err != nil {
			return nil, err
		}
		if p.Deposit, err = c.signDeposit(ch, o, amount); err != nil {
			return nil, err
		}
		p.Type, v.Deposit, v.ValidBefore = payment.VoucherTypeDeposit, p.Deposit.Amount, p.Deposit.ValidBefore.Int64()
	}
	if v.Header, err = payment.EncodeVoucherHeader(r, p); err != nil {
		return nil, err
	}
	ch.Ceiling, ch.Signature = ceiling, sig
	return v, nil
}

// depositAmount sizes a deposit as the reference client does: the
// offer's minDeposit (else DefaultDepositFees fees), at least what the
// ceiling needs above the balance; raised to dp.Min, capped by dp.Max.
func depositAmount(ceiling, balance *big.Int, o *ChannelOffer, dp DepositPolicy) (*big.Int, error) {
	needed := new(big.Int).Sub(ceiling, balance)
	amount := o.MinDeposit
	if amount == nil {
		amount = new(big.Int).Mul(o.Requirement.Amount, big.NewInt(DefaultDepositFees))
	}
	amount = maxOf(amount, needed, dp.Min)
	if dp.Max != nil {
		limit := maxOf(dp.Max, dp.Min)
		if needed.Cmp(limit) > 0 {
			return nil, fmt.Errorf("the channel needs a deposit of %s, above the cap of %s", needed, limit)
		}
		if amount.Cmp(limit) > 0 {
			amount = limit
		}
	}
	return new(big.Int).Set(amount), nil
}

// maxOf is the largest of xs, nil ones left out; xs[0] is not nil.
func maxOf(xs ...*big.Int) *big.Int {
	m := xs[0]
	for _, x := range xs[1:] {
		if x != nil && x.Cmp(m) > 0 {
			m = x
		}
	}
	return m
}

// signDeposit signs the ERC-3009 ReceiveWithAuthorization of a deposit of
// amount into ch, valid from now for the offer's timeout.
func (c *Client) signDeposit(ch *Channel, o *ChannelOffer, amount *big.Int) (*channel.Deposit, error) {
	r := o.Requirement
	salt, err := c.nonce()
	if err != nil {
		return nil, err
	}
	auth := r.Authorization(c.Address(), salt, c.now())
	dep := channel.Deposit{Amount: amount, ValidAfter: new(big.Int), ValidBefore: auth.ValidBefore,
		Salt: new(big.Int).SetBytes(salt[:])}
	digest := channel.ReceiveAuthorizationDigest(r.Asset.Separator(), ch.Config, ch.ID, dep)
	if dep.Signature, err = channel.Sign(digest, c.Key); err != nil {
		return nil, err
	}
	return &dep, nil
}

// Unused restores ch's ceiling from before v when v proves unused (the
// server refused it before accepting it) and nothing was signed since.
func (ch *Channel) Unused(v *Voucher) {
	if ch.Ceiling.Cmp(v.Ceiling) == 0 {
		ch.Ceiling, ch.Signature = v.Previous, v.PreviousSignature
	}
}

// Settled takes the voucher PAYMENT-RESPONSE header of a write v paid:
// the channel's balance and, when it is v's ceiling, its charged amount.
// A response of another channel or one that does not decode is ignored, as
// the reference client does.
func (ch *Channel) Settled(header string, v *Voucher) {
	b, err := base64.StdEncoding.DecodeString(strings.TrimSpace(header))
	if err != nil {
		return
	}
	var resp struct {
		Success bool `json:"success"`
		Extra   struct {
			ChargedAmount string        `json:"chargedAmount"`
			ChannelState  ServerChannel `json:"channelState"`
		} `json:"extra"`
	}
	if json.Unmarshal(b, &resp) != nil || !resp.Success || common.HexToHash(resp.Extra.ChannelState.ChannelID) != ch.ID {
		return
	}
	if bal, ok := new(big.Int).SetString(resp.Extra.ChannelState.Balance, 10); ok {
		ch.Balance = bal
	}
	if charged, ok := new(big.Int).SetString(resp.Extra.ChannelState.ChargedCumulativeAmount, 10); ok && charged.Cmp(v.Ceiling) == 0 {
		ch.Charged = charged
	}
}

// ErrBehindSigned: a corrective 402 names a ceiling below one this client
// signed (a write whose answer was lost and that the server never
// accepted): the client never signs below it. Running that write again
// presents its voucher.
var ErrBehindSigned = errors.New("the server's channel ceiling is below a voucher this client signed")

// Recover takes a corrective 402's channel state into ch, as the
// reference client does: the server's charged amount, once the
// voucherState signature recovers to this client's voucher signer over
// (channel, signedMaxClaimable) with charged ≤ signedMaxClaimable. A
// state without a signature is taken only for a channel that never
// charged (0). It refuses a ceiling below ch's (ErrBehindSigned).
func (c *Client) Recover(ch *Channel, o *ChannelOffer) error {
	s := o.State
	if s == nil || common.HexToHash(s.ChannelID) != ch.ID {
		return fmt.Errorf("the corrective 402 carries no state of channel %s", ch.ID.Hex())
	}
	charged, ok := new(big.Int).SetString(s.ChargedCumulativeAmount, 10)
	if !ok || !channel.CheckAmount(charged) {
		return fmt.Errorf("corrective 402: chargedCumulativeAmount %q is not an amount", s.ChargedCumulativeAmount)
	}
	balance, ok := new(big.Int).SetString(s.Balance, 10)
	if !ok || balance.Sign() < 0 {
		return fmt.Errorf("corrective 402: balance %q is not an amount", s.Balance)
	}
	var sig []byte
	switch {
	case o.Voucher != nil:
		signed, ok := new(big.Int).SetString(o.Voucher.SignedMaxClaimable, 10)
		if !ok || charged.Cmp(signed) > 0 {
			return fmt.Errorf("corrective 402: charged %s is above the signed ceiling %q", charged, o.Voucher.SignedMaxClaimable)
		}
		raw, err := hex.DecodeString(strings.TrimPrefix(o.Voucher.Signature, "0x"))
		if err != nil {
			return fmt.Errorf("corrective 402: voucher state signature: %w", err)
		}
		got, err := channel.RecoverSigner(channel.CanonicalDomain(ch.ChainID).VoucherDigest(ch.ID, signed), raw)
		if err != nil || got != c.Address() {
			return fmt.Errorf("corrective 402: the voucher state is not signed by %s", c.Address().Hex())
		}
		if charged.Cmp(signed) == 0 {
			sig = raw
		}
	case charged.Sign() != 0:
		return fmt.Errorf("corrective 402: charged %s comes without the signature of its voucher", charged)
	}
	if charged.Cmp(ch.Ceiling) < 0 {
		return fmt.Errorf("%w (%s < %s on channel %s)", ErrBehindSigned, charged, ch.Ceiling, ch.ID.Hex())
	}
	ch.Ceiling, ch.Signature, ch.Charged, ch.Balance = charged, sig, new(big.Int).Set(charged), balance
	return nil
}

// ShortOfBalance records that the server found ch's balance short of the
// ceiling (a refusal for the balance, or an unknown channel): the next
// voucher carries a deposit.
func (ch *Channel) ShortOfBalance() {
	ch.Balance = new(big.Int).Set(ch.Ceiling)
}
