package api

// Paid writes under the x402 batch-settlement scheme: a voucher on a
// payment channel pays the write. Vouchers are verified and refused as
// the scheme asks (the corrective 402 among them); a voucher that passes
// pays the write (a create, a single push or a multi-push): the channel
// book accepts it and its job is queued and awaited
// (writes_voucher_accept.go).

import (
	"context"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/payment/channelbook"
)

// ChannelDecider decides which voucher pays a write and reads a
// channel's record; *payment.Channels satisfies it.
type ChannelDecider interface {
	Decide(ctx context.Context, p *payment.Payment, fee *big.Int, commit bool) (channelbook.Record, error)
	Record(ctx context.Context, id common.Hash) (channelbook.Record, bool, error)
	// Refresh reads channel id (of config cfg) from the chain into the
	// book and returns its record: what a refund is decided on.
	Refresh(ctx context.Context, id common.Hash, cfg channel.Config) (channelbook.Record, error)
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
// p (fee req.Amount, of which storageCost is the storage's; the request's
// fingerprint): the voucher (VerifyChannel), the payer's write limit and
// suspension; then the write is accepted (acceptVoucher). Refusals
// follow the scheme (channelRefusal).
func (s *Server) payByVoucher(c *fiber.Ctx, w paidWrite, p *payment.Payment, req payment.Requirement, storageCost *big.Int, fingerprint string) error {
	d := s.deps.Writes
	ctx := c.UserContext()
	if req.Channel == nil {
		return errorf(wire.CodePaymentInvalid, "scheme %q is not offered by this server; pay with scheme %q", payment.SchemeBatchSettlement, payment.SchemeExact)
	}
	paymentID, err := p.PaymentID()
	if err != nil {
		return paymentError(err)
	}
	if err := payment.VerifyChannel(p, req, s.deps.Now()); err != nil {
		return s.voucherRefusedNow(c, w, p, req, fingerprint, err)
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
	return s.acceptVoucher(c, w, p, req, voucherRequest{paymentID: paymentID, storageCost: storageCost, fingerprint: fingerprint})
}

// voucherRefusedNow answers p, refused by VerifyChannel with err: as
// channelRefusal does, unless p carries a deposit whose authorization
// expired since its voucher paid this very request (the job waited past
// its validBefore): that resend is answered from the job, as any resend
// of the voucher is.
func (s *Server) voucherRefusedNow(c *fiber.Ctx, w paidWrite, p *payment.Payment, req payment.Requirement, fingerprint string, err error) error {
	if dep := p.Voucher.Deposit; dep != nil {
		key := voucherKey(p.Voucher)
		retried, rerr := s.retryAfterExpiry(c.UserContext(), dep.ValidBefore, func(at time.Time) error { return payment.VerifyChannel(p, req, at) }, key, fingerprint)
		if rerr != nil {
			return rerr
		}
		if retried {
			return s.answerFromJob(c, w, key.job, s.resentVoucherSettlement(key.payer, p.Voucher.Voucher.ChannelID, req.Amount))
		}
	}
	return s.channelRefusal(c, req, err)
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
