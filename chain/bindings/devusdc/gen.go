// Package devusdc is the abigen v2 binding of DevUSDC, the development USDC (EIP-3009, "USD Coin" version "2") whose runtime code is placed at the canonical Base USDC address on development chains.
//
// bindings.go is generated (DO NOT EDIT) from DevUSDC.abi and DevUSDC.bin, which
// chain/contracts/build.mjs writes next to it; chain/bindings/generate_test.go
// fails when it is stale. Regenerate everything with `make contracts`.
package devusdc

//go:generate go run github.com/ethereum/go-ethereum/cmd/abigen@v1.17.10 --v2 --abi DevUSDC.abi --bin DevUSDC.bin --pkg devusdc --type DevUSDC --out bindings.go
