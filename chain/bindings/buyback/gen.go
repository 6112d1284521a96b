// Package buyback is the abigen v2 binding of InkdBuyback, the buyback: it accumulates USDC paid out by the treasury and, on a keeper's call with a minimum output above the owner's floor, swaps it for INKD through an IInkdRouter.
//
// bindings.go is generated (DO NOT EDIT) from InkdBuyback.abi and InkdBuyback.bin, which
// chain/contracts/build.mjs writes next to it; chain/bindings/generate_test.go
// fails when it is stale. Regenerate everything with `make contracts`.
package buyback

//go:generate go run github.com/ethereum/go-ethereum/cmd/abigen@v1.17.10 --v2 --abi InkdBuyback.abi --bin InkdBuyback.bin --pkg buyback --type InkdBuyback --out bindings.go
