package deploy

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/inkd/inkd/chain/contracts"
)

// CanonicalBaseUSDC is the address of USDC on Base mainnet. Development
// chains place DevUSDC's runtime code here so unmodified x402 clients, which
// only accept the canonical asset of network "base", pay with it.
var CanonicalBaseUSDC = common.HexToAddress("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913")

// BaseChainID is the chain id of Base mainnet, also used by development
// chains (see the package documentation).
const BaseChainID = 8453

// DevUSDCRuntimeCode returns DevUSDC's runtime bytecode from the committed
// artifact. It needs no constructor and no storage, so it can be placed at
// any address as is. Each call returns a new slice.
func DevUSDCRuntimeCode() []byte {
	return runtimeCode(contracts.DevUSDC)
}

// DevUSDCAccount is the genesis alloc entry that installs DevUSDC (put it at
// CanonicalBaseUSDC). Its storage is empty: no balances, no used nonces.
func DevUSDCAccount() types.Account {
	return types.Account{Code: DevUSDCRuntimeCode(), Balance: new(big.Int)}
}

// InstallDevUSDC places DevUSDC's runtime code at CanonicalBaseUSDC with the
// development node's anvil_setCode method, falling back to hardhat_setCode
// when anvil_ is unknown. Nodes without either (geth) need the genesis alloc
// instead (DevUSDCAccount). Existing storage at the address is kept.
func InstallDevUSDC(ctx context.Context, c *rpc.Client) error {
	return setCode(ctx, c, CanonicalBaseUSDC, DevUSDCRuntimeCode())
}

// setCode places code at addr with anvil_setCode, falling back to
// hardhat_setCode when anvil_ is unknown.
func setCode(ctx context.Context, c *rpc.Client, addr common.Address, runtime []byte) error {
	code := hexutil.Encode(runtime)
	err := c.CallContext(ctx, nil, "anvil_setCode", addr, code)
	if err == nil {
		return nil
	}
	var rpcErr rpc.Error
	if !errors.As(err, &rpcErr) || rpcErr.ErrorCode() != methodNotFoundCode {
		return fmt.Errorf("anvil_setCode: %w", err)
	}
	if err := c.CallContext(ctx, nil, "hardhat_setCode", addr, code); err != nil {
		return fmt.Errorf("node has neither anvil_setCode nor hardhat_setCode (use a genesis alloc, DevGenesisAlloc): %w", err)
	}
	return nil
}

// methodNotFoundCode is the JSON-RPC 2.0 error code of an unknown method.
const methodNotFoundCode = -32601

// IsDevUSDC reports whether code is DevUSDC's runtime code.
func IsDevUSDC(code []byte) bool {
	return len(code) > 0 && bytes.Equal(code, DevUSDCRuntimeCode())
}
