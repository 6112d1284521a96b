// Package contracts holds the inkd Solidity sources (src/), the build script
// (build.mjs) and the compiled artifacts it writes (artifacts/<Name>.json),
// embedded here so Go code can reach the runtime bytecode, which abigen
// bindings do not carry (DevUSDC's runtime code is placed directly at the
// canonical USDC address on development chains, and X402BatchSettlement's and
// ERC3009DepositCollector's at the x402 batch-settlement scheme's canonical
// addresses; none of them has a constructor or immutables).
//
//	a, err := contracts.LoadArtifact(contracts.DevUSDC)
//	alloc[usdc] = types.Account{Code: a.DeployedBytecode}
package contracts
