package api

import (
	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/wire"
)

// readyPath is the readiness route. Like /v1/health it is outside the read
// rate limit: load balancers probe it often, and the checker's cache
// bounds what the probes cost.
const readyPath = "/v1/ready"

// readiness answers GET /v1/ready: 200 {ready: true, checks: {...}} when every
// check passed, otherwise 503 with the error body {error: "not_ready",
// message} naming each failed check and its reason.
func (s *Server) readiness(c *fiber.Ctx) error {
	c.Set(fiber.HeaderCacheControl, "no-store")
	if s.deps.Ready == nil {
		return errorf(wire.CodeServiceUnavailable, "readiness checks are not configured on this server")
	}
	rep := s.deps.Ready.Report(c.UserContext())
	if !rep.Ready {
		return errorf(wire.CodeNotReady, "not ready: %s", rep.Summary())
	}
	return c.JSON(rep)
}
