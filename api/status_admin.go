package api

import (
	"context"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/readmodel"
)

// AdminOperationsReader lists the admin operations the indexer recorded as
// scheduled and neither executed nor cancelled. *readmodel.Model
// implements it; a Deps.Reads.Model that does not leaves
// pendingAdminOperations out of the status report.
type AdminOperationsReader interface {
	PendingAdminOperations(ctx context.Context) ([]readmodel.AdminOperation, error)
}

// AdminOperationExpiry is how long after its earliest execution a
// scheduled operation stays executable: the AccessManager's expiration()
// (one week). Later it can only be scheduled again, so it is no longer
// shown as pending.
const AdminOperationExpiry = 7 * 24 * time.Hour

// pendingAdminOperations reads the pending operations for the status
// report; nil when the read model cannot list them or fails (logged: the
// status report always answers).
func (s *Server) pendingAdminOperations(ctx context.Context) *[]wire.AdminOperation {
	r, ok := s.deps.Reads.Model.(AdminOperationsReader)
	if !ok {
		return nil
	}
	ops, err := r.PendingAdminOperations(ctx)
	if err != nil {
		s.log.WithError(err).Warn("read pending admin operations")
		return nil
	}
	out := pendingForStatus(ops, s.deps.Now())
	return &out
}

// pendingForStatus renders ops at time now, leaving out expired ones.
func pendingForStatus(ops []readmodel.AdminOperation, now time.Time) []wire.AdminOperation {
	out := make([]wire.AdminOperation, 0, len(ops))
	for _, op := range ops {
		at := time.Unix(int64(op.Schedule), 0).UTC()
		if now.After(at.Add(AdminOperationExpiry)) {
			continue
		}
		sel := op.Selector()
		out = append(out, wire.AdminOperation{
			OperationID: op.OperationID.Hex(), Nonce: op.Nonce, Target: op.Target.Hex(),
			Selector: hexutil.Encode(sel[:]), Function: op.Function, Caller: op.Caller.Hex(),
			EarliestExecution: at.Unix(), EarliestExecutionTime: at.Format(time.RFC3339),
			Ready: !now.Before(at),
		})
	}
	return out
}
