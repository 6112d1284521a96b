package settle

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/jobs"
)

// A paid write that reverts on chain (its name taken meanwhile, its pusher
// removed as collaborator, its batch reverted as a whole by a pause) took
// nothing, but its authorization is unused, valid until validBefore and
// public in the reverted transaction's calldata: anyone could submit it to
// USDC and charge the payer for no write. Such a failure is final only when
// the authorization can no longer be used. settleFailed makes it so at
// once: the treasury's voidPayment uses the authorization and sends the
// money straight back in one transaction (sent under intent + ":void", so
// re-deliveries resume it), and the job fails saying so. When the void
// cannot be made (the settler lost its role), the job waits, publishing
// nothing, until the chain proves the authorization expired unused
// (lifecycle.go) or shows who used it (settleUsed).

// settleFailed ends job j, whose write reverted on chain with failure (a *jobs.FailureError): it voids the
// authorization and returns failure with the void's transaction named. If
// the authorization was used meanwhile (a stranger replayed it), the
// outcome is settleUsed's: the write completed as prepaid or the money
// refunded. Without a USDC address, failure is returned as it is.
func (pw *PaidWrites) settleFailed(ctx context.Context, j *Job, failure error) (*types.Receipt, error) {
	pay := j.pay
	var fe *jobs.FailureError
	if pw.cfg.USDC == (common.Address{}) || !errors.As(failure, &fe) {
		return nil, failure
	}
	log := JobLog(ctx, pw.log).WithFields(logrus.Fields{"task_id": j.id, "payer": pay.From.Hex()})
	rcpt, err := pw.submit(ctx, j.id+voidIntentSuffix, pw.tre.PackVoidPayment(pay), 0, pw.gasCap(j), nil)
	var rev *RevertError
	switch {
	case err == nil:
		log.WithField("tx_hash", rcpt.TxHash.Hex()).Info("failed write's authorization voided")
		return nil, jobs.Fail(fe.Failure.Code, fe.Failure.Message+"; its payment authorization was used up and the money returned in transaction "+
			rcpt.TxHash.Hex()+", so nobody can charge it: nothing was charged")
	case !errors.As(err, &rev):
		return nil, err
	case rev.Reason == usedAuthorization:
		return pw.settleUsed(ctx, j)
	case rev.Reason == expiredAuthorization && rev.Receipt != nil:
		return nil, jobs.Fail(fe.Failure.Code, fe.Failure.Message+"; its payment authorization expired unused: nothing was charged")
	}
	log.WithField("reason", rev.Reason).Warn("failed write's authorization cannot be voided; waiting for its expiry")
	return nil, fmt.Errorf("%w: %w (%s; the write failed: %s)", ErrRetryLater, ErrNotVoided, rev.Reason, fe.Failure.Message)
}

// minedFailure is a write's final failure after one of its transactions
// reverted on chain: the authorization it carried is public and unused,
// and the caller hands it to settleFailed. Unwrapped, it is the failure
// itself, so a caller that does not know it answers as before.
type minedFailure struct{ failure error }

func (e *minedFailure) Error() string { return e.failure.Error() }
func (e *minedFailure) Unwrap() error { return e.failure }

// exposed marks err, the final failure of a write one of whose
// transactions was mined (reverting with reason; "" for a check that
// refused a re-send), as a minedFailure. Left as they are: errors that are
// no final failure, and an authorization that expired (no one can use it;
// its failure says that nothing was charged, since a reverted write tells
// its payer nothing else). A balance the payer moved away is exposed too: the void reverts for the
// same reason until the payer's balance covers it again — exactly when a
// stranger could use it — so the job waits for the void or the expiry.
func exposed(err error, reason string) error {
	var fe *jobs.FailureError
	switch {
	case !errors.As(err, &fe):
		return err
	case reason == expiredAuthorization:
		return jobs.Fail(fe.Failure.Code, fe.Failure.Message+"; its payment authorization expired unused: nothing was charged")
	}
	return &minedFailure{failure: err}
}

// settleWrite gives the outcome of job j whose write returned rcpt and
// err: a mined failure is settled (settleFailed), a used authorization is
// settled (settleUsed), anything else passes.
func (pw *PaidWrites) settleWrite(ctx context.Context, j *Job, rcpt *types.Receipt, err error) (*types.Receipt, error) {
	var mf *minedFailure
	switch {
	case errors.As(err, &mf):
		return pw.settleFailed(ctx, j, mf.failure)
	case errors.Is(err, errAuthorizationUsed):
		return pw.settleUsed(ctx, j)
	}
	return rcpt, err
}
