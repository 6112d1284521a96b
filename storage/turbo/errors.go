package turbo

import (
	"fmt"
	"net/http"

	"github.com/inkd/inkd/storage"
)

// UnderfundedError reports that Turbo refused an item because the account of
// its signer has too few credits (HTTP 402, or a multipart upload that ended
// UNDERFUNDED). Retrying cannot help until the account is topped up: it
// matches storage.ErrPermanent.
type UnderfundedError struct {
	// Message is the bundler's explanation, if any.
	Message string
}

// Error implements error.
func (e *UnderfundedError) Error() string {
	return fmt.Sprintf("turbo: signer account underfunded: %s", e.Message)
}

// Unwrap returns storage.ErrPermanent.
func (e *UnderfundedError) Unwrap() error { return storage.ErrPermanent }

// StatusError reports an HTTP status the driver did not expect. Client
// errors other than 408 and 429 are permanent and match
// storage.ErrPermanent; the rest are transient.
type StatusError struct {
	Method  string
	URL     string
	Status  int
	Message string // start of the response body
}

// Error implements error.
func (e *StatusError) Error() string {
	return fmt.Sprintf("turbo: %s %s: HTTP %d: %s", e.Method, e.URL, e.Status, e.Message)
}

// Permanent reports whether retrying the request cannot succeed.
func (e *StatusError) Permanent() bool {
	return e.Status >= 400 && e.Status < 500 &&
		e.Status != http.StatusRequestTimeout && e.Status != http.StatusTooManyRequests
}

// Unwrap returns storage.ErrPermanent for permanent statuses.
func (e *StatusError) Unwrap() error {
	if e.Permanent() {
		return storage.ErrPermanent
	}
	return nil
}

// ReceiptError reports a receipt for another item than the one sent. It
// matches storage.ErrPermanent.
type ReceiptError struct {
	Want string
	Got  string
}

// Error implements error.
func (e *ReceiptError) Error() string {
	return fmt.Sprintf("turbo: receipt is for item %q, sent %s", e.Got, e.Want)
}

// Unwrap returns storage.ErrPermanent.
func (e *ReceiptError) Unwrap() error { return storage.ErrPermanent }

// FinalizeError reports a multipart upload that Turbo finished in a failure
// state (INVALID, APPROVAL_FAILED, REVOKE_FAILED or an unknown reason). It
// matches storage.ErrPermanent.
type FinalizeError struct {
	UploadID string
	Status   string
}

// Error implements error.
func (e *FinalizeError) Error() string {
	return fmt.Sprintf("turbo: multipart upload %s failed: %s", e.UploadID, e.Status)
}

// Unwrap returns storage.ErrPermanent.
func (e *FinalizeError) Unwrap() error { return storage.ErrPermanent }
