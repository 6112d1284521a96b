// Package bindings holds one sub-package per inkd contract, each an abigen v2
// binding generated from the ABI and bytecode that chain/contracts/build.mjs
// writes next to it:
//
//	registry  InkdRegistry    treasury  InkdTreasury    buyback  InkdBuyback
//	token     InkdToken       devusdc   DevUSDC         devpool  DevPool
//	accessmanager  InkdAccessManager (the authority: roles, delays, scheduled operations)
//	batchsettlement   X402BatchSettlement (the x402 batch-settlement channel escrow)
//	depositcollector  ERC3009DepositCollector (its EIP-3009 deposit collector)
//	channelwrites     InkdChannelWrites (registry writes paid by voucher, and their claims)
//
// and usdc, the binding of the part of Base USDC (FiatToken) that inkd
// calls in production, generated from a hand-written ABI; devusdc is its
// development stand-in and is used only to deploy and fund it.
//
// `make contracts` recompiles the Solidity sources and regenerates every
// binding; `make bindings` only regenerates the Go code. generate_test.go
// fails when a committed binding or artifact is stale.
package bindings
