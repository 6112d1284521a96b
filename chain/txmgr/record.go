package txmgr

import (
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain"
)

// Candidate is the call an intent wants on chain.
type Candidate struct {
	// To is the called contract or the receiving account. Contract creation
	// is not supported.
	To common.Address `json:"to"`
	// Data is the call data; empty for a plain transfer.
	Data hexutil.Bytes `json:"data,omitempty"`
	// Value is the wei sent along; nil means zero.
	Value *big.Int `json:"value,omitempty"`
	// GasLimit is the gas limit; zero means estimate it and add 20%.
	GasLimit uint64 `json:"gas_limit"`
}

// check rejects candidates no node would take.
func (c Candidate) check() error {
	if c.Value != nil && c.Value.Sign() < 0 {
		return fmt.Errorf("candidate value %s is negative", c.Value)
	}
	if c.GasLimit != 0 && c.GasLimit < minTxGas {
		return fmt.Errorf("candidate gas limit %d is below %d", c.GasLimit, minTxGas)
	}
	return nil
}

// minTxGas is the intrinsic gas of the cheapest transaction.
const minTxGas = 21_000

// State is where a Record is in its life.
type State string

// The states of a Record. Assigned, sent and mined records are unconfirmed
// and driven by Wait and the monitor; final and failed are terminal.
const (
	// StateAssigned: the intent has its (key, nonce); it may have signed
	// attempts, but no node has confirmed holding one yet.
	StateAssigned State = "assigned"
	// StateSent: a node accepted an attempt (or already had it).
	StateSent State = "sent"
	// StateMined: an attempt is in the canonical chain, not yet deep enough.
	StateMined State = "mined"
	// StateFinal: an attempt of the intent is Confirmations deep. The
	// receipt's status may still say the call reverted.
	StateFinal State = "final"
	// StateFailed: the record's nonce is used for good by something other
	// than the intent — a transaction that is none of its attempts, or its
	// filler (see FailRejected) Confirmations deep. The intent did not happen
	// and never will under this record; Failure says why.
	StateFailed State = "failed"
)

// FailReason tells why an intent failed.
type FailReason string

// The reasons in Record.Failure.
const (
	// FailNonceConsumed: a transaction that is none of the record's attempts
	// used its nonce.
	FailNonceConsumed FailReason = "nonce_consumed"
	// FailRejected: a node refused an attempt for a reason that sending it
	// again cannot fix (see RejectedError). The nonce is then filled with a
	// filler attempt, a 0-value transfer from the key to itself, so the
	// key's later nonces are not stuck behind a nonce nobody will use.
	FailRejected FailReason = "rejected"
)

// Rejection is a node's refusal of an attempt that made an intent fail.
type Rejection struct {
	// TxHash is the refused attempt.
	TxHash common.Hash `json:"tx_hash"`
	// Error is the node's error message.
	Error string `json:"error"`
	// At is when the refusal was seen.
	At time.Time `json:"at"`
}

// terminal reports whether s is final or failed.
func (s State) terminal() bool { return s == StateFinal || s == StateFailed }

// Attempt is one signed transaction for a record's (key, nonce). The
// intent's attempts differ only in their fees; so do the fillers, which all
// come after them.
type Attempt struct {
	// Hash is the transaction hash.
	Hash common.Hash `json:"hash"`
	// Raw is the signed transaction as broadcast (EIP-2718 encoding).
	Raw hexutil.Bytes `json:"raw"`
	// GasTipCap is the max priority fee per gas in wei.
	GasTipCap *big.Int `json:"gas_tip_cap"`
	// GasFeeCap is the max fee per gas in wei.
	GasFeeCap *big.Int `json:"gas_fee_cap"`
	// SignedAt is when the attempt was signed and stored.
	SignedAt time.Time `json:"signed_at"`
	// Filler marks a 0-value transfer from the key to itself that fills the
	// nonce of a rejected intent (FailRejected). A filler is not the intent:
	// its receipt makes the record failed, never final.
	Filler bool `json:"filler,omitempty"`
	// Refused marks an attempt the node refused because its fee was above
	// the node's RPC fee cap; it is never broadcast again.
	Refused bool `json:"refused,omitempty"`
}

// Transaction decodes Raw.
func (a Attempt) Transaction() (*types.Transaction, error) {
	tx := new(types.Transaction)
	if err := tx.UnmarshalBinary(a.Raw); err != nil {
		return nil, fmt.Errorf("decode attempt %s: %w", a.Hash, err)
	}
	return tx, nil
}

// Record is the stored state of one intent: its (key, nonce), the call,
// every attempt in the order they were signed, and what the chain said.
type Record struct {
	// IntentID is the caller's idempotency key.
	IntentID string `json:"intent_id"`
	// RequestID names the request the intent was sent for (WithRequestID),
	// for the logs; empty when the caller gave none.
	RequestID string `json:"request_id,omitempty"`
	// From is the signing key's address; an intent is bound to it for life.
	From common.Address `json:"from"`
	// Nonce is the intent's nonce under From; it never changes.
	Nonce uint64 `json:"nonce"`
	// Call is the candidate as given to Send, with GasLimit resolved.
	Call Candidate `json:"call"`
	// State is where the record is in its life.
	State State `json:"state"`
	// Attempts holds every signed transaction, oldest first. Each one was
	// stored before it was broadcast.
	Attempts []Attempt `json:"attempts"`
	// MinedHash is the attempt found in the chain (mined and final states).
	MinedHash common.Hash `json:"mined_hash"`
	// BlockNumber is the block MinedHash was found in.
	BlockNumber uint64 `json:"block_number"`
	// BlockHash is the hash of that block.
	BlockHash common.Hash `json:"block_hash"`
	// LastBroadcastAt is when an attempt was last handed to the node.
	LastBroadcastAt time.Time `json:"last_broadcast_at"`
	// LastSendResult is the class of the node's answer to that broadcast
	// (chain.SendErrorClass labels: accepted, already_known, …).
	LastSendResult string `json:"last_send_result"`
	// LastSendError is the node's error for that broadcast; empty when it
	// had none.
	LastSendError string `json:"last_send_error,omitempty"`
	// Failure is why the intent failed; empty while it has not. A failed
	// record may still be unconfirmed: after a rejection its filler is
	// driven like any attempt (rebroadcast, bumped, followed through reorgs)
	// until it is final, and only then is the state StateFailed. Should one
	// of the intent's own attempts be mined instead (a node that accepted an
	// earlier attempt), the chain wins: Failure is cleared and the record
	// becomes final as usual.
	Failure FailReason `json:"failure,omitempty"`
	// Rejection is the refusal behind Failure FailRejected; it is kept when
	// the chain mines an attempt of the intent after all.
	Rejection *Rejection `json:"rejection,omitempty"`
	// FeeCeiling is the lowest fee cap a node refused for being above its
	// RPC fee cap; later attempts stay below it. Nil when none was refused.
	FeeCeiling *big.Int `json:"fee_ceiling,omitempty"`
	// ConsumedSeenAt is when the nonce was first seen used on chain without
	// a receipt for any attempt; a record fails when this persists.
	ConsumedSeenAt time.Time `json:"consumed_seen_at"`
	// Reorgs counts how often a mined attempt left the canonical chain.
	Reorgs int `json:"reorgs"`
	// CreatedAt is when the nonce was assigned.
	CreatedAt time.Time `json:"created_at"`
	// UpdatedAt is when the record was last written.
	UpdatedAt time.Time `json:"updated_at"`

	// Revision counts the writes of the record; writes compare and set it.
	Revision uint64 `json:"-"`
}

// latest returns the newest attempt; ok is false when there is none.
func (r *Record) latest() (Attempt, bool) {
	if len(r.Attempts) == 0 {
		return Attempt{}, false
	}
	return r.Attempts[len(r.Attempts)-1], true
}

// current returns the newest attempt the node did not refuse for its fee:
// the one to broadcast and to bump from.
func (r *Record) current() (Attempt, bool) {
	for i := len(r.Attempts) - 1; i >= 0; i-- {
		if !r.Attempts[i].Refused {
			return r.Attempts[i], true
		}
	}
	return Attempt{}, false
}

// hasAttempt reports whether h is one of r's attempts.
func (r *Record) hasAttempt(h common.Hash) bool {
	_, ok := r.attempt(h)
	return ok
}

// attempt returns the attempt with hash h.
func (r *Record) attempt(h common.Hash) (Attempt, bool) {
	for _, a := range r.Attempts {
		if a.Hash == h {
			return a, true
		}
	}
	return Attempt{}, false
}

// filling reports whether r has a filler attempt: its intent was rejected
// and every attempt signed since is a filler.
func (r *Record) filling() bool {
	a, ok := r.latest()
	return ok && a.Filler
}

// mayFill reports whether a filler may be added to r: it has an attempt of
// the intent, none in the chain, and no filler yet.
func (r *Record) mayFill() bool {
	return len(r.Attempts) > 0 && !r.filling() && !r.State.terminal() && r.State != StateMined
}

// needsFill reports whether r's last broadcast was refused for good and its
// nonce is not filled yet: a crash, or a failed fill, came between the two.
func (r *Record) needsFill() bool {
	return r.LastSendResult == chain.SendRejected.String() && r.mayFill()
}

// Err returns the error Send and Wait report for r's intent: a
// *RejectedError (errors.Is ErrRejected) for FailRejected, an error wrapping
// ErrNonceConsumed for a record failed otherwise, and nil while the intent
// has not failed. A *RejectedError built from a stored record carries the
// node's message as its Err, not the original error value.
func (r *Record) Err() error {
	switch {
	case r.Failure == FailRejected:
		rej := &RejectedError{IntentID: r.IntentID, Err: errors.New("rejected by node")}
		if r.Rejection != nil {
			rej.TxHash = r.Rejection.TxHash
			if r.Rejection.Error != "" {
				rej.Err = errors.New(r.Rejection.Error)
			}
		}
		return rej
	case r.Failure == FailNonceConsumed || r.State == StateFailed:
		return fmt.Errorf("intent %q: %w", r.IntentID, ErrNonceConsumed)
	}
	return nil
}

// Outcome is what Wait returns for a final or failed record.
type Outcome struct {
	// Receipt is the receipt of the mined attempt of the intent.
	// Receipt.Status tells whether the call succeeded (1) or reverted (0).
	// It is nil when the intent failed (Record.Err is not nil).
	Receipt *types.Receipt
	// Record is the final or failed record.
	Record
}

// errNoAttempt is returned when a record that must have an attempt has none.
var errNoAttempt = errors.New("record has no signed attempt")
