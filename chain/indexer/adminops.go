package indexer

import (
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain/admin"
	"github.com/inkd/inkd/chain/readmodel"
)

// addresses are the contracts whose logs the indexer asks for.
func (d *Decoder) addresses() []common.Address {
	out := []common.Address{d.c.Registry, d.c.Treasury, d.c.Buyback}
	if d.c.AccessManager != (common.Address{}) {
		out = append(out, d.c.AccessManager)
	}
	return out
}

// adminOp decodes one of the manager's operation events. A scheduled
// operation is named after its target and selector when the target is one
// of the followed contracts.
func (d *Decoder) adminOp(kind readmodel.Kind, l *types.Log) (*readmodel.AdminOperation, error) {
	switch kind {
	case readmodel.KindAdminScheduled:
		e, err := d.am.UnpackOperationScheduledEvent(l)
		if err != nil {
			return nil, err
		}
		if !e.Schedule.IsUint64() {
			return nil, fmt.Errorf("schedule %s does not fit 64 bits", e.Schedule)
		}
		op := &readmodel.AdminOperation{
			OperationID: e.OperationId, Nonce: e.Nonce, Schedule: e.Schedule.Uint64(),
			Caller: e.Caller, Target: e.Target, Data: e.Data, BlockNumber: l.BlockNumber, TxHash: l.TxHash,
		}
		op.Function = admin.FunctionName(admin.Addresses{
			admin.Registry: d.c.Registry, admin.Treasury: d.c.Treasury, admin.Buyback: d.c.Buyback, admin.Authority: d.c.AccessManager,
		}, op.Target, op.Selector())
		return op, nil
	case readmodel.KindAdminExecuted:
		e, err := d.am.UnpackOperationExecutedEvent(l)
		if err != nil {
			return nil, err
		}
		return &readmodel.AdminOperation{OperationID: e.OperationId, Nonce: e.Nonce}, nil
	default:
		e, err := d.am.UnpackOperationCanceledEvent(l)
		if err != nil {
			return nil, err
		}
		return &readmodel.AdminOperation{OperationID: e.OperationId, Nonce: e.Nonce}, nil
	}
}
