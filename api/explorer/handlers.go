package explorer

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/chain/readmodel"
)

// ContentSecurityPolicy is sent with every page: scripts and styles only
// from this server's files (no inline script, so a string that escaped
// into the page could not run), no plugins, frames or foreign forms;
// connect-src 'self' lets the page follow the event stream.
const ContentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; " +
	"connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

// pageError is a failure shown as an error page with its HTTP status.
type pageError struct {
	status int
	msg    string
}

func (e *pageError) Error() string { return e.msg }

func failf(status int, format string, a ...any) error {
	return &pageError{status: status, msg: fmt.Sprintf(format, a...)}
}

// readFailure is the page error of a read model failure; not-found
// sentinels become 404.
func (e *Explorer) readFailure(err error, what string) error {
	switch {
	case errors.Is(err, readmodel.ErrProjectNotFound), errors.Is(err, readmodel.ErrVersionNotFound):
		return failf(fiber.StatusNotFound, "No %s.", what)
	case errors.Is(err, context.Canceled):
		return failf(fiber.StatusServiceUnavailable, "The request was cancelled.")
	}
	e.log.WithError(err).Warn("explorer read failed")
	return failf(fiber.StatusServiceUnavailable, "The registry cannot be read right now; retry shortly.")
}

// render writes page name with data, or the error page of err.
func (e *Explorer) render(c *fiber.Ctx, name string, data any, err error) error {
	status := fiber.StatusOK
	if err != nil {
		var pe *pageError
		if !errors.As(err, &pe) {
			e.log.WithError(err).Warn("explorer page failed")
			pe = &pageError{status: fiber.StatusInternalServerError, msg: "Something went wrong."}
		}
		name, status, data = "error", pe.status, errorView{Title: fmt.Sprintf("%d", pe.status), Message: pe.msg}
	}
	var buf bytes.Buffer
	if err := e.pages[name].ExecuteTemplate(&buf, "layout", data); err != nil {
		return err
	}
	setPageHeaders(c)
	return c.Status(status).Send(buf.Bytes())
}

func setPageHeaders(c *fiber.Ctx) {
	c.Set(fiber.HeaderContentType, fiber.MIMETextHTMLCharsetUTF8)
	c.Set(fiber.HeaderContentSecurityPolicy, ContentSecurityPolicy)
	c.Set(fiber.HeaderXContentTypeOptions, "nosniff")
	c.Set(fiber.HeaderXFrameOptions, "DENY")
	c.Set(fiber.HeaderReferrerPolicy, "no-referrer")
	c.Set(fiber.HeaderCacheControl, "no-cache")
}

// staticTypes are the content types of the embedded files.
var staticTypes = map[string]string{".css": "text/css; charset=utf-8", ".js": "text/javascript; charset=utf-8"}

func (e *Explorer) serveStatic(c *fiber.Ctx) error {
	name := c.Params("file")
	b, ok := e.static[name]
	ext := name[strings.LastIndexByte(name, '.')+1:]
	if !ok {
		return e.render(c, "", nil, failf(fiber.StatusNotFound, "No such file."))
	}
	c.Set(fiber.HeaderContentType, staticTypes["."+ext])
	c.Set(fiber.HeaderXContentTypeOptions, "nosniff")
	c.Set(fiber.HeaderCacheControl, "public, max-age=300")
	return c.Send(b)
}

// paging reads ?offset= and ?limit= with the JSON API's bounds; values out
// of range are a 400 page, never clamped.
func (e *Explorer) paging(c *fiber.Ctx) (offset, limit int, err error) {
	num := func(name string, def, lo, hi int) (int, error) {
		raw := c.Query(name)
		if raw == "" {
			return def, nil
		}
		n, err := strconv.Atoi(raw)
		if err != nil || n < lo || n > hi {
			return 0, failf(fiber.StatusBadRequest, "%s must be a whole number from %d to %d.", name, lo, hi)
		}
		return n, nil
	}
	if offset, err = num("offset", 0, 0, e.cfg.MaxOffset); err != nil {
		return 0, 0, err
	}
	limit, err = num("limit", e.cfg.PageSize, 1, e.cfg.MaxPageSize)
	return offset, limit, err
}

func (e *Explorer) listPage(c *fiber.Ctx) error {
	v, err := e.list(c, "Projects", "/explore", e.deps.Reader.Projects, true)
	return e.render(c, "list", v, err)
}

func (e *Explorer) agentsPage(c *fiber.Ctx) error {
	v, err := e.list(c, "Agents", "/explore/agents", e.deps.Reader.Agents, false)
	return e.render(c, "list", v, err)
}

type pageFunc func(ctx context.Context, offset, limit int) ([]readmodel.Project, int, error)

// list reads one page of projects; with search set, a non-blank ?q= reads
// the matching projects instead.
func (e *Explorer) list(c *fiber.Ctx, title, base string, read pageFunc, search bool) (listView, error) {
	offset, limit, err := e.paging(c)
	if err != nil {
		return listView{}, err
	}
	v := listView{Title: title, Search: search}
	q := strings.TrimSpace(c.Query("q"))
	if search && q != "" {
		if n := utf8.RuneCountInString(q); n > maxQueryLen || !utf8.ValidString(q) {
			return v, failf(fiber.StatusBadRequest, "The search text must be valid text of at most %d characters.", maxQueryLen)
		}
		v.Query = q
		read = func(ctx context.Context, o, l int) ([]readmodel.Project, int, error) {
			return e.deps.Reader.SearchProjects(ctx, q, o, l)
		}
	}
	ps, total, err := read(c.UserContext(), offset, limit)
	if err != nil {
		return v, e.readFailure(err, "projects")
	}
	v.Rows = make([]projectRow, len(ps))
	for i, p := range ps {
		v.Rows[i] = e.projectRowOf(p)
	}
	params := url.Values{}
	if v.Query != "" {
		params.Set("q", v.Query)
	}
	v.Nav = navOf(base, params, offset, limit, len(ps), total)
	return v, nil
}

// projectIDOf validates the :id parameter: a decimal project id.
func projectIDOf(c *fiber.Ctx) (string, error) {
	id := c.Params("id")
	if !validID(id) {
		return "", failf(fiber.StatusBadRequest, "%q is not a project id (a decimal number like 1 or 42).", id)
	}
	return id, nil
}

func (e *Explorer) projectPage(c *fiber.Ctx) error {
	v, err := e.project(c)
	return e.render(c, "project", v, err)
}

func (e *Explorer) project(c *fiber.Ctx) (projectView, error) {
	id, err := projectIDOf(c)
	if err != nil {
		return projectView{}, err
	}
	offset, limit, err := e.paging(c)
	if err != nil {
		return projectView{}, err
	}
	ctx := c.UserContext()
	p, err := e.deps.Reader.Project(ctx, id)
	if err != nil {
		return projectView{}, e.readFailure(err, "project with id "+id)
	}
	vs, err := e.deps.Reader.Versions(ctx, id)
	if err != nil {
		return projectView{}, e.readFailure(err, "project with id "+id)
	}
	collabs, err := e.deps.Reader.Collaborators(ctx, id)
	if err != nil {
		return projectView{}, e.readFailure(err, "project with id "+id)
	}
	v := e.projectViewOf(p, vs, collabs, offset, limit, c.BaseURL())
	v.Readme = e.readmeOf(ctx, p.ReadmeHash)
	return v, nil
}

func (e *Explorer) versionPage(c *fiber.Ctx) error {
	v, err := e.version(c)
	return e.render(c, "version", v, err)
}

func (e *Explorer) version(c *fiber.Ctx) (versionView, error) {
	id, err := projectIDOf(c)
	if err != nil {
		return versionView{}, err
	}
	raw := c.Params("index")
	idx, err := strconv.ParseUint(raw, 10, 64)
	if err != nil || !validIndex(raw) {
		return versionView{}, failf(fiber.StatusBadRequest, "%q is not a version index (0, 1, 2, …).", raw)
	}
	ctx := c.UserContext()
	p, err := e.deps.Reader.Project(ctx, id)
	if err != nil {
		return versionView{}, e.readFailure(err, "project with id "+id)
	}
	ver, err := e.deps.Reader.Version(ctx, id, idx)
	if err != nil {
		return versionView{}, e.readFailure(err, fmt.Sprintf("version %d of project %s", idx, id))
	}
	v := e.versionViewOf(p, ver)
	// The record's size and type when it has them, else the gateway's.
	if arID, ok := arweaveID(ver.StorageHash); ok && e.deps.Content != nil && (v.Size == "" || v.Type == "") {
		if _, ctype, size, err := e.deps.Content.Fetch(ctx, arID, 1); err == nil {
			if v.Size == "" {
				v.Size = sizeText(size)
			}
			if v.Type == "" {
				v.Type = ctype
			}
		}
	}
	if idx > 0 && e.deps.Differ != nil {
		d, err := e.deps.Differ.Diff(ctx, id, idx-1, idx)
		v.Diff = diffViewOf(d, err)
	}
	return v, nil
}

func (e *Explorer) statsPage(c *fiber.Ctx) error {
	st, err := e.deps.Reader.Stats(c.UserContext())
	if err != nil {
		return e.render(c, "stats", nil, e.readFailure(err, "stats"))
	}
	v := statsViewOf(st)
	if e.deps.Status != nil {
		p := e.deps.Status.Protocol(c.UserContext())
		v.Protocol = &p
	}
	return e.render(c, "stats", v, nil)
}
