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
		{"only those that reported the best head", []state{{head: 9}, {head: 11}, {head: 11}}, []int{1, 2}},
		{"within the lag the pool trusts is not enough", []state{{head: 10}, {head: 12}}, []int{1}},
		{"no head reported: left out", []state{{}, {head: 10}}, []int{1}},
		{"down ones last, soonest back first", []state{{head: 10, downUntil: now.Add(3 * time.Second)}, {head: 10, downUntil: now.Add(time.Second)}, {head: 10}}, []int{2, 1, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, atBest(tc.states, now, bestHead(tc.states))); diff != "" {
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
