package api

import (
	"context"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gofiber/fiber/v2"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/failpoint"
	"github.com/inkd/inkd/jobs"
)

// payKey names what pays a paid request: its reservation (payer, nonce)
// in Reservations, and its job. Under exact it is the EIP-3009
// authorization's; under batch-settlement the channel's payer and a nonce
// derived from the voucher (voucherKey).
type payKey struct {
	payer common.Address
	nonce [32]byte
	job   string
}

// exactKey is the key of p's EIP-3009 authorization.
func exactKey(p *payment.Payment) payKey {
	a := p.Authorization
	return payKey{payer: a.From, nonce: a.Nonce, job: wire.JobID(a.From, a.Nonce)}
}

// voucherKey is the key of voucher v: one voucher (channel, ceiling) is
// one reservation and one job (wire.VoucherJobID). Its nonce is the
// voucher's wire.VoucherDigest.
func voucherKey(v *payment.VoucherPayment) payKey {
	id, ceiling := v.Voucher.ChannelID, v.Voucher.MaxClaimableAmount
	return payKey{payer: v.Payer(), nonce: wire.VoucherDigest(id, ceiling), job: wire.VoucherJobID(id, ceiling)}
}

// reservePaid reserves key for the request fingerprint (jobs.Retention:
// it outlives the payment and the job's retries), then claims the
// request's payment identifier paymentID under scheme (claimPaymentID).
// A request sent before returns heldJob, the job that answers it: the
// same payment with the same request (a client's retry), or the same
// identifier with the same request; nothing new stays reserved then. The
// same payment with another request is refused with reused(). Otherwise
// release frees the reservation and the identifier: call it when the
// request fails before its job is kept.
func (s *Server) reservePaid(ctx context.Context, key payKey, scheme, paymentID, fingerprint string, reused func() error) (heldJob string, release func(), err error) {
	r := s.deps.Writes.Reservations
	existing, fresh, err := r.Reserve(ctx, key.payer, key.nonce, fingerprint, jobs.Retention)
	if err != nil {
		return "", nil, &Error{Code: wire.CodeServiceUnavailable, Message: "cannot record the payment; retry", Err: err}
	}
	if !fresh {
		if existing != fingerprint {
			return "", nil, reused()
		}
		// The same paid request again: its job answers, never a second
		// write.
		return key.job, nil, nil
	}
	failpoint.Hit("reserved")
	releaseReservation := func() {
		_, _ = r.Release(context.WithoutCancel(ctx), key.payer, key.nonce, fingerprint)
	}
	// A payment identifier sent before with this request names its job,
	// whatever pays this time: that job answers, and this payment's
	// reservation goes; it is never checked, held or queued.
	heldJob, releaseID, err := s.claimPaymentID(ctx, key, scheme, paymentID, fingerprint)
	if err != nil || heldJob != "" {
		releaseReservation()
		return heldJob, nil, err
	}
	return "", func() { releaseReservation(); releaseID() }, nil
}

// paidJob is a paid write's job on its way to the queue.
type paidJob struct {
	key         payKey
	fingerprint string
	task        *asynq.Task
	opts        []asynq.Option
	settle      settlement
	// unstaged answers when the job cannot be kept with its reservation:
	// nothing is queued. unqueued answers when it was kept but the
	// enqueue failed. Each undoes what it must.
	unstaged, unqueued func(err error) error
}

// queuePaid queues j and awaits it. The job is first kept with its
// reservation (Stage), so that if this process dies before the enqueue
// the reconciler queues it under the same id.
func (s *Server) queuePaid(c *fiber.Ctx, w paidWrite, j paidJob) error {
	d := s.deps.Writes
	ctx := c.UserContext()
	task := jobs.WithRequestID(j.task, requestID(c))
	if d.ClientStrikes != nil {
		// Best effort: a write whose client is not recorded strikes
		// nobody if it fails, as before this record existed.
		_ = d.ClientStrikes.Accepted(ctx, j.key.payer, s.client(c))
	}
	staged := payment.StagedJob{JobID: j.key.job, Type: task.Type(), Payload: task.Payload()}
	if err := d.Reservations.Stage(ctx, j.key.payer, j.key.nonce, j.fingerprint, staged); err != nil {
		return j.unstaged(err)
	}
	failpoint.Hit("staged")
	if _, err := d.Enqueuer.EnqueueContext(ctx, task, append(j.opts, asynq.TaskID(j.key.job))...); err != nil && !errors.Is(err, asynq.ErrTaskIDConflict) {
		return j.unqueued(err)
	}
	// Best effort: an entry left on the index is found queued by the
	// reconciler (a TaskID conflict) and taken off then.
	_ = d.Reservations.Queued(context.WithoutCancel(ctx), j.key.payer, j.key.nonce)
	return s.awaitJob(c, j.key.job, j.settle, func() { w.pending.release(ctx, j.key.job) })
}

// enqueuePaid queues the job of paid request w, paid by p's authorization
// (its job payment jp), and awaits it (queuePaid); when the job cannot be
// kept or queued, it calls undo and answers failMessage.
func (s *Server) enqueuePaid(c *fiber.Ctx, w paidWrite, p *payment.Payment, jp jobs.Payment, storageCost *big.Int, fingerprint string, undo func(), failMessage string) error {
	key := exactKey(p)
	task, opts, err := w.task(jp, nil, storageCost)
	if err != nil {
		undo()
		return err
	}
	return s.queuePaid(c, w, paidJob{key: key, fingerprint: fingerprint, task: task, opts: opts, settle: s.exactSettlement(key.payer),
		unstaged: func(err error) error {
			undo()
			return &Error{Code: wire.CodeServiceUnavailable, Message: "cannot record the payment; nothing was charged, retry with the same payment", Err: err}
		},
		unqueued: func(err error) error {
			undo()
			return &Error{Code: wire.CodeServiceUnavailable, Message: failMessage, Err: err}
		},
	})
}
