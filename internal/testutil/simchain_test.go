package testutil

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/params"
)

// SimChain funds each account with 1000 ETH unless told a balance, keeps
// the rest of Alloc, runs Tune and sets the chain id after it, without
// touching go-ethereum's shared dev configuration.
func TestSimChain(t *testing.T) {
	ctx := context.Background()
	a, b, code := common.Address{0xa}, common.Address{0xb}, common.Address{0xc}
	tuned := false
	sim := SimChain(t, Sim{
		Alloc:   types.GenesisAlloc{code: {Code: []byte{0x60, 0x00, 0x60, 0x00, 0xfd}, Balance: new(big.Int)}},
		Funded:  []common.Address{a, b},
		Tune:    func(*ethconfig.Config) { tuned = true },
		ChainID: 8453,
	})
	eth := sim.Client()
	thousand := new(big.Int).Exp(big.NewInt(10), big.NewInt(21), nil)
	for _, addr := range []common.Address{a, b} {
		if got, err := eth.BalanceAt(ctx, addr, nil); err != nil || got.Cmp(thousand) != 0 {
			t.Errorf("balance of %s = %v, %v; want 1000 ETH", addr, got, err)
		}
	}
	if got, err := eth.CodeAt(ctx, code, nil); err != nil || len(got) != 5 {
		t.Errorf("code at %s = %x, %v; want Alloc's", code, got, err)
	}
	if id, err := eth.ChainID(ctx); err != nil || id.Int64() != 8453 {
		t.Errorf("chain id = %v, %v; want 8453", id, err)
	}
	if !tuned {
		t.Error("Tune was not run")
	}
	if params.AllDevChainProtocolChanges.ChainID.Int64() != 1337 {
		t.Errorf("the shared dev configuration's chain id became %v", params.AllDevChainProtocolChanges.ChainID)
	}

	half := big.NewInt(500_000_000_000_000_000)
	other := SimChain(t, Sim{Funded: []common.Address{a}, Balance: half}).Client()
	if got, err := other.BalanceAt(ctx, a, nil); err != nil || got.Cmp(half) != 0 {
		t.Errorf("balance of %s = %v, %v; want 0.5 ETH", a, got, err)
	}
	if id, err := other.ChainID(ctx); err != nil || id.Int64() != 1337 {
		t.Errorf("chain id without ChainID = %v, %v; want the dev chain's 1337", id, err)
	}
}
