package pricing

import (
	"context"
	"errors"
	"fmt"
)

// Pricer quotes storage prices. Implementations are safe for concurrent use.
type Pricer interface {
	// Quote returns the price of storing an upload of bytes bytes. It fails
	// with an error wrapping ErrUnavailable when the price source cannot be
	// reached or answers nonsense, and ErrInvalidSize for negative sizes.
	Quote(ctx context.Context, bytes int64) (Quote, error)
}

var (
	// ErrUnavailable reports that no price could be obtained (the API
	// answers 503). The concrete error is an *UnavailableError.
	ErrUnavailable = errors.New("pricing: price source unavailable")

	// ErrInvalidSize reports a negative byte count.
	ErrInvalidSize = errors.New("pricing: invalid byte count")
)

// UnavailableError reports which price source failed and why.
type UnavailableError struct {
	// Source names the source: "turbo", "gateway", "ar_usd" or "fallback".
	Source string
	// Err is the cause.
	Err error
}

// Error implements error.
func (e *UnavailableError) Error() string {
	return fmt.Sprintf("pricing: %s price source unavailable: %v", e.Source, e.Err)
}

// Unwrap returns ErrUnavailable and the cause.
func (e *UnavailableError) Unwrap() []error { return []error{ErrUnavailable, e.Err} }

func checkSize(bytes int64) error {
	if bytes < 0 {
		return fmt.Errorf("%w: %d", ErrInvalidSize, bytes)
	}
	return nil
}
