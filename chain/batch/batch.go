package batch

import (
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/bindings/treasury"
)

// Key identifies an item: the payer and the nonce of its EIP-3009
// authorization. The treasury's PaymentReceived and ItemFailed events carry
// both, indexed.
type Key struct {
	Payer common.Address
	Nonce [32]byte
}

// String renders k as payer/nonce in hex, for logs and errors.
func (k Key) String() string {
	return k.Payer.Hex() + "/" + common.Hash(k.Nonce).Hex()
}

// Item is one paid write waiting for a batch: exactly one of Create and
// Push is set.
type Item struct {
	// Create is a project creation.
	Create *treasury.InkdTreasuryCreateItem
	// Push is a push of one or more versions.
	Push *treasury.InkdTreasuryPushItem
	// Gas is the gas the write needs as a single paid write (its
	// eth_estimateGas, intrinsic 21,000 included). Zero counts as
	// ItemOverhead alone.
	Gas uint64
}

// Key returns the item's (payer, nonce); the zero Key for an item with
// neither Create nor Push.
func (it Item) Key() Key {
	switch {
	case it.Create != nil:
		return Key{Payer: it.Create.Pay.From, Nonce: it.Create.Pay.Nonce}
	case it.Push != nil:
		return Key{Payer: it.Push.Pay.From, Nonce: it.Push.Pay.Nonce}
	}
	return Key{}
}

func (it Item) check() error {
	if (it.Create == nil) == (it.Push == nil) {
		return errors.New("batch item must be exactly one of a create and a push")
	}
	return nil
}

// Gas accounting of a batch (see doc.go).
const (
	// TxGas is the intrinsic gas of a transaction, paid once per batch and
	// contained in every single-write estimate.
	TxGas = 21_000
	// ItemOverhead is what running a write as an item of executeBatch adds
	// to its gas as a single write: the external self-call, try/catch, the
	// decoding of the item from the batch's calldata, and the 1/64 of the
	// remaining gas a call keeps back.
	ItemOverhead = 20_000
)

// ItemGas is what it adds to a batch's gas.
func (it Item) itemGas() uint64 {
	return max(it.Gas, TxGas) - TxGas + ItemOverhead
}

// Gas is the planned gas of a batch of items.
func Gas(items []Item) uint64 {
	g := uint64(TxGas)
	for _, it := range items {
		g += it.itemGas()
	}
	return g
}

// Calldata size of executeBatch(CreateItem[], PushItem[]): the selector, two
// head words (the arrays' offsets) and two length words, and per item one
// offset word plus its tuple's encoding.
const (
	selectorSize = 4
	wordSize     = 32
	emptyBatch   = selectorSize + 4*wordSize
)

var tre = treasury.NewInkdTreasury()

// size is the bytes the item adds to the batch's calldata: its offset word
// and its tuple. runCreateItem(CreateItem) and runPushItem(PushItem) encode
// the same tuple behind a selector and one offset word.
func (it Item) size() int {
	var packed []byte
	if it.Create != nil {
		packed = tre.PackRunCreateItem(*it.Create)
	} else {
		packed = tre.PackRunPushItem(*it.Push)
	}
	return wordSize + len(packed) - selectorSize - wordSize
}

// Size is the calldata size of a batch of items, in bytes: len(Build(items)).
func Size(items []Item) int {
	n := emptyBatch
	for _, it := range items {
		n += it.size()
	}
	return n
}

// Build returns the executeBatch calldata for items: their creations, in
// order, then their pushes, in order (the order the contract runs them). It
// refuses an empty batch, an item that is not exactly one write and two
// items with the same key.
func Build(items []Item) ([]byte, error) {
	if len(items) == 0 {
		return nil, errors.New("batch: no items")
	}
	var creates []treasury.InkdTreasuryCreateItem
	var pushes []treasury.InkdTreasuryPushItem
	seen := make(map[Key]bool, len(items))
	for i, it := range items {
		if err := it.check(); err != nil {
			return nil, fmt.Errorf("batch item %d: %w", i, err)
		}
		k := it.Key()
		if seen[k] {
			return nil, fmt.Errorf("batch item %d: payment %s is in the batch twice", i, k)
		}
		seen[k] = true
		if it.Create != nil {
			creates = append(creates, *it.Create)
		} else {
			pushes = append(pushes, *it.Push)
		}
	}
	if creates == nil {
		creates = []treasury.InkdTreasuryCreateItem{}
	}
	if pushes == nil {
		pushes = []treasury.InkdTreasuryPushItem{}
	}
	return tre.TryPackExecuteBatch(creates, pushes)
}
