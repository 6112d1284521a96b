// Package devkeys holds the well-known development accounts: the first ten
// keys of the test mnemonic used by anvil and hardhat
// ("test test test test test test test test test test test junk",
// derivation path m/44'/60'/0'/0/i).
//
// These keys are public knowledge. Use them only on development chains and in
// tests; anything sent to their addresses on a real network is taken at once.
//
//	keys := devkeys.Keys()
//	owner := crypto.PubkeyToAddress(keys[0].PublicKey) // 0xf39F…2266
package devkeys
