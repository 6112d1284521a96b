package settle

import (
	"context"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
)

func voucherPayload() *jobs.Voucher {
	addr := "0x00000000000000000000000000000000000000a1"
	return &jobs.Voucher{
		Channel: jobs.ChannelConfig{Payer: addr, PayerAuthorizer: addr, Receiver: addr, ReceiverAuthorizer: addr, Token: addr, WithdrawDelay: 900,
			Salt: "0x" + strings.Repeat("00", 31) + "01"},
		ChannelID: "0x" + strings.Repeat("ab", 32), Ceiling: "300000", Signature: "0x" + strings.Repeat("11", 65), Fee: "100000",
	}
}

// A job paid by voucher decodes to its writeByVouchers item, keyed by
// (channel, ceiling); a payload the API could not have queued is a
// permanent internal failure, never a write.
func TestDecodeVoucherJob(t *testing.T) {
	task := func(v *jobs.Voucher, storage string) *asynq.Task {
		tk, _, err := jobs.NewPushVersionTask(jobs.PushVersion{Voucher: v, StorageCost: storage, ProjectID: "7", ProjectName: "lib",
			StorageHash: "ar://x", VersionTag: "v1"})
		if err != nil {
			t.Fatal(err)
		}
		return tk
	}
	j, err := DecodeJob("job", task(voucherPayload(), "20000"))
	if err != nil {
		t.Fatal(err)
	}
	it := j.Voucher()
	if it == nil || it.Write.Kind != writes.KindPush || it.Write.Key.String() != "300000" || it.Write.Fee.String() != "100000" ||
		it.Write.StorageCost.String() != "20000" || it.Write.ProjectID.String() != "7" || j.VoucherKey().Key.String() != "300000" {
		t.Fatalf("decoded %+v (key %s)", it, j.VoucherKey())
	}
	for name, c := range map[string]struct {
		edit    func(v *jobs.Voucher)
		storage string
	}{
		"fee above the ceiling": {func(v *jobs.Voucher) { v.Fee = "300001" }, "0"},
		"zero fee":              {func(v *jobs.Voucher) { v.Fee = "0" }, "0"},
		"ceiling not a uint128": {func(v *jobs.Voucher) { v.Ceiling = new(big.Int).Lsh(big.NewInt(1), 128).String() }, "0"},
		"short channel id":      {func(v *jobs.Voucher) { v.ChannelID = "0xab" }, "0"},
		"bad payer":             {func(v *jobs.Voucher) { v.Channel.Payer = "nobody" }, "0"},
		"bad deposit":           {func(v *jobs.Voucher) { v.Deposit = &jobs.ChannelDeposit{Amount: "-1"} }, "0"},
		"storage above the fee": {func(*jobs.Voucher) {}, "100001"},
	} {
		v := voucherPayload()
		c.edit(v)
		_, err := DecodeJob("job", task(v, c.storage))
		if f := paidtest.FailureOf(err); f == nil || f.Code != wire.CodeInternal {
			t.Errorf("%s: DecodeJob = %v, want an internal failure", name, err)
		}
	}
}

// A write paid by voucher that failed is payment_invalid when its group
// was refused (the voucher did not pay), tx_failed when the registry
// refused it alone; either way nothing is charged.
func TestVoucherResultOfAFailedWrite(t *testing.T) {
	pw := &PaidWrites{}
	j := &Job{id: "job", kind: kindPush}
	for reason, code := range map[string]wire.Code{
		"CeilingAboveBalance(2,1)":   wire.CodePaymentInvalid,
		"InvalidVoucherSignature()":  wire.CodePaymentInvalid,
		"DepositFailed(invalid sig)": wire.CodePaymentInvalid,
		"ProjectNotFound()":          wire.CodeTxFailed,
		"TagTaken()":                 wire.CodeTxFailed,
	} {
		_, err := pw.VoucherResult(context.Background(), j, &types.Receipt{}, &writes.Outcome{Reason: reason}, nil)
		f := paidtest.FailureOf(err)
		if f == nil || f.Code != code || !strings.Contains(f.Message, reason) || !strings.Contains(f.Message, "nothing is charged") {
			t.Errorf("%s: %v, want %s naming the reason and that nothing is charged", reason, err, code)
		}
	}
}
