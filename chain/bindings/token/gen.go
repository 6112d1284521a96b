// Package token is the abigen v2 binding of InkdToken, the INKD ERC-20 protocol token.
//
// bindings.go is generated (DO NOT EDIT) from InkdToken.abi and InkdToken.bin, which
// chain/contracts/build.mjs writes next to it; chain/bindings/generate_test.go
// fails when it is stale. Regenerate everything with `make contracts`.
package token

//go:generate go run github.com/ethereum/go-ethereum/cmd/abigen@v1.17.10 --v2 --abi InkdToken.abi --bin InkdToken.bin --pkg token --type InkdToken --out bindings.go
