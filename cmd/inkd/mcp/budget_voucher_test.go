package mcp

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/payclient/channeltest"
)

// Under vouchers the caps count each write's fee, never the channel's
// deposit: with a session cap of 2.5 fees, the first write (which deposits
// 10 fees) and the second pass, and the third, which would take the
// session past its cap, is refused before its voucher is signed.
func TestBudgetCountsVoucherFeesNotDeposits(t *testing.T) {
	api := channeltest.NewServer(t)
	fee := api.Fee
	b := NewBudget(nil, new(big.Int).Div(new(big.Int).Mul(fee, big.NewInt(5)), big.NewInt(2)))
	key, _ := crypto.GenerateKey()
	c, err := client.New(client.Config{BaseURL: api.Srv.URL, Key: key, Scheme: payclient.SchemeBatchSettlement, Confirm: b.Confirm})
	if err != nil {
		t.Fatal(err)
	}
	push := func(tag string) error {
		b.Begin()
		_, err := c.PushVersion(context.Background(), "1", wire.PushVersion{VersionTag: tag}, "")
		b.End(err == nil)
		return err
	}
	for _, tag := range []string{"a", "b"} {
		if err := push(tag); err != nil {
			t.Fatalf("push %s: %v", tag, err)
		}
	}
	if api.Deposits != 1 {
		t.Fatalf("%d deposits, want the first write's", api.Deposits)
	}
	if s := b.State(); s.Spent != client.FormatUSDC(new(big.Int).Mul(fee, big.NewInt(2))) {
		t.Errorf("spent %s USDC, want two fees", s.Spent)
	}
	var ce *CapError
	if err := push("c"); !errors.As(err, &ce) || !ce.Session {
		t.Fatalf("third push: %v, want the session cap", err)
	}
	if len(api.Ceilings) != 2 {
		t.Errorf("%d vouchers taken, want 2: the refused write signed nothing", len(api.Ceilings))
	}
}
