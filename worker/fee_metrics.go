package worker

import (
	"context"
	"math/big"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/settle"
)

// The kinds of FeeMetrics.PaidWriteLanded, a bounded label set; a
// multi-push keeps its label value batch_push.
const (
	FeeKindCreate    = "create"
	FeeKindPush      = "push"
	FeeKindMultiPush = "batch_push"
)

// FeeMetrics counts the paid writes that landed and the fees they took
// (cmd/inkd/metrics implements it). Implementations must be safe for
// concurrent use and must not block.
type FeeMetrics interface {
	// PaidWriteLanded counts one paid write of kind (FeeKindCreate,
	// FeeKindPush, FeeKindMultiPush) whose outcome was published first by
	// this delivery, and fee, the USDC base units its payment took.
	PaidWriteLanded(kind string, fee *big.Int)
	// The settler's own: RefundUnpaid.
	settle.Metrics
	// WriteCorrected counts a paid write answered 201 that a reorg deeper
	// than the confirmations changed (corrections.go), by what became of
	// it: CorrectedMoved (it landed differently: another block, project id
	// or version index), CorrectedReopened (it reverted in its new block or
	// lost its nonce: its job is decided again, nothing charged).
	WriteCorrected(outcome string)
}

// The outcomes WriteCorrected counts.
const (
	CorrectedMoved    = "moved"
	CorrectedReopened = "reopened"
)

// NoopFeeMetrics records nothing.
type NoopFeeMetrics struct{}

var _ FeeMetrics = NoopFeeMetrics{}

// PaidWriteLanded does nothing.
func (NoopFeeMetrics) PaidWriteLanded(string, *big.Int) {}

// RefundUnpaid does nothing.
func (NoopFeeMetrics) RefundUnpaid() {}

// WriteCorrected does nothing.
func (NoopFeeMetrics) WriteCorrected(string) {}

// feeKinds maps the paid write task types to their fee kinds.
var feeKinds = map[string]string{
	jobs.TypeCreateProject: FeeKindCreate,
	jobs.TypePushVersion:   FeeKindPush,
	jobs.TypePushVersions:  FeeKindMultiPush,
}

// countFee reports the fee of paid write t, whose succeeded outcome this
// delivery has just published first: a duplicate or later delivery, or a
// job that only recovers an outcome Redis lost (Payment.Recovery, its fee
// was taken by the job before), counts nothing.
func (w *Worker) countFee(_ context.Context, t *asynq.Task) {
	kind, ok := feeKinds[t.Type()]
	if !ok {
		return
	}
	var p struct {
		Payment jobs.Payment  `json:"payment"`
		Voucher *jobs.Voucher `json:"voucher"`
	}
	if jobs.Decode(t, &p) != nil || p.Payment.Recovery {
		return
	}
	value := p.Payment.Value
	if p.Voucher != nil {
		value = p.Voucher.Fee
	}
	fee, ok := new(big.Int).SetString(value, 10)
	if !ok || fee.Sign() < 0 {
		return
	}
	w.deps.Fees.PaidWriteLanded(kind, fee)
}
