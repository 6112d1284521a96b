package writes

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/channel"
)

// DefaultScanWindow is the blocks of one log query of LastVoucher when
// Scan.Window is zero: within what public RPC providers answer in one
// eth_getLogs (many cap a query at 10,000 blocks).
const DefaultScanWindow = 10_000

// Scan bounds LastVoucher's search: it reads the logs from the head back
// to From (inclusive), Window blocks a query, and stops at the first
// window that names the channel.
type Scan struct {
	From   uint64
	Window uint64
}

// ChainReader is what LastVoucher reads of the chain; *ethclient.Client and
// chain.Backend satisfy it.
type ChainReader interface {
	ethereum.LogFilterer
	ethereum.BlockNumberReader
	TransactionByHash(ctx context.Context, hash common.Hash) (tx *types.Transaction, isPending bool, err error)
}

// Voucher is a voucher recovered from the calldata of a landed
// writeByVouchers transaction, with its channel's config.
type Voucher struct {
	Ceiling   *big.Int
	Signature []byte
	Config    channel.Config
	// Block and TxHash are the transaction's.
	Block  uint64
	TxHash common.Hash
}

// VoucherError is a transaction LastVoucher cannot take a voucher from: a
// WriteLanded of the channel names it, but its calldata is not a
// writeByVouchers call to InkdChannelWrites, has no group of the channel,
// or the group's signature is not the payer authorizer's.
type VoucherError struct {
	TxHash common.Hash
	Reason string
}

func (e *VoucherError) Error() string {
	return fmt.Sprintf("writes: the voucher of transaction %s: %s", e.TxHash.Hex(), e.Reason)
}

// writeByVouchers decodes the calldata; landedEventID is WriteLanded's
// topic 0.
var writeByVouchers, landedEventID = func() (abi.Method, common.Hash) {
	parsed, err := channelwrites.InkdChannelWritesMetaData.ParseABI()
	if err != nil {
		panic(err)
	}
	return parsed.Methods["writeByVouchers"], parsed.Events["WriteLanded"].ID
}()

// LastVoucher recovers from the chain the voucher the last landed group of
// channel id used: it finds the channel's latest WriteLanded emitted by
// channelWrites (scanning back from the head as scan says), decodes that
// transaction's writeByVouchers calldata, takes the group whose config
// hashes to id under the canonical domain of chainID, and checks its
// signature against the config's payer authorizer.
//
// The result is a voucher the payer signed whose ceiling is at least the
// fees the channel had landed at that transaction (the contract checks
// each group's ceiling against them), and, when no later write of the
// channel landed, the channel's `usage` ceiling: what a claim of the
// landed fees needs after the book lost its record. found is false when
// no WriteLanded of the channel is in the range. A transaction named by
// the log that does not decode, or whose group does not verify, is a
// *VoucherError: the caller is told, never given a voucher that would be
// refused.
func LastVoucher(ctx context.Context, c ChainReader, channelWrites common.Address, chainID *big.Int, id common.Hash, scan Scan) (Voucher, bool, error) {
	l, found, err := lastLanded(ctx, c, channelWrites, id, scan)
	if err != nil || !found {
		return Voucher{}, false, err
	}
	tx, _, err := c.TransactionByHash(ctx, l.TxHash)
	if err != nil {
		return Voucher{}, false, fmt.Errorf("writes: transaction %s: %w", l.TxHash.Hex(), err)
	}
	v, err := voucherOf(tx, channelWrites, channel.CanonicalDomain(chainID), id)
	if err != nil {
		return Voucher{}, false, &VoucherError{TxHash: l.TxHash, Reason: err.Error()}
	}
	v.Block, v.TxHash = l.BlockNumber, l.TxHash
	return v, true, nil
}

// LandedChannels lists the channels with a write landed in blocks from to
// to (inclusive), each once, from the WriteLanded logs channelWrites
// emitted, window blocks a query (zero: DefaultScanWindow). A query the
// node refuses as too wide or too large (chain.RefusedLogRange) is asked
// again as two halves, down to one block.
func LandedChannels(ctx context.Context, c ethereum.LogFilterer, channelWrites common.Address, from, to, window uint64) ([]common.Hash, error) {
	if window == 0 {
		window = DefaultScanWindow
	}
	l := landedLister{c: c, at: channelWrites, seen: map[common.Hash]bool{}}
	for lo := from; lo <= to; lo += window {
		if err := l.read(ctx, lo, min(lo+window-1, to)); err != nil {
			return nil, err
		}
		if lo+window-1 >= to {
			break
		}
	}
	return l.out, nil
}

// landedLister gathers the channels of WriteLanded logs, in the order
// first seen.
type landedLister struct {
	c    ethereum.LogFilterer
	at   common.Address
	seen map[common.Hash]bool
	out  []common.Hash
}

func (l *landedLister) read(ctx context.Context, lo, hi uint64) error {
	logs, err := l.c.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(lo), ToBlock: new(big.Int).SetUint64(hi),
		Addresses: []common.Address{l.at}, Topics: [][]common.Hash{{landedEventID}},
	})
	switch {
	case err != nil && hi > lo && chain.RefusedLogRange(err):
		mid := lo + (hi-lo)/2
		if err := l.read(ctx, lo, mid); err != nil {
			return err
		}
		return l.read(ctx, mid+1, hi)
	case err != nil:
		return fmt.Errorf("writes: WriteLanded logs of blocks %d-%d: %w", lo, hi, err)
	}
	for _, lg := range logs {
		if lg.Removed || len(lg.Topics) < 2 || l.seen[lg.Topics[1]] {
			continue
		}
		l.seen[lg.Topics[1]] = true
		l.out = append(l.out, lg.Topics[1])
	}
	return nil
}

// lastLanded is the latest WriteLanded of channel id in scan's range.
func lastLanded(ctx context.Context, c ChainReader, at common.Address, id common.Hash, scan Scan) (types.Log, bool, error) {
	return lastLandedOf(ctx, c, at, [][]common.Hash{{landedEventID}, {id}}, scan)
}

// lastLandedOf is the latest WriteLanded matching topics in scan's range.
func lastLandedOf(ctx context.Context, c ChainReader, at common.Address, topics [][]common.Hash, scan Scan) (types.Log, bool, error) {
	window := scan.Window
	if window == 0 {
		window = DefaultScanWindow
	}
	head, err := c.BlockNumber(ctx)
	if err != nil {
		return types.Log{}, false, fmt.Errorf("writes: head block: %w", err)
	}
	for to := head; to >= scan.From; {
		from := scan.From
		if to-scan.From >= window {
			from = to - window + 1
		}
		logs, err := c.FilterLogs(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
			Addresses: []common.Address{at}, Topics: topics,
		})
		if err != nil {
			return types.Log{}, false, fmt.Errorf("writes: WriteLanded logs of blocks %d-%d: %w", from, to, err)
		}
		var last *types.Log
		for i := range logs {
			l := &logs[i]
			if l.Removed {
				continue
			}
			if last == nil || l.BlockNumber > last.BlockNumber || (l.BlockNumber == last.BlockNumber && l.Index > last.Index) {
				last = l
			}
		}
		if last != nil {
			return *last, true, nil
		}
		if from == scan.From || from == 0 {
			break
		}
		to = from - 1
	}
	return types.Log{}, false, nil
}

// voucherOf is the verified voucher of channel id's group in tx.
func voucherOf(tx *types.Transaction, at common.Address, dom channel.Domain, id common.Hash) (Voucher, error) {
	groups, err := groupsOf(tx, at)
	if err != nil {
		return Voucher{}, err
	}
	for _, g := range groups {
		cfg := configOf(g.Channel)
		if dom.ChannelID(cfg) != id {
			continue
		}
		v := channel.Voucher{ChannelID: id, MaxClaimableAmount: g.Ceiling, Signature: g.Signature}
		if err := dom.VerifyVoucher(cfg, v); err != nil {
			return Voucher{}, fmt.Errorf("the group's voucher of %s: %w", g.Ceiling, err)
		}
		return Voucher{Ceiling: g.Ceiling, Signature: g.Signature, Config: cfg}, nil
	}
	return Voucher{}, errors.New("no group of the channel")
}

// configOf is the binding's config as channel.Config.
func configOf(c channelwrites.X402BatchSettlementChannelConfig) channel.Config {
	return channel.Config{
		Payer: c.Payer, PayerAuthorizer: c.PayerAuthorizer, Receiver: c.Receiver, ReceiverAuthorizer: c.ReceiverAuthorizer,
		Token: c.Token, WithdrawDelay: c.WithdrawDelay.Uint64(), Salt: c.Salt,
	}
}
