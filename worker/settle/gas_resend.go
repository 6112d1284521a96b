package settle

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/jobs"
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

// resendMargin is how long, in seconds, an authorization must stay valid
// past the head for a write to be sent again after running out of gas: a
// re-send that mined after validBefore would revert on the expired
// authorization, taking nothing but the operator's gas (the payer is not
// suspended for it: suspendAfter).
const resendMargin = 30

// timeLeft refuses a re-send of the write paid by pay when the head is
// within resendMargin of the authorization's validBefore: the job then
// answers as a write without re-sends does (tx_failed out of gas, nothing
// charged), which is final since no attempt of it is on its way. It runs
// only before a re-send's first signature (a recorded re-send is resumed
// whatever the time), so the answer follows from the records and the
// head's time, which only grows.
func (pw *PaidWrites) timeLeft(ctx context.Context, pay treasury.InkdTreasuryPayment) error {
	head, err := pw.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return fmt.Errorf("read the head before a re-send: %w", err)
	}
	if !resendInTime(head, pay) {
		return jobs.Fail(wire.CodeTxFailed, fmt.Sprintf("%s; the payment authorization expires too soon to send the write again with more gas; nothing was charged", outOfGas))
	}
	return nil
}

// resendInTime reports whether head leaves pay's authorization at least
// resendMargin seconds (a validBefore past 64 bits never expires).
func resendInTime(head *types.Header, pay treasury.InkdTreasuryPayment) bool {
	return !pay.ValidBefore.IsUint64() || head.Time+resendMargin < pay.ValidBefore.Uint64()
}
