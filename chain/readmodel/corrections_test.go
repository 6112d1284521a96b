package readmodel

import (
	"context"
	"encoding/json"
	"testing"
)

// A write_corrected event reaches the live stream after the chain's own
// events, public when its project is, and stays out of the listing; other
// types are refused.
func TestWriteCorrectedOnTheStreamOnly(t *testing.T) {
	eachBackend(t, func(t *testing.T, m *Model) {
		ctx := context.Background()
		mustApply(t, m, block(1, "a", created(0, project(1, "alpha", true, false)), created(1, project(2, "beta", false, false))), Canonical(testToken))
		tail, err := m.StreamTail(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, id := range []string{"1", "2"} {
			ev := Event{ID: "5-pay_" + id, Type: EventWriteCorrected, ProjectID: id, BlockNumber: 5, JobID: "pay_" + id,
				Previous: json.RawMessage(`{"projectId":"9"}`), Result: json.RawMessage(`{"projectId":"` + id + `"}`)}
			if err := m.AppendWriteCorrected(ctx, ev); err != nil {
				t.Fatal(err)
			}
		}
		got, err := m.StreamAfter(ctx, tail, 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 2 || got[0].Event.JobID != "pay_1" || !got[0].Public || got[1].Public || string(got[1].Event.Previous) != `{"projectId":"9"}` {
			t.Fatalf("stream after the corrections = %+v", got)
		}
		page, err := m.Events(ctx, EventQuery{Limit: 10})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range page.Events {
			if e.Type == EventWriteCorrected {
				t.Fatalf("write_corrected in the listing: %+v", e)
			}
		}
		if err := m.AppendWriteCorrected(ctx, Event{Type: EventVersionPushed}); err == nil {
			t.Fatal("a version_pushed event appended as a correction")
		}
	})
}
