package contracts_test

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/admin"
	"github.com/inkd/inkd/chain/bindings/accessmanager"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/deploy/deploytest"
)

// timelocked is a second deployment on the fixture's chain as production
// has it: Keys[7] is the admin with a 48-hour delay, Keys[8] the guardian,
// and the deployer (Keys[0]) keeps no power.
type timelocked struct {
	*fixture
	d     *deploy.Deployment
	am    *accessmanager.InkdAccessManager
	delay time.Duration
}

const adminKey, guardianKey, strangerKey = 7, 8, 9

func newTimelocked(t *testing.T) *timelocked {
	t.Helper()
	f := newFixture(t)
	delay := 48 * time.Hour
	d, err := deploy.Deploy(t.Context(), f.Client, f.Keys[0], deploy.Options{
		USDC:          deploy.CanonicalBaseUSDC,
		Settlers:      []common.Address{f.Address(1)},
		StorageWallet: f.StorageWallet,
		Admin:         f.Address(adminKey),
		AdminDelay:    delay,
		Guardian:      f.Address(guardianKey),
		Commit:        func() { f.Backend.Commit() },
	})
	if err != nil {
		t.Fatalf("deploy with a timelock: %v", err)
	}
	return &timelocked{fixture: f, d: d, am: accessmanager.NewInkdAccessManager(), delay: delay}
}

// wantRevertPrefix is wantRevert for reverts whose arguments (an operation
// id) the test does not spell out.
func (f *fixture) wantRevertPrefix(tb testing.TB, from int, to common.Address, data []byte, prefix string) {
	tb.Helper()
	rec, err := f.Transact(f.Keys[from], to, data)
	if err == nil {
		tb.Fatalf("want revert %s…, got receipt status %d", prefix, rec.Status)
	}
	got, _ := chain.RevertName(err)
	if !strings.HasPrefix(got, prefix) {
		tb.Fatalf("revert = %q, want %s… (error: %v)", got, prefix, err)
	}
}

// schedule schedules data on target as the admin and returns the event.
func (tl *timelocked) schedule(t *testing.T, target common.Address, data []byte) *accessmanager.InkdAccessManagerOperationScheduled {
	t.Helper()
	rec := tl.MustTransact(t, tl.Keys[adminKey], tl.d.AccessManager, tl.am.PackSchedule(target, data, big.NewInt(0)))
	return findEvent(t, rec, tl.am.UnpackOperationScheduledEvent)
}

// TestAdminActionWaitsForItsDelay: with a 48-hour admin delay, re-pointing
// the storage wallet reverts when called directly, when scheduled and
// executed early, and lands once the delay has passed; nobody else can
// execute the admin's scheduled operation.
func TestAdminActionWaitsForItsDelay(t *testing.T) {
	tl := newTimelocked(t)
	d := tl.d
	newWallet := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	data := tl.tre.PackSetStorageWallet(newWallet)

	tl.wantRevertPrefix(t, adminKey, d.Treasury, data, "AccessManagerNotScheduled(")
	before := tl.HeadTime(t)
	ev := tl.schedule(t, d.Treasury, data)
	if got, min := ev.Schedule.Uint64(), before+uint64(tl.delay/time.Second); got < min || ev.Caller != tl.Address(adminKey) || ev.Target != d.Treasury {
		t.Fatalf("scheduled %+v, want at or after %d by the admin on the treasury", ev, min)
	}
	tl.wantRevertPrefix(t, adminKey, d.Treasury, data, "AccessManagerNotReady(")
	tl.wantRevertPrefix(t, adminKey, d.AccessManager, tl.am.PackExecute(d.Treasury, data), "AccessManagerNotReady(")

	if err := tl.Backend.AdjustTime(tl.delay - time.Hour); err != nil {
		t.Fatal(err)
	}
	tl.wantRevertPrefix(t, adminKey, d.AccessManager, tl.am.PackExecute(d.Treasury, data), "AccessManagerNotReady(")
	if err := tl.Backend.AdjustTime(time.Hour); err != nil {
		t.Fatal(err)
	}
	// Ready now, yet only the admin who scheduled it can execute it.
	for _, k := range []int{guardianKey, strangerKey, 0} {
		tl.wantRevertPrefix(t, k, d.AccessManager, tl.am.PackExecute(d.Treasury, data), "AccessManagerUnauthorizedCall(")
		tl.wantRevertPrefix(t, k, d.Treasury, data, "AccessManagedUnauthorized(")
	}
	rec := tl.MustTransact(t, tl.Keys[adminKey], d.AccessManager, tl.am.PackExecute(d.Treasury, data))
	if got := findEvent(t, rec, tl.am.UnpackOperationExecutedEvent); got.OperationId != ev.OperationId {
		t.Errorf("executed %x, want %x", got.OperationId, ev.OperationId)
	}
	if got := call(t, tl.fixture, d.Treasury, tl.tre.PackStorageWallet(), tl.tre.UnpackStorageWallet); got != newWallet {
		t.Errorf("storage wallet = %s, want %s", got, newWallet)
	}
	// Executed once: a replay needs a new schedule.
	tl.wantRevertPrefix(t, adminKey, d.AccessManager, tl.am.PackExecute(d.Treasury, data), "AccessManagerNotScheduled(")
}

// TestGuardianRevokesButNeverAdds: the guardian removes a writer, a settler
// and a keeper and pauses the paid writes at once; it cannot add any of
// them, unpause, move USDC or re-point where USDC goes, even by scheduling;
// it can cancel the admin's pending operation.
func TestGuardianRevokesButNeverAdds(t *testing.T) {
	tl := newTimelocked(t)
	d := tl.d
	g := tl.Address(guardianKey)

	denied := []struct {
		name string
		to   common.Address
		data []byte
	}{
		{"add writer", d.Registry, tl.reg.PackAddWriter(g)},
		{"add settler", d.Treasury, tl.tre.PackAddSettler(g)},
		{"add keeper", d.Buyback, tl.bb.PackAddKeeper(g)},
		{"unpause", d.Treasury, tl.tre.PackUnpause()},
		{"withdraw retained", d.Treasury, tl.tre.PackWithdraw(g, big.NewInt(0))},
		{"set storage wallet", d.Treasury, tl.tre.PackSetStorageWallet(g)},
		{"set buyback", d.Treasury, tl.tre.PackSetBuyback(g)},
		{"set router", d.Buyback, tl.bb.PackSetRouter(g)},
		{"buyback withdraw", d.Buyback, tl.bb.PackWithdraw(g)},
	}
	for _, tc := range denied {
		t.Run("denied "+tc.name, func(t *testing.T) {
			tl.wantRevert(t, tl.Keys[guardianKey], tc.to, tc.data, "AccessManagedUnauthorized("+g.Hex()+")")
			tl.wantRevertPrefix(t, guardianKey, d.AccessManager, tl.am.PackSchedule(tc.to, tc.data, big.NewInt(0)), "AccessManagerUnauthorizedCall(")
		})
	}
	tl.wantRevertPrefix(t, guardianKey, d.AccessManager, tl.am.PackGrantRole(admin.RoleAdmin, g, 0), "AccessManagerUnauthorizedAccount(")

	// A paid write works, then the guardian pauses: writes stop, payout not.
	tl.MustTransact(t, tl.Settler, d.Treasury, tl.tre.PackCreateProjectPaid(tl.payTo(t, d.Treasury, 2, 100_000), big.NewInt(0), project("before-pause", "", "")))
	tl.MustTransact(t, tl.Keys[guardianKey], d.Treasury, tl.tre.PackPause())
	tl.wantRevert(t, tl.Settler, d.Treasury, tl.tre.PackCreateProjectPaid(tl.payTo(t, d.Treasury, 2, 100_000), big.NewInt(0), project("paused", "", "")), "EnforcedPause()")
	tl.MustTransact(t, tl.Settler, d.Treasury, tl.tre.PackPayout())

	// Revocations take effect in the same block.
	tl.MustTransact(t, tl.Keys[guardianKey], d.Registry, tl.reg.PackRemoveWriter(d.Treasury))
	if call(t, tl.fixture, d.Registry, tl.reg.PackIsWriter(d.Treasury), tl.reg.UnpackIsWriter) {
		t.Error("treasury still a writer after removeWriter")
	}
	tl.MustTransact(t, tl.Keys[guardianKey], d.Treasury, tl.tre.PackRemoveSettler(tl.Address(1)))
	tl.wantRevert(t, tl.Settler, d.Treasury, tl.tre.PackPayout(), "Unauthorized()")
	tl.MustTransact(t, tl.Keys[guardianKey], d.Buyback, tl.bb.PackRemoveKeeper(tl.Address(0)))
	if call(t, tl.fixture, d.Buyback, tl.bb.PackIsKeeper(tl.Address(0)), tl.bb.UnpackIsKeeper) {
		t.Error("deployer still a keeper after removeKeeper")
	}

	// The admin schedules adding the writer back; the guardian cancels it.
	data := tl.reg.PackAddWriter(d.Treasury)
	ev := tl.schedule(t, d.Registry, data)
	rec := tl.MustTransact(t, tl.Keys[guardianKey], d.AccessManager, tl.am.PackCancel(tl.Address(adminKey), d.Registry, data))
	if got := findEvent(t, rec, tl.am.UnpackOperationCanceledEvent); got.OperationId != ev.OperationId {
		t.Errorf("cancelled %x, want %x", got.OperationId, ev.OperationId)
	}
	if err := tl.Backend.AdjustTime(tl.delay); err != nil {
		t.Fatal(err)
	}
	tl.wantRevertPrefix(t, adminKey, d.AccessManager, tl.am.PackExecute(d.Registry, data), "AccessManagerNotScheduled(")
	// A stranger can cancel nothing.
	tl.schedule(t, d.Registry, data)
	tl.wantRevertPrefix(t, strangerKey, d.AccessManager, tl.am.PackCancel(tl.Address(adminKey), d.Registry, data), "AccessManagerUnauthorizedCancel(")
}

// TestAdminHandoverIsTwoStep: the deployer kept no role, and moving the
// root role to a new admin takes a schedule and the delay, and only the
// scheduling admin can complete it — the AccessManager's counterpart of a
// two-step ownership transfer.
func TestAdminHandoverIsTwoStep(t *testing.T) {
	tl := newTimelocked(t)
	d := tl.d
	for _, role := range []uint64{admin.RoleRoot, admin.RoleAdmin, admin.RoleGuardian} {
		if got := call(t, tl.fixture, d.AccessManager, tl.am.PackHasRole(role, tl.Address(0)), tl.am.UnpackHasRole); got.IsMember {
			t.Errorf("deployer still holds role %d", role)
		}
	}
	if got := call(t, tl.fixture, d.AccessManager, tl.am.PackHasRole(admin.RoleRoot, tl.Address(adminKey)), tl.am.UnpackHasRole); !got.IsMember || got.ExecutionDelay != uint32(tl.delay/time.Second) {
		t.Errorf("admin root membership = %+v, want member with delay %s", got, tl.delay)
	}
	next := crypto.PubkeyToAddress(tl.Keys[6].PublicKey)
	grant := tl.am.PackGrantRole(admin.RoleRoot, next, uint32(tl.delay/time.Second))
	tl.wantRevertPrefix(t, adminKey, d.AccessManager, grant, "AccessManagerNotScheduled(")
	tl.schedule(t, d.AccessManager, grant)
	if err := tl.Backend.AdjustTime(tl.delay); err != nil {
		t.Fatal(err)
	}
	tl.wantRevertPrefix(t, 6, d.AccessManager, tl.am.PackExecute(d.AccessManager, grant), "AccessManagerUnauthorizedCall(")
	tl.MustTransact(t, tl.Keys[adminKey], d.AccessManager, tl.am.PackExecute(d.AccessManager, grant))
	if got := call(t, tl.fixture, d.AccessManager, tl.am.PackHasRole(admin.RoleRoot, next), tl.am.UnpackHasRole); !got.IsMember {
		t.Error("new admin lacks the root role after the handover")
	}
}

// payTo is pay for another treasury: Keys[from] authorizes value to to.
func (f *fixture) payTo(tb testing.TB, to common.Address, from int, value int64) treasury.InkdTreasuryPayment {
	tb.Helper()
	return deploytest.SignTransferWithAuthorization(tb, f.ChainID, f.Keys[from], to, big.NewInt(value), 0, f.HeadTime(tb)+300, f.nextNonce())
}
