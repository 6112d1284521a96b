package deploy

import (
	"bytes"
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/contracts"
)

// The x402 batch-settlement channel contracts (X402BatchSettlement and its
// ERC-3009 deposit collector) live at canonical addresses on every chain
// where the scheme is deployed (channel.SettlementAddress,
// channel.ERC3009CollectorAddress); unmodified x402 clients use no others.
// Development chains place their runtime code there, as they place DevUSDC
// at the canonical USDC address: neither contract has a constructor,
// immutables or storage set at deployment.

// ChannelAccounts returns the genesis alloc entries that install the
// settlement contract and the ERC-3009 collector at their canonical
// addresses, with empty storage (no channels).
func ChannelAccounts() types.GenesisAlloc {
	return types.GenesisAlloc{
		channel.SettlementAddress:       {Code: runtimeCode(contracts.X402BatchSettlement), Balance: new(big.Int)},
		channel.ERC3009CollectorAddress: {Code: runtimeCode(contracts.ERC3009DepositCollector), Balance: new(big.Int)},
	}
}

// InstallChannel places the settlement contract's and the ERC-3009
// collector's runtime code at their canonical addresses on a development
// node (anvil_setCode, or hardhat_setCode), as InstallDevUSDC does for
// DevUSDC. Existing storage (channels) at the addresses is kept.
func InstallChannel(ctx context.Context, c *rpc.Client) error {
	for addr, acct := range ChannelAccounts() {
		if err := setCode(ctx, c, addr, acct.Code); err != nil {
			return fmt.Errorf("install %s: %w", addr.Hex(), err)
		}
	}
	return nil
}

// IsChannelCode reports whether the settlement contract's and the
// collector's runtime code are settlement and collector.
func IsChannelCode(settlement, collector []byte) bool {
	want := ChannelAccounts()
	return len(settlement) > 0 && bytes.Equal(settlement, want[channel.SettlementAddress].Code) &&
		len(collector) > 0 && bytes.Equal(collector, want[channel.ERC3009CollectorAddress].Code)
}

// runtimeCode returns the runtime bytecode of the committed artifact name.
func runtimeCode(name string) []byte {
	a, err := contracts.LoadArtifact(name)
	if err != nil {
		// The artifacts are embedded at build time; tests cover loading them.
		panic(fmt.Sprintf("deploy: %v", err))
	}
	return a.DeployedBytecode
}
