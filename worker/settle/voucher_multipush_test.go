package settle

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/internal/paidtest"
)

// A multi-push paid by voucher decodes to one writeByVouchers item of
// kind KindPushMany carrying every version, keyed by its voucher's
// ceiling; one without versions is a permanent internal failure.
func TestDecodeVoucherMultiPush(t *testing.T) {
	versions := []jobs.VersionInput{
		{StorageHash: "ar://a", VersionTag: "v1", Changelog: "one"},
		{StorageHash: "ar://b", VersionTag: "v2", Content: jobs.Content{ContentSize: 12, ContentType: "text/plain"}},
		{StorageHash: "ar://c", VersionTag: "v3"},
	}
	task := func(vs []jobs.VersionInput) *jobs.PushVersions {
		return &jobs.PushVersions{Voucher: voucherPayload(), StorageCost: "20000", ProjectID: "7", ProjectName: "lib", Versions: vs}
	}
	decode := func(p *jobs.PushVersions) (*Job, error) {
		tk, _, err := jobs.NewPushVersionsTask(*p)
		if err != nil {
			t.Fatal(err)
		}
		return DecodeJob("job", tk)
	}
	j, err := decode(task(versions))
	if err != nil {
		t.Fatal(err)
	}
	want := make([]registry.InkdRegistryVersionInput, len(versions))
	for i, v := range versions {
		want[i] = voucherVersion(v)
	}
	in, err := writes.PushManyInput(want)
	if err != nil {
		t.Fatal(err)
	}
	it := j.Voucher()
	if it == nil || j.kind != kindPushes || it.Write.Kind != writes.KindPushMany || it.Write.Key.String() != "300000" || it.Write.Fee.String() != "100000" ||
		it.Write.StorageCost.String() != "20000" || it.Write.ProjectID.String() != "7" || !bytes.Equal(it.Write.Input, in) || j.VoucherKey().Key.String() != "300000" {
		t.Fatalf("decoded %+v (key %s)", it, j.VoucherKey())
	}
	if _, err := decode(task(nil)); paidtest.FailureOf(err) == nil || paidtest.FailureOf(err).Code != wire.CodeInternal {
		t.Fatalf("a multi-push without versions: %v, want an internal failure", err)
	}
}

// A landed multi-push paid by voucher is answered with the multi-push's
// 201 body, every version it pushed in order; one landed without its
// registry events is an internal failure, not a guess.
func TestVoucherResultOfAMultiPush(t *testing.T) {
	pw := &PaidWrites{cfg: Config{GatewayURL: func(id string) string { return "https://gw/" + id }}}
	j := &Job{id: "job", kind: kindPushes}
	pusher := common.Address{0xaa}
	ev := func(i int64, tag string) *registry.InkdRegistryVersionPushed {
		return &registry.InkdRegistryVersionPushed{ProjectId: big.NewInt(7), VersionIndex: big.NewInt(i), VersionTag: tag, ArweaveHash: "ar://" + tag, PushedBy: pusher}
	}
	rc := &types.Receipt{TxHash: common.Hash{0x11}, BlockNumber: big.NewInt(42)}
	body, err := pw.VoucherResult(context.Background(), j, rc, &writes.Outcome{Landed: true, Pushed: []*registry.InkdRegistryVersionPushed{ev(3, "v1"), ev(4, "v2")}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got wire.PushVersionsResult
	if err := json.Unmarshal(body, &got); err != nil {
		t.Fatal(err)
	}
	if got.ProjectID != "7" || got.Pusher != pusher.Hex() || got.BlockNumber != "42" || len(got.Versions) != 2 ||
		got.Versions[1] != (wire.MultiPushVersion{VersionIndex: "4", VersionTag: "v2", StorageHash: "ar://v2", StorageURL: "https://gw/v2"}) {
		t.Fatalf("201 body %s", body)
	}
	_, err = pw.VoucherResult(context.Background(), j, rc, &writes.Outcome{Landed: true}, nil)
	if f := paidtest.FailureOf(err); f == nil || f.Code != wire.CodeInternal {
		t.Fatalf("landed without events: %v, want an internal failure", err)
	}
}
