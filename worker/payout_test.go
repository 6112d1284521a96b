package worker

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/internal/settletest"
)

// TestPayoutsPayWhatIsOwed: paid writes only book the storage and buyback
// shares; the payout loop pays them once they reach the threshold, exactly
// what is owed, and nothing when nothing is owed.
func TestPayoutsPayWhatIsOwed(t *testing.T) {
	e := settletest.NewEnv(t)
	d := e.Dev.Deployment
	p, err := NewPayouts(PayoutConfig{Treasury: d.Treasury, Threshold: big.NewInt(100_000)}, e.Eth, e.Txm, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	books := func() treasury.BooksOutput {
		tre := treasury.NewInkdTreasury()
		out, err := e.Eth.CallContract(ctx, ethereum.CallMsg{To: &d.Treasury, Data: tre.PackBooks()}, nil)
		if err != nil {
			t.Fatal(err)
		}
		b, err := tre.UnpackBooks(out)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	if got := e.RunCreate(t, "job-p1", 3, "payout-1", "payout-one"); got != "" {
		t.Fatal(got)
	}
	if rcpt, err := p.Once(ctx); err != nil || rcpt != nil {
		t.Fatalf("below the threshold: %v %v, want no payout", rcpt, err)
	}
	if got := e.RunCreate(t, "job-p2", 3, "payout-2", "payout-two"); got != "" {
		t.Fatal(got)
	}
	owed := books().OwedBuyback
	if owed.Int64() != 100_000 {
		t.Fatalf("owed to the buyback %s, want 100000 (half of two 0.10 USDC fees)", owed)
	}
	buybackBefore := e.USDC(t, d.Buyback)
	rcpt, err := p.Once(ctx)
	if err != nil || rcpt == nil || rcpt.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("payout: %v %v", rcpt, err)
	}
	if got := new(big.Int).Sub(e.USDC(t, d.Buyback), buybackBefore); got.Cmp(owed) != 0 {
		t.Fatalf("buyback received %s, want %s", got, owed)
	}
	if b := books(); b.OwedBuyback.Sign() != 0 || b.OwedStorage.Sign() != 0 {
		t.Fatalf("books after payout %+v, want nothing owed", b)
	}
	if rcpt, err := p.Once(ctx); err != nil || rcpt != nil {
		t.Fatalf("nothing owed: %v %v, want no payout", rcpt, err)
	}
}
