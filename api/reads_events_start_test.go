package api

import (
	"testing"

	"github.com/inkd/inkd/chain/readmodel"
)

// A stream opened without Last-Event-ID names its starting position
// (X-Last-Event-ID): a client cut off before any event arrived resumes
// from it and gets what landed meanwhile, nothing older.
func TestEventStreamNamesItsStart(t *testing.T) {
	f := newReadFixture(t)
	s := f.server(t, nil)
	base := "http://" + serveOn(t, s) + "/v1/events"

	first := openStream(t, base, "")
	start := first.resp.Header.Get("X-Last-Event-ID")
	if !readmodel.ValidStreamID(start) {
		t.Fatalf("X-Last-Event-ID %q is not a stream id", start)
	}
	first.resp.Body.Close() // cut before any event
	f.apply(t, 30, createdChange(0, 7, "during-the-cut", true, false))

	resumed := openStream(t, base, start)
	if h := resumed.resp.Header.Get("X-Last-Event-ID"); h != "" {
		t.Errorf("a resumed stream names a start %q", h)
	}
	ev := resumed.next(t)
	if ev.Data.Name != "during-the-cut" || !readmodel.StreamIDLess(start, ev.ID) {
		t.Fatalf("resumed from the named start with %+v, want the project created during the cut", ev)
	}
}
