package batcher

import "errors"

// What a batch's transaction that is final without any of its items means
// for its jobs (pure decisions; batch_jobs.go acts on them).
//
// A whole-batch failure is no item's fault when the transaction ran out of
// gas (BatchOutOfGas(), or a replay that names no reason), reverted for a
// passing reason, or lost its nonce to another transaction: its jobs then
// go on alone, each as a single write under soloIntent, and land exactly
// once. Only the reverts that a single write of the same job would meet
// just the same end the jobs, with tx_failed and nothing charged: the
// treasury paused, or the settler not authorised. Going alone would only
// spend gas on the same revert.

// finalBatchReverts are the whole-batch reverts that end every item.
var finalBatchReverts = map[string]bool{
	"EnforcedPause()": true, // the treasury is paused
	"Unauthorized()":  true, // the settler is not (or no longer) one
}

// revertEndsItems reports whether a batch transaction that reverted as a
// whole for reason ends its jobs (tx_failed) rather than sending them on
// alone.
func revertEndsItems(reason string) bool { return finalBatchReverts[reason] }

// errBatchUnsendable is a batch whose estimate reverted as a whole for a
// reason that is no item's fault (BatchOutOfGas()): it is never stored
// nor signed, and each of its writes goes alone (Batcher.sendAlone).
var errBatchUnsendable = errors.New("the batch cannot be sent")
