package stage

import (
	"context"
	"io"
)

// Stager holds signed data items between the process that builds them and
// the process that stores them. Implementations are safe for concurrent use.
type Stager interface {
	// Put stores exactly size bytes read from r under id. The item becomes
	// visible to Open only when Put returns nil; a failed or canceled Put
	// leaves any earlier copy in place. It fails with an error wrapping
	// ans104.ErrSizeMismatch when r holds fewer or more than size bytes.
	Put(ctx context.Context, id string, r io.Reader, size int64) error

	// Open returns the item staged under id, or an error wrapping
	// storage.ErrNotFound when there is none (never staged, deleted,
	// expired). The returned Staged must be closed.
	Open(ctx context.Context, id string) (Staged, error)

	// Delete removes the item staged under id. Deleting a missing item is
	// not an error.
	Delete(ctx context.Context, id string) error
}

// Staged is an open staged item: an io.ReaderAt over the whole item, safe for
// concurrent ReadAt calls. Reads through a Redis stager use the context
// passed to Open.
type Staged interface {
	io.ReaderAt
	io.Closer
	// Size returns the item's length in bytes.
	Size() int64
}
