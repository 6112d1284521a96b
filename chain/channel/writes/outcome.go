package writes

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
)

// Key identifies a write: its channel and the ceiling of its own voucher.
// WriteLanded and WriteFailed carry both, indexed.
type Key struct {
	Channel common.Hash
	Key     *big.Int
}

// String renders k as channel/key, for logs and errors.
func (k Key) String() string {
	return k.Channel.Hex() + "/" + k.Key.String()
}

// id is k as a map key.
func (k Key) id() [2]string { return [2]string{k.Channel.Hex(), k.Key.String()} }

// Outcome is what one write's key found in a receipt.
type Outcome struct {
	Key Key
	// Landed: the write was made and its fee counted against its channel
	// (Landing, Write and, for a creation, Created, for a push, Pushed are
	// set). Otherwise nothing was counted for it and Reason says why.
	Landed bool
	// Landing is InkdChannelWrites' WriteLanded of the write: its fee,
	// storage cost, project id and packed write word.
	Landing *channelwrites.InkdChannelWritesWriteLanded
	// Write is Landing's write word unpacked (kind KindCreate or KindPush,
	// first version index and count).
	Write treasury.PaidWrite
	// Created is the registry's ProjectCreated of a landed creation.
	Created *registry.InkdRegistryProjectCreated
	// Pushed are the registry's VersionPushed of a landed push, one per
	// version, in index order.
	Pushed []*registry.InkdRegistryVersionPushed
	// Reason names why a write failed (chain.RevertDecoder's format: a
	// registry error such as "ProjectNotFound()" when it failed alone, an
	// InkdChannelWrites error such as "InvalidVoucherSignature()" when its
	// group was refused); unknown data is shown in hex.
	Reason string
	// RevertData is the failed write's raw reason.
	RevertData []byte
}

// ErrReverted is returned by Outcomes for a receipt whose transaction
// reverted as a whole: no write landed, none failed alone, nothing counted.
var ErrReverted = errors.New("writeByVouchers transaction reverted")

// MatchError is a key whose outcome the receipt does not tell: no event
// names it, or more than one, or it landed without its registry events.
type MatchError struct {
	Key    Key
	TxHash common.Hash
	Reason string
}

func (e *MatchError) Error() string {
	return fmt.Sprintf("writeByVouchers transaction %s: write %s: %s", e.TxHash.Hex(), e.Key, e.Reason)
}

// Outcomes reads the outcome of each key from the receipt of a
// writeByVouchers transaction sent to at.ChannelWrites, in the order of
// keys; any subset of the call's writes may be asked for.
func Outcomes(rcpt *types.Receipt, at chain.Addresses, keys []Key, dec *chain.RevertDecoder) ([]Outcome, error) {
	if rcpt.Status != types.ReceiptStatusSuccessful {
		return nil, fmt.Errorf("%w: %s", ErrReverted, rcpt.TxHash.Hex())
	}
	found := map[[2]string][]Outcome{}
	for _, l := range rcpt.Logs {
		if l.Address != at.ChannelWrites {
			continue
		}
		if o, ok := writeLog(l); ok {
			if !o.Landed {
				o.Reason = reasonOf(dec, o.RevertData)
			}
			found[o.Key.id()] = append(found[o.Key.id()], o)
		}
	}
	written := chain.NewRegistryWrites(rcpt.Logs, at.Registry)
	out := make([]Outcome, len(keys))
	for i, k := range keys {
		fail := func(reason string) error { return &MatchError{Key: k, TxHash: rcpt.TxHash, Reason: reason} }
		if k.Key == nil {
			return nil, fail("no key")
		}
		switch evs := found[k.id()]; len(evs) {
		case 0:
			return nil, fail("no WriteLanded or WriteFailed event")
		case 1:
			out[i] = evs[0]
		default:
			return nil, fail(fmt.Sprintf("%d events name it", len(evs)))
		}
		if !out[i].Landed {
			continue
		}
		p := out[i].Landing
		w, err := treasury.UnpackWrite(p.Write)
		if err != nil {
			return nil, fail("WriteLanded: " + err.Error())
		}
		out[i].Write = w
		if out[i].Created, out[i].Pushed, err = written.Of(w, p.ProjectId); err != nil {
			return nil, fail(err.Error())
		}
	}
	return out, nil
}

// Keys are the writes rcpt's InkdChannelWrites logs name, landed or
// failed, in log order, each once.
func Keys(rcpt *types.Receipt, at chain.Addresses) []Key {
	var keys []Key
	seen := map[[2]string]bool{}
	for _, l := range rcpt.Logs {
		if l.Address != at.ChannelWrites {
			continue
		}
		if o, ok := writeLog(l); ok && !seen[o.Key.id()] {
			seen[o.Key.id()] = true
			keys = append(keys, o.Key)
		}
	}
	return keys
}

// writeLog reads an InkdChannelWrites log that names a write: WriteLanded
// is a landed outcome, WriteFailed a failed one with its reason (named by
// the caller). Any other log is not one.
func writeLog(l *types.Log) (Outcome, bool) {
	if ev, err := cws.UnpackWriteLandedEvent(l); err == nil {
		return Outcome{Key: Key{Channel: ev.ChannelId, Key: ev.Key}, Landed: true, Landing: ev}, true
	}
	if ev, err := cws.UnpackWriteFailedEvent(l); err == nil {
		return Outcome{Key: Key{Channel: ev.ChannelId, Key: ev.Key}, RevertData: ev.Reason}, true
	}
	return Outcome{}, false
}

var depositFailedID = channelwrites.InkdChannelWritesDepositFailedErrorID()

// reasonOf names a failed write's reason; a refused deposit names the
// settlement's or the token's reason inside it too.
func reasonOf(dec *chain.RevertDecoder, data []byte) string {
	if len(data) >= 4 && bytes.Equal(data[:4], depositFailedID[:4]) {
		if e, err := cws.UnpackDepositFailedError(data[4:]); err == nil {
			return "DepositFailed(" + dec.Reason(e.Reason) + ")"
		}
	}
	return dec.Reason(data)
}
