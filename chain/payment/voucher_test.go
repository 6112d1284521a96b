package payment

import (
	"context"
	"crypto/ecdsa"
	"encoding/base64"
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain/channel"
)

// testReceiverAuthorizer stands in for InkdChannelWrites.
var testReceiverAuthorizer = common.HexToAddress("0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0")

// channelRequirement is testRequirement offering batch-settlement too.
func channelRequirement() Requirement {
	r := testRequirement()
	r.Channel = &ChannelTerms{ReceiverAuthorizer: testReceiverAuthorizer, WithdrawDelay: 900}
	return r
}

// voucherFixture builds batch-settlement payloads signed by one payer
// (who is also the payer authorizer) on the channel r offers.
type voucherFixture struct {
	r   Requirement
	key *ecdsa.PrivateKey
	cfg channel.Config
	id  common.Hash
}

func newVoucherFixture(tb testing.TB) *voucherFixture {
	tb.Helper()
	r := channelRequirement()
	key := mustKey(tb, testKey0)
	payer := crypto.PubkeyToAddress(key.PublicKey)
	cfg := channel.Config{Payer: payer, PayerAuthorizer: payer, Receiver: r.PayTo, ReceiverAuthorizer: testReceiverAuthorizer,
		Token: r.Asset.VerifyingContract, WithdrawDelay: 900}
	return &voucherFixture{r: r, key: key, cfg: cfg, id: channel.ChannelID(cfg, r.Asset.ChainID)}
}

// voucher is a voucher payload for ceiling on f's channel.
func (f *voucherFixture) voucher(tb testing.TB, ceiling int64) VoucherPayment {
	tb.Helper()
	max := big.NewInt(ceiling)
	sig, err := channel.Sign(channel.CanonicalDomain(f.r.Asset.ChainID).VoucherDigest(f.id, max), f.key)
	if err != nil {
		tb.Fatal(err)
	}
	return VoucherPayment{Type: VoucherTypeVoucher, Config: f.cfg, Voucher: channel.Voucher{ChannelID: f.id, MaxClaimableAmount: max, Signature: sig}}
}

// deposit is a deposit payload of amount with a voucher for ceiling.
func (f *voucherFixture) deposit(tb testing.TB, ceiling, amount int64) VoucherPayment {
	tb.Helper()
	v := f.voucher(tb, ceiling)
	v.Type = VoucherTypeDeposit
	dep := channel.Deposit{Amount: big.NewInt(amount), ValidAfter: new(big.Int), ValidBefore: big.NewInt(testNow.Unix() + 300), Salt: big.NewInt(7)}
	sig, err := channel.Sign(channel.ReceiveAuthorizationDigest(f.r.Asset.Separator(), f.cfg, f.id, dep), f.key)
	if err != nil {
		tb.Fatal(err)
	}
	dep.Signature = sig
	v.Deposit = &dep
	return v
}

// parsed is the Payment ParseHeader makes of v's header.
func (f *voucherFixture) parsed(tb testing.TB, v VoucherPayment) *Payment {
	tb.Helper()
	h, err := EncodeVoucherHeader(f.r, v)
	if err != nil {
		tb.Fatal(err)
	}
	p, err := ParseHeader(h)
	if err != nil {
		tb.Fatalf("own voucher header refused: %v", err)
	}
	return p
}

// TestParseVoucherPayloads: each payload type reads back field for field,
// with a zero Authorization, so exact-only code cannot mistake it.
func TestParseVoucherPayloads(t *testing.T) {
	f := newVoucherFixture(t)
	refund := f.voucher(t, 0)
	refund.Type, refund.RefundAmount = VoucherTypeRefund, big.NewInt(1500)
	for _, v := range []VoucherPayment{f.voucher(t, 100000), f.deposit(t, 100000, 1000000), refund} {
		p := f.parsed(t, v)
		if p.Version != V2 || p.Scheme != SchemeBatchSettlement || p.Network != "eip155:8453" || p.Asset != f.r.Asset.VerifyingContract {
			t.Fatalf("%s: terms %d %q %q %s", v.Type, p.Version, p.Scheme, p.Network, p.Asset)
		}
		got := p.Voucher
		if got == nil || got.Type != v.Type || got.Config != v.Config || got.Voucher.ChannelID != v.Voucher.ChannelID ||
			got.Voucher.MaxClaimableAmount.Cmp(v.Voucher.MaxClaimableAmount) != 0 || string(got.Voucher.Signature) != string(v.Voucher.Signature) {
			t.Fatalf("%s: read %+v, sent %+v", v.Type, got, v)
		}
		if (got.Deposit == nil) != (v.Deposit == nil) || (v.Deposit != nil && (got.Deposit.Amount.Cmp(v.Deposit.Amount) != 0 ||
			got.Deposit.Salt.Cmp(v.Deposit.Salt) != 0 || got.Deposit.ValidBefore.Cmp(v.Deposit.ValidBefore) != 0 || string(got.Deposit.Signature) != string(v.Deposit.Signature))) {
			t.Fatalf("%s: deposit read %+v, sent %+v", v.Type, got.Deposit, v.Deposit)
		}
		if (got.RefundAmount == nil) != (v.RefundAmount == nil) {
			t.Fatalf("%s: refund amount %v, sent %v", v.Type, got.RefundAmount, v.RefundAmount)
		}
		if p.Authorization.Value != nil || p.Signature != nil {
			t.Fatalf("%s: a voucher payment has an exact authorization %+v", v.Type, p.Authorization)
		}
		if err := Verify(p, f.r, testNow); err == nil {
			t.Fatalf("%s: Verify (exact) accepted a voucher payment", v.Type)
		}
		var inv *InvalidError
		if err := new(Checker).Check(context.Background(), p); !errors.As(err, &inv) {
			t.Fatalf("%s: Checker (exact) answered %v for a voucher payment", v.Type, err)
		}
	}
}

// editHeader decodes a header's JSON, lets edit change it, and re-encodes.
func editHeader(tb testing.TB, h string, edit func(m map[string]any)) string {
	tb.Helper()
	raw, err := base64.StdEncoding.DecodeString(h)
	if err != nil {
		tb.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		tb.Fatal(err)
	}
	edit(m)
	b, err := json.Marshal(m)
	if err != nil {
		tb.Fatal(err)
	}
	return base64.StdEncoding.EncodeToString(b)
}

func sub(m map[string]any, path ...string) map[string]any {
	for _, k := range path {
		m = m[k].(map[string]any)
	}
	return m
}

// TestParseVoucherPayloadsRefused: malformed batch-settlement payloads are
// *InvalidError naming the field.
func TestParseVoucherPayloadsRefused(t *testing.T) {
	f := newVoucherFixture(t)
	voucherHeader, err := EncodeVoucherHeader(f.r, f.voucher(t, 100000))
	if err != nil {
		t.Fatal(err)
	}
	depositHeader, err := EncodeVoucherHeader(f.r, f.deposit(t, 100000, 1000000))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, header, want string
		edit               func(m map[string]any)
	}{
		{"v1", voucherHeader, "needs x402Version 2", func(m map[string]any) {
			m["x402Version"] = 1
			m["scheme"] = SchemeBatchSettlement
			m["network"] = "base"
		}},
		{"no type", voucherHeader, "payment.payload.type is missing", func(m map[string]any) { delete(sub(m, "payload"), "type") }},
		{"bad type", voucherHeader, "not a batch-settlement payload type", func(m map[string]any) { sub(m, "payload")["type"] = "claim" }},
		{"no config", voucherHeader, "payment.payload.channelConfig is missing", func(m map[string]any) { delete(sub(m, "payload"), "channelConfig") }},
		{"bad payer", voucherHeader, "channelConfig.payer must be an address", func(m map[string]any) { sub(m, "payload", "channelConfig")["payer"] = "0x12" }},
		{"delay as string", voucherHeader, "withdrawDelay must be a number", func(m map[string]any) { sub(m, "payload", "channelConfig")["withdrawDelay"] = "900" }},
		{"delay fraction", voucherHeader, "withdrawDelay must be a whole number", func(m map[string]any) { sub(m, "payload", "channelConfig")["withdrawDelay"] = 900.5 }},
		{"delay negative", voucherHeader, "withdrawDelay must be a whole number", func(m map[string]any) { sub(m, "payload", "channelConfig")["withdrawDelay"] = -1 }},
		{"delay over uint40", voucherHeader, "withdrawDelay must be a whole number", func(m map[string]any) { sub(m, "payload", "channelConfig")["withdrawDelay"] = 1 << 41 }},
		{"short salt", voucherHeader, "channelConfig.salt must be 0x followed by 64", func(m map[string]any) { sub(m, "payload", "channelConfig")["salt"] = "0x01" }},
		{"short channel id", voucherHeader, "voucher.channelId must be 0x followed by 64", func(m map[string]any) { sub(m, "payload", "voucher")["channelId"] = "0xabc" }},
		{"ceiling over uint128", voucherHeader, "does not fit in uint128", func(m map[string]any) {
			sub(m, "payload", "voucher")["maxClaimableAmount"] = new(big.Int).Lsh(big.NewInt(1), 128).String()
		}},
		{"ceiling not decimal", voucherHeader, "maxClaimableAmount must be a decimal", func(m map[string]any) { sub(m, "payload", "voucher")["maxClaimableAmount"] = "0x10" }},
		{"no signature", voucherHeader, "voucher.signature is empty", func(m map[string]any) { sub(m, "payload", "voucher")["signature"] = "0x" }},
		{"no deposit", depositHeader, "payment.payload.deposit is missing", func(m map[string]any) { delete(sub(m, "payload"), "deposit") }},
		{"zero deposit", depositHeader, "deposit.amount must be a positive uint128", func(m map[string]any) { sub(m, "payload", "deposit")["amount"] = "0" }},
		{"permit2", depositHeader, "permit2Authorization is not taken", func(m map[string]any) {
			sub(m, "payload", "deposit", "authorization")["permit2Authorization"] = map[string]any{}
		}},
		{"no erc3009", depositHeader, "erc3009Authorization is missing", func(m map[string]any) {
			delete(sub(m, "payload", "deposit", "authorization"), "erc3009Authorization")
		}},
		{"deposit salt", depositHeader, "erc3009Authorization.salt must be 0x", func(m map[string]any) {
			sub(m, "payload", "deposit", "authorization", "erc3009Authorization")["salt"] = "7"
		}},
		{"zero refund", voucherHeader, "payload.amount must be a positive uint128", func(m map[string]any) {
			sub(m, "payload")["type"] = VoucherTypeRefund
			sub(m, "payload")["amount"] = "0"
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseHeader(editHeader(t, tc.header, tc.edit))
			var inv *InvalidError
			if !errors.As(err, &inv) || !strings.Contains(inv.Reason, tc.want) {
				t.Fatalf("got %v, want an *InvalidError containing %q", err, tc.want)
			}
		})
	}
}

// FuzzVoucherHeader: whatever JSON arrives under the batch-settlement
// scheme, ParseHeader answers a Payment with a Voucher and no exact
// authorization, or an *InvalidError; it never panics.
func FuzzVoucherHeader(f *testing.F) {
	fx := newVoucherFixture(f)
	for _, v := range []VoucherPayment{fx.voucher(f, 100000), fx.deposit(f, 100000, 1000000)} {
		h, err := EncodeVoucherHeader(fx.r, v)
		if err != nil {
			f.Fatal(err)
		}
		raw, _ := base64.StdEncoding.DecodeString(h)
		f.Add(raw)
	}
	f.Add([]byte(`{"x402Version":2,"accepted":{"scheme":"batch-settlement","network":"eip155:8453","asset":"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"},"payload":{"type":"voucher","channelConfig":{"withdrawDelay":1e400}}}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		p, err := ParseHeader(base64.StdEncoding.EncodeToString(raw))
		var inv *InvalidError
		if err != nil {
			if !errors.As(err, &inv) {
				t.Fatalf("error %v (%T) is not an *InvalidError", err, err)
			}
			return
		}
		if p.Scheme == SchemeBatchSettlement {
			if p.Voucher == nil || p.Authorization.Value != nil || p.Version != V2 {
				t.Fatalf("batch-settlement payment read as %+v", p)
			}
			if !channel.CheckAmount(p.Voucher.Voucher.MaxClaimableAmount) || p.Voucher.Config.WithdrawDelay >= 1<<40 {
				t.Fatalf("out-of-range voucher read: %+v", p.Voucher)
			}
		} else if p.Voucher != nil {
			t.Fatalf("scheme %q read with a voucher", p.Scheme)
		}
	})
}
