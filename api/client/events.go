package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/inkd/inkd/api/wire"
)

// Event is one registry event of GET /v1/events and of its live stream, as
// the API sends it (wire.Event), and where the stream had it.
type Event struct {
	// StreamID is the live stream's id of the event (the SSE id, what
	// Last-Event-ID resumes after); empty in listings.
	StreamID string `json:"-"`
	wire.Event
}

// DefaultStreamIdle is EventStream.IdleTimeout's default: three of the
// server's 15 s keep-alives.
const DefaultStreamIdle = 45 * time.Second

// EventStream says which live events Events follows and from where.
type EventStream struct {
	// ProjectID, when set, selects that project's events (a private
	// project's too); without it every public project's.
	ProjectID string
	// Type, when set, selects one event type.
	Type string
	// LastEventID resumes after that stream id; empty starts from now.
	LastEventID string
	// OnConnect, when set, is told each time the stream is open: the
	// first time and after every reconnection.
	OnConnect func(reconnected bool)
	// OnRetry, when set, is told why the stream is reopened and after how
	// long.
	OnRetry func(wait time.Duration, err error)
	// IdleTimeout reopens a stream silent for that long (not even a
	// keep-alive: a connection lost without a close). Zero means
	// DefaultStreamIdle.
	IdleTimeout time.Duration
}

// Events follows the live event stream (GET /v1/events as server-sent
// events) and calls fn with each event, in stream order, once: after a
// network loss, a stalled connection or the server ending the stream, it
// reconnects with Last-Event-ID set to the last event handled and skips
// anything at or before it, so events are neither repeated nor lost
// across reconnections (as long as the server still holds them: about its
// last 10,000). Failures back off from Config.Backoff, doubling to
// MaxBackoff with jitter (a Retry-After wins), and the backoff restarts
// once a stream is open again.
//
// It returns ctx's error when ctx ends, fn's error when fn fails, and an
// *APIError when the API refuses the stream with a 4xx other than 429.
func (c *Client) Events(ctx context.Context, s EventStream, fn func(Event) error) error {
	if s.IdleTimeout <= 0 {
		s.IdleTimeout = DefaultStreamIdle
	}
	// The stream outlives Config.HTTP's per-exchange timeout: same
	// transport, no timeout; IdleTimeout notices a dead connection.
	hc := &http.Client{Transport: c.hc.Transport, CheckRedirect: c.hc.CheckRedirect, Jar: c.hc.Jar}
	f := &follower{c: c, hc: hc, s: s, fn: fn, last: s.LastEventID}
	wait := c.cfg.Backoff
	for connects := 0; ; {
		opened, retry, err := f.once(ctx, connects > 0)
		if opened {
			connects++
			wait = c.cfg.Backoff
		}
		var fe *finalError
		switch {
		case ctx.Err() != nil:
			return ctx.Err()
		case errors.As(err, &fe):
			return fe.err
		}
		var ae *APIError
		if errors.As(err, &ae) && !ae.retryable() {
			return ae
		}
		pause := wait
		if err == nil && retry > 0 {
			pause = retry // the server ended the stream and said when to come back
		} else {
			pause += rand.N(wait/4 + 1)
			wait = min(wait*2, MaxBackoff)
		}
		if errors.As(err, &ae) && ae.RetryAfter > 0 {
			pause = min(ae.RetryAfter, MaxBackoff)
		}
		if s.OnRetry != nil {
			cause := err
			if cause == nil {
				cause = errors.New("the server ended the stream")
			}
			s.OnRetry(pause, cause)
		}
		if err := sleep(ctx, pause); err != nil {
			return err
		}
	}
}

// finalError ends Events with err: the caller's fn failed, or the server
// sent an event that does not decode (reading it again would not help).
type finalError struct{ err error }

func (e *finalError) Error() string { return e.err.Error() }

// follower is one Events call: the stream's position and how to reach it.
type follower struct {
	c    *Client
	hc   *http.Client
	s    EventStream
	fn   func(Event) error
	last string
}

// once opens the stream and reads it to its end. opened reports whether
// the API accepted it; retry is the reconnection time the server asked
// for; err is nil when the server ended the stream cleanly.
func (f *follower) once(ctx context.Context, reconnect bool) (opened bool, retry time.Duration, err error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	q := url.Values{}
	if f.s.ProjectID != "" {
		q.Set("projectId", f.s.ProjectID)
	}
	if f.s.Type != "" {
		q.Set("type", f.s.Type)
	}
	u := f.c.base + "/v1/events"
	if len(q) > 0 {
		u += "?" + q.Encode()
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return false, 0, err
	}
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("Cache-Control", "no-cache")
	if f.last != "" {
		req.Header.Set("Last-Event-ID", f.last)
	}
	resp, err := f.hc.Do(req)
	if err != nil {
		return false, 0, &NetworkError{Err: err}
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
		return false, 0, (&answer{status: resp.StatusCode, header: resp.Header, body: b}).apiError()
	}
	if p := resp.Header.Get("X-Last-Event-ID"); f.last == "" && p != "" && !strings.ContainsAny(p, "\r\n") {
		f.last = p // where the stream starts: resume from there if cut before an event
	}
	if f.s.OnConnect != nil {
		f.s.OnConnect(reconnect)
	}
	// A stalled connection (lost without a close) is cut after
	// IdleTimeout without a line, keep-alives included.
	var mu sync.Mutex
	stalled := false
	idle := time.AfterFunc(f.s.IdleTimeout, func() {
		mu.Lock()
		stalled = true
		mu.Unlock()
		cancel()
	})
	defer idle.Stop()
	r := newSSEReader(resp.Body, func() { idle.Reset(f.s.IdleTimeout) })
	for {
		fr, err := r.next()
		if errors.Is(err, io.EOF) {
			return true, retry, nil
		}
		if err != nil {
			mu.Lock()
			defer mu.Unlock()
			if stalled {
				err = fmt.Errorf("no data for %v: %w", f.s.IdleTimeout, err)
			}
			return true, retry, &NetworkError{Err: err}
		}
		if fr.retry > 0 {
			retry = fr.retry
		}
		if err := f.handle(fr); err != nil {
			return true, retry, err
		}
	}
}

// handle passes a frame's event to fn unless it was handled already, and
// moves the position.
func (f *follower) handle(fr sseFrame) error {
	if fr.hasID && f.last != "" && fr.id != "" && !streamIDLess(f.last, fr.id) {
		return nil // at or before the position: sent again across a reconnect
	}
	if fr.data != "" {
		var ev Event
		if err := json.Unmarshal([]byte(fr.data), &ev); err != nil {
			return &finalError{fmt.Errorf("event %s does not decode: %w", strconv.Quote(fr.id), err)}
		}
		ev.StreamID = fr.id
		if err := f.fn(ev); err != nil {
			return &finalError{err}
		}
	}
	if fr.hasID && fr.id != "" {
		f.last = fr.id
	}
	return nil
}
