package payment

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/payment/channelbook"
)

// TestDecideRefund: a refund keeps the channel's ceiling for its writes
// (at most balance − ceiling goes back, all of it when no amount is
// asked), needs the voucher of the current ceiling (else the corrective
// 402 with the ceiling's signature) and refunds nothing while a withdrawal
// is pending.
func TestDecideRefund(t *testing.T) {
	id := common.HexToHash("0x01")
	sig := []byte{1, 2, 3}
	rec := func(balance, ceiling int64, withdrawAt uint64) channelbook.Record {
		return channelbook.Record{Ceiling: big.NewInt(ceiling), Signature: sig,
			State: channelbook.State{Balance: big.NewInt(balance), TotalClaimed: big.NewInt(100), WithdrawRequestedAt: withdrawAt, RefundNonce: big.NewInt(2)}}
	}
	payload := func(ceiling int64, amount *big.Int) *VoucherPayment {
		return &VoucherPayment{Type: VoucherTypeRefund, Voucher: channel.Voucher{ChannelID: id, MaxClaimableAmount: big.NewInt(ceiling)}, RefundAmount: amount}
	}
	cases := []struct {
		name    string
		v       *VoucherPayment
		rec     channelbook.Record
		want    int64
		code    string
		correct bool
	}{
		{"all that is left", payload(300, nil), rec(1000, 300, 0), 700, "", false},
		{"part of it", payload(300, big.NewInt(250)), rec(1000, 300, 0), 250, "", false},
		{"exactly what is left", payload(300, big.NewInt(700)), rec(1000, 300, 0), 700, "", false},
		{"more than is left", payload(300, big.NewInt(701)), rec(1000, 300, 0), 0, ErrRefundAmountInvalid, false},
		{"nothing left", payload(1000, nil), rec(1000, 1000, 0), 0, ErrRefundNoBalance, false},
		{"a channel never used", payload(0, nil), channelbook.Record{State: channelbook.State{Balance: big.NewInt(500)}}, 500, "", false},
		{"a stale voucher", payload(200, nil), rec(1000, 300, 0), 0, ErrChannelCumulativeMismatch, true},
		{"a voucher ahead", payload(400, nil), rec(1000, 300, 0), 0, ErrChannelCumulativeMismatch, true},
		{"a withdrawal pending", payload(300, nil), rec(1000, 300, 1_800_000_000), 0, ErrChannelWithdrawing, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := DecideRefund(c.v, c.rec)
			if c.code == "" {
				if err != nil || got.Cmp(big.NewInt(c.want)) != 0 {
					t.Fatalf("DecideRefund = %v, %v; want %d", got, err, c.want)
				}
				return
			}
			ce := AsChannelError(err)
			if ce == nil || ce.Code != c.code || !ce.Renew || got != nil {
				t.Fatalf("DecideRefund = %v, %v; want a 402 refusal %s", got, err, c.code)
			}
			if c.correct && (ce.State == nil || ce.State.ChargedCumulativeAmount.Cmp(c.rec.Ceiling) != 0 || string(ce.Signature) != string(sig)) {
				t.Fatalf("corrective state %+v signature %x; want the ceiling %s and its signature", ce.State, ce.Signature, c.rec.Ceiling)
			}
		})
	}
}
