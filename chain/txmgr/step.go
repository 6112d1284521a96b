package txmgr

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/internal/failpoint"
)

// step moves one unconfirmed record forward once, given a view of its key
// taken before the call. Wait and the monitor both call it, possibly at the
// same time in several processes: every write is a compare-and-set on the
// record, and every new signature happens under the key's fenced lock after
// re-reading the record, so racing steps agree.
//
// The nonce is read before the receipts, so "nonce used and none of our
// receipts" is never the result of a transaction mined between the two
// reads.
func (m *Manager) step(ctx context.Context, r *Record, v chainView) (*Record, error) {
	if r.State.terminal() {
		return r, nil
	}
	if len(r.Attempts) == 0 {
		r, err := m.signFirst(ctx, r)
		if err != nil {
			return r, err
		}
		return m.broadcastLatest(ctx, r)
	}
	if r.State == StateMined && v.minedNonce <= r.Nonce {
		// The view may predate the write that marked the record mined (the
		// monitor takes one view per key for many records): look again
		// before calling it a reorg.
		fresh, err := m.view(ctx, r.From)
		if err != nil {
			return r, err
		}
		v = fresh
	}
	if v.minedNonce > r.Nonce {
		rc, err := m.findReceipt(ctx, r)
		if err != nil {
			return r, err
		}
		if rc != nil {
			return m.markMined(ctx, r, rc, v.head)
		}
		if r.State == StateMined {
			// No receipt, but is the block we saw it in still canonical? Then
			// the node serving receipts lags; wait for it.
			replaced, err := m.blockReplaced(ctx, r)
			if err != nil || !replaced {
				return r, err
			}
		}
		return m.nonceUsedElsewhere(ctx, r, v)
	}
	if r.State == StateMined {
		// The nonce reads as unused: a reorg, or a node behind our block.
		// Only a stored block hash that is no longer the canonical block at
		// its height is a reorg.
		replaced, err := m.blockReplaced(ctx, r)
		if err != nil || !replaced {
			return r, err
		}
		if r, err = m.markReorged(ctx, r); err != nil {
			return r, err
		}
	}
	if r.needsFill() {
		// Refused for good, and a crash or a failed fill left the nonce
		// empty: fill it without sending the refused bytes again.
		return m.fill(ctx, r, r.recordedRejection())
	}
	act := nextAction(r, m.now(), m.cfg)
	if act == actBump && !m.mayBump(r.IntentID) {
		// A stale head, or just after an outage: rebroadcast, bump later.
		act = actNone
		if m.now().Sub(r.LastBroadcastAt) >= m.cfg.ResubmitInterval {
			act = actRebroadcast
		}
	}
	switch act {
	case actBump:
		return m.bump(ctx, r)
	case actRebroadcast:
		return m.broadcastLatest(ctx, r)
	}
	return r, nil
}

// signFirst signs and stores the first attempt of a record a crash left
// without one, with the record's own nonce.
func (m *Manager) signFirst(ctx context.Context, r *Record) (*Record, error) {
	if len(r.Attempts) > 0 || r.State.terminal() {
		return r, nil
	}
	if _, ok := m.keys[r.From]; !ok {
		return r, fmt.Errorf("sign intent %q: %s: %w", r.IntentID, r.From, ErrUnknownKey)
	}
	sug, err := m.suggestFees(ctx)
	if err != nil {
		return r, fmt.Errorf("intent %q: %w", r.IntentID, err)
	}
	l, err := m.lock(ctx, r.From)
	if err != nil {
		return r, err
	}
	defer m.unlock(l)
	return m.attachFirst(ctx, l, r, initialFees(sug, m.cfg.MaxFeeCap))
}

// attachFirst signs the first attempt of record r with fees f and stores it
// under lease l. It re-reads the record under the lock and does nothing when
// an attempt is already there, so one intent gets one first signature.
func (m *Manager) attachFirst(ctx context.Context, l *lease, r *Record, f fees) (*Record, error) {
	fresh, err := m.store.get(ctx, r.IntentID)
	if err != nil {
		return r, err
	}
	if len(fresh.Attempts) > 0 || fresh.State.terminal() {
		return fresh, nil
	}
	a, err := m.sign(fresh, f)
	if err != nil {
		return fresh, err
	}
	failpoint.Hit("signed")
	stored, err := m.mutate(ctx, r.IntentID, l, func(x *Record) bool {
		if len(x.Attempts) > 0 || x.State.terminal() {
			return false
		}
		x.Attempts = append(x.Attempts, a)
		return true
	})
	if err != nil {
		return fresh, err
	}
	failpoint.Hit("stored")
	m.txLogger(stored).WithFields(map[string]any{"gas_tip_cap": f.tip, "gas_fee_cap": f.cap}).Debug("attempt stored")
	return stored, nil
}

// bump replaces the latest attempt with one paying at least 10% more tip
// and fee cap, stored before it is broadcast. When the fee limit forbids a
// bump it re-broadcasts instead. A fresh bump answered "replacement
// transaction underpriced" (the node wants a larger step, or holds another
// transaction at the nonce) is bumped exactly once more at once; after
// that, the next bump waits for BumpAfter as usual.
func (m *Manager) bump(ctx context.Context, r *Record) (*Record, error) {
	before, _ := r.current()
	sent, err := m.bumpOnce(ctx, r)
	if err != nil || sent.LastSendResult != chain.SendReplacementUnderpriced.String() {
		return sent, err
	}
	if a, _ := sent.current(); a.Hash == before.Hash {
		return sent, nil // nothing was bumped: a rebroadcast got that answer
	}
	return m.bumpOnce(ctx, sent)
}

// bumpOnce signs, stores and broadcasts one replacement of r's current
// attempt (see bump).
func (m *Manager) bumpOnce(ctx context.Context, r *Record) (*Record, error) {
	last, _ := r.current()
	if _, ok := m.keys[r.From]; !ok {
		return m.broadcastLatest(ctx, r)
	}
	sug, err := m.suggestFees(ctx)
	if err != nil {
		return r, fmt.Errorf("intent %q: %w", r.IntentID, err)
	}
	f, err := bumpFees(fees{tip: last.GasTipCap, cap: last.GasFeeCap}, sug, m.cfg.FeeLimitMultiplier, m.feeLimit(r))
	if errors.Is(err, errFeeLimit) {
		if m.now().Sub(r.LastBroadcastAt) < m.cfg.ResubmitInterval {
			return r, nil
		}
		m.txLogger(r).WithError(err).Warn("fee bump capped, rebroadcasting")
		return m.broadcastLatest(ctx, r)
	}
	if err != nil {
		return r, err
	}
	stored, err := m.attachBump(ctx, r, last.Hash, f)
	if err != nil {
		return r, err
	}
	if a, _ := stored.current(); a.Hash == last.Hash || stored.State != StateSent && stored.State != StateAssigned {
		return stored, nil // someone else bumped, or it got mined
	}
	m.metrics.TxBumped()
	m.txLogger(stored).WithFields(map[string]any{
		"replaces": last.Hash.Hex(), "gas_tip_cap": f.tip, "gas_fee_cap": f.cap, "attempt": len(stored.Attempts),
	}).Info("fee bumped")
	return m.broadcastLatest(ctx, stored)
}

// attachBump signs a replacement for the attempt prev with fees f and stores
// it under the key's lock, if prev is still the latest attempt and the record
// still unmined.
func (m *Manager) attachBump(ctx context.Context, r *Record, prev common.Hash, f fees) (*Record, error) {
	l, err := m.lock(ctx, r.From)
	if err != nil {
		return r, err
	}
	defer m.unlock(l)
	stillDue := func(x *Record) bool {
		a, ok := x.current()
		return ok && a.Hash == prev && (x.State == StateSent || x.State == StateAssigned)
	}
	fresh, err := m.store.get(ctx, r.IntentID)
	if err != nil {
		return r, err
	}
	if !stillDue(fresh) {
		return fresh, nil
	}
	a, err := m.sign(fresh, f)
	if err != nil {
		return fresh, err
	}
	return m.mutate(ctx, r.IntentID, l, func(x *Record) bool {
		if !stillDue(x) {
			return false
		}
		x.Attempts = append(x.Attempts, a)
		return true
	})
}

// markMined records that rc's attempt is in the canonical chain, final when
// it is Confirmations deep at head. A filler's receipt makes the record
// failed (FailRejected), StateFailed once deep; a receipt of an attempt of
// the intent makes it succeed, even after a rejection: the chain has the
// last word.
func (m *Manager) markMined(ctx context.Context, r *Record, rc *types.Receipt, head uint64) (*Record, error) {
	bn := rc.BlockNumber.Uint64()
	var depth uint64
	if bn <= head {
		depth = head - bn + 1
	}
	deep := depth >= m.cfg.Confirmations
	changed, unrejected := false, false
	stored, err := m.mutate(ctx, r.IntentID, nil, func(x *Record) bool {
		changed, unrejected = false, false
		a, ok := x.attempt(rc.TxHash)
		if x.State.terminal() || !ok {
			return false
		}
		state, failure := StateMined, x.Failure
		switch {
		case a.Filler:
			if failure != FailGap {
				failure = FailRejected
			}
			if deep {
				state = StateFailed
			}
		case deep:
			state = StateFinal
		}
		if !a.Filler && failure == FailRejected {
			failure, unrejected = "", true
		}
		if x.State == state && x.MinedHash == rc.TxHash && x.BlockHash == rc.BlockHash && x.Failure == failure {
			return false
		}
		x.State, x.MinedHash, x.BlockNumber, x.BlockHash = state, rc.TxHash, bn, rc.BlockHash
		x.Failure = failure
		x.ConsumedSeenAt = time.Time{}
		changed = true
		return true
	})
	if err != nil || !changed {
		return stored, err
	}
	log := m.txLogger(stored).WithFields(map[string]any{
		"tx_hash": rc.TxHash.Hex(), "block_number": bn, "depth": depth, "status": rc.Status,
	})
	if unrejected {
		// Some node held an earlier attempt and it won over the filler. The
		// caller may have been told the intent failed; the chain says not.
		log.Error("attempt of a rejected intent mined, intent not failed after all")
	}
	switch stored.State {
	case StateFinal:
		m.metrics.TxFinal(m.now().Sub(stored.CreatedAt), len(stored.Attempts))
		m.reportSpend(stored.From, rc)
		log.Info("transaction final")
	case StateFailed:
		m.reportSpend(stored.From, rc)
		log.Info("filler final, nonce of rejected intent used")
	default:
		log.Debug("transaction mined")
	}
	return stored, nil
}

// markConsumed handles a nonce used on chain without a canonical receipt
// for any attempt. The first sighting is only noted: a load-balanced RPC may
// serve the nonce from a node ahead of the one serving receipts. When it is
// still so ResubmitInterval later, the record fails.
func (m *Manager) markConsumed(ctx context.Context, r *Record) (*Record, error) {
	now := m.now()
	failed := false
	stored, err := m.mutate(ctx, r.IntentID, nil, func(x *Record) bool {
		failed = false
		switch {
		case x.State.terminal():
			return false
		case x.ConsumedSeenAt.IsZero():
			x.ConsumedSeenAt = now
			return true
		case now.Sub(x.ConsumedSeenAt) < m.cfg.ResubmitInterval:
			return false
		}
		x.State = StateFailed
		if x.Failure == "" {
			x.Failure = FailNonceConsumed
		}
		failed = true
		return true
	})
	if err != nil {
		return stored, err
	}
	if failed {
		m.metrics.TxFailed()
		m.txLogger(stored).Error("nonce used by another transaction, intent failed")
	} else {
		m.txLogger(stored).Debug("nonce used but no receipt of ours yet")
	}
	return stored, nil
}

// markReorged puts a mined record whose nonce is no longer used at the head
// back to sent, to be broadcast again at once. A record with a filler is a
// rejected intent again, whichever attempt had been mined: its next
// broadcast is the filler.
func (m *Manager) markReorged(ctx context.Context, r *Record) (*Record, error) {
	changed := false
	stored, err := m.mutate(ctx, r.IntentID, nil, func(x *Record) bool {
		changed = false
		if x.State != StateMined {
			return false
		}
		x.State = StateSent
		x.MinedHash, x.BlockNumber, x.BlockHash = common.Hash{}, 0, common.Hash{}
		x.LastBroadcastAt = time.Time{}
		x.Reorgs++
		if x.filling() {
			x.Failure = FailRejected
		}
		changed = true
		return true
	})
	if err != nil {
		return stored, err
	}
	if changed {
		m.metrics.TxReorged()
		m.txLogger(stored).WithField("block_number", r.BlockNumber).Warn("mined transaction reorged out")
	}
	return stored, nil
}
