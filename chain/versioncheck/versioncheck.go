// Package versioncheck checks a version's record, as an API serves it,
// against the registry's own VersionPushed event on chain, so that a
// consumer need not trust the service for what it downloads: the digest
// and size a download is verified against are then the ones the registry
// recorded, in the block and transaction the record names.
//
//	ev, err := versioncheck.Check(ctx, eth, registry, rec)
//
// Compare is the decision, apart from the reading.
package versioncheck

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"strconv"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain/bindings/registry"
)

// Record is a version as the API describes it (decimal strings, 0x-hex
// hashes, the digest in lowercase hex without 0x); empty fields are not
// stated.
type Record struct {
	ProjectID, Index        string
	StorageHash, VersionTag string
	SHA256, ContentSize     string
	ContentType             string
	TxHash, BlockNumber     string
}

// LogReader reads logs; *ethclient.Client is one.
type LogReader interface {
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// ErrNotOnChain: the block the record names holds no VersionPushed of
// that project and index (the record is wrong, or its block was reorged
// away and the version is elsewhere now).
var ErrNotOnChain = errors.New("no such version in the block the record names")

// MismatchError is a field whose record and chain values differ.
type MismatchError struct {
	Field, Record, Chain string
}

func (e *MismatchError) Error() string {
	return fmt.Sprintf("the record's %s %q is not the chain's %q", e.Field, e.Record, e.Chain)
}

// Check reads the VersionPushed event of rec's project and index in the
// block rec names, from the registry at registry, and compares it with rec
// (Compare). It returns the event.
func Check(ctx context.Context, r LogReader, at common.Address, rec Record) (*registry.InkdRegistryVersionPushed, error) {
	block, ok := new(big.Int).SetString(rec.BlockNumber, 10)
	if !ok {
		return nil, fmt.Errorf("the record has no block number (%q) to check it in", rec.BlockNumber)
	}
	project, ok1 := new(big.Int).SetString(rec.ProjectID, 10)
	index, ok2 := new(big.Int).SetString(rec.Index, 10)
	if !ok1 || !ok2 {
		return nil, fmt.Errorf("the record's project %q or index %q is not a number", rec.ProjectID, rec.Index)
	}
	reg := registry.NewInkdRegistry()
	abi, err := registry.InkdRegistryMetaData.ParseABI()
	if err != nil {
		return nil, err
	}
	logs, err := r.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: block, ToBlock: block, Addresses: []common.Address{at},
		Topics: [][]common.Hash{{abi.Events[registry.InkdRegistryVersionPushedEventName].ID}, {common.BigToHash(project)}, {common.BigToHash(index)}},
	})
	if err != nil {
		return nil, fmt.Errorf("read the registry's events of block %s: %w", rec.BlockNumber, err)
	}
	for i := range logs {
		ev, err := reg.UnpackVersionPushedEvent(&logs[i])
		if err != nil || ev.ProjectId.Cmp(project) != 0 || ev.VersionIndex.Cmp(index) != 0 {
			continue
		}
		return ev, Compare(rec, ev, logs[i].TxHash)
	}
	return nil, fmt.Errorf("project %s version %s in block %s: %w", rec.ProjectID, rec.Index, rec.BlockNumber, ErrNotOnChain)
}

// Compare reports the first field of rec that differs from the chain's
// event ev, mined in transaction tx; a digest, size or type rec does not
// state must not be stated on chain either.
func Compare(rec Record, ev *registry.InkdRegistryVersionPushed, tx common.Hash) error {
	digest := ""
	if ev.Sha256 != ([32]byte{}) {
		digest = hex.EncodeToString(ev.Sha256[:])
	}
	size := ""
	if ev.ContentSize != 0 {
		size = strconv.FormatUint(ev.ContentSize, 10)
	}
	for _, f := range []struct{ name, rec, chain string }{
		{"storageHash", rec.StorageHash, ev.ArweaveHash},
		{"versionTag", rec.VersionTag, ev.VersionTag},
		{"sha256", rec.SHA256, digest},
		{"contentSize", rec.ContentSize, size},
		{"contentType", rec.ContentType, ev.ContentType},
	} {
		if f.rec != f.chain {
			return &MismatchError{Field: f.name, Record: f.rec, Chain: f.chain}
		}
	}
	if rec.TxHash != "" && common.HexToHash(rec.TxHash) != tx {
		return &MismatchError{Field: "txHash", Record: rec.TxHash, Chain: tx.Hex()}
	}
	return nil
}
