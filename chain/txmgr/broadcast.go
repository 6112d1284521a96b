package txmgr

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/internal/failpoint"
)

// broadcastLatest sends the stored bytes of r's latest attempt and records
// the node's answer. Answers that mean a node holds our bytes (accepted,
// already known) move an assigned record to sent; "replacement
// underpriced" does not (the node holds some other transaction at the
// nonce). An attempt refused because its fee is above the node's RPC fee cap
// is set aside (refuseOverFeeCap). "Nonce too low" changes nothing here: the next step looks
// for the receipts of every attempt. Only refusals that resending cannot fix
// are errors: ErrInsufficientFunds, and a rejection, which fails the intent
// and fills its nonce (fill, returning a *RejectedError); a rejected filler
// is only reported, since nothing can be signed in its place. Unknown
// outcomes are logged and left to the next rebroadcast.
func (m *Manager) broadcastLatest(ctx context.Context, r *Record) (*Record, error) {
	a, ok := r.current()
	if !ok {
		return r, fmt.Errorf("broadcast intent %q: %w", r.IntentID, errNoAttempt)
	}
	tx, err := a.Transaction()
	if err != nil {
		return r, err
	}
	m.countRebroadcast(r, a)
	sendErr := m.call(ctx, "eth_sendRawTransaction", func(ctx context.Context) error {
		return m.b.SendTransaction(ctx, tx)
	})
	failpoint.Hit("broadcast")
	if overNodeFeeCap(sendErr) {
		m.metrics.TxBroadcast(sendFeeCapExceeded)
		return m.refuseOverFeeCap(ctx, r, a, sendErr)
	}
	class := m.classifySend(sendErr)
	m.metrics.TxBroadcast(class.String())
	// "Replacement transaction underpriced" means the node holds another
	// transaction at our nonce, not ours: our attempts only ever pay more.
	held := class == chain.SendAccepted || class == chain.SendAlreadyKnown
	now := m.now()
	stored, err := m.mutate(ctx, r.IntentID, nil, func(x *Record) bool {
		if x.State.terminal() {
			return false
		}
		x.LastBroadcastAt = now
		x.LastSendResult = class.String()
		x.LastSendError = ""
		if sendErr != nil {
			x.LastSendError = sendErr.Error()
		}
		if held && x.State == StateAssigned {
			x.State = StateSent
		}
		return true
	})
	if err != nil {
		return r, err
	}
	log := m.txLogger(stored).WithFields(map[string]any{"tx_hash": a.Hash.Hex(), "result": class.String()})
	switch class {
	case chain.SendAccepted, chain.SendAlreadyKnown:
		m.keyIs(r.From, sickUnfunded, false)
		log.Debug("transaction broadcast")
	case chain.SendReplacementUnderpriced:
		log.Info("node holds another transaction at our nonce")
	case chain.SendUnderpriced:
		// Priced on a fee snapshot the chain has moved past: the next
		// attempt looks at the chain again.
		m.forgetFees()
		log.WithError(sendErr).Info("node refused the attempt's fees, re-pricing after the resubmit interval")
	case chain.SendNonceTooLow:
		log.Info("nonce already used, looking for receipts")
	case chain.SendNonceTooHigh:
		// The node misses a lower nonce of the key: a hole, if no record
		// holds it.
		log.Warn("nonce too high, looking for a hole below it")
		if v, err := m.view(ctx, r.From); err != nil {
			log.WithError(err).Warn("gap check")
		} else if err := m.repairGaps(ctx, r.From, v); err != nil {
			log.WithError(err).Warn("repair nonce gaps")
		}
	case chain.SendInsufficientFunds:
		m.keyIs(r.From, sickUnfunded, true)
		log.WithError(sendErr).Warn("insufficient funds for transaction")
		return stored, fmt.Errorf("intent %q: %w: %w", r.IntentID, ErrInsufficientFunds, sendErr)
	case chain.SendRejected:
		if a.Filler {
			log.WithError(sendErr).Error("filler rejected by node")
			return stored, fmt.Errorf("intent %q: filler %s: %w", r.IntentID, a.Hash, sendErr)
		}
		log.WithError(sendErr).Error("transaction rejected by node")
		filled, err := m.fill(ctx, stored, Rejection{TxHash: a.Hash, Error: sendErr.Error(), At: now})
		var rej *RejectedError
		if errors.As(err, &rej) {
			rej.Err = sendErr // the node's error value, not only its text
		}
		return filled, err
	default:
		log.WithError(sendErr).Warn("broadcast outcome unknown, will resend")
	}
	return stored, nil
}

// classifySend is chain.ClassifySendError, with the configured SentErrors
// read as "already known": a node's refusal in words inkd does not know,
// which the operator has said means the node holds the transaction.
func (m *Manager) classifySend(err error) chain.SendErrorClass {
	class := chain.ClassifySendError(err)
	if class != chain.SendUnknown || !chain.IsJSONRPCError(err) {
		return class
	}
	msg := strings.ToLower(err.Error())
	for _, f := range m.cfg.SentErrors {
		if f = strings.ToLower(strings.TrimSpace(f)); f != "" && strings.Contains(msg, f) {
			return chain.SendAlreadyKnown
		}
	}
	return class
}
