// Package treasury is the abigen v2 binding of InkdTreasury, the treasury: paid writes (EIP-3009 payment, booking of the fee and registry write in one transaction), prepaid writes and refunds of front-run payments, settlement of surplus and payouts of what the books owe.
//
// bindings.go is generated (DO NOT EDIT) from InkdTreasury.abi and InkdTreasury.bin, which
// chain/contracts/build.mjs writes next to it; chain/bindings/generate_test.go
// fails when it is stale. Regenerate everything with `make contracts`.
package treasury

//go:generate go run github.com/ethereum/go-ethereum/cmd/abigen@v1.17.10 --v2 --abi InkdTreasury.abi --bin InkdTreasury.bin --pkg treasury --type InkdTreasury --out bindings.go
