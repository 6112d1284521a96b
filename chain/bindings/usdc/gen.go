// Package usdc is the abigen v2 binding of the part of Circle's USDC
// (FiatToken v2, "USD Coin" version "2", at
// 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913 on Base) that inkd calls in
// production: balances, EIP-3009 authorizations and their events.
// FiatToken.abi is written by hand from the token's public interface; there
// is no bytecode, since inkd never deploys it. On development chains
// DevUSDC stands in; usdc_test.go checks that DevUSDC has every function
// and event of this ABI, with the same selectors, inputs and outputs.
//
// bindings.go is generated (DO NOT EDIT) from FiatToken.abi;
// chain/bindings/generate_test.go fails when it is stale.
package usdc

//go:generate go run github.com/ethereum/go-ethereum/cmd/abigen@v1.17.10 --v2 --abi FiatToken.abi --pkg usdc --type FiatToken --out bindings.go
