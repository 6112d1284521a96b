package ans104

import (
	"crypto/sha256"
	"encoding/base64"
)

// IDLength is the length of a data item id: 32 bytes in unpadded base64url.
const IDLength = 43

// idEncoding is strict so that every id has exactly one spelling (the two
// spare bits of the last character must be zero).
var idEncoding = base64.RawURLEncoding.Strict()

// IDFromSignature returns the id of the item carrying sig:
// base64url(SHA-256(sig)) without padding.
func IDFromSignature(sig []byte) string {
	sum := sha256.Sum256(sig)
	return idEncoding.EncodeToString(sum[:])
}

// ParseID decodes a data item id. It returns an error wrapping ErrInvalidID
// unless id is 43 characters of canonical, unpadded base64url.
func ParseID(id string) ([32]byte, error) {
	var out [32]byte
	if len(id) != IDLength {
		return out, ErrInvalidID
	}
	n, err := idEncoding.Decode(out[:], []byte(id))
	if err != nil || n != len(out) {
		return out, ErrInvalidID
	}
	return out, nil
}

// ValidID reports whether id is a well-formed data item id.
func ValidID(id string) bool {
	_, err := ParseID(id)
	return err == nil
}
