package api

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/payment/channelbook"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// refundHeader is the PAYMENT-SIGNATURE of p's refund payload: the
// voucher of ceiling and the amount asked (nil: all).
func (p *voucherPayer) refundHeader(t *testing.T, ceiling, amount *big.Int) string {
	t.Helper()
	id := p.id()
	sig, err := channel.Sign(channel.CanonicalDomain(p.req.Asset.ChainID).VoucherDigest(id, ceiling), p.key)
	if err != nil {
		t.Fatal(err)
	}
	p.req.Amount = big.NewInt(1)
	h, err := payment.EncodeVoucherHeader(p.req, payment.VoucherPayment{Type: payment.VoucherTypeRefund, Config: p.cfg,
		Voucher: channel.Voucher{ChannelID: id, MaxClaimableAmount: ceiling, Signature: sig}, RefundAmount: amount})
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func (p *voucherPayer) refund(t *testing.T, header string) *payclient.Response {
	t.Helper()
	resp, err := p.Send(context.Background(), http.MethodGet, "http://inkd.test"+channelRefundPath, nil, header)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

// refusedWith requires resp to be a 402 whose PAYMENT-REQUIRED error is
// code, and returns its decoded header.
func refusedWith(t *testing.T, resp *payclient.Response, code string) map[string]any {
	t.Helper()
	m := testutil.Base64JSON(t, resp.Header.Get(payment.HeaderRequiredV2))
	if resp.Status != http.StatusPaymentRequired || m["error"] != code {
		t.Fatalf("answer %d %s (terms %v), want 402 %s", resp.Status, resp.Body, m, code)
	}
	return m
}

// TestChannelRefund: the refund route offers the batch-settlement terms;
// a refund payload whose voucher is not the channel's ceiling gets the
// corrective 402; one asking more than the balance less the ceiling, or
// on a channel with nothing left, is refused with the scheme's codes; a
// good one is queued under the channel's refund nonce for all that is
// left (or the amount asked) and answered with the job's refund as the
// scheme's settle response. A channel withdrawing refunds nothing.
func TestChannelRefund(t *testing.T) {
	r := newVoucherRig(t, channelbook.State{Balance: big.NewInt(1_000_000), TotalClaimed: new(big.Int), RefundNonce: big.NewInt(3), Block: 1})
	p := r.voucherPayer(7)
	ctx := context.Background()

	resp := p.refund(t, "")
	offers := requiredOffers(t, resp.Header.Get(payment.HeaderRequiredV2))
	if resp.Status != http.StatusPaymentRequired || len(offers) != 2 || offers[1]["scheme"] != payment.SchemeBatchSettlement ||
		offers[1]["extra"].(map[string]any)["receiverAuthorizer"] != voucherAuthorizer.Hex() {
		t.Fatalf("the unpaid refund: %d %v", resp.Status, offers)
	}

	// Two writes' vouchers accepted: the ceiling is 300,000.
	ceiling := big.NewInt(300_000)
	for _, v := range []struct{ ceiling, fee int64 }{{100_000, 100_000}, {300_000, 200_000}} {
		fp, err := payment.ParseHeader(p.header(t, p.cfg, big.NewInt(v.ceiling)))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := r.srv.deps.Writes.Channels.Decide(ctx, fp, big.NewInt(v.fee), true); err != nil {
			t.Fatal(err)
		}
	}
	m := refusedWith(t, p.refund(t, p.refundHeader(t, big.NewInt(100_000), nil)), payment.ErrChannelCumulativeMismatch)
	cs := m["accepts"].([]any)[1].(map[string]any)["extra"].(map[string]any)["channelState"].(map[string]any)
	if cs["chargedCumulativeAmount"] != ceiling.String() {
		t.Fatalf("corrective channel state %v, want the ceiling %s", cs, ceiling)
	}
	refusedWith(t, p.refund(t, p.refundHeader(t, ceiling, big.NewInt(700_001))), payment.ErrRefundAmountInvalid)
	if _, err := r.insp.GetTaskInfo(jobs.QueueWrites, jobs.RefundJobID(p.id(), big.NewInt(3), 0)); err == nil {
		t.Fatal("a refused refund was queued")
	}

	job := jobs.RefundJobID(p.id(), big.NewInt(3), 0)
	resp = p.refund(t, p.refundHeader(t, ceiling, nil))
	if resp.Status != http.StatusAccepted {
		t.Fatalf("the refund: %d %s, want 202 while no worker runs it", resp.Status, resp.Body)
	}
	info, err := r.insp.GetTaskInfo(jobs.QueueWrites, job)
	if err != nil {
		t.Fatal(err)
	}
	var queued jobs.Refund
	if err := json.Unmarshal(info.Payload, &queued); err != nil || info.Type != jobs.TypeRefund || queued.Amount != "700000" || queued.ChannelID != p.id().Hex() {
		t.Fatalf("queued %s %s (%v), want the refund of the 700000 left", info.Type, info.Payload, err)
	}
	res, _ := json.Marshal(jobs.RefundResult{TxHash: "0x" + strings.Repeat("ab", 32), ChannelID: p.id().Hex(), Payer: p.cfg.Payer.Hex(), Amount: "700000",
		ChannelState: jobs.RefundChannelState{Balance: "300000", TotalClaimed: "300000", RefundNonce: "4"}})
	if err := r.outcomes.Publish(ctx, jobs.Outcome{JobID: job, State: jobs.StateSucceeded, Result: res}); err != nil {
		t.Fatal(err)
	}
	resp = p.refund(t, p.refundHeader(t, ceiling, nil))
	settled := testutil.Base64JSON(t, resp.Header.Get(payment.HeaderResponseV2))
	st, _ := settled["extra"].(map[string]any)["channelState"].(map[string]any)
	if resp.Status != http.StatusOK || settled["success"] != true || settled["amount"] != "700000" || settled["transaction"] != "0x"+strings.Repeat("ab", 32) || st["balance"] != "300000" || st["refundNonce"] != "4" {
		t.Fatalf("the refund sent again: %d %s %v, want its job's refund", resp.Status, resp.Body, settled)
	}

	empty := newVoucherRig(t, channelbook.State{Balance: big.NewInt(1_000_000), TotalClaimed: new(big.Int), RefundNonce: new(big.Int), Floor: big.NewInt(1_000_000), Block: 1})
	p = empty.voucherPayer(7)
	refusedWith(t, p.refund(t, p.refundHeader(t, big.NewInt(1_000_000), nil)), payment.ErrRefundNoBalance)

	w := newVoucherRig(t, channelbook.State{Balance: big.NewInt(1_000_000), TotalClaimed: new(big.Int), RefundNonce: new(big.Int), WithdrawRequestedAt: 1_799_999_000, Block: 1})
	p = w.voucherPayer(7)
	refusedWith(t, p.refund(t, p.refundHeader(t, new(big.Int), nil)), payment.ErrChannelWithdrawing)

	var b wire.ErrorBody
	if err := p.refund(t, "not base64").JSON(&b); err != nil || b.Error != wire.CodePaymentInvalid {
		t.Fatalf("a malformed payload: %+v %v", b, err)
	}
}

// TestChannelRefundFailedThenTriedAgain: a refund whose job fails while
// the request waits is the scheme's settlement failure (402 with a
// PAYMENT-RESPONSE whose success is false, its reason the scheme's code);
// the next request at the same refund nonce is a new job, not the failed
// one's answer again.
func TestChannelRefundFailedThenTriedAgain(t *testing.T) {
	r := newVoucherRigWaiting(t, channelbook.State{Balance: big.NewInt(1_000_000), TotalClaimed: new(big.Int), RefundNonce: new(big.Int), Block: 1}, time.Minute)
	p := r.voucherPayer(8)
	ctx := context.Background()
	// ask sends a refund of all and, once its job try is queued, ends the
	// job with outcome o; it returns the answer.
	ask := func(try uint64, o jobs.Outcome) *payclient.Response {
		t.Helper()
		job := jobs.RefundJobID(p.id(), new(big.Int), try)
		answer := make(chan *payclient.Response, 1)
		header := p.refundHeader(t, new(big.Int), nil)
		go func() {
			resp, err := p.Send(ctx, http.MethodGet, "http://inkd.test"+channelRefundPath, nil, header)
			if err != nil {
				resp = &payclient.Response{Body: []byte(err.Error())}
			}
			answer <- resp
		}()
		testutil.Until(t, time.Minute, "the refund queued", func() bool {
			_, err := r.insp.GetTaskInfo(jobs.QueueWrites, job)
			return err == nil
		})
		o.JobID = job
		if err := r.outcomes.Publish(ctx, o); err != nil {
			t.Fatal(err)
		}
		return testutil.Recv(t, answer, "the refund's answer")
	}
	resp := ask(0, jobs.Outcome{State: jobs.StateFailed, Failure: &jobs.Failure{Code: wire.CodePaymentInvalid, Message: payment.ErrRefundAmountInvalid + ": a write landed meanwhile"}})
	settled := testutil.Base64JSON(t, resp.Header.Get(payment.HeaderResponseV2))
	if resp.Status != http.StatusPaymentRequired || settled["success"] != false || settled["errorReason"] != payment.ErrRefundAmountInvalid || settled["errorMessage"] != payment.ErrRefundAmountInvalid+": a write landed meanwhile" {
		t.Fatalf("the failed refund: %d %s %v", resp.Status, resp.Body, settled)
	}
	res, _ := json.Marshal(jobs.RefundResult{TxHash: "0x" + strings.Repeat("cd", 32), ChannelID: p.id().Hex(), Amount: "1000000",
		ChannelState: jobs.RefundChannelState{Balance: "0", TotalClaimed: "0", RefundNonce: "1"}})
	resp = ask(1, jobs.Outcome{State: jobs.StateSucceeded, Result: res})
	settled = testutil.Base64JSON(t, resp.Header.Get(payment.HeaderResponseV2))
	if resp.Status != http.StatusOK || settled["success"] != true || settled["amount"] != "1000000" {
		t.Fatalf("the refund asked again: %d %s %v", resp.Status, resp.Body, settled)
	}
}
