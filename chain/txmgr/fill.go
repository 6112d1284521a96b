package txmgr

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// A rejected intent would jam its key: nobody else may use its nonce, so
// every later nonce of the key waits behind it in the nodes' pools. fill
// ends that. It marks the intent failed (FailRejected) and, in the same
// fenced write, stores a filler attempt: a 0-value transfer from the key to
// itself at the record's nonce with 21000 gas, priced to replace any attempt
// of the intent a pool may still hold. Only then is the filler broadcast.
// From there on the record is driven like any other: its latest attempt (the
// filler) is rebroadcast and bumped, receipts are looked up for every
// attempt, reorgs are followed; a final filler makes the record
// StateFailed.
//
// Crash points, all recovered by the next Send, Wait or monitor step:
//   - after the node's refusal was recorded (LastSendResult "rejected"),
//     before the filler was stored: needsFill holds, and the step fills the
//     nonce without sending the refused bytes again;
//   - after the filler was stored, before it was broadcast: it was never
//     broadcast (LastBroadcastAt is zero), so the next step sends it at once;
//   - after the broadcast: an ordinary unconfirmed record.
//
// Racing fills (two processes, or Wait and the monitor) take the key's lock
// in turn and re-read the record; the second sees the filler and signs
// nothing.

// fillerCall is the call of a filler for key from.
func fillerCall(from common.Address) Candidate {
	return Candidate{To: from, GasLimit: minTxGas}
}

// fill makes the rejected intent of r fail and fills its nonce (see above),
// then broadcasts the filler. rej is the refusal. It returns the stored
// record and the intent's *RejectedError, also when another caller filled
// the nonce first. When the filler cannot be stored yet (an RPC or Redis
// failure, a key this Manager does not hold), the failure is logged and the
// *RejectedError still returned: the record keeps needsFill, and the next
// step tries again.
func (m *Manager) fill(ctx context.Context, r *Record, rej Rejection) (*Record, error) {
	if rej.Error == "" {
		rej.Error = "rejected by node"
	}
	rejErr := &RejectedError{IntentID: r.IntentID, TxHash: rej.TxHash, Err: errors.New(rej.Error)}
	stored, err := m.attachFiller(ctx, r, rej)
	if err != nil {
		if ctx.Err() == nil {
			m.txLogger(r).WithError(err).Warn("filler for rejected intent not stored, will retry")
		}
		return r, rejErr
	}
	if !stored.filling() || stored.Err() == nil {
		// Mined meanwhile, or an attempt of the intent is the mined one.
		return stored, stored.Err()
	}
	if a, _ := stored.latest(); stored.LastBroadcastAt.IsZero() && stored.State != StateMined {
		sent, err := m.broadcastLatest(ctx, stored)
		if err != nil && ctx.Err() == nil {
			m.txLogger(sent).WithError(err).WithField("tx_hash", a.Hash.Hex()).Warn("broadcast filler")
		}
		stored = sent
	}
	return stored, rejErr
}

// attachFiller signs a filler for r under the key's lock and stores it
// together with the failure, unless the record no longer may be filled
// (filled already, mined, terminal); it then returns the fresh record.
func (m *Manager) attachFiller(ctx context.Context, r *Record, rej Rejection) (*Record, error) {
	if _, ok := m.keys[r.From]; !ok {
		return r, fmt.Errorf("fill intent %q: %s: %w", r.IntentID, r.From, ErrUnknownKey)
	}
	sug, err := m.suggestFees(ctx)
	if err != nil {
		return r, fmt.Errorf("fill intent %q: %w", r.IntentID, err)
	}
	l, err := m.lock(ctx, r.From)
	if err != nil {
		return r, err
	}
	defer m.unlock(l)
	fresh, err := m.store.get(ctx, r.IntentID)
	if err != nil {
		return r, err
	}
	if !fresh.mayFill() {
		return fresh, nil
	}
	f := fillerFees(fresh.Attempts, sug, m.cfg.MaxFeeCap)
	a, err := m.signCall(fresh, fillerCall(fresh.From), f)
	if err != nil {
		return fresh, err
	}
	a.Filler = true
	filled := false
	stored, err := m.mutate(ctx, r.IntentID, l, func(x *Record) bool {
		filled = false
		if !x.mayFill() {
			return false
		}
		filled = true
		x.Attempts = append(x.Attempts, a)
		x.Failure = FailRejected
		rej := rej
		x.Rejection = &rej
		// Never broadcast: the next step sends it at once, even if this
		// process stops right after the write.
		x.LastBroadcastAt = time.Time{}
		x.LastSendResult, x.LastSendError = "", ""
		return true
	})
	if err != nil {
		return fresh, err
	}
	if filled {
		m.metrics.TxRejected()
		m.txLogger(stored).WithFields(map[string]any{
			"rejected": rej.TxHash.Hex(), "gas_tip_cap": f.tip, "gas_fee_cap": f.cap,
		}).Error("intent rejected, filler stored for its nonce")
	}
	return stored, nil
}

// fillerFees prices a filler: the fees of a first attempt now, raised to at
// least bumpMin of the highest tip and fee cap among the intent's attempts,
// so that the filler replaces whichever of them a pool still holds. No bump
// limit applies (a filler costs 21000 gas), only maxFeeCap (nil: none); when
// it keeps the filler from outbidding a pooled attempt, that attempt is
// valid, will be mined, and the record follows the chain.
func fillerFees(attempts []Attempt, s feeSuggestion, maxFeeCap *big.Int) fees {
	f := initialFees(s, nil)
	for _, a := range attempts {
		f.tip = maxBig(f.tip, bumpMin(a.GasTipCap))
		f.cap = maxBig(f.cap, bumpMin(a.GasFeeCap))
	}
	if f.tip.Cmp(f.cap) > 0 {
		f.cap = new(big.Int).Set(f.tip)
	}
	if maxFeeCap != nil && f.cap.Cmp(maxFeeCap) > 0 {
		f.cap = new(big.Int).Set(maxFeeCap)
	}
	if f.tip.Cmp(f.cap) > 0 {
		f.tip = new(big.Int).Set(f.cap)
	}
	return f
}

// recordedRejection is the refusal a needsFill record holds: its latest
// attempt and the node's answer to its last broadcast.
func (r *Record) recordedRejection() Rejection {
	a, _ := r.latest()
	return Rejection{TxHash: a.Hash, Error: r.LastSendError, At: r.LastBroadcastAt}
}
