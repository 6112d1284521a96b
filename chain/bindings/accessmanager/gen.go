// Package accessmanager is the abigen v2 binding of InkdAccessManager, the authority of the registry, treasury and buyback: roles, execution delays and scheduled operations.
//
// bindings.go is generated (DO NOT EDIT) from InkdAccessManager.abi and InkdAccessManager.bin, which
// chain/contracts/build.mjs writes next to it; chain/bindings/generate_test.go
// fails when it is stale. Regenerate everything with `make contracts`.
package accessmanager

//go:generate go run github.com/ethereum/go-ethereum/cmd/abigen@v1.17.10 --v2 --abi InkdAccessManager.abi --bin InkdAccessManager.bin --pkg accessmanager --type InkdAccessManager --out bindings.go
