package readmodel

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/redis/go-redis/v9"
)

// EventWriteCorrected is not a registry event: the service announces that
// a paid write it answered 201 landed differently after a reorg deeper
// than its confirmations (another project id, version index or block).
// It goes on the live event stream only, not into the listing of GET
// /v1/events, which holds the chain's events as they are now.
const EventWriteCorrected EventType = "write_corrected"

// AppendWriteCorrected puts ev, a write_corrected event, on the live event
// stream; it is public when its project is (an unknown project is not).
func (m *Model) AppendWriteCorrected(ctx context.Context, ev Event) error {
	if ev.Type != EventWriteCorrected {
		return fmt.Errorf("readmodel: %q is not a %s event", ev.Type, EventWriteCorrected)
	}
	public := "0"
	if p, err := m.Project(ctx, ev.ProjectID); err == nil && p.IsPublic {
		public = "1"
	} else if err != nil && !errors.Is(err, ErrProjectNotFound) {
		return err
	}
	rec, err := json.Marshal(ev)
	if err != nil {
		return fmt.Errorf("encode event: %w", err)
	}
	args := &redis.XAddArgs{Stream: m.key("stream"), MaxLen: m.cfg.StreamMaxLen, Approx: true,
		Values: []any{"ev", string(rec), "pub", public, "rm", "0"}}
	if err := m.rdb.XAdd(ctx, args).Err(); err != nil {
		return fmt.Errorf("announce %s: %w", ev.Type, err)
	}
	return nil
}
