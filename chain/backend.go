package chain

import (
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
)

// Backend is what inkd needs from an EVM JSON-RPC endpoint. It is built from
// go-ethereum's role interfaces, so *ethclient.Client and the client of
// ethclient/simulated both satisfy it, and it can be handed to abigen v2
// bindings as a bind.ContractBackend and bind.DeployBackend.
// Implementations must be safe for concurrent use.
type Backend interface {
	ethereum.ChainReader
	ethereum.ChainStateReader
	ethereum.TransactionReader
	ethereum.TransactionSender
	ethereum.GasPricer
	ethereum.GasPricer1559
	ethereum.FeeHistoryReader
	ethereum.GasEstimator
	ethereum.ContractCaller
	ethereum.PendingStateReader
	ethereum.PendingContractCaller
	ethereum.LogFilterer
	ethereum.BlockNumberReader
	ethereum.ChainIDReader
}

var (
	_ Backend              = (*ethclient.Client)(nil)
	_ Backend              = simulated.Client(nil)
	_ bind.ContractBackend = Backend(nil)
	_ bind.DeployBackend   = Backend(nil)
)
