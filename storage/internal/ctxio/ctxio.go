// Package ctxio makes long reads stop when their context is done.
package ctxio

import (
	"context"
	"io"
)

// NewReader returns a reader of r whose reads fail with ctx.Err() once ctx
// is done, so copying a large stream stops promptly on cancellation. A read
// already in progress is not interrupted.
func NewReader(ctx context.Context, r io.Reader) io.Reader { return reader{ctx: ctx, r: r} }

type reader struct {
	ctx context.Context
	r   io.Reader
}

func (c reader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}
