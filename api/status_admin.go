package api

import (
	"context"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
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

// StatusAdminOperation is one pending admin operation in GET /v1/status.
type StatusAdminOperation struct {
	OperationID string `json:"operationId"`
	Nonce       uint32 `json:"nonce"`
	Target      string `json:"target"`
	// Selector is the called function's 4-byte selector, 0x-prefixed hex.
	Selector string `json:"selector"`
	// Function names it ("treasury.setStorageWallet") when known.
	Function string `json:"function,omitempty"`
	Caller   string `json:"caller"`
	// EarliestExecution is the earliest execution time in Unix seconds;
	// EarliestExecutionTime the same instant in RFC 3339 (UTC).
	EarliestExecution     int64  `json:"earliestExecution"`
	EarliestExecutionTime string `json:"earliestExecutionTime"`
	// Ready is true once the earliest execution time has passed.
	Ready bool `json:"ready"`
}

// pendingAdminOperations reads the pending operations for the status
// report; nil when the read model cannot list them or fails (logged: the
// status report always answers).
func (s *Server) pendingAdminOperations(ctx context.Context) *[]StatusAdminOperation {
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
func pendingForStatus(ops []readmodel.AdminOperation, now time.Time) []StatusAdminOperation {
	out := make([]StatusAdminOperation, 0, len(ops))
	for _, op := range ops {
		at := time.Unix(int64(op.Schedule), 0).UTC()
		if now.After(at.Add(AdminOperationExpiry)) {
			continue
		}
		sel := op.Selector()
		out = append(out, StatusAdminOperation{
			OperationID: op.OperationID.Hex(), Nonce: op.Nonce, Target: op.Target.Hex(),
			Selector: hexutil.Encode(sel[:]), Function: op.Function, Caller: op.Caller.Hex(),
			EarliestExecution: at.Unix(), EarliestExecutionTime: at.Format(time.RFC3339),
			Ready: !now.Before(at),
		})
	}
	return out
}
