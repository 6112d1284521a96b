package rpcpool

import (
	"errors"
	"time"
)

// ForgetHighAfter is how long the pool keeps the highest head it has seen
// when no provider reaches it any more. Heads only grow on this chain, so
// a provider that reports less than was seen before serves older state,
// and a read that must see the newest state waits for one that has it.
// But a development chain restarted from genesis, or a provider that once
// reported a bogus head, would leave that mark out of reach for good and
// every such read would fail: after a minute with no provider at the mark
// the pool forgets it and takes the heads it is told again. A provider
// that lags that long is an outage the operator sees anyway.
const ForgetHighAfter = time.Minute

// ErrStaleView is returned by a read that must see the newest state when
// every provider that answers serves a state older than a head already
// seen, for the whole of the call's budget. It is the chain being
// unreachable for that call (the API answers rpc_error, a job retries),
// never an answer about what the chain holds.
var ErrStaleView = errors.New("rpcpool: every provider serves a state older than a head already seen")

// highWater is the highest head any provider of the pool reported, and
// when one last reported at least that.
type highWater struct {
	head uint64
	at   time.Time
}

// saw notes a head a provider reported at now.
func (h *highWater) saw(n uint64, now time.Time) {
	if n >= h.head {
		h.head, h.at = n, now
	}
}

// view is what a read at the newest state may do now.
type view struct {
	// at is the block to read at: the newest head a provider reported
	// last; zero when none has reported one.
	at uint64
	// stale: at is below the high-water mark; wait and poll again.
	stale bool
	// forget: the mark has been out of reach for ForgetHighAfter; the
	// pool drops it and reads at at.
	forget bool
}

// judgeView decides, from the providers' last reports, the high-water mark
// and the time, where a read that must see the newest state goes: at the
// newest head a provider reported last, unless that head is below
// the mark (the providers serve older state than was seen: stale) and the
// mark is not yet old enough to forget.
func judgeView(states []state, high highWater, now time.Time) view {
	var v view
	for _, s := range states {
		v.at = max(v.at, s.cur)
	}
	switch {
	case v.at == 0 || v.at >= high.head:
	case now.Sub(high.at) >= ForgetHighAfter:
		v.forget = true
	default:
		v.stale = true
	}
	return v
}
