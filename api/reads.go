package api

import (
	"context"
	"errors"
	"math/big"
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/readmodel"
)

// Paging limits of the list endpoints (spec section 8).
const (
	defaultPageSize = 20
	maxPageSize     = 100
	maxOffset       = 1_000_000_000
	// maxTagLen is the longest version tag a push accepts.
	maxTagLen = 128
	// maxSearchLen is the longest search query (?q=), in characters.
	maxSearchLen = 100
)

// ReadModel is what the read endpoints read: the Redis read model the
// indexer keeps (*readmodel.Model satisfies it).
type ReadModel interface {
	Project(ctx context.Context, id string) (readmodel.Project, error)
	ProjectByName(ctx context.Context, name string) (readmodel.Project, error)
	Projects(ctx context.Context, offset, limit int) ([]readmodel.Project, int, error)
	// SearchProjects pages the public projects whose name or description
	// words begin with every word of q, from the indexer's index.
	SearchProjects(ctx context.Context, q string, offset, limit int) ([]readmodel.Project, int, error)
	Agents(ctx context.Context, offset, limit int) ([]readmodel.Project, int, error)
	Versions(ctx context.Context, id string) ([]readmodel.Version, error)
	Version(ctx context.Context, id string, index uint64) (readmodel.Version, error)
	// Collaborators lists who may push to a project besides its owner
	// (the explorer's project page).
	Collaborators(ctx context.Context, id string) ([]common.Address, error)
	Stats(ctx context.Context) (readmodel.Stats, error)
	Buybacks(ctx context.Context, offset, limit int) ([]readmodel.Buyback, int, error)
	Events(ctx context.Context, q readmodel.EventQuery) (readmodel.EventPage, error)
	// StreamAfter reads the live event stream after an entry id, for
	// Last-Event-ID resume.
	StreamAfter(ctx context.Context, id string, count int64) ([]readmodel.StreamEvent, error)
	// StreamTail is the id of the live event stream's newest entry, where
	// a stream opened without Last-Event-ID starts.
	StreamTail(ctx context.Context) (string, error)
}

// EventSubscriber hands out live event subscriptions (*readmodel.Hub
// satisfies it: one Redis reader per process, whatever the number of
// clients).
type EventSubscriber interface {
	Subscribe(ctx context.Context) (*readmodel.Subscription, error)
}

// ContentFetcher fetches stored content for the version diff.
type ContentFetcher interface {
	// Fetch returns at most limit bytes of the content with Arweave id id,
	// its content type, and its full size in bytes (negative when
	// unknown). Content larger than limit is returned truncated, not as an
	// error.
	Fetch(ctx context.Context, id string, limit int64) (data []byte, contentType string, size int64, err error)
}

// ReadDeps are the parts the read endpoints need. A nil Model disables
// them (503 service_unavailable); a nil Events disables the event stream
// and a nil Content the version diff.
type ReadDeps struct {
	Model   ReadModel
	Events  EventSubscriber
	Content ContentFetcher
}

// readRoutes lists the read endpoints. Order matters: fiber matches in
// registration order, so the fixed path …/versions/diff comes before
// …/versions/:index, and /v1/agents/by-name/:name before /v1/agents/:id.
func (s *Server) readRoutes() []route {
	return []route{
		{fiber.MethodGet, "/v1/projects", s.listProjects},
		{fiber.MethodGet, "/v1/projects/:id", s.getProject},
		{fiber.MethodGet, "/v1/projects/:id/versions", s.listVersions},
		{fiber.MethodGet, "/v1/projects/:id/versions/diff", s.versionDiff},
		{fiber.MethodGet, "/v1/projects/:id/versions/:index", s.getVersion},
		{fiber.MethodGet, "/v1/agents", s.listAgents},
		{fiber.MethodGet, "/v1/agents/by-name/:name", s.agentByName},
		{fiber.MethodGet, "/v1/agents/:id", s.getAgent},
		{fiber.MethodGet, "/v1/stats", s.stats},
		{fiber.MethodGet, "/v1/buybacks", s.buybacks},
		{fiber.MethodGet, "/v1/events", s.events},
	}
}

// readModel returns the read model or the 503 for a server without one.
func (s *Server) readModel() (ReadModel, error) {
	if s.deps.Reads.Model == nil {
		return nil, errorf(wire.CodeServiceUnavailable, "reads are not configured on this server")
	}
	return s.deps.Reads.Model, nil
}

// readError turns a read model failure into the client's error.
func readError(err error) error {
	return &Error{Code: wire.CodeServiceUnavailable, Message: "the read model is unavailable; retry shortly", Err: err}
}

// pageQuery parses offset (default 0) and limit (default 20, 1 to 100). Values
// out of range are 400 invalid_query, never clamped.
func pageQuery(c *fiber.Ctx) (offset, limit int, err error) {
	if offset, err = queryInt(c, "offset", 0, 0, maxOffset); err != nil {
		return 0, 0, err
	}
	if limit, err = queryInt(c, "limit", defaultPageSize, 1, maxPageSize); err != nil {
		return 0, 0, err
	}
	return offset, limit, nil
}

// listProjects lists the public projects; with a non-blank ?q= only those
// matching it (ReadModel.SearchProjects), paged and counted the same way.
func (s *Server) listProjects(c *fiber.Ctx) error {
	q := c.Query("q")
	if strings.TrimSpace(q) == "" {
		return s.listOf(c, func(m ReadModel) func(context.Context, int, int) ([]readmodel.Project, int, error) { return m.Projects })
	}
	if !utf8.ValidString(q) {
		return errorf(wire.CodeInvalidQuery, "query parameter q is not valid UTF-8")
	}
	if n := utf8.RuneCountInString(q); n > maxSearchLen {
		return errorf(wire.CodeInvalidQuery, "query parameter q has %d characters; at most %d", n, maxSearchLen)
	}
	return s.listOf(c, func(m ReadModel) func(context.Context, int, int) ([]readmodel.Project, int, error) {
		return func(ctx context.Context, offset, limit int) ([]readmodel.Project, int, error) {
			return m.SearchProjects(ctx, q, offset, limit)
		}
	})
}

func (s *Server) listAgents(c *fiber.Ctx) error {
	return s.listOf(c, func(m ReadModel) func(context.Context, int, int) ([]readmodel.Project, int, error) { return m.Agents })
}

func (s *Server) listOf(c *fiber.Ctx, pick func(ReadModel) func(context.Context, int, int) ([]readmodel.Project, int, error)) error {
	m, err := s.readModel()
	if err != nil {
		return err
	}
	offset, limit, err := pageQuery(c)
	if err != nil {
		return err
	}
	ps, total, err := pick(m)(c.UserContext(), offset, limit)
	if err != nil {
		return readError(err)
	}
	out := wire.ProjectList{Data: make([]wire.Project, len(ps)), Total: total, Offset: offset, Limit: limit}
	for i, p := range ps {
		out.Data[i] = projectJSON(p)
	}
	return c.JSON(out)
}

// readProject reads the project of the :id parameter.
func (s *Server) readProject(c *fiber.Ctx) (readmodel.Project, error) {
	m, err := s.readModel()
	if err != nil {
		return readmodel.Project{}, err
	}
	id, err := projectID(c)
	if err != nil {
		return readmodel.Project{}, err
	}
	p, err := m.Project(c.UserContext(), id.String())
	switch {
	case errors.Is(err, readmodel.ErrProjectNotFound):
		return p, errorf(wire.CodeProjectNotFound, "no project with id %s", id)
	case err != nil:
		return p, readError(err)
	}
	return p, nil
}

func (s *Server) getProject(c *fiber.Ctx) error {
	p, err := s.readProject(c)
	if err != nil {
		return err
	}
	return c.JSON(projectJSON(p))
}

func (s *Server) getAgent(c *fiber.Ctx) error {
	p, err := s.readProject(c)
	var apiErr *Error
	if errors.As(err, &apiErr) && apiErr.Code == wire.CodeProjectNotFound {
		return errorf(wire.CodeAgentNotFound, "no agent with id %s", c.Params("id"))
	}
	if err != nil {
		return err
	}
	if !p.IsAgent {
		return errorf(wire.CodeAgentNotFound, "project %s is not an agent", p.ID)
	}
	return c.JSON(projectJSON(p))
}

// agentByName looks an agent up by name, case-insensitively: names are
// stored normalised (names.go), so the lookup normalises the same way.
func (s *Server) agentByName(c *fiber.Ctx) error {
	m, err := s.readModel()
	if err != nil {
		return err
	}
	name, err := url.PathUnescape(c.Params("name"))
	if err != nil || name == "" || len(name) > maxNameLen {
		return errorf(wire.CodeAgentNotFound, "no agent named %q", c.Params("name"))
	}
	// The same normalisation as at creation (names.go); a name that could
	// never be registered names no agent.
	if name, err = normalizeName(strings.TrimSpace(name)); err != nil || name == "" {
		return errorf(wire.CodeAgentNotFound, "no agent named %q", c.Params("name"))
	}
	p, err := m.ProjectByName(c.UserContext(), name)
	switch {
	case errors.Is(err, readmodel.ErrProjectNotFound):
		return errorf(wire.CodeAgentNotFound, "no agent named %q", name)
	case err != nil:
		return readError(err)
	case !p.IsAgent:
		return errorf(wire.CodeAgentNotFound, "project %q is not an agent", name)
	}
	return c.JSON(projectJSON(p))
}

func (s *Server) listVersions(c *fiber.Ctx) error {
	m, err := s.readModel()
	if err != nil {
		return err
	}
	id, err := projectID(c)
	if err != nil {
		return err
	}
	vs, err := m.Versions(c.UserContext(), id.String())
	switch {
	case errors.Is(err, readmodel.ErrProjectNotFound):
		return errorf(wire.CodeProjectNotFound, "no project with id %s", id)
	case err != nil:
		return readError(err)
	}
	q, paged, err := versionQueryOf(c)
	if err != nil {
		return err
	}
	if !paged {
		out := wire.VersionList{Data: make([]wire.Version, len(vs))}
		for i, v := range vs {
			out.Data[i] = versionJSON(v, s.cfg.GatewayURL)
		}
		return c.JSON(out)
	}
	return c.JSON(versionPage(vs, q, s.cfg.GatewayURL))
}

// versionQuery is the optional paging and tag of a version listing.
type versionQuery struct {
	offset, limit int
	tag           string
}

// versionQueryOf reads offset, limit and tag; paged is false when none is
// given, and the answer then stays the spec's unpaged {data}.
func versionQueryOf(c *fiber.Ctx) (q versionQuery, paged bool, err error) {
	paged = c.Query("offset") != "" || c.Query("limit") != "" || c.Query("tag") != ""
	if !paged {
		return q, false, nil
	}
	if q.offset, q.limit, err = pageQuery(c); err != nil {
		return q, true, err
	}
	q.tag = c.Query("tag")
	if len(q.tag) > maxTagLen {
		return q, true, errorf(wire.CodeInvalidQuery, "query parameter tag is %d bytes; a version tag has at most %d", len(q.tag), maxTagLen)
	}
	return q, true, nil
}

// versionPage selects the page of q from every version of a project.
func versionPage(vs []readmodel.Version, q versionQuery, gateway string) wire.VersionPage {
	out := wire.VersionPage{Data: []wire.Version{}, Offset: q.offset, Limit: q.limit}
	for _, v := range vs {
		if q.tag != "" && v.VersionTag != q.tag {
			continue
		}
		if out.Total >= q.offset && len(out.Data) < q.limit {
			out.Data = append(out.Data, versionJSON(v, gateway))
		}
		out.Total++
	}
	return out
}

// versionIndex parses a 0-based version index: a canonical decimal, else
// 400 invalid_index. ok is false for an index too large to exist.
func versionIndex(raw, name string) (idx uint64, ok bool, err error) {
	if !isDecimal(raw) {
		return 0, false, errorf(wire.CodeInvalidIndex, "%s %q is not a valid version index (0, 1, 2, …)", name, raw)
	}
	n, _ := new(big.Int).SetString(raw, 10)
	if !n.IsUint64() {
		return 0, false, nil
	}
	return n.Uint64(), true, nil
}

func (s *Server) getVersion(c *fiber.Ctx) error {
	m, err := s.readModel()
	if err != nil {
		return err
	}
	id, err := projectID(c)
	if err != nil {
		return err
	}
	idx, ok, err := versionIndex(c.Params("index"), "index")
	if err != nil {
		return err
	}
	if !ok {
		if _, err := s.readProject(c); err != nil {
			return err
		}
		return errorf(wire.CodeVersionNotFound, "project %s has no version %s", id, c.Params("index"))
	}
	v, err := m.Version(c.UserContext(), id.String(), idx)
	switch {
	case errors.Is(err, readmodel.ErrProjectNotFound):
		return errorf(wire.CodeProjectNotFound, "no project with id %s", id)
	case errors.Is(err, readmodel.ErrVersionNotFound):
		return errorf(wire.CodeVersionNotFound, "project %s has no version %d", id, idx)
	case err != nil:
		return readError(err)
	}
	return c.JSON(versionJSON(v, s.cfg.GatewayURL))
}

func (s *Server) stats(c *fiber.Ctx) error {
	m, err := s.readModel()
	if err != nil {
		return err
	}
	st, err := m.Stats(c.UserContext())
	if err != nil {
		return readError(err)
	}
	return c.JSON(statsJSON(st))
}

func (s *Server) buybacks(c *fiber.Ctx) error {
	m, err := s.readModel()
	if err != nil {
		return err
	}
	offset, limit, err := pageQuery(c)
	if err != nil {
		return err
	}
	bs, total, err := m.Buybacks(c.UserContext(), offset, limit)
	if err != nil {
		return readError(err)
	}
	out := wire.BuybackList{Data: make([]wire.Buyback, len(bs)), Total: total, Offset: offset, Limit: limit}
	for i, b := range bs {
		out.Data[i] = buybackJSON(b, s.cfg.ExplorerURL)
	}
	return c.JSON(out)
}
