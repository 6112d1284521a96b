package client

import (
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/inkd/inkd/api/wire"
)

// APIError is an answer of the API that refused the request: its HTTP
// status and the spec's error body.
type APIError struct {
	Status  int
	Code    wire.Code
	Message string
	// RetryAfter is the server's Retry-After, zero when absent.
	RetryAfter time.Duration
}

func (e *APIError) Error() string {
	if e.Code == "" {
		return fmt.Sprintf("HTTP %d: %s", e.Status, e.Message)
	}
	return fmt.Sprintf("%s: %s", e.Code, e.Message)
}

// PaymentRefused reports whether the API refused the payment itself
// (payment_invalid, payment_amount_mismatch, a second 402), as opposed to the
// write.
func (e *APIError) PaymentRefused() bool {
	return e.Code == wire.CodePaymentInvalid || e.Code == wire.CodePaymentMismatch || e.Status == 402
}

// retryable reports whether the same request may be sent again as it is:
// rate limits and the server's transient failures. tx_failed is final.
func (e *APIError) retryable() bool {
	switch {
	case e.Status == 429:
		return true
	case e.Code == wire.CodeTxFailed:
		return false
	case e.Status >= 500:
		return true
	}
	return false
}

// FeeTooHighError is a fee above Config.MaxFee; nothing was signed.
type FeeTooHighError struct {
	Fee, Max *big.Int
}

func (e *FeeTooHighError) Error() string {
	return fmt.Sprintf("the fee is %s USDC, above --max-fee %s USDC; nothing was paid", FormatUSDC(e.Fee), FormatUSDC(e.Max))
}

// ErrDeclined is returned when Config.Confirm declines a fee.
var ErrDeclined = errors.New("payment declined; nothing was paid")

// PendingError is a write the API accepted (202) whose transaction is not
// confirmed yet: follow it with WaitJob(JobID). It is paid for; calling the
// same write again re-presents the same payment.
type PendingError struct {
	JobID string
	// URL is the absolute job URL.
	URL string
	// Fee is what the write pays, in USDC base units.
	Fee *big.Int
}

func (e *PendingError) Error() string {
	return fmt.Sprintf("the write is still being confirmed: job %s (%s)", e.JobID, e.URL)
}

// NetworkError is a request that got no answer (connection refused or
// lost, timeout) after the retries.
type NetworkError struct {
	Err error
}

func (e *NetworkError) Error() string { return "no answer from the API: " + e.Err.Error() }

// Unwrap returns the transport error.
func (e *NetworkError) Unwrap() error { return e.Err }

// FormatUSDC formats base units (6 decimals) as a dollar amount with at
// least two decimals: 100000 → "0.10", 1234567 → "1.234567".
func FormatUSDC(v *big.Int) string {
	if v == nil {
		v = new(big.Int)
	}
	s := new(big.Int).Abs(v).String()
	for len(s) < 7 {
		s = "0" + s
	}
	whole, frac := s[:len(s)-6], s[len(s)-6:]
	for len(frac) > 2 && frac[len(frac)-1] == '0' {
		frac = frac[:len(frac)-1]
	}
	if v.Sign() < 0 {
		whole = "-" + whole
	}
	return whole + "." + frac
}

// ParseUSDC parses a dollar amount ("1", "0.25") into base units.
func ParseUSDC(s string) (*big.Int, error) {
	r, ok := new(big.Rat).SetString(s)
	if !ok || r.Sign() < 0 {
		return nil, fmt.Errorf("%q is not a USDC amount", s)
	}
	r.Mul(r, new(big.Rat).SetInt64(1_000_000))
	if !r.IsInt() {
		return nil, fmt.Errorf("%q has more than 6 decimals", s)
	}
	return new(big.Int).Set(r.Num()), nil
}
