package txmgr

import (
	"context"
	"errors"
	"fmt"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/internal/failpoint"
)

// broadcastLatest sends the stored bytes of r's latest attempt and records
// the node's answer. Answers that mean a node holds a transaction for the
// nonce (accepted, already known, replacement underpriced) move an assigned
// record to sent. "Nonce too low" changes nothing here: the next step looks
// for the receipts of every attempt. Only refusals that resending cannot fix
// are errors: ErrInsufficientFunds, and a rejection, which fails the intent
// and fills its nonce (fill, returning a *RejectedError); a rejected filler
// is only reported, since nothing can be signed in its place. Unknown
// outcomes are logged and left to the next rebroadcast.
func (m *Manager) broadcastLatest(ctx context.Context, r *Record) (*Record, error) {
	a, ok := r.latest()
	if !ok {
		return r, fmt.Errorf("broadcast intent %q: %w", r.IntentID, errNoAttempt)
	}
	tx, err := a.Transaction()
	if err != nil {
		return r, err
	}
	sendErr := m.call(ctx, "eth_sendRawTransaction", func(ctx context.Context) error {
		return m.b.SendTransaction(ctx, tx)
	})
	failpoint.Hit("broadcast")
	class := chain.ClassifySendError(sendErr)
	m.metrics.TxBroadcast(class.String())
	held := class == chain.SendAccepted || class == chain.SendAlreadyKnown || class == chain.SendReplacementUnderpriced
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
	case chain.SendAccepted, chain.SendAlreadyKnown, chain.SendReplacementUnderpriced:
		log.Debug("transaction broadcast")
	case chain.SendNonceTooLow:
		log.Info("nonce already used, looking for receipts")
	case chain.SendInsufficientFunds:
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
