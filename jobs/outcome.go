package jobs

import (
	"encoding/json"

	"github.com/inkd/inkd/api/wire"
)

// State is where a job is: the status GET /v1/jobs/:id reports.
type State = wire.JobState

// Job states reported by GET /v1/jobs/:id.
const (
	// StatePending: queued, running or waiting for a retry.
	StatePending = wire.JobPending
	// StateSucceeded: done; Outcome.Result holds the write result.
	StateSucceeded = wire.JobSucceeded
	// StateFailed: ended without a result; Outcome.Failure says why.
	StateFailed = wire.JobFailed
)

// Failure is why a job ended without a result, in the API's terms: Code is an
// API error code (tx_failed, rpc_error, storage_upload_failed, …).
type Failure struct {
	Code    wire.Code `json:"code"`
	Message string    `json:"message"`
}

// Outcome is a finished job as the API sees it.
type Outcome struct {
	JobID string `json:"jobId"`
	State State  `json:"state"`
	// Result is the JSON body of the 201 (or 200 for uploads) when the job
	// succeeded.
	Result json.RawMessage `json:"result,omitempty"`
	// Failure is set when the job failed.
	Failure *Failure `json:"failure,omitempty"`
}

// FailureError is a handler error that ends a job with a Failure the API can
// show. Handlers wrap it with asynq.SkipRetry.
type FailureError struct {
	Failure Failure
}

func (e *FailureError) Error() string { return string(e.Failure.Code) + ": " + e.Failure.Message }

// Fail is the error that ends a job with failure code and message, the
// answer its client sees.
func Fail(code wire.Code, message string) error {
	return &FailureError{Failure: Failure{Code: code, Message: message}}
}
