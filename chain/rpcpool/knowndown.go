package rpcpool

import (
	"errors"
	"time"
)

// ErrKnownDown marks the error of a call that gave up after one attempt at
// each provider because every one was known down (probeOnce); it wraps the
// provider's error, which stays transient. A caller may tell by it that
// the chain has been unreachable for more than a whole budget already, and
// space its retries rather than count them as failures.
var ErrKnownDown = errors.New("rpcpool: every provider is known down")

// knownDown reports whether the pool knows the provider to be down at now:
// every time the pool asked it (calls and head polls) for at least
// retryFor it failed, and the last failure still holds it down (downUntil
// has not passed). A shorter run of failures is a blip, which a call's
// budget is there to ride out; a down mark that has run out is old news.
func (s state) knownDown(now time.Time, retryFor time.Duration) bool {
	return s.fails > 0 && now.Before(s.downUntil) && now.Sub(s.downSince) >= retryFor
}

// probeOnce decides, before a call makes its first attempt, whether it
// asks each provider once and gives up when none answers, instead of
// trying round after round for retryFor: only when every provider is
// known down. The chain has then been unreachable for longer than a whole
// budget already, so waiting out another one only holds the caller (a
// job that will be retried anyway, a reader waiting for a 503), while one
// attempt per provider still notices a provider that came back. While any
// provider is not known down the call keeps its budget, as a provider's
// blip is what the budget is for.
func probeOnce(states []state, now time.Time, retryFor time.Duration) bool {
	for _, s := range states {
		if !s.knownDown(now, retryFor) {
			return false
		}
	}
	return len(states) > 0
}
