package contracts_test

import (
	"fmt"
	"math/big"
	"testing"
)

// TestBuybackSandwich is finding 6 of #9 and item 6 of #28 on the
// DevPool. The attack: buy INKD first to move the pool, then trigger the
// buyback with no minimum of its own, then sell back. A bound from the
// same pool in the same transaction moves with the attack, so every swap
// is bounded by the admin's floor price, which no keeper controls: the
// deployment's default floor (90% of the seeded price), a tighter one the
// admin sets, or none, which refuses to swap.
func TestBuybackSandwich(t *testing.T) {
	f := newFixture(t)
	d := f.Deployment
	keeper, attacker := f.Keys[6], f.Keys[5]
	attackerAddr := f.Address(5)
	f.MustTransact(t, f.Owner, d.Buyback, f.bb.PackAddKeeper(f.Address(6)))
	// 20 USDC of fees: 10 USDC owed to the buyback (its threshold), paid out.
	f.MustTransact(t, f.Settler, d.Treasury, f.createPaid(f.pay(t, f.Keys[2], 20_000_000), 0, "fees", ""))
	f.MustTransact(t, f.Settler, d.Treasury, f.tre.PackPayout())
	balance := f.USDCBalance(t, d.Buyback)
	quote := func() *big.Int {
		return call(t, f, d.Pool, f.pool.PackGetAmountOut(d.USDC, d.Token, balance), f.pool.UnpackGetAmountOut)
	}
	floorOf := func(perUSDC *big.Int) *big.Int {
		return new(big.Int).Div(new(big.Int).Mul(balance, perUSDC), big.NewInt(1_000_000))
	}
	honest := quote()
	minOut := percent(honest, 99) // what the keeper accepts, from the quote before the attack

	// Front-run: the attacker buys INKD with 30,000 USDC.
	front := big.NewInt(30_000_000_000)
	f.MustTransact(t, attacker, d.USDC, f.usdc.PackApprove(d.Pool, front))
	f.MustTransact(t, attacker, d.Pool, f.pool.PackSwapExactIn(d.USDC, d.Token, front, big.NewInt(0), attackerAddr))
	moved := quote()
	t.Logf("honest quote %s INKD, after the front-run %s (%.1f%%)", honest, moved, 100*ratio(moved, honest))
	if percent(moved, 97).Cmp(percent(honest, 90)) >= 0 {
		t.Fatalf("front-run too small to show the attack: moved quote %s vs honest %s", moved, honest)
	}

	t.Run("the deployed floor stops a zero minimum", func(t *testing.T) {
		perUSDC := call(t, f, d.Buyback, f.bb.PackMinInkdPerUsdc(), f.bb.UnpackMinInkdPerUsdc)
		if want := percent(big.NewInt(1_000_000_000_000_000_000), 90*1000); perUSDC.Cmp(want) != 0 {
			t.Fatalf("deployed floor = %s INKD units per USDC, want %s (90%% of the seeded 1,000)", perUSDC, want)
		}
		f.wantRevert(t, keeper, d.Buyback, f.bb.PackExecuteBuyback(big.NewInt(0)), fmt.Sprintf("InsufficientOutput(%s,%s)", moved, floorOf(perUSDC)))
	})

	t.Run("the attacker cannot trigger it", func(t *testing.T) {
		f.wantRevert(t, attacker, d.Buyback, f.bb.PackExecuteBuyback(big.NewInt(0)), "NotKeeper()")
	})

	t.Run("the keeper's honest minimum reverts instead of filling", func(t *testing.T) {
		f.wantRevert(t, keeper, d.Buyback, f.bb.PackExecuteBuyback(minOut), fmt.Sprintf("InsufficientOutput(%s,%s)", moved, minOut))
	})

	t.Run("no floor, no buyback", func(t *testing.T) {
		f.MustTransact(t, f.Owner, d.Buyback, f.bb.PackSetMinInkdPerUsdc(big.NewInt(0)))
		f.wantRevert(t, keeper, d.Buyback, f.bb.PackExecuteBuyback(big.NewInt(0)), "FloorNotSet()")
		f.wantRevert(t, f.Owner, d.Buyback, f.bb.PackExecuteBuyback(minOut), "FloorNotSet()")
	})

	t.Run("the admin's floor bounds any keeper", func(t *testing.T) {
		// 95% of the honest price, in INKD base units per whole USDC.
		perUSDC := new(big.Int).Div(new(big.Int).Mul(percent(honest, 95), big.NewInt(1_000_000)), balance)
		rec := f.MustTransact(t, f.Owner, d.Buyback, f.bb.PackSetMinInkdPerUsdc(perUSDC))
		if ev := findEvent(t, rec, f.bb.UnpackMinInkdPerUsdcSetEvent); ev.MinInkdPerUsdc.Cmp(perUSDC) != 0 {
			t.Errorf("MinInkdPerUsdcSet = %s, want %s", ev.MinInkdPerUsdc, perUSDC)
		}
		floor := floorOf(perUSDC)
		below := new(big.Int).Sub(floor, big.NewInt(1))
		f.wantRevert(t, keeper, d.Buyback, f.bb.PackExecuteBuyback(below), fmt.Sprintf("InsufficientOutput(%s,%s)", moved, floor))
		f.wantRevert(t, f.Owner, d.Buyback, f.bb.PackExecuteBuyback(big.NewInt(0)), fmt.Sprintf("InsufficientOutput(%s,%s)", moved, floor))
	})

	t.Run("once the pool is back, the keeper's buyback fills", func(t *testing.T) {
		// The attacker sells what it bought; the pool returns to about the
		// honest price (less the two swap fees it keeps).
		inkd := f.TokenBalance(t, attackerAddr)
		f.MustTransact(t, attacker, d.Token, f.tok.PackApprove(d.Pool, inkd))
		f.MustTransact(t, attacker, d.Pool, f.pool.PackSwapExactIn(d.Token, d.USDC, inkd, big.NewInt(0), attackerAddr))
		rec := f.MustTransact(t, keeper, d.Buyback, f.bb.PackExecuteBuyback(minOut))
		got := findEvent(t, rec, f.bb.UnpackBuybackExecutedEvent)
		t.Logf("filled at %s INKD (%.2f%% of the honest quote)", got.InkdReceived, 100*ratio(got.InkdReceived, honest))
		if got.UsdcSpent.Cmp(balance) != 0 || got.InkdReceived.Cmp(minOut) < 0 {
			t.Errorf("BuybackExecuted = %+v, want %s USDC for at least %s INKD", got, balance, minOut)
		}
	})

	t.Run("a revoked keeper is refused", func(t *testing.T) {
		rec := f.MustTransact(t, f.Owner, d.Buyback, f.bb.PackRemoveKeeper(f.Address(6)))
		if ev := findEvent(t, rec, f.bb.UnpackKeeperSetEvent); ev.Keeper != f.Address(6) || ev.Allowed {
			t.Errorf("KeeperSet = %+v", ev)
		}
		if call(t, f, d.Buyback, f.bb.PackIsKeeper(f.Address(6)), f.bb.UnpackIsKeeper) {
			t.Error("isKeeper still true")
		}
		f.wantRevert(t, keeper, d.Buyback, f.bb.PackExecuteBuyback(minOut), "NotKeeper()")
	})
}

// percent returns p% of x, rounded down.
func percent(x *big.Int, p int64) *big.Int {
	return new(big.Int).Div(new(big.Int).Mul(x, big.NewInt(p)), big.NewInt(100))
}

// ratio returns a/b as a float, for logs.
func ratio(a, b *big.Int) float64 {
	r, _ := new(big.Rat).SetFrac(a, b).Float64()
	return r
}
