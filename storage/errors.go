package storage

import (
	"errors"
	"fmt"
)

var (
	// ErrNotFound reports an item id that a stager or driver does not hold
	// (never stored, deleted, or expired).
	ErrNotFound = errors.New("storage: item not found")

	// ErrPermanent marks failures that retrying the same item cannot fix: the
	// item is invalid, the bundler account is not funded, the bundler's
	// receipt names another item. Drivers wrap it into their typed errors;
	// a worker should stop retrying (asynq.SkipRetry) when errors.Is(err,
	// ErrPermanent). Every other driver error is transient.
	ErrPermanent = errors.New("storage: permanent failure")

	// ErrTooLarge reports an upload over the size limit. The concrete error
	// is a *TooLargeError.
	ErrTooLarge = errors.New("storage: content too large")

	// ErrInvalidContentType reports a Content-Type override that is not a
	// valid media type.
	ErrInvalidContentType = errors.New("storage: invalid content type")
)

// TooLargeError reports that a stream held more than Limit bytes.
type TooLargeError struct {
	// Limit is the largest accepted size in bytes.
	Limit int64
}

// Error implements error.
func (e *TooLargeError) Error() string {
	return fmt.Sprintf("storage: content larger than %d bytes", e.Limit)
}

// Unwrap lets errors.Is match ErrTooLarge.
func (e *TooLargeError) Unwrap() error { return ErrTooLarge }
