package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/api/wire"
)

func (s *Store) correctionsKey(id string) string { return s.prefix + "corrections:" + id }

// Correct replaces the outcome of job next.JobID with next, records c and
// announces next, in one MULTI. With next.State pending the stored outcome
// is removed instead: the job is reopened, to be decided again by a
// delivery (a write that reverted in its new block).
func (s *Store) Correct(ctx context.Context, next Outcome, c wire.Correction) error {
	cb, err := json.Marshal(c)
	if err != nil {
		return fmt.Errorf("marshal correction: %w", err)
	}
	nb, err := json.Marshal(next)
	if err != nil {
		return fmt.Errorf("marshal outcome: %w", err)
	}
	_, err = s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		key := s.correctionsKey(next.JobID)
		p.RPush(ctx, key, cb)
		p.Expire(ctx, key, s.ttl)
		if next.State == StatePending {
			p.Del(ctx, s.outcomeKey(next.JobID))
			return nil
		}
		p.Set(ctx, s.outcomeKey(next.JobID), nb, s.ttl)
		p.Publish(ctx, s.channel(next.JobID), nb)
		return nil
	})
	if err != nil {
		return fmt.Errorf("correct outcome of %s: %w", next.JobID, err)
	}
	return nil
}

// Corrections returns the corrections of job id, oldest first; none when
// it has none.
func (s *Store) Corrections(ctx context.Context, id string) ([]wire.Correction, error) {
	raw, err := s.rdb.LRange(ctx, s.correctionsKey(id), 0, -1).Result()
	if err != nil && !errors.Is(err, redis.Nil) {
		return nil, fmt.Errorf("read corrections of %s: %w", id, err)
	}
	out := make([]wire.Correction, 0, len(raw))
	for _, r := range raw {
		var c wire.Correction
		if err := json.Unmarshal([]byte(r), &c); err != nil {
			return nil, fmt.Errorf("decode a correction of %s: %w", id, err)
		}
		out = append(out, c)
	}
	return out, nil
}
