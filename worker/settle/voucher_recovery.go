package settle

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/jobs"
)

// VoucherRecovery reports whether j is a recovery job of a voucher: the
// voucher is used already and Redis lost its job (jobs.Voucher.Recovery).
func (j *Job) VoucherRecovery() bool { return j.voucherRecovery }

// RecoverVoucher answers recovery job j from the chain, and never writes:
// the write its voucher paid, found by its WriteLanded (channel, ceiling)
// within DefaultPrepaidLookback blocks of the head, answers its 201 when
// it is this job's write (same kind, target and input); a write of
// other content, or none found, is payment_invalid: the voucher is used
// and did not pay this request.
func (pw *PaidWrites) RecoverVoucher(ctx context.Context, j *Job) (json.RawMessage, error) {
	key := j.voucherKey
	chainID, err := pw.backend.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("chain id: %w", err)
	}
	finder := writes.Finder{Chain: pw.backend, ChannelWrites: pw.cfg.Addresses.ChannelWrites, ChainID: chainID, Lookback: DefaultPrepaidLookback}
	f, found, err := finder.Find(ctx, key)
	var verr *writes.VoucherError
	switch {
	case errors.As(err, &verr):
		return nil, jobs.Fail(wire.CodeInternal, err.Error())
	case err != nil:
		return nil, err
	case !found:
		return nil, jobs.Fail(wire.CodePaymentInvalid, fmt.Sprintf("this voucher (channel %s, maxClaimableAmount %s) was already used for a different request, or its write failed: no write it paid landed in the last %d blocks; sign the next voucher for this request",
			key.Channel.Hex(), key.Key, DefaultPrepaidLookback))
	case j.voucher == nil || !f.Write.SameContent(j.voucher.Write):
		return nil, jobs.Fail(wire.CodePaymentInvalid, fmt.Sprintf("this voucher (channel %s, maxClaimableAmount %s) was already used for a different request: it paid another write (transaction %s); sign the next voucher for this request",
			key.Channel.Hex(), key.Key, f.TxHash.Hex()))
	}
	rc, err := pw.backend.TransactionReceipt(ctx, f.TxHash)
	if err != nil {
		return nil, fmt.Errorf("receipt of %s: %w", f.TxHash.Hex(), err)
	}
	outs, err := pw.VoucherOutcomes(rc, []writes.Key{key})
	if err != nil {
		return nil, jobs.Fail(wire.CodeInternal, err.Error())
	}
	JobLog(ctx, pw.log).WithFields(logrus.Fields{"task_id": j.id, "tx_hash": f.TxHash.Hex()}).Info("voucher used already: answering with the write it paid")
	return pw.VoucherResult(ctx, j, rc, &outs[0], nil)
}
