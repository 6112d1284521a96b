package api

import (
	"context"
	"errors"
	"math/big"

	"github.com/gofiber/fiber/v2"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/failpoint"
	"github.com/inkd/inkd/jobs"
)

// enqueuePaid queues the job of paid request w, paid by p (its job payment
// jp), and awaits it. The job is first kept with p's reservation (Stage),
// so that if this process dies before the enqueue the reconciler queues
// it; when it cannot be kept or queued, enqueuePaid calls undo and answers
// failMessage.
func (s *Server) enqueuePaid(c *fiber.Ctx, w paidWrite, p *payment.Payment, jp jobs.Payment, storageCost *big.Int, fingerprint string, undo func(), failMessage string) error {
	d := s.deps.Writes
	ctx := c.UserContext()
	payer, nonce := p.Authorization.From, p.Authorization.Nonce
	jobID := wire.JobID(payer, nonce)
	task, opts, err := w.task(jp, storageCost)
	if err != nil {
		undo()
		return err
	}
	task = jobs.WithRequestID(task, requestID(c))
	if d.ClientStrikes != nil {
		// Best effort: a write whose client is not recorded strikes
		// nobody if it fails, as before this record existed.
		_ = d.ClientStrikes.Accepted(ctx, payer, s.client(c))
	}
	staged := payment.StagedJob{JobID: jobID, Type: task.Type(), Payload: task.Payload()}
	if err := d.Reservations.Stage(ctx, payer, nonce, fingerprint, staged); err != nil {
		undo()
		return &Error{Code: wire.CodeServiceUnavailable, Message: "cannot record the payment; nothing was charged, retry with the same payment", Err: err}
	}
	failpoint.Hit("staged")
	if _, err := d.Enqueuer.EnqueueContext(ctx, task, append(opts, asynq.TaskID(jobID))...); err != nil && !errors.Is(err, asynq.ErrTaskIDConflict) {
		undo()
		return &Error{Code: wire.CodeServiceUnavailable, Message: failMessage, Err: err}
	}
	// Best effort: an entry left on the index is found queued by the
	// reconciler (a TaskID conflict) and taken off then.
	_ = d.Reservations.Queued(context.WithoutCancel(ctx), payer, nonce)
	return s.awaitJob(c, jobID, payer, func() { w.pending.release(ctx, jobID) })
}
