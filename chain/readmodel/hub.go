package readmodel

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/sirupsen/logrus"
)

// Defaults of the Hub.
const (
	// hubBlock is how long one XREAD waits for new entries; it also bounds
	// how long Close waits for the reader (go-redis does not interrupt a
	// blocked read when its context is cancelled).
	hubBlock = time.Second
	// hubBatch is how many entries one XREAD returns at most.
	hubBatch = 256
	// subscriberBuffer is how many events a subscriber may lag behind
	// before it is dropped (it then resumes with Last-Event-ID).
	subscriberBuffer = 512
	// hubRetry is the pause after a failed read.
	hubRetry = time.Second
)

// ErrHubClosed is returned by Subscribe after Close.
var ErrHubClosed = errors.New("readmodel: event hub closed")

// Hub fans the live event stream out to the subscribers of one process
// over a single Redis connection, whatever their number (go-redis gives
// every blocking XREAD its own connection). It starts reading on the first
// Subscribe and stops on Close. Safe for concurrent use.
type Hub struct {
	m   *Model
	log *logrus.Entry

	mu      sync.Mutex
	subs    map[*Subscription]struct{}
	started bool
	closed  bool
	cancel  context.CancelFunc
	wg      sync.WaitGroup
}

// NewHub returns a hub on m's stream.
func NewHub(m *Model, log *logrus.Entry) *Hub {
	return &Hub{m: m, log: log.WithField("component", "event_hub"), subs: make(map[*Subscription]struct{})}
}

// Subscription receives the stream entries added after it was made.
type Subscription struct {
	h    *Hub
	c    chan StreamEvent
	once sync.Once
}

// Events delivers the entries in stream order. It is closed when the hub
// closes, when the subscriber fell too far behind, or after Close.
func (s *Subscription) Events() <-chan StreamEvent { return s.c }

// Close ends the subscription. It is safe to call more than once.
func (s *Subscription) Close() {
	s.h.mu.Lock()
	defer s.h.mu.Unlock()
	s.h.drop(s)
}

// drop removes s and closes its channel; h.mu must be held.
func (h *Hub) drop(s *Subscription) {
	s.once.Do(func() {
		delete(h.subs, s)
		close(s.c)
	})
}

// Subscribe returns a subscription to entries added from now on, starting
// the hub's reader if it is not running.
func (h *Hub) Subscribe(ctx context.Context) (*Subscription, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return nil, ErrHubClosed
	}
	if !h.started {
		pos, err := h.m.StreamTail(ctx)
		if err != nil {
			return nil, err
		}
		rctx, cancel := context.WithCancel(context.Background())
		h.cancel, h.started = cancel, true
		h.wg.Add(1)
		go h.run(rctx, pos)
	}
	s := &Subscription{h: h, c: make(chan StreamEvent, subscriberBuffer)}
	h.subs[s] = struct{}{}
	return s, nil
}

// Close stops the reader and closes every subscription.
func (h *Hub) Close() {
	h.mu.Lock()
	h.closed = true
	cancel := h.cancel
	h.mu.Unlock()
	if cancel != nil {
		cancel()
	}
	h.wg.Wait()
	h.mu.Lock()
	defer h.mu.Unlock()
	for s := range h.subs {
		h.drop(s)
	}
}

func (h *Hub) run(ctx context.Context, pos string) {
	defer h.wg.Done()
	for ctx.Err() == nil {
		evs, err := h.m.StreamRead(ctx, pos, hubBlock, hubBatch)
		if err != nil {
			if ctx.Err() != nil {
				return
			}
			h.log.WithField("err", err.Error()).Warn("event stream read failed")
			t := time.NewTimer(hubRetry)
			select {
			case <-ctx.Done():
				t.Stop()
				return
			case <-t.C:
			}
			continue
		}
		if len(evs) == 0 {
			continue
		}
		pos = evs[len(evs)-1].StreamID
		h.broadcast(evs)
	}
}

func (h *Hub) broadcast(evs []StreamEvent) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for s := range h.subs {
		for _, ev := range evs {
			select {
			case s.c <- ev:
			default:
				h.log.Info("event subscriber fell behind; dropped")
				h.drop(s)
			}
			if _, ok := h.subs[s]; !ok {
				break
			}
		}
	}
}
