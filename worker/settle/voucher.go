package settle

// Writes paid by voucher (x402 batch-settlement, docs/batch-settlement.md):
// the settler decodes them, reads their outcomes from a writeByVouchers
// receipt and answers them. They are always folded (worker/batcher): the
// batch is the only transaction a voucher write is sent in.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/jobs"
)

// Voucher is the write as an item of a writeByVouchers batch, nil for a
// write paid under exact.
func (j *Job) Voucher() *writes.Item { return j.voucher }

// VoucherKey is the key of a write paid by voucher: its channel and its
// voucher's ceiling, as WriteLanded and WriteFailed name it.
func (j *Job) VoucherKey() writes.Key { return j.voucherKey }

// decodeVoucherJob decodes the create, single push or multi-push t paid
// by v.
func decodeVoucherJob(jobID string, t *asynq.Task, v *jobs.Voucher) (*Job, error) {
	item, key, err := voucherItem(v)
	if err != nil {
		return nil, jobs.Fail(wire.CodeInternal, "the job's voucher: "+err.Error())
	}
	storage := func(s string) (*big.Int, error) {
		n, ok := new(big.Int).SetString(s, 10)
		if !ok || n.Sign() < 0 || n.Cmp(item.Write.Fee) > 0 {
			return nil, jobs.Fail(wire.CodeInternal, "bad storage cost "+s)
		}
		return n, nil
	}
	j := &Job{id: jobID, voucherKey: key, voucherRecovery: v.Recovery}
	switch t.Type() {
	case jobs.TypeCreateProject:
		var p jobs.CreateProject
		if err := jobs.Decode(t, &p); err != nil {
			return nil, jobs.Fail(wire.CodeInternal, err.Error())
		}
		st, err := storage(p.StorageCost)
		if err != nil {
			return nil, err
		}
		j.kind = kindCreate
		item.Write, err = writes.Create(key.Key, item.Write.Fee, st, registry.InkdRegistryProjectInput{
			Name: p.Name, Description: p.Description, License: p.License, IsPublic: p.IsPublic,
			IsAgent: p.IsAgent, AgentEndpoint: p.AgentEndpoint, ReadmeHash: p.ReadmeHash,
		})
		if err != nil {
			return nil, jobs.Fail(wire.CodeInternal, err.Error())
		}
	case jobs.TypePushVersion, jobs.TypePushVersions:
		p, err := voucherPushOf(t)
		if err != nil {
			return nil, err
		}
		st, err := storage(p.StorageCost)
		if err != nil {
			return nil, err
		}
		id, nameHash, err := pushTarget(p.ProjectID, p.ProjectName)
		if err != nil {
			return nil, err
		}
		vs := make([]registry.InkdRegistryVersionInput, len(p.Versions))
		for i, v := range p.Versions {
			vs[i] = voucherVersion(v)
		}
		if t.Type() == jobs.TypePushVersion {
			j.kind = kindPush
			item.Write, err = writes.Push(key.Key, item.Write.Fee, st, id, nameHash, vs[0])
		} else {
			j.kind = kindPushes
			item.Write, err = writes.PushMany(key.Key, item.Write.Fee, st, id, nameHash, vs)
		}
		if err != nil {
			return nil, jobs.Fail(wire.CodeInternal, err.Error())
		}
	default:
		return nil, jobs.Fail(wire.CodeInternal, "a write of type "+t.Type()+" cannot be paid by voucher")
	}
	j.voucher = &item
	return j, nil
}

// voucherPushOf decodes the single push or multi-push t as a multi-push:
// a single push is one of one version.
func voucherPushOf(t *asynq.Task) (jobs.PushVersions, error) {
	var p jobs.PushVersions
	if t.Type() == jobs.TypePushVersions {
		if err := jobs.Decode(t, &p); err != nil {
			return p, jobs.Fail(wire.CodeInternal, err.Error())
		}
		if len(p.Versions) == 0 {
			return p, jobs.Fail(wire.CodeInternal, "a batch push without versions")
		}
		return p, nil
	}
	var one jobs.PushVersion
	if err := jobs.Decode(t, &one); err != nil {
		return p, jobs.Fail(wire.CodeInternal, err.Error())
	}
	return jobs.PushVersions{StorageCost: one.StorageCost, ProjectID: one.ProjectID, ProjectName: one.ProjectName, Versions: []jobs.VersionInput{{
		StorageHash: one.StorageHash, VersionTag: one.VersionTag, Changelog: one.Changelog, Content: one.Content}}}, nil
}

// voucherVersion is version v as the registry takes it from
// InkdChannelWrites.
func voucherVersion(v jobs.VersionInput) registry.InkdRegistryVersionInput {
	r := registryVersion(v.StorageHash, v.VersionTag, v.Changelog, v.Content)
	return registry.InkdRegistryVersionInput{ArweaveHash: r.ArweaveHash, VersionTag: r.VersionTag, Changelog: r.Changelog,
		Sha256: r.Sha256, ContentSize: r.ContentSize, ContentType: r.ContentType}
}

// voucherItem reads the channel, voucher and deposit of v; the item's
// write holds only its fee until the caller builds it.
func voucherItem(v *jobs.Voucher) (writes.Item, writes.Key, error) {
	var item writes.Item
	c := v.Channel
	for _, a := range []string{c.Payer, c.PayerAuthorizer, c.Receiver, c.ReceiverAuthorizer, c.Token} {
		if !common.IsHexAddress(a) {
			return item, writes.Key{}, fmt.Errorf("bad channel address %q", a)
		}
	}
	salt, err := hexutil.Decode(c.Salt)
	if err != nil || len(salt) != common.HashLength {
		return item, writes.Key{}, fmt.Errorf("bad channel salt %q", c.Salt)
	}
	item.Config = channel.Config{
		Payer: common.HexToAddress(c.Payer), PayerAuthorizer: common.HexToAddress(c.PayerAuthorizer),
		Receiver: common.HexToAddress(c.Receiver), ReceiverAuthorizer: common.HexToAddress(c.ReceiverAuthorizer),
		Token: common.HexToAddress(c.Token), WithdrawDelay: c.WithdrawDelay, Salt: common.BytesToHash(salt),
	}
	id, err := hexutil.Decode(v.ChannelID)
	if err != nil || len(id) != common.HashLength {
		return item, writes.Key{}, fmt.Errorf("bad channel id %q", v.ChannelID)
	}
	ceiling, ok := new(big.Int).SetString(v.Ceiling, 10)
	if !ok || !channel.CheckAmount(ceiling) || ceiling.Sign() == 0 {
		return item, writes.Key{}, fmt.Errorf("bad ceiling %q", v.Ceiling)
	}
	fee, ok := new(big.Int).SetString(v.Fee, 10)
	if !ok || fee.Sign() <= 0 || fee.Cmp(ceiling) > 0 {
		return item, writes.Key{}, fmt.Errorf("bad fee %q", v.Fee)
	}
	if item.Signature, err = hexutil.Decode(v.Signature); err != nil {
		return item, writes.Key{}, fmt.Errorf("bad voucher signature: %w", err)
	}
	if v.Deposit != nil {
		if item.Deposit, err = depositOf(v.Deposit); err != nil {
			return item, writes.Key{}, err
		}
	}
	item.Write.Fee = fee
	return item, writes.Key{Channel: common.BytesToHash(id), Key: ceiling}, nil
}

// depositOf reads a job's deposit.
func depositOf(d *jobs.ChannelDeposit) (*channel.Deposit, error) {
	dep := &channel.Deposit{}
	for _, f := range []struct {
		name string
		s    string
		to   **big.Int
	}{{"amount", d.Amount, &dep.Amount}, {"validAfter", d.ValidAfter, &dep.ValidAfter}, {"validBefore", d.ValidBefore, &dep.ValidBefore}, {"salt", d.Salt, &dep.Salt}} {
		n, ok := new(big.Int).SetString(f.s, 10)
		if !ok || n.Sign() < 0 {
			return nil, fmt.Errorf("bad deposit %s %q", f.name, f.s)
		}
		*f.to = n
	}
	sig, err := hexutil.Decode(d.Signature)
	if err != nil {
		return nil, fmt.Errorf("bad deposit signature: %w", err)
	}
	dep.Signature = sig
	return dep, nil
}

// VoucherOutcomes reads the outcomes of the writes under keys from rcpt, a
// writeByVouchers receipt, by (channel, ceiling): never by position.
func (pw *PaidWrites) VoucherOutcomes(rcpt *types.Receipt, keys []writes.Key) ([]writes.Outcome, error) {
	return writes.Outcomes(rcpt, pw.cfg.Addresses, keys, pw.reverts)
}

// groupRefusals are InkdChannelWrites' reasons for refusing a whole group:
// the voucher or the channel did not pay, which is the payer's to fix.
var groupRefusals = []string{
	"NotOurChannel(", "PayerAuthorizerRequired(", "InvalidVoucherSignature(", "StaleVoucher(",
	"FeesAboveCeiling(", "CeilingAboveBalance(", "DepositFailed(",
}

// VoucherResult is the answer of job j, paid by voucher, once its batch's
// transaction is final: its 201 body when o landed; when it failed, the
// failure, with nothing counted against the channel (a refused group is
// payment_invalid, a registry refusal tx_failed); err passes otherwise.
func (pw *PaidWrites) VoucherResult(_ context.Context, j *Job, rcpt *types.Receipt, o *writes.Outcome, err error) (json.RawMessage, error) {
	var mined *minedFailure
	switch {
	case errors.As(err, &mined):
		// A whole batch that reverted: nothing counted, nothing to void.
		return nil, mined.failure
	case err != nil:
		return nil, err
	case o == nil:
		return nil, jobs.Fail(wire.CodeInternal, "no outcome for the write of "+j.voucherKey.String())
	case !o.Landed:
		for _, r := range groupRefusals {
			if strings.HasPrefix(o.Reason, r) {
				return nil, jobs.Fail(wire.CodePaymentInvalid, o.Reason+"; the voucher did not pay this write and nothing is charged for it")
			}
		}
		return nil, jobs.Fail(wire.CodeTxFailed, o.Reason+"; nothing is charged for this write")
	}
	switch {
	case j.kind == kindCreate && o.Created == nil, j.kind == kindPush && len(o.Pushed) != 1, j.kind == kindPushes && len(o.Pushed) == 0:
		return nil, jobs.Fail(wire.CodeInternal, fmt.Sprintf("write %s landed without its registry event", o.Key))
	}
	return pw.VoucherResultOf(rcpt, *o, j.kind == kindPushes)
}

// VoucherResultOf is the 201 body of the landed write paid by voucher o
// as rc tells it: a multi-push's when versions is set (every version o
// pushed), else a create's or a single push's.
func (pw *PaidWrites) VoucherResultOf(rc *types.Receipt, o writes.Outcome, versions bool) (json.RawMessage, error) {
	switch {
	case o.Created != nil:
		return createResult(rc, o.Created)
	case versions && len(o.Pushed) > 0:
		return json.Marshal(pw.multiPushResult(rc, o.Pushed))
	case !versions && len(o.Pushed) == 1:
		return pw.pushResult(rc, o.Pushed[0])
	}
	return nil, fmt.Errorf("write %s landed with %d versions, which its job does not expect (multi-push: %v)", o.Key, len(o.Pushed), versions)
}

// VoucherKeys are the writes paid by voucher rc's InkdChannelWrites logs
// name, landed or failed (writes.Keys).
func (pw *PaidWrites) VoucherKeys(rc *types.Receipt) []writes.Key {
	return writes.Keys(rc, pw.cfg.Addresses)
}
