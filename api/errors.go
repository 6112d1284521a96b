package api

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/gofiber/fiber/v2"
	"github.com/sirupsen/logrus"
)

// Code is a stable, snake_case error code sent to clients in the "error"
// field of every error body. The codes of the specification are used exactly
// as written there; the others cover cases the specification leaves open.
type Code string

// Error codes. See the error table of docs/api.md for when each is returned.
const (
	CodeNameRequired         Code = "name_required"
	CodeNameTooLong          Code = "name_too_long"
	CodeNameTaken            Code = "name_taken"
	CodeInvalidName          Code = "invalid_name"
	CodeDescriptionTooLong   Code = "description_too_long"
	CodeInvalidReadmeHash    Code = "invalid_readme_hash"
	CodeInvalidField         Code = "invalid_field"
	CodeInvalidBody          Code = "invalid_body"
	CodeHashRequired         Code = "hash_required"
	CodeInvalidHash          Code = "invalid_storage_hash"
	CodeTagRequired          Code = "tag_required"
	CodeTagTaken             Code = "tag_taken"
	CodeInvalidID            Code = "invalid_id"
	CodeInvalidIndex         Code = "invalid_index"
	CodeInvalidQuery         Code = "invalid_query"
	CodeContentTooLarge      Code = "content_too_large"
	CodeFileRequired         Code = "file_required"
	CodeEmptyFile            Code = "empty_file"
	CodeNotMultipart         Code = "not_multipart"
	CodePaymentRequired      Code = "payment_required"
	CodeNotOwner             Code = "not_owner_or_collaborator"
	CodePaymentInvalid       Code = "payment_invalid"
	CodePaymentMismatch      Code = "payment_amount_mismatch"
	CodeProjectNotFound      Code = "project_not_found"
	CodeVersionNotFound      Code = "version_not_found"
	CodeAgentNotFound        Code = "agent_not_found"
	CodeItemNotFound         Code = "item_not_found"
	CodeJobNotFound          Code = "job_not_found"
	CodeRouteNotFound        Code = "route_not_found"
	CodeMethodNotAllowed     Code = "method_not_allowed"
	CodeBodyTooLarge         Code = "body_too_large"
	CodeBatchTooLarge        Code = "batch_too_large"
	CodeRequestTimeout       Code = "request_timeout"
	CodeHeaderTooLarge       Code = "request_header_too_large"
	CodeUnsupportedMediaType Code = "unsupported_media_type"
	CodeRateLimited          Code = "rate_limited"
	CodeRPCError             Code = "rpc_error"
	CodeStorageUploadFailed  Code = "storage_upload_failed"
	CodeContentUnavailable   Code = "content_unavailable"
	CodeTxFailed             Code = "tx_failed"
	CodePricingUnavailable   Code = "pricing_unavailable"
	CodeServiceUnavailable   Code = "service_unavailable"
	CodeNotReady             Code = "not_ready"
	CodeInternal             Code = "internal"
)

// statusOf is the one table from codes to HTTP statuses.
var statusOf = map[Code]int{
	CodeNameRequired:         http.StatusBadRequest,
	CodeNameTooLong:          http.StatusBadRequest,
	CodeNameTaken:            http.StatusBadRequest,
	CodeInvalidName:          http.StatusBadRequest,
	CodeDescriptionTooLong:   http.StatusBadRequest,
	CodeInvalidReadmeHash:    http.StatusBadRequest,
	CodeInvalidField:         http.StatusBadRequest,
	CodeInvalidBody:          http.StatusBadRequest,
	CodeHashRequired:         http.StatusBadRequest,
	CodeInvalidHash:          http.StatusBadRequest,
	CodeTagRequired:          http.StatusBadRequest,
	CodeTagTaken:             http.StatusBadRequest,
	CodeInvalidID:            http.StatusBadRequest,
	CodeInvalidIndex:         http.StatusBadRequest,
	CodeInvalidQuery:         http.StatusBadRequest,
	CodeContentTooLarge:      http.StatusBadRequest,
	CodeFileRequired:         http.StatusBadRequest,
	CodeEmptyFile:            http.StatusBadRequest,
	CodeNotMultipart:         http.StatusBadRequest,
	CodePaymentRequired:      http.StatusPaymentRequired,
	CodeNotOwner:             http.StatusForbidden,
	CodePaymentInvalid:       http.StatusForbidden,
	CodePaymentMismatch:      http.StatusForbidden,
	CodeProjectNotFound:      http.StatusNotFound,
	CodeVersionNotFound:      http.StatusNotFound,
	CodeAgentNotFound:        http.StatusNotFound,
	CodeItemNotFound:         http.StatusNotFound,
	CodeJobNotFound:          http.StatusNotFound,
	CodeRouteNotFound:        http.StatusNotFound,
	CodeMethodNotAllowed:     http.StatusMethodNotAllowed,
	CodeBodyTooLarge:         http.StatusRequestEntityTooLarge,
	CodeBatchTooLarge:        http.StatusBadRequest,
	CodeRequestTimeout:       http.StatusRequestTimeout,
	CodeHeaderTooLarge:       http.StatusRequestHeaderFieldsTooLarge,
	CodeUnsupportedMediaType: http.StatusUnsupportedMediaType,
	CodeRateLimited:          http.StatusTooManyRequests,
	CodeRPCError:             http.StatusInternalServerError,
	CodeStorageUploadFailed:  http.StatusInternalServerError,
	CodeContentUnavailable:   http.StatusBadGateway,
	CodeTxFailed:             http.StatusInternalServerError,
	CodePricingUnavailable:   http.StatusServiceUnavailable,
	CodeServiceUnavailable:   http.StatusServiceUnavailable,
	CodeNotReady:             http.StatusServiceUnavailable,
	CodeInternal:             http.StatusInternalServerError,
}

// Status is the HTTP status of the code; unknown codes are 500.
func (c Code) Status() int {
	if s, ok := statusOf[c]; ok {
		return s
	}
	return http.StatusInternalServerError
}

// Error is an error meant for the client: its code and message are written
// as the body {error, message}. Handlers return it; only ErrorHandler turns
// it into a response.
type Error struct {
	Code    Code
	Message string
	// Headers are set on the response (Retry-After, Allow, …).
	Headers map[string]string
	// Err is the cause, logged but never sent.
	Err error
	// Field names the request field at fault, when one is (a batch item's
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
func errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorBody is the JSON body of every error response except the 402.
type ErrorBody struct {
	Error   Code   `json:"error"`
	Message string `json:"message"`
}

// errorHandler is the app's fiber ErrorHandler: the only place that turns
// errors into HTTP responses. *Error keeps its code; fiber's own errors
// (no route, wrong method, body too large) get our codes; anything else is
// logged once and answered 500 internal without details.
func errorHandler(log *logrus.Entry) fiber.ErrorHandler {
	return func(c *fiber.Ctx, err error) error {
		apiErr := asError(c, err)
		status := apiErr.Code.Status()
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
		return c.Status(status).JSON(ErrorBody{Error: apiErr.Code, Message: apiErr.Message})
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
		return &Error{Code: CodeInternal, Message: "internal error; it has been logged", Err: err}
	}
}

func fromFiber(c *fiber.Ctx, fe *fiber.Error) *Error {
	switch fe.Code {
	case fiber.StatusNotFound:
		return errorf(CodeRouteNotFound, "no route %s %s; GET / lists the routes", c.Method(), c.Path())
	case fiber.StatusMethodNotAllowed:
		return errorf(CodeMethodNotAllowed, "method %s is not allowed on %s", c.Method(), c.Path())
	case fiber.StatusRequestEntityTooLarge:
		return errorf(CodeBodyTooLarge, "request body is too large")
	case fiber.StatusUnsupportedMediaType:
		return errorf(CodeUnsupportedMediaType, "%s", fe.Message)
	case fiber.StatusBadRequest, fiber.StatusUnprocessableEntity:
		return errorf(CodeInvalidBody, "%s", fe.Message)
	case fiber.StatusTooManyRequests:
		return errorf(CodeRateLimited, "too many requests")
	case fiber.StatusBadGateway:
		// fasthttp: reading the request failed on the network (the client
		// reset the connection); nobody will read the answer.
		return errorf(CodeInvalidBody, "the request could not be read")
	case fiber.StatusRequestTimeout:
		// fasthttp: the request line and headers did not arrive within
		// HeaderTimeout (or the body within BodyTimeout).
		return errorf(CodeRequestTimeout, "the request did not arrive in time")
	case fiber.StatusRequestHeaderFieldsTooLarge:
		// fasthttp: the request line and headers (the query included) do
		// not fit its read buffer; it does not tell the URI apart.
		return errorf(CodeHeaderTooLarge, "the request line and headers are over %d bytes", maxHeaderBytes)
	default:
		return &Error{Code: CodeInternal, Message: "internal error; it has been logged", Err: fe}
	}
}
