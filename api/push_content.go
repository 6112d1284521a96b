package api

// The content a push states: the SHA-256, size and media type of the bytes
// behind its storageHash, recorded on chain with the version so that anyone
// can check what they fetch. Optional for content stored elsewhere; for
// content this service stored (POST /v1/upload) it is filled in from the
// service's own record, and a stated value that differs is refused before
// any payment is asked for.

import (
	"context"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/storage"
)

// maxChainContentTypeLen is the registry's MAX_CONTENT_TYPE_LENGTH.
const maxChainContentTypeLen = 127

// ContentRecords knows what this service stored: each item's data size,
// SHA-256 and content type, as its upload recorded them.
type ContentRecords interface {
	// Content returns the record of item id and whether there is one.
	Content(ctx context.Context, id string) (jobs.Content, bool, error)
}

// parseContent reads a push's optional sha256, contentType and contentSize;
// an *Error it returns names its field.
func parseContent(body jsonObject) (c jobs.Content, err error) {
	field := "sha256"
	defer func() { err = atField(err, field) }()
	if c.Sha256, _, err = body.str("sha256"); err != nil {
		return c, err
	}
	if c.Sha256 != "" {
		if b, derr := hex.DecodeString(c.Sha256); derr != nil || len(b) != 32 {
			return c, errorf(wire.CodeInvalidField, "sha256 must be the content's SHA-256 as 64 hexadecimal digits")
		}
		c.Sha256 = strings.ToLower(c.Sha256)
	}
	field = "contentType"
	if c.ContentType, _, err = body.str("contentType"); err != nil {
		return c, err
	}
	if c.ContentType = strings.TrimSpace(c.ContentType); c.ContentType != "" {
		if c.ContentType, err = storage.NormalizeContentType(c.ContentType); err != nil {
			return c, errorf(wire.CodeInvalidField, "contentType must be a media type such as application/gzip")
		}
		if len(c.ContentType) > maxChainContentTypeLen {
			return c, errorf(wire.CodeInvalidField, "contentType is %d bytes; the limit is %d", len(c.ContentType), maxChainContentTypeLen)
		}
	}
	field = "contentSize"
	c.ContentSize, _, err = body.size("contentSize")
	return c, err
}

// pushContent settles the content a push of storageHash states: for an item
// this service stored, each field left out is filled in from its record and
// a stated one must match it (invalid_field naming the field otherwise).
// Content stored elsewhere keeps what was stated.
func (s *Server) pushContent(ctx context.Context, storageHash string, stated jobs.Content) (jobs.Content, error) {
	d := s.deps.Writes
	if d.Contents == nil {
		return stated, nil
	}
	rec, known, err := d.Contents.Content(ctx, strings.TrimPrefix(storageHash, "ar://"))
	if err != nil {
		return stated, &Error{Code: wire.CodePricingUnavailable, Message: "cannot look up the stored content " + storageHash + " to price this push; nothing was charged, retry shortly", Err: err}
	}
	if !known {
		return stated, nil
	}
	out := stated
	mismatch := func(field, got, want string) error {
		return &Error{Code: wire.CodeInvalidField, Field: field, Message: fmt.Sprintf("%s is %s, but the content %s this service stored has %s %s: leave it out and it is filled in", field, got, storageHash, field, want)}
	}
	switch {
	case stated.Sha256 == "":
		out.Sha256 = rec.Sha256
	case rec.Sha256 != "" && stated.Sha256 != rec.Sha256:
		return stated, mismatch("sha256", stated.Sha256, rec.Sha256)
	}
	switch {
	case stated.ContentSize == 0:
		out.ContentSize = rec.ContentSize
	case stated.ContentSize != rec.ContentSize:
		return stated, mismatch("contentSize", fmt.Sprint(stated.ContentSize), fmt.Sprint(rec.ContentSize))
	}
	switch {
	case stated.ContentType == "":
		if len(rec.ContentType) <= maxChainContentTypeLen { // a longer one the registry would refuse
			out.ContentType = rec.ContentType
		}
	case rec.ContentType != "" && stated.ContentType != rec.ContentType:
		return stated, mismatch("contentType", fmt.Sprintf("%q", stated.ContentType), fmt.Sprintf("%q", rec.ContentType))
	}
	return out, nil
}
