package explorer

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"net/url"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gofiber/fiber/v2"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain/readmodel"
)

// Reader is what the pages read: the read model the JSON API reads
// (*readmodel.Model satisfies it).
type Reader interface {
	Project(ctx context.Context, id string) (readmodel.Project, error)
	Projects(ctx context.Context, offset, limit int) ([]readmodel.Project, int, error)
	// SearchProjects answers the list's ?q= from the read model's index
	// (name prefix and description words), as GET /v1/projects?q= does.
	SearchProjects(ctx context.Context, q string, offset, limit int) ([]readmodel.Project, int, error)
	Agents(ctx context.Context, offset, limit int) ([]readmodel.Project, int, error)
	Versions(ctx context.Context, id string) ([]readmodel.Version, error)
	Version(ctx context.Context, id string, index uint64) (readmodel.Version, error)
	Stats(ctx context.Context) (readmodel.Stats, error)
	// Collaborators lists who may push to a project besides its owner.
	Collaborators(ctx context.Context, id string) ([]common.Address, error)
}

// Differ compares two versions of a project: the API's diff
// (api.Server.DiffVersions), so the page shows what GET
// /v1/projects/:id/versions/diff answers.
type Differ interface {
	Diff(ctx context.Context, projectID string, from, to uint64) (Diff, error)
}

// Diff is the outcome of a comparison, as the API's DiffResult gives it.
type Diff struct {
	// Kind is "text", "binary", "too_large" or "too_different".
	Kind string
	// Identical is nil when it cannot be known.
	Identical *bool
	// SizeDelta is the size change in bytes, "" when unknown.
	SizeDelta string
	// Text is the unified diff of a text diff ("" when identical).
	Text                     string
	LinesAdded, LinesRemoved string
}

// ContentInfo tells a stored item's type and size: api.ContentFetcher
// satisfies it. The version page reads one byte of the item.
type ContentInfo interface {
	Fetch(ctx context.Context, id string, limit int64) (data []byte, contentType string, size int64, err error)
}

// StatusSource reports the chain and protocol figures of GET /v1/status.
type StatusSource interface {
	Protocol(ctx context.Context) Protocol
}

// Protocol is the part of GET /v1/status the stats page shows.
type Protocol struct {
	Network, RPCURL           string
	RPCReachable, Deployed    bool
	Registry, Treasury        string
	ProjectCount, TotalSupply string // empty when the chain did not answer
	// DeployedUnknown: the chain did not say whether the contracts exist.
	DeployedUnknown bool
}

// Defaults of Config.
const (
	// DefaultPageSize is the page size of the lists without ?limit=.
	DefaultPageSize = 20
	// DefaultEventsPath is the event stream the project page follows.
	DefaultEventsPath = "/v1/events"
	// DefaultGatewayURL is the base of content links.
	DefaultGatewayURL = "https://arweave.net"
	// DefaultReadmeLimit is the largest README a project page renders, in
	// bytes.
	DefaultReadmeLimit = 512 << 10
	// DefaultReadmeTimeout bounds the fetch of a README.
	DefaultReadmeTimeout = 5 * time.Second
	// readmeCacheBytes bounds the rendered READMEs kept in memory.
	readmeCacheBytes = 16 << 20
	// maxQueryLen bounds a search text, in bytes.
	maxQueryLen = 100 // characters, as the JSON API allows
)

// Config tunes the explorer. The paging limits should be the JSON API's,
// so a page costs what the same JSON read costs.
type Config struct {
	// GatewayURL is the base of content links: GatewayURL/<Arweave id>.
	// Default DefaultGatewayURL.
	GatewayURL string
	// EventsPath is the URL of the server-sent event stream (GET
	// /v1/events). Default DefaultEventsPath.
	EventsPath string
	// Live makes project pages follow EventsPath and add new versions as
	// they land. Off (false) when the server has no event stream: the
	// script would retry a 503 forever.
	Live bool
	// PageSize is the default page size; zero means DefaultPageSize.
	PageSize int
	// MaxPageSize is the largest ?limit=; zero means 100.
	MaxPageSize int
	// MaxOffset is the largest ?offset=; zero means 1,000,000,000.
	MaxOffset int
	// BlockExplorerURL is the base of transaction links:
	// BlockExplorerURL/tx/<hash>. Empty (the default): transactions are
	// shown as their hash, not linked.
	BlockExplorerURL string
	// ReadmeLimit is the largest README rendered on a project page, in
	// bytes; a larger one is linked with a note. Zero means
	// DefaultReadmeLimit.
	ReadmeLimit int64
	// ReadmeTimeout bounds the fetch of a README; zero means
	// DefaultReadmeTimeout. A README not fetched in time is linked with a
	// note and tried again on the next view.
	ReadmeTimeout time.Duration
}

func (c Config) withDefaults() Config {
	if c.GatewayURL == "" {
		c.GatewayURL = DefaultGatewayURL
	}
	if c.EventsPath == "" {
		c.EventsPath = DefaultEventsPath
	}
	if c.PageSize == 0 {
		c.PageSize = DefaultPageSize
	}
	if c.MaxPageSize == 0 {
		c.MaxPageSize = 100
	}
	if c.MaxOffset == 0 {
		c.MaxOffset = 1_000_000_000
	}
	if c.ReadmeLimit == 0 {
		c.ReadmeLimit = DefaultReadmeLimit
	}
	if c.ReadmeTimeout == 0 {
		c.ReadmeTimeout = DefaultReadmeTimeout
	}
	c.BlockExplorerURL = strings.TrimRight(c.BlockExplorerURL, "/")
	return c
}

// Check reports the first field that is wrong.
func (c Config) Check() error {
	if c.PageSize < 1 || c.MaxPageSize < c.PageSize {
		return fmt.Errorf("explorer: PageSize %d must be between 1 and MaxPageSize %d", c.PageSize, c.MaxPageSize)
	}
	if c.MaxOffset < 0 {
		return errors.New("explorer: MaxOffset is negative")
	}
	if c.ReadmeLimit < 0 || c.ReadmeTimeout < 0 {
		return errors.New("explorer: ReadmeLimit and ReadmeTimeout must not be negative")
	}
	if c.BlockExplorerURL != "" {
		if u, err := url.Parse(c.BlockExplorerURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return fmt.Errorf("explorer: BlockExplorerURL %q is not an http(s) URL", c.BlockExplorerURL)
		}
	}
	return nil
}

// Deps are what the pages are built from. Reader is required; a nil
// Differ leaves version pages without a diff, a nil Content version pages
// without size and type and project pages with their README as a link
// only, a nil Status the stats page without the chain's figures.
type Deps struct {
	Reader  Reader
	Differ  Differ
	Content ContentInfo
	Status  StatusSource
	// Log receives failures of the read model; nil discards them.
	Log *logrus.Entry
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

//go:embed templates/*.html
var templateFS embed.FS

//go:embed static/*
var staticFS embed.FS

// Explorer renders the explorer's pages. Safe for concurrent use.
type Explorer struct {
	cfg    Config
	deps   Deps
	pages  map[string]*template.Template
	static map[string][]byte
	log    *logrus.Entry
	// readmes renders project READMEs; nil without Deps.Content.
	readmes *readmes
	// contentOf reads a version's content fields (tests set fixtures).
	contentOf func(readmodel.Version) versionContent
}

// pageNames are the templates under templates/, each rendered inside
// layout.html.
var pageNames = []string{"list", "project", "version", "stats", "error"}

// New builds the explorer and parses its templates.
func New(cfg Config, deps Deps) (*Explorer, error) {
	cfg = cfg.withDefaults()
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if deps.Reader == nil {
		return nil, errors.New("explorer: Deps.Reader is required")
	}
	if deps.Now == nil {
		deps.Now = time.Now
	}
	if deps.Log == nil {
		l := logrus.New()
		l.SetOutput(nopWriter{})
		deps.Log = logrus.NewEntry(l)
	}
	e := &Explorer{cfg: cfg, deps: deps, pages: map[string]*template.Template{}, static: map[string][]byte{},
		log: deps.Log.WithField("component", "explorer"), contentOf: contentOf}
	if deps.Content != nil {
		e.readmes = newReadmes(readmesParams{content: deps.Content, md: newMarkdown(cfg.GatewayURL),
			limit: cfg.ReadmeLimit, timeout: cfg.ReadmeTimeout, maxBytes: readmeCacheBytes, now: deps.Now})
	}
	for _, name := range pageNames {
		t, err := template.ParseFS(templateFS, "templates/layout.html", "templates/"+name+".html")
		if err != nil {
			return nil, fmt.Errorf("explorer: parse %s: %w", name, err)
		}
		e.pages[name] = t
	}
	files, err := fs.Glob(staticFS, "static/*")
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		b, err := staticFS.ReadFile(f)
		if err != nil {
			return nil, err
		}
		e.static[f[len("static/"):]] = b
	}
	return e, nil
}

type nopWriter struct{}

func (nopWriter) Write(p []byte) (int, error) { return len(p), nil }

// Register mounts the pages under /explore on r, each behind mw (the API's
// body and read-rate limits). The static files (CSS, JS) are not reads of
// the registry and skip mw.
func (e *Explorer) Register(r fiber.Router, mw ...fiber.Handler) {
	page := func(h fiber.Handler) []fiber.Handler { return append(append([]fiber.Handler{}, mw...), h) }
	r.Get("/explore/static/:file", e.serveStatic)
	r.Get("/explore", page(e.listPage)...)
	r.Get("/explore/agents", page(e.agentsPage)...)
	r.Get("/explore/stats", page(e.statsPage)...)
	r.Get("/explore/projects/:id", page(e.projectPage)...)
	r.Get("/explore/projects/:id/versions/:index", page(e.versionPage)...)
}

// ErrorPage answers the error page with status and message: how the
// server shows a person browsing the refusals of the middleware in front
// of the pages (a 429 of the read limit), which would otherwise be JSON.
func (e *Explorer) ErrorPage(c *fiber.Ctx, status int, message string) error {
	return e.render(c, "", nil, failf(status, "%s", message))
}

// Front answers the site's front page (GET / from a browser): the project
// list.
func (e *Explorer) Front(c *fiber.Ctx) error { return e.listPage(c) }
