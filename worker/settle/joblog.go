package settle

import (
	"context"

	"github.com/sirupsen/logrus"
)

// A delivery's logger rides in its context (a request-scoped value): the
// worker puts it there, the settler and the uploads log through it.

// jobLogKey is the context key of a delivery's logger.
type jobLogKey struct{}

// WithJobLog returns ctx carrying log, the logger of the job a delivery
// works for (task id, type, request id).
func WithJobLog(ctx context.Context, log *logrus.Entry) context.Context {
	return context.WithValue(ctx, jobLogKey{}, log)
}

// JobLog is the job's logger from ctx with component and the fields of
// base, or base alone outside a delivery: handlers log through it so that
// every line of a job names its request.
func JobLog(ctx context.Context, base *logrus.Entry) *logrus.Entry {
	job, ok := ctx.Value(jobLogKey{}).(*logrus.Entry)
	if !ok {
		return base
	}
	return job.WithFields(base.Data)
}
