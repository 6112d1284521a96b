package worker

import (
	"strconv"
)

// A single paid write whose transaction ran out of gas on chain ran out of
// the limit the worker chose (estimate + 25 %), and took nothing: the
// whole call reverted, the payer's authorization is unused and still
// valid. The job then sends the same call again under a derived intent
// (gasIntent), estimated afresh and with at least twice the exhausted
// limit, up to maxGasResends times and never above the write's cap.
//
// Every attempt carries the same authorization, so at most one of them
// can ever take the payment (the token refuses a used nonce). Each attempt
// is its own transaction-manager intent, found by name: a re-delivered job
// walks the intents in order (the job's own, then /gas1, /gas2), resumes
// the first one that has a record and is not final with an out-of-gas
// receipt, and signs an attempt only when the intent has no record yet.
// What the job answers follows from the records alone, so every delivery
// answers the same.

// maxGasResends bounds the re-sends of a write that ran out of gas: after
// the last, it ends with tx_failed "out of gas", as a write without
// re-sends does.
const maxGasResends = 2

// gasIntentSuffix marks the intent of re-send n of a write (gasIntent).
const gasIntentSuffix = "/gas"

// gasIntent is the intent of re-send n (1, 2, …) of the write sent under
// intent; n = 0 is intent itself.
func gasIntent(intent string, n int) string {
	if n == 0 {
		return intent
	}
	return intent + gasIntentSuffix + strconv.Itoa(n)
}

// gasIntents are every intent the write under intent may be sent under,
// in the order its attempts are made.
func gasIntents(intent string) []string {
	out := make([]string, 0, maxGasResends+1)
	for n := range maxGasResends + 1 {
		out = append(out, gasIntent(intent, n))
	}
	return out
}

// resendFloor decides re-send n of a write whose previous attempt ran out
// of gas at limit exhausted, the write's cap being limit cap: the gas
// limit the re-send must have at least (twice the exhausted one, at most
// the cap), or ok false when no re-send is made: n beyond maxGasResends,
// or the exhausted limit already at the cap, where more gas cannot be
// given.
func resendFloor(n int, exhausted, cap uint64) (floor uint64, ok bool) {
	if n > maxGasResends || exhausted >= cap {
		return 0, false
	}
	return min(2*exhausted, cap), true
}
