package contracts_test

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/inkd/inkd/chain/bindings/buyback"
)

func TestBuybackReverts(t *testing.T) {
	f := newFixture(t)
	d := f.Deployment
	owner := f.Keys[0]

	// A second buyback, under the same manager (its functions unmapped, so
	// the manager's root, Keys[0], may call them), whose token was never set.
	args := f.bb.PackConstructor(d.USDC, d.Treasury, d.Pool, d.AccessManager)
	bare := f.mustCreate(t, owner, append(common.FromHex(buyback.InkdBuybackMetaData.Bin), args...))

	threshold := call(t, f, d.Buyback, f.bb.PackThreshold(), f.bb.UnpackThreshold)
	tests := []struct {
		name string
		from int
		to   common.Address
		data []byte
		want string
	}{
		{"token not set", 0, bare, f.bb.PackExecuteBuyback(big.NewInt(0)), "InkdTokenNotSet()"},
		{"below threshold, empty", 0, d.Buyback, f.bb.PackExecuteBuyback(big.NewInt(0)), fmt.Sprintf("BelowThreshold(0,%s)", threshold)},
		{"executed by a stranger", 3, d.Buyback, f.bb.PackExecuteBuyback(big.NewInt(0)), "NotKeeper()"},
		{"executed by a settler", 1, d.Buyback, f.bb.PackExecuteBuyback(big.NewInt(0)), "NotKeeper()"},
		{"zero keeper", 0, d.Buyback, f.bb.PackAddKeeper(common.Address{}), "ZeroAddress()"},
		{"keeper set by non-owner", 2, d.Buyback, f.bb.PackAddKeeper(f.Address(2)), "AccessManagedUnauthorized(" + f.Address(2).Hex() + ")"},
		{"floor set by non-owner", 2, d.Buyback, f.bb.PackSetMinInkdPerUsdc(big.NewInt(0)), "AccessManagedUnauthorized(" + f.Address(2).Hex() + ")"},
		{"nothing to withdraw", 0, d.Buyback, f.bb.PackWithdraw(f.Address(0)), "NothingToWithdraw()"},
		{"zero token", 0, d.Buyback, f.bb.PackSetInkdToken(common.Address{}), "ZeroAddress()"},
		{"zero treasury", 0, d.Buyback, f.bb.PackSetTreasury(common.Address{}), "ZeroAddress()"},
		{"zero router", 0, d.Buyback, f.bb.PackSetRouter(common.Address{}), "ZeroAddress()"},
		{"withdraw to zero", 0, d.Buyback, f.bb.PackWithdraw(common.Address{}), "ZeroAddress()"},
		{"slippage above 10%", 0, d.Buyback, f.bb.PackSetMaxSlippageBps(big.NewInt(1001)), "Max 10% slippage"},
		{"deposit by non-treasury", 2, d.Buyback, f.bb.PackDeposit(big.NewInt(1)), "Buyback: only treasury"},
		{"threshold set by non-owner", 2, d.Buyback, f.bb.PackSetThreshold(big.NewInt(1)), "AccessManagedUnauthorized(" + f.Address(2).Hex() + ")"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f.wantRevert(t, f.Keys[tc.from], tc.to, tc.data, tc.want)
		})
	}

	t.Run("below threshold with a balance", func(t *testing.T) {
		// One paid write: 100,000 - 0 storage -> 50,000 owed to the buyback,
		// paid out to it.
		f.createProject(t, f.Keys[2], "feeder")
		f.MustTransact(t, f.Settler, d.Treasury, f.tre.PackPayout())
		f.wantRevert(t, owner, d.Buyback, f.bb.PackExecuteBuyback(big.NewInt(0)), fmt.Sprintf("BelowThreshold(50000,%s)", threshold))
	})

	t.Run("zero threshold still needs a balance", func(t *testing.T) {
		f.MustTransact(t, owner, bare, f.bb.PackSetInkdToken(d.Token))
		f.MustTransact(t, owner, bare, f.bb.PackSetThreshold(big.NewInt(0)))
		f.wantRevert(t, owner, bare, f.bb.PackExecuteBuyback(big.NewInt(0)), "BelowThreshold(0,0)")
	})

	t.Run("no floor, no swap", func(t *testing.T) {
		f.MustTransact(t, f.Keys[2], d.USDC, f.usdc.PackTransfer(bare, big.NewInt(1_000_000)))
		f.wantRevert(t, owner, bare, f.bb.PackExecuteBuyback(big.NewInt(0)), "FloorNotSet()")
	})
}

// TestBuybackExecutesThroughDevPool fills the buyback from paid writes and
// a payout, and a keeper swaps it for INKD in the DevPool.
func TestBuybackExecutesThroughDevPool(t *testing.T) {
	f := newFixture(t)
	d := f.Deployment
	// 20 USDC paid with no storage cost: 10 USDC owed to the buyback (its
	// threshold), which the payout deposits.
	f.MustTransact(t, f.Settler, d.Treasury, f.createPaid(f.pay(t, f.Keys[2], 20_000_000), 0, "big", ""))
	rec := f.MustTransact(t, f.Settler, d.Treasury, f.tre.PackPayout())
	if dep := findEvent(t, rec, f.bb.UnpackDepositedEvent); dep.Amount.Int64() != 10_000_000 {
		t.Errorf("Deposited = %s, want 10000000", dep.Amount)
	}
	spent := f.USDCBalance(t, d.Buyback)
	if spent.Int64() != 10_000_000 {
		t.Fatalf("buyback balance = %s, want 10000000", spent)
	}
	quote := call(t, f, d.Pool, f.pool.PackGetAmountOut(d.USDC, d.Token, spent), f.pool.UnpackGetAmountOut)
	if quote.Sign() <= 0 {
		t.Fatalf("quote = %s", quote)
	}

	f.MustTransact(t, f.Owner, d.Buyback, f.bb.PackAddKeeper(f.Address(5)))
	rec = f.MustTransact(t, f.Keys[5], d.Buyback, f.bb.PackExecuteBuyback(quote)) // a keeper, asking for the honest quote
	block, err := f.Client.HeaderByNumber(t.Context(), rec.BlockNumber)
	if err != nil {
		t.Fatalf("header: %v", err)
	}
	got := findEvent(t, rec, f.bb.UnpackBuybackExecutedEvent)
	want := &buyback.InkdBuybackBuybackExecuted{UsdcSpent: spent, InkdReceived: quote, Timestamp: new(big.Int).SetUint64(block.Time)}
	if diff := cmp.Diff(want, got, cmpopts.IgnoreFields(buyback.InkdBuybackBuybackExecuted{}, "Raw"), bigComparer()); diff != "" {
		t.Errorf("BuybackExecuted (-want +got):\n%s", diff)
	}
	if bal := f.USDCBalance(t, d.Buyback); bal.Sign() != 0 {
		t.Errorf("buyback USDC after swap = %s, want 0", bal)
	}
	if bal := f.TokenBalance(t, d.Buyback); bal.Cmp(quote) != 0 {
		t.Errorf("buyback INKD after swap = %s, want %s", bal, quote)
	}
	// The pool's constant product grew by the fee.
	ra := call(t, f, d.Pool, f.pool.PackReserveA(), f.pool.UnpackReserveA)
	if want := new(big.Int).Add(deployPoolUSDC(), spent); ra.Cmp(want) != 0 {
		t.Errorf("pool USDC reserve = %s, want %s", ra, want)
	}

	t.Run("owner withdraws USDC", func(t *testing.T) {
		f.MustTransact(t, f.Keys[2], d.USDC, f.usdc.PackTransfer(d.Buyback, big.NewInt(7)))
		before := f.balances(t, f.Address(6), d.Buyback)
		f.MustTransact(t, f.Owner, d.Buyback, f.bb.PackWithdraw(f.Address(6)))
		if diff := cmp.Diff([]int64{7, -7}, deltas(before, f.balances(t, f.Address(6), d.Buyback))); diff != "" {
			t.Errorf("withdraw balance changes (-want +got):\n%s", diff)
		}
	})
}

// TestBuybackZeroSlippage checks that the minimum output never exceeds the
// quote: with no slippage allowed the swap meets its minimum exactly.
func TestBuybackZeroSlippage(t *testing.T) {
	f := newFixture(t)
	d := f.Deployment
	f.MustTransact(t, f.Owner, d.Buyback, f.bb.PackSetMaxSlippageBps(big.NewInt(0)))
	f.MustTransact(t, f.Owner, d.Buyback, f.bb.PackSetThreshold(big.NewInt(1)))
	f.MustTransact(t, f.Keys[2], d.USDC, f.usdc.PackTransfer(d.Buyback, big.NewInt(1_000_000)))
	f.MustTransact(t, f.Owner, d.Buyback, f.bb.PackExecuteBuyback(big.NewInt(0)))
	if got := call(t, f, d.Buyback, f.bb.PackMaxSlippageBps(), f.bb.UnpackMaxSlippageBps); got.Sign() != 0 {
		t.Errorf("maxSlippageBps = %s, want 0", got)
	}
}
