package contracts_test

import (
	"crypto/ecdsa"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/deploy/deploytest"
)

// TestPaidWritesBookFee checks that a paid create and a paid push move
// exactly the fee from the payer to the treasury and book it: storageCost
// owed to the storage wallet, half of the rest owed to the buyback, the
// other half (and an odd unit) retained. No other token moves.
func TestPaidWritesBookFee(t *testing.T) {
	f := newFixture(t)
	payer := f.Keys[2]
	d := f.Deployment
	parties := []common.Address{f.Address(2), f.StorageWallet, d.Buyback, d.Treasury}

	tests := []struct {
		name        string
		value       int64
		storageCost int64
		push        bool
		want        []int64 // owed storage, owed buyback, retained
	}{
		{name: "create", value: 100_000, storageCost: 30_000, want: []int64{30_000, 35_000, 35_000}},
		{name: "push", value: 250_001, storageCost: 50_000, push: true, want: []int64{50_000, 100_000, 100_001}},
		{name: "storage takes all", value: 120_000, storageCost: 120_000, push: true, want: []int64{120_000, 0, 0}},
		{name: "no storage cost", value: 100_000, storageCost: 0, push: true, want: []int64{0, 50_000, 50_000}},
	}
	pid := big.NewInt(1)
	pushes := int64(0) // versions pushed so far: the next push's index
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before, booksBefore := f.balances(t, parties...), f.books(t)
			pay := f.pay(t, payer, tc.value)
			var data []byte
			if tc.push {
				data = f.tre.PackPushVersionPaid(pay, big.NewInt(tc.storageCost), pid, chain.NameHash("split"), version("ar://content", "v-"+tc.name, "notes"))
			} else {
				data = f.tre.PackCreateProjectPaid(pay, big.NewInt(tc.storageCost), project("split", "", "Apache-2.0"))
			}
			rec := f.MustTransact(t, f.Settler, d.Treasury, data)
			t.Logf("gas used: %d", rec.GasUsed)
			if diff := cmp.Diff([]int64{-tc.value, 0, 0, tc.value}, deltas(before, f.balances(t, parties...))); diff != "" {
				t.Errorf("balance changes [payer storage buyback treasury] (-want +got):\n%s", diff)
			}
			booked := f.books(t).minus(booksBefore)
			if diff := cmp.Diff(ledger{OwedStorage: tc.want[0], OwedBuyback: tc.want[1], Retained: tc.want[2]}, booked); diff != "" {
				t.Errorf("books change (-want +got):\n%s", diff)
			}

			written := treasury.PaidWrite{Kind: treasury.KindCreate}
			if tc.push {
				written = treasury.PaidWrite{Kind: treasury.KindPush, VersionIndex: uint64(pushes), VersionCount: 1}
				pushes++
			}
			wantEv := &treasury.InkdTreasuryPaymentReceived{
				Payer: f.Address(2), Nonce: pay.Nonce, Amount: big.NewInt(tc.value), StorageCost: big.NewInt(tc.storageCost),
				ProjectId: pid, Write: treasury.PackWrite(written),
			}
			got := findEvent(t, rec, f.tre.UnpackPaymentReceivedEvent)
			if diff := cmp.Diff(wantEv, got, cmpopts.IgnoreFields(treasury.InkdTreasuryPaymentReceived{}, "Raw"), bigComparer()); diff != "" {
				t.Errorf("PaymentReceived (-want +got):\n%s", diff)
			}
			used := call(t, f, d.USDC, f.usdc.PackAuthorizationState(f.Address(2), pay.Nonce), f.usdc.UnpackAuthorizationState)
			if !used {
				t.Error("authorization not marked used")
			}
		})
	}
}

// TestPaidWriteAtomic checks that a registry revert inside a paid write
// reverts the payment too, and that an authorization works only once.
func TestPaidWriteAtomic(t *testing.T) {
	f := newFixture(t)
	payer := f.Keys[2]
	d := f.Deployment
	f.createProject(t, payer, "taken")
	parties := []common.Address{f.Address(2), f.StorageWallet, d.Buyback, d.Treasury}

	t.Run("reverted registry write moves nothing", func(t *testing.T) {
		before, booksBefore := f.balances(t, parties...), f.books(t)
		pay := f.pay(t, payer, 100_000)
		// A fixed gas limit gets the transaction mined although it reverts.
		rec, err := f.TransactWithGas(f.Settler, d.Treasury, f.createPaid(pay, 10_000, "TAKEN", ""), 1_000_000)
		if err != nil {
			t.Fatalf("send: %v", err)
		}
		if rec.Status != types.ReceiptStatusFailed {
			t.Fatalf("status = %d, want failed", rec.Status)
		}
		if diff := cmp.Diff([]int64{0, 0, 0, 0}, deltas(before, f.balances(t, parties...))); diff != "" {
			t.Errorf("balance changes (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff(booksBefore, f.books(t)); diff != "" {
			t.Errorf("books (-before +after):\n%s", diff)
		}
		used := call(t, f, d.USDC, f.usdc.PackAuthorizationState(f.Address(2), pay.Nonce), f.usdc.UnpackAuthorizationState)
		if used {
			t.Error("authorization of a reverted write is marked used")
		}
	})

	t.Run("authorization nonce used twice", func(t *testing.T) {
		pay := f.pay(t, payer, 100_000)
		f.MustTransact(t, f.Settler, d.Treasury, f.createPaid(pay, 0, "first", ""))
		f.wantRevert(t, f.Settler, d.Treasury, f.createPaid(pay, 0, "second", ""), "FiatTokenV2: authorization is used or canceled")
		push := f.tre.PackPushVersionPaid(pay, big.NewInt(0), big.NewInt(1), chain.NameHash("taken"), version("ar://x", "v1", ""))
		f.wantRevert(t, f.Settler, d.Treasury, push, "FiatTokenV2: authorization is used or canceled")
	})

	t.Run("payment checks", func(t *testing.T) {
		now := f.HeadTime(t)
		other := f.Address(3)
		tests := []struct {
			name string
			pay  treasury.InkdTreasuryPayment
			cost int64
			want string
		}{
			{"storage cost above payment", f.pay(t, payer, 100_000), 100_001, "Storage cost exceeds payment"},
			{"expired", signPay(t, f, payer, d.Treasury, 100_000, 0, now-1), 0, "FiatTokenV2: authorization is expired"},
			{"not yet valid", signPay(t, f, payer, d.Treasury, 100_000, now+3600, now+7200), 0, "FiatTokenV2: authorization is not yet valid"},
			{"payee is not the treasury", signPay(t, f, payer, other, 100_000, 0, now+300), 0, "FiatTokenV2: invalid signature"},
			{"amount altered", withValue(f.pay(t, payer, 100_000), 1), 0, "FiatTokenV2: invalid signature"},
			{"balance too low", f.pay(t, f.Keys[2], 2_000_000_000_000), 0, "ERC20: transfer amount exceeds balance"},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				f.wantRevert(t, f.Settler, d.Treasury, f.createPaid(tc.pay, tc.cost, "checks", ""), tc.want)
			})
		}
	})
}

func TestTreasuryReverts(t *testing.T) {
	f := newFixture(t)
	d := f.Deployment
	owner, settler, stranger := 0, 1, 3
	tests := []struct {
		name string
		from int
		data func() []byte
		want string
	}{
		{"paid create by non-settler", stranger, func() []byte { return f.createPaid(f.pay(t, f.Keys[3], 100_000), 0, "x", "") }, "Unauthorized()"},
		{"paid push by non-settler", stranger, func() []byte {
			return f.tre.PackPushVersionPaid(f.pay(t, f.Keys[3], 100_000), big.NewInt(0), big.NewInt(1), chain.NameHash("x"), version("ar://x", "v", ""))
		}, "Unauthorized()"},
		{"settle by non-settler", stranger, func() []byte { return f.tre.PackSettle(big.NewInt(1), big.NewInt(0)) }, "Unauthorized()"},
		{"nothing to settle", settler, func() []byte { return f.tre.PackSettle(big.NewInt(0), big.NewInt(0)) }, "Nothing to settle"},
		{"insufficient USDC", settler, func() []byte { return f.tre.PackSettle(big.NewInt(1), big.NewInt(0)) }, "Insufficient USDC"},
		{"zero storage wallet", owner, func() []byte { return f.tre.PackSetStorageWallet(common.Address{}) }, "ZeroAddress()"},
		{"zero buyback", owner, func() []byte { return f.tre.PackSetBuyback(common.Address{}) }, "ZeroAddress()"},
		{"zero settler", owner, func() []byte { return f.tre.PackAddSettler(common.Address{}) }, "ZeroAddress()"},
		{"withdraw to zero", owner, func() []byte { return f.tre.PackWithdraw(common.Address{}, big.NewInt(1)) }, "ZeroAddress()"},
		{"withdraw beyond retained", owner, func() []byte { return f.tre.PackWithdraw(f.Address(5), big.NewInt(1)) }, "ExceedsRetained(1,0)"},
		{"withdraw by non-owner", settler, func() []byte { return f.tre.PackWithdraw(f.Address(5), big.NewInt(0)) }, "AccessManagedUnauthorized(" + f.Address(1).Hex() + ")"},
		{"payout by stranger", stranger, func() []byte { return f.tre.PackPayout() }, "Unauthorized()"},
		{"prepaid create by non-settler", stranger, func() []byte {
			return f.tre.PackCreateProjectPrepaid(f.pay(t, f.Keys[3], 100_000), big.NewInt(0), project("x", "", ""))
		}, "Unauthorized()"},
		{"prepaid push by non-settler", stranger, func() []byte {
			return f.tre.PackPushVersionPrepaid(f.pay(t, f.Keys[3], 100_000), big.NewInt(0), big.NewInt(1), chain.NameHash("x"), version("ar://x", "v", ""))
		}, "Unauthorized()"},
		{"refund by non-settler", stranger, func() []byte { return f.tre.PackRefundPrepaid(f.pay(t, f.Keys[3], 100_000)) }, "Unauthorized()"},
		{"settler set by non-owner", settler, func() []byte { return f.tre.PackAddSettler(f.Address(3)) }, "AccessManagedUnauthorized(" + f.Address(1).Hex() + ")"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f.wantRevert(t, f.Keys[tc.from], d.Treasury, tc.data(), tc.want)
		})
	}

	t.Run("constructor zero address", func(t *testing.T) {
		args := f.tre.PackConstructor(d.USDC, d.Registry, d.Buyback, common.Address{}, f.Address(0))
		code := append(common.FromHex(treasury.InkdTreasuryMetaData.Bin), args...)
		_, err := f.Client.EstimateGas(t.Context(), callMsg(f.Address(0), nil, code))
		if !isRevert(err, "ZeroAddress()") {
			t.Errorf("deploy with zero storage wallet: %v, want ZeroAddress()", err)
		}
	})
}

func TestTreasurySettleAndAdmin(t *testing.T) {
	f := newFixture(t)
	d := f.Deployment
	// Payments that reached the treasury outside the paid entry points.
	f.MustTransact(t, f.Keys[2], d.USDC, f.usdc.PackTransfer(d.Treasury, big.NewInt(1_000_001)))
	if got := f.books(t); got != (ledger{Surplus: 1_000_001}) {
		t.Fatalf("books after a plain transfer = %+v, want all of it surplus", got)
	}
	parties := []common.Address{f.StorageWallet, d.Buyback, d.Treasury}
	before := f.balances(t, parties...)
	rec := f.MustTransact(t, f.Settler, d.Treasury, f.tre.PackSettle(big.NewInt(1_000_001), big.NewInt(200_000)))
	if diff := cmp.Diff([]int64{0, 0, 0}, deltas(before, f.balances(t, parties...))); diff != "" {
		t.Errorf("settle moved tokens [storage buyback treasury] (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(ledger{OwedStorage: 200_000, OwedBuyback: 400_000, Retained: 400_001}, f.books(t)); diff != "" {
		t.Errorf("books after settle (-want +got):\n%s", diff)
	}
	got := findEvent(t, rec, f.tre.UnpackSettledEvent)
	want := &treasury.InkdTreasurySettled{Total: big.NewInt(1_000_001), StorageCost: big.NewInt(200_000), ToBuyback: big.NewInt(400_000), Kept: big.NewInt(400_001)}
	if diff := cmp.Diff(want, got, cmpopts.IgnoreFields(treasury.InkdTreasurySettled{}, "Raw"), bigComparer()); diff != "" {
		t.Errorf("Settled (-want +got):\n%s", diff)
	}

	// The owner pays out what is owed.
	before = f.balances(t, parties...)
	rec = f.MustTransact(t, f.Owner, d.Treasury, f.tre.PackPayout())
	if diff := cmp.Diff([]int64{200_000, 400_000, -600_000}, deltas(before, f.balances(t, parties...))); diff != "" {
		t.Errorf("payout balance changes [storage buyback treasury] (-want +got):\n%s", diff)
	}
	paid := findEvent(t, rec, f.tre.UnpackPaidOutEvent)
	if paid.ToStorage.Int64() != 200_000 || paid.ToBuyback.Int64() != 400_000 {
		t.Errorf("PaidOut = %+v", paid)
	}
	findEvent(t, rec, f.bb.UnpackDepositedEvent)

	// The owner withdraws what the treasury retained and rewires its wallets.
	before = f.balances(t, f.Address(5), d.Treasury)
	rec = f.MustTransact(t, f.Owner, d.Treasury, f.tre.PackWithdraw(f.Address(5), big.NewInt(400_001)))
	if diff := cmp.Diff([]int64{400_001, -400_001}, deltas(before, f.balances(t, f.Address(5), d.Treasury))); diff != "" {
		t.Errorf("withdraw balance changes (-want +got):\n%s", diff)
	}
	if w := findEvent(t, rec, f.tre.UnpackWithdrawnEvent); w.To != f.Address(5) || w.Amount.Int64() != 400_001 {
		t.Errorf("Withdrawn = %+v", w)
	}
	if got := f.books(t); got != (ledger{}) {
		t.Errorf("books after payout and withdraw = %+v, want zero", got)
	}
	f.MustTransact(t, f.Owner, d.Treasury, f.tre.PackSetStorageWallet(f.Address(6)))
	if got := call(t, f, d.Treasury, f.tre.PackStorageWallet(), f.tre.UnpackStorageWallet); got != f.Address(6) {
		t.Errorf("storageWallet = %s, want %s", got, f.Address(6))
	}
	f.MustTransact(t, f.Owner, d.Treasury, f.tre.PackRemoveSettler(f.Address(1)))
	if call(t, f, d.Treasury, f.tre.PackIsSettler(f.Address(1)), f.tre.UnpackIsSettler) {
		t.Error("settler still authorised after setSettler(false)")
	}
}

// signPay signs a payment of value from key to `to` with an explicit window.
func signPay(tb testing.TB, f *fixture, key *ecdsa.PrivateKey, to common.Address, value int64, after, before uint64) treasury.InkdTreasuryPayment {
	tb.Helper()
	return deploytest.SignTransferWithAuthorization(tb, f.ChainID, key, to, big.NewInt(value), after, before, f.nextNonce())
}

// withValue returns pay claiming another value than the one signed.
func withValue(pay treasury.InkdTreasuryPayment, value int64) treasury.InkdTreasuryPayment {
	pay.Value = big.NewInt(value)
	return pay
}
