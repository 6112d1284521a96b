package txmgr

import (
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
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
	// StateFinal: an attempt is Confirmations deep. The receipt's status may
	// still say the call reverted.
	StateFinal State = "final"
	// StateFailed: the nonce was used by a transaction that is none of this
	// intent's attempts. The intent did not happen and never will under this
	// record.
	StateFailed State = "failed"
)

// terminal reports whether s is final or failed.
func (s State) terminal() bool { return s == StateFinal || s == StateFailed }

// Attempt is one signed transaction for a record's (key, nonce). Attempts
// differ only in their fees.
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

// hasAttempt reports whether h is one of r's attempts.
func (r *Record) hasAttempt(h common.Hash) bool {
	for _, a := range r.Attempts {
		if a.Hash == h {
			return true
		}
	}
	return false
}

// Outcome is what Wait returns for a final record.
type Outcome struct {
	// Receipt is the receipt of the mined attempt. Receipt.Status tells
	// whether the call succeeded (1) or reverted (0).
	Receipt *types.Receipt
	// Record is the final record.
	Record
}

// errNoAttempt is returned when a record that must have an attempt has none.
var errNoAttempt = errors.New("record has no signed attempt")
