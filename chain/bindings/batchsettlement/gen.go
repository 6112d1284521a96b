// Package batchsettlement is the abigen v2 binding of X402BatchSettlement, the
// x402 batch-settlement channel escrow (deposits, voucher claims, settle,
// timed withdrawals, refunds) whose runtime code sits at the scheme's
// canonical address 0x4020074e9dF2ce1deE5A9C1b5c3f541D02a10003; its EIP-712
// hashing in Go is chain/channel.
//
// bindings.go is generated (DO NOT EDIT) from X402BatchSettlement.abi and
// X402BatchSettlement.bin, which chain/contracts/build.mjs writes next to it;
// chain/bindings/generate_test.go fails when it is stale. Regenerate
// everything with `make contracts`.
package batchsettlement

//go:generate go run github.com/ethereum/go-ethereum/cmd/abigen@v1.17.10 --v2 --abi X402BatchSettlement.abi --bin X402BatchSettlement.bin --pkg batchsettlement --type X402BatchSettlement --out bindings.go
