package indexer

import (
	"encoding/hex"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/accessmanager"
	"github.com/inkd/inkd/chain/bindings/buyback"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/readmodel"
)

// Decoder turns the followed contracts' logs into read model changes.
type Decoder struct {
	c      chain.Addresses
	reg    *registry.InkdRegistry
	tre    *treasury.InkdTreasury
	bb     *buyback.InkdBuyback
	am     *accessmanager.InkdAccessManager
	topics map[common.Hash]readmodel.Kind
}

// NewDecoder returns a decoder for the contracts c.
func NewDecoder(c chain.Addresses) *Decoder {
	d := &Decoder{c: c, reg: registry.NewInkdRegistry(), tre: treasury.NewInkdTreasury(), bb: buyback.NewInkdBuyback(), am: accessmanager.NewInkdAccessManager()}
	regABI, treABI, bbABI, amABI := d.reg.GetABI(), d.tre.GetABI(), d.bb.GetABI(), d.am.GetABI()
	d.topics = map[common.Hash]readmodel.Kind{
		regABI.Events[registry.InkdRegistryProjectCreatedEventName].ID:      readmodel.KindProjectCreated,
		regABI.Events[registry.InkdRegistryVersionPushedEventName].ID:       readmodel.KindVersionPushed,
		regABI.Events[registry.InkdRegistryCollaboratorAddedEventName].ID:   readmodel.KindCollaboratorAdded,
		regABI.Events[registry.InkdRegistryCollaboratorRemovedEventName].ID: readmodel.KindCollaboratorRemoved,
		treABI.Events[treasury.InkdTreasuryPaymentReceivedEventName].ID:     readmodel.KindPayment,
		treABI.Events[treasury.InkdTreasurySettledEventName].ID:             readmodel.KindSettled,
		bbABI.Events[buyback.InkdBuybackBuybackExecutedEventName].ID:        readmodel.KindBuyback,
	}
	if c.AccessManager != (common.Address{}) {
		d.topics[amABI.Events[accessmanager.InkdAccessManagerOperationScheduledEventName].ID] = readmodel.KindAdminScheduled
		d.topics[amABI.Events[accessmanager.InkdAccessManagerOperationExecutedEventName].ID] = readmodel.KindAdminExecuted
		d.topics[amABI.Events[accessmanager.InkdAccessManagerOperationCanceledEventName].ID] = readmodel.KindAdminCanceled
	}
	return d
}

// Query is the eth_getLogs filter for blocks from..to (inclusive).
func (d *Decoder) Query(from, to uint64) ethereum.FilterQuery {
	topics := make([]common.Hash, 0, len(d.topics))
	for t := range d.topics {
		topics = append(topics, t)
	}
	slices.SortFunc(topics, func(a, b common.Hash) int { return a.Cmp(b) })
	return ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from),
		ToBlock:   new(big.Int).SetUint64(to),
		Addresses: d.addresses(),
		Topics:    [][]common.Hash{topics},
	}
}

// ours reports which contract's event l is, if it is one we follow.
func (d *Decoder) ours(l *types.Log) (readmodel.Kind, bool) {
	if len(l.Topics) == 0 || l.Removed {
		return "", false
	}
	k, ok := d.topics[l.Topics[0]]
	if !ok {
		return "", false
	}
	switch k {
	case readmodel.KindPayment, readmodel.KindSettled:
		return k, l.Address == d.c.Treasury
	case readmodel.KindBuyback:
		return k, l.Address == d.c.Buyback
	case readmodel.KindAdminScheduled, readmodel.KindAdminExecuted, readmodel.KindAdminCanceled:
		return k, l.Address == d.c.AccessManager
	default:
		return k, l.Address == d.c.Registry
	}
}

// Change decodes l. ok is false for logs the read model does not follow
// (other contracts, other events, removed logs).
func (d *Decoder) Change(l *types.Log) (c readmodel.Change, ok bool, err error) {
	kind, ok := d.ours(l)
	if !ok {
		return readmodel.Change{}, false, nil
	}
	c = readmodel.Change{Kind: kind, LogIndex: l.Index, TxHash: l.TxHash}
	switch kind {
	case readmodel.KindProjectCreated:
		e, err := d.reg.UnpackProjectCreatedEvent(l)
		if err != nil {
			return c, false, err
		}
		c.Project = &readmodel.Project{
			ID: e.ProjectId.String(), Name: e.Name, Description: e.Description, License: e.License,
			Owner: e.Owner, IsPublic: e.IsPublic, IsAgent: e.IsAgent, AgentEndpoint: e.AgentEndpoint,
			ReadmeHash: e.ReadmeHash, CreatedAt: e.CreatedAt, BlockNumber: l.BlockNumber, TxHash: l.TxHash,
		}
	case readmodel.KindVersionPushed:
		e, err := d.reg.UnpackVersionPushedEvent(l)
		if err != nil {
			return c, false, err
		}
		if !e.VersionIndex.IsUint64() {
			return c, false, fmt.Errorf("version index %s does not fit 64 bits", e.VersionIndex)
		}
		c.Version = &readmodel.Version{
			ProjectID: e.ProjectId.String(), Index: e.VersionIndex.Uint64(), StorageHash: e.ArweaveHash,
			VersionTag: e.VersionTag, Changelog: e.Changelog, PushedBy: e.PushedBy, PushedAt: e.PushedAt,
			Sha256: contentDigest(e.Sha256), ContentSize: e.ContentSize, ContentType: e.ContentType,
			BlockNumber: l.BlockNumber, TxHash: l.TxHash,
		}
	case readmodel.KindCollaboratorAdded:
		e, err := d.reg.UnpackCollaboratorAddedEvent(l)
		if err != nil {
			return c, false, err
		}
		c.ProjectID, c.Collaborator = e.ProjectId.String(), e.Collaborator
	case readmodel.KindCollaboratorRemoved:
		e, err := d.reg.UnpackCollaboratorRemovedEvent(l)
		if err != nil {
			return c, false, err
		}
		c.ProjectID, c.Collaborator = e.ProjectId.String(), e.Collaborator
	case readmodel.KindPayment:
		e, err := d.tre.UnpackPaymentReceivedEvent(l)
		if err != nil {
			return c, false, err
		}
		c.Payer, c.Nonce, c.Amount = e.Payer, common.Hash(e.Nonce), e.Amount
	case readmodel.KindSettled:
		e, err := d.tre.UnpackSettledEvent(l)
		if err != nil {
			return c, false, err
		}
		c.Amount = e.Total
	case readmodel.KindBuyback:
		e, err := d.bb.UnpackBuybackExecutedEvent(l)
		if err != nil {
			return c, false, err
		}
		ts := uint64(0)
		if e.Timestamp.IsUint64() {
			ts = e.Timestamp.Uint64()
		}
		c.Buyback = &readmodel.Buyback{
			USDCSpent: e.UsdcSpent, TokensReceived: e.InkdReceived, Timestamp: ts,
			TxHash: l.TxHash, BlockNumber: l.BlockNumber, LogIndex: l.Index,
		}
	case readmodel.KindAdminScheduled, readmodel.KindAdminExecuted, readmodel.KindAdminCanceled:
		op, err := d.adminOp(kind, l)
		if err != nil {
			return c, false, err
		}
		c.AdminOp = op
	}
	return c, true, nil
}

// Blocks groups logs (as eth_getLogs or a receipt returns them) into
// blocks of decoded changes, in chain order. Blocks without a followed log
// are left out. A log that claims to be one of ours but does not decode is
// an error: skipping it would lose data silently.
func (d *Decoder) Blocks(logs []types.Log) ([]readmodel.Block, error) {
	sorted := slices.Clone(logs)
	slices.SortStableFunc(sorted, func(a, b types.Log) int {
		if a.BlockNumber != b.BlockNumber {
			if a.BlockNumber < b.BlockNumber {
				return -1
			}
			return 1
		}
		return int(a.Index) - int(b.Index)
	})
	var out []readmodel.Block
	for i := range sorted {
		l := &sorted[i]
		c, ok, err := d.Change(l)
		if err != nil {
			return nil, fmt.Errorf("decode log %d of block %d (tx %s): %w", l.Index, l.BlockNumber, l.TxHash.Hex(), err)
		}
		if !ok {
			continue
		}
		if n := len(out); n == 0 || out[n-1].Hash != l.BlockHash {
			out = append(out, readmodel.Block{Number: l.BlockNumber, Hash: l.BlockHash})
		}
		out[len(out)-1].Changes = append(out[len(out)-1].Changes, c)
	}
	return out, nil
}

// needsTime reports whether blk has changes whose event needs the block's
// time (collaborator events carry none of their own).
func needsTime(blk readmodel.Block) bool {
	for _, c := range blk.Changes {
		if c.Kind == readmodel.KindCollaboratorAdded || c.Kind == readmodel.KindCollaboratorRemoved {
			return true
		}
	}
	return false
}

// contentDigest is a version's stated SHA-256 as lowercase hex, "" when
// the push stated none (zero).
func contentDigest(d [32]byte) string {
	if d == ([32]byte{}) {
		return ""
	}
	return hex.EncodeToString(d[:])
}
