package storage

import (
	"fmt"
	"mime"

	"github.com/gabriel-vasile/mimetype"
)

// SniffSize is the number of leading bytes DetectContentType looks at.
const SniffSize = 3072

// DefaultContentType is used for empty content and when detection finds
// nothing more specific.
const DefaultContentType = "application/octet-stream"

// DetectContentType returns the media type of content that begins with head
// (at most SniffSize bytes are used). It uses the mimetype library rather
// than net/http.DetectContentType because the latter knows neither JSON, tar,
// xz nor zstd and reports them as text/plain or application/octet-stream;
// those are the formats software releases are shipped in. Empty content is
// DefaultContentType.
func DetectContentType(head []byte) string {
	if len(head) == 0 {
		return DefaultContentType
	}
	if len(head) > SniffSize {
		head = head[:SniffSize]
	}
	return mimetype.Detect(head).String()
}

// NormalizeContentType validates a caller-supplied media type (for example
// the upload form's contentType field) and returns it in canonical form
// (lower-case type, parameters re-quoted as needed). It returns an error
// wrapping ErrInvalidContentType when v does not parse as a media type.
func NormalizeContentType(v string) (string, error) {
	mt, params, err := mime.ParseMediaType(v)
	if err != nil {
		return "", fmt.Errorf("%w: %q: %v", ErrInvalidContentType, v, err)
	}
	out := mime.FormatMediaType(mt, params)
	if out == "" {
		return "", fmt.Errorf("%w: %q", ErrInvalidContentType, v)
	}
	return out, nil
}
