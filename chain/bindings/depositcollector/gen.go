// Package depositcollector is the abigen v2 binding of ERC3009DepositCollector,
// the x402 batch-settlement deposit collector that moves a payer's EIP-3009
// ReceiveWithAuthorization into X402BatchSettlement, at the canonical address
// 0x4020806089470a89826cB9fB1f4059150b550004.
//
// bindings.go is generated (DO NOT EDIT) from ERC3009DepositCollector.abi and
// ERC3009DepositCollector.bin, which chain/contracts/build.mjs writes next to
// it; chain/bindings/generate_test.go fails when it is stale. Regenerate
// everything with `make contracts`.
package depositcollector

//go:generate go run github.com/ethereum/go-ethereum/cmd/abigen@v1.17.10 --v2 --abi ERC3009DepositCollector.abi --bin ERC3009DepositCollector.bin --pkg depositcollector --type ERC3009DepositCollector --out bindings.go
