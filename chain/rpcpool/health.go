package rpcpool

import (
	"sort"
	"time"
)

// state is what the pool knows of one provider.
type state struct {
	// fails counts transient failures since the last success.
	fails int
	// downUntil is when a failed provider may be asked again first.
	downUntil time.Time
	// downSince is when the run of failures counted in fails began; zero
	// while fails is zero.
	downSince time.Time
	// head is the highest block number the provider reported, and headAt
	// when; zero until it reports one.
	head   uint64
	headAt time.Time
	// cur is the head the provider reported last, which may be lower than
	// head when it serves older state for a while (a lagging node behind
	// a load balancer).
	cur uint64
}

// failed records a transient failure at now: the provider is down for
// base doubled per failure in a row, at most max.
func (s *state) failed(now time.Time, base, max time.Duration) {
	if s.fails == 0 {
		s.downSince = now
	}
	s.fails++
	d := base
	for i := 1; i < s.fails && d < max; i++ {
		d *= 2
	}
	s.downUntil = now.Add(min(d, max))
}

// succeeded records an answer: the provider is up.
func (s *state) succeeded() {
	s.fails = 0
	s.downUntil = time.Time{}
	s.downSince = time.Time{}
}

// sawHead records a head the provider reported.
func (s *state) sawHead(n uint64, now time.Time) {
	s.cur = n
	if n >= s.head {
		s.head, s.headAt = n, now
	}
}

// tier ranks a provider for the next call: fresh and up first, then up
// but behind, then down.
type tier int

const (
	tierFresh tier = iota
	tierBehind
	tierDown
)

// behind reports whether s trails the best head by more than maxLag
// blocks. A provider that has not reported a head is not known to be
// behind.
func (s state) behind(best, maxLag uint64) bool {
	return s.head != 0 && best > s.head+maxLag
}

func (s state) tier(now time.Time, best, maxLag uint64) tier {
	switch {
	case now.Before(s.downUntil):
		return tierDown
	case s.behind(best, maxLag):
		return tierBehind
	default:
		return tierFresh
	}
}

// bestHead is the highest head any provider reported.
func bestHead(states []state) uint64 {
	var best uint64
	for _, s := range states {
		best = max(best, s.head)
	}
	return best
}

// order lists the providers to try for one call, best first: fresh ones in
// the configured order, then (unless strict) those behind, then those
// down, soonest back first. A strict call (one whose answer decides money)
// never goes to a provider that is behind, even as a last resort.
func order(states []state, now time.Time, maxLag uint64, strict bool) []int {
	best := bestHead(states)
	var fresh, behind, down []int
	for i, s := range states {
		switch s.tier(now, best, maxLag) {
		case tierFresh:
			fresh = append(fresh, i)
		case tierBehind:
			if !strict {
				behind = append(behind, i)
			}
		default:
			if !strict || !s.behind(best, maxLag) {
				down = append(down, i)
			}
		}
	}
	sort.SliceStable(down, func(a, b int) bool { return states[down[a]].downUntil.Before(states[down[b]].downUntil) })
	return append(append(fresh, behind...), down...)
}

// atBest lists the providers to ask for a read at block best: those whose
// last report was a head of at least best (they hold that block), up ones first
// in the configured order, then those down, soonest back first. A
// provider that reported less, or no head, is left out: it may not have
// the block yet.
func atBest(states []state, now time.Time, best uint64) []int {
	var up, down []int
	for i, s := range states {
		switch {
		case s.cur == 0 || s.cur < best:
		case now.Before(s.downUntil):
			down = append(down, i)
		default:
			up = append(up, i)
		}
	}
	sort.SliceStable(down, func(a, b int) bool { return states[down[a]].downUntil.Before(states[down[b]].downUntil) })
	return append(up, down...)
}
