package rpcpool

import (
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestOrder(t *testing.T) {
	now := time.Unix(1000, 0)
	down := now.Add(time.Second)
	for _, tc := range []struct {
		name   string
		states []state
		strict bool
		want   []int
	}{
		{"all fresh keep the configured order", []state{{head: 10}, {head: 10}, {}}, false, []int{0, 1, 2}},
		{"a down provider goes last", []state{{head: 10, downUntil: down}, {head: 10}}, false, []int{1, 0}},
		{"down ones sorted by return", []state{{downUntil: now.Add(3 * time.Second)}, {downUntil: now.Add(time.Second)}}, false, []int{1, 0}},
		{"behind after fresh", []state{{head: 5}, {head: 10}}, false, []int{1, 0}},
		{"within the lag is fresh", []state{{head: 7}, {head: 10}}, false, []int{0, 1}},
		{"strict skips behind", []state{{head: 5}, {head: 10}}, true, []int{1}},
		{"strict skips behind even when down", []state{{head: 5, downUntil: down}, {head: 10, downUntil: down}}, true, []int{1}},
		{"a down fresh provider is still a last resort", []state{{head: 10, downUntil: down}}, true, []int{0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, order(tc.states, now, 3, tc.strict)); diff != "" {
				t.Errorf("order (-want +got):\n%s", diff)
			}
		})
	}
}

func TestAtBest(t *testing.T) {
	now := time.Unix(1000, 0)
	for _, tc := range []struct {
		name   string
		states []state
		want   []int
	}{
		{"only those that reported the best head", []state{{cur: 9}, {cur: 11}, {cur: 11}}, []int{1, 2}},
		{"within the lag the pool trusts is not enough", []state{{cur: 10}, {cur: 12}}, []int{1}},
		{"no head reported: left out", []state{{}, {cur: 10}}, []int{1}},
		{"down ones last, soonest back first", []state{{cur: 10, downUntil: now.Add(3 * time.Second)}, {cur: 10, downUntil: now.Add(time.Second)}, {cur: 10}}, []int{2, 1, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, atBest(tc.states, now, judgeView(tc.states, highWater{}, now).at)); diff != "" {
				t.Errorf("atBest (-want +got):\n%s", diff)
			}
		})
	}
}

func TestStateBackoffDoublesToMax(t *testing.T) {
	now := time.Unix(1000, 0)
	var s state
	var got []time.Duration
	for range 5 {
		s.failed(now, 100*time.Millisecond, 500*time.Millisecond)
		got = append(got, s.downUntil.Sub(now))
	}
	want := []time.Duration{100 * time.Millisecond, 200 * time.Millisecond, 400 * time.Millisecond, 500 * time.Millisecond, 500 * time.Millisecond}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("down for (-want +got):\n%s", diff)
	}
	s.succeeded()
	if s.fails != 0 || !s.downUntil.IsZero() {
		t.Errorf("after success: %+v", s)
	}
}

func TestPickSendErrorPrefersAnAnswer(t *testing.T) {
	transport := errors.New("dial tcp: connection refused")
	answer := rpcError{code: -32000, msg: "nonce too low: next nonce 5, tx nonce 4"}
	got := pickSendError([]sendResult{{0, transport}, {1, answer}, {2, rpcError{code: -32000, msg: "other"}}})
	if got.i != 1 {
		t.Errorf("picked provider %d (%v), want 1 (the node's answer)", got.i, got.err)
	}
}

// rpcError is a JSON-RPC error answer (it satisfies rpc.Error).
type rpcError struct {
	code int
	msg  string
}

func (e rpcError) Error() string  { return e.msg }
func (e rpcError) ErrorCode() int { return e.code }

func TestJudgeView(t *testing.T) {
	now := time.Unix(1000, 0)
	seen := func(head uint64, ago time.Duration) highWater { return highWater{head: head, at: now.Add(-ago)} }
	down := now.Add(time.Second)
	for _, tc := range []struct {
		name   string
		states []state
		high   highWater
		want   view
	}{
		{"at the mark: read there", []state{{cur: 10}}, seen(10, 0), view{at: 10}},
		{"past the mark: read at the newest", []state{{cur: 9}, {cur: 12}}, seen(10, 0), view{at: 12}},
		{"one provider below the mark: stale", []state{{cur: 7}}, seen(10, time.Second), view{at: 7, stale: true}},
		{"every provider below the mark: stale", []state{{cur: 7}, {cur: 9}}, seen(10, 0), view{at: 9, stale: true}},
		// A provider that failed the last poll keeps its last report: the
		// read goes to it (after the others), never to "latest", which a
		// lagging one answers from older state.
		{"the one at the mark failed the last poll: read at the mark", []state{{cur: 10, downUntil: down}, {cur: 8}}, seen(10, 0), view{at: 10}},
		{"no head reported: read at the latest", []state{{}, {}}, seen(10, 0), view{}},
		{"nothing seen yet", []state{{cur: 3}}, highWater{}, view{at: 3}},
		{"mark out of reach just under the limit: stale", []state{{cur: 3}}, seen(10, ForgetHighAfter-time.Millisecond), view{at: 3, stale: true}},
		{"mark out of reach for the limit: forget it", []state{{cur: 3}}, seen(10, ForgetHighAfter), view{at: 3, forget: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, judgeView(tc.states, tc.high, now), cmp.AllowUnexported(view{})); diff != "" {
				t.Errorf("judgeView (-want +got):\n%s", diff)
			}
		})
	}
}

// A mark is kept at the highest head reported and when it was last
// reached; a lower report leaves it as it is.
func TestHighWaterOnlyRises(t *testing.T) {
	t0 := time.Unix(1000, 0)
	var h highWater
	h.saw(10, t0)
	h.saw(7, t0.Add(time.Second))
	if h != (highWater{10, t0}) {
		t.Fatalf("after 10 then 7: %+v", h)
	}
	h.saw(10, t0.Add(2*time.Second))
	if h != (highWater{10, t0.Add(2 * time.Second)}) {
		t.Fatalf("after 10 again: %+v", h)
	}
}
