package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker"
)

// ContentRecords records in Redis what the workers stored of every item:
// its data size, SHA-256 and content type (jobs.Content). The API prices a
// push of the item by its size and fills in and checks the content the
// push states on chain (api.ContentRecords); a re-delivered upload job
// learns from it that the item was stored (worker.ContentRecords).
// Records are kept for DefaultContentSizeTTL.
//
// A record is the JSON of jobs.Content. Records written before digests
// were kept hold the size alone, as a decimal number; they still read, as
// a size without digest or type.
type ContentRecords struct {
	rdb redis.UniversalClient
	ttl time.Duration
}

var (
	_ api.ContentRecords    = (*ContentRecords)(nil)
	_ worker.ContentRecords = (*ContentRecords)(nil)
)

// NewContentRecords returns the content records in rdb.
func NewContentRecords(rdb redis.UniversalClient) *ContentRecords {
	return &ContentRecords{rdb: rdb, ttl: DefaultContentSizeTTL}
}

// RecordContent remembers that item id holds content c.
func (s *ContentRecords) RecordContent(ctx context.Context, id string, c jobs.Content) error {
	rec, err := json.Marshal(c)
	if err != nil {
		return err
	}
	if err := s.rdb.Set(ctx, contentSizePrefix+id, rec, s.ttl).Err(); err != nil {
		return fmt.Errorf("record content of %s: %w", id, err)
	}
	return nil
}

// Content returns the record of item id, and false when there is none
// (not stored by this service, forgotten, or unreadable).
func (s *ContentRecords) Content(ctx context.Context, id string) (jobs.Content, bool, error) {
	v, err := s.rdb.Get(ctx, contentSizePrefix+id).Result()
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
