package reconcile

import (
	"errors"

	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/txmgr"
)

// reservationAction is what to do with a reservation left on the index of
// reservations not yet queued.
type reservationAction int

const (
	// forget: the reservation is gone (released, expired); take it off the
	// index.
	forget reservationAction = iota
	// enqueue: a job was staged; queue it under its id (a TaskID conflict
	// means it was queued after all).
	enqueue
	// release: nothing was staged, so the request died before its checks
	// ended and before anything could be charged; free the authorization.
	release
)

// decideReservation decides on a reservation older than the grace period,
// given the fingerprint it holds ("" when gone) and its staged job.
func decideReservation(holder string, staged *payment.StagedJob) reservationAction {
	switch {
	case holder == "":
		return forget
	case staged != nil:
		return enqueue
	}
	return release
}

// rerunArchived reports whether an archived paid write must run again: it
// has published no outcome (the client would wait for nothing), or its
// transaction record is unresolved (the payment may still be taken; only
// the job can say how it ended). recErr is the error of reading the record
// (txmgr.ErrNotFound: none was ever stored).
func rerunArchived(outcomeFound bool, rec *txmgr.Record, recErr error) bool {
	if !outcomeFound {
		return true
	}
	if recErr != nil {
		return !errors.Is(recErr, txmgr.ErrNotFound)
	}
	return rec.State != txmgr.StateFinal && rec.State != txmgr.StateFailed
}
