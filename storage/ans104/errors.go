package ans104

import (
	"errors"
	"fmt"
)

var (
	// ErrMalformed reports bytes that are not a well-formed data item: a
	// truncated header, an unknown presence flag, tag counts out of range, or
	// tag bytes that are not valid Avro.
	ErrMalformed = errors.New("ans104: malformed data item")

	// ErrUnsupportedSignatureType reports a data item whose signature type is
	// not 3 (Ethereum). It is always wrapped together with ErrMalformed.
	ErrUnsupportedSignatureType = errors.New("ans104: unsupported signature type")

	// ErrInvalidSignature reports a well-formed data item whose signature does
	// not verify: v not 27/28, s in the upper half of the curve order, or a
	// signer other than the owner (tampered data, tags, owner or signature).
	ErrInvalidSignature = errors.New("ans104: invalid signature")

	// ErrInvalidTag reports tags that break the ANS-104 limits. The concrete
	// error is a *TagError.
	ErrInvalidTag = errors.New("ans104: invalid tag")

	// ErrSizeMismatch reports data that was shorter or longer than the size
	// the caller declared. The concrete error is a *SizeError.
	ErrSizeMismatch = errors.New("ans104: data size mismatch")

	// ErrInvalidID reports a string that is not a data item id (43 characters
	// of unpadded, canonical base64url encoding 32 bytes).
	ErrInvalidID = errors.New("ans104: invalid data item id")
)

// TagError describes the first tag that breaks a limit. Index is the tag's
// position, or -1 when the limit concerns the tag list as a whole (count or
// total encoded size).
type TagError struct {
	Index  int
	Reason string
}

// Error implements error.
func (e *TagError) Error() string {
	if e.Index < 0 {
		return fmt.Sprintf("ans104: invalid tags: %s", e.Reason)
	}
	return fmt.Sprintf("ans104: invalid tag %d: %s", e.Index, e.Reason)
}

// Unwrap lets errors.Is match ErrInvalidTag.
func (e *TagError) Unwrap() error { return ErrInvalidTag }

// SizeError reports that a data stream did not hold the declared number of
// bytes. Got is the number of bytes read before the mismatch was seen: at
// most Want+1 when the stream was too long.
type SizeError struct {
	Want int64
	Got  int64
}

// Error implements error.
func (e *SizeError) Error() string {
	if e.Got > e.Want {
		return fmt.Sprintf("ans104: data longer than the declared %d bytes", e.Want)
	}
	return fmt.Sprintf("ans104: data has %d bytes, declared %d", e.Got, e.Want)
}

// Unwrap lets errors.Is match ErrSizeMismatch.
func (e *SizeError) Unwrap() error { return ErrSizeMismatch }

// malformed wraps ErrMalformed with a description of what is wrong.
func malformed(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrMalformed, fmt.Sprintf(format, args...))
}
