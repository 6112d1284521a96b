package jobs

import "encoding/hex"

// Content is what a version states about its content, recorded on chain
// with it (the registry's VersionInput): the SHA-256 of the bytes as 64
// lowercase hex digits, their size in bytes and their media type. Each is
// empty (0) when not stated. It is also the record the service keeps of
// every item it stored (the upload), from which a push is filled in.
type Content struct {
	Sha256      string `json:"sha256,omitempty"`
	ContentSize int64  `json:"contentSize,omitempty"`
	ContentType string `json:"contentType,omitempty"`
}

// Digest is Sha256 as the registry's bytes32: zero when not stated (or not
// 64 hex digits, which the API never lets through).
func (c Content) Digest() [32]byte {
	var d [32]byte
	if b, err := hex.DecodeString(c.Sha256); err == nil && len(b) == len(d) {
		copy(d[:], b)
	}
	return d
}
