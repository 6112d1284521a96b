package api

import (
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/wire"
)

// WriteMetrics receives the outcome of every request to a paid write route
// (cmd/inkd/metrics implements it). Implementations must be safe for
// concurrent use and must not block.
type WriteMetrics interface {
	// PaidWrite counts one request to the paid write route with template
	// route. outcome is "201" or "202" for a write done or queued, "200"
	// for a push landed already (the tag rule: nothing charged), and
	// otherwise the error code answered: payment_required for the 402 of
	// an unpaid request, a 4xx code of a refusal, tx_failed, rpc_error...
	PaidWrite(route, outcome string)
	// ClientRefused counts a paid write request refused because the
	// payers of its client address caused too many on-chain failures
	// (Config.PayerFailuresPerClient).
	ClientRefused()
}

// NoopWriteMetrics is a WriteMetrics that records nothing.
type NoopWriteMetrics struct{}

var _ WriteMetrics = NoopWriteMetrics{}

// PaidWrite does nothing.
func (NoopWriteMetrics) PaidWrite(string, string) {}

// ClientRefused does nothing.
func (NoopWriteMetrics) ClientRefused() {}

// isPaidWrite tells the paid write routes: every POST under /v1/projects.
func isPaidWrite(r route) bool {
	return r.method == fiber.MethodPost && strings.HasPrefix(r.path, "/v1/projects")
}

// countPaidWrites wraps a paid write route's handler to report its
// outcome. It reads the outcome the way the error handler will answer it,
// without answering: the error still goes up the chain.
func (s *Server) countPaidWrites(r route) fiber.Handler {
	next := r.handler
	return func(c *fiber.Ctx) error {
		err := next(c)
		s.deps.WriteMetrics.PaidWrite(r.path, paidOutcome(c, err))
		return err
	}
}

// paidOutcome is the outcome label of a paid write that returned err.
func paidOutcome(c *fiber.Ctx, err error) string {
	if err != nil {
		return string(asError(c, err).Code)
	}
	st := c.Response().StatusCode()
	if st == fiber.StatusPaymentRequired {
		return string(wire.CodePaymentRequired)
	}
	return strconv.Itoa(st)
}
