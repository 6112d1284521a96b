package claims

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/batchsettlement"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/payment/channelbook"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/internal/settletest"
)

var fee = big.NewInt(100_000)

// rig is the embedded chain with a payer's channel, funded, whose first
// write (a creation paid by the voucher of one fee) landed, and the book
// holding that voucher as the API leaves it.
type rig struct {
	e    *settletest.Env
	book *channelbook.Book
	cfg  channel.Config
	id   common.Hash
	loop *Loop
	now  time.Time
}

func newRig(t *testing.T) *rig {
	t.Helper()
	ctx := context.Background()
	e := settletest.NewEnv(t)
	d := e.Dev.Deployment
	payerKey := devkeys.Key(6)
	payer := paidtest.AddrOf(payerKey)
	cfg := channel.Config{Payer: payer, PayerAuthorizer: payer, Receiver: d.Treasury, ReceiverAuthorizer: d.ChannelWrites,
		Token: d.USDC, WithdrawDelay: channel.MinWithdrawDelay}
	chainID := big.NewInt(8453)
	dom := channel.CanonicalDomain(chainID)
	id := dom.ChannelID(cfg)
	sig, err := channel.Sign(dom.VoucherDigest(id, fee), payerKey)
	if err != nil {
		t.Fatal(err)
	}
	deposit := &channel.Deposit{Amount: big.NewInt(1_000_000), ValidAfter: new(big.Int),
		ValidBefore: big.NewInt(e.ChainTime(t).Add(time.Hour).Unix()), Salt: big.NewInt(1)}
	usdc := payment.Domain{Name: "USD Coin", Version: "2", ChainID: chainID, VerifyingContract: d.USDC}.Separator()
	if deposit.Signature, err = channel.Sign(channel.ReceiveAuthorizationDigest(usdc, cfg, id, *deposit), payerKey); err != nil {
		t.Fatal(err)
	}
	w, err := writes.Create(fee, fee, big.NewInt(20_000), registry.InkdRegistryProjectInput{Name: "claims-rig", Description: "x", IsPublic: true})
	if err != nil {
		t.Fatal(err)
	}
	groups, err := writes.Fold([]writes.Item{{Config: cfg, Signature: sig, Deposit: deposit, Write: w}})
	if err != nil {
		t.Fatal(err)
	}
	data, err := writes.Calldata(groups)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.MineCall(e.Dev.Settlers[0], d.ChannelWrites, data); err != nil {
		t.Fatalf("the write by voucher: %v", err)
	}
	book, err := channelbook.New(channelbook.Config{}, testutil.RedisClient(t))
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := json.Marshal(cfg)
	if err := book.Mirror(ctx, id, raw, channelbook.State{Balance: deposit.Amount, TotalClaimed: new(big.Int), RefundNonce: new(big.Int), Block: 1}); err != nil {
		t.Fatal(err)
	}
	if dec, err := book.Accept(ctx, channelbook.Voucher{Channel: id, Ceiling: fee, Signature: sig}, fee, nil); err != nil || dec.Outcome != channelbook.Accepted {
		t.Fatalf("the book took the voucher: %v %v", dec.Outcome, err)
	}
	loop, err := New(Config{ChannelWrites: d.ChannelWrites, Every: time.Minute}, e.Eth, e.Txm, book, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	r := &rig{e: e, book: book, cfg: cfg, id: id, loop: loop, now: time.Unix(1_800_000_000, 0)}
	loop.now = func() time.Time { return r.now }
	return r
}

func (r *rig) claimed(t *testing.T) *big.Int {
	t.Helper()
	bs := batchsettlement.NewX402BatchSettlement()
	out, err := r.e.Eth.CallContract(context.Background(), ethereum.CallMsg{To: &channel.SettlementAddress, Data: bs.PackChannels(r.id)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	ch, err := bs.UnpackChannels(out)
	if err != nil {
		t.Fatal(err)
	}
	return ch.TotalClaimed
}

func (r *rig) booked(t *testing.T) *big.Int {
	t.Helper()
	tre := treasury.NewInkdTreasury()
	d := r.e.Dev.Deployment
	out, err := r.e.Eth.CallContract(context.Background(), ethereum.CallMsg{To: &d.Treasury, Data: tre.PackBooks()}, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := tre.UnpackBooks(out)
	if err != nil {
		t.Fatal(err)
	}
	sum := new(big.Int).Add(b.OwedStorage, b.OwedBuyback)
	return sum.Add(sum, b.Retained)
}

// recorded is a Metrics that remembers what it was told.
type recorded struct {
	mu       sync.Mutex
	scans    []int
	outcomes []string
	channels int
	amount   big.Int
	restored int
}

func (m *recorded) Scanned(skipped int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.scans = append(m.scans, skipped)
}

func (m *recorded) ClaimSent(outcome string, channels int, amount *big.Int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.outcomes = append(m.outcomes, outcome)
	m.channels += channels
	if amount != nil {
		m.amount.Add(&m.amount, amount)
	}
}

func (m *recorded) Restored() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.restored++
}

// TestLandedFeesAreClaimedWithinAPeriod: a landed write's fee waits at
// most Every, is then claimed with the book's voucher, settled to the
// treasury and booked there; once claimed nothing is claimed again. Each
// scan and the claim call reach the metrics, with the channel and the fee
// claimed.
func TestLandedFeesAreClaimedWithinAPeriod(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	rec := &recorded{}
	WithMetrics(rec)(r.loop)
	booked := r.booked(t)
	if rc, err := r.loop.Once(ctx); err != nil || rc != nil {
		t.Fatalf("first sight of the unclaimed fee: %v %v, want nothing claimed yet", rc, err)
	}
	r.now = r.now.Add(time.Minute)
	rc, err := r.loop.Once(ctx)
	if err != nil || rc == nil || rc.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("a period later: %v %v, want the claim", rc, err)
	}
	if got := r.claimed(t); got.Cmp(fee) != 0 {
		t.Fatalf("claimed %s on the channel, want the landed fee %s", got, fee)
	}
	if got := new(big.Int).Sub(r.booked(t), booked); got.Cmp(fee) != 0 {
		t.Fatalf("the treasury booked %s, want %s", got, fee)
	}
	r.now = r.now.Add(time.Hour)
	if rc, err := r.loop.Once(ctx); err != nil || rc != nil {
		t.Fatalf("all claimed: %v %v, want nothing sent", rc, err)
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if len(rec.scans) != 3 || rec.scans[0]+rec.scans[1]+rec.scans[2] != 0 {
		t.Errorf("scans reported %v, want three, nothing skipped", rec.scans)
	}
	if len(rec.outcomes) != 1 || rec.outcomes[0] != ClaimLanded || rec.channels != 1 || rec.amount.Cmp(fee) != 0 {
		t.Errorf("claims reported %v, %d channels, %s claimed; want one landed, 1 channel, %s", rec.outcomes, rec.channels, &rec.amount, fee)
	}
}

// TestASkippedChannelIsReported: a channel whose landed fees no voucher
// covers — the book lost it and the chain's search finds none — is skipped
// and reported to the metrics; nothing is sent.
func TestASkippedChannelIsReported(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	rec := &recorded{}
	WithMetrics(rec)(r.loop)
	r.loseTheBook(t) // a rebuild without the signature
	head, err := r.e.Eth.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	r.loop.cfg.ScanFrom = head + 1 // and no write of the channel in the searched range
	for range 2 {
		if rc, err := r.loop.Once(ctx); err != nil || rc != nil {
			t.Fatalf("a channel without its voucher: %v %v, want nothing sent", rc, err)
		}
		r.now = r.now.Add(time.Minute)
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if len(rec.scans) != 2 || rec.scans[0] != 0 || rec.scans[1] != 1 || len(rec.outcomes) != 0 {
		t.Fatalf("scans %v, claims %v; want the channel skipped once due, no claim sent", rec.scans, rec.outcomes)
	}
}

// TestAWithdrawalIsClaimedAtOnce: when the payer starts a timed withdrawal
// the landed fees are claimed on the next scan, without waiting a period,
// and the payer can withdraw only what no landed write used.
func TestAWithdrawalIsClaimedAtOnce(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	bs := batchsettlement.NewX402BatchSettlement()
	bindCfg := batchsettlement.X402BatchSettlementChannelConfig{Payer: r.cfg.Payer, PayerAuthorizer: r.cfg.PayerAuthorizer,
		Receiver: r.cfg.Receiver, ReceiverAuthorizer: r.cfg.ReceiverAuthorizer, Token: r.cfg.Token,
		WithdrawDelay: new(big.Int).SetUint64(r.cfg.WithdrawDelay), Salt: r.cfg.Salt}
	data, err := bs.TryPackInitiateWithdraw(bindCfg, big.NewInt(500_000))
	if err != nil {
		t.Fatal(err)
	}
	if err := r.e.MineCall(devkeys.Key(6), channel.SettlementAddress, data); err != nil {
		t.Fatalf("initiateWithdraw: %v", err)
	}
	rc, err := r.loop.Once(ctx)
	if err != nil || rc == nil || rc.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("with a withdrawal pending: %v %v, want the claim at once", rc, err)
	}
	if got := r.claimed(t); got.Cmp(fee) != 0 {
		t.Fatalf("claimed %s, want %s", got, fee)
	}
}

// TestTheScanIsReportedForOperators: each scan leaves its figures where
// `inkd queues claims` reads them — the channels owed and what they owe
// before the claim, the claim sent, then nothing owed.
func TestTheScanIsReportedForOperators(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	rdb := testutil.RedisClient(t)
	WithStatus(rdb)(r.loop)
	if _, err := r.loop.Once(ctx); err != nil {
		t.Fatal(err)
	}
	st, ok, err := ReadStatus(ctx, rdb)
	if err != nil || !ok || st.Channels != 1 || st.Owed != 1 || st.Unclaimed != fee.String() || st.Due != 0 || st.LastClaim != nil {
		t.Fatalf("before the claim: %+v, %v, %v; want one channel owing %s, nothing claimed", st, ok, err, fee)
	}
	r.now = r.now.Add(time.Minute)
	rc, err := r.loop.Once(ctx)
	if err != nil || rc == nil {
		t.Fatalf("the claim: %v %v", rc, err)
	}
	r.now = r.now.Add(time.Minute)
	if _, err := r.loop.Once(ctx); err != nil {
		t.Fatal(err)
	}
	st, ok, err = ReadStatus(ctx, rdb)
	if err != nil || !ok || st.Owed != 0 || st.Unclaimed != "0" || st.LastClaim == nil ||
		st.LastClaim.TxHash != rc.TxHash.Hex() || st.LastClaim.Outcome != ClaimLanded || st.LastClaim.Amount != fee.String() {
		t.Fatalf("after the claim: %+v (last claim %+v), %v, %v; want nothing owed and the claim %s", st, st.LastClaim, ok, err, rc.TxHash.Hex())
	}
}

// unanswered fails the reads of one contract's views for one channel.
type unanswered struct {
	chain.Backend
	channel common.Hash
}

func (u unanswered) CallContract(ctx context.Context, msg ethereum.CallMsg, block *big.Int) ([]byte, error) {
	if bytes.Contains(msg.Data, u.channel.Bytes()) {
		return nil, errors.New("the node did not answer")
	}
	return u.Backend.CallContract(ctx, msg, block)
}

// TestAChannelNotReadDoesNotHoldBackTheOthers: a channel whose state the
// node does not give waits for the next scan, reported as unread, and the
// channels read are claimed all the same.
func TestAChannelNotReadDoesNotHoldBackTheOthers(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	ghost := common.HexToHash("0x0badc0ffee")
	raw, _ := json.Marshal(r.cfg)
	if err := r.book.Mirror(ctx, ghost, raw, channelbook.State{Balance: big.NewInt(1), TotalClaimed: new(big.Int), RefundNonce: new(big.Int), Block: 1}); err != nil {
		t.Fatal(err)
	}
	r.loop.backend = unanswered{Backend: r.loop.backend, channel: ghost}
	rdb := testutil.RedisClient(t)
	WithStatus(rdb)(r.loop)
	if _, err := r.loop.Once(ctx); err != nil {
		t.Fatal(err)
	}
	r.now = r.now.Add(time.Minute)
	rc, err := r.loop.Once(ctx)
	if err != nil || rc == nil || rc.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("with one channel unread: %v %v, want the other claimed", rc, err)
	}
	if got := r.claimed(t); got.Cmp(fee) != 0 {
		t.Fatalf("claimed %s, want %s", got, fee)
	}
	if st, _, err := ReadStatus(ctx, rdb); err != nil || st.Channels != 2 || st.Unread != 1 {
		t.Fatalf("status %+v (%v), want two channels, one unread", st, err)
	}
}
