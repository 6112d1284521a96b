package api

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/payment/channelbook"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// voucherAuthorizer stands in for the InkdChannelWrites contract.
var voucherAuthorizer = common.HexToAddress("0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0")

// channelChain is the chain as the channel verifier reads it, set by the
// test.
type channelChain struct {
	mu    sync.Mutex
	state channelbook.State
	down  bool
}

func (c *channelChain) ChannelState(context.Context, common.Hash) (channelbook.State, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.down {
		return channelbook.State{}, errDown
	}
	return c.state, nil
}

func (c *channelChain) TokenBalance(context.Context, common.Address) (*big.Int, error) {
	return big.NewInt(1e12), nil
}

// voucherRig is the paid path with paying by voucher on, a channel book
// on the rig's Redis and a chain the test sets.
type voucherRig struct {
	*payRig
	book  *channelbook.Book
	chain *channelChain
}

func newVoucherRig(t *testing.T, st channelbook.State) *voucherRig {
	t.Helper()
	return newVoucherRigWaiting(t, st, time.Second)
}

// newVoucherRigWaiting is newVoucherRig whose requests wait writeWait for
// their jobs.
func newVoucherRigWaiting(t *testing.T, st channelbook.State, writeWait time.Duration) *voucherRig {
	t.Helper()
	return newVoucherRigTuned(t, st, writeWait, nil)
}

// newVoucherRigTuned is newVoucherRigWaiting with tune, when set, changing
// the server's configuration and parts before it is built.
func newVoucherRigTuned(t *testing.T, st channelbook.State, writeWait time.Duration, tune func(*Config, *Deps)) *voucherRig {
	t.Helper()
	v := &voucherRig{chain: &channelChain{state: st}}
	v.payRig = newTunedPayRig(t, writeWait, func(cfg *Config, deps *Deps) {
		if tune != nil {
			tune(cfg, deps)
		}
		cfg.Channels = ChannelConfig{Enabled: true}
		deps.Writes.ChannelWrites = voucherAuthorizer
		book, err := channelbook.New(channelbook.Config{}, deps.Redis)
		if err != nil {
			t.Fatal(err)
		}
		v.book = book
		deps.Writes.Channels = &payment.Channels{Book: book, Chain: v.chain}
	})
	return v
}

func fundedChannel() channelbook.State {
	return channelbook.State{Balance: big.NewInt(1e9), TotalClaimed: new(big.Int), RefundNonce: new(big.Int), Block: 1}
}

// voucherPayer pays by voucher on its channel with rig r.
type voucherPayer struct {
	*payer
	key *ecdsa.PrivateKey
	cfg channel.Config
	req payment.Requirement
}

func (r *payRig) voucherPayer(i int) *voucherPayer {
	key := devkeys.Key(i)
	addr := crypto.PubkeyToAddress(key.PublicKey)
	d := r.srv.deps.Writes
	return &voucherPayer{payer: r.payer(i, "voucher"), key: key,
		cfg: channel.Config{Payer: addr, PayerAuthorizer: addr, Receiver: d.PayTo, ReceiverAuthorizer: voucherAuthorizer, Token: d.USDC.VerifyingContract, WithdrawDelay: DefaultChannelWithdrawDelay},
		req: payment.Requirement{PayTo: d.PayTo, Asset: d.USDC, Resource: "http://inkd.test/v1/projects", MimeType: "application/json",
			Channel: &payment.ChannelTerms{ReceiverAuthorizer: voucherAuthorizer, WithdrawDelay: DefaultChannelWithdrawDelay}}}
}

func (p *voucherPayer) id() common.Hash { return channel.ChannelID(p.cfg, p.req.Asset.ChainID) }

// header is the PAYMENT-SIGNATURE of a voucher for ceiling with config cfg.
func (p *voucherPayer) header(t *testing.T, cfg channel.Config, ceiling *big.Int) string {
	t.Helper()
	return p.headerWith(t, cfg, ceiling, nil)
}

// headerWith is header with deposit dep (nil: none), which it signs.
func (p *voucherPayer) headerWith(t *testing.T, cfg channel.Config, ceiling *big.Int, dep *channel.Deposit) string {
	t.Helper()
	id := channel.ChannelID(cfg, p.req.Asset.ChainID)
	sig, err := channel.Sign(channel.CanonicalDomain(p.req.Asset.ChainID).VoucherDigest(id, ceiling), p.key)
	if err != nil {
		t.Fatal(err)
	}
	v := payment.VoucherPayment{Type: payment.VoucherTypeVoucher, Config: cfg,
		Voucher: channel.Voucher{ChannelID: id, MaxClaimableAmount: ceiling, Signature: sig}}
	if dep != nil {
		if dep.Signature, err = channel.Sign(channel.ReceiveAuthorizationDigest(p.req.Asset.Separator(), cfg, id, *dep), p.key); err != nil {
			t.Fatal(err)
		}
		v.Type, v.Deposit = payment.VoucherTypeDeposit, dep
	}
	p.req.Amount = ceiling
	h, err := payment.EncodeVoucherHeader(p.req, v)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// fee is the fee the 402 of a create asks, with the v2 terms' offers.
func (p *voucherPayer) fee(t *testing.T, body string) (*big.Int, []map[string]any) {
	t.Helper()
	return p.feeOf(t, "/v1/projects", body)
}

// feeOf is the fee the 402 of the write body to path asks, with the v2
// terms' offers.
func (p *voucherPayer) feeOf(t *testing.T, path, body string) (*big.Int, []map[string]any) {
	t.Helper()
	resp := p.send(t, path, body, "")
	if resp.Status != http.StatusPaymentRequired {
		t.Fatalf("402 expected, got %d %s", resp.Status, resp.Body)
	}
	var terms payclient.Terms
	if err := resp.JSON(&terms); err != nil {
		t.Fatal(err)
	}
	fee, _ := new(big.Int).SetString(terms.Amount, 10)
	return fee, requiredOffers(t, resp.Header.Get(payment.HeaderRequiredV2))
}

func requiredOffers(t *testing.T, h string) []map[string]any {
	t.Helper()
	m := testutil.Base64JSON(t, h)
	var out []map[string]any
	for _, a := range m["accepts"].([]any) {
		out = append(out, a.(map[string]any))
	}
	return out
}

// TestVoucherOffer: paying by voucher is offered only when on, at the
// write's fee, with the channel terms the client builds its config from;
// a voucher sent where it is not offered is refused.
func TestVoucherOffer(t *testing.T) {
	off := newPayRig(t, time.Second)
	p := off.voucherPayer(3)
	fee, offers := p.fee(t, `{"name":"voucher-off"}`)
	if len(offers) != 1 || offers[0]["scheme"] != payment.SchemeExact {
		t.Fatalf("offers with the setting off: %v", offers)
	}
	msg := wantError(t, p.send(t, "/v1/projects", `{"name":"voucher-off"}`, p.header(t, p.cfg, fee)), http.StatusForbidden, wire.CodePaymentInvalid)
	if !strings.Contains(msg, "not offered") {
		t.Fatalf("refusal %q", msg)
	}

	on := newVoucherRig(t, fundedChannel())
	p = on.voucherPayer(3)
	fee, offers = p.fee(t, `{"name":"voucher-on"}`)
	if len(offers) != 2 || offers[1]["scheme"] != payment.SchemeBatchSettlement || offers[1]["amount"] != fee.String() || offers[1]["payTo"] != p.cfg.Receiver.Hex() {
		t.Fatalf("offers with the setting on: %v", offers)
	}
	extra := offers[1]["extra"].(map[string]any)
	if extra["receiverAuthorizer"] != voucherAuthorizer.Hex() || extra["withdrawDelay"] != 900.0 || extra["minDeposit"] != new(big.Int).Mul(fee, big.NewInt(10)).String() {
		t.Fatalf("batch-settlement extra %v", extra)
	}
}

// TestVoucherPaysAMultiPush: a multi-push paid by voucher is accepted
// as a single push is: one voucher for the sum of its versions' fees,
// one job carrying the voucher and every version (no EIP-3009 payment),
// 201 with the scheme's PAYMENT-RESPONSE; the same voucher and request
// again answers the same 201 from the job without a second commit.
func TestVoucherPaysAMultiPush(t *testing.T) {
	r := newVoucherRigWaiting(t, fundedChannel(), 0)
	commits := r.counted()
	r.startWorker(t)
	p := r.voucherPayer(4)
	body := multiPushOf(testVersion(0, ""), testVersion(1, ""), testVersion(2, ""))
	fee, _ := p.feeOf(t, multiPushURL, body)
	h := p.header(t, p.cfg, fee)
	jobID := wire.VoucherJobID(p.id(), fee)

	first := p.send(t, multiPushURL, body, h)
	if first.Status != http.StatusCreated {
		t.Fatalf("paid by voucher: %d %s, want 201", first.Status, first.Body)
	}
	if charged, state := voucherResponse(t, p, first.Header); charged != fee.String() || state["chargedCumulativeAmount"] != fee.String() {
		t.Fatalf("PAYMENT-RESPONSE: charged %s, state %v", charged, state)
	}
	again := p.send(t, multiPushURL, body, h)
	if again.Status != http.StatusCreated || string(again.Body) != string(first.Body) {
		t.Fatalf("the same voucher again: %d %s, want the first 201 %s", again.Status, again.Body, first.Body)
	}
	if n := r.runCount(jobID); n != 1 || commits.commits.Load() != 1 || r.ceiling(t, p).Cmp(fee) != 0 {
		t.Fatalf("the job ran %d times, the book committed %d times, ceiling %s; want once each and %s", n, commits.commits.Load(), r.ceiling(t, p), fee)
	}
	info, err := r.insp.GetTaskInfo(jobs.QueueWrites, jobID)
	if err != nil {
		t.Fatal(err)
	}
	var job jobs.PushVersions
	if err := json.Unmarshal(info.Payload, &job); err != nil {
		t.Fatal(err)
	}
	if info.Type != jobs.TypePushVersions || job.Voucher == nil || job.Voucher.Fee != fee.String() || job.Voucher.Ceiling != fee.String() ||
		job.Voucher.ChannelID != p.id().Hex() || job.Payment != (jobs.Payment{}) || len(job.Versions) != 3 || job.Versions[2].VersionTag != "v1.0.2" {
		t.Fatalf("the job: %s %+v", info.Type, job)
	}
}

// TestVoucherRefusals: a voucher out of step gets the corrective 402
// (the channel's state and the signature of its ceiling); a channel
// withdrawing gets a 402 naming it; a channel not ours is 403; a chain
// that cannot be read is 500 rpc_error.
func TestVoucherRefusals(t *testing.T) {
	r := newVoucherRig(t, fundedChannel())
	p := r.voucherPayer(5)
	body := `{"name":"voucher-refused"}`
	fee, _ := p.fee(t, body)
	ctx := context.Background()
	// An earlier write's voucher, accepted (as the next version will).
	first := new(big.Int).Set(fee)
	firstHeader := p.header(t, p.cfg, first)
	fp, err := payment.ParseHeader(firstHeader)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.srv.deps.Writes.Channels.Decide(ctx, fp, fee, true); err != nil {
		t.Fatal(err)
	}

	resp := p.send(t, "/v1/projects", body, firstHeader)
	if resp.Status != http.StatusPaymentRequired {
		t.Fatalf("a used voucher: %d %s", resp.Status, resp.Body)
	}
	m := testutil.Base64JSON(t, resp.Header.Get(payment.HeaderRequiredV2))
	extra := m["accepts"].([]any)[1].(map[string]any)["extra"].(map[string]any)
	cs, _ := extra["channelState"].(map[string]any)
	vs, _ := extra["voucherState"].(map[string]any)
	if m["error"] != payment.ErrChannelCumulativeMismatch || cs["chargedCumulativeAmount"] != first.String() || cs["channelId"] != p.id().Hex() ||
		vs["signedMaxClaimable"] != first.String() || vs["signature"] != "0x"+common.Bytes2Hex(fp.Voucher.Voucher.Signature) {
		t.Fatalf("corrective 402 %v", m)
	}
	var b map[string]any
	if err := resp.JSON(&b); err != nil || b["error"] != string(wire.CodePaymentRequired) || b["reason"] != payment.ErrChannelCumulativeMismatch {
		t.Fatalf("corrective 402 body %s", resp.Body)
	}
	// The voucher that follows pays: its job is queued (and waits for a
	// worker).
	next := new(big.Int).Add(first, fee)
	if resp := p.send(t, "/v1/projects", body, p.header(t, p.cfg, next)); resp.Status != http.StatusAccepted {
		t.Fatalf("the next voucher: %d %s", resp.Status, resp.Body)
	}

	other := p.cfg
	other.ReceiverAuthorizer = common.HexToAddress("0x01")
	msg := wantError(t, p.send(t, "/v1/projects", body, p.header(t, other, fee)), http.StatusForbidden, wire.CodePaymentInvalid)
	if !strings.HasPrefix(msg, payment.ErrChannelAuthorizerMismatch) {
		t.Fatalf("refusal %q", msg)
	}
	noAuthorizer := p.cfg
	noAuthorizer.PayerAuthorizer = common.Address{}
	msg = wantError(t, p.send(t, "/v1/projects", body, p.header(t, noAuthorizer, fee)), http.StatusForbidden, wire.CodePaymentInvalid)
	if !strings.Contains(msg, "EIP-1271") {
		t.Fatalf("refusal %q", msg)
	}

	w := newVoucherRig(t, channelbook.State{Balance: big.NewInt(1e9), TotalClaimed: new(big.Int), RefundNonce: new(big.Int), WithdrawRequestedAt: 1_799_999_000, Block: 1})
	p = w.voucherPayer(5)
	resp = p.send(t, "/v1/projects", body, p.header(t, p.cfg, fee))
	if err := resp.JSON(&b); err != nil || resp.Status != http.StatusPaymentRequired || b["reason"] != payment.ErrChannelWithdrawing ||
		testutil.Base64JSON(t, resp.Header.Get(payment.HeaderRequiredV2))["error"] != payment.ErrChannelWithdrawing {
		t.Fatalf("withdrawing channel: %d %s", resp.Status, resp.Body)
	}

	down := newVoucherRig(t, fundedChannel())
	down.chain.down = true
	p = down.voucherPayer(5)
	wantError(t, p.send(t, "/v1/projects", body, p.header(t, p.cfg, fee)), http.StatusInternalServerError, wire.CodeRPCError)
}

// TestVouchersNeedTheChannelWritesContract: with paying by voucher on, a
// deployment without InkdChannelWrites (deployed before it existed) has no
// receiver authorizer to offer, and the API refuses to start, naming the fix.
func TestVouchersNeedTheChannelWritesContract(t *testing.T) {
	_, err := New(Config{Channels: ChannelConfig{Enabled: true}}, Deps{Redis: testutil.RedisClient(t)})
	if err == nil || !strings.Contains(err.Error(), "InkdChannelWrites") || !strings.Contains(err.Error(), "INKD_CHANNEL_PAYMENTS") {
		t.Fatalf("New with vouchers on and no channel writes contract: %v", err)
	}
}
