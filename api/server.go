package api

import (
	"context"
	"errors"
	"net"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/middleware/cors"
	"github.com/gofiber/fiber/v2/middleware/recover"
	"github.com/gofiber/fiber/v2/middleware/requestid"
	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"
	"github.com/valyala/fasthttp"

	"github.com/inkd/inkd/api/explorer"
	"github.com/inkd/inkd/internal/ready"
)

// Deps are the parts the API is built on. Nil parts disable the routes that
// need them (they answer 503 service_unavailable), which keeps tests small.
type Deps struct {
	// Log is the base logger; the API derives component=api from it.
	Log *logrus.Entry
	// Chain reports chain status for GET /v1/status.
	Chain StatusReader
	// Settlers reports settler keys whose writes are stalled, for GET
	// /v1/status; nil leaves them out.
	Settlers SettlerReader
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// RateLimitNow is the clock that places requests in rate-limit windows
	// (calendar minutes); nil means Now. Tests pin it so that their requests
	// fall in one window whatever the time of day, without pinning the clock
	// that payment authorizations are checked against.
	RateLimitNow func() time.Time
	// Redis holds the rate-limit counters shared by every API replica; nil
	// disables rate limiting.
	Redis redis.UniversalClient
	// Reads serves the free read endpoints (reads.go).
	Reads ReadDeps
	// Writes serves the paid write endpoints (writes.go).
	Writes WriteDeps
	// Uploads serves upload and price endpoints (upload.go).
	Uploads UploadDeps
	// HTTPMetrics, when set, is installed outside every middleware but the
	// body drain, to count and time every request (cmd/inkd/metrics).
	HTTPMetrics fiber.Handler
	// WriteMetrics receives paid write outcomes; nil records nothing.
	WriteMetrics WriteMetrics
	// UploadMetrics receives uploads and their quota refusals; nil
	// records nothing.
	UploadMetrics UploadMetrics
	// UnpaidMetrics counts refusals of the unpaid write limit; nil
	// records nothing.
	UnpaidMetrics UnpaidMetrics
	// Ready runs the checks of GET /v1/ready; nil answers it 503.
	Ready *ready.Checker
}

// maxHeaderBytes bounds a request's line and headers together (fasthttp's
// read buffer); larger requests are answered 431 request_header_too_large.
const maxHeaderBytes = 4 << 10

// Server is the HTTP API: a fiber app with inkd's routes, middleware and
// error handler.
type Server struct {
	cfg  Config
	deps Deps
	app  *fiber.App
	log  *logrus.Entry

	readLimiter, writeLimiter *limiter
	// unpaidLimiter counts write requests without a valid payment per
	// client (unpaid.go).
	unpaidLimiter *limiter
	// quota counts uploaded bytes per client and per day (upload_quota.go).
	quota *uploadQuota
	// trusted matches Config.TrustedProxies; nil when there are none.
	trusted func(net.IP) bool
	diffs   *differ
	streams *streamSlots
	// statusCache is nil without Deps.Chain.
	statusCache *statusCache
	// explorer renders the HTML pages; nil without Deps.Reads.Model.
	explorer *explorer.Explorer
}

// New builds the API. It does not listen; call Serve or use App().Test in tests.
func New(cfg Config, deps Deps) (*Server, error) {
	cfg = cfg.withDefaults()
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if deps.Log == nil {
		deps.Log = logrus.NewEntry(logrus.New())
	}
	if deps.Now == nil {
		deps.Now = time.Now
	}
	if deps.WriteMetrics == nil {
		deps.WriteMetrics = NoopWriteMetrics{}
	}
	if deps.UploadMetrics == nil {
		deps.UploadMetrics = NoopUploadMetrics{}
	}
	if deps.UnpaidMetrics == nil {
		deps.UnpaidMetrics = NoopUnpaidMetrics{}
	}
	if deps.RateLimitNow == nil {
		deps.RateLimitNow = deps.Now
	}
	if cfg.ServeGateway && deps.Uploads.Gateway == nil {
		return nil, errors.New("api: ServeGateway needs Deps.Uploads.Gateway")
	}
	if cfg.Channels.Enabled && deps.Writes.ChannelWrites == (common.Address{}) {
		return nil, errors.New("api: paying by voucher is on but the deployment has no InkdChannelWrites (it was deployed before the contract existed): deploy again, or turn INKD_CHANNEL_PAYMENTS off")
	}
	s := &Server{cfg: cfg, deps: deps, log: deps.Log.WithField("component", "api")}
	s.trusted = trustedPeers(cfg.TrustedProxies)
	s.readLimiter = &limiter{rdb: deps.Redis, scope: "read", limit: cfg.ReadsPerMinute, window: rateWindow, now: deps.RateLimitNow}
	s.diffs = newDiffer(deps.Reads.Content, cfg.Reads)
	s.streams = newStreamSlots(cfg.Reads.StreamsPerClient, cfg.Reads.MaxStreams)
	s.writeLimiter = &limiter{rdb: deps.Redis, scope: "write", limit: cfg.WritesPerMinute, window: rateWindow, now: deps.RateLimitNow}
	s.quota = &uploadQuota{rdb: deps.Redis, perClient: cfg.UploadBytesPerClientHour, perDay: cfg.UploadBytesPerDay, now: deps.RateLimitNow, metrics: deps.UploadMetrics}
	deps.UploadMetrics.UploadQuotas(cfg.UploadBytesPerClientHour, cfg.UploadBytesPerDay)
	s.unpaidLimiter = &limiter{rdb: deps.Redis, scope: "unpaid write", limit: cfg.UnpaidWritesPerMinute, window: rateWindow, now: deps.RateLimitNow}
	if deps.Chain != nil {
		s.statusCache = &statusCache{reader: deps.Chain, ttl: cfg.StatusCacheTTL, now: deps.Now}
	}
	s.app = fiber.New(fiber.Config{
		AppName:               "inkd",
		ErrorHandler:          errorHandler(s.log),
		DisableStartupMessage: true,
		BodyLimit:             int(cfg.UploadLimit) + 1<<20,
		// The request line and headers must fit the read buffer.
		ReadBufferSize: maxHeaderBytes,
		// ReadTimeout is the deadline of a request's line and headers (set
		// when its first byte may come); HeaderReceived below moves it to
		// BodyTimeout once they are in, so slow uploads can still stream.
		ReadTimeout:             cfg.HeaderTimeout,
		WriteTimeout:            5 * time.Minute,
		IdleTimeout:             cfg.IdleTimeout,
		ProxyHeader:             proxyHeader(cfg),
		EnableTrustedProxyCheck: len(cfg.TrustedProxies) > 0,
		TrustedProxies:          cfg.TrustedProxies,

		// Request bodies are streamed: POST /v1/upload reads its multipart
		// body itself, with memory independent of the file's size; every
		// other route is bounded by limitBody. fasthttp must not pre-parse
		// multipart forms (it would read whole files before the handler).
		StreamRequestBody:            true,
		DisablePreParseMultipartForm: true,
	})
	s.app.Server().HeaderReceived = func(*fasthttp.RequestHeader) fasthttp.RequestConfig {
		return fasthttp.RequestConfig{ReadTimeout: cfg.BodyTimeout}
	}
	if err := s.routes(); err != nil {
		return nil, err
	}
	return s, nil
}

func proxyHeader(cfg Config) string {
	if len(cfg.TrustedProxies) > 0 {
		return fiber.HeaderXForwardedFor
	}
	return ""
}

// route is one entry of the published route table.
type route struct {
	method, path string
	handler      fiber.Handler
}

func (s *Server) routes() error {
	s.app.Use(s.closeUnreadBodies)
	if s.deps.HTTPMetrics != nil {
		s.app.Use(s.deps.HTTPMetrics)
	}
	s.app.Use(recover.New())
	s.app.Use(dropUnfitRequestID)
	s.app.Use(requestid.New(requestid.Config{Header: fiber.HeaderXRequestID}))
	s.app.Use(s.logRequests)
	s.app.Use(cors.New(cors.Config{
		AllowOrigins:  strings.Join(s.cfg.CORSOrigins, ","),
		AllowMethods:  "GET,POST,HEAD,OPTIONS",
		AllowHeaders:  "Content-Type, Accept, X-PAYMENT, PAYMENT-SIGNATURE, Last-Event-ID, X-Request-ID",
		ExposeHeaders: "PAYMENT-REQUIRED, PAYMENT-RESPONSE, X-PAYMENT-RESPONSE, Location, Retry-After, X-Request-ID, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset",
		MaxAge:        600,
	}))
	// GET /: the JSON descriptor, or the explorer's front page for a
	// browser (root passes such a request on, through the read limit).
	s.app.Get("/", s.root, s.pageGuard(s.limitReads), s.explorerFront)
	if err := s.mountExplorer(); err != nil {
		return err
	}
	if s.cfg.ServeGateway {
		// GET and HEAD /ar/<id>: the local storage driver's items.
		s.app.Get("/ar/:id", s.limitBody, s.limitReads, s.gatewayHandler())
	}
	for _, r := range s.table() {
		var hs []fiber.Handler
		if r.path != uploadPath {
			hs = append(hs, s.limitBody)
		}
		if r.method == fiber.MethodGet && r.path != "/v1/health" && r.path != readyPath {
			hs = append(hs, s.limitReads)
		}
		h := r.handler
		if isPaidWrite(r) {
			r.handler = s.limitUnpaid(r.handler)
			h = s.countPaidWrites(r)
		}
		s.app.Add(r.method, r.path, append(hs, h)...)
	}
	return nil
}

// table lists every route under /v1, in the order the root publishes them.
func (s *Server) table() []route {
	t := []route{
		{fiber.MethodGet, "/v1/health", s.health},
		{fiber.MethodGet, readyPath, s.readiness},
		{fiber.MethodGet, "/v1/status", s.status},
		{fiber.MethodGet, "/v1/openapi.json", s.openAPI},
	}
	// Order matters: fiber matches in registration order, and the fixed
	// path /v1/projects/estimate must come before /v1/projects/:id.
	t = append(t, s.uploadRoutes()...)
	t = append(t, s.writeRoutes()...)
	return append(t, s.readRoutes()...)
}

// App is the underlying fiber app, for app.Test in tests.
func (s *Server) App() *fiber.App { return s.app }

// Serve answers requests on ln until Shutdown, holding connections to
// MaxConns and MaxConnsPerClient. Client traffic never ends it: when the
// process runs out of descriptors it waits for connections to close and
// accepts again.
func (s *Server) Serve(ln net.Listener) error {
	return s.app.Listener(newConnLimiter(ln, listenerParams{
		maxConns:     s.cfg.MaxConns,
		maxPerClient: s.cfg.MaxConnsPerClient,
		exempt:       s.trusted,
		log:          s.log,
	}))
}

// Shutdown stops accepting connections and waits for in-flight requests
// until ctx ends.
func (s *Server) Shutdown(ctx context.Context) error { return s.app.ShutdownWithContext(ctx) }

func (s *Server) logRequests(c *fiber.Ctx) error {
	start := s.deps.Now()
	err := c.Next()
	if err != nil {
		// The error handler writes and logs the response.
		return err
	}
	if !s.log.Logger.IsLevelEnabled(logrus.DebugLevel) {
		return nil // the fields below would be built for nothing
	}
	s.log.WithFields(logrus.Fields{
		"request_id":  requestID(c),
		"method":      c.Method(),
		"path":        c.Path(),
		"status":      c.Response().StatusCode(),
		"duration_ms": s.deps.Now().Sub(start).Milliseconds(),
	}).Debug("request served")
	return nil
}

// maxRequestIDLen bounds a client's X-Request-Id.
const maxRequestIDLen = 128

// dropUnfitRequestID removes a client's X-Request-Id that is not a short
// token (letters, digits, . _ : -), so that requestid makes a new one: the
// id goes into logs and job headers, where a long or quoted value has no
// place.
func dropUnfitRequestID(c *fiber.Ctx) error {
	if id := c.Get(fiber.HeaderXRequestID); id != "" && !fitRequestID(id) {
		c.Request().Header.Del(fiber.HeaderXRequestID)
	}
	return c.Next()
}

// fitRequestID reports whether id may be used as a request id.
func fitRequestID(id string) bool {
	if len(id) > maxRequestIDLen {
		return false
	}
	for _, r := range id {
		ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("._:-", r)
		if !ok {
			return false
		}
	}
	return true
}

// requestID is the request's id: the client's X-Request-Id when fit, else
// one requestid made.
func requestID(c *fiber.Ctx) string {
	if id, ok := c.Locals(requestid.ConfigDefault.ContextKey).(string); ok {
		return id
	}
	return string(c.Response().Header.Peek(fiber.HeaderXRequestID))
}
