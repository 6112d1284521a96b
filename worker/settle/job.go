package settle

import (
	"encoding/json"
	"errors"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/batch"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/jobs"
)

// jobKind is what a paid write writes, which decides how its 201 body is
// read from its receipt.
type jobKind int

const (
	kindCreate jobKind = iota + 1
	kindPush
	kindPushes
)

// Job is one paid write as the settler carries it: what it pays, the call
// that takes the payment and makes the write, how a payment taken outside
// inkd is finished, its gas cap, and its item when it is folded into a
// batch. DecodeJob builds one from its task.
type Job struct {
	id       string
	kind     jobKind
	pay      treasury.InkdTreasuryPayment
	paid     []byte
	prepaid  prepaidCalls
	recovery bool
	// gasCap caps the write's gas limit; zero means
	// Config.MaxGas.
	gasCap uint64
	// item is the write as an item of a batch; zero for a multi-push
	// paid under exact, which is never folded, and for a write paid by
	// voucher.
	item batch.Item
	// voucher is the write paid by voucher as an item of a
	// writeByVouchers batch, and voucherKey its key; nil under exact.
	voucher    *writes.Item
	voucherKey writes.Key
	// voucherRecovery: the voucher is used and its job was lost
	// (jobs.Voucher.Recovery); the job reads its write from the chain.
	voucherRecovery bool
}

// ID is the job's id, under which its own write is sent and from which
// every other intent of the job derives (intents.go).
func (j *Job) ID() string { return j.id }

// Call is the job's own call: it takes the payment and makes the write.
func (j *Job) Call() []byte { return j.paid }

// Item is the write as an item of a batch.
func (j *Job) Item() batch.Item { return j.item }

// errNotFoldable answers DecodeJob for a task that is no create or single
// push.
var errNotFoldable = errors.New("a paid write that is not one create or push cannot join a batch")

// DecodeJob decodes the create or single push t of job jobID. A task that
// cannot be decoded is a permanent failure.
func DecodeJob(jobID string, t *asynq.Task) (*Job, error) {
	var paid struct {
		Voucher *jobs.Voucher `json:"voucher"`
	}
	if err := jobs.Decode(t, &paid); err != nil {
		return nil, jobs.Fail(wire.CodeInternal, err.Error())
	}
	if paid.Voucher != nil {
		return decodeVoucherJob(jobID, t, paid.Voucher)
	}
	tre := treasury.NewInkdTreasury()
	switch t.Type() {
	case jobs.TypeCreateProject:
		c, err := decodeCreate(t)
		if err != nil {
			return nil, err
		}
		pay := c.pay
		return &Job{id: jobID, kind: kindCreate, pay: pay, recovery: c.recovery,
			paid:    tre.PackCreateProjectPaid(pay, c.storage, c.project),
			prepaid: prepaidCalls{complete: tre.PackCreateProjectPrepaid(pay, c.storage, c.project), refund: tre.PackRefundPrepaid(pay)},
			item:    batch.Item{Create: &treasury.InkdTreasuryCreateItem{Pay: pay, StorageCost: c.storage, Project: c.project}},
		}, nil
	case jobs.TypePushVersion:
		c, err := decodePush(t)
		if err != nil {
			return nil, err
		}
		pay := c.pay
		return &Job{id: jobID, kind: kindPush, pay: pay, recovery: c.recovery,
			paid:    tre.PackPushVersionPaid(pay, c.storage, c.project, c.nameHash, c.version),
			prepaid: prepaidCalls{complete: tre.PackPushVersionPrepaid(pay, c.storage, c.project, c.nameHash, c.version), refund: tre.PackRefundPrepaid(pay)},
			item: batch.Item{Push: &treasury.InkdTreasuryPushItem{Pay: pay, StorageCost: c.storage, ProjectId: c.project,
				NameHash: c.nameHash, Versions: []treasury.InkdRegistryVersionInput{c.version}}},
		}, nil
	}
	return nil, jobs.Fail(wire.CodeInternal, errNotFoldable.Error())
}

// body is the 201 body of job j, read from rcpt where o is its outcome.
func (pw *PaidWrites) body(j *Job, rcpt *types.Receipt, o batch.Outcome) (json.RawMessage, error) {
	switch j.kind {
	case kindCreate:
		return createResult(rcpt, o.Created)
	case kindPush:
		return pw.pushResult(rcpt, o.Pushed[0])
	}
	return pw.multiPushAnswer(rcpt, j.pay)
}

// createResult is the 201 body of a create from its receipt and event.
func createResult(rcpt *types.Receipt, ev *registry.InkdRegistryProjectCreated) (json.RawMessage, error) {
	return json.Marshal(wire.CreateResult{
		TxHash:      rcpt.TxHash.Hex(),
		ProjectID:   ev.ProjectId.String(),
		Name:        ev.Name,
		Owner:       ev.Owner.Hex(),
		Status:      "success",
		BlockNumber: rcpt.BlockNumber.String(),
	})
}
