package api

// GET /v1/channels/refund: the batch-settlement scheme's cooperative
// refund, as the reference client asks for it (refundChannel). Not in the
// specification: the scheme names no route for it, and the reference
// client refunds through any URL that offers the scheme, so inkd gives it
// one of its own. Unpaid, it answers 402 with the batch-settlement offer;
// with a `refund` payload it checks the channel and its voucher, decides
// the amount (payment.DecideRefund), queues the refund's job and awaits
// it, answering with the refund's PAYMENT-RESPONSE.

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gofiber/fiber/v2"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/storage/pricing"
)

// channelRefundPath is the refund route.
const channelRefundPath = "/v1/channels/refund"

func (s *Server) channelRefund(c *fiber.Ctx) error {
	d := s.deps.Writes
	terms := s.channelTerms()
	if terms == nil || !d.ready() {
		return errorf(wire.CodeNotImplemented, "this server does not take payments by voucher (scheme %q): there is no channel to refund", payment.SchemeBatchSettlement)
	}
	// The offer of a paid write, at the minimum fee: a refund charges
	// nothing, the client reads the channel's terms from it.
	req := payment.Requirement{
		Amount: pricing.MinimumFee(), PayTo: d.PayTo, Asset: d.USDC, Resource: s.resourceURL(c),
		Description: "refund of the unused part of a payment channel", MimeType: fiber.MIMEApplicationJSON,
		MaxTimeout: payment.DefaultMaxTimeout, Channel: terms,
	}
	header := c.Get(payment.HeaderPaymentV2)
	if header == "" {
		header = c.Get(payment.HeaderPaymentV1)
	}
	if header == "" {
		return s.paymentRequired(c, req, "send a batch-settlement refund payload (the voucher of your channel's charged total) in PAYMENT-SIGNATURE to get back what your writes did not use")
	}
	p, err := payment.ParseHeader(header)
	if err != nil {
		return paymentError(err)
	}
	if err := payment.VerifyRefund(p, req); err != nil {
		return s.channelRefusal(c, req, err)
	}
	v := p.Voucher
	id := v.Voucher.ChannelID
	ctx := c.UserContext()
	rec, err := d.Channels.Refresh(ctx, id, v.Config)
	if err != nil {
		return paymentError(err)
	}
	amount, err := payment.DecideRefund(v, rec)
	if err != nil {
		return s.channelRefusal(c, req, err)
	}
	nonce := orZero(rec.State.RefundNonce)
	job, err := s.refundJob(ctx, id, nonce)
	if err != nil {
		return err
	}
	task, opts, err := jobs.NewRefundTask(jobs.Refund{Channel: jobs.ConfigOf(v.Config), ChannelID: id.Hex(), Amount: amount.String(),
		Ceiling: orZero(rec.Ceiling).String(), RefundNonce: nonce.String()})
	if err != nil {
		return err
	}
	task = jobs.WithRequestID(task, requestID(c))
	if _, err := d.Enqueuer.EnqueueContext(ctx, task, append(opts, asynq.TaskID(job))...); err != nil && !errors.Is(err, asynq.ErrTaskIDConflict) {
		return &Error{Code: wire.CodeServiceUnavailable, Message: "cannot queue the refund; nothing was refunded, retry", Err: err}
	}
	return s.awaitRefund(c, job, v.Payer())
}

// maxRefundTries bounds the refund jobs of one channel at one refund
// nonce: each try but the last failed.
const maxRefundTries = 16

// refundJob is the job of a refund of channel id at refund nonce: the
// first try whose job did not fail (a request sent again joins the job
// that runs or landed; after a failure, the next request is a new try).
func (s *Server) refundJob(ctx context.Context, id common.Hash, nonce *big.Int) (string, error) {
	for try := uint64(0); try < maxRefundTries; try++ {
		job := jobs.RefundJobID(id, nonce, try)
		out, err := s.deps.Writes.Outcomes.Get(ctx, job)
		switch {
		case errors.Is(err, jobs.ErrNotFound):
			return job, nil
		case err != nil:
			return "", &Error{Code: wire.CodeServiceUnavailable, Message: "cannot read the channel's refunds; nothing was refunded, retry", Err: err}
		case out.State != jobs.StateFailed:
			return job, nil
		}
	}
	return "", errorf(wire.CodeServiceUnavailable, "channel %s: its last %d refunds failed; nothing was refunded, retry later", id.Hex(), maxRefundTries)
}

// awaitRefund waits for refund job id as awaitJob waits for a write: 200
// with the job's result and the refund's PAYMENT-RESPONSE; a failed refund
// is the scheme's settlement failure (402, PAYMENT-RESPONSE with success
// false, its errorReason the scheme's code the job's failure starts with,
// else …_refund_transaction_failed), the job's error in the body; 202 with the job to poll when the
// wait ends first.
func (s *Server) awaitRefund(c *fiber.Ctx, id string, payer common.Address) error {
	ctx, stop := s.jobWait(c)
	defer stop()
	out, err := s.deps.Writes.Waiter.Await(ctx, id)
	if err != nil {
		if waitEnded(c, ctx, err) {
			return accepted(c, id)
		}
		return &Error{Code: wire.CodeServiceUnavailable, Message: "lost track of the refund; poll /v1/jobs/" + id, Err: err}
	}
	network := s.deps.Writes.USDC.Network(payment.V2)
	if out.State == jobs.StateFailed {
		f := jobs.Failure{Code: wire.CodeInternal, Message: "the refund failed"}
		if out.Failure != nil {
			f = *out.Failure
		}
		// The worker starts a refusal's message with the scheme's code.
		reason := payment.ErrRefundTransactionFailed
		for _, code := range []string{payment.ErrRefundAmountInvalid, payment.ErrChannelWithdrawing} {
			if strings.HasPrefix(f.Message, code+":") {
				reason = code
			}
		}
		c.Set(payment.HeaderResponseV2, payment.RefundFailureHeader(network, reason, f.Message))
		c.Set(fiber.HeaderCacheControl, "no-store")
		return c.Status(fiber.StatusPaymentRequired).JSON(wire.ErrorBody{Error: f.Code, Message: f.Message})
	}
	var r jobs.RefundResult
	if err := json.Unmarshal(out.Result, &r); err != nil {
		return &Error{Code: wire.CodeInternal, Message: "internal error; it has been logged", Err: err}
	}
	st := payment.ChannelState{ChannelID: common.HexToHash(r.ChannelID), Balance: decimalOf(r.ChannelState.Balance), TotalClaimed: decimalOf(r.ChannelState.TotalClaimed),
		WithdrawRequestedAt: r.ChannelState.WithdrawRequestedAt, RefundNonce: decimalOf(r.ChannelState.RefundNonce)}
	c.Set(payment.HeaderResponseV2, payment.RefundSettlementHeader(payer, network, common.HexToHash(r.TxHash), decimalOf(r.Amount), st))
	c.Set(fiber.HeaderContentType, fiber.MIMEApplicationJSON)
	return c.Status(fiber.StatusOK).Send(out.Result)
}

// decimalOf reads a decimal string the worker wrote; zero when it is not one.
func decimalOf(s string) *big.Int {
	n, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return new(big.Int)
	}
	return n
}
