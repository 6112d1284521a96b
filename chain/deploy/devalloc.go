package deploy

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// DevUSDC storage slots, in the declaration order of DevUSDC.sol:
// 0 _totalSupply, 1 _balances. deploytest's TestGenesisBalances reads the
// balances back through balanceOf, so a reordered contract fails it.
const (
	devUSDCTotalSupplySlot = 0
	devUSDCBalancesSlot    = 1
)

// DevGenesisAlloc is the genesis allocation of a development chain: eth wei
// for each account, DevUSDC at CanonicalBaseUSDC crediting each account
// usdc base units in its storage (no minting transactions needed, so the
// accounts are funded from block 0), and the x402 batch-settlement channel
// contracts at their canonical addresses (ChannelAccounts).
func DevGenesisAlloc(accounts []common.Address, eth, usdc *big.Int) types.GenesisAlloc {
	alloc := ChannelAccounts()
	token := DevUSDCAccount()
	token.Storage = map[common.Hash]common.Hash{}
	total := new(big.Int)
	for _, addr := range accounts {
		alloc[addr] = types.Account{Balance: new(big.Int).Set(eth)}
		token.Storage[mappingSlot(addr, devUSDCBalancesSlot)] = common.BigToHash(usdc)
		total.Add(total, usdc)
	}
	token.Storage[common.BigToHash(big.NewInt(devUSDCTotalSupplySlot))] = common.BigToHash(total)
	alloc[CanonicalBaseUSDC] = token
	return alloc
}

// mappingSlot is the storage slot of m[key] for a Solidity mapping at slot.
func mappingSlot(key common.Address, slot int64) common.Hash {
	return crypto.Keccak256Hash(common.LeftPadBytes(key.Bytes(), 32), common.BigToHash(big.NewInt(slot)).Bytes())
}
