package settle

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/jobs"
)

// MultiPushGasPerByte is the gas a multi-push may use per byte of its call
// on top of the cap of one write (Config.MaxGas): a multi-push costs
// what its bytes cost, as calldata (at least 40 gas a nonzero byte since
// EIP-7623) and again in the VersionPushed logs (8 gas a byte). Measured on
// the development chain at the API's size limit (127 KiB of calldata):
// 256 versions with 160-byte changelogs (123 KB) used 4.1M gas, 16k a
// version; 7 versions with 16 KiB changelogs (117 KB) 4.7M. The cap of
// either is about 10M.
const MultiPushGasPerByte = 48

// MaxTxGas is the most gas one transaction may use (EIP-7825, Osaka): no
// transaction (a fold's or a multi-push's) is capped above it.
const MaxTxGas = 1 << 24

// multiPushGasCap is the gas cap of a multi-push whose call is calldata bytes.
func multiPushGasCap(maxGas uint64, calldata int) uint64 {
	return min(maxGas+uint64(calldata)*MultiPushGasPerByte, MaxTxGas)
}

// PushVersions is the handler of jobs.TypePushVersions, the multi-push: one
// payment, many versions, one treasury transaction (pushVersionsPaid), all
// or none. It is never folded into a batch; it follows a single push's
// own write step for step, and only the call, its gas cap and the reading
// of the result differ.
func (pw *PaidWrites) PushVersions(ctx context.Context, jobID string, t *asynq.Task) (json.RawMessage, error) {
	var p jobs.PushVersions
	if err := jobs.Decode(t, &p); err != nil {
		return nil, jobs.Fail(wire.CodeInternal, err.Error())
	}
	pay, storage, id, nameHash, err := pushPayment(p.Payment, p.StorageCost, p.ProjectID, p.ProjectName)
	if err != nil {
		return nil, err
	}
	if len(p.Versions) == 0 {
		return nil, jobs.Fail(wire.CodeInternal, "a batch push without versions")
	}
	versions := make([]treasury.InkdRegistryVersionInput, len(p.Versions))
	for i, v := range p.Versions {
		versions[i] = registryVersion(v.StorageHash, v.VersionTag, v.Changelog, v.Content)
	}
	paid := pw.tre.PackPushVersionsPaid(pay, storage, id, nameHash, versions)
	j := &Job{id: jobID, kind: kindPushes, pay: pay, paid: paid, recovery: p.Payment.Recovery, gasCap: multiPushGasCap(pw.cfg.MaxGas, len(paid)),
		prepaid: prepaidCalls{complete: pw.tre.PackPushVersionsPrepaid(pay, storage, id, nameHash, versions), refund: pw.tre.PackRefundPrepaid(pay)}}
	rcpt, err := pw.write(ctx, j)
	if err != nil {
		return nil, err
	}
	return pw.multiPushAnswer(rcpt, pay)
}

// multiPushAnswer is the 201 body of the multi-push paid by pay, from rcpt.
func (pw *PaidWrites) multiPushAnswer(rcpt *types.Receipt, pay treasury.InkdTreasuryPayment) (json.RawMessage, error) {
	pushed, err := multiPushEvents(rcpt, multiPushLogs{treasury: pw.cfg.Treasury, registry: pw.cfg.Registry, tre: pw.tre, reg: pw.reg}, pay)
	if err != nil {
		return nil, jobs.Fail(wire.CodeInternal, err.Error())
	}
	return json.Marshal(pw.multiPushResult(rcpt, pushed))
}

// multiPushResult is the 201 body of a multi-push whose versions are
// pushed, the VersionPushed events rcpt logged for it in index order (one
// project, one pusher, at least one): whichever way it was paid.
func (pw *PaidWrites) multiPushResult(rcpt *types.Receipt, pushed []*registry.InkdRegistryVersionPushed) *wire.PushVersionsResult {
	out := make([]wire.MultiPushVersion, len(pushed))
	for i, ev := range pushed {
		out[i] = wire.MultiPushVersion{VersionIndex: ev.VersionIndex.String(), VersionTag: ev.VersionTag, StorageHash: ev.ArweaveHash,
			StorageURL: pw.cfg.GatewayURL(strings.TrimPrefix(ev.ArweaveHash, "ar://"))}
	}
	return &wire.PushVersionsResult{
		TxHash:      rcpt.TxHash.Hex(),
		ProjectID:   pushed[0].ProjectId.String(),
		Pusher:      pushed[0].PushedBy.Hex(),
		Status:      "success",
		BlockNumber: rcpt.BlockNumber.String(),
		Versions:    out,
	}
}

// multiPushLogs are the contracts whose logs tell a multi-push's outcome.
type multiPushLogs struct {
	treasury, registry common.Address
	tre                *treasury.InkdTreasury
	reg                *registry.InkdRegistry
}

// multiPushEvents reads a multi-push paid under exact from its receipt:
// the PaymentReceived of pay (by payer and nonce) names the project, the
// first index and the count; the VersionPushed events of that project by
// the payer with an index in that range are its versions, in index order.
// Nothing is taken from positions in the receipt or from a counter read
// afterwards.
func multiPushEvents(rcpt *types.Receipt, c multiPushLogs, pay treasury.InkdTreasuryPayment) ([]*registry.InkdRegistryVersionPushed, error) {
	var paid *treasury.InkdTreasuryPaymentReceived
	for _, l := range rcpt.Logs {
		if l.Address != c.treasury {
			continue
		}
		if ev, err := c.tre.UnpackPaymentReceivedEvent(l); err == nil && ev.Payer == pay.From && ev.Nonce == pay.Nonce {
			paid = ev
			break
		}
	}
	if paid == nil {
		return nil, fmt.Errorf("transaction %s has no PaymentReceived for payer %s and this nonce", rcpt.TxHash.Hex(), pay.From.Hex())
	}
	w, err := paid.Written()
	if err != nil {
		return nil, fmt.Errorf("transaction %s: %w", rcpt.TxHash.Hex(), err)
	}
	if w.VersionCount == 0 || w.VersionCount > 1<<16 {
		return nil, fmt.Errorf("transaction %s booked %d versions for this payment", rcpt.TxHash.Hex(), w.VersionCount)
	}
	first, count := new(big.Int).SetUint64(w.VersionIndex), new(big.Int).SetUint64(w.VersionCount)
	end := new(big.Int).Add(first, count)
	out := make([]*registry.InkdRegistryVersionPushed, count.Int64())
	found := 0
	for _, l := range rcpt.Logs {
		if l.Address != c.registry {
			continue
		}
		ev, err := c.reg.UnpackVersionPushedEvent(l)
		if err != nil || ev.ProjectId.Cmp(paid.ProjectId) != 0 || ev.PushedBy != pay.From ||
			ev.VersionIndex.Cmp(first) < 0 || ev.VersionIndex.Cmp(end) >= 0 {
			continue
		}
		slot := &out[new(big.Int).Sub(ev.VersionIndex, first).Int64()]
		if *slot == nil {
			found++
		}
		*slot = ev
	}
	if found != len(out) {
		return nil, fmt.Errorf("transaction %s shows %d of the %d versions its payment booked", rcpt.TxHash.Hex(), found, len(out))
	}
	return out, nil
}
