package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"mime"
	"strings"

	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/wire"
)

// jsonObject is a request body decoded one level deep, so each field can be
// type-checked and reported by name. Unknown fields are ignored.
type jsonObject map[string]json.RawMessage

// readJSON enforces the JSON content type and body limit and decodes the
// body as an object.
func (s *Server) readJSON(c *fiber.Ctx) (jsonObject, error) {
	ct := c.Get(fiber.HeaderContentType)
	mt, _, err := mime.ParseMediaType(ct)
	if err != nil || (mt != fiber.MIMEApplicationJSON && !strings.HasSuffix(mt, "+json")) {
		return nil, errorf(wire.CodeUnsupportedMediaType, "Content-Type must be application/json, got %q", ct)
	}
	body := c.Body()
	if limit := s.bodyLimit(c); len(body) > limit {
		return nil, errorf(wire.CodeBodyTooLarge, "request body is %d bytes; the limit is %d", len(body), limit)
	}
	if len(bytes.TrimSpace(body)) == 0 {
		return jsonObject{}, nil
	}
	var obj jsonObject
	if err := json.Unmarshal(body, &obj); err != nil {
		return nil, errorf(wire.CodeInvalidBody, "request body is not a JSON object: %s", jsonErr(err))
	}
	if obj == nil { // the body was `null`
		return jsonObject{}, nil
	}
	return obj, nil
}

func jsonErr(err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return fmt.Sprintf("syntax error at byte %d", se.Offset)
	case errors.As(err, &te):
		return "expected an object, got " + te.Value
	}
	return err.Error()
}

func isNull(raw json.RawMessage) bool { return string(bytes.TrimSpace(raw)) == "null" }

// str returns field name as a string; absent or null is ("", false).
func (o jsonObject) str(name string) (string, bool, error) {
	raw, ok := o[name]
	if !ok || isNull(raw) {
		return "", false, nil
	}
	var v string
	if err := json.Unmarshal(raw, &v); err != nil {
		return "", false, errorf(wire.CodeInvalidField, "field %q must be a string", name)
	}
	return v, true, nil
}

// boolean returns field name as a bool; absent or null is (def, false).
func (o jsonObject) boolean(name string, def bool) (bool, error) {
	raw, ok := o[name]
	if !ok || isNull(raw) {
		return def, nil
	}
	var v bool
	if err := json.Unmarshal(raw, &v); err != nil {
		return false, errorf(wire.CodeInvalidField, "field %q must be true or false", name)
	}
	return v, nil
}

// size returns field name as a non-negative whole number of bytes; absent
// or null is (0, false).
func (o jsonObject) size(name string) (int64, bool, error) {
	raw, ok := o[name]
	if !ok || isNull(raw) {
		return 0, false, nil
	}
	var f float64
	if err := json.Unmarshal(raw, &f); err != nil || f < 0 || f != math.Trunc(f) || f > 1<<53 {
		return 0, false, errorf(wire.CodeInvalidField, "field %q must be a whole number of bytes ≥ 0", name)
	}
	return int64(f), true, nil
}
