package api

import (
	"bufio"
	"context"
	"encoding/json"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/readmodel"
)

// backlogPage is how many stream entries one resume read returns.
const backlogPage = 500

// streamReadTimeout bounds one read of the stream's backlog.
const streamReadTimeout = 5 * time.Second

// eventFilter is the query of GET /v1/events.
type eventFilter struct {
	projectID string
	typ       readmodel.EventType
}

func (f eventFilter) match(e readmodel.StreamEvent) bool {
	if f.projectID != "" {
		if e.Event.ProjectID != f.projectID {
			return false
		}
	} else if !e.Public {
		return false
	}
	return f.typ == "" || e.Event.Type == f.typ
}

func parseEventFilter(c *fiber.Ctx) (eventFilter, error) {
	var f eventFilter
	if raw := c.Query("projectId"); raw != "" {
		if !isDecimal(raw) || raw == "0" {
			return f, errorf(wire.CodeInvalidID, "projectId %q is not a valid project id", raw)
		}
		f.projectID = raw
	}
	if raw := c.Query("type"); raw != "" {
		for _, t := range readmodel.EventTypes() {
			if string(t) == raw {
				f.typ = t
			}
		}
		if f.typ == "" {
			names := make([]string, 0, 4)
			for _, t := range readmodel.EventTypes() {
				names = append(names, string(t))
			}
			return f, errorf(wire.CodeInvalidQuery, "type %q is not one of %s", raw, strings.Join(names, ", "))
		}
	}
	return f, nil
}

// events lists registry events as JSON, or streams them as server-sent
// events when the client accepts text/event-stream.
func (s *Server) events(c *fiber.Ctx) error {
	m, err := s.readModel()
	if err != nil {
		return err
	}
	f, err := parseEventFilter(c)
	if err != nil {
		return err
	}
	if strings.Contains(c.Get(fiber.HeaderAccept), "text/event-stream") {
		return s.streamEvents(c, m, f)
	}
	limit, err := queryInt(c, "limit", defaultPageSize, 1, maxPageSize)
	if err != nil {
		return err
	}
	cursor := c.Query("cursor")
	if cursor != "" {
		if _, err := readmodel.ParseEventID(cursor); err != nil {
			return errorf(wire.CodeInvalidQuery, "cursor %q is not an event id (<blockNumber>-<logIndex>, from nextCursor)", cursor)
		}
	}
	pg, err := m.Events(c.UserContext(), readmodel.EventQuery{ProjectID: f.projectID, Type: f.typ, Before: cursor, Limit: limit})
	if err != nil {
		return readError(err)
	}
	out := wire.EventList{Data: make([]wire.Event, len(pg.Events))}
	for i, e := range pg.Events {
		out.Data[i] = eventJSON(e, s.cfg.GatewayURL)
	}
	if pg.Next != "" {
		out.NextCursor = &pg.Next
	}
	return c.JSON(out)
}

// streamEvents serves the live events as server-sent events: each has the
// stream entry id as its SSE id and the wire.Event as data. A client that
// sends Last-Event-ID (or ?lastEventId=) first gets what it missed, as long
// as the stream still holds it. The stream ends on server shutdown, after
// StreamLifetime, when the client goes away or falls too far behind; the
// client reconnects with Last-Event-ID. A client holds at most
// StreamsPerClient live streams and the process MaxStreams (429 beyond).
func (s *Server) streamEvents(c *fiber.Ctx, m ReadModel, f eventFilter) error {
	d, lim := s.deps.Reads, s.cfg.Reads
	if d.Events == nil {
		return errorf(wire.CodeServiceUnavailable, "the event stream is not configured on this server")
	}
	last := c.Get("Last-Event-ID")
	if last == "" {
		last = c.Query("lastEventId")
	}
	if last != "" && !readmodel.ValidStreamID(last) {
		return errorf(wire.CodeInvalidQuery, "Last-Event-ID %q is not an id this stream sent", last)
	}
	if last == "" {
		// A stream opened without a position starts at the stream's
		// tail and says so (X-Last-Event-ID): a client cut off before
		// its first event resumes from there without a gap. Read
		// before subscribing; the backlog covers what lands between.
		ctx, cancel := context.WithTimeout(c.UserContext(), streamReadTimeout)
		tail, err := m.StreamTail(ctx)
		cancel()
		if err != nil {
			return &Error{Code: wire.CodeServiceUnavailable, Message: "the event stream is unavailable; retry shortly", Err: err}
		}
		last = tail
		c.Set("X-Last-Event-ID", tail)
	}
	release, err := s.streams.acquire(s.client(c))
	if err != nil {
		return err
	}
	sub, err := d.Events.Subscribe(c.UserContext())
	if err != nil {
		release()
		return &Error{Code: wire.CodeServiceUnavailable, Message: "the event stream is unavailable; retry shortly", Err: err}
	}
	shutdown := c.Context().Done()
	log := s.log.WithField("request_id", requestID(c))
	c.Set(fiber.HeaderContentType, "text/event-stream")
	c.Set(fiber.HeaderCacheControl, "no-cache")
	c.Set("X-Accel-Buffering", "no")
	c.Status(fiber.StatusOK)
	// fasthttp runs the writer at once in its own goroutine, and ends it
	// (its writes fail) if the response is never sent, so release runs.
	c.Context().SetBodyStreamWriter(func(w *bufio.Writer) {
		defer release()
		defer sub.Close()
		st := sseStream{w: w, f: f, sent: last, gateway: s.cfg.GatewayURL}
		// Ask clients to reconnect after 2 s, and send the headers now.
		if st.comment("retry: 2000") != nil {
			return
		}
		if err := st.backlog(m); err != nil {
			log.WithField("err", err.Error()).Info("event stream resume failed")
			return
		}
		keep := time.NewTicker(lim.KeepAlive)
		defer keep.Stop()
		end := time.NewTimer(lim.StreamLifetime)
		defer end.Stop()
		for {
			select {
			case ev, ok := <-sub.Events():
				if !ok || st.send(ev) != nil {
					return
				}
			case <-keep.C:
				if st.comment(": keepalive") != nil {
					return
				}
			case <-end.C:
				return
			case <-shutdown:
				return
			}
		}
	})
	return nil
}

// sseStream writes one client's events.
type sseStream struct {
	w *bufio.Writer
	f eventFilter
	// sent is the last stream id handled (sent or filtered out).
	sent string
	// gateway is the base of the content URLs (Config.GatewayURL).
	gateway string
}

// comment writes a raw line (a comment or a field) and flushes.
func (st *sseStream) comment(line string) error {
	if _, err := st.w.WriteString(line + "\n\n"); err != nil {
		return err
	}
	return st.w.Flush()
}

// send writes ev if it is new and matches, and flushes.
func (st *sseStream) send(ev readmodel.StreamEvent) error {
	if st.sent != "" && !readmodel.StreamIDLess(st.sent, ev.StreamID) {
		return nil // already sent from the backlog
	}
	st.sent = ev.StreamID
	if !st.f.match(ev) {
		return nil
	}
	e := eventJSON(ev.Event, st.gateway)
	e.Removed = ev.Removed
	data, err := json.Marshal(e)
	if err != nil {
		return err
	}
	if _, err := st.w.WriteString("id: " + ev.StreamID + "\ndata: " + string(data) + "\n\n"); err != nil {
		return err
	}
	return st.w.Flush()
}

// backlog sends what the stream holds after st.sent.
func (st *sseStream) backlog(m ReadModel) error {
	for {
		ctx, cancel := context.WithTimeout(context.Background(), streamReadTimeout)
		evs, err := m.StreamAfter(ctx, st.sent, backlogPage)
		cancel()
		if err != nil {
			return err
		}
		for _, ev := range evs {
			if err := st.send(ev); err != nil {
				return err
			}
		}
		if len(evs) < backlogPage {
			return nil
		}
	}
}
