package payment

// The payload of the x402 `batch-settlement` scheme (coinbase/x402
// specs/schemes/batch-settlement/scheme_batch_settlement_evm.md): a signed
// cumulative voucher on a payment channel, with a deposit into the channel
// or a refund request.

import (
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/channel"
)

// SchemeBatchSettlement is the x402 scheme of paying by voucher on a
// payment channel (x402 v2 only).
const SchemeBatchSettlement = "batch-settlement"

// The payload types of the batch-settlement scheme.
const (
	// VoucherTypeVoucher: a voucher alone, on a funded channel.
	VoucherTypeVoucher = "voucher"
	// VoucherTypeDeposit: a voucher with an ERC-3009 deposit into the
	// channel (the first payment, or a top-up).
	VoucherTypeDeposit = "deposit"
	// VoucherTypeRefund: a zero-charge voucher asking for a cooperative
	// refund of the channel's unclaimed balance.
	VoucherTypeRefund = "refund"
)

// VoucherPayment is the payload of a batch-settlement payment: Payment.Voucher.
type VoucherPayment struct {
	// Type is VoucherTypeVoucher, VoucherTypeDeposit or VoucherTypeRefund.
	Type string
	// Config is the channel's configuration as the client built it.
	Config channel.Config
	// Voucher is the signed cumulative ceiling (channelId,
	// maxClaimableAmount, signature).
	Voucher channel.Voucher
	// Deposit is the ERC-3009 deposit of a deposit payload, nil otherwise.
	Deposit *channel.Deposit
	// RefundAmount is the amount a refund payload asks back; nil asks for
	// all of the unclaimed balance (and for other types).
	RefundAmount *big.Int
}

// Payer is the channel's payer: who pays the write.
func (v *VoucherPayment) Payer() common.Address { return v.Config.Payer }

// parseVoucherPayment reads a batch-settlement payload (payment.payload).
func parseVoucherPayment(payload object) (*VoucherPayment, error) {
	const path = "payment.payload"
	v := &VoucherPayment{}
	var err error
	if v.Type, err = payload.str("type", path); err != nil {
		return nil, err
	}
	switch v.Type {
	case VoucherTypeVoucher, VoucherTypeDeposit, VoucherTypeRefund:
	default:
		return nil, invalidf("%s.type %q is not a batch-settlement payload type; send %q, %q or %q",
			path, clipString(v.Type), VoucherTypeVoucher, VoucherTypeDeposit, VoucherTypeRefund)
	}
	cfg, err := payload.object("channelConfig", path)
	if err != nil {
		return nil, err
	}
	if v.Config, err = parseChannelConfig(cfg, path+".channelConfig"); err != nil {
		return nil, err
	}
	vo, err := payload.object("voucher", path)
	if err != nil {
		return nil, err
	}
	if v.Voucher, err = parseVoucher(vo, path+".voucher"); err != nil {
		return nil, err
	}
	switch v.Type {
	case VoucherTypeDeposit:
		dep, err := payload.object("deposit", path)
		if err != nil {
			return nil, err
		}
		if v.Deposit, err = parseDeposit(dep, path+".deposit"); err != nil {
			return nil, err
		}
	case VoucherTypeRefund:
		if _, ok := payload["amount"]; ok {
			if v.RefundAmount, err = payload.uint256("amount", path); err != nil {
				return nil, err
			}
			if !channel.CheckAmount(v.RefundAmount) || v.RefundAmount.Sign() == 0 {
				return nil, invalidf("%s.amount must be a positive uint128, got %s", path, v.RefundAmount)
			}
		}
	}
	return v, nil
}

func parseChannelConfig(o object, path string) (channel.Config, error) {
	var c channel.Config
	var err error
	for _, f := range []struct {
		key string
		dst *common.Address
	}{{"payer", &c.Payer}, {"payerAuthorizer", &c.PayerAuthorizer}, {"receiver", &c.Receiver},
		{"receiverAuthorizer", &c.ReceiverAuthorizer}, {"token", &c.Token}} {
		if *f.dst, err = o.address(f.key, path); err != nil {
			return c, err
		}
	}
	raw, ok := o["withdrawDelay"]
	if !ok {
		return c, invalidf("%s.withdrawDelay is missing", path)
	}
	var delay json.Number
	if err := json.Unmarshal(raw, &delay); err != nil || len(raw) == 0 || raw[0] == '"' {
		return c, invalidf("%s.withdrawDelay must be a number of seconds, got %s", path, clip(raw))
	}
	d, ok := new(big.Int).SetString(delay.String(), 10)
	if !ok || d.Sign() < 0 || d.BitLen() > 40 {
		return c, invalidf("%s.withdrawDelay must be a whole number of seconds below 2^40, got %s", path, clip(raw))
	}
	c.WithdrawDelay = d.Uint64()
	c.Salt, err = o.word("salt", path)
	return c, err
}

func parseVoucher(o object, path string) (channel.Voucher, error) {
	var v channel.Voucher
	var err error
	if v.ChannelID, err = o.word("channelId", path); err != nil {
		return v, err
	}
	if v.MaxClaimableAmount, err = o.uint256("maxClaimableAmount", path); err != nil {
		return v, err
	}
	if !channel.CheckAmount(v.MaxClaimableAmount) {
		return v, invalidf("%s.maxClaimableAmount %s does not fit in uint128", path, v.MaxClaimableAmount)
	}
	sig, err := o.str("signature", path)
	if err != nil {
		return v, err
	}
	v.Signature, err = hexBytes(sig, path+".signature")
	return v, err
}

func parseDeposit(o object, path string) (*channel.Deposit, error) {
	d := &channel.Deposit{}
	var err error
	if d.Amount, err = o.uint256("amount", path); err != nil {
		return nil, err
	}
	if !channel.CheckAmount(d.Amount) || d.Amount.Sign() == 0 {
		return nil, invalidf("%s.amount must be a positive uint128, got %s", path, d.Amount)
	}
	auth, err := o.object("authorization", path)
	if err != nil {
		return nil, err
	}
	if _, ok := auth["permit2Authorization"]; ok {
		return nil, invalidf("%s.authorization.permit2Authorization is not taken; deposit USDC with erc3009Authorization (assetTransferMethod eip3009)", path)
	}
	path += ".authorization"
	e, err := auth.object("erc3009Authorization", path)
	if err != nil {
		return nil, err
	}
	path += ".erc3009Authorization"
	if d.ValidAfter, err = e.uint256("validAfter", path); err != nil {
		return nil, err
	}
	if d.ValidBefore, err = e.uint256("validBefore", path); err != nil {
		return nil, err
	}
	salt, err := e.word("salt", path)
	if err != nil {
		return nil, err
	}
	d.Salt = salt.Big()
	sig, err := e.str("signature", path)
	if err != nil {
		return nil, err
	}
	if d.Signature, err = hexBytes(sig, path+".signature"); err != nil {
		return nil, err
	}
	return d, nil
}

// word reads a 32-byte value sent as 0x followed by 64 hex digits.
func (o object) word(key, path string) (common.Hash, error) {
	s, err := o.str(key, path)
	if err != nil {
		return common.Hash{}, err
	}
	if !isHexString(s, 64) {
		return common.Hash{}, invalidf("%s.%s must be 0x followed by 64 hex digits, got %q", path, key, clipString(s))
	}
	return common.HexToHash(s), nil
}

// EncodeVoucherHeader builds the PAYMENT-SIGNATURE value a batch-settlement
// client sends for v against r ({x402Version:2, resource, accepted: r's
// batch-settlement offer, payload}), standard base64 of JSON. r must offer
// the scheme (r.Channel). It is for the Go paying client and for tests.
func EncodeVoucherHeader(r Requirement, v VoucherPayment) (string, error) {
	if r.Channel == nil {
		return "", fmt.Errorf("encode voucher header: the requirement does not offer %s", SchemeBatchSettlement)
	}
	payload := map[string]any{
		"type":          v.Type,
		"channelConfig": v.Config,
		"voucher": map[string]any{
			"channelId":          v.Voucher.ChannelID.Hex(),
			"maxClaimableAmount": decimal(v.Voucher.MaxClaimableAmount),
			"signature":          "0x" + hex.EncodeToString(v.Voucher.Signature),
		},
	}
	if d := v.Deposit; d != nil {
		payload["deposit"] = map[string]any{
			"amount": decimal(d.Amount),
			"authorization": map[string]any{"erc3009Authorization": map[string]any{
				"validAfter":  decimal(d.ValidAfter),
				"validBefore": decimal(d.ValidBefore),
				"salt":        common.BigToHash(orZero(d.Salt)).Hex(),
				"signature":   "0x" + hex.EncodeToString(d.Signature),
			}},
		}
	}
	if v.RefundAmount != nil {
		payload["amount"] = decimal(v.RefundAmount)
	}
	b, err := json.Marshal(map[string]any{
		"x402Version": V2,
		"resource":    r.resourceV2(),
		"accepted":    r.channelAcceptV2(),
		"payload":     payload,
	})
	if err != nil {
		return "", fmt.Errorf("encode voucher header: %w", err)
	}
	return base64.StdEncoding.EncodeToString(b), nil
}
