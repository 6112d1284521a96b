package payclient

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain/payment"
)

func testOffer(t *testing.T, minDeposit bool) *ChannelOffer {
	t.Helper()
	r := payment.Requirement{
		Amount: big.NewInt(100_000), PayTo: common.HexToAddress("0x7e45"), MimeType: "application/json",
		Asset:    payment.Domain{Name: "USD Coin", Version: "2", ChainID: big.NewInt(84532), VerifyingContract: common.HexToAddress("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913")},
		Resource: "http://inkd.test/v1/projects",
		Channel:  &payment.ChannelTerms{ReceiverAuthorizer: common.HexToAddress("0xa11"), WithdrawDelay: 900},
	}
	req, err := ParseRequired(r.HeaderV2())
	if err != nil {
		t.Fatal(err)
	}
	o, err := req.ChannelOffer()
	if err != nil {
		t.Fatal(err)
	}
	if !minDeposit {
		o.MinDeposit = nil
	}
	return o
}

// newTestChannel is a new client's channel under testOffer.
func newTestChannel(t *testing.T) (*Client, *ChannelOffer, *Channel) {
	key, _ := crypto.GenerateKey()
	c := New(key, V2)
	o := testOffer(t, true)
	return c, o, NewChannel(c.ChannelConfig(o), o.Requirement.Asset.ChainID)
}

// The first voucher deposits the offer's minDeposit (else 5 fees), at
// least what the ceiling needs, raised to the floor when set; a voucher
// the balance covers deposits nothing; the payload parses as the server
// reads it.
func TestSignVoucherDeposits(t *testing.T) {
	key, _ := crypto.GenerateKey()
	c := New(key, V2)
	for _, tc := range []struct {
		name       string
		minDeposit bool
		ceiling    int64
		dp         DepositPolicy
		want       int64
	}{
		{"minDeposit", true, 0, DepositPolicy{}, 1_000_000},
		{"no minDeposit: 5 fees", false, 0, DepositPolicy{}, 500_000},
		{"the floor raises it", true, 0, DepositPolicy{Min: big.NewInt(3_000_000)}, 3_000_000},
		{"what the ceiling needs", true, 2_000_000, DepositPolicy{}, 2_100_000},
		{"the cap lowers minDeposit", true, 0, DepositPolicy{Max: big.NewInt(400_000)}, 400_000},
		{"the floor passes the cap", true, 0, DepositPolicy{Min: big.NewInt(3_000_000), Max: big.NewInt(400_000)}, 3_000_000},
	} {
		o := testOffer(t, tc.minDeposit)
		ch := NewChannel(c.ChannelConfig(o), o.Requirement.Asset.ChainID)
		ch.Ceiling = big.NewInt(tc.ceiling)
		v, err := c.SignVoucher(ch, o, tc.dp)
		if err != nil {
			t.Fatal(err)
		}
		if v.Deposit == nil || v.Deposit.Int64() != tc.want {
			t.Errorf("%s: deposit %v, want %d", tc.name, v.Deposit, tc.want)
		}
		p, err := payment.ParseHeader(v.Header)
		if err != nil || p.Voucher == nil || p.Voucher.Type != payment.VoucherTypeDeposit || p.Voucher.Deposit.Amount.Int64() != tc.want {
			t.Fatalf("%s: header %+v, %v", tc.name, p, err)
		}
		if ch.Ceiling.Cmp(v.Ceiling) != 0 || v.Ceiling.Int64() != tc.ceiling+100_000 {
			t.Errorf("%s: channel at %s, voucher %s", tc.name, ch.Ceiling, v.Ceiling)
		}
	}

	o := testOffer(t, true)
	ch := NewChannel(c.ChannelConfig(o), o.Requirement.Asset.ChainID)
	ch.Balance = big.NewInt(1_000_000)
	v, err := c.SignVoucher(ch, o, DepositPolicy{})
	if err != nil || v.Deposit != nil {
		t.Fatalf("covered voucher: deposit %v, %v", v.Deposit, err)
	}
	ch.Ceiling = big.NewInt(2_000_000)
	if _, err := c.SignVoucher(ch, o, DepositPolicy{Max: big.NewInt(500_000)}); err == nil {
		t.Error("a deposit the ceiling needs above the cap was signed")
	}
	ch.Ceiling = new(big.Int).Set(v.Ceiling)
	ch.ShortOfBalance()
	if v, _ := c.SignVoucher(ch, o, DepositPolicy{}); v.Deposit == nil {
		t.Error("after the server found the balance short, the voucher deposits nothing")
	}
}

// Unused gives a ceiling back only while nothing was signed above it.
func TestUnusedOnlyAtTheTop(t *testing.T) {
	c, o, ch := newTestChannel(t)
	first, _ := c.SignVoucher(ch, o, DepositPolicy{})
	second, _ := c.SignVoucher(ch, o, DepositPolicy{})
	ch.Unused(first)
	if ch.Ceiling.Cmp(second.Ceiling) != 0 {
		t.Errorf("a voucher below the top gave its ceiling back: %s", ch.Ceiling)
	}
	ch.Unused(second)
	if ch.Ceiling.Cmp(first.Ceiling) != 0 || string(ch.Signature) != string(second.PreviousSignature) {
		t.Errorf("the top voucher did not give its ceiling back: %s", ch.Ceiling)
	}
}

// A PAYMENT-RESPONSE updates the balance, and the charged amount when it
// is the voucher's ceiling; another channel's is ignored.
func TestSettled(t *testing.T) {
	c, o, ch := newTestChannel(t)
	v, _ := c.SignVoucher(ch, o, DepositPolicy{})
	other := payment.VoucherSettlementHeader(c.Address(), "eip155:84532", v.Fee, payment.ChannelState{ChannelID: common.Hash{1}, Balance: big.NewInt(9), ChargedCumulativeAmount: v.Ceiling})
	ch.Settled(other, v)
	if ch.Balance.Sign() != 0 {
		t.Errorf("another channel's response moved the balance to %s", ch.Balance)
	}
	ours := payment.VoucherSettlementHeader(c.Address(), "eip155:84532", v.Fee, payment.ChannelState{ChannelID: ch.ID, Balance: v.Deposit, ChargedCumulativeAmount: v.Ceiling})
	ch.Settled(ours, v)
	if ch.Balance.Cmp(v.Deposit) != 0 || ch.Charged.Cmp(v.Ceiling) != 0 {
		t.Errorf("balance %s charged %s, want %s and %s", ch.Balance, ch.Charged, v.Deposit, v.Ceiling)
	}
}
