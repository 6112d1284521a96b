// Package chain holds what every chain package shares: the Backend
// interface a JSON-RPC client satisfies (go-ethereum's role interfaces),
// readers of the registry and of USDC (balances, EIP-3009 authorization
// state), the decoder of contract reverts, the one table that classifies
// JSON-RPC errors, and the registry's versions head. The parts live in
// subpackages: txmgr (transactions, exactly once), rpcpool (several
// providers), indexer and readmodel (the chain's state in Redis), payment
// (x402 and EIP-3009), batch (many payers' writes in one transaction),
// deploy, bindings and contracts.
//
//	reg := chain.NewRegistryReader(backend, deployment.Registry)
//	usdc := chain.NewUSDCState(backend, deployment.USDC)
//	balance, err := usdc.BalanceOf(ctx, payer)
package chain
