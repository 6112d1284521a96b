package api

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/jobs"
)

// A paid write is one job: the request waits for its outcome (awaitJob),
// and a client that got 202 polls GET /v1/jobs/:id (getJob).

// jobWait is the context of a request's wait for its job: it ends after
// WriteWait, or as soon as the server starts shutting down (fasthttp
// closes the request context's Done then), so that a waiting request is
// answered 202 at once and the process can exit; the job goes on in a
// worker. stop releases it.
func (s *Server) jobWait(c *fiber.Ctx) (ctx context.Context, stop func()) {
	ctx, cancel := context.WithTimeout(c.UserContext(), s.cfg.WriteWait)
	unwatch := context.AfterFunc(c.Context(), cancel)
	return ctx, func() { unwatch(); cancel() }
}

// waitEnded reports whether err ended a wait under ctx (from jobWait)
// because the wait ran out or the server is shutting down, not because
// the request's own context ended: the client is then answered 202.
func waitEnded(c *fiber.Ctx, ctx context.Context, err error) bool {
	return ctx.Err() != nil && errors.Is(err, ctx.Err()) && c.UserContext().Err() == nil
}

// accepted answers 202 with the job to poll.
func accepted(c *fiber.Ctx, jobID string) error {
	c.Set(fiber.HeaderLocation, "/v1/jobs/"+jobID)
	c.Set(fiber.HeaderRetryAfter, "2")
	return c.Status(fiber.StatusAccepted).JSON(wire.JobStatus{JobID: jobID, Status: jobs.StatePending})
}

// settlement sets the PAYMENT-RESPONSE headers of a paid write whose job
// succeeded, by the scheme that paid it; txHash is the transaction its
// result names ("" when none).
type settlement func(c *fiber.Ctx, txHash string)

// exactSettlement is the settlement of a write paid by payer's EIP-3009
// authorization: the transaction that took the payment, in both
// versions' headers.
func (s *Server) exactSettlement(payer common.Address) settlement {
	return func(c *fiber.Ctx, txHash string) {
		if txHash == "" {
			return
		}
		h := payment.SettlementHeader(common.HexToHash(txHash), payer, s.deps.Writes.USDC.Network(payment.V1))
		c.Set(payment.HeaderResponseV1, h)
		c.Set(payment.HeaderResponseV2, h)
	}
}

// awaitJob waits up to WriteWait (less when the server shuts down) for the
// job and answers 201 with its result (its PAYMENT-RESPONSE set by
// settle), its failure as an error, or 202 with the job to poll. It calls
// ended, when set, once it has the job's outcome.
func (s *Server) awaitJob(c *fiber.Ctx, jobID string, settle settlement, ended func()) error {
	ctx, stop := s.jobWait(c)
	defer stop()
	out, err := s.deps.Writes.Waiter.Await(ctx, jobID)
	if err != nil {
		if waitEnded(c, ctx, err) {
			return accepted(c, jobID)
		}
		return &Error{Code: wire.CodeServiceUnavailable, Message: "lost track of the job; poll /v1/jobs/" + jobID, Err: err}
	}
	if ended != nil {
		ended()
	}
	if out.State == jobs.StateFailed {
		return outcomeError(out)
	}
	var r struct {
		TxHash string `json:"txHash"`
	}
	_ = json.Unmarshal(out.Result, &r)
	settle(c, r.TxHash)
	c.Set(fiber.HeaderContentType, fiber.MIMEApplicationJSON)
	return c.Status(fiber.StatusCreated).Send(out.Result)
}

func (s *Server) getJob(c *fiber.Ctx) error {
	d := s.deps.Writes
	if d.Outcomes == nil {
		return errorf(wire.CodeServiceUnavailable, "jobs are not configured on this server")
	}
	id := c.Params("id")
	if len(id) > 128 {
		return errorf(wire.CodeJobNotFound, "no job %q", id)
	}
	out, err := d.Outcomes.Get(c.UserContext(), id)
	corrections, cerr := d.Outcomes.Corrections(c.UserContext(), id)
	if cerr != nil {
		return &Error{Code: wire.CodeServiceUnavailable, Message: "cannot read the job; retry", Err: cerr}
	}
	switch {
	case err == nil:
		st := wire.JobStatus{JobID: id, Status: out.State, Result: out.Result, Corrections: corrections}
		if out.Failure != nil {
			st.Error = &wire.ErrorBody{Error: wire.Code(out.Failure.Code), Message: out.Failure.Message}
		}
		return c.JSON(st)
	case !errors.Is(err, jobs.ErrNotFound):
		return &Error{Code: wire.CodeServiceUnavailable, Message: "cannot read the job; retry", Err: err}
	}
	if d.Inspector != nil {
		for _, q := range []string{jobs.QueueWrites, jobs.QueueStorage} {
			if _, err := d.Inspector.GetTaskInfo(q, id); err == nil {
				c.Set(fiber.HeaderRetryAfter, "2")
				return c.JSON(wire.JobStatus{JobID: id, Status: jobs.StatePending, Corrections: corrections})
			}
		}
	}
	if strings.HasPrefix(id, wire.JobPrefix) {
		// The id is a hash of the payment: the server cannot read the
		// payment, hence the chain, from it. The paid request can.
		return errorf(wire.CodeJobNotFound, "no job %q: jobs are kept for 24 hours, and a job can be lost with the server's state. "+
			"If you paid for it, send the same paid request again, with the same payment: it is answered from the chain, "+
			"with the write that landed or the write made once, and never charged twice", id)
	}
	return errorf(wire.CodeJobNotFound, "no job %q (jobs are kept for 24 hours)", id)
}

// outcomeError turns a failed job into the error the client sees.
func outcomeError(o *jobs.Outcome) error {
	if o.Failure == nil {
		return errorf(wire.CodeInternal, "the job failed")
	}
	code := wire.Code(o.Failure.Code)
	if _, ok := statusOf[code]; !ok {
		code = wire.CodeInternal
	}
	return &Error{Code: code, Message: o.Failure.Message}
}
