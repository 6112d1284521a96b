package jobs

import "github.com/hibiken/asynq"

// HeaderRequestID is the task header that carries the id of the HTTP
// request that queued the job (X-Request-Id), so the worker's lines about
// the job can name it.
const HeaderRequestID = "inkd-request-id"

// WithRequestID returns t carrying request id id in its headers (t itself
// when id is empty). Options are not part of a task: enqueue the result
// with the options t came with.
func WithRequestID(t *asynq.Task, id string) *asynq.Task {
	if id == "" {
		return t
	}
	h := make(map[string]string, len(t.Headers())+1)
	for k, v := range t.Headers() {
		h[k] = v
	}
	h[HeaderRequestID] = id
	return asynq.NewTaskWithHeaders(t.Type(), t.Payload(), h)
}

// RequestIDOf is the request id t carries, or "".
func RequestIDOf(t *asynq.Task) string { return t.Headers()[HeaderRequestID] }
