package api

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/readmodel"
)

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
// Content is immutable, so the outcome is cached by the pair of storage
// hashes; a miss takes one of DiffConcurrency slots (503 beyond) and at
// most DiffBudget steps of work (too_different beyond).
func (s *Server) versionDiff(c *fiber.Ctx) error {
	m, err := s.readModel()
	if err != nil {
		return err
	}
	if s.deps.Reads.Content == nil {
		return errorf(wire.CodeServiceUnavailable, "content is not reachable from this server; the diff is disabled")
	}
	id, err := projectID(c)
	if err != nil {
		return err
	}
	ctx, cancel := untilClientLeaves(c)
	defer cancel()
	p, err := m.Project(ctx, id.String())
	switch {
	case errors.Is(err, readmodel.ErrProjectNotFound):
		return errorf(wire.CodeProjectNotFound, "no project with id %s", id)
	case err != nil:
		return readError(err)
	}
	from, to, err := diffRange(c, id.String(), int(min(p.VersionCount, math.MaxInt32)))
	if err != nil {
		return err
	}
	res, err := s.DiffVersions(ctx, id.String(), uint64(from), uint64(to))
	if err != nil {
		return err
	}
	return c.JSON(res)
}

// DiffVersions compares versions from and to of project id, as GET
// /v1/projects/:id/versions/diff does: the one diff of the service, which
// the explorer (api/explorer) shows too. Errors are *Error (project or
// version not found, content unavailable, diff slots busy).
func (s *Server) DiffVersions(ctx context.Context, id string, from, to uint64) (wire.DiffResult, error) {
	m, err := s.readModel()
	if err != nil {
		return wire.DiffResult{}, err
	}
	if s.deps.Reads.Content == nil {
		return wire.DiffResult{}, errorf(wire.CodeServiceUnavailable, "content is not reachable from this server; the diff is disabled")
	}
	a, err := diffVersion(ctx, m, id, from)
	if err != nil {
		return wire.DiffResult{}, err
	}
	b, err := diffVersion(ctx, m, id, to)
	if err != nil {
		return wire.DiffResult{}, err
	}
	out, err := s.diffs.outcome(ctx, a, b)
	if err != nil {
		return wire.DiffResult{}, err
	}
	res := wire.DiffResult{
		ProjectID:       id,
		From:            out.from.side(a),
		To:              out.to.side(b),
		Kind:            out.kind,
		Identical:       out.identical,
		SameContentType: mediaType(out.from.contentType) == mediaType(out.to.contentType),
	}
	if out.from.size >= 0 && out.to.size >= 0 {
		res.SizeDelta = strconv.FormatInt(out.to.size-out.from.size, 10)
	}
	if out.kind == wire.DiffText {
		diff := ""
		if out.hunks != "" {
			diff = diffHeader(fmt.Sprintf("%s\t(version %d, %s)", a.VersionTag, a.Index, a.StorageHash),
				fmt.Sprintf("%s\t(version %d, %s)", b.VersionTag, b.Index, b.StorageHash)) + out.hunks
		}
		res.Diff = &diff
		res.LinesAdded, res.LinesRemoved = ptrOf(strconv.Itoa(out.added)), ptrOf(strconv.Itoa(out.removed))
	}
	return res, nil
}

// diffVersion reads one version of project id.
func diffVersion(ctx context.Context, m ReadModel, id string, idx uint64) (readmodel.Version, error) {
	v, err := m.Version(ctx, id, idx)
	switch {
	case errors.Is(err, readmodel.ErrProjectNotFound):
		return v, errorf(wire.CodeProjectNotFound, "no project with id %s", id)
	case errors.Is(err, readmodel.ErrVersionNotFound):
		return v, errorf(wire.CodeVersionNotFound, "project %s has no version %d", id, idx)
	case err != nil:
		return v, readError(err)
	}
	return v, nil
}

// compare fetches two versions and compares them. It is the uncached,
// costly part of a diff.
func (df *differ) compare(ctx context.Context, a, b readmodel.Version) (diffOutcome, error) {
	ca, cb, err := df.fetchBoth(ctx, a, b)
	if err != nil {
		return diffOutcome{}, err
	}
	out := diffOutcome{from: metaOf(ca), to: metaOf(cb)}
	switch {
	case !ca.whole || !cb.whole:
		out.kind = wire.DiffTooLarge
		switch {
		case a.StorageHash == b.StorageHash:
			out.identical = ptrOf(true)
		case ca.size >= 0 && cb.size >= 0 && ca.size != cb.size:
			out.identical = ptrOf(false)
		}
	case isText(ca.data) && isText(cb.data):
		out.identical = ptrOf(bytes.Equal(ca.data, cb.data))
		hunks, added, removed, err := unified(ctx, splitLines(string(ca.data)), splitLines(string(cb.data)), df.budget)
		switch {
		case errors.Is(err, errDiffBudget):
			out.kind = wire.DiffTooDifferent
		case err != nil:
			return diffOutcome{}, &Error{Code: wire.CodeServiceUnavailable, Message: "the diff was stopped; retry later", Err: err}
		default:
			out.kind, out.hunks, out.added, out.removed = wire.DiffText, hunks, added, removed
		}
	default:
		out.kind = wire.DiffBinary
		out.identical = ptrOf(bytes.Equal(ca.data, cb.data))
	}
	return out, nil
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
			return 0, false, errorf(wire.CodeVersionNotFound, "project %s has no version %s (it has %d)", id, raw, n)
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
		return 0, 0, errorf(wire.CodeVersionNotFound, "project %s has %d version(s); a diff needs two (pass from and to)", id, n)
	}
	return f, t, nil
}

// fetchBoth fetches the two versions' content concurrently.
func (df *differ) fetchBoth(ctx context.Context, a, b readmodel.Version) (diffContent, diffContent, error) {
	type result struct {
		c   diffContent
		err error
	}
	ch := make(chan result, 1)
	go func() {
		c, err := df.fetchContent(ctx, b)
		ch <- result{c, err}
	}()
	ca, errA := df.fetchContent(ctx, a)
	rb := <-ch
	if errA != nil {
		return diffContent{}, diffContent{}, errA
	}
	return ca, rb.c, rb.err
}

func (df *differ) fetchContent(ctx context.Context, v readmodel.Version) (diffContent, error) {
	id, ok := strings.CutPrefix(v.StorageHash, "ar://")
	if !ok || id == "" {
		return diffContent{}, errorf(wire.CodeContentUnavailable, "version %d's storageHash %q is not an ar:// id", v.Index, v.StorageHash)
	}
	data, ctype, size, err := df.content.Fetch(ctx, id, df.limit+1)
	if err != nil {
		return diffContent{}, &Error{Code: wire.CodeContentUnavailable, Message: fmt.Sprintf("the content of version %d (%s) could not be fetched; retry later", v.Index, v.StorageHash), Err: err}
	}
	out := diffContent{data: data, contentType: ctype, size: size}
	out.whole = int64(len(data)) <= df.limit && (size < 0 || size == int64(len(data)))
	if size < 0 && out.whole {
		out.size = int64(len(data))
	}
	return out, nil
}

// diffMeta is what a diff keeps of one side's content.
type diffMeta struct {
	contentType string
	// size is in bytes, negative when unknown.
	size int64
	// sha256 is the hex SHA-256 of the content, "" unless read whole.
	sha256 string
}

func metaOf(c diffContent) diffMeta {
	m := diffMeta{contentType: c.contentType, size: c.size}
	if c.whole {
		sum := sha256.Sum256(c.data)
		m.sha256 = hex.EncodeToString(sum[:])
	}
	return m
}

func (m diffMeta) side(v readmodel.Version) wire.DiffSide {
	s := wire.DiffSide{Index: decU64(v.Index), VersionTag: v.VersionTag, StorageHash: v.StorageHash, ContentType: m.contentType, SHA256: m.sha256}
	if m.size >= 0 {
		s.Size = strconv.FormatInt(m.size, 10)
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
