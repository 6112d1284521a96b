package readmodel

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// StreamEvent is one entry of the live event stream: an event applied or,
// with Removed, taken back by a reorg.
type StreamEvent struct {
	// StreamID is the Redis stream entry id ("<ms>-<seq>"): the SSE event id
	// a client resumes from.
	StreamID string
	Event    Event
	// Public is false for events of private projects.
	Public bool
	// Removed marks an event a reorg took back.
	Removed bool
}

// ValidStreamID reports whether id has the form of a stream entry id.
func ValidStreamID(id string) bool {
	ms, seq, ok := strings.Cut(id, "-")
	if !ok {
		return false
	}
	_, err1 := strconv.ParseUint(ms, 10, 64)
	_, err2 := strconv.ParseUint(seq, 10, 64)
	return err1 == nil && err2 == nil
}

// StreamIDLess reports whether stream id a comes before b. Both must be
// valid.
func StreamIDLess(a, b string) bool {
	am, as, _ := strings.Cut(a, "-")
	bm, bs, _ := strings.Cut(b, "-")
	ams, _ := strconv.ParseUint(am, 10, 64)
	bms, _ := strconv.ParseUint(bm, 10, 64)
	if ams != bms {
		return ams < bms
	}
	aseq, _ := strconv.ParseUint(as, 10, 64)
	bseq, _ := strconv.ParseUint(bs, 10, 64)
	return aseq < bseq
}

// StreamAfter returns up to count stream entries after id, oldest first.
func (m *Model) StreamAfter(ctx context.Context, id string, count int64) ([]StreamEvent, error) {
	msgs, err := m.rdb.XRangeN(ctx, m.key("stream"), "("+id, "+", count).Result()
	if err != nil {
		return nil, fmt.Errorf("read event stream: %w", err)
	}
	return decodeStream(msgs)
}

// StreamTail returns the id of the newest stream entry, "0-0" when empty.
func (m *Model) StreamTail(ctx context.Context) (string, error) {
	msgs, err := m.rdb.XRevRangeN(ctx, m.key("stream"), "+", "-", 1).Result()
	if err != nil {
		return "", fmt.Errorf("read event stream: %w", err)
	}
	if len(msgs) == 0 {
		return "0-0", nil
	}
	return msgs[0].ID, nil
}

// StreamRead waits up to block for entries after id and returns up to count
// of them; none when the wait ends empty.
func (m *Model) StreamRead(ctx context.Context, id string, block time.Duration, count int64) ([]StreamEvent, error) {
	res, err := m.rdb.XRead(ctx, &redis.XReadArgs{Streams: []string{m.key("stream"), id}, Count: count, Block: block}).Result()
	if errors.Is(err, redis.Nil) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read event stream: %w", err)
	}
	var msgs []redis.XMessage
	for _, s := range res {
		msgs = append(msgs, s.Messages...)
	}
	return decodeStream(msgs)
}

func decodeStream(msgs []redis.XMessage) ([]StreamEvent, error) {
	out := make([]StreamEvent, 0, len(msgs))
	for _, msg := range msgs {
		raw, _ := msg.Values["ev"].(string)
		var ev Event
		if err := json.Unmarshal([]byte(raw), &ev); err != nil {
			return nil, fmt.Errorf("decode stream entry %s: %w", msg.ID, err)
		}
		pub, _ := msg.Values["pub"].(string)
		rm, _ := msg.Values["rm"].(string)
		out = append(out, StreamEvent{StreamID: msg.ID, Event: ev, Public: pub == "1", Removed: rm == "1"})
	}
	return out, nil
}
