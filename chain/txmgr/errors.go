package txmgr

import (
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
)

var (
	// ErrNotFound means no record exists for the intent.
	ErrNotFound = errors.New("txmgr: intent not found")
	// ErrInsufficientFunds means the node refused the intent's transaction
	// because its key cannot pay for it. The record is kept; sending again
	// (Send, Wait or the monitor) re-broadcasts the same bytes once the key
	// is funded.
	ErrInsufficientFunds = errors.New("txmgr: insufficient funds")
	// ErrNonceConsumed means another transaction (none of the intent's
	// attempts) used the intent's nonce. The record is failed for good.
	ErrNonceConsumed = errors.New("txmgr: nonce used by another transaction")
	// ErrRejected means a node refused the intent's transaction for a reason
	// that sending it again will not fix. The intent failed for good and its
	// nonce is filled (see FailRejected). Errors matching it are
	// *RejectedError, which carry the node's error.
	ErrRejected = errors.New("txmgr: transaction rejected")
	// ErrStaleFence means a write needing the per-key lock was refused
	// because the writer's lease expired or a newer holder took the lock.
	ErrStaleFence = errors.New("txmgr: stale lock fence")
	// ErrUnknownKey means the record's key is not one of this Manager's keys,
	// so it cannot sign for it (it can still re-broadcast).
	ErrUnknownKey = errors.New("txmgr: key not held by this manager")
)

// errConflict means a record changed between read and compare-and-set.
var errConflict = errors.New("record changed concurrently")

// RejectedError means a node refused an attempt for a reason that sending
// the same bytes again will not fix (gas below the intrinsic cost, gas limit
// above the block's, wrong chain id, oversized data…). The intent failed:
// its record has Failure FailRejected and a filler takes its nonce, so the
// key's later nonces still get mined. errors.Is(err, ErrRejected) matches it.
type RejectedError struct {
	// IntentID is the intent whose attempt was refused.
	IntentID string
	// TxHash is the refused attempt.
	TxHash common.Hash
	// Err is the node's error.
	Err error
}

// Error describes the refusal.
func (e *RejectedError) Error() string {
	return fmt.Sprintf("txmgr: intent %q: transaction %s rejected: %v", e.IntentID, e.TxHash, e.Err)
}

// Unwrap returns the node's error.
func (e *RejectedError) Unwrap() error { return e.Err }

// Is reports whether target is ErrRejected.
func (e *RejectedError) Is(target error) bool { return target == ErrRejected }
