package settle

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/batch"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/jobs"
)

// The verbs a Batcher folds writes with (its Settler): the settler checks
// each job, estimates and drives a batch's transaction, reads the outcomes
// from its receipt and gives each job its result, so that the Batcher
// decides only what goes together.

// Check runs job j's checks before its first signature (firstChecks) and
// simulates its own call: it returns that call with its gas limit
// (estimate + 25 %, within the job's cap). A revert is answered as a
// single write's would be; a used authorization is errAuthorizationUsed,
// for Result.
func (pw *PaidWrites) Check(ctx context.Context, j *Job) (txmgr.Candidate, error) {
	if err := pw.firstChecks(ctx, j.pay); err != nil {
		return txmgr.Candidate{}, err
	}
	gas, err := pw.preflight(ctx, j.paid, pw.gasCap(j))
	var rev *RevertError
	if errors.As(err, &rev) {
		return txmgr.Candidate{}, pw.reverted(ctx, j.pay.From, rev)
	}
	if err != nil {
		return txmgr.Candidate{}, err
	}
	return txmgr.Candidate{To: pw.cfg.Treasury, Data: j.paid, GasLimit: gas}, nil
}

// Estimate simulates a batch's call data to to (zero: the treasury) from a
// settler and returns its gas limit: the estimate + 25 %, at most
// MaxTxGas. A revert the contracts name is a *RevertError without a
// receipt; any other error says nothing about the batch.
func (pw *PaidWrites) Estimate(ctx context.Context, to common.Address, data []byte) (uint64, error) {
	gas, err := pw.simulate(ctx, pw.target(to), data)
	if err != nil {
		if name, ok := pw.reverts.Name(err); ok {
			return 0, &RevertError{Reason: name}
		}
		return 0, fmt.Errorf("estimate batch: %w", err)
	}
	return min(gas+gas/4, MaxTxGas), nil
}

// target is the contract a batch's call goes to: to, or the treasury (an
// executeBatch) when to is zero.
func (pw *PaidWrites) target(to common.Address) common.Address {
	if to == (common.Address{}) {
		return pw.cfg.Treasury
	}
	return to
}

// Drive makes sure the transaction of intent exists, signing data to to
// (zero: the treasury) with gas as its call when no record does (a crash
// may have come between storing a batch and signing it), calls sent once it is on its way (or
// cannot be), and waits for the final receipt, applied to the read model.
// It reads the record once and broadcasts once: Send signs and broadcasts
// a new record, or re-broadcasts a stored one. A revert is a *RevertError;
// a nonce used by another transaction for good is ErrSuperseded; a node's
// refusal for good waits (ErrTxUnresolved) until the record's nonce is
// filled, then is ErrSuperseded too.
func (pw *PaidWrites) Drive(ctx context.Context, intent string, to common.Address, data []byte, gas uint64, sent func()) (*types.Receipt, error) {
	log := JobLog(ctx, pw.log).WithField("task_id", intent)
	rec, err := pw.txm.Send(ctx, intent, txmgr.Candidate{To: pw.target(to), Data: data, GasLimit: gas})
	sent()
	var rcpt *types.Receipt
	switch {
	case err == nil:
		rcpt, err = pw.await(ctx, log, intent, data)
	case rec == nil:
		return nil, fmt.Errorf("send %s: %w", intent, err)
	default:
		err = sendFailed(log, err)
	}
	if err == nil {
		return rcpt, nil
	}
	if r, gerr := pw.txm.Get(ctx, intent); gerr == nil {
		switch {
		case r.State == txmgr.StateFailed:
			return nil, fmt.Errorf("%s: %w", intent, ErrSuperseded)
		case r.Failure == txmgr.FailRejected:
			// A node refused the transaction for good (a gas limit above a
			// block gas limit that shrank after the plan, …). The
			// transaction manager fills its nonce; until that filler is
			// final a node that took it earlier could still mine it, so
			// its jobs wait (uncounted), then go on (StateFailed, above).
			return nil, fmt.Errorf("%w: %s was rejected (%v); its nonce is being filled", ErrTxUnresolved, intent, err)
		}
	}
	return nil, err
}

// ErrSuperseded is a transaction whose nonce another transaction used for
// good: it never lands, and a batch's jobs go on alone.
var ErrSuperseded = errors.New("the transaction was superseded before it was mined")

// Outcomes reads the outcomes of the writes paid under keys from rcpt, a
// batch's or a single write's receipt, by (payer, nonce): never by the
// position of an event.
func (pw *PaidWrites) Outcomes(rcpt *types.Receipt, keys []batch.Key) ([]batch.Outcome, error) {
	return batch.Match(rcpt, pw.cfg.Addresses, keys, pw.reverts)
}

// Result is job j's answer once its write ended: o, its outcome in rcpt
// (a batch's receipt), when err is nil and o is known; otherwise what its
// own write returned, rcpt or err. A write that landed answers its 201
// body; a failure mined on chain has its authorization voided first
// (settleFailed), and a used authorization is settled from the chain
// (settleUsed: a write of ours, or the payment taken outside inkd completed
// as prepaid or refunded); any other error passes. The job's spend hold is
// released once the answer is final.
func (pw *PaidWrites) Result(ctx context.Context, j *Job, rcpt *types.Receipt, o *batch.Outcome, err error) (json.RawMessage, error) {
	out, err := pw.result(ctx, j, rcpt, o, err)
	pw.ended(ctx, j.pay, err)
	return out, err
}

func (pw *PaidWrites) result(ctx context.Context, j *Job, rcpt *types.Receipt, o *batch.Outcome, err error) (json.RawMessage, error) {
	if err == nil && o != nil {
		if o.Landed {
			return pw.body(j, rcpt, *o)
		}
		// What a single write answers for the same revert (a balance
		// spent since the checks is payment_invalid, as the API answers
		// it before queueing), once its authorization is voided.
		err = exposed(pw.reverted(ctx, j.pay.From, &RevertError{Reason: o.Reason, Receipt: rcpt}), o.Reason)
		rcpt = nil
	}
	rcpt, err = pw.settleWrite(ctx, j, rcpt, err)
	if err != nil {
		return nil, err
	}
	landed, err := pw.landedIn(rcpt, j.pay)
	if err != nil {
		return nil, err
	}
	return pw.body(j, rcpt, landed)
}

// outcomeOf reads the outcome of the write paid by pay from rcpt. A
// receipt that does not tell is an internal failure, never a guess.
func (pw *PaidWrites) outcomeOf(rcpt *types.Receipt, pay treasury.InkdTreasuryPayment) (batch.Outcome, error) {
	outs, err := pw.Outcomes(rcpt, []batch.Key{{Payer: pay.From, Nonce: pay.Nonce}})
	if err != nil {
		return batch.Outcome{}, jobs.Fail(wire.CodeInternal, err.Error())
	}
	return outs[0], nil
}

// landedIn is outcomeOf for a receipt that took the payment: its write must
// be there.
func (pw *PaidWrites) landedIn(rcpt *types.Receipt, pay treasury.InkdTreasuryPayment) (batch.Outcome, error) {
	o, err := pw.outcomeOf(rcpt, pay)
	if err == nil && !o.Landed {
		err = jobs.Fail(wire.CodeInternal, "transaction "+rcpt.TxHash.Hex()+" took the payment without its write")
	}
	return o, err
}

// Mined marks failure, the final failure of a job whose batch reverted as
// a whole on chain, as a failure after a mined transaction: Result voids
// its authorization first.
func Mined(failure error) error { return &minedFailure{failure: failure} }

// PaymentKeys are the payments rc's treasury logs name, landed or failed:
// the writes a transaction carries (batch.Keys).
func (pw *PaidWrites) PaymentKeys(rc *types.Receipt) []batch.Key {
	return batch.Keys(rc, pw.cfg.Addresses)
}

// ResultOf is the 201 body of the landed write o as rc tells it: a
// multi-push's when versions is set, else a create's or a single push's.
func (pw *PaidWrites) ResultOf(rc *types.Receipt, o batch.Outcome, versions bool) (json.RawMessage, error) {
	switch {
	case o.Created != nil:
		return createResult(rc, o.Created)
	case versions:
		return pw.multiPushAnswer(rc, treasury.InkdTreasuryPayment{From: o.Key.Payer, Nonce: o.Key.Nonce})
	case len(o.Pushed) == 1:
		return pw.pushResult(rc, o.Pushed[0])
	}
	return nil, fmt.Errorf("payment %s landed with %d versions for a single push", o.Key, len(o.Pushed))
}
