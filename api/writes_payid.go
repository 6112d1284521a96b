package api

// The x402 payment-identifier extension on paid writes: a payer's id names
// one logical write; a resend under it is answered from the write's first
// job, whatever authorization it carries.

import (
	"context"
	"errors"

	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/jobs"
)

// claimPaymentID claims the payment identifier id (empty: none) for the
// request fingerprint, paid under key in scheme, in one atomic step across
// API replicas; call it once key's reservation is made. It returns
// heldJob, the first job of an id presented before with the same request
// and scheme, which answers this request (the caller releases key's
// reservation, and its payment is never checked, held or queued: an
// authorization stays unused, a voucher is not accepted); or, for a new
// claim, release, which frees the id when the request fails before its
// job is queued. An id first presented with another request or scheme is
// 409 payment_id_conflict. A record whose payment has no reservation (its
// API process died before queueing the job, and the reconciler released
// the reservation) names a job that never ran: it is taken over, once.
// Without PaymentIDs or an id it claims nothing.
func (s *Server) claimPaymentID(ctx context.Context, key payKey, scheme, id, fingerprint string) (heldJob string, release func(), err error) {
	ids := s.deps.Writes.PaymentIDs
	if ids == nil || id == "" {
		return "", func() {}, nil
	}
	payer := key.payer
	rec := payment.IDRecord{Fingerprint: fingerprint, Scheme: scheme, JobID: key.job, Nonce: key.nonce}
	for retried := false; ; retried = true {
		held, fresh, err := ids.Claim(ctx, payer, id, rec, jobs.Retention)
		if err != nil {
			return "", nil, idStoreError(err)
		}
		if fresh {
			return "", func() { _, _ = ids.Release(context.WithoutCancel(ctx), payer, id, rec) }, nil
		}
		if !held.SamePayload(rec) {
			return "", nil, errorf(wire.CodePaymentIDConflict,
				"payment identifier %q was first sent by %s with another request; it names one write: send that request again, or use a new id for this one (nothing was charged)",
				id, payer.Hex())
		}
		holder, err := s.deps.Writes.Reservations.Holder(ctx, payer, held.Nonce)
		if err != nil {
			return "", nil, idStoreError(err)
		}
		if holder != "" || retried {
			return held.JobID, nil, nil
		}
		if _, err := ids.Release(ctx, payer, id, held); err != nil {
			return "", nil, idStoreError(err)
		}
	}
}

func idStoreError(err error) error {
	return &Error{Code: wire.CodeServiceUnavailable, Message: "cannot record the payment identifier; nothing was charged, retry", Err: err}
}

// answerFromJob answers a resend with its write's job, as awaitJob does
// for a retry, freeing what the write took once the job ended.
func (s *Server) answerFromJob(c *fiber.Ctx, w paidWrite, jobID string, settle settlement) error {
	ctx := c.UserContext()
	return s.awaitJob(c, jobID, settle, func() { w.pending.release(ctx, jobID) })
}

// resendMayFollow reports whether refusal, a free check's answer to an
// unpaid request (fingerprint), may refuse the client's own write: the
// name or tag is taken (registered, or being registered) and this very
// request was sent before under a payment identifier. A real x402 client
// resending after a timeout starts from the unpaid request; answered with
// the terms, it pays, presents its id and gets the first write's answer,
// paying nothing. A payer without that id is refused the same way at its
// paid request, nothing charged. A store that cannot be read refuses.
func (s *Server) resendMayFollow(ctx context.Context, refusal error, fingerprint string) bool {
	var e *Error
	ids := s.deps.Writes.PaymentIDs
	if ids == nil || !errors.As(refusal, &e) || (e.Code != wire.CodeNameTaken && e.Code != wire.CodeTagTaken) {
		return false
	}
	sent, err := ids.Sent(ctx, fingerprint)
	return err == nil && sent
}
