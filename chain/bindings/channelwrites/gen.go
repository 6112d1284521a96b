// Package channelwrites is the abigen v2 binding of InkdChannelWrites, which
// runs registry writes paid by voucher under the x402 batch-settlement
// scheme (grouped by channel, each group checked against its payer's
// voucher) and claims the fees of the writes that landed for the treasury.
//
// bindings.go is generated (DO NOT EDIT) from InkdChannelWrites.abi and
// InkdChannelWrites.bin, which chain/contracts/build.mjs writes next to it;
// chain/bindings/generate_test.go fails when it is stale. Regenerate
// everything with `make contracts`.
package channelwrites

//go:generate go run github.com/ethereum/go-ethereum/cmd/abigen@v1.17.10 --v2 --abi InkdChannelWrites.abi --bin InkdChannelWrites.bin --pkg channelwrites --type InkdChannelWrites --out bindings.go
