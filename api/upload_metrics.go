package api

import (
	"time"

	"github.com/gofiber/fiber/v2"
)

// The quotas of UploadMetrics.UploadRefused, a bounded label set.
const (
	// QuotaClientHour is the bytes one client may upload per hour
	// (Config.UploadBytesPerClientHour).
	QuotaClientHour = "client_hour"
	// QuotaDay is the bytes all clients may upload per UTC day
	// (Config.UploadBytesPerDay).
	QuotaDay = "day"
	// QuotaStagingFull is the staging budget: items waiting for a worker.
	QuotaStagingFull = "staging_full"
)

// UploadMetrics receives what POST /v1/upload does (cmd/inkd/metrics
// implements it). Implementations must be safe for concurrent use and must
// not block.
type UploadMetrics interface {
	// Upload counts one request to POST /v1/upload. outcome is "200" or
	// "202" for an upload stored or queued, otherwise the error code
	// answered; bytes is the file's size once the form was read (0 for a
	// request refused before); took is the time to answer.
	Upload(outcome string, bytes int64, took time.Duration)
	// UploadRefused counts an upload refused by quota (QuotaClientHour,
	// QuotaDay or QuotaStagingFull).
	UploadRefused(quota string)
	// UploadStored counts bytes of content the operator pays to store:
	// an upload charged to the quotas and staged for the storage network
	// (content already stored, answered from its earlier result, is not).
	UploadStored(bytes int64)
	// UploadQuotas reports the configured quotas in bytes (negative: no
	// quota), QuotaClientHour and QuotaDay, once at start, so an alert can
	// compare the day's stored bytes with the day's budget.
	UploadQuotas(perClientHour, perDay int64)
}

// NoopUploadMetrics is an UploadMetrics that records nothing.
type NoopUploadMetrics struct{}

var _ UploadMetrics = NoopUploadMetrics{}

// Upload does nothing.
func (NoopUploadMetrics) Upload(string, int64, time.Duration) {}

// UploadRefused does nothing.
func (NoopUploadMetrics) UploadRefused(string) {}

// UploadStored does nothing.
func (NoopUploadMetrics) UploadStored(int64) {}

// UploadQuotas does nothing.
func (NoopUploadMetrics) UploadQuotas(int64, int64) {}

// uploadBytesKey is the Locals key of the uploaded file's size.
type uploadBytesKey struct{}

// countUploads wraps POST /v1/upload to report its outcome, the file's
// size and the time to answer; the error still goes up the chain.
func (s *Server) countUploads(next fiber.Handler) fiber.Handler {
	return func(c *fiber.Ctx) error {
		start := time.Now()
		err := next(c)
		n, _ := c.Locals(uploadBytesKey{}).(int64)
		s.deps.UploadMetrics.Upload(paidOutcome(c, err), n, time.Since(start))
		return err
	}
}
