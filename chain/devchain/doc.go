// Package devchain runs an embedded go-ethereum node for development and
// tests: a real chain with chain id 8453 serving JSON-RPC over HTTP (and
// WebSocket on the same port) on loopback, blocks sealed by a simulated
// beacon every BlockPeriod (or one per transaction when the period is zero),
// and the well-known development accounts prefunded.
//
//	c, err := devchain.Start(devchain.Config{ListenAddr: "127.0.0.1:0"}, log)
//	if err != nil { … }
//	defer c.Close()
//	client, _ := ethclient.Dial(c.HTTPURL())
//
// The node has p2p switched off (no discovery, no peers, no listening
// socket), keeps its state in memory unless DataDir is set, and raises the
// transaction-pool limits so a signer can keep hundreds of transactions in
// flight. Everything above the node (contracts, USDC) is set up by
// StartWithContracts.
package devchain
