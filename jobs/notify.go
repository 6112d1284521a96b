package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"
)

// DefaultKeyPrefix prefixes every Redis key and channel of this package.
const DefaultKeyPrefix = "inkd:jobs:"

// DefaultSafetyPoll is how often a waiting Await re-reads the stored
// outcome unless WithSafetyPoll says otherwise.
const DefaultSafetyPoll = 2 * time.Second

// ErrNotFound is returned by Store.Get when no outcome is stored for a job.
var ErrNotFound = errors.New("job outcome not found")

// Store keeps job outcomes in Redis and announces them. The worker side
// calls Publish; the API side reads with Get (GET /v1/jobs/:id) and learns
// of new outcomes through a Waiter.
type Store struct {
	rdb    redis.UniversalClient
	prefix string
	ttl    time.Duration
}

// NewStore returns a Store using keys under prefix (DefaultKeyPrefix when
// empty). Outcomes live for Retention.
func NewStore(rdb redis.UniversalClient, prefix string) *Store {
	if prefix == "" {
		prefix = DefaultKeyPrefix
	}
	return &Store{rdb: rdb, prefix: prefix, ttl: Retention}
}

func (s *Store) outcomeKey(id string) string { return s.prefix + "outcome:" + id }
func (s *Store) channel(id string) string    { return s.prefix + "done:" + id }
func (s *Store) pattern() string             { return s.prefix + "done:*" }

// Publish stores o and publishes it on the job's channel in one MULTI, so a
// waiter that registers after the PUBLISH still finds the stored copy. A
// job's first stored outcome wins: a duplicate delivery of a finished task
// cannot replace its result.
func (s *Store) Publish(ctx context.Context, o Outcome) error {
	_, err := s.PublishFirst(ctx, o)
	return err
}

// PublishFirst is Publish that also reports whether o was stored, that is
// whether it is the job's first outcome; a later one is published on the
// channel all the same and leaves the stored one in place.
func (s *Store) PublishFirst(ctx context.Context, o Outcome) (first bool, err error) {
	b, err := json.Marshal(o)
	if err != nil {
		return false, fmt.Errorf("marshal outcome: %w", err)
	}
	var set *redis.BoolCmd
	_, err = s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		set = p.SetNX(ctx, s.outcomeKey(o.JobID), b, s.ttl)
		p.Publish(ctx, s.channel(o.JobID), b)
		return nil
	})
	if err != nil {
		return false, fmt.Errorf("publish outcome of %s: %w", o.JobID, err)
	}
	return set.Val(), nil
}

// Get returns the stored outcome of job id, or ErrNotFound.
func (s *Store) Get(ctx context.Context, id string) (*Outcome, error) {
	b, err := s.rdb.Get(ctx, s.outcomeKey(id)).Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("get outcome of %s: %w", id, err)
	}
	var o Outcome
	if err := json.Unmarshal(b, &o); err != nil {
		return nil, fmt.Errorf("decode outcome of %s: %w", id, err)
	}
	return &o, nil
}

// Waiter lets many requests wait for job outcomes over one Redis
// subscription per process (go-redis gives every SUBSCRIBE a connection of
// its own, so one per request would exhaust the pool). Start it before use.
type Waiter struct {
	store *Store
	log   *logrus.Entry
	// safetyPoll re-reads the stored outcome this often while waiting, in
	// case a notification was lost while the subscription reconnected;
	// zero turns the re-read off.
	safetyPoll time.Duration

	mu      sync.Mutex
	waiters map[string]map[chan Outcome]struct{}
	ps      *redis.PubSub
	done    chan struct{}
}

// WaiterOption changes how NewWaiter builds a Waiter.
type WaiterOption func(*Waiter)

// WithSafetyPoll sets how often Await re-reads the stored outcome while it
// waits, in case a notification was lost while the subscription
// reconnected. Zero or negative turns the re-read off, so that only a
// notification (or the outcome stored before the wait began) ends a wait:
// tests use it to prove that notifications arrive. Default
// DefaultSafetyPoll (2 s).
func WithSafetyPoll(d time.Duration) WaiterOption {
	return func(w *Waiter) { w.safetyPoll = max(d, 0) }
}

// NewWaiter returns a Waiter over store.
func NewWaiter(store *Store, log *logrus.Entry, opts ...WaiterOption) *Waiter {
	w := &Waiter{
		store:      store,
		log:        log.WithField("component", "job_waiter"),
		safetyPoll: DefaultSafetyPoll,
		waiters:    make(map[string]map[chan Outcome]struct{}),
		done:       make(chan struct{}),
	}
	for _, o := range opts {
		o(w)
	}
	return w
}

// Start subscribes and dispatches notifications until Shutdown. It returns
// once the subscription is confirmed, so no outcome published after Start
// returns is missed.
func (w *Waiter) Start(ctx context.Context, wg *sync.WaitGroup) error {
	w.ps = w.store.rdb.PSubscribe(ctx, w.store.pattern())
	if _, err := w.ps.Receive(ctx); err != nil {
		_ = w.ps.Close()
		return fmt.Errorf("subscribe to job outcomes: %w", err)
	}
	ch := w.ps.Channel(redis.WithChannelSize(1024))
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-w.done:
				return
			case msg, ok := <-ch:
				if !ok {
					return
				}
				w.dispatch(msg)
			}
		}
	}()
	return nil
}

// Shutdown stops dispatching and closes the subscription. Waiting calls
// return their context's error or the stored outcome.
func (w *Waiter) Shutdown() {
	close(w.done)
	if w.ps != nil {
		_ = w.ps.Close()
	}
}

func (w *Waiter) dispatch(msg *redis.Message) {
	id := strings.TrimPrefix(msg.Channel, w.store.prefix+"done:")
	var o Outcome
	if err := json.Unmarshal([]byte(msg.Payload), &o); err != nil {
		w.log.WithField("task_id", id).WithField("err", err.Error()).Warn("undecodable job outcome")
		return
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	for c := range w.waiters[id] {
		select {
		case c <- o:
		default: // already has one
		}
	}
}

// Await returns the outcome of job id once it is published, or the stored
// outcome if it finished already; ctx bounds the wait.
func (w *Waiter) Await(ctx context.Context, id string) (*Outcome, error) {
	c := make(chan Outcome, 1)
	w.mu.Lock()
	if w.waiters[id] == nil {
		w.waiters[id] = make(map[chan Outcome]struct{})
	}
	w.waiters[id][c] = struct{}{}
	w.mu.Unlock()
	defer func() {
		w.mu.Lock()
		delete(w.waiters[id], c)
		if len(w.waiters[id]) == 0 {
			delete(w.waiters, id)
		}
		w.mu.Unlock()
	}()

	// Registered first, then read: an outcome published in between is
	// either in the store or on its way to c.
	var poll <-chan time.Time // nil, never ready, when the re-read is off
	if w.safetyPoll > 0 {
		t := time.NewTicker(w.safetyPoll)
		defer t.Stop()
		poll = t.C
	}
	for {
		o, err := w.store.Get(ctx, id)
		if err == nil {
			return o, nil
		}
		if !errors.Is(err, ErrNotFound) {
			return nil, err
		}
		select {
		case o := <-c:
			return &o, nil
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-poll:
		}
	}
}
