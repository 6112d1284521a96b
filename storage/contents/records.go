package contents

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/jobs"
)

// KeyPrefix, followed by an item's id, names the item's record.
const KeyPrefix = "inkd:content_size:"

// DefaultTTL is how long a record is kept: 30 days. A push after that,
// without contentSize, is charged the minimum fee.
const DefaultTTL = 30 * 24 * time.Hour

// Records records in Redis what the workers stored of every item:
// its data size, SHA-256 and content type (jobs.Content). The API prices a
// push of the item by its size and fills in and checks the content the
// push states on chain (api.ContentRecords); a re-delivered upload job
// learns from it that the item was stored (worker.ContentRecords).
// Records are kept for DefaultTTL. Safe for concurrent use.
//
// A record is the JSON of jobs.Content. Records written before digests
// were kept hold the size alone, as a decimal number; they still read, as
// a size without digest or type.
type Records struct {
	rdb redis.UniversalClient
	ttl time.Duration
}

// New returns the content records in rdb.
func New(rdb redis.UniversalClient) *Records {
	return &Records{rdb: rdb, ttl: DefaultTTL}
}

// RecordContent remembers that item id holds content c.
func (s *Records) RecordContent(ctx context.Context, id string, c jobs.Content) error {
	rec, err := json.Marshal(c)
	if err != nil {
		return err
	}
	if err := s.rdb.Set(ctx, KeyPrefix+id, rec, s.ttl).Err(); err != nil {
		return fmt.Errorf("record content of %s: %w", id, err)
	}
	return nil
}

// Content returns the record of item id, and false when there is none
// (not stored by this service, forgotten, or unreadable).
func (s *Records) Content(ctx context.Context, id string) (jobs.Content, bool, error) {
	v, err := s.rdb.Get(ctx, KeyPrefix+id).Result()
	if errors.Is(err, redis.Nil) {
		return jobs.Content{}, false, nil
	}
	if err != nil {
		return jobs.Content{}, false, fmt.Errorf("read content record of %s: %w", id, err)
	}
	return parseContentRecord(v)
}

// parseContentRecord reads a record in either form.
func parseContentRecord(v string) (jobs.Content, bool, error) {
	if n, err := strconv.ParseInt(v, 10, 64); err == nil {
		return jobs.Content{ContentSize: n}, n >= 0, nil
	}
	var c jobs.Content
	if err := json.Unmarshal([]byte(v), &c); err != nil || c.ContentSize < 0 {
		return jobs.Content{}, false, nil
	}
	return c, true, nil
}
