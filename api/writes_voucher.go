package api

// Paid writes under the x402 batch-settlement scheme: a voucher on a
// payment channel pays the write. This version verifies vouchers and
// answers as the scheme asks (the corrective 402 among them), but its
// workers cannot settle a write paid by voucher yet: a voucher that
// passes every check is answered 501 before the channel book accepts it,
// so no voucher is consumed.

import (
	"context"
	"math/big"
	"strings"

	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/payment/channelbook"
)

// ChannelDecider decides which voucher pays a write; *payment.Channels
// satisfies it.
type ChannelDecider interface {
	Decide(ctx context.Context, p *payment.Payment, fee *big.Int, commit bool) (channelbook.Record, error)
}

// channelTerms are the batch-settlement terms the 402 offers, nil when
// the scheme is not offered (Config.Channels off, or no WriteDeps.Channels).
func (s *Server) channelTerms() *payment.ChannelTerms {
	if !s.cfg.Channels.Enabled || s.deps.Writes.Channels == nil {
		return nil
	}
	return &payment.ChannelTerms{ReceiverAuthorizer: s.deps.Writes.ChannelWrites, WithdrawDelay: s.cfg.Channels.WithdrawDelay}
}

// payByVoucher runs a paid write's checks for a batch-settlement payment
// p: the voucher (VerifyChannel), the payer's write limit and suspension,
// the write's own checks and the payer's right to it, then the channel
// book's decision without moving the ceiling. Refusals follow the scheme
// (channelRefusal); a voucher that would pay is answered 501
// not_implemented, unused.
func (s *Server) payByVoucher(c *fiber.Ctx, w paidWrite, p *payment.Payment, req payment.Requirement) error {
	d := s.deps.Writes
	ctx := c.UserContext()
	if req.Channel == nil {
		return errorf(wire.CodePaymentInvalid, "scheme %q is not offered by this server; pay with scheme %q", payment.SchemeBatchSettlement, payment.SchemeExact)
	}
	if _, err := p.PaymentID(); err != nil {
		return paymentError(err)
	}
	if err := payment.VerifyChannel(p, req, s.deps.Now()); err != nil {
		return s.channelRefusal(c, req, err)
	}
	payer := p.Voucher.Payer()
	if err := s.limitWrite(c, strings.ToLower(payer.Hex())); err != nil {
		return err
	}
	if d.Suspensions != nil {
		if err := d.Suspensions.Check(ctx, payer); err != nil {
			return paymentError(err)
		}
	}
	landed, err := w.check(ctx, false)
	if err != nil {
		return err
	}
	if landed != nil {
		// The write is on chain already, as asked: nothing to pay for.
		return c.Status(fiber.StatusOK).JSON(landed)
	}
	if err := w.authorize(ctx, payer); err != nil {
		return err
	}
	if _, err := d.Channels.Decide(ctx, p, req.Amount, false); err != nil {
		return s.channelRefusal(c, req, err)
	}
	return errorf(wire.CodeNotImplemented, "paying by voucher is not settled by this version's workers; the voucher was not used and nothing was charged: pay this write with scheme %q", payment.SchemeExact)
}

// channelRefusal answers a refused batch-settlement payment: a channel
// that cannot pay as it stands (Renew: out of step, short, withdrawing)
// gets a 402 whose PAYMENT-REQUIRED error is the scheme's code — for a
// voucher out of step the corrective 402, with the channel's state and
// the signature of its ceiling — and whose body's reason is the same
// code; a payment invalid as sent is 403 payment_invalid, its message
// starting with the scheme's code. Other errors map as paymentError.
func (s *Server) channelRefusal(c *fiber.Ctx, req payment.Requirement, err error) error {
	ce := payment.AsChannelError(err)
	if ce == nil {
		return paymentError(err)
	}
	if !ce.Renew {
		return &Error{Code: wire.CodePaymentInvalid, Message: ce.Error()}
	}
	if err := req.Check(); err != nil {
		return &Error{Code: wire.CodeInternal, Message: "internal error; it has been logged", Err: err}
	}
	header := req.RefusalHeaderV2(ce.Code)
	if ce.State != nil {
		header = req.CorrectiveHeaderV2(*ce.State, ce.Signature)
	}
	c.Set(payment.HeaderRequiredV2, header)
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.Status(fiber.StatusPaymentRequired).JSON(req.Body(map[string]any{"message": ce.Reason, "reason": ce.Code}))
}
