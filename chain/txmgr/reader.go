package txmgr

import (
	"cmp"
	"context"

	"github.com/redis/go-redis/v9"
)

// RecordReader reads transaction records without a Manager: no chain, no
// keys. Operator tools (inkd queues) use it to learn whether a job has a
// transaction before they touch the job. It is safe for concurrent use.
type RecordReader struct{ s *store }

// NewRecordReader returns a reader of the records under prefix in rdb
// (DefaultKeyPrefix when empty, as a Manager with a zero KeyPrefix writes).
func NewRecordReader(rdb redis.UniversalClient, prefix string) *RecordReader {
	return &RecordReader{s: newStore(rdb, cmp.Or(prefix, DefaultKeyPrefix), 0)}
}

// Get returns the record of intentID, or an error wrapping ErrNotFound.
func (r *RecordReader) Get(ctx context.Context, intentID string) (*Record, error) {
	return r.s.get(ctx, intentID)
}

// Terminal reports whether the record's state is final or failed: its nonce
// is used for good and nothing of it can change any more.
func (s State) Terminal() bool { return s.terminal() }
