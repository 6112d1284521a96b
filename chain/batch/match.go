package batch

import (
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
)

// Kinds of a landed write, as the treasury's PaymentReceived names them.
const (
	KindCreate = treasury.KindCreate
	KindPush   = treasury.KindPush
)

// Outcome is what one item's key found in a receipt.
type Outcome struct {
	Key Key
	// Landed: the payment was taken and the write made (Payment and, for a
	// creation, Created, for a push, Pushed are set). Otherwise the item
	// reverted alone, took nothing, and Reason says why.
	Landed bool
	// Payment is the treasury's PaymentReceived of the item.
	Payment *treasury.InkdTreasuryPaymentReceived
	// Created is the registry's ProjectCreated of a landed creation.
	Created *registry.InkdRegistryProjectCreated
	// Pushed are the registry's VersionPushed of a landed push, one per
	// version, in index order.
	Pushed []*registry.InkdRegistryVersionPushed
	// Reason names the revert of a failed item (chain.RevertDecoder's
	// format, e.g. "NameTaken()"); unknown revert data is shown in hex.
	Reason string
	// RevertData is the failed item's raw revert data.
	RevertData []byte
}

// ErrReverted is returned by Match for a receipt whose transaction
// reverted as a whole: no item landed, none failed alone.
var ErrReverted = errors.New("batch transaction reverted")

// MatchError is a key whose outcome the receipt does not tell: no event for
// it, or more than one, or a landed item whose registry events are not
// there. The caller must not guess.
type MatchError struct {
	Key    Key
	TxHash common.Hash
	Reason string
}

func (e *MatchError) Error() string {
	return fmt.Sprintf("batch transaction %s: payment %s: %s", e.TxHash.Hex(), e.Key, e.Reason)
}

var tres = treasury.NewInkdTreasury()

// Match reads the outcome of each key from the receipt of a batch
// transaction, in the order of keys. A key may be any subset of the batch's
// items (a re-delivered job asks only for its own).
func Match(rcpt *types.Receipt, at chain.Addresses, keys []Key, dec *chain.RevertDecoder) ([]Outcome, error) {
	if rcpt.Status != types.ReceiptStatusSuccessful {
		return nil, fmt.Errorf("%w: %s", ErrReverted, rcpt.TxHash.Hex())
	}
	found := map[Key][]Outcome{}
	for _, l := range rcpt.Logs {
		if l.Address != at.Treasury {
			continue
		}
		if o, ok := paymentLog(l); ok {
			if !o.Landed {
				o.Reason = dec.Reason(o.RevertData)
			}
			found[o.Key] = append(found[o.Key], o)
		}
	}
	written := chain.NewRegistryWrites(rcpt.Logs, at.Registry)
	out := make([]Outcome, len(keys))
	for i, k := range keys {
		fail := func(reason string) error { return &MatchError{Key: k, TxHash: rcpt.TxHash, Reason: reason} }
		switch evs := found[k]; len(evs) {
		case 0:
			return nil, fail("no PaymentReceived or ItemFailed event")
		case 1:
			out[i] = evs[0]
		default:
			return nil, fail(fmt.Sprintf("%d events name it", len(evs)))
		}
		if !out[i].Landed {
			continue
		}
		p := out[i].Payment
		w, err := p.Written()
		if err != nil {
			return nil, fail(err.Error())
		}
		out[i].Created, out[i].Pushed, err = written.Of(w, p.ProjectId)
		if err != nil {
			return nil, fail(err.Error())
		}
		if c := out[i].Created; c != nil && c.Owner != k.Payer {
			return nil, fail(fmt.Sprintf("project %s is owned by %s, not the payer", p.ProjectId, c.Owner.Hex()))
		}
		for _, ev := range out[i].Pushed {
			if ev.PushedBy != k.Payer {
				return nil, fail(fmt.Sprintf("version %s of project %s was pushed by %s, not the payer", ev.VersionIndex, p.ProjectId, ev.PushedBy.Hex()))
			}
		}
	}
	return out, nil
}

// Keys are the payments rc's treasury logs name, landed (PaymentReceived)
// or failed alone (ItemFailed): the writes a transaction carries, in log
// order, each once. Logs of other contracts are not read.
func Keys(rc *types.Receipt, at chain.Addresses) []Key {
	var keys []Key
	seen := map[Key]bool{}
	for _, l := range rc.Logs {
		if l.Address != at.Treasury {
			continue
		}
		if o, ok := paymentLog(l); ok && !seen[o.Key] {
			seen[o.Key] = true
			keys = append(keys, o.Key)
		}
	}
	return keys
}

// paymentLog reads a treasury log that names a payment: a PaymentReceived
// is a landed outcome, an ItemFailed a failed one with its revert data
// (Reason left to the caller). Any other log is not one.
func paymentLog(l *types.Log) (Outcome, bool) {
	if ev, err := tres.UnpackPaymentReceivedEvent(l); err == nil {
		return Outcome{Key: Key{Payer: ev.Payer, Nonce: ev.Nonce}, Landed: true, Payment: ev}, true
	}
	if ev, err := tres.UnpackItemFailedEvent(l); err == nil {
		return Outcome{Key: Key{Payer: ev.Payer, Nonce: ev.Nonce}, RevertData: ev.Reason}, true
	}
	return Outcome{}, false
}
