package client

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestSSEReader(t *testing.T) {
	in := "retry: 2000\n\n: keepalive\n\nid: 5-0\n\nid: 7-1\r\ndata: {\"a\":1}\r\n\r\ndata: x\ndata: y\n\nid: bad\x00\ndata: z\n\n"
	r := newSSEReader(strings.NewReader(in), nil)
	var got []sseFrame
	for {
		f, err := r.next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, f)
	}
	want := []sseFrame{
		{retry: 2 * time.Second},
		{id: "5-0", hasID: true},
		{id: "7-1", hasID: true, data: `{"a":1}`},
		{data: "x\ny"},
		{data: "z"},
	}
	if d := cmp.Diff(want, got, cmp.AllowUnexported(sseFrame{})); d != "" {
		t.Fatalf("frames (-want +got):\n%s", d)
	}
	for _, tc := range []struct {
		a, b string
		less bool
	}{{"1-0", "1-1", true}, {"1-9", "2-0", true}, {"2-0", "10-0", true}, {"3-3", "3-3", false}, {"4-0", "3-9", false}} {
		if got := streamIDLess(tc.a, tc.b); got != tc.less {
			t.Errorf("streamIDLess(%s, %s) = %v", tc.a, tc.b, got)
		}
	}
}

// sseEvent is one event as the API streams it.
func sseEvent(id string, n int) string {
	return fmt.Sprintf("id: %s\ndata: {\"id\":\"%d-0\",\"type\":\"version_pushed\",\"projectId\":\"1\",\"versionIndex\":\"%d\"}\n\n", id, n, n)
}

// Events hands every event to fn exactly once across connections the
// server cuts, one that stalls and one it ends: each reconnection names
// the last event handled, and events sent again are skipped.
func TestEventsResumeWithoutDuplicates(t *testing.T) {
	var mu sync.Mutex
	var lastIDs []string
	conn := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		conn++
		n := conn
		lastIDs = append(lastIDs, r.Header.Get("Last-Event-ID"))
		mu.Unlock()
		if r.Header.Get("Accept") != "text/event-stream" || r.URL.Query().Get("projectId") != "1" {
			http.Error(w, `{"error":"invalid_query","message":"bad stream request"}`, http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "text/event-stream")
		fl := w.(http.Flusher)
		write := func(s string) {
			_, _ = io.WriteString(w, s)
			fl.Flush()
		}
		switch n {
		case 1: // two events, then the connection drops mid-event
			write("retry: 10\n\n: keepalive\n\n" + sseEvent("100-0", 1) + sseEvent("100-1", 2) + "id: 101-0\ndata: {\"id\"")
			hj, _ := w.(http.Hijacker)
			c, _, _ := hj.Hijack()
			c.Close()
		case 2: // an old event again, a new one, then silence
			write(sseEvent("100-1", 2) + sseEvent("101-0", 3))
			<-r.Context().Done()
		case 3: // the server names its position, sends one more and ends
			write(sseEvent("101-0", 3) + "id: 102-0\n\n" + sseEvent("103-0", 4))
		default:
			write(sseEvent("104-0", 5))
			<-r.Context().Done()
		}
	}))
	defer srv.Close()
	c, err := New(Config{BaseURL: srv.URL, Backoff: 5 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var got []string
	var reconnects int
	done := errors.New("done")
	err = c.Events(ctx, EventStream{
		ProjectID:   "1",
		IdleTimeout: 300 * time.Millisecond,
		OnConnect: func(again bool) {
			if again {
				reconnects++
			}
		},
	}, func(ev Event) error {
		got = append(got, ev.StreamID+"="+ev.VersionIndex)
		if ev.VersionIndex == "5" {
			return done
		}
		return nil
	})
	if !errors.Is(err, done) {
		t.Fatalf("Events returned %v, want the handler's error", err)
	}
	if d := cmp.Diff([]string{"100-0=1", "100-1=2", "101-0=3", "103-0=4", "104-0=5"}, got); d != "" {
		t.Errorf("events (-want +got):\n%s", d)
	}
	mu.Lock()
	if d := cmp.Diff([]string{"", "100-1", "101-0", "103-0"}, lastIDs); d != "" {
		t.Errorf("Last-Event-ID of each connection (-want +got):\n%s", d)
	}
	mu.Unlock()
	if reconnects != 3 {
		t.Errorf("%d reconnections, want 3", reconnects)
	}

	// A refused stream is an error at once, not a retry loop.
	err = c.Events(ctx, EventStream{}, func(Event) error { return nil })
	var ae *APIError
	if !errors.As(err, &ae) || ae.Code != "invalid_query" {
		t.Fatalf("refused stream: %v", err)
	}
}

// A stream cut before its first event resumes from the position the
// server named (X-Last-Event-ID), so what landed meanwhile is not lost.
func TestEventsResumeFromTheNamedStart(t *testing.T) {
	var mu sync.Mutex
	var lastIDs []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		lastIDs = append(lastIDs, r.Header.Get("Last-Event-ID"))
		n := len(lastIDs)
		mu.Unlock()
		w.Header().Set("Content-Type", "text/event-stream")
		if n == 1 {
			w.Header().Set("X-Last-Event-ID", "42-0")
			_, _ = io.WriteString(w, ": keepalive\n\n")
			return // cut before any event
		}
		_, _ = io.WriteString(w, sseEvent("43-0", 1))
	}))
	defer srv.Close()
	c, err := New(Config{BaseURL: srv.URL, Backoff: 5 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	done := errors.New("done")
	err = c.Events(ctx, EventStream{}, func(ev Event) error { return done })
	if !errors.Is(err, done) {
		t.Fatalf("Events: %v", err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(lastIDs) < 2 || lastIDs[1] != "42-0" {
		t.Fatalf("Last-Event-ID of each connection %q, want the second to resume from 42-0", lastIDs)
	}
}
