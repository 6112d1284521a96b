package payment

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/internal/testutil"
)

// channelPayOut is the JSON line internal/tools/npm/channelpay.mjs prints.
type channelPayOut struct {
	Config          channel.Config `json:"config"`
	ChannelID       common.Hash    `json:"channelId"`
	Payment         string         `json:"payment"`
	Recovered       *bool          `json:"recovered"`
	AfterRecovery   string         `json:"afterRecovery"`
	AfterSettlement string         `json:"afterSettlement"`
	Reads           []string       `json:"reads"`
}

// runChannelPay runs channelpay.mjs (the unmodified @x402/evm 2.27.0
// batch-settlement client) on the terms r offers, its chain reads
// answered with balance and totalClaimed, and on corrective when set.
func runChannelPay(t *testing.T, r Requirement, balance, totalClaimed int64, corrective string) channelPayOut {
	t.Helper()
	return runChannelPayWith(t, r, balance, totalClaimed, map[string]any{"corrective": corrective})
}

// runChannelPayWith is runChannelPay with more of channelpay.mjs's input.
func runChannelPayWith(t *testing.T, r Requirement, balance, totalClaimed int64, more map[string]any) channelPayOut {
	t.Helper()
	var out channelPayOut
	in := map[string]any{
		"key": "0x" + testKey0, "network": r.Asset.Network(V2), "required": r.HeaderV2(),
		"chain": map[string]string{"balance": big.NewInt(balance).String(), "totalClaimed": big.NewInt(totalClaimed).String()},
	}
	for k, v := range more {
		in[k] = v
	}
	testutil.RunNpmScript(t, npmDir, "channelpay.mjs", []string{"@x402/evm", "@x402/core", "viem"}, in, &out)
	return out
}

// npmPayment parses and verifies the header the npm client sent.
func npmPayment(t *testing.T, r Requirement, header string) *Payment {
	t.Helper()
	p, err := ParseHeader(header)
	if err != nil {
		t.Fatalf("the npm client's payment is refused: %v", err)
	}
	if err := VerifyChannel(p, r, time.Now()); err != nil {
		t.Fatalf("the npm client's payment does not verify: %v", err)
	}
	return p
}

// TestNpmClientPaysOurTerms: the reference client builds its channel from
// our 402 (payTo, extra.receiverAuthorizer, asset, extra.withdrawDelay)
// to the channel id chain/channel computes, opens it with a deposit of
// minDeposit and then pays by voucher; ParseHeader and VerifyChannel take
// both payloads.
func TestNpmClientPaysOurTerms(t *testing.T) {
	r := channelRequirement()
	payer := crypto.PubkeyToAddress(mustKey(t, testKey0).PublicKey)
	want := channel.Config{Payer: payer, PayerAuthorizer: payer, Receiver: r.PayTo, ReceiverAuthorizer: testReceiverAuthorizer,
		Token: r.Asset.VerifyingContract, WithdrawDelay: 900}

	out := runChannelPay(t, r, 0, 0, "")
	if out.Config != want || out.ChannelID != channel.ChannelID(want, r.Asset.ChainID) {
		t.Fatalf("npm channel %+v id %s, want %+v id %s", out.Config, out.ChannelID.Hex(), want, channel.ChannelID(want, r.Asset.ChainID).Hex())
	}
	p := npmPayment(t, r, out.Payment)
	if v := p.Voucher; v.Type != VoucherTypeDeposit || v.Deposit.Amount.Cmp(r.MinDeposit()) != 0 || v.Voucher.MaxClaimableAmount.Cmp(r.Amount) != 0 {
		t.Fatalf("opening payment %s of %v, ceiling %s; want a deposit of minDeposit and a ceiling of one fee", v.Type, v.Deposit, v.Voucher.MaxClaimableAmount)
	}

	out = runChannelPay(t, r, 5_000_000, 200_000, "")
	p = npmPayment(t, r, out.Payment)
	if v := p.Voucher; v.Type != VoucherTypeVoucher || v.Voucher.MaxClaimableAmount.Int64() != 300_000 {
		t.Fatalf("funded channel: %s with ceiling %s, want a voucher for totalClaimed + fee", v.Type, v.Voucher.MaxClaimableAmount)
	}
}

// TestNpmClientTakesOurCorrective402: the reference client's
// processCorrectivePaymentRequired accepts our corrective 402 (it checks
// the voucherState signature against its own signer) and signs its next
// voucher from our chargedCumulativeAmount.
func TestNpmClientTakesOurCorrective402(t *testing.T) {
	f := newVoucherFixture(t)
	charged := int64(700_000)
	last := f.voucher(t, charged)
	state := ChannelState{ChannelID: f.id, Balance: big.NewInt(5_000_000), TotalClaimed: big.NewInt(200_000),
		RefundNonce: new(big.Int), ChargedCumulativeAmount: big.NewInt(charged)}
	out := runChannelPay(t, f.r, 5_000_000, 200_000, f.r.CorrectiveHeaderV2(state, last.Voucher.Signature))
	if out.Recovered == nil || !*out.Recovered {
		t.Fatalf("the npm client did not recover from our corrective 402 (recovered %v, chain reads %v)", out.Recovered, out.Reads)
	}
	p := npmPayment(t, f.r, out.AfterRecovery)
	if got := p.Voucher.Voucher.MaxClaimableAmount.Int64(); got != charged+f.r.Amount.Int64() {
		t.Fatalf("after recovery the npm client signs a ceiling of %d, want %d", got, charged+f.r.Amount.Int64())
	}

	// A voucherState signed by someone else is refused by the client.
	forged, err := channel.Sign(channel.CanonicalDomain(f.r.Asset.ChainID).VoucherDigest(f.id, big.NewInt(charged)), mustKey(t, testKey1))
	if err != nil {
		t.Fatal(err)
	}
	out = runChannelPay(t, f.r, 5_000_000, 200_000, f.r.CorrectiveHeaderV2(state, forged))
	if out.Recovered == nil || *out.Recovered {
		t.Fatalf("the npm client took a forged voucherState (recovered %v)", out.Recovered)
	}
}

// TestNpmClientTakesOurVoucherSettlement: the reference client reads our
// PAYMENT-RESPONSE of a write paid by voucher (chargedAmount, the
// channel's chargedCumulativeAmount after it) and signs its next voucher
// one fee higher; a response whose cumulative amount disagrees with the
// client's is ignored, as the scheme says.
func TestNpmClientTakesOurVoucherSettlement(t *testing.T) {
	f := newVoucherFixture(t)
	fee := f.r.Amount.Int64()
	after := func(charged int64) ChannelState {
		return ChannelState{ChannelID: f.id, Balance: big.NewInt(5_000_000), TotalClaimed: big.NewInt(200_000),
			RefundNonce: new(big.Int), ChargedCumulativeAmount: big.NewInt(charged)}
	}
	for _, tc := range []struct {
		name     string
		reported int64
		next     int64
	}{
		{"agreeing", 200_000 + fee, 200_000 + 2*fee},
		{"disagreeing", 200_000 + 2*fee, 200_000 + fee},
	} {
		t.Run(tc.name, func(t *testing.T) {
			settlement := VoucherSettlementHeader(f.cfg.Payer, f.r.Asset.Network(V2), f.r.Amount, after(tc.reported))
			out := runChannelPayWith(t, f.r, 5_000_000, 200_000, map[string]any{"settlement": settlement})
			if got := npmPayment(t, f.r, out.Payment).Voucher.Voucher.MaxClaimableAmount.Int64(); got != 200_000+fee {
				t.Fatalf("first voucher %d", got)
			}
			if got := npmPayment(t, f.r, out.AfterSettlement).Voucher.Voucher.MaxClaimableAmount.Int64(); got != tc.next {
				t.Fatalf("after our settlement the npm client signs %d, want %d", got, tc.next)
			}
		})
	}
}
