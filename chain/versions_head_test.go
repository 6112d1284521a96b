package chain_test

import (
	"crypto/sha256"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/deploy/deploytest"
)

// TestVersionsHeadReproducesRegistry pushes versions to a project on a
// simulated chain with the real contracts (single paid pushes by the owner,
// a paid multi-push by a collaborator, blocks at different times) and
// checks that folding chain.VersionsHead over the VersionPushed events
// gives the registry's versionsHead after every transaction, and that a
// list with one altered field does not.
func TestVersionsHeadReproducesRegistry(t *testing.T) {
	e := deploytest.NewSimulated(t)
	reg, tre := registry.NewInkdRegistry(), treasury.NewInkdTreasury()
	d := e.Deployment
	nonce := 0
	pay := func(key int) treasury.InkdTreasuryPayment {
		nonce++
		n := crypto.Keccak256Hash([]byte(fmt.Sprintf("versions-head-%d", nonce)))
		return deploytest.SignTransferWithAuthorization(t, e.ChainID, e.Keys[key], d.Treasury, big.NewInt(100_000), 0, e.HeadTime(t)+3600, n)
	}
	e.MustTransact(t, e.Settler, d.Treasury, tre.PackCreateProjectPaid(pay(2), big.NewInt(0), treasury.InkdRegistryProjectInput{Name: "heads"}))
	pid := big.NewInt(1)
	e.MustTransact(t, e.Keys[2], d.Registry, reg.PackAddCollaborator("heads", e.Address(3)))

	var pushed []*registry.InkdRegistryVersionPushed
	check := func(rec *types.Receipt) {
		t.Helper()
		for _, l := range rec.Logs {
			if ev, err := reg.UnpackVersionPushedEvent(l); err == nil {
				pushed = append(pushed, ev)
			}
		}
		var want [24]byte
		for _, v := range pushed {
			want = chain.VersionsHead(want, chain.HeadVersionOf(v))
		}
		out, err := e.Call(e.Address(0), d.Registry, reg.PackVersionsHead(pid))
		if err != nil {
			t.Fatal(err)
		}
		got, err := reg.UnpackVersionsHead(out)
		if err != nil {
			t.Fatal(err)
		}
		if got.Count.Int64() != int64(len(pushed)) || got.Head != want {
			t.Fatalf("after %d versions: registry count %s head %x, folded from the events %x", len(pushed), got.Count, got.Head, want)
		}
	}

	v := func(i int) treasury.InkdRegistryVersionInput {
		in := treasury.InkdRegistryVersionInput{ArweaveHash: fmt.Sprintf("ar://content-%d", i), VersionTag: fmt.Sprintf("v0.%d", i), Changelog: fmt.Sprintf("change %d ✓", i)}
		if i%2 == 1 { // some versions state their content, some do not
			in.Sha256, in.ContentSize, in.ContentType = sha256.Sum256([]byte(in.ArweaveHash)), uint64(1000*i+7), "application/gzip"
		}
		return in
	}
	check(e.MustTransact(t, e.Settler, d.Treasury, tre.PackPushVersionPaid(pay(2), big.NewInt(0), pid, chain.NameHash("heads"), v(0))))
	e.Backend.AdjustTime(90 * time.Second)
	check(e.MustTransact(t, e.Settler, d.Treasury, tre.PackPushVersionsPaid(pay(3), big.NewInt(0), pid, chain.NameHash("heads"),
		[]treasury.InkdRegistryVersionInput{v(1), v(2), {ArweaveHash: "ar://x", VersionTag: "no-changelog"}})))
	e.Backend.AdjustTime(time.Hour)
	check(e.MustTransact(t, e.Settler, d.Treasury, tre.PackPushVersionPaid(pay(2), big.NewInt(0), pid, chain.NameHash("heads"), v(4))))
	if pushed[0].PushedAt == pushed[4].PushedAt || pushed[1].PushedBy == pushed[0].PushedBy {
		t.Fatalf("the pushes should differ in time and pusher: %+v", pushed)
	}

	// Any change to the list, the content a version states included,
	// changes the head.
	alterations := map[string]func(h *chain.HeadVersion){
		"changelog":   func(h *chain.HeadVersion) { h.Changelog += " " },
		"sha256":      func(h *chain.HeadVersion) { h.Sha256[31] ^= 1 },
		"contentSize": func(h *chain.HeadVersion) { h.ContentSize++ },
		"contentType": func(h *chain.HeadVersion) { h.ContentType = "text/html" },
	}
	for name, alter := range alterations {
		var honest, altered [24]byte
		for i, v := range pushed {
			honest = chain.VersionsHead(honest, chain.HeadVersionOf(v))
			h := chain.HeadVersionOf(v)
			if i == 1 {
				alter(&h)
			}
			altered = chain.VersionsHead(altered, h)
		}
		if honest == altered {
			t.Errorf("a changed %s left the head unchanged", name)
		}
	}
}
