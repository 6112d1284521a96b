// Package devpool is the abigen v2 binding of DevPool, the development constant-product pool that implements IInkdRouter.
//
// bindings.go is generated (DO NOT EDIT) from DevPool.abi and DevPool.bin, which
// chain/contracts/build.mjs writes next to it; chain/bindings/generate_test.go
// fails when it is stale. Regenerate everything with `make contracts`.
package devpool

//go:generate go run github.com/ethereum/go-ethereum/cmd/abigen@v1.17.10 --v2 --abi DevPool.abi --bin DevPool.bin --pkg devpool --type DevPool --out bindings.go
