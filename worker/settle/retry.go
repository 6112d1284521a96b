package settle

import (
	"errors"
	"fmt"
)

// The retry classes of a paid write: errors that end a delivery without
// deciding the job. Each wraps ErrRetryLater, which asynq does not count
// against the task's MaxRetry (isFailure); the worker spaces them by class
// (retryDelay).

// ErrRetryLater marks a retry that is not a failure (a transaction still
// waiting for its block when the task's deadline came; ErrTxUnresolved):
// asynq does not count it against the task's MaxRetry.
var ErrRetryLater = errors.New("retry later")

// ErrTxUnresolved marks an error of a paid write whose transaction is
// signed and not resolved: a retry that is not a failure.
var ErrTxUnresolved = fmt.Errorf("transaction not resolved: %w", ErrRetryLater)

// errExpiresTooSoon is a first signature refused because the payment's
// authorization expires within FirstSignMargin of the head; it is retried
// (wrapped in ErrRetryLater) until the chain proves the authorization
// expired unused.
var errExpiresTooSoon = errors.New("the payment authorization expires too soon for its write to be mined; nothing is signed, the job waits for its expiry")

// ErrNotVoided is a failed write whose authorization could not be voided:
// the job waits (ErrRetryLater) for its expiry.
var ErrNotVoided = errors.New("the failed write's payment authorization could not be voided; waiting until it expires unused")
