package readmodel

import (
	"context"
	"strings"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/inkd/inkd/internal/testutil"
)

func TestHubDeliversAppliedAndRemovedEvents(t *testing.T) {
	eachBackend(t, func(t *testing.T, m *Model) { testHub(t, m, strings.HasSuffix(t.Name(), "/redis")) })
}

// testHub checks the hub on m; with checkLeaks no goroutine may outlive
// it (not on miniredis, whose server goroutines serve the hub's
// connection until the test's cleanup closes the client).
func testHub(t *testing.T, m *Model, checkLeaks bool) {
	if checkLeaks {
		defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	}
	ctx := context.Background()
	mustApply(t, m, block(1, "a", created(0, project(1, "old", true, false))), Canonical(testToken))
	h := NewHub(m, testutil.Logger(t))
	a, err := h.Subscribe(ctx)
	if err != nil {
		t.Fatal(err)
	}
	b, err := h.Subscribe(ctx)
	if err != nil {
		t.Fatal(err)
	}
	mustApply(t, m, block(2, "a", created(0, project(2, "new", false, false)), pushed(1, version(2, 0, "v1"))), Canonical(testToken))
	if _, err := m.Rewind(ctx, testToken, BlockRef{Number: 1, Hash: hash("a-1")}); err != nil {
		t.Fatal(err)
	}
	type seen struct {
		ID      string
		Public  bool
		Removed bool
	}
	want := []seen{{"2-0", false, false}, {"2-1", false, false}, {"2-1", false, true}, {"2-0", false, true}}
	for _, sub := range []*Subscription{a, b} {
		var got []seen
		timeout := time.After(10 * time.Second)
		for len(got) < len(want) {
			select {
			case ev := <-sub.Events():
				got = append(got, seen{ev.Event.ID, ev.Public, ev.Removed})
			case <-timeout:
				t.Fatalf("received %v, want %v", got, want)
			}
		}
		diffOrFail(t, "events", want, got)
	}
	a.Close()
	a.Close()
	if _, open := <-a.Events(); open {
		t.Fatal("closed subscription still open")
	}
	h.Close()
	if _, open := <-b.Events(); open {
		t.Fatal("subscription open after the hub closed")
	}
	if _, err := h.Subscribe(ctx); err != ErrHubClosed {
		t.Fatalf("subscribe after close: %v", err)
	}
}
