package api

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/chain/readmodel"
)

// Kinds of version diff.
const (
	// DiffText is a line diff of two texts.
	DiffText = "text"
	// DiffBinary compares content that is not UTF-8 text.
	DiffBinary = "binary"
	// DiffTooLarge compares content above the diff limit.
	DiffTooLarge = "too_large"
)

// DiffSide describes one version in a diff.
type DiffSide struct {
	Index       string `json:"index"`
	VersionTag  string `json:"versionTag"`
	StorageHash string `json:"storageHash"`
	// Size is the content's size in bytes ("" when the gateway did not say
	// and the content was not read whole).
	Size        string `json:"size"`
	ContentType string `json:"contentType"`
	// SHA256 is the hex SHA-256 of the content, when it was read whole.
	SHA256 string `json:"sha256,omitempty"`
}

// DiffResult is the body of GET /v1/projects/:id/versions/diff.
type DiffResult struct {
	ProjectID string   `json:"projectId"`
	From      DiffSide `json:"from"`
	To        DiffSide `json:"to"`
	// Kind is "text", "binary" or "too_large".
	Kind string `json:"kind"`
	// Identical tells whether the contents are the same; null when that
	// cannot be known (too large to read, different storage hashes and
	// sizes that agree).
	Identical *bool `json:"identical"`
	// SizeDelta is to.size − from.size in bytes; "" when a size is unknown.
	SizeDelta       string `json:"sizeDelta"`
	SameContentType bool   `json:"sameContentType"`
	// Diff is the unified diff (text only; "" when identical).
	Diff *string `json:"diff,omitempty"`
	// LinesAdded and LinesRemoved count the diff's lines (text only).
	LinesAdded   *string `json:"linesAdded,omitempty"`
	LinesRemoved *string `json:"linesRemoved,omitempty"`
}

// diffContent is one fetched version.
type diffContent struct {
	data        []byte
	contentType string
	size        int64
	whole       bool
}

// versionDiff compares two versions of a project: ?from=&to= (0-based
// indexes), by default the last two. Text up to DiffLimit bytes per side
// is diffed line by line; other content is compared by size, type and hash.
func (s *Server) versionDiff(c *fiber.Ctx) error {
	m, err := s.readModel()
	if err != nil {
		return err
	}
	d := s.deps.Reads.withDefaults()
	if d.Content == nil {
		return errorf(CodeServiceUnavailable, "content is not reachable from this server; the diff is disabled")
	}
	id, err := projectID(c)
	if err != nil {
		return err
	}
	ctx := c.UserContext()
	vs, err := m.Versions(ctx, id.String())
	switch {
	case errors.Is(err, readmodel.ErrProjectNotFound):
		return errorf(CodeProjectNotFound, "no project with id %s", id)
	case err != nil:
		return readError(err)
	}
	from, to, err := diffRange(c, id.String(), len(vs))
	if err != nil {
		return err
	}
	a, b := vs[from], vs[to]
	ca, cb, err := s.fetchBoth(ctx, d, a, b)
	if err != nil {
		return err
	}
	res := DiffResult{
		ProjectID:       id.String(),
		From:            diffSideOf(a, ca),
		To:              diffSideOf(b, cb),
		SameContentType: mediaType(ca.contentType) == mediaType(cb.contentType),
	}
	if ca.size >= 0 && cb.size >= 0 {
		res.SizeDelta = strconv.FormatInt(cb.size-ca.size, 10)
	}
	switch {
	case !ca.whole || !cb.whole:
		res.Kind = DiffTooLarge
		switch {
		case a.StorageHash == b.StorageHash:
			res.Identical = ptrOf(true)
		case ca.size >= 0 && cb.size >= 0 && ca.size != cb.size:
			res.Identical = ptrOf(false)
		}
	case isText(ca.data) && isText(cb.data):
		res.Kind = DiffText
		diff, added, removed := unified(splitLines(string(ca.data)), splitLines(string(cb.data)),
			fmt.Sprintf("%s\t(version %d, %s)", a.VersionTag, a.Index, a.StorageHash),
			fmt.Sprintf("%s\t(version %d, %s)", b.VersionTag, b.Index, b.StorageHash))
		res.Identical = ptrOf(bytes.Equal(ca.data, cb.data))
		res.Diff = &diff
		res.LinesAdded, res.LinesRemoved = ptrOf(strconv.Itoa(added)), ptrOf(strconv.Itoa(removed))
	default:
		res.Kind = DiffBinary
		res.Identical = ptrOf(bytes.Equal(ca.data, cb.data))
	}
	return c.JSON(res)
}

func ptrOf[T any](v T) *T { return &v }

// diffRange parses from and to. Without them the last two versions are
// compared; with only one, the other is its neighbour (to = from+1, from =
// to−1). Malformed indexes are 400 invalid_index; missing versions 404
// version_not_found.
func diffRange(c *fiber.Ctx, id string, n int) (from, to int, err error) {
	parse := func(name string) (int, bool, error) {
		raw := c.Query(name)
		if raw == "" {
			return 0, false, nil
		}
		idx, ok, err := versionIndex(raw, name)
		if err != nil {
			return 0, false, err
		}
		if !ok || idx >= uint64(n) {
			return 0, false, errorf(CodeVersionNotFound, "project %s has no version %s (it has %d)", id, raw, n)
		}
		return int(idx), true, nil
	}
	f, hasFrom, err := parse("from")
	if err != nil {
		return 0, 0, err
	}
	t, hasTo, err := parse("to")
	if err != nil {
		return 0, 0, err
	}
	switch {
	case hasFrom && hasTo:
		return f, t, nil
	case hasFrom:
		t = f + 1
	case hasTo:
		f = t - 1
	default:
		f, t = n-2, n-1
	}
	if f < 0 || t >= n {
		return 0, 0, errorf(CodeVersionNotFound, "project %s has %d version(s); a diff needs two (pass from and to)", id, n)
	}
	return f, t, nil
}

// fetchBoth fetches the two versions' content concurrently.
func (s *Server) fetchBoth(ctx context.Context, d ReadDeps, a, b readmodel.Version) (diffContent, diffContent, error) {
	type result struct {
		c   diffContent
		err error
	}
	ch := make(chan result, 1)
	go func() {
		c, err := fetchContent(ctx, d, b)
		ch <- result{c, err}
	}()
	ca, errA := fetchContent(ctx, d, a)
	rb := <-ch
	if errA != nil {
		return diffContent{}, diffContent{}, errA
	}
	return ca, rb.c, rb.err
}

func fetchContent(ctx context.Context, d ReadDeps, v readmodel.Version) (diffContent, error) {
	id, ok := strings.CutPrefix(v.StorageHash, "ar://")
	if !ok || id == "" {
		return diffContent{}, errorf(CodeContentUnavailable, "version %d's storageHash %q is not an ar:// id", v.Index, v.StorageHash)
	}
	data, ctype, size, err := d.Content.Fetch(ctx, id, d.DiffLimit+1)
	if err != nil {
		return diffContent{}, &Error{Code: CodeContentUnavailable, Message: fmt.Sprintf("the content of version %d (%s) could not be fetched; retry later", v.Index, v.StorageHash), Err: err}
	}
	out := diffContent{data: data, contentType: ctype, size: size}
	out.whole = int64(len(data)) <= d.DiffLimit && (size < 0 || size == int64(len(data)))
	if size < 0 && out.whole {
		out.size = int64(len(data))
	}
	return out, nil
}

func diffSideOf(v readmodel.Version, c diffContent) DiffSide {
	s := DiffSide{Index: decU64(v.Index), VersionTag: v.VersionTag, StorageHash: v.StorageHash, ContentType: c.contentType}
	if c.size >= 0 {
		s.Size = strconv.FormatInt(c.size, 10)
	}
	if c.whole {
		sum := sha256.Sum256(c.data)
		s.SHA256 = hex.EncodeToString(sum[:])
	}
	return s
}

// isText reports whether data reads as text: valid UTF-8 without NUL bytes.
func isText(data []byte) bool {
	return utf8.Valid(data) && bytes.IndexByte(data, 0) < 0
}

// mediaType is a content type without its parameters, lowercased.
func mediaType(ct string) string {
	t, _, _ := strings.Cut(ct, ";")
	return strings.ToLower(strings.TrimSpace(t))
}
