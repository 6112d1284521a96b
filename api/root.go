package api

import (
	"strconv"

	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/explorer"
	"github.com/inkd/inkd/api/wire"
)

// root answers the JSON descriptor, unless the client prefers HTML (a
// browser) and the server has the explorer: then the next handlers answer
// the explorer's front page. Either answer varies with Accept.
func (s *Server) root(c *fiber.Ctx) error {
	c.Vary(fiber.HeaderAccept)
	if s.explorer != nil && explorer.PrefersHTML(c.Get(fiber.HeaderAccept)) {
		return c.Next()
	}
	routes := make([]string, 0, len(s.table()))
	for _, r := range s.table() {
		routes = append(routes, r.method+" "+r.path)
	}
	return c.JSON(wire.Descriptor{
		Name:    "inkd",
		Version: ServiceVersion,
		Docs:    "/v1/openapi.json",
		Health:  "/v1/health",
		Status:  "/v1/status",
		Routes:  routes,
	})
}

func (s *Server) health(c *fiber.Ctx) error {
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.JSON(wire.Health{OK: true, Name: "inkd", Version: ServiceVersion, Time: strconv.FormatInt(s.deps.Now().Unix(), 10)})
}
