package writes

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/channel"
)

// Found is a write paid by voucher that landed: the transaction that
// carried it and the write as that transaction sent it.
type Found struct {
	TxHash common.Hash
	Block  uint64
	Write  Write
}

// FindLanded finds the landed write of key (its WriteLanded log, scanning
// back from the head as scan says) and decodes it from its transaction's
// writeByVouchers calldata, the channel's group found by its config under
// the canonical domain of chainID. found is false when no WriteLanded of
// key is in the range. A transaction that does not decode, or holds no
// such write, is a *VoucherError.
func FindLanded(ctx context.Context, c ChainReader, channelWrites common.Address, chainID *big.Int, key Key, scan Scan) (f Found, found bool, err error) {
	topics := [][]common.Hash{{landedEventID}, {key.Channel}, {common.BigToHash(key.Key)}}
	l, found, err := lastLandedOf(ctx, c, channelWrites, topics, scan)
	if err != nil || !found {
		return Found{}, false, err
	}
	tx, _, err := c.TransactionByHash(ctx, l.TxHash)
	if err != nil {
		return Found{}, false, fmt.Errorf("writes: transaction %s: %w", l.TxHash.Hex(), err)
	}
	w, err := writeOf(tx, channelWrites, channel.CanonicalDomain(chainID), key)
	if err != nil {
		return Found{}, false, &VoucherError{TxHash: l.TxHash, Reason: err.Error()}
	}
	return Found{TxHash: l.TxHash, Block: l.BlockNumber, Write: w}, true, nil
}

// writeOf is the write of key in tx's writeByVouchers calldata.
func writeOf(tx *types.Transaction, at common.Address, dom channel.Domain, key Key) (Write, error) {
	groups, err := groupsOf(tx, at)
	if err != nil {
		return Write{}, err
	}
	for _, g := range groups {
		if dom.ChannelID(configOf(g.Channel)) != key.Channel {
			continue
		}
		for _, w := range g.Writes {
			if w.Key.Cmp(key.Key) == 0 {
				return Write{Key: w.Key, Fee: w.Fee, StorageCost: w.StorageCost, Kind: Kind(w.Kind), ProjectID: w.ProjectId,
					NameHash: w.NameHash, Input: w.Input}, nil
			}
		}
	}
	return Write{}, fmt.Errorf("no write %s in the transaction", key)
}

// groupsOf decodes tx's writeByVouchers calldata to InkdChannelWrites at.
func groupsOf(tx *types.Transaction, at common.Address) ([]channelwrites.InkdChannelWritesGroup, error) {
	if tx.To() == nil || *tx.To() != at {
		return nil, errors.New("not a call to InkdChannelWrites")
	}
	data := tx.Data()
	if len(data) < 4 || !bytes.Equal(data[:4], writeByVouchers.ID) {
		return nil, errors.New("not a writeByVouchers call")
	}
	args, err := writeByVouchers.Inputs.Unpack(data[4:])
	if err != nil || len(args) != 1 {
		return nil, fmt.Errorf("writeByVouchers calldata does not decode: %v", err)
	}
	groups, ok := abi.ConvertType(args[0], new([]channelwrites.InkdChannelWritesGroup)).(*[]channelwrites.InkdChannelWritesGroup)
	if !ok {
		return nil, errors.New("writeByVouchers calldata does not decode to groups")
	}
	return *groups, nil
}

// SameContent reports whether w and o write the same thing: kind, target
// and input (their fees may differ: a price quoted again).
func (w Write) SameContent(o Write) bool {
	id := func(x *big.Int) *big.Int {
		if x == nil {
			return new(big.Int)
		}
		return x
	}
	return w.Kind == o.Kind && id(w.ProjectID).Cmp(id(o.ProjectID)) == 0 && w.NameHash == o.NameHash && bytes.Equal(w.Input, o.Input)
}

// Finder finds landed writes paid by voucher on one InkdChannelWrites,
// within Lookback blocks of the head.
type Finder struct {
	Chain         ChainReader
	ChannelWrites common.Address
	// ChainID names the channels' canonical EIP-712 domain.
	ChainID  *big.Int
	Lookback uint64
}

// Find is FindLanded of key within the lookback.
func (f Finder) Find(ctx context.Context, key Key) (Found, bool, error) {
	head, err := f.Chain.BlockNumber(ctx)
	if err != nil {
		return Found{}, false, fmt.Errorf("writes: head block: %w", err)
	}
	return FindLanded(ctx, f.Chain, f.ChannelWrites, f.ChainID, key, Scan{From: head - min(head, f.Lookback)})
}

// The registry calls whose arguments a write's Input ends.
var createFor, pushFor = func() (abi.Method, abi.Method) {
	parsed, err := registry.InkdRegistryMetaData.ParseABI()
	if err != nil {
		panic(err)
	}
	return parsed.Methods["createProjectFor"], parsed.Methods["pushVersionFor"]
}()

// Project is the project a creation w carries (its Input decoded).
func (w Write) Project() (registry.InkdRegistryProjectInput, error) {
	var p registry.InkdRegistryProjectInput
	if w.Kind != KindCreate {
		return p, fmt.Errorf("a write of kind %d creates no project", w.Kind)
	}
	args, err := createFor.Inputs.Unpack(withHead(2, w.Input))
	if err != nil || len(args) != 2 {
		return p, fmt.Errorf("the creation's input does not decode: %v", err)
	}
	out, ok := abi.ConvertType(args[1], new(registry.InkdRegistryProjectInput)).(*registry.InkdRegistryProjectInput)
	if !ok {
		return p, errors.New("the creation's input is not a project")
	}
	return *out, nil
}

// Version is the version a single push w carries (its Input decoded).
func (w Write) Version() (registry.InkdRegistryVersionInput, error) {
	var v registry.InkdRegistryVersionInput
	if w.Kind != KindPush {
		return v, fmt.Errorf("a write of kind %d is not a push of one version", w.Kind)
	}
	args, err := pushFor.Inputs.Unpack(withHead(4, w.Input))
	if err != nil || len(args) != 4 {
		return v, fmt.Errorf("the push's input does not decode: %v", err)
	}
	out, ok := abi.ConvertType(args[3], new(registry.InkdRegistryVersionInput)).(*registry.InkdRegistryVersionInput)
	if !ok {
		return v, errors.New("the push's input is not a version")
	}
	return *out, nil
}

// withHead puts back the head of a call of words arguments whose last one
// is dynamic with tail input: zero words, then the tail's offset.
func withHead(words int, input []byte) []byte {
	out := make([]byte, words*wordSize, words*wordSize+len(input))
	new(big.Int).SetUint64(uint64(words * wordSize)).FillBytes(out[(words-1)*wordSize : words*wordSize])
	return append(out, input...)
}
