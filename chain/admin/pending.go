package admin

import (
	"cmp"
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain/bindings/accessmanager"
)

// Scheduled is one OperationScheduled of the manager.
type Scheduled struct {
	OperationID common.Hash
	Nonce       uint32
	// Schedule is the earliest execution, Unix seconds.
	Schedule uint64
	Caller   common.Address
	Target   common.Address
	Data     []byte
}

// DefaultLogSpan is how many blocks one eth_getLogs of Pending covers, below
// the limits of hosted providers.
const DefaultLogSpan = 10_000

// Pending scans the manager's logs from block from to the head, span blocks
// per query, and returns the operations scheduled and neither executed nor
// cancelled, earliest first. It does not drop expired ones.
func (m *Manager) Pending(ctx context.Context, from, span uint64) ([]Scheduled, error) {
	if span == 0 {
		span = DefaultLogSpan
	}
	hctx, cancel := context.WithTimeout(ctx, m.timeout())
	head, err := m.B.BlockNumber(hctx)
	cancel()
	if err != nil {
		return nil, fmt.Errorf("head block: %w", err)
	}
	a := m.am.GetABI()
	topics := []common.Hash{
		a.Events[accessmanager.InkdAccessManagerOperationScheduledEventName].ID,
		a.Events[accessmanager.InkdAccessManagerOperationExecutedEventName].ID,
		a.Events[accessmanager.InkdAccessManagerOperationCanceledEventName].ID,
	}
	open := map[string]Scheduled{}
	for lo := from; lo <= head; lo += span {
		hi := min(head, lo+span-1)
		lctx, cancel := context.WithTimeout(ctx, m.timeout())
		logs, err := m.B.FilterLogs(lctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(lo), ToBlock: new(big.Int).SetUint64(hi),
			Addresses: []common.Address{m.Address}, Topics: [][]common.Hash{topics},
		})
		cancel()
		if err != nil {
			return nil, fmt.Errorf("manager logs %d-%d: %w", lo, hi, err)
		}
		for i := range logs {
			if err := m.fold(open, &logs[i]); err != nil {
				return nil, err
			}
		}
	}
	out := make([]Scheduled, 0, len(open))
	for _, s := range open {
		out = append(out, s)
	}
	slices.SortFunc(out, func(a, b Scheduled) int {
		return cmp.Or(cmp.Compare(a.Schedule, b.Schedule), a.OperationID.Cmp(b.OperationID))
	})
	return out, nil
}

// fold applies one operation log (in chain order) to the open set.
func (m *Manager) fold(open map[string]Scheduled, l *types.Log) error {
	key := func(id [32]byte, nonce uint32) string { return fmt.Sprintf("%x:%d", id, nonce) }
	if e, err := m.am.UnpackOperationScheduledEvent(l); err == nil {
		if !e.Schedule.IsUint64() {
			return fmt.Errorf("schedule %s does not fit 64 bits", e.Schedule)
		}
		open[key(e.OperationId, e.Nonce)] = Scheduled{
			OperationID: e.OperationId, Nonce: e.Nonce, Schedule: e.Schedule.Uint64(),
			Caller: e.Caller, Target: e.Target, Data: e.Data,
		}
		return nil
	}
	if e, err := m.am.UnpackOperationExecutedEvent(l); err == nil {
		delete(open, key(e.OperationId, e.Nonce))
		return nil
	}
	e, err := m.am.UnpackOperationCanceledEvent(l)
	if err != nil {
		return fmt.Errorf("decode manager log %d of block %d: %w", l.Index, l.BlockNumber, err)
	}
	delete(open, key(e.OperationId, e.Nonce))
	return nil
}
