package api

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gofiber/fiber/v2"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/ans104"
)

// Limits of the upload form. The file itself is bounded by
// Config.UploadLimit (default 50 MiB = 52,428,800 bytes).
const (
	// maxFormOverhead bounds everything in an upload body that is not the
	// file's bytes: boundaries, part headers and the other fields. A body
	// whose Content-Length exceeds UploadLimit + maxFormOverhead cannot hold
	// an acceptable file and is refused before any of it is read.
	maxFormOverhead = 64 << 10
	// maxPartHeader bounds the headers of one part of the upload form, in
	// bytes (about: the multipart reader reads ahead up to
	// multipartReadAhead bytes, which the check allows for). Longer part
	// headers are refused before they are held in memory.
	maxPartHeader = 8 << 10
	// multipartReadAhead is the buffer of mime/multipart's reader.
	multipartReadAhead = 4 << 10
	// maxFormParts is how many parts an upload form may have: file,
	// contentType and a few others a client may add.
	maxFormParts = 8
	// maxContentTypeLen bounds the contentType field.
	maxContentTypeLen = 255
	// maxFileNameLen bounds the File-Name tag, in bytes.
	maxFileNameLen = 255
	// maxEpilogue is how much may follow the closing boundary; the rest of
	// a longer body is not read and the connection is closed instead.
	maxEpilogue = 4 << 10
	// maxUploadAttempts is how many upload jobs one item may have within
	// jobs.Retention: a failed job keeps its outcome, so a retried upload
	// of the same content runs under the next job id.
	maxUploadAttempts = 8
	// appName is the App-Name tag of every item.
	appName = "inkd"
)

// Stager holds signed items until a worker stores them; stage.Redis and
// stage.Dir satisfy it.
type Stager interface {
	// Put stores exactly size bytes read from r under id.
	Put(ctx context.Context, id string, r io.Reader, size int64) error
}

// UploadTasks finds and removes upload tasks; *asynq.Inspector satisfies it.
type UploadTasks interface {
	GetTaskInfo(queue, id string) (*asynq.TaskInfo, error)
	DeleteTask(queue, id string) error
}

// UploadDeps are the parts the upload endpoints need. The price endpoints
// need only Pricer; POST /v1/upload needs the rest.
type UploadDeps struct {
	// Signer signs the ANS-104 data item of every upload. Its key owns the
	// items (and pays for them at a bundler).
	Signer ans104.Signer
	// Stager carries signed items to the worker that stores them.
	Stager Stager
	// Enqueuer queues upload jobs (*asynq.Client).
	Enqueuer Enqueuer
	// Tasks lets an upload replace a failed job whose outcome has expired;
	// nil leaves such an upload waiting for the old job (202).
	Tasks UploadTasks
	// Waiter and Outcomes report the upload jobs' results.
	Waiter   *jobs.Waiter
	Outcomes *jobs.Store
	// Pricer quotes GET /v1/upload/price and GET /v1/projects/estimate.
	Pricer Pricer
	// SpoolDir holds uploads while they are signed and staged: up to
	// Config.UploadLimit bytes of disk per upload in flight. Empty is
	// os.TempDir().
	SpoolDir string
	// Gateway serves stored data at /ar/<id> when Config.ServeGateway is
	// set (the local storage driver; see storage/local).
	Gateway http.Handler
}

func (d UploadDeps) ready() bool {
	return d.Signer != nil && d.Stager != nil && d.Enqueuer != nil && d.Waiter != nil && d.Outcomes != nil
}

// uploadPath is the one route that reads a streamed body itself.
const uploadPath = "/v1/upload"

// uploadRoutes lists the upload and quote endpoints. The quote is the same
// on both paths.
func (s *Server) uploadRoutes() []route {
	return []route{
		{fiber.MethodPost, uploadPath, s.countUploads(s.upload)},
		{fiber.MethodGet, "/v1/upload/price", s.quote},
		{fiber.MethodGet, "/v1/projects/estimate", s.quote},
	}
}

// quote answers the cost quote for ?bytes=N (spec "Cost quote"): storage
// cost, 20% markup and their total, plus the push fee (the total raised to
// the 0.10 USDC minimum); see priceOf.
func (s *Server) quote(c *fiber.Ctx) error {
	p := s.deps.Uploads.Pricer
	if p == nil {
		return errorf(wire.CodeServiceUnavailable, "storage pricing is not configured on this server")
	}
	n, err := s.queryBytes(c)
	if err != nil {
		return err
	}
	pr, err := priceOf(c.UserContext(), p, n)
	if err != nil {
		return pricingError(err)
	}
	return c.JSON(pr.body())
}

// queryBytes parses the required bytes parameter: a whole number from 1 to
// the upload limit, in canonical decimal.
func (s *Server) queryBytes(c *fiber.Ctx) (int64, error) {
	raw := c.Query("bytes")
	if raw == "" {
		return 0, errorf(wire.CodeInvalidQuery, "query parameter bytes is required: the file size, 1 to %d", s.cfg.UploadLimit)
	}
	n, err := strconv.ParseInt(raw, 10, 64)
	if !isDecimal(raw) || err != nil || n < 1 {
		return 0, errorf(wire.CodeInvalidQuery, "query parameter bytes=%q must be a whole number from 1 to %d", raw, s.cfg.UploadLimit)
	}
	if n > s.cfg.UploadLimit {
		return 0, errorf(wire.CodeInvalidQuery, "bytes=%d is above the upload limit of %d bytes", n, s.cfg.UploadLimit)
	}
	return n, nil
}

// upload is POST /v1/upload. The body is read as a stream (the app runs
// with StreamRequestBody): the file goes to a spool file through a 64 KiB
// buffer, so memory does not grow with its size; reading stops as soon as
// the file passes the limit. The item is signed, staged for a worker and
// stored by an upload job; the answer waits for the job like a paid write.
func (s *Server) upload(c *fiber.Ctx) error {
	d := s.deps.Uploads
	if !d.ready() {
		return errorf(wire.CodeServiceUnavailable, "uploads are not configured on this server")
	}
	boundary, err := formBoundary(c.Get(fiber.HeaderContentType))
	if err != nil {
		return err
	}
	if n := c.Request().Header.ContentLength(); n > 0 && int64(n) > s.cfg.UploadLimit+maxFormOverhead {
		return s.tooLarge()
	}
	// Refused before the body is read when the client or the day has no
	// room left for even the smallest file this body could hold.
	if err := s.quota.check(c.UserContext(), s.client(c), max(int64(c.Request().Header.ContentLength())-maxFormOverhead, 1)); err != nil {
		return err
	}
	body := c.Context().RequestBodyStream()
	if body == nil { // not streamed: the body is already in memory
		body = bytes.NewReader(c.Request().Body())
	}
	ctx := c.UserContext()
	form, err := s.readForm(ctx, &capReader{r: body, left: s.cfg.UploadLimit + maxFormOverhead}, boundary)
	if err != nil {
		return err
	}
	defer form.file.Close()
	c.Locals(uploadBytesKey{}, form.file.Size())
	if drainEpilogue(body) {
		c.Locals(bodyReadKey{}, true)
	}
	item, err := storage.Build(ctx, d.Signer, form.file, form.file.Size(), storage.BuildOptions{
		ContentType: form.contentType,
		Tags:        itemTags(form.fileName),
	})
	if err != nil {
		return fmt.Errorf("build data item: %w", err)
	}
	return s.storeItem(c, item)
}

// formBoundary checks that the request is multipart/form-data and returns
// its boundary.
func formBoundary(contentType string) (string, error) {
	mt, params, err := mime.ParseMediaType(contentType)
	if err != nil || mt != fiber.MIMEMultipartForm || params["boundary"] == "" {
		return "", errorf(wire.CodeNotMultipart, "the body must be multipart/form-data with a file field; got Content-Type %q", contentType)
	}
	return params["boundary"], nil
}

func (s *Server) tooLarge() error {
	return errorf(wire.CodeContentTooLarge, "the file is larger than the upload limit of %d bytes", s.cfg.UploadLimit)
}

// uploadForm is a parsed upload form; file is its spooled file.
type uploadForm struct {
	file        *storage.SpoolFile
	fileName    string
	contentType string
}

// readForm reads the multipart form from body: one file field, spooled to
// disk, and the optional contentType override (either order). Other fields
// are skipped within maxFormOverhead.
func (s *Server) readForm(ctx context.Context, body io.Reader, boundary string) (_ *uploadForm, err error) {
	f := &uploadForm{}
	defer func() {
		if err != nil && f.file != nil {
			_ = f.file.Close()
		}
	}()
	hr := &headerCap{r: body}
	mr := multipart.NewReader(hr, boundary)
	var overhead int64
	for parts := 0; ; parts++ {
		// Only the boundary and the part's headers are read here: every
		// part before was read to its end below.
		hr.start(int64(maxPartHeader + multipartReadAhead + len(boundary) + 8))
		part, err := mr.NextRawPart()
		hr.stop()
		if err == io.EOF { //nolint:errorlint // only the bare io.EOF means the closing boundary; a wrapped one is a truncated body
			break
		}
		if errors.Is(err, errPartHeaderTooLarge) {
			return nil, errorf(wire.CodeNotMultipart, "a part of the form has headers longer than %d bytes", maxPartHeader)
		}
		if err != nil {
			return nil, s.formError(err)
		}
		if parts == maxFormParts {
			return nil, errorf(wire.CodeInvalidField, "the form has more than %d parts; send the file and at most a contentType field", maxFormParts)
		}
		switch part.FormName() {
		case "file":
			if f.file != nil {
				return nil, errorf(wire.CodeInvalidField, "the form has more than one file field; upload one file per request")
			}
			if f.file, err = s.spoolFile(ctx, part); err != nil {
				return nil, err
			}
			f.fileName = fileName(part.FileName())
		case "contentType":
			v, err := s.readField(part, maxContentTypeLen)
			if err != nil {
				return nil, err
			}
			if v = strings.TrimSpace(v); v != "" {
				if f.contentType, err = storage.NormalizeContentType(v); err != nil {
					return nil, errorf(wire.CodeInvalidField, "contentType %q is not a valid MIME type", v)
				}
			}
		default:
			n, err := io.Copy(io.Discard, io.LimitReader(part, maxFormOverhead-overhead+1))
			if err != nil {
				return nil, s.formError(err)
			}
			if overhead += n; overhead > maxFormOverhead {
				return nil, errorf(wire.CodeInvalidField, "the form fields other than file exceed %d bytes", maxFormOverhead)
			}
		}
	}
	switch {
	case f.file == nil:
		return nil, errorf(wire.CodeFileRequired, "the form has no file field; send the content as the multipart field \"file\"")
	case f.file.Size() == 0:
		return nil, errorf(wire.CodeEmptyFile, "the file is empty; there is nothing to store")
	}
	return f, nil
}

// spoolFile copies the file part to disk, refusing it as soon as it passes
// the upload limit.
func (s *Server) spoolFile(ctx context.Context, part io.Reader) (*storage.SpoolFile, error) {
	src := &readErrs{r: part}
	spool, err := storage.Spool(ctx, s.deps.Uploads.SpoolDir, src, s.cfg.UploadLimit)
	switch {
	case err == nil:
		return spool, nil
	case errors.Is(err, storage.ErrTooLarge):
		return nil, s.tooLarge()
	case src.err != nil:
		// The client's side: a malformed, truncated or oversized body.
		return nil, s.formError(src.err)
	}
	return nil, fmt.Errorf("spool upload: %w", err)
}

// formError is the client's error for a failure reading the form.
func (s *Server) formError(err error) error {
	if errors.Is(err, errBodyTooLarge) {
		return s.tooLarge()
	}
	if isNetworkError(err) {
		return &Error{Code: wire.CodeNotMultipart, Message: "the body stopped arriving (the connection timed out or broke); send it again", Err: err}
	}
	return errorf(wire.CodeNotMultipart, "the body is not valid multipart/form-data: %v", err)
}

// isNetworkError reports a failure of the connection rather than of the
// body's content: its text names addresses (read tcp 127.0.0.1:…), which no
// client-facing message may carry.
func isNetworkError(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) || errors.Is(err, os.ErrDeadlineExceeded) || errors.Is(err, net.ErrClosed)
}

// errBodyTooLarge ends a body longer than any acceptable upload form.
var errBodyTooLarge = errors.New("request body too large")

// capReader fails with errBodyTooLarge once more than left bytes are read:
// it bounds bodies without a Content-Length (chunked), which the early
// check in upload cannot.
type capReader struct {
	r    io.Reader
	left int64
}

func (c *capReader) Read(p []byte) (int, error) {
	if c.left < 0 {
		return 0, errBodyTooLarge
	}
	if int64(len(p)) > c.left+1 {
		p = p[:c.left+1]
	}
	n, err := c.r.Read(p)
	if c.left -= int64(n); c.left < 0 {
		return n, errBodyTooLarge
	}
	return n, err
}

// errPartHeaderTooLarge ends the reading of a part's headers that are too
// long.
var errPartHeaderTooLarge = errors.New("multipart part headers too large")

// headerCap bounds what the multipart reader may read while it looks for
// the next part and reads its headers, so that neither long part headers
// nor a flood of parts is buffered. Outside start/stop it reads freely.
type headerCap struct {
	r      io.Reader
	capped bool
	left   int64
}

func (h *headerCap) start(limit int64) { h.capped, h.left = true, limit }
func (h *headerCap) stop()             { h.capped = false }

func (h *headerCap) Read(p []byte) (int, error) {
	if !h.capped {
		return h.r.Read(p)
	}
	if h.left <= 0 {
		return 0, errPartHeaderTooLarge
	}
	if int64(len(p)) > h.left {
		p = p[:h.left]
	}
	n, err := h.r.Read(p)
	h.left -= int64(n)
	return n, err
}

// readErrs remembers the error its reader returned, to tell a broken
// request from a failing disk.
type readErrs struct {
	r   io.Reader
	err error
}

func (r *readErrs) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	if err != nil && !errors.Is(err, io.EOF) {
		r.err = err
	}
	return n, err
}

// readField reads a small form field of at most limit bytes.
func (s *Server) readField(part *multipart.Part, limit int64) (string, error) {
	b, err := io.ReadAll(io.LimitReader(part, limit+1))
	if err != nil {
		return "", s.formError(err)
	}
	if int64(len(b)) > limit {
		return "", errorf(wire.CodeInvalidField, "form field %q is longer than %d bytes", part.FormName(), limit)
	}
	return string(b), nil
}

// fileName cleans the client's file name for the File-Name tag: valid
// UTF-8 without control characters, at most maxFileNameLen bytes. The
// multipart reader already reduced it to its last path element.
func fileName(name string) string {
	name = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return -1
		}
		return r
	}, strings.ToValidUTF8(name, ""))
	name = strings.TrimSpace(name)
	for len(name) > maxFileNameLen {
		_, size := utf8.DecodeLastRuneInString(name)
		name = name[:len(name)-size]
	}
	return name
}

// itemTags are the tags of an upload's item after its Content-Type. The
// item carries no anchor, so the same bytes with the same name and type
// always get the same id.
func itemTags(name string) []ans104.Tag {
	tags := []ans104.Tag{{Name: "App-Name", Value: appName}}
	if name != "" {
		tags = append(tags, ans104.Tag{Name: "File-Name", Value: name})
	}
	return tags
}

// bodyReadKey marks, in the request's Locals, a streamed body read to its
// end; see closeUnreadBodies.
type bodyReadKey struct{}

// drainEpilogue reads what follows the closing boundary, up to maxEpilogue
// bytes, and reports whether the body is now read to its end.
func drainEpilogue(body io.Reader) bool {
	n, err := io.CopyN(io.Discard, body, maxEpilogue+1)
	return n <= maxEpilogue && errors.Is(err, io.EOF)
}

// UploadJobID is the job of the attempt-th upload job of item id. Attempt 0
// is the item's own job: uploading the same content twice joins the same
// job. A later attempt exists only after an earlier job failed.
func UploadJobID(id string, attempt int) string {
	if attempt == 0 {
		return "upload_" + id
	}
	return fmt.Sprintf("upload_%s_%d", id, attempt)
}

// storeItem has item stored by an upload job and answers its result. An
// item already stored answers at once; a failed earlier attempt moves on to
// the next job id.
func (s *Server) storeItem(c *fiber.Ctx, item *storage.Item) error {
	d := s.deps.Uploads
	ctx := c.UserContext()
	staged := false
	for attempt := 0; attempt < maxUploadAttempts; attempt++ {
		jobID := UploadJobID(item.ID(), attempt)
		out, err := d.Outcomes.Get(ctx, jobID)
		switch {
		case err == nil && out.State == jobs.StateSucceeded:
			return uploadAnswer(c, out)
		case err == nil: // that attempt failed
			continue
		case !errors.Is(err, jobs.ErrNotFound):
			return &Error{Code: wire.CodeServiceUnavailable, Message: "cannot read the upload job; retry", Err: err}
		}
		if !staged {
			// Only content that must be stored again costs quota.
			client := s.client(c)
			if err := s.quota.charge(ctx, client, item.DataSize()); err != nil {
				return err
			}
			if err := d.Stager.Put(ctx, item.ID(), item.NewReader(), item.Size()); err != nil {
				s.quota.refund(client, item.DataSize())
				return s.stageError(err)
			}
			staged = true
			s.deps.UploadMetrics.UploadStored(item.DataSize())
		}
		if err := s.enqueueUpload(ctx, jobID, requestID(c), item.Info()); err != nil {
			return err
		}
		return s.awaitUpload(c, jobID)
	}
	return errorf(wire.CodeStorageUploadFailed, "storing this content failed %d times in the last day; try again later", maxUploadAttempts)
}

// enqueueUpload queues the job of request rid; a job that exists already
// is joined. A failed job whose outcome has expired is replaced.
func (s *Server) enqueueUpload(ctx context.Context, jobID, rid string, info storage.ItemInfo) error {
	d := s.deps.Uploads
	task, opts, err := jobs.NewUploadTask(jobs.Upload{ID: info.ID, Size: info.Size, DataSize: info.DataSize, ContentType: info.ContentType, Sha256: info.Sha256})
	if err != nil {
		return err
	}
	task = jobs.WithRequestID(task, rid)
	opts = append(opts, asynq.TaskID(jobID))
	_, err = d.Enqueuer.EnqueueContext(ctx, task, opts...)
	if errors.Is(err, asynq.ErrTaskIDConflict) && d.Tasks != nil {
		if ti, ierr := d.Tasks.GetTaskInfo(jobs.QueueStorage, jobID); ierr == nil && ti.State == asynq.TaskStateArchived {
			if derr := d.Tasks.DeleteTask(jobs.QueueStorage, jobID); derr == nil {
				_, err = d.Enqueuer.EnqueueContext(ctx, task, opts...)
			}
		}
	}
	if err != nil && !errors.Is(err, asynq.ErrTaskIDConflict) {
		return &Error{Code: wire.CodeServiceUnavailable, Message: "cannot queue the upload; retry", Err: err}
	}
	return nil
}

// awaitUpload waits up to WriteWait (less when the server shuts down)
// for the job: 200 with the upload
// result, its failure as an error, or 202 with the job to poll.
func (s *Server) awaitUpload(c *fiber.Ctx, jobID string) error {
	ctx, stop := s.jobWait(c)
	defer stop()
	out, err := s.deps.Uploads.Waiter.Await(ctx, jobID)
	switch {
	case err != nil && waitEnded(c, ctx, err):
		return accepted(c, jobID)
	case err != nil:
		return &Error{Code: wire.CodeServiceUnavailable, Message: "lost track of the upload; poll /v1/jobs/" + jobID, Err: err}
	case out.State == jobs.StateFailed:
		return outcomeError(out)
	}
	return uploadAnswer(c, out)
}

// uploadAnswer sends a succeeded job's result: the spec's upload result.
func uploadAnswer(c *fiber.Ctx, out *jobs.Outcome) error {
	c.Set(fiber.HeaderContentType, fiber.MIMEApplicationJSON)
	return c.Status(fiber.StatusOK).Send(out.Result)
}

// limitBody bounds the body of every route that does not stream it itself.
// With StreamRequestBody fasthttp no longer enforces a body limit, and
// c.Body() reads a streamed body whole, so a JSON route must refuse a body
// over Config.BodyLimit before reading it: by its Content-Length, or, for a
// chunked body, by reading at most BodyLimit+1 bytes of it.
func (s *Server) limitBody(c *fiber.Ctx) error {
	stream := c.Context().RequestBodyStream()
	if stream == nil {
		return c.Next()
	}
	limit := s.bodyLimit(c)
	switch n := c.Request().Header.ContentLength(); {
	case n > limit:
		return errorf(wire.CodeBodyTooLarge, "request body is %d bytes; the limit is %d", n, limit)
	case n < 0:
		b, err := io.ReadAll(io.LimitReader(stream, int64(limit)+1))
		if err != nil {
			if isNetworkError(err) {
				return &Error{Code: wire.CodeInvalidBody, Message: "the request body stopped arriving (the connection timed out or broke); send it again", Err: err}
			}
			return errorf(wire.CodeInvalidBody, "cannot read the request body: %v", err)
		}
		if len(b) > limit {
			return errorf(wire.CodeBodyTooLarge, "request body is over the limit of %d bytes", limit)
		}
		// The stream is read to its end; keep the bytes for c.Body().
		c.Request().SetBodyRaw(b)
	}
	return c.Next()
}

// closeUnreadBodies runs around every request. A handler may answer without
// reading a streamed body (an upload refused as too large, an unknown
// route); the next request on the connection would then start inside that
// body. A small rest (Content-Length up to maxEpilogue) is read and
// dropped; otherwise the response says Connection: close and the server
// closes the connection after it, without reading the rest.
func (s *Server) closeUnreadBodies(c *fiber.Ctx) error {
	err := c.Next()
	stream := c.Context().RequestBodyStream()
	if stream == nil || c.Locals(bodyReadKey{}) != nil {
		return err
	}
	if n := c.Request().Header.ContentLength(); n >= 0 && n <= maxEpilogue {
		if _, cerr := io.Copy(io.Discard, stream); cerr == nil {
			return err
		}
	}
	c.Set(fiber.HeaderConnection, "close")
	return err
}
