package txmgr

import (
	"context"
	"math/big"
	"strings"
	"time"
)

// sendFeeCapExceeded is the metrics label of a send refused because the
// transaction's fee is above the node's RPC fee cap.
const sendFeeCapExceeded = "fee_cap_exceeded"

// overNodeFeeCap reports whether err is a node refusing a transaction whose
// fee (fee cap × gas) is above the cap its RPC accepts: geth's "tx fee (1.20
// ether) exceeds the configured cap (1.00 ether)". Paying more cannot help;
// paying less can.
func overNodeFeeCap(err error) bool {
	if err == nil {
		return false
	}
	msg := strings.ToLower(err.Error())
	return strings.Contains(msg, "exceeds the configured cap") || strings.Contains(msg, "exceeds configured cap")
}

// refuseOverFeeCap handles attempt a refused for a fee above the node's cap.
// The attempt is marked Refused (its receipt is still looked for: another
// node may have taken it) and its fee cap becomes the record's FeeCeiling,
// which no later bump reaches. The last attempt the node did not refuse
// becomes current again and is broadcast at the next step. With none left
// (the first attempt was refused) the intent cannot be sent at all: it is
// rejected and its nonce filled.
func (m *Manager) refuseOverFeeCap(ctx context.Context, r *Record, a Attempt, sendErr error) (*Record, error) {
	now := m.now()
	stored, err := m.mutate(ctx, r.IntentID, nil, func(x *Record) bool {
		if x.State.terminal() {
			return false
		}
		for i := range x.Attempts {
			if x.Attempts[i].Hash == a.Hash {
				x.Attempts[i].Refused = true
			}
		}
		if x.FeeCeiling == nil || a.GasFeeCap.Cmp(x.FeeCeiling) < 0 {
			x.FeeCeiling = new(big.Int).Set(a.GasFeeCap)
		}
		x.LastSendResult, x.LastSendError = sendFeeCapExceeded, sendErr.Error()
		// Never broadcast at these fees: the next step sends the current
		// attempt at once.
		x.LastBroadcastAt = time.Time{}
		return true
	})
	if err != nil {
		return r, err
	}
	log := m.txLogger(stored).WithError(sendErr).WithFields(map[string]any{"refused": a.Hash.Hex(), "gas_fee_cap": a.GasFeeCap})
	if _, ok := stored.current(); !ok && !a.Filler {
		log.Error("first attempt above the node's fee cap")
		return m.fill(ctx, stored, Rejection{TxHash: a.Hash, Error: sendErr.Error(), At: now})
	}
	log.Warn("attempt above the node's fee cap, keeping the last accepted one")
	return stored, nil
}

// feeLimit is the absolute fee cap a new attempt of r may carry: the
// configured MaxFeeCap, lowered below r's FeeCeiling (nil: none).
func (m *Manager) feeLimit(r *Record) *big.Int {
	limit := m.cfg.MaxFeeCap
	if r.FeeCeiling != nil {
		below := new(big.Int).Sub(r.FeeCeiling, big.NewInt(1))
		if limit == nil || below.Cmp(limit) < 0 {
			limit = below
		}
	}
	return limit
}
