package contracts_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain"
)

// TestSettlerCannotMoveAccountedUSDC is finding 7 of #9. The attack: a
// settler calls settle() again and again, and each call used to send
// treasury USDC to the storage wallet and the buyback, whether or not it
// was ever paid for. Now settle() only books surplus, moves no token, and
// cannot book more than the surplus; payout() moves exactly what is owed,
// once; withdraw() reaches only what is retained.
func TestSettlerCannotMoveAccountedUSDC(t *testing.T) {
	f := newFixture(t)
	d := f.Deployment
	f.createProject(t, f.Keys[2], "accounted") // 100,000 booked: 0 / 50,000 / 50,000
	f.MustTransact(t, f.Keys[3], d.USDC, f.usdc.PackTransfer(d.Treasury, big.NewInt(40_000)))
	start := ledger{OwedBuyback: 50_000, Retained: 50_000, Surplus: 40_000}
	if got := f.books(t); got != start {
		t.Fatalf("books = %+v, want %+v", got, start)
	}
	parties := []common.Address{f.StorageWallet, d.Buyback, d.Treasury}

	t.Run("repeated settle moves no token and stops at the surplus", func(t *testing.T) {
		before := f.balances(t, parties...)
		f.MustTransact(t, f.Settler, d.Treasury, f.tre.PackSettle(big.NewInt(40_000), big.NewInt(10_000)))
		for range 3 { // what used to drain the treasury, call after call
			f.wantRevert(t, f.Settler, d.Treasury, f.tre.PackSettle(big.NewInt(40_000), big.NewInt(10_000)), "Insufficient USDC")
			f.wantRevert(t, f.Settler, d.Treasury, f.tre.PackSettle(big.NewInt(1), big.NewInt(0)), "Insufficient USDC")
		}
		// The whole balance is there, but only the surplus may be settled.
		f.wantRevert(t, f.Settler, d.Treasury, f.tre.PackSettle(f.USDCBalance(t, d.Treasury), big.NewInt(0)), "Insufficient USDC")
		if diff := cmp.Diff([]int64{0, 0, 0}, deltas(before, f.balances(t, parties...))); diff != "" {
			t.Errorf("settle moved tokens [storage buyback treasury] (-want +got):\n%s", diff)
		}
		want := ledger{OwedStorage: 10_000, OwedBuyback: 65_000, Retained: 65_000}
		if got := f.books(t); got != want {
			t.Errorf("books = %+v, want %+v", got, want)
		}
	})

	t.Run("payout moves exactly what is owed, once", func(t *testing.T) {
		before := f.balances(t, parties...)
		rec := f.MustTransact(t, f.Settler, d.Treasury, f.tre.PackPayout())
		if diff := cmp.Diff([]int64{10_000, 65_000, -75_000}, deltas(before, f.balances(t, parties...))); diff != "" {
			t.Errorf("payout balance changes [storage buyback treasury] (-want +got):\n%s", diff)
		}
		if ev := findEvent(t, rec, f.tre.UnpackPaidOutEvent); ev.ToStorage.Int64() != 10_000 || ev.ToBuyback.Int64() != 65_000 {
			t.Errorf("PaidOut = %s, %s", ev.ToStorage, ev.ToBuyback)
		}

		// A second payout finds nothing owed: no token moves, no event.
		before = f.balances(t, parties...)
		raw, err := f.Call(f.Address(1), d.Treasury, f.tre.PackPayout())
		if err != nil {
			t.Fatalf("payout as a call: %v", err)
		}
		out, err := f.tre.UnpackPayout(raw)
		if err != nil || out.ToStorage.Sign() != 0 || out.ToBuyback.Sign() != 0 {
			t.Errorf("second payout would pay %s, %s", out.ToStorage, out.ToBuyback)
		}
		rec = f.MustTransact(t, f.Owner, d.Treasury, f.tre.PackPayout())
		if len(rec.Logs) != 0 {
			t.Errorf("second payout emitted %d logs", len(rec.Logs))
		}
		if diff := cmp.Diff([]int64{0, 0, 0}, deltas(before, f.balances(t, parties...))); diff != "" {
			t.Errorf("second payout balance changes (-want +got):\n%s", diff)
		}
		if got, want := f.books(t), (ledger{Retained: 65_000}); got != want {
			t.Errorf("books = %+v, want %+v", got, want)
		}
	})

	t.Run("withdraw reaches only what is retained", func(t *testing.T) {
		// Surplus and owed USDC beside the retained 65,000.
		f.MustTransact(t, f.Keys[3], d.USDC, f.usdc.PackTransfer(d.Treasury, big.NewInt(5_000)))
		f.createProject(t, f.Keys[2], "owed") // +50,000 owed, +50,000 retained
		f.wantRevert(t, f.Owner, d.Treasury, f.tre.PackWithdraw(f.Address(5), big.NewInt(115_001)), "ExceedsRetained(115001,115000)")
		f.wantRevert(t, f.Settler, d.Treasury, f.tre.PackWithdraw(f.Address(1), big.NewInt(1)), "AccessManagedUnauthorized("+f.Address(1).Hex()+")")
		f.MustTransact(t, f.Owner, d.Treasury, f.tre.PackWithdraw(f.Address(5), big.NewInt(115_000)))
		f.wantRevert(t, f.Owner, d.Treasury, f.tre.PackWithdraw(f.Address(5), big.NewInt(1)), "ExceedsRetained(1,0)")
		if got, want := f.books(t), (ledger{OwedBuyback: 50_000, Surplus: 5_000}); got != want {
			t.Errorf("books = %+v, want %+v", got, want)
		}
	})
}

// TestBooksBalance runs a long random mix of paid creates and pushes,
// plain transfers (surplus), settlements, payouts and withdrawals, and
// after every step checks the books three ways: against a model, against
// the treasury's USDC balance (balance = owed + retained + surplus), and
// against the events the indexer reads (booked = owed + paid out +
// retained + withdrawn).
func TestBooksBalance(t *testing.T) {
	f := newFixture(t)
	d := f.Deployment
	rng := rand.New(rand.NewPCG(9, 11))
	payer := f.Keys[2]
	projectID := f.createProject(t, payer, "books") // 100,000: 0 / 50,000 / 50,000
	model := ledger{OwedBuyback: 50_000, Retained: 50_000}
	var booked, paidOut, withdrawn int64 = 100_000, 0, 0
	paidStorage, paidBuyback := f.USDCBalance(t, f.StorageWallet).Int64(), f.USDCBalance(t, d.Buyback).Int64()

	const steps = 150
	for i := range steps {
		var rec *types.Receipt
		op := rng.IntN(10)
		switch {
		case op < 4: // a paid write
			value := 100_000 + rng.Int64N(2_000_000)
			cost := rng.Int64N(value + 1)
			pay := f.pay(t, payer, value)
			data := f.tre.PackPushVersionPaid(pay, big.NewInt(cost), projectID, chain.NameHash("books"), version("ar://x", fmt.Sprintf("v%d", i), ""))
			if op == 0 {
				data = f.tre.PackCreateProjectPaid(pay, big.NewInt(cost), project(fmt.Sprintf("books-%d", i), "", ""))
			}
			rec = f.MustTransact(t, f.Settler, d.Treasury, data)
			model = model.book(value, cost)
		case op < 6: // USDC outside the paid writes
			amount := 1 + rng.Int64N(500_000)
			f.MustTransact(t, f.Keys[3], d.USDC, f.usdc.PackTransfer(d.Treasury, big.NewInt(amount)))
			model.Surplus += amount
		case op < 7: // settle part of the surplus, or try too much
			if model.Surplus == 0 || rng.IntN(4) == 0 {
				f.wantRevert(t, f.Settler, d.Treasury, f.tre.PackSettle(big.NewInt(model.Surplus+1), big.NewInt(0)), "Insufficient USDC")
				break
			}
			total := 1 + rng.Int64N(model.Surplus)
			cost := rng.Int64N(total + 1)
			rec = f.MustTransact(t, f.Settler, d.Treasury, f.tre.PackSettle(big.NewInt(total), big.NewInt(cost)))
			model = model.book(total, cost)
			model.Surplus -= total
		case op < 8: // pay out, by a settler or the owner
			key := f.Settler
			if rng.IntN(2) == 0 {
				key = f.Owner
			}
			rec = f.MustTransact(t, key, d.Treasury, f.tre.PackPayout())
			paidStorage += model.OwedStorage
			paidBuyback += model.OwedBuyback
			model.OwedStorage, model.OwedBuyback = 0, 0
		default: // withdraw part of what is retained, or try too much
			if model.Retained == 0 || rng.IntN(4) == 0 {
				want := fmt.Sprintf("ExceedsRetained(%d,%d)", model.Retained+1, model.Retained)
				f.wantRevert(t, f.Owner, d.Treasury, f.tre.PackWithdraw(f.Address(5), big.NewInt(model.Retained+1)), want)
				break
			}
			amount := 1 + rng.Int64N(model.Retained)
			rec = f.MustTransact(t, f.Owner, d.Treasury, f.tre.PackWithdraw(f.Address(5), big.NewInt(amount)))
			model.Retained -= amount
		}
		if rec != nil {
			b, p, w := f.eventTotals(rec)
			booked, paidOut, withdrawn = booked+b, paidOut+p, withdrawn+w
		}

		got := f.books(t)
		if got != model {
			t.Fatalf("step %d (op %d): books %+v, model %+v", i, op, got, model)
		}
		if bal := f.USDCBalance(t, d.Treasury).Int64(); bal != got.total() {
			t.Fatalf("step %d: balance %d != owed + retained + surplus %d", i, bal, got.total())
		}
		if sum := got.OwedStorage + got.OwedBuyback + paidOut + got.Retained + withdrawn; sum != booked {
			t.Fatalf("step %d: booked %d != owed + paid out + retained + withdrawn %d", i, booked, sum)
		}
		if s, bb := f.USDCBalance(t, f.StorageWallet).Int64(), f.USDCBalance(t, d.Buyback).Int64(); s != paidStorage || bb != paidBuyback {
			t.Fatalf("step %d: storage wallet %d, buyback %d; want %d, %d", i, s, bb, paidStorage, paidBuyback)
		}
	}
	t.Logf("%d steps: booked %d, paid out %d, withdrawn %d, final books %+v", steps, booked, paidOut, withdrawn, model)
}

// book returns l with total booked the way the treasury books it.
func (l ledger) book(total, storageCost int64) ledger {
	rest := total - storageCost
	l.OwedStorage += storageCost
	l.OwedBuyback += rest / 2
	l.Retained += rest - rest/2
	return l
}

// eventTotals sums what rec's treasury events booked (PaymentReceived
// amounts and Settled totals, the indexer's volume), paid out and
// withdrew.
func (f *fixture) eventTotals(rec *types.Receipt) (booked, paidOut, withdrawn int64) {
	for _, l := range rec.Logs {
		if l.Address != f.Deployment.Treasury {
			continue
		}
		if e, err := f.tre.UnpackPaymentReceivedEvent(l); err == nil {
			booked += e.Amount.Int64()
		} else if e, err := f.tre.UnpackSettledEvent(l); err == nil {
			booked += e.Total.Int64()
		} else if e, err := f.tre.UnpackPaidOutEvent(l); err == nil {
			paidOut += e.ToStorage.Int64() + e.ToBuyback.Int64()
		} else if e, err := f.tre.UnpackWithdrawnEvent(l); err == nil {
			withdrawn += e.Amount.Int64()
		}
	}
	return booked, paidOut, withdrawn
}
