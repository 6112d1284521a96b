package metrics

import (
	"strconv"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/prometheus/client_golang/prometheus"
)

// httpMetrics are the API's request metrics.
type httpMetrics struct {
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
	inFlight prometheus.Gauge
}

func newHTTPMetrics(reg prometheus.Registerer) httpMetrics {
	const sub = "http"
	m := httpMetrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "requests_total", Help: "HTTP requests answered, by method, route template and status."},
			[]string{"method", "route", "status"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: namespace, Subsystem: sub,
			Name: "request_duration_seconds", Help: "Time to answer an HTTP request (for event streams: until the stream starts), by method and route template.",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60}},
			[]string{"method", "route"}),
		inFlight: prometheus.NewGauge(prometheus.GaugeOpts{Namespace: namespace, Subsystem: sub,
			Name: "requests_in_flight", Help: "HTTP requests being answered."}),
	}
	reg.MustRegister(m.requests, m.duration, m.inFlight)
	return m
}

// unmatchedRoute labels requests no route matched (404s of unknown paths,
// CORS preflights), so a scan of random paths adds one series, not one per
// path.
const unmatchedRoute = "unmatched"

// HTTPMiddleware returns the fiber middleware that counts and times every
// request by method, route template and status; nil for a nil m. Install
// it with app.Use before the routes. An error from the handlers is turned
// into its response here, by the app's ErrorHandler, so the status counted
// is the one sent; the middleware then returns nil.
func (m *Metrics) HTTPMiddleware() fiber.Handler {
	if m == nil {
		return nil
	}
	h := &m.http
	return func(c *fiber.Ctx) error {
		start := time.Now()
		h.inFlight.Inc()
		defer h.inFlight.Dec()
		if err := c.Next(); err != nil {
			if herr := c.App().ErrorHandler(c, err); herr != nil {
				_ = c.SendStatus(fiber.StatusInternalServerError)
			}
		}
		method, route := methodLabel(c.Method()), routeLabel(c)
		h.requests.WithLabelValues(method, route, strconv.Itoa(c.Response().StatusCode())).Inc()
		h.duration.WithLabelValues(method, route).Observe(time.Since(start).Seconds())
		return nil
	}
}

// routeLabel is the template of the route that answered. Middleware
// registered with Use has the template "/", so "/" on another path means
// that no route matched. The template is the route's own string, never
// the request's bytes (which fasthttp reuses).
func routeLabel(c *fiber.Ctx) string {
	r := c.Route()
	if r.Path == "/" && c.Path() != "/" {
		return unmatchedRoute
	}
	return r.Path
}

// knownMethods are the methods that get a label of their own.
var knownMethods = []string{fiber.MethodGet, fiber.MethodHead, fiber.MethodPost, fiber.MethodPut,
	fiber.MethodPatch, fiber.MethodDelete, fiber.MethodOptions}

// methodLabel maps the request's method to a constant string: label
// values must outlive the request (fasthttp reuses its bytes), and unknown
// methods share the label "other".
func methodLabel(m string) string {
	for _, k := range knownMethods {
		if m == k {
			return k
		}
	}
	return "other"
}
