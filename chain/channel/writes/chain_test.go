package writes_test

import (
	"errors"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/batchsettlement"
	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/channel/writes"
)

// summary is what a test compares of an outcome.
type summary struct {
	Landed  bool
	Project string   `cmp:",omitempty"`
	Name    string   `cmp:",omitempty"`
	Tags    []string `cmp:",omitempty"`
	Reason  string   `cmp:",omitempty"`
}

func summarize(outs []writes.Outcome) []summary {
	var s []summary
	for _, o := range outs {
		x := summary{Landed: o.Landed, Reason: o.Reason}
		if o.Landed {
			x.Project = o.Landing.ProjectId.String()
		}
		if o.Created != nil {
			x.Name = o.Created.Name
		}
		for _, p := range o.Pushed {
			x.Tags = append(x.Tags, p.VersionIndex.String()+":"+p.VersionTag)
		}
		s = append(s, x)
	}
	return s
}

// One writeByVouchers call on the real contracts: a channel's deposit,
// creation and pushes (one version, then two in one write) all land; a
// group whose voucher another key signed fails every write of it with
// InvalidVoucherSignature(); a push to a project that does not exist fails
// alone, next to its channel's creation that lands. Every key is read back
// by (channel, key) in an order unlike the call's, the contract counted
// the landed fees only, and a claim of what landed reaches the treasury.
func TestWritesLandAndFailPerKey(t *testing.T) {
	e := newChainEnv(t)
	d := e.Deployment
	alice, bob, carol := e.channelOf(2, 1), e.channelOf(3, 1), e.channelOf(4, 1)
	first := e.nextProjectID(t)
	alpha, gamma := first, new(big.Int).Add(first, big.NewInt(1))
	nameHash := chain.NameHash("alpha")

	aCreate := must[writes.Write](t)(writes.Create(alice.next(), fee, big.NewInt(0), project("alpha")))
	aPush := must[writes.Write](t)(writes.Push(alice.next(), fee, big.NewInt(3000), alpha, nameHash, version("v1")))
	aMany := must[writes.Write](t)(writes.PushMany(alice.next(), fees(2), big.NewInt(0), alpha, nameHash,
		[]registry.InkdRegistryVersionInput{version("v2"), version("v3")}))
	aMany.Key = alice.next() // a push of two versions costs two fees
	bCreate := must[writes.Write](t)(writes.Create(bob.next(), fee, big.NewInt(0), project("beta")))
	bPush := must[writes.Write](t)(writes.Push(bob.next(), fee, big.NewInt(0), alpha, nameHash, version("b1")))
	cCreate := must[writes.Write](t)(writes.Create(carol.next(), fee, big.NewInt(0), project("gamma")))
	cGhost := must[writes.Write](t)(writes.Push(carol.next(), fee, big.NewInt(0), big.NewInt(999), chain.NameHash("ghost"), version("g1")))

	items := []writes.Item{
		alice.item(t, aMany, nil), carol.item(t, cGhost, nil), alice.item(t, aCreate, alice.deposit(t, fees(10))),
		bob.item(t, bCreate, bob.deposit(t, fees(10))), carol.item(t, cCreate, carol.deposit(t, fees(10))),
		alice.item(t, aPush, nil), bob.item(t, bPush, nil),
	}
	// bob's highest voucher is signed by another key than his authorizer
	items[6].Signature = bob.voucher(t, bPush.Key, carol.authKey)
	groups := must[[]writes.Group](t)(writes.Fold(items))
	rcpt := e.write(t, groups)

	keys := []writes.Key{bob.key(bPush), carol.key(cGhost), alice.key(aPush), bob.key(bCreate), alice.key(aMany), carol.key(cCreate), alice.key(aCreate)}
	outs, err := writes.Outcomes(rcpt, d.Addresses, keys, chain.NewRevertDecoder())
	if err != nil {
		t.Fatal(err)
	}
	want := []summary{
		{Reason: "InvalidVoucherSignature()"},
		{Reason: "ProjectNotFound()"},
		{Landed: true, Project: alpha.String(), Tags: []string{"0:v1"}},
		{Reason: "InvalidVoucherSignature()"},
		{Landed: true, Project: alpha.String(), Tags: []string{"1:v2", "2:v3"}},
		{Landed: true, Project: gamma.String(), Name: "gamma"},
		{Landed: true, Project: alpha.String(), Name: "alpha"},
	}
	if diff := cmp.Diff(want, summarize(outs)); diff != "" {
		t.Fatalf("outcomes (-want +got):\n%s", diff)
	}
	if o := outs[2]; o.Landing.Fee.Cmp(fee) != 0 || o.Landing.StorageCost.Int64() != 3000 || o.Write.Kind != uint8(writes.KindPush) || o.Write.VersionCount != 1 {
		t.Errorf("alice's push landed as %+v, write %+v", o.Landing, o.Write)
	}
	if o := outs[4]; o.Landing.Fee.Cmp(fees(2)) != 0 || o.Write.VersionIndex != 1 || o.Write.VersionCount != 2 {
		t.Errorf("alice's push of two landed as %+v, write %+v", o.Landing, o.Write)
	}
	if o := outs[6]; o.Created.Owner != alice.cfg.Payer {
		t.Errorf("alpha's owner is %s, want the channel's payer %s", o.Created.Owner.Hex(), alice.cfg.Payer.Hex())
	}
	if got := writes.Keys(rcpt, d.Addresses); len(got) != len(keys) {
		t.Errorf("Keys names %d writes, want %d", len(got), len(keys))
	}

	// the contract counted what landed, and each channel's ceiling
	cw := channelwrites.NewInkdChannelWrites()
	for _, c := range []struct {
		ch            *payerChannel
		used, ceiling *big.Int
	}{{alice, fees(4), fees(4)}, {bob, big.NewInt(0), big.NewInt(0)}, {carol, fees(1), fees(2)}} {
		u := must[channelwrites.UsageOutput](t)(cw.UnpackUsage(must[[]byte](t)(e.Call(d.ChannelWrites, d.ChannelWrites, cw.PackUsage(c.ch.id)))))
		if u.Used.Cmp(c.used) != 0 || u.Ceiling.Cmp(c.ceiling) != 0 {
			t.Errorf("usage of %s = %s used, %s ceiling; want %s, %s", c.ch.cfg.Payer.Hex(), u.Used, u.Ceiling, c.used, c.ceiling)
		}
	}

	// a claim of what landed: alice's four fees, carol's one under her
	// highest voucher (the failed push's)
	before := e.USDCBalance(t, d.Treasury)
	claims := []writes.Claim{
		{Config: alice.cfg, Ceiling: fees(4), Signature: alice.voucher(t, fees(4), alice.authKey), TotalClaimed: fees(4)},
		{Config: carol.cfg, Ceiling: fees(2), Signature: carol.voucher(t, fees(2), carol.authKey), TotalClaimed: fees(1)},
	}
	rc := e.MustTransact(t, e.Settler, d.ChannelWrites, must[[]byte](t)(writes.ClaimCalldata(claims)))
	if got := new(big.Int).Sub(e.USDCBalance(t, d.Treasury), before); got.Cmp(fees(5)) != 0 {
		t.Errorf("the claim brought the treasury %s, want %s", got, fees(5))
	}
	booked := false
	for _, l := range rc.Logs {
		if ev, err := cw.UnpackClaimsBookedEvent(l); err == nil {
			booked = ev.Amount.Cmp(fees(5)) == 0 && ev.StorageCost.Int64() == 3000
		}
	}
	if !booked {
		t.Error("no ClaimsBooked of the five fees and alice's push's storage cost")
	}
	bs := batchsettlement.NewX402BatchSettlement()
	for _, c := range []struct {
		ch      *payerChannel
		claimed *big.Int
	}{{alice, fees(4)}, {carol, fees(1)}} {
		st := must[batchsettlement.ChannelsOutput](t)(bs.UnpackChannels(must[[]byte](t)(e.Call(d.ChannelWrites, channel.SettlementAddress, bs.PackChannels(c.ch.id)))))
		if st.TotalClaimed.Cmp(c.claimed) != 0 || st.Balance.Cmp(fees(10)) != 0 {
			t.Errorf("channel of %s: %s claimed of %s; want %s of %s", c.ch.cfg.Payer.Hex(), st.TotalClaimed, st.Balance, c.claimed, fees(10))
		}
	}
}

// A key the receipt does not name, or names twice, is a MatchError; a
// receipt of a reverted call is ErrReverted.
func TestOutcomesRefuseWhatTheReceiptDoesNotTell(t *testing.T) {
	e := newChainEnv(t)
	d := e.Deployment
	alice := e.channelOf(2, 7)
	w := must[writes.Write](t)(writes.Create(alice.next(), fee, big.NewInt(0), project("solo")))
	rcpt := e.write(t, must[[]writes.Group](t)(writes.Fold([]writes.Item{alice.item(t, w, alice.deposit(t, fee))})))
	dec := chain.NewRevertDecoder()
	if _, err := writes.Outcomes(rcpt, d.Addresses, []writes.Key{alice.key(w)}, dec); err != nil {
		t.Fatalf("the write's own key: %v", err)
	}
	var me *writes.MatchError
	unknown := writes.Key{Channel: alice.id, Key: fees(9)}
	if _, err := writes.Outcomes(rcpt, d.Addresses, []writes.Key{alice.key(w), unknown}, dec); !errors.As(err, &me) || me.Key.Key.Cmp(fees(9)) != 0 {
		t.Errorf("a key not in the call: %v, want a MatchError naming it", err)
	}
	twice := *rcpt
	twice.Logs = slices.Clone(rcpt.Logs)
	for _, l := range rcpt.Logs {
		if l.Address == d.ChannelWrites {
			twice.Logs = append(twice.Logs, l)
		}
	}
	if _, err := writes.Outcomes(&twice, d.Addresses, []writes.Key{alice.key(w)}, dec); !errors.As(err, &me) {
		t.Errorf("a key named twice: %v, want a MatchError", err)
	}
	noRegistry := *rcpt
	noRegistry.Logs = nil
	for _, l := range rcpt.Logs {
		if l.Address != d.Registry {
			noRegistry.Logs = append(noRegistry.Logs, l)
		}
	}
	if _, err := writes.Outcomes(&noRegistry, d.Addresses, []writes.Key{alice.key(w)}, dec); !errors.As(err, &me) {
		t.Errorf("landed without its ProjectCreated: %v, want a MatchError", err)
	}
	reverted := *rcpt
	reverted.Status = types.ReceiptStatusFailed
	if _, err := writes.Outcomes(&reverted, d.Addresses, []writes.Key{alice.key(w)}, dec); !errors.Is(err, writes.ErrReverted) {
		t.Errorf("a reverted call: %v, want ErrReverted", err)
	}
}

// A write whose own voucher is below the channel's last used ceiling (it
// is retried after later writes of its channel landed) is refused as
// stale under its own voucher, and lands under the channel's latest one,
// which covers it.
func TestAStaleWriteLandsUnderTheLatestVoucher(t *testing.T) {
	e := newChainEnv(t)
	d := e.Deployment
	alice := e.channelOf(5, 3)
	id, hash := e.nextProjectID(t), chain.NameHash("late")
	create := must[writes.Write](t)(writes.Create(alice.next(), fee, big.NewInt(0), project("late")))
	e.write(t, must[[]writes.Group](t)(writes.Fold([]writes.Item{alice.item(t, create, alice.deposit(t, fees(10)))})))
	early := must[writes.Write](t)(writes.Push(alice.next(), fee, big.NewInt(0), id, hash, version("v1")))
	later := must[writes.Write](t)(writes.Push(alice.next(), fee, big.NewInt(0), id, hash, version("v2")))
	e.write(t, must[[]writes.Group](t)(writes.Fold([]writes.Item{alice.item(t, later, nil)})))

	dec := chain.NewRevertDecoder()
	groups := must[[]writes.Group](t)(writes.Fold([]writes.Item{alice.item(t, early, nil)}))
	outs, err := writes.Outcomes(e.write(t, groups), d.Addresses, []writes.Key{alice.key(early)}, dec)
	if err != nil {
		t.Fatal(err)
	}
	if want := "StaleVoucher(" + fees(2).String() + "," + fees(3).String() + ")"; outs[0].Landed || outs[0].Reason != want {
		t.Fatalf("under its own voucher: %+v, want the reason %s", outs[0], want)
	}
	groups[0].Ceiling, groups[0].Signature = later.Key, alice.voucher(t, later.Key, alice.authKey)
	outs, err = writes.Outcomes(e.write(t, groups), d.Addresses, []writes.Key{alice.key(early)}, dec)
	if err != nil {
		t.Fatal(err)
	}
	if !outs[0].Landed || outs[0].Pushed[0].VersionTag != "v1" {
		t.Fatalf("under the latest voucher: %+v", outs[0])
	}
}

// A group whose deposit the payer did not sign is refused whole, its
// writes failing with the deposit's own reason inside DepositFailed.
func TestARefusedDepositNamesItsReason(t *testing.T) {
	e := newChainEnv(t)
	alice := e.channelOf(6, 1)
	w := must[writes.Write](t)(writes.Create(alice.next(), fee, big.NewInt(0), project("unpaid")))
	dep := alice.deposit(t, fees(10))
	dep.Signature = must[[]byte](t)(channel.Sign(channel.ReceiveAuthorizationDigest(e.usdc, alice.cfg, alice.id, *dep), alice.authKey))
	rcpt := e.write(t, must[[]writes.Group](t)(writes.Fold([]writes.Item{alice.item(t, w, dep)})))
	outs, err := writes.Outcomes(rcpt, e.Deployment.Addresses, []writes.Key{alice.key(w)}, chain.NewRevertDecoder())
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("reason: %s", outs[0].Reason)
	if outs[0].Landed || !strings.HasPrefix(outs[0].Reason, "DepositFailed(") || strings.HasPrefix(outs[0].Reason, "DepositFailed(0x") {
		t.Fatalf("a deposit signed by another key: %+v, want DepositFailed with its reason named", outs[0])
	}
}
