package storage

import (
	"context"
	"io"
)

// Driver hands signed data items to permanent storage. Implementations:
// storage/turbo (ArDrive Turbo bundler, production) and storage/local (a
// directory served over HTTP, development and tests).
//
// Put must be idempotent: storing an id that is already stored succeeds, so a
// re-delivered upload job can call it again. Both implementations are safe
// for concurrent use.
type Driver interface {
	// Put stores the data item of size bytes read from item under id, the
	// item's own id, and returns once the storage side has acknowledged it.
	// item is read with ReadAt so that retries and chunked uploads can read
	// any part again; it must stay readable until Put returns. An error
	// wrapping ErrPermanent will not go away on retry; any other error may.
	Put(ctx context.Context, id string, item io.ReaderAt, size int64) error

	// URL returns the public gateway URL where id's data is served (not the
	// whole item: gateways serve the data with the Content-Type tag).
	URL(id string) string
}
