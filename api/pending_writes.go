package api

import (
	"context"
	"errors"
	"time"

	"github.com/inkd/inkd/api/pending"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/jobs"
)

// pendingWrite is what one paid write reserves (pending.Claims) from
// before its payment is checked until its job ends: a create's name, a
// push's tags. Claimed after the write's other checks, checked (not
// claimed) before a 402, released when the job's outcome is seen.
type pendingWrite struct {
	claims   *pending.Claims
	outcomes *jobs.Store
	keys     []pending.Key
	// refuse is the answer to the write while other jobs hold some of its
	// keys: taken lists them, each with whether its job has landed.
	refuse func(taken []heldKey) error
}

// heldKey is keys[i] of a pendingWrite, held by another job's reservation.
type heldKey struct {
	i      int
	holder pending.Holder
	landed bool
}

func (w *pendingWrite) off() bool { return w == nil || w.claims == nil || len(w.keys) == 0 }

// check refuses the write while another write's reservation holds one of
// its keys (the 402 path: it reserves nothing).
func (w *pendingWrite) check(ctx context.Context) error {
	if w.off() {
		return nil
	}
	held, err := w.claims.Holders(ctx, w.keys)
	if err != nil {
		return &Error{Code: wire.CodeServiceUnavailable, Message: "cannot read the writes in progress; nothing was charged, retry", Err: err}
	}
	_, err = w.refusal(ctx, held, "")
	return err
}

// claim reserves the write's keys for jobID until until. Reservations held
// by jobs whose outcome is a failure are over: they are taken over.
func (w *pendingWrite) claim(ctx context.Context, jobID string, until time.Time) error {
	if w.off() {
		return nil
	}
	const unavailable = "cannot reserve what this write takes; nothing was charged, retry with the same payment"
	for range 2 {
		held, err := w.claims.Claim(ctx, w.keys, jobID, until)
		if err != nil {
			return &Error{Code: wire.CodeServiceUnavailable, Message: unavailable, Err: err}
		}
		failed, err := w.refusal(ctx, held, jobID)
		if err != nil {
			return err
		}
		if len(failed) == 0 {
			return nil
		}
		for _, f := range failed {
			if err := w.claims.Release(ctx, []pending.Key{w.keys[f.i]}, f.holder.JobID); err != nil {
				return &Error{Code: wire.CodeServiceUnavailable, Message: unavailable, Err: err}
			}
		}
	}
	return errorf(wire.CodeServiceUnavailable, "what this write takes is contended; nothing was charged, retry with the same payment")
}

// refusal reads the outcomes of the jobs in held (other than self) and
// answers w.refuse while one has not ended or has landed; otherwise it
// returns the keys whose holders failed (free again, to be taken over).
func (w *pendingWrite) refusal(ctx context.Context, held []pending.Holder, self string) (failed []heldKey, err error) {
	var taken []heldKey
	for i, h := range held {
		if h.JobID == "" || h.JobID == self {
			continue
		}
		k := heldKey{i: i, holder: h}
		out, err := w.outcomes.Get(ctx, h.JobID)
		switch {
		case errors.Is(err, jobs.ErrNotFound):
			taken = append(taken, k)
		case err != nil:
			return nil, &Error{Code: wire.CodeServiceUnavailable, Message: "cannot read the writes in progress; nothing was charged, retry", Err: err}
		case out.State == jobs.StateSucceeded:
			k.landed = true
			taken = append(taken, k)
		default:
			failed = append(failed, k)
		}
	}
	if len(taken) > 0 {
		return nil, w.refuse(taken)
	}
	return failed, nil
}

// release ends jobID's reservations, once its outcome is final.
func (w *pendingWrite) release(ctx context.Context, jobID string) {
	if w.off() {
		return
	}
	// Best effort: the reservations lapse with the authorization anyway.
	_ = w.claims.Release(context.WithoutCancel(ctx), w.keys, jobID)
}

// pendingUntil is when a reservation for a write paid by authorization a
// lapses: past validBefore the write can no longer take the payment, hence
// land.
func pendingUntil(a payment.Authorization) time.Time {
	if a.ValidBefore == nil || !a.ValidBefore.IsInt64() {
		return time.Time{}
	}
	return time.Unix(a.ValidBefore.Int64(), 0).Add(payment.SpendMargin)
}

// pendingName is a create's reservation of its name.
func (d WriteDeps) pendingName(name string) *pendingWrite {
	return &pendingWrite{claims: d.Pending, outcomes: d.Outcomes, keys: []pending.Key{pending.Name(name)}, refuse: func(taken []heldKey) error {
		if taken[0].landed {
			return errorf(wire.CodeNameTaken, "the name %q is already registered; choose another", taken[0].holder.Label)
		}
		return errorf(wire.CodeNameTaken, "the name %q is being registered by another request; choose another, or retry if that write fails", taken[0].holder.Label)
	}}
}
