package txmgr

import "context"

// requestIDKey is the context key of WithRequestID.
type requestIDKey struct{}

// WithRequestID returns ctx naming the request (an HTTP request id) on
// whose behalf the caller sends: Send keeps it in the record of a new
// intent, and every line logged about that record names it, including the
// monitor's later lines, so one id finds a request's transaction.
func WithRequestID(ctx context.Context, id string) context.Context {
	if id == "" {
		return ctx
	}
	return context.WithValue(ctx, requestIDKey{}, id)
}

// RequestIDFrom is the request id of ctx (WithRequestID), or "": code that
// sends on behalf of another context passes it on.
func RequestIDFrom(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}
