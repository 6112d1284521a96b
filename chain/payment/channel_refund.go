package payment

// The batch-settlement scheme's cooperative refund: a payer asks for the
// unused part of its channel back with a `refund` payload (a voucher of
// the channel's current ceiling, no charge, and the amount, or all). The
// decision is here; the API queues the refund and the worker claims the
// channel's landed fees, then refunds (docs/batch-settlement.md).

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/payment/channelbook"
)

// The scheme's refund error codes.
const (
	// ErrRefundNoBalance: nothing of the channel is left to refund once
	// its ceiling is kept for the writes it paid.
	ErrRefundNoBalance = "invalid_batch_settlement_evm_refund_no_balance"
	// ErrRefundAmountInvalid: the amount asked passes what may be refunded.
	ErrRefundAmountInvalid = "invalid_batch_settlement_evm_refund_amount_invalid"
	// ErrRefundTransactionFailed: the refund's transaction did not refund.
	ErrRefundTransactionFailed = "invalid_batch_settlement_evm_refund_transaction_failed"
)

// VerifyRefund checks a refund payload p against r as VerifyChannel checks
// a voucher: x402 v2 on r's network and asset, a refund payload (a voucher
// or deposit pays for a write, not a refund), a channel of ours, a voucher
// naming it and signed by its payer authorizer.
func VerifyRefund(p *Payment, r Requirement) error {
	if err := checkChannelPayment(p, r); err != nil {
		return err
	}
	if p.Voucher.Type != VoucherTypeRefund {
		return channelErrorf(ErrChannelPayloadType, "a %q payload pays for a write; ask for a refund with a %q payload", p.Voucher.Type, VoucherTypeRefund)
	}
	return checkChannelVoucher(p.Voucher, r)
}

// DecideRefund decides refund payload v (which passed VerifyRefund) on the
// channel's record rec, read from the chain just before: the amount to
// refund, or the *ChannelError to answer. Nothing is refunded while a
// withdrawal is pending; the voucher must name the channel's ceiling (else
// the corrective 402, as for a voucher out of step); the ceiling is kept
// for the writes its vouchers paid, landed or in flight, so at most
// balance − ceiling goes back: all of it when v asks no amount.
func DecideRefund(v *VoucherPayment, rec channelbook.Record) (*big.Int, error) {
	id := v.Voucher.ChannelID
	if rec.State.WithdrawRequestedAt != 0 {
		return nil, &ChannelError{Code: ErrChannelWithdrawing, Renew: true,
			Reason: fmt.Sprintf("channel %s has a withdrawal pending since %d; nothing is refunded before it ends: finish it on the channel contract", id.Hex(), rec.State.WithdrawRequestedAt)}
	}
	ceiling := orZero(rec.Ceiling)
	if v.Voucher.MaxClaimableAmount.Cmp(ceiling) != 0 {
		st := channelState(id, rec)
		return nil, &ChannelError{Code: ErrChannelCumulativeMismatch, Renew: true, State: &st, Signature: rec.Signature,
			Reason: fmt.Sprintf("refund voucher maxClaimableAmount %s is not the channel's charged total %s: sign the refund's voucher for %s", v.Voucher.MaxClaimableAmount, ceiling, ceiling)}
	}
	left := new(big.Int).Sub(orZero(rec.State.Balance), ceiling)
	if left.Sign() <= 0 {
		return nil, &ChannelError{Code: ErrRefundNoBalance, Renew: true,
			Reason: fmt.Sprintf("channel %s holds %s and its writes were charged %s: nothing is left to refund", id.Hex(), decimal(rec.State.Balance), ceiling)}
	}
	if v.RefundAmount == nil {
		return left, nil
	}
	if v.RefundAmount.Cmp(left) > 0 {
		return nil, &ChannelError{Code: ErrRefundAmountInvalid, Renew: true,
			Reason: fmt.Sprintf("refund amount %s passes what channel %s may refund, %s (its balance %s less the %s its writes were charged)", v.RefundAmount, id.Hex(), left, decimal(rec.State.Balance), ceiling)}
	}
	return new(big.Int).Set(v.RefundAmount), nil
}

func channelState(id common.Hash, rec channelbook.Record) ChannelState {
	return ChannelState{ChannelID: id, Balance: rec.State.Balance, TotalClaimed: rec.State.TotalClaimed,
		WithdrawRequestedAt: rec.State.WithdrawRequestedAt, RefundNonce: rec.State.RefundNonce, ChargedCumulativeAmount: rec.Ceiling}
}

// Refresh reads channel id's state from the chain, records it in the book
// (with the channel's config, when the book has none) and returns the
// channel's record: what a refund is decided on.
func (c *Channels) Refresh(ctx context.Context, id common.Hash, cfg channel.Config) (channelbook.Record, error) {
	config, err := json.Marshal(cfg)
	if err != nil {
		return channelbook.Record{}, fmt.Errorf("channel config: %w", err)
	}
	st, err := c.Chain.ChannelState(ctx, id)
	if err != nil {
		return channelbook.Record{}, fmt.Errorf("%w: channel %s: %w", ErrChainUnavailable, id.Hex(), err)
	}
	if err := c.Book.Mirror(ctx, id, config, st); err != nil {
		return channelbook.Record{}, fmt.Errorf("%w: %w", ErrStoreUnavailable, err)
	}
	rec, ok, err := c.Book.Get(ctx, id)
	if err != nil || !ok {
		return channelbook.Record{}, fmt.Errorf("%w: channel %s: the book has no record after a fresh read (%v)", ErrStoreUnavailable, id.Hex(), err)
	}
	return rec, nil
}

// RefundSettlementHeader returns the PAYMENT-RESPONSE value of a refund,
// as the scheme's facilitator answers one: its transaction, the amount
// refunded and the channel's state after it in extra.channelState.
func RefundSettlementHeader(payer common.Address, network string, tx common.Hash, amount *big.Int, state ChannelState) string {
	cs := state.json()
	return encodeSettlement(map[string]any{
		"success": true, "transaction": tx.Hex(), "network": network, "payer": payer.Hex(), "amount": decimal(amount),
		"extra": map[string]any{"channelState": map[string]any{
			"channelId": cs.ChannelID, "balance": cs.Balance, "totalClaimed": cs.TotalClaimed,
			"withdrawRequestedAt": cs.WithdrawRequestedAt, "refundNonce": cs.RefundNonce,
		}},
	})
}

// RefundFailureHeader returns the PAYMENT-RESPONSE value of a refund that
// failed: success false, the scheme's reason and what went wrong.
func RefundFailureHeader(network, reason, message string) string {
	return encodeSettlement(map[string]any{"success": false, "errorReason": reason, "errorMessage": message, "transaction": "", "network": network})
}

func encodeSettlement(v map[string]any) string {
	b, err := json.Marshal(v)
	if err != nil {
		// Only strings, numbers and bools: Marshal cannot fail.
		panic("payment: marshal settlement: " + err.Error())
	}
	return base64.StdEncoding.EncodeToString(b)
}
