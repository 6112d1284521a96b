package api

import (
	"strconv"

	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/explorer"
)

// Descriptor is the body of GET /: what the service is and where its parts are.
type Descriptor struct {
	Name    string   `json:"name"`
	Version string   `json:"version"`
	Docs    string   `json:"docs"`
	Health  string   `json:"health"`
	Status  string   `json:"status"`
	Routes  []string `json:"routes"`
}

// Health is the body of GET /v1/health. It says the process is up; it checks
// no dependency (GET /v1/status does).
type Health struct {
	OK      bool   `json:"ok"`
	Name    string `json:"name"`
	Version string `json:"version"`
	// Time is the server's clock in Unix seconds, as a decimal string like
	// every timestamp of the API.
	Time string `json:"time"`
}

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
	return c.JSON(Descriptor{
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
	return c.JSON(Health{OK: true, Name: "inkd", Version: ServiceVersion, Time: strconv.FormatInt(s.deps.Now().Unix(), 10)})
}
