package payment

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/payment/channelbook"
	"github.com/inkd/inkd/internal/testutil"
)

// TestVerifyChannel: each rule of VerifyChannel refuses with the scheme's
// error code; a good voucher and a good deposit pass.
func TestVerifyChannel(t *testing.T) {
	f := newVoucherFixture(t)
	key1 := mustKey(t, testKey1)
	resign := func(v *VoucherPayment) {
		v.Voucher.ChannelID = channel.ChannelID(v.Config, f.r.Asset.ChainID)
		sig, err := channel.Sign(channel.CanonicalDomain(f.r.Asset.ChainID).VoucherDigest(v.Voucher.ChannelID, v.Voucher.MaxClaimableAmount), f.key)
		if err != nil {
			t.Fatal(err)
		}
		v.Voucher.Signature = sig
	}
	cases := []struct {
		name string
		edit func(v *VoucherPayment, p *Payment)
		want string
	}{
		{"voucher", nil, ""},
		{"deposit", func(v *VoucherPayment, p *Payment) { *v = f.deposit(t, 100000, 1000000) }, ""},
		{"network", func(v *VoucherPayment, p *Payment) { p.Network = "eip155:84532" }, ErrChannelNetworkMismatch},
		{"asset", func(v *VoucherPayment, p *Payment) { p.Asset = common.HexToAddress("0x01") }, ErrChannelTokenMismatch},
		{"refund", func(v *VoucherPayment, p *Payment) { v.Type = VoucherTypeRefund }, ErrChannelPayloadType},
		{"receiver", func(v *VoucherPayment, p *Payment) { v.Config.Receiver = common.HexToAddress("0x02"); resign(v) }, ErrChannelReceiverMismatch},
		{"authorizer", func(v *VoucherPayment, p *Payment) {
			v.Config.ReceiverAuthorizer = common.HexToAddress("0x03")
			resign(v)
		}, ErrChannelAuthorizerMismatch},
		{"token", func(v *VoucherPayment, p *Payment) { v.Config.Token = common.HexToAddress("0x04"); resign(v) }, ErrChannelTokenMismatch},
		{"delay", func(v *VoucherPayment, p *Payment) { v.Config.WithdrawDelay = 901; resign(v) }, ErrChannelWithdrawDelay},
		{"eip1271", func(v *VoucherPayment, p *Payment) { v.Config.PayerAuthorizer = common.Address{}; resign(v) }, ErrChannelVoucherPayload},
		{"channel id", func(v *VoucherPayment, p *Payment) { v.Voucher.ChannelID[0] ^= 1 }, ErrChannelIDMismatch},
		{"other salt", func(v *VoucherPayment, p *Payment) { v.Config.Salt[31] = 1 }, ErrChannelIDMismatch},
		{"ceiling changed", func(v *VoucherPayment, p *Payment) { v.Voucher.MaxClaimableAmount = big.NewInt(100001) }, ErrChannelVoucherSignature},
		{"other signer", func(v *VoucherPayment, p *Payment) {
			sig, _ := channel.Sign(channel.CanonicalDomain(f.r.Asset.ChainID).VoucherDigest(f.id, v.Voucher.MaxClaimableAmount), key1)
			v.Voucher.Signature = sig
		}, ErrChannelVoucherSignature},
		{"deposit signer", func(v *VoucherPayment, p *Payment) {
			*v = f.deposit(t, 100000, 1000000)
			v.Deposit.Amount = big.NewInt(2000000)
		}, ErrChannelDepositSignature},
		{"deposit expired", func(v *VoucherPayment, p *Payment) {
			*v = f.deposit(t, 100000, 1000000)
			v.Deposit.ValidBefore = big.NewInt(testNow.Unix() + 5)
		}, ErrChannelDepositValidBefore},
		{"deposit not yet", func(v *VoucherPayment, p *Payment) {
			*v = f.deposit(t, 100000, 1000000)
			v.Deposit.ValidAfter = big.NewInt(testNow.Unix() + 60)
		}, ErrChannelDepositValidAfter},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v := f.voucher(t, 100000)
			p := f.parsed(t, v)
			if tc.edit != nil {
				tc.edit(&v, p)
			}
			p.Voucher = &v
			err := VerifyChannel(p, f.r, testNow)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			ce := AsChannelError(err)
			if ce == nil || ce.Code != tc.want || ce.Renew {
				t.Fatalf("got %v, want a %s refusal", err, tc.want)
			}
		})
	}
	exact := testRequirement()
	if err := VerifyChannel(f.parsed(t, f.voucher(t, 100000)), exact, testNow); err == nil || !strings.Contains(err.Error(), "not offered") {
		t.Fatalf("a requirement without Channel took a voucher: %v", err)
	}
}

// fakeChain is a ChannelChain whose state the test sets; it counts reads.
type fakeChain struct {
	mu      sync.Mutex
	state   channelbook.State
	balance *big.Int
	reads   atomic.Int32
	fail    error
}

func (c *fakeChain) ChannelState(ctx context.Context, id common.Hash) (channelbook.State, error) {
	c.reads.Add(1)
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.state, c.fail
}

func (c *fakeChain) TokenBalance(ctx context.Context, owner common.Address) (*big.Int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.balance, c.fail
}

func newChannels(t *testing.T, rdb redis.UniversalClient, chain *fakeChain) *Channels {
	t.Helper()
	b, err := channelbook.New(channelbook.Config{}, rdb)
	if err != nil {
		t.Fatal(err)
	}
	return &Channels{Book: b, Chain: chain}
}

func funded(balance int64) channelbook.State {
	return channelbook.State{Balance: big.NewInt(balance), TotalClaimed: new(big.Int), RefundNonce: new(big.Int), Block: 1}
}

// TestChannelsDecide: the book's decisions as the client sees them; the
// chain is read once for a channel the book does not know, then not again.
func TestChannelsDecide(t *testing.T) {
	f := newVoucherFixture(t)
	fee := f.r.Amount
	ctx := testutil.Context(t)
	cases := []struct {
		name    string
		state   channelbook.State
		balance int64
		pay     []VoucherPayment
		want    string // the last payment's refusal code, "" accepted
	}{
		{"first voucher", funded(1000000), 0, []VoucherPayment{f.voucher(t, 100000)}, ""},
		{"sequence", funded(1000000), 0, []VoucherPayment{f.voucher(t, 100000), f.voucher(t, 200000), f.voucher(t, 300000)}, ""},
		{"replayed", funded(1000000), 0, []VoucherPayment{f.voucher(t, 100000), f.voucher(t, 100000)}, ErrChannelCumulativeMismatch},
		{"skips ahead", funded(1000000), 0, []VoucherPayment{f.voucher(t, 200000)}, ErrChannelCumulativeMismatch},
		{"over balance", funded(150000), 0, []VoucherPayment{f.voucher(t, 100000), f.voucher(t, 200000)}, ErrChannelExceedsBalance},
		{"no channel", funded(0), 0, []VoucherPayment{f.voucher(t, 100000)}, ErrChannelNotFound},
		{"opening deposit", funded(0), 1000000, []VoucherPayment{f.deposit(t, 100000, 1000000)}, ""},
		{"deposit short", funded(0), 1000000, []VoucherPayment{f.deposit(t, 100000, 50000)}, ErrChannelExceedsBalance},
		{"payer short", funded(0), 999999, []VoucherPayment{f.deposit(t, 100000, 1000000)}, ErrChannelInsufficientBalance},
		{"withdrawing", channelbook.State{Balance: big.NewInt(1000000), TotalClaimed: new(big.Int), RefundNonce: new(big.Int), WithdrawRequestedAt: 1_799_999_000, Block: 1},
			0, []VoucherPayment{f.voucher(t, 100000)}, ErrChannelWithdrawing},
		{"after rebuild", channelbook.State{Balance: big.NewInt(1000000), TotalClaimed: big.NewInt(100000), RefundNonce: new(big.Int), Floor: big.NewInt(300000), Block: 1},
			0, []VoucherPayment{f.voucher(t, 400000)}, ""},
		{"below floor", channelbook.State{Balance: big.NewInt(1000000), TotalClaimed: big.NewInt(100000), RefundNonce: new(big.Int), Floor: big.NewInt(300000), Block: 1},
			0, []VoucherPayment{f.voucher(t, 200000)}, ErrChannelCumulativeMismatch},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			chain := &fakeChain{state: tc.state, balance: big.NewInt(tc.balance)}
			c := newChannels(t, testutil.RedisClient(t), chain)
			var err error
			for i, v := range tc.pay {
				p := f.parsed(t, v)
				if verr := VerifyChannel(p, f.r, testNow); verr != nil {
					t.Fatalf("payment %d: %v", i, verr)
				}
				_, err = c.Decide(ctx, p, fee, true)
				if i < len(tc.pay)-1 && err != nil {
					t.Fatalf("payment %d: %v", i, err)
				}
			}
			ce := AsChannelError(err)
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.want != "" && (ce == nil || ce.Code != tc.want):
				t.Fatalf("got %v, want %s", err, tc.want)
			case ce != nil && ce.Code != ErrChannelInsufficientBalance && !ce.Renew:
				t.Fatalf("%s is not answered with fresh terms", ce.Code)
			}
			if n := chain.reads.Load(); n != 1 && tc.want != ErrChannelInsufficientBalance {
				t.Fatalf("%d chain reads of the channel, want 1", n)
			}
		})
	}
}

// TestChannelsMismatchCarriesTheCeiling: a voucher out of step is refused
// with the ceiling and its signature (the corrective 402's content); a
// decision without commit moves nothing.
func TestChannelsMismatchCarriesTheCeiling(t *testing.T) {
	f := newVoucherFixture(t)
	ctx := testutil.Context(t)
	c := newChannels(t, testutil.RedisClient(t), &fakeChain{state: funded(1000000)})
	first := f.voucher(t, 100000)
	for i := 0; i < 2; i++ {
		if _, err := c.Decide(ctx, f.parsed(t, first), f.r.Amount, false); err != nil {
			t.Fatalf("dry decision %d: %v", i, err)
		}
	}
	if _, err := c.Decide(ctx, f.parsed(t, first), f.r.Amount, true); err != nil {
		t.Fatalf("the voucher a dry decision took is no longer accepted: %v", err)
	}
	_, err := c.Decide(ctx, f.parsed(t, f.voucher(t, 500000)), f.r.Amount, true)
	ce := AsChannelError(err)
	if ce == nil || ce.Code != ErrChannelCumulativeMismatch || ce.State == nil {
		t.Fatalf("got %v, want a mismatch with the channel state", err)
	}
	if ce.State.ChargedCumulativeAmount.Int64() != 100000 || string(ce.Signature) != string(first.Voucher.Signature) ||
		ce.State.Balance.Int64() != 1000000 || ce.State.ChannelID != f.id {
		t.Fatalf("mismatch carries %+v sig %x", ce.State, ce.Signature)
	}
	if !strings.Contains(ce.Reason, "needs a voucher for 200000") {
		t.Fatalf("reason %q does not name the next ceiling", ce.Reason)
	}
}

// TestChannelsChainDown: a chain that cannot be read is ErrChainUnavailable.
func TestChannelsChainDown(t *testing.T) {
	f := newVoucherFixture(t)
	c := newChannels(t, testutil.RedisClient(t), &fakeChain{fail: errors.New("node down")})
	_, err := c.Decide(testutil.Context(t), f.parsed(t, f.voucher(t, 100000)), f.r.Amount, true)
	if !errors.Is(err, ErrChainUnavailable) {
		t.Fatalf("got %v, want ErrChainUnavailable", err)
	}
}

// TestChannelsAcceptOnceAcrossReplicas: two verifiers (two API replicas,
// each its own Redis connection to one Redis) race the same voucher many
// times at once: exactly one acceptance.
func TestChannelsAcceptOnceAcrossReplicas(t *testing.T) {
	f := newVoucherFixture(t)
	ctx := testutil.Context(t)
	url := testutil.RedisURL(t)
	var replicas []*Channels
	for i := 0; i < 2; i++ {
		opt, err := redis.ParseURL(url)
		if err != nil {
			t.Fatal(err)
		}
		rdb := redis.NewClient(opt)
		t.Cleanup(func() { _ = rdb.Close() })
		replicas = append(replicas, newChannels(t, rdb, &fakeChain{state: funded(10000000)}))
	}
	for round := int64(1); round <= 5; round++ {
		v := f.voucher(t, round*100000)
		var accepted, refused atomic.Int32
		var wg sync.WaitGroup
		for i := 0; i < 16; i++ {
			wg.Add(1)
			go func(c *Channels) {
				defer wg.Done()
				_, err := c.Decide(ctx, f.parsed(t, v), f.r.Amount, true)
				if err == nil {
					accepted.Add(1)
				} else if ce := AsChannelError(err); ce != nil && ce.Code == ErrChannelCumulativeMismatch {
					refused.Add(1)
				} else {
					t.Errorf("decision: %v", err)
				}
			}(replicas[i%2])
		}
		testutil.Wait(t, &wg, "the racing decisions")
		if accepted.Load() != 1 || refused.Load() != 15 {
			t.Fatalf("round %d: %d accepted, %d refused; want 1 and 15", round, accepted.Load(), refused.Load())
		}
	}
}

// TestChannelOfferAndCorrective: the v2 terms offer batch-settlement beside
// exact at the same amount; the corrective 402 carries the scheme's error,
// channelState and voucherState.
func TestChannelOfferAndCorrective(t *testing.T) {
	r := channelRequirement()
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	m := testutil.Base64JSON(t, r.HeaderV2())
	accepts := m["accepts"].([]any)
	if len(accepts) != 2 {
		t.Fatalf("%d offers, want exact and batch-settlement", len(accepts))
	}
	bs := accepts[1].(map[string]any)
	extra := bs["extra"].(map[string]any)
	if bs["scheme"] != SchemeBatchSettlement || bs["amount"] != "100000" || bs["payTo"] != testPayTo.Hex() || bs["network"] != "eip155:8453" ||
		extra["receiverAuthorizer"] != testReceiverAuthorizer.Hex() || extra["withdrawDelay"] != 900.0 || extra["minDeposit"] != "1000000" ||
		extra["name"] != "USD Coin" || extra["version"] != "2" || accepts[0].(map[string]any)["scheme"] != SchemeExact {
		t.Fatalf("offers %v", accepts)
	}
	if len(testutil.Base64JSON(t, testRequirement().HeaderV2())["accepts"].([]any)) != 1 {
		t.Fatal("a requirement without Channel offers batch-settlement")
	}
	bad := channelRequirement()
	bad.Channel.WithdrawDelay = 899
	if bad.Check() == nil {
		t.Fatal("a withdrawal delay under 15 minutes passed Check")
	}
	state := ChannelState{ChannelID: common.HexToHash("0xab"), Balance: big.NewInt(1000000), TotalClaimed: big.NewInt(500),
		WithdrawRequestedAt: 0, RefundNonce: big.NewInt(1), ChargedCumulativeAmount: big.NewInt(3200)}
	m = testutil.Base64JSON(t, r.CorrectiveHeaderV2(state, []byte{0xaa, 0xbb}))
	extra = m["accepts"].([]any)[1].(map[string]any)["extra"].(map[string]any)
	cs := extra["channelState"].(map[string]any)
	vs := extra["voucherState"].(map[string]any)
	if m["error"] != ErrChannelCumulativeMismatch || cs["chargedCumulativeAmount"] != "3200" || cs["balance"] != "1000000" ||
		cs["totalClaimed"] != "500" || cs["refundNonce"] != "1" || cs["withdrawRequestedAt"] != 0.0 || cs["channelId"] != state.ChannelID.Hex() ||
		vs["signedMaxClaimable"] != "3200" || vs["signature"] != "0xaabb" {
		t.Fatalf("corrective 402 %v", m)
	}
	m = testutil.Base64JSON(t, r.CorrectiveHeaderV2(state, nil))
	if _, ok := m["accepts"].([]any)[1].(map[string]any)["extra"].(map[string]any)["voucherState"]; ok {
		t.Fatal("a ceiling without signature sent a voucherState")
	}
}

// TestVoucherSettlementHeader: the scheme's voucher-only payment response.
func TestVoucherSettlementHeader(t *testing.T) {
	state := ChannelState{ChannelID: common.HexToHash("0xab"), Balance: big.NewInt(100000), TotalClaimed: big.NewInt(3200),
		RefundNonce: big.NewInt(1), ChargedCumulativeAmount: big.NewInt(3900)}
	m := testutil.Base64JSON(t, VoucherSettlementHeader(testPayTo, "eip155:8453", big.NewInt(700), state))
	extra := m["extra"].(map[string]any)
	cs := extra["channelState"].(map[string]any)
	if m["success"] != true || m["transaction"] != "" || m["amount"] != "" || m["payer"] != testPayTo.Hex() || m["network"] != "eip155:8453" ||
		extra["chargedAmount"] != "700" || cs["chargedCumulativeAmount"] != "3900" || cs["totalClaimed"] != "3200" {
		t.Fatalf("settlement %v", m)
	}
}
