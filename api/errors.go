package api

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/gofiber/fiber/v2"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api/wire"
)

// statusOf is the one table from codes (wire.Code, the catalogue of the
// API's error codes) to HTTP statuses.
var statusOf = map[wire.Code]int{
	wire.CodeNameRequired:         http.StatusBadRequest,
	wire.CodeNameTooLong:          http.StatusBadRequest,
	wire.CodeNameTaken:            http.StatusBadRequest,
	wire.CodeInvalidName:          http.StatusBadRequest,
	wire.CodeDescriptionTooLong:   http.StatusBadRequest,
	wire.CodeInvalidReadmeHash:    http.StatusBadRequest,
	wire.CodeInvalidField:         http.StatusBadRequest,
	wire.CodeInvalidBody:          http.StatusBadRequest,
	wire.CodeHashRequired:         http.StatusBadRequest,
	wire.CodeInvalidHash:          http.StatusBadRequest,
	wire.CodeTagRequired:          http.StatusBadRequest,
	wire.CodeTagTaken:             http.StatusBadRequest,
	wire.CodeInvalidID:            http.StatusBadRequest,
	wire.CodeInvalidIndex:         http.StatusBadRequest,
	wire.CodeInvalidQuery:         http.StatusBadRequest,
	wire.CodeContentTooLarge:      http.StatusBadRequest,
	wire.CodeFileRequired:         http.StatusBadRequest,
	wire.CodeEmptyFile:            http.StatusBadRequest,
	wire.CodeNotMultipart:         http.StatusBadRequest,
	wire.CodePaymentRequired:      http.StatusPaymentRequired,
	wire.CodeNotOwner:             http.StatusForbidden,
	wire.CodePaymentInvalid:       http.StatusForbidden,
	wire.CodePaymentMismatch:      http.StatusForbidden,
	wire.CodeInvalidPaymentID:     http.StatusBadRequest,
	wire.CodePaymentIDConflict:    http.StatusConflict,
	wire.CodeProjectNotFound:      http.StatusNotFound,
	wire.CodeVersionNotFound:      http.StatusNotFound,
	wire.CodeAgentNotFound:        http.StatusNotFound,
	wire.CodeItemNotFound:         http.StatusNotFound,
	wire.CodeJobNotFound:          http.StatusNotFound,
	wire.CodeRouteNotFound:        http.StatusNotFound,
	wire.CodeMethodNotAllowed:     http.StatusMethodNotAllowed,
	wire.CodeBodyTooLarge:         http.StatusRequestEntityTooLarge,
	wire.CodeMultiPushTooLarge:    http.StatusBadRequest,
	wire.CodeRequestTimeout:       http.StatusRequestTimeout,
	wire.CodeHeaderTooLarge:       http.StatusRequestHeaderFieldsTooLarge,
	wire.CodeUnsupportedMediaType: http.StatusUnsupportedMediaType,
	wire.CodeRateLimited:          http.StatusTooManyRequests,
	wire.CodeRPCError:             http.StatusInternalServerError,
	wire.CodeStorageUploadFailed:  http.StatusInternalServerError,
	wire.CodeContentUnavailable:   http.StatusBadGateway,
	wire.CodeTxFailed:             http.StatusInternalServerError,
	wire.CodePricingUnavailable:   http.StatusServiceUnavailable,
	wire.CodeServiceUnavailable:   http.StatusServiceUnavailable,
	wire.CodeNotReady:             http.StatusServiceUnavailable,
	wire.CodeNotImplemented:       http.StatusNotImplemented,
	wire.CodeInternal:             http.StatusInternalServerError,
}

// httpStatus is the HTTP status of the code; unknown codes are 500.
func httpStatus(c wire.Code) int {
	if s, ok := statusOf[c]; ok {
		return s
	}
	return http.StatusInternalServerError
}

// Error is an error meant for the client: its code and message are written
// as the body {error, message}. Handlers return it; only ErrorHandler turns
// it into a response.
type Error struct {
	Code    wire.Code
	Message string
	// Headers are set on the response (Retry-After, Allow, …).
	Headers map[string]string
	// Err is the cause, logged but never sent.
	Err error
	// Field names the request field at fault, when one is (a multi-push item's
	// error is reported as versions[i].<Field>); not sent on its own.
	Field string
}

// atField sets the Field of err, when it is an *Error without one.
func atField(err error, field string) error {
	var e *Error
	if errors.As(err, &e) && e.Field == "" {
		e.Field = field
	}
	return err
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%s: %s: %v", e.Code, e.Message, e.Err)
	}
	return fmt.Sprintf("%s: %s", e.Code, e.Message)
}

func (e *Error) Unwrap() error { return e.Err }

// errorf builds an *Error with a formatted message.
func errorf(code wire.Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// errorHandler is the app's fiber ErrorHandler: the only place that turns
// errors into HTTP responses. *Error keeps its code; fiber's own errors
// (no route, wrong method, body too large) get our codes; anything else is
// logged once and answered 500 internal without details.
func errorHandler(log *logrus.Entry) fiber.ErrorHandler {
	return func(c *fiber.Ctx, err error) error {
		apiErr := asError(c, err)
		status := httpStatus(apiErr.Code)
		entry := log.WithFields(logrus.Fields{
			"request_id": requestID(c),
			"status":     status,
			"code":       string(apiErr.Code),
			"method":     c.Method(),
			"path":       c.Path(),
		})
		if apiErr.Err != nil {
			entry = entry.WithField("err", apiErr.Err.Error())
		}
		if status >= 500 {
			entry.Error("request failed")
		} else {
			entry.Debug("request refused")
		}
		for k, v := range apiErr.Headers {
			c.Set(k, v)
		}
		if status == http.StatusServiceUnavailable || status == http.StatusTooManyRequests {
			c.Set(fiber.HeaderCacheControl, "no-store")
		}
		return c.Status(status).JSON(wire.ErrorBody{Error: apiErr.Code, Message: apiErr.Message})
	}
}

// asError is the *Error that err is answered with: itself, the code of a
// fiber error, or 500 internal.
func asError(c *fiber.Ctx, err error) *Error {
	var apiErr *Error
	var fe *fiber.Error
	switch {
	case errors.As(err, &apiErr):
		return apiErr
	case errors.As(err, &fe):
		return fromFiber(c, fe)
	default:
		return &Error{Code: wire.CodeInternal, Message: "internal error; it has been logged", Err: err}
	}
}

func fromFiber(c *fiber.Ctx, fe *fiber.Error) *Error {
	switch fe.Code {
	case fiber.StatusNotFound:
		return errorf(wire.CodeRouteNotFound, "no route %s %s; GET / lists the routes", c.Method(), c.Path())
	case fiber.StatusMethodNotAllowed:
		return errorf(wire.CodeMethodNotAllowed, "method %s is not allowed on %s", c.Method(), c.Path())
	case fiber.StatusRequestEntityTooLarge:
		return errorf(wire.CodeBodyTooLarge, "request body is too large")
	case fiber.StatusUnsupportedMediaType:
		return errorf(wire.CodeUnsupportedMediaType, "%s", fe.Message)
	case fiber.StatusBadRequest, fiber.StatusUnprocessableEntity:
		return errorf(wire.CodeInvalidBody, "%s", fe.Message)
	case fiber.StatusTooManyRequests:
		return errorf(wire.CodeRateLimited, "too many requests")
	case fiber.StatusBadGateway:
		// fasthttp: reading the request failed on the network (the client
		// reset the connection); nobody will read the answer.
		return errorf(wire.CodeInvalidBody, "the request could not be read")
	case fiber.StatusRequestTimeout:
		// fasthttp: the request line and headers did not arrive within
		// HeaderTimeout (or the body within BodyTimeout).
		return errorf(wire.CodeRequestTimeout, "the request did not arrive in time")
	case fiber.StatusRequestHeaderFieldsTooLarge:
		// fasthttp: the request line and headers (the query included) do
		// not fit its read buffer; it does not tell the URI apart.
		return errorf(wire.CodeHeaderTooLarge, "the request line and headers are over %d bytes", maxHeaderBytes)
	default:
		return &Error{Code: wire.CodeInternal, Message: "internal error; it has been logged", Err: fe}
	}
}
