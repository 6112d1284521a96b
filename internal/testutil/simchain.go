package testutil

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"
)

// Sim describes the chain SimChain starts. The zero value is go-ethereum's
// simulated development chain (chain id 1337) with nothing funded.
type Sim struct {
	// Alloc is the genesis state besides Funded: accounts, code, storage.
	Alloc types.GenesisAlloc
	// Funded accounts each hold Balance at genesis.
	Funded []common.Address
	// Balance is each Funded account's balance in wei; nil: 1000 ETH.
	Balance *big.Int
	// Tune edits the node's eth configuration (the genesis chain
	// configuration, the pool's limits, the RPC's fee cap); nil: none.
	Tune func(*ethconfig.Config)
	// ChainID replaces the chain id of the genesis configuration, after
	// Tune; 0 keeps it.
	ChainID int64
}

// SimChain starts a go-ethereum simulated chain as s describes, closed at
// cleanup.
//
//	sim := testutil.SimChain(t, testutil.Sim{Funded: []common.Address{payer}})
//	eth := sim.Client() // sim.Commit() seals the pending transactions
func SimChain(tb testing.TB, s Sim) *simulated.Backend {
	tb.Helper()
	alloc := types.GenesisAlloc{}
	for a, acc := range s.Alloc {
		alloc[a] = acc
	}
	balance := s.Balance
	if balance == nil {
		balance = new(big.Int).Exp(big.NewInt(10), big.NewInt(21), nil)
	}
	for _, a := range s.Funded {
		alloc[a] = types.Account{Balance: new(big.Int).Set(balance)}
	}
	sim := simulated.NewBackend(alloc, func(_ *node.Config, ec *ethconfig.Config) {
		if s.Tune != nil {
			s.Tune(ec)
		}
		if s.ChainID != 0 {
			cfg := *ec.Genesis.Config // a copy: the default is go-ethereum's shared dev configuration
			cfg.ChainID = big.NewInt(s.ChainID)
			ec.Genesis.Config = &cfg
		}
	})
	tb.Cleanup(func() { _ = sim.Close() })
	return sim
}
