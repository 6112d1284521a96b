package fetch

import (
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/inkd/inkd/api/wire"
)

// Want is what the registry recorded of a version's content: what a
// download must match.
type Want struct {
	// Size in bytes; -1 when the record states none.
	Size int64
	// SHA256 is the lowercase hex digest; "" when the record states none
	// (a version pushed before digests, or content stored elsewhere).
	SHA256 string
}

// Verifiable reports whether the record carries a digest to check the
// content against.
func (w Want) Verifiable() bool { return w.SHA256 != "" }

// RecordError is a version record whose content fields cannot be read:
// nothing can be checked against it.
type RecordError struct {
	Field, Value string
}

func (e *RecordError) Error() string {
	return fmt.Sprintf("the version record's %s %q is malformed; nothing can be checked against it", e.Field, e.Value)
}

// WantOf reads the content fields of a version record.
func WantOf(v *wire.Version) (Want, error) {
	w := Want{Size: -1}
	if v.ContentSize != "" {
		n, err := strconv.ParseInt(v.ContentSize, 10, 64)
		if err != nil || n < 0 {
			return Want{}, &RecordError{Field: "contentSize", Value: v.ContentSize}
		}
		w.Size = n
	}
	if v.SHA256 != "" {
		s := strings.ToLower(strings.TrimPrefix(v.SHA256, "0x"))
		if b, err := hex.DecodeString(s); err != nil || len(b) != 32 {
			return Want{}, &RecordError{Field: "sha256", Value: v.SHA256}
		}
		w.SHA256 = s
	}
	return w, nil
}

// SourceURL is where the content of v is downloaded from: its storageUrl,
// taken relative to the API's base URL when it is a path (a development
// server's "/ar/<id>"), else the API's own gateway (GET /ar/:id) for its
// storageHash.
func SourceURL(apiBase string, v *wire.Version) (string, error) {
	base, err := url.Parse(strings.TrimRight(apiBase, "/") + "/")
	if err != nil {
		return "", fmt.Errorf("API base URL %q: %w", apiBase, err)
	}
	ref := v.StorageURL
	if ref == "" {
		id := strings.TrimPrefix(v.StorageHash, "ar://")
		if id == "" || strings.ContainsAny(id, "/?#") {
			return "", &RecordError{Field: "storageHash", Value: v.StorageHash}
		}
		ref = "ar/" + id
	}
	u, err := base.Parse(ref)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return "", &RecordError{Field: "storageUrl", Value: v.StorageURL}
	}
	return u.String(), nil
}

// PartialName is the name of the partial file of a download of the
// content v names, in the output's directory: one name per content, so a
// later download of the same content resumes it and no other does.
func PartialName(v *wire.Version) string {
	key := strings.TrimPrefix(v.StorageHash, "ar://")
	if v.SHA256 != "" {
		key = strings.ToLower(v.SHA256)
	}
	key = strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' {
			return r
		}
		return -1
	}, key)
	if len(key) > 43 {
		key = key[:43]
	}
	return ".inkd-" + key + ".part"
}

// MismatchError is content that differs from the registry's record. What
// is "size" or "sha256"; Want and Got are the recorded and the downloaded
// values.
type MismatchError struct {
	What, Want, Got string
	// URL is where the content came from.
	URL string
}

func (e *MismatchError) Error() string {
	return fmt.Sprintf("the content from %s does not match the registry's record: %s is %s, the record says %s; nothing was kept", e.URL, e.What, e.Got, e.Want)
}

// check compares what was downloaded (n bytes with digest sum, lowercase
// hex) with want. A download stops one byte past the recorded size, so n
// above it means "more than the record". It reports whether the digest
// was checked.
func check(want Want, n int64, sum, src string) (verified bool, err error) {
	if want.Size >= 0 && n != want.Size {
		got := strconv.FormatInt(n, 10) + " bytes"
		if n > want.Size {
			got = "more than " + strconv.FormatInt(want.Size, 10) + " bytes"
		}
		return false, &MismatchError{What: "size", Want: strconv.FormatInt(want.Size, 10) + " bytes", Got: got, URL: src}
	}
	if want.SHA256 == "" {
		return false, nil
	}
	if sum != want.SHA256 {
		return false, &MismatchError{What: "sha256", Want: want.SHA256, Got: sum, URL: src}
	}
	return true, nil
}

// ErrNoDigest is a version whose record has no sha256, refused by a
// caller that requires one (inkd get --require-digest).
var ErrNoDigest = errors.New("the version's record has no sha256: its content cannot be verified")
