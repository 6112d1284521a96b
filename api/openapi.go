package api

import (
	_ "embed"

	"github.com/gofiber/fiber/v2"
)

// openAPIDocument is the OpenAPI 3.1 description of every route, written by
// hand in openapi.json next to the code it describes. It is read-only data
// compiled into the binary, not state. openapi_test.go keeps it honest: every
// route of the table is documented, every documented route is served, and
// every error code it lists has the status of the error table.
//
//go:embed openapi.json
var openAPIDocument []byte

// openAPI serves GET /v1/openapi.json: the embedded document, unchanged.
func (s *Server) openAPI(c *fiber.Ctx) error {
	c.Set(fiber.HeaderContentType, fiber.MIMEApplicationJSON)
	return c.Send(openAPIDocument)
}
