package payment

// The batch-settlement scheme's side of the 402: its accepts entry, the
// corrective 402 of a voucher that does not follow the channel's ceiling,
// and the PAYMENT-RESPONSE of a write paid by voucher.

import (
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/channel"
)

// MinDepositMultiplier is the minDeposit the batch-settlement offer
// announces, in fees: the reference server's default.
const MinDepositMultiplier = 10

// ChannelTerms are the service's side of the channels it is paid through,
// offered in the 402 beside exact: a channel's receiver is the
// requirement's PayTo and its token the requirement's asset.
type ChannelTerms struct {
	// ReceiverAuthorizer signs the channel's claims and refunds (the
	// InkdChannelWrites contract); never zero.
	ReceiverAuthorizer common.Address
	// WithdrawDelay is the channel's withdrawal delay in seconds, within
	// [channel.MinWithdrawDelay, channel.MaxWithdrawDelay].
	WithdrawDelay uint64
}

// Check reports a field the channel contract would refuse.
func (t ChannelTerms) Check() error {
	if t.ReceiverAuthorizer == (common.Address{}) {
		return errors.New("requirement: Channel.ReceiverAuthorizer must not be the zero address")
	}
	if t.WithdrawDelay < channel.MinWithdrawDelay || t.WithdrawDelay > channel.MaxWithdrawDelay {
		return fmt.Errorf("requirement: Channel.WithdrawDelay %d is outside [%d, %d] seconds", t.WithdrawDelay, channel.MinWithdrawDelay, channel.MaxWithdrawDelay)
	}
	return nil
}

// MinDeposit is the deposit the offer asks for: MinDepositMultiplier fees.
func (r Requirement) MinDeposit() *big.Int {
	return new(big.Int).Mul(orZero(r.Amount), big.NewInt(MinDepositMultiplier))
}

// ChannelState is the channel snapshot of a corrective 402 and of a
// voucher write's PAYMENT-RESPONSE (the scheme's channelState).
type ChannelState struct {
	ChannelID           common.Hash
	Balance             *big.Int
	TotalClaimed        *big.Int
	WithdrawRequestedAt uint64
	RefundNonce         *big.Int
	// ChargedCumulativeAmount is the channel's ceiling: the sum of the
	// fees of the writes its vouchers paid.
	ChargedCumulativeAmount *big.Int
}

func (s ChannelState) json() channelStateJSON {
	return channelStateJSON{
		ChannelID:               s.ChannelID.Hex(),
		Balance:                 decimal(s.Balance),
		TotalClaimed:            decimal(s.TotalClaimed),
		WithdrawRequestedAt:     s.WithdrawRequestedAt,
		RefundNonce:             decimal(s.RefundNonce),
		ChargedCumulativeAmount: decimal(s.ChargedCumulativeAmount),
	}
}

type channelStateJSON struct {
	ChannelID               string `json:"channelId"`
	Balance                 string `json:"balance"`
	TotalClaimed            string `json:"totalClaimed"`
	WithdrawRequestedAt     uint64 `json:"withdrawRequestedAt"`
	RefundNonce             string `json:"refundNonce"`
	ChargedCumulativeAmount string `json:"chargedCumulativeAmount"`
}

type voucherStateJSON struct {
	SignedMaxClaimable string `json:"signedMaxClaimable"`
	Signature          string `json:"signature"`
}

type channelExtraJSON struct {
	ReceiverAuthorizer string            `json:"receiverAuthorizer"`
	WithdrawDelay      uint64            `json:"withdrawDelay"`
	Name               string            `json:"name"`
	Version            string            `json:"version"`
	MinDeposit         string            `json:"minDeposit"`
	ChannelState       *channelStateJSON `json:"channelState,omitempty"`
	VoucherState       *voucherStateJSON `json:"voucherState,omitempty"`
}

// channelExtra is the extra of r's batch-settlement accepts entry;
// r.Channel must be set.
func (r Requirement) channelExtra() channelExtraJSON {
	return channelExtraJSON{
		ReceiverAuthorizer: r.Channel.ReceiverAuthorizer.Hex(),
		WithdrawDelay:      r.Channel.WithdrawDelay,
		Name:               r.Asset.Name,
		Version:            r.Asset.Version,
		MinDeposit:         decimal(r.MinDeposit()),
	}
}

// channelAcceptV2 is r's batch-settlement accepts entry; r.Channel must
// be set.
func (r Requirement) channelAcceptV2() acceptV2JSON {
	return r.offerV2(SchemeBatchSettlement, r.channelExtra())
}

// accepts lists r's offers: exact, and batch-settlement when r.Channel.
func (r Requirement) acceptsV2() []any {
	out := []any{r.acceptV2()}
	if r.Channel != nil {
		out = append(out, r.channelAcceptV2())
	}
	return out
}

// Channel error codes: the scheme's error strings the API answers with
// (in the PAYMENT-REQUIRED header's error of a 402, and as the reason of
// a 402/403 body).
const (
	ErrChannelCumulativeMismatch  = "invalid_batch_settlement_evm_cumulative_amount_mismatch"
	ErrChannelCumulativeBelow     = "invalid_batch_settlement_evm_cumulative_below_claimed"
	ErrChannelExceedsBalance      = "invalid_batch_settlement_evm_cumulative_exceeds_balance"
	ErrChannelNotFound            = "invalid_batch_settlement_evm_channel_not_found"
	ErrChannelIDMismatch          = "invalid_batch_settlement_evm_channel_id_mismatch"
	ErrChannelReceiverMismatch    = "invalid_batch_settlement_evm_receiver_mismatch"
	ErrChannelAuthorizerMismatch  = "invalid_batch_settlement_evm_receiver_authorizer_mismatch"
	ErrChannelTokenMismatch       = "invalid_batch_settlement_evm_token_mismatch"
	ErrChannelWithdrawDelay       = "invalid_batch_settlement_evm_withdraw_delay_mismatch"
	ErrChannelVoucherSignature    = "invalid_batch_settlement_evm_voucher_signature"
	ErrChannelPayloadType         = "invalid_batch_settlement_evm_payload_type"
	ErrChannelNetworkMismatch     = "invalid_batch_settlement_evm_network_mismatch"
	ErrChannelDepositPayload      = "invalid_batch_settlement_evm_deposit_payload"
	ErrChannelDepositSignature    = "invalid_batch_settlement_evm_receive_authorization_signature"
	ErrChannelDepositValidAfter   = "invalid_batch_settlement_evm_payload_authorization_valid_after"
	ErrChannelDepositValidBefore  = "invalid_batch_settlement_evm_payload_authorization_valid_before"
	ErrChannelInsufficientBalance = "invalid_batch_settlement_evm_insufficient_balance"
	// ErrChannelWithdrawing is inkd's own: the scheme names no error for a
	// channel whose timed withdrawal is pending.
	ErrChannelWithdrawing    = "channel_withdraw_pending"
	ErrChannelVoucherPayload = "invalid_batch_settlement_evm_voucher_payload"
)

// CorrectiveHeaderV2 returns the PAYMENT-REQUIRED value of the scheme's
// corrective 402: r's terms with error ErrChannelCumulativeMismatch, and
// the batch-settlement entry's extra carrying the channel's state and the
// signature of its ceiling (voucherState {signedMaxClaimable, signature}),
// which the client checks against its own voucher signer before signing
// its next voucher from state.ChargedCumulativeAmount. Without a signature
// (the ceiling was read from the chain, or never moved) voucherState is
// left out and the client recovers from the chain's totalClaimed.
func (r Requirement) CorrectiveHeaderV2(state ChannelState, signature []byte) string {
	accepts := []any{r.acceptV2()}
	if r.Channel != nil {
		extra := r.channelExtra()
		cs := state.json()
		extra.ChannelState = &cs
		if len(signature) > 0 {
			extra.VoucherState = &voucherStateJSON{
				SignedMaxClaimable: decimal(state.ChargedCumulativeAmount),
				Signature:          "0x" + hex.EncodeToString(signature),
			}
		}
		accepts = append(accepts, r.offerV2(SchemeBatchSettlement, extra))
	}
	return r.encodeRequiredV2(ErrChannelCumulativeMismatch, accepts)
}

// RefusalHeaderV2 returns the PAYMENT-REQUIRED value of r's terms with
// the scheme's error code (a ChannelError's Code) in place of
// payment_required: the 402 of a channel that cannot pay as it stands.
func (r Requirement) RefusalHeaderV2(code string) string {
	return r.encodeRequiredV2(code, r.acceptsV2())
}

// VoucherSettlementHeader returns the PAYMENT-RESPONSE value of a write
// paid by voucher, as the scheme's payment response contract has it: no
// transaction and no amount (nothing moved on chain for it), the fee it
// was charged in extra.chargedAmount and the channel's state after it,
// whose chargedCumulativeAmount the client checks against its own.
func VoucherSettlementHeader(payer common.Address, network string, charged *big.Int, state ChannelState) string {
	b, err := json.Marshal(voucherSettlementJSON{
		Success: true, Transaction: "", Network: network, Payer: payer.Hex(), Amount: "",
		Extra: voucherSettlementExtraJSON{ChargedAmount: decimal(charged), ChannelState: state.json()},
	})
	if err != nil {
		// Only strings, numbers and a bool: Marshal cannot fail.
		panic("payment: marshal voucher settlement: " + err.Error())
	}
	return base64.StdEncoding.EncodeToString(b)
}

type voucherSettlementExtraJSON struct {
	ChargedAmount string           `json:"chargedAmount"`
	ChannelState  channelStateJSON `json:"channelState"`
}

type voucherSettlementJSON struct {
	Success     bool                       `json:"success"`
	Transaction string                     `json:"transaction"`
	Network     string                     `json:"network"`
	Payer       string                     `json:"payer"`
	Amount      string                     `json:"amount"`
	Extra       voucherSettlementExtraJSON `json:"extra"`
}
