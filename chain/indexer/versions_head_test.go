package indexer

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/internal/testutil"
)

// TestReadModelVersionsReproduceVersionsHead indexes single pushes and a
// multi-push (several VersionPushed in one transaction, by a collaborator)
// and checks that the read model's versions of the project, folded through
// chain.VersionsHead, give the registry's versionsHead: the read model
// holds exactly the chain's version list, every field the head commits to
// included.
func TestReadModelVersionsReproduceVersionsHead(t *testing.T) {
	e := newEnv(t)
	m := newModel(t, testutil.RedisClient(t), "heads:")
	start(t, testConfig(e), e.Client, m, e.contracts())
	applier := NewReceiptApplier(m, e.Client, e.contracts(), testutil.Logger(t))
	ctx := context.Background()
	apply := func(r *types.Receipt) {
		t.Helper()
		if err := applier.ApplyReceipt(ctx, r); err != nil {
			t.Fatalf("apply receipt: %v", err)
		}
	}

	apply(e.create(t, 2, "heads", true, false))
	apply(e.push(t, 2, 1, "v1"))
	e.addCollaborator(t, 2, 1, 5)
	multi := []treasury.InkdRegistryVersionInput{
		{ArweaveHash: "ar://b1", VersionTag: "v2", Changelog: "two"},
		{ArweaveHash: "ar://b2", VersionTag: "v3", Sha256: [32]byte{31: 0xab}, ContentSize: 4096, ContentType: "application/gzip"},
		{ArweaveHash: "ar://b3", VersionTag: "v4", Changelog: "four ✓"},
	}
	apply(e.MustTransact(t, e.Settler, e.Deployment.Treasury,
		e.tre.PackPushVersionsPaid(e.pay(t, e.Keys[5]), big.NewInt(0), big.NewInt(1), e.nameHash(t, 1), multi)))
	apply(e.push(t, 2, 1, "v5"))
	waitIndexed(t, e, m)

	out, err := e.Call(e.Address(0), e.Deployment.Registry, e.reg.PackVersionsHead(big.NewInt(1)))
	if err != nil {
		t.Fatal(err)
	}
	want, err := e.reg.UnpackVersionsHead(out)
	if err != nil {
		t.Fatal(err)
	}
	vs, err := m.Versions(ctx, "1")
	if err != nil {
		t.Fatal(err)
	}
	var got [24]byte
	for _, v := range vs {
		h := chain.HeadVersion{ProjectID: big.NewInt(1), Index: new(big.Int).SetUint64(v.Index), Pusher: v.PushedBy,
			ArweaveHash: v.StorageHash, VersionTag: v.VersionTag, Changelog: v.Changelog, PushedAt: v.PushedAt,
			ContentSize: v.ContentSize, ContentType: v.ContentType}
		if v.Sha256 != "" {
			copy(h.Sha256[:], common.FromHex(v.Sha256))
		}
		got = chain.VersionsHead(got, h)
	}
	if want.Count.Int64() != 5 || int64(len(vs)) != want.Count.Int64() || got != want.Head {
		t.Fatalf("read model: %d versions folding to %x; registry: %s versions, head %x", len(vs), got, want.Count, want.Head)
	}
}
