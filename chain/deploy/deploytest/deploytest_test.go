package deploytest

import (
	"context"
	"math/big"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain/deploy"
)

func TestNewSimulated(t *testing.T) {
	env := NewSimulated(t)
	if err := deploy.Verify(context.Background(), env.Client, env.Deployment); err != nil {
		t.Fatalf("Verify: %v", err)
	}
	id, err := env.Client.ChainID(context.Background())
	if err != nil {
		t.Fatalf("chain id: %v", err)
	}
	if diff := cmp.Diff(uint64(ChainID), id.Uint64()); diff != "" {
		t.Errorf("chain id (-want +got):\n%s", diff)
	}
}

// TestGenesisBalances checks the DevUSDC storage slots written in the
// genesis through balanceOf and totalSupply.
func TestGenesisBalances(t *testing.T) {
	env := NewSimulated(t)
	for i := 1; i < len(env.Keys); i++ { // Keys[0] also minted the pool liquidity
		got := env.USDCBalance(t, env.Address(i))
		if got.Cmp(InitialUSDC()) != 0 {
			t.Errorf("USDC balance of key %d = %s, want %s", i, got, InitialUSDC())
		}
	}
	if got := env.USDCBalance(t, env.StorageWallet); got.Sign() != 0 {
		t.Errorf("storage wallet USDC = %s, want 0", got)
	}
	out, err := env.Call(env.Address(0), env.Deployment.USDC, []byte{0x18, 0x16, 0x0d, 0xdd}) // totalSupply()
	if err != nil {
		t.Fatalf("totalSupply: %v", err)
	}
	want := new(big.Int).Mul(InitialUSDC(), big.NewInt(int64(len(env.Keys))))
	want.Add(want, deploy.DefaultPoolUSDC())
	if got := new(big.Int).SetBytes(out); got.Cmp(want) != 0 {
		t.Errorf("totalSupply = %s, want %s", got, want)
	}
}
