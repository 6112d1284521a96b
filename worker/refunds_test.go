package worker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/batchsettlement"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/payment/channelbook"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/claims"
	"github.com/inkd/inkd/worker/internal/paidtest"
	"github.com/inkd/inkd/worker/internal/settletest"
)

// refundRig is a channel of account 6 on the embedded chain, with the
// channel book as the API leaves it, and the worker's refunds.
type refundRig struct {
	e       *settletest.Env
	ch      *paidtest.Channel
	book    *channelbook.Book
	refunds *Refunds
}

func newRefundRig(t *testing.T) *refundRig {
	t.Helper()
	e := settletest.NewEnv(t)
	d := e.Dev.Deployment
	book, err := channelbook.New(channelbook.Config{}, testutil.RedisClient(t))
	if err != nil {
		t.Fatal(err)
	}
	loop, err := claims.New(claims.Config{ChannelWrites: d.ChannelWrites}, e.Eth, e.Txm, book, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	r := &refundRig{e: e, ch: e.ChannelOf(t, 6, 1), book: book, refunds: &Refunds{ChannelWrites: d.ChannelWrites, Txm: e.Txm, Claims: loop, Book: book,
		Chain: payment.ChainChannels{Backend: e.Eth, Token: d.USDC, Writes: d.ChannelWrites}}}
	raw, _ := json.Marshal(r.ch.Config)
	if err := book.Mirror(context.Background(), r.ch.ID, raw, channelbook.State{Balance: new(big.Int), TotalClaimed: new(big.Int), RefundNonce: new(big.Int), Block: 1}); err != nil {
		t.Fatal(err)
	}
	return r
}

// accept hands out the channel's next voucher of fee, with a deposit when
// not zero, and has the book accept it as the API does.
func (r *refundRig) accept(t *testing.T, fee, deposit int64) *jobs.Voucher {
	t.Helper()
	v := r.ch.Next(t, fee, deposit)
	ceiling, sig := r.ch.Latest(t)
	var dep *big.Int
	if deposit != 0 {
		dep = big.NewInt(deposit)
	}
	d, err := r.book.Accept(context.Background(), channelbook.Voucher{Channel: r.ch.ID, Ceiling: ceiling, Signature: sig}, big.NewInt(fee), dep)
	if err != nil || d.Outcome != channelbook.Accepted {
		t.Fatalf("the book took voucher %s: %v %v", ceiling, d.Outcome, err)
	}
	return v
}

// land lands creates paid by vouchers vs (in ceiling order, the first
// with the channel's deposit) in one writeByVouchers call.
func (r *refundRig) land(t *testing.T, vs ...*jobs.Voucher) {
	t.Helper()
	g := writes.Group{Config: r.ch.Config}
	for i, v := range vs {
		key, _ := new(big.Int).SetString(v.Ceiling, 10)
		fee, _ := new(big.Int).SetString(v.Fee, 10)
		w, err := writes.Create(key, fee, new(big.Int), registry.InkdRegistryProjectInput{Name: fmt.Sprintf("refund-rig-%s", key), Description: "x", IsPublic: true})
		if err != nil {
			t.Fatal(err)
		}
		g.Writes = append(g.Writes, w)
		g.Ceiling, g.Signature = key, common.FromHex(v.Signature)
		if d := v.Deposit; d != nil && i == 0 {
			g.Deposit = &channel.Deposit{Amount: number(d.Amount), ValidAfter: number(d.ValidAfter), ValidBefore: number(d.ValidBefore),
				Salt: number(d.Salt), Signature: common.FromHex(d.Signature)}
		}
	}
	data, err := writes.Calldata([]writes.Group{g})
	if err != nil {
		t.Fatal(err)
	}
	if err := r.e.MineCall(r.e.Dev.Settlers[0], r.e.Dev.Deployment.ChannelWrites, data); err != nil {
		t.Fatalf("the writes by voucher: %v", err)
	}
}

func number(s string) *big.Int {
	n, _ := new(big.Int).SetString(s, 10)
	return n
}

// run runs one delivery of the refund of amount.
func (r *refundRig) run(t *testing.T, job string, amount int64) (jobs.RefundResult, error) {
	t.Helper()
	task, _, err := jobs.NewRefundTask(jobs.Refund{Channel: jobs.ConfigOf(r.ch.Config), ChannelID: r.ch.ID.Hex(), Amount: big.NewInt(amount).String()})
	if err != nil {
		t.Fatal(err)
	}
	out, err := r.refunds.refund(testutil.Context(t), job, task)
	var res jobs.RefundResult
	if err == nil {
		if err := json.Unmarshal(out, &res); err != nil {
			t.Fatal(err)
		}
	}
	return res, err
}

// TestARefundClaimsThenRefundsWhatNoWriteNeeds: on a channel with landed
// writes and one still in flight, a refund asking more than the balance
// less the ceiling is refused, nothing refunded; a refund of exactly that
// claims the landed fees first, then sends it back to the payer, once
// however often the job is delivered, and leaves the channel what the
// write in flight needs. The book follows the chain.
func TestARefundClaimsThenRefundsWhatNoWriteNeeds(t *testing.T) {
	r := newRefundRig(t)
	const fee, deposit = paidtest.Fee, 20 * paidtest.Fee
	r.land(t, r.accept(t, fee, deposit), r.accept(t, fee, 0))
	r.accept(t, fee, 0) // in flight: accepted, not landed
	payer := paidtest.PayerOf(6)
	before := r.e.USDC(t, payer)
	const left = deposit - 3*fee

	_, err := r.run(t, "refund_over", left+1)
	var fe *jobs.FailureError
	if !errors.As(err, &fe) || fe.Failure.Code != wire.CodePaymentInvalid {
		t.Fatalf("a refund of %d past balance − ceiling: %v, want payment_invalid", left+1, err)
	}
	if got := r.e.USDC(t, payer); got.Cmp(before) != 0 {
		t.Fatalf("the payer holds %s after a refused refund, had %s", got, before)
	}

	res, err := r.run(t, "refund_ok", left)
	if err != nil {
		t.Fatalf("the refund: %v", err)
	}
	if used, _ := r.ch.Usage(t); used.Cmp(big.NewInt(2*fee)) != 0 {
		t.Fatalf("landed %s, want %d", used, 2*fee)
	}
	if res.ChannelState.TotalClaimed != big.NewInt(2*fee).String() || res.ChannelState.Balance != big.NewInt(3*fee).String() || res.Amount != big.NewInt(left).String() {
		t.Fatalf("result %+v, want %d claimed first, %d refunded, %d left for the writes", res, 2*fee, left, 3*fee)
	}
	want := new(big.Int).Add(before, big.NewInt(left))
	if got := r.e.USDC(t, payer); got.Cmp(want) != 0 {
		t.Fatalf("the payer holds %s, want %s (its %s and the refund %d)", got, want, before, left)
	}
	again, err := r.run(t, "refund_ok", left)
	if err != nil || again.TxHash != res.TxHash {
		t.Fatalf("the job delivered again: %+v %v, want the same refund %s", again, err, res.TxHash)
	}
	if got := r.e.USDC(t, payer); got.Cmp(want) != 0 {
		t.Fatalf("after a second delivery the payer holds %s, want %s", got, want)
	}
	rec, _, err := r.book.Get(context.Background(), r.ch.ID)
	if err != nil || rec.State.Balance.Cmp(big.NewInt(3*fee)) != 0 || rec.State.RefundNonce.Cmp(big.NewInt(1)) != 0 {
		t.Fatalf("the book after the refund: %+v %v, want balance %d, refund nonce 1", rec.State, err, 3*fee)
	}
}

// TestNoRefundWhileAWithdrawalIsPending: a withdrawal the payer started
// after the API accepted the refund stops it: the landed fees are claimed
// (as the claim loop would at once), nothing is refunded.
func TestNoRefundWhileAWithdrawalIsPending(t *testing.T) {
	r := newRefundRig(t)
	const fee, deposit = paidtest.Fee, 20 * paidtest.Fee
	r.land(t, r.accept(t, fee, deposit))
	c := r.ch.Config
	data, err := batchsettlement.NewX402BatchSettlement().TryPackInitiateWithdraw(batchsettlement.X402BatchSettlementChannelConfig{Payer: c.Payer, PayerAuthorizer: c.PayerAuthorizer,
		Receiver: c.Receiver, ReceiverAuthorizer: c.ReceiverAuthorizer, Token: c.Token, WithdrawDelay: new(big.Int).SetUint64(c.WithdrawDelay), Salt: c.Salt}, big.NewInt(fee))
	if err != nil {
		t.Fatal(err)
	}
	if err := r.e.MineCall(devkeys.Key(6), channel.SettlementAddress, data); err != nil {
		t.Fatalf("initiateWithdraw: %v", err)
	}
	payer := paidtest.PayerOf(6)
	before := r.e.USDC(t, payer)
	_, err = r.run(t, "refund_withdrawing", fee)
	var fe *jobs.FailureError
	if !errors.As(err, &fe) || !strings.HasPrefix(fe.Failure.Message, payment.ErrChannelWithdrawing) {
		t.Fatalf("a refund with a withdrawal pending: %v, want %s", err, payment.ErrChannelWithdrawing)
	}
	if got := r.e.USDC(t, payer); got.Cmp(before) != 0 {
		t.Fatalf("the payer holds %s, had %s: something was refunded", got, before)
	}
}
