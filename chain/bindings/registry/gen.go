// Package registry is the abigen v2 binding of InkdRegistry, the project registry: projects, versions, collaborators and writers.
//
// bindings.go is generated (DO NOT EDIT) from InkdRegistry.abi and InkdRegistry.bin, which
// chain/contracts/build.mjs writes next to it; chain/bindings/generate_test.go
// fails when it is stale. Regenerate everything with `make contracts`.
package registry

//go:generate go run github.com/ethereum/go-ethereum/cmd/abigen@v1.17.10 --v2 --abi InkdRegistry.abi --bin InkdRegistry.bin --pkg registry --type InkdRegistry --out bindings.go
