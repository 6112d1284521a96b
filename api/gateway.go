package api

import (
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/middleware/adaptor"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/ans104"
	"github.com/inkd/inkd/storage/local"
)

// itemOpener opens a stored item's data without reading it. storage/local's
// Driver is one; the gateway streams what it opens.
type itemOpener interface {
	Open(id string) (*local.Data, error)
}

var _ itemOpener = (*local.Driver)(nil)

// gatewayHandler serves GET and HEAD /ar/:id. An itemOpener is streamed
// from disk in small writes, so a slow reader holds a file descriptor and a
// write buffer, never the item; any other http.Handler goes through fiber's
// adaptor, which buffers the whole response (tests only).
func (s *Server) gatewayHandler() fiber.Handler {
	o, ok := s.deps.Uploads.Gateway.(itemOpener)
	if !ok {
		return adaptor.HTTPHandler(http.StripPrefix("/ar", s.deps.Uploads.Gateway))
	}
	return func(c *fiber.Ctx) error { return serveItem(c, o) }
}

// serveItem answers with item id's data: the headers of storage/local's
// handler, Range (one range of bytes; other forms are ignored and the
// whole item is sent) and If-None-Match.
func serveItem(c *fiber.Ctx, o itemOpener) error {
	id := c.Params("id")
	data, err := o.Open(id)
	switch {
	case errors.Is(err, ans104.ErrInvalidID):
		return errorf(wire.CodeInvalidID, "not a data item id: want 43 characters of base64url")
	case errors.Is(err, storage.ErrNotFound):
		return errorf(wire.CodeItemNotFound, "no data item with id %s", id)
	case err != nil:
		return err
	}
	etag := `"` + id + `"`
	c.Set(fiber.HeaderContentType, data.ContentType)
	c.Set(fiber.HeaderETag, etag)
	c.Set(fiber.HeaderCacheControl, local.CacheControl)
	c.Set(fiber.HeaderXContentTypeOptions, "nosniff")
	c.Set(fiber.HeaderContentSecurityPolicy, local.ContentSecurityPolicy)
	c.Set(fiber.HeaderAcceptRanges, "bytes")
	if inm := c.Get(fiber.HeaderIfNoneMatch); inm == etag || inm == "*" {
		_ = data.Close()
		c.Status(fiber.StatusNotModified)
		return nil
	}
	size := data.Size()
	start, n := int64(0), size
	if from, to, ok := parseRange(c.Get(fiber.HeaderRange), size); ok {
		start, n = from, to-from+1
		c.Status(fiber.StatusPartialContent)
		c.Set(fiber.HeaderContentRange, "bytes "+strconv.FormatInt(from, 10)+"-"+strconv.FormatInt(to, 10)+"/"+strconv.FormatInt(size, 10))
	}
	if c.Method() == fiber.MethodHead {
		_ = data.Close()
		c.Response().Header.SetContentLength(int(n))
		c.Response().SkipBody = true
		return nil
	}
	// fasthttp copies the stream to the connection as the client reads and
	// closes it (and so the file) when the response is done or abandoned.
	c.Context().SetBodyStream(&sectionCloser{io.NewSectionReader(data, start, n), data}, int(n))
	return nil
}

// sectionCloser reads a section of an opened item and closes the item.
type sectionCloser struct {
	*io.SectionReader
	c io.Closer
}

func (s *sectionCloser) Close() error { return s.c.Close() }

// parseRange parses "bytes=a-b", "bytes=a-" or "bytes=-n" against size and
// returns the inclusive byte range. Anything else, several ranges or a range
// outside the item reports false: the whole item is then sent, as RFC 9110
// lets a server ignore Range.
func parseRange(h string, size int64) (from, to int64, ok bool) {
	spec, found := strings.CutPrefix(h, "bytes=")
	if !found || size == 0 || strings.Contains(spec, ",") {
		return 0, 0, false
	}
	a, b, found := strings.Cut(strings.TrimSpace(spec), "-")
	if !found {
		return 0, 0, false
	}
	if a == "" {
		n, err := strconv.ParseInt(b, 10, 64)
		if err != nil || n <= 0 {
			return 0, 0, false
		}
		return max(size-n, 0), size - 1, true
	}
	from, err := strconv.ParseInt(a, 10, 64)
	if err != nil || from < 0 || from >= size {
		return 0, 0, false
	}
	to = size - 1
	if b != "" {
		t, err := strconv.ParseInt(b, 10, 64)
		if err != nil || t < from {
			return 0, 0, false
		}
		to = min(t, size-1)
	}
	return from, to, true
}
