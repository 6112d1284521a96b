// Package deploy deploys and wires the inkd contracts (InkdToken,
// InkdAccessManager, InkdRegistry, InkdBuyback, InkdTreasury,
// InkdChannelWrites and, on development chains, DevPool) from one deployer
// key, and records the result as a Deployment JSON file. InkdChannelWrites
// (writes paid by x402 batch-settlement vouchers) is a registry writer and
// a treasury settler like the treasury's own paid writes; it needs the
// scheme's settlement contract at its canonical address, which Base has
// and development chains place.
//
// The access manager governs the registry, treasury and buyback: Deploy maps
// every admin function to the admin role and the revocations to the guardian
// role (chain/admin lists them), wires the contracts as the manager's
// temporary admin, then grants Options.Admin both admin roles with
// Options.AdminDelay and Options.Guardian the guardian role, and renounces
// its own roles (when the admin is another address).
//
// Every deployment and wiring transaction is signed up front with consecutive
// nonces and sent at once; Deploy then waits for all receipts. Contract
// addresses are therefore known before anything is mined
// (crypto.CreateAddress(deployer, nonce)) and a chain with 2 s blocks needs
// about one block, not one block per transaction.
//
//	d, err := deploy.Deploy(ctx, client, deployerKey, deploy.Options{
//		USDC:          deploy.CanonicalBaseUSDC,
//		Settlers:      []common.Address{settler},
//		StorageWallet: storage,
//		Admin:         multisig,
//		AdminDelay:    deploy.ProductionAdminDelay,
//		Guardian:      guardian,
//	})
//	if err != nil { … }
//	err = d.Save("deployment.json")
//
// # Development chains
//
// Development chains run with chain id 8453 so that x402 clients (which derive
// the EIP-712 chain id from the network name "base") sign payments that
// verify, and DevUSDC's runtime code sits at CanonicalBaseUSDC (a genesis
// alloc from DevGenesisAlloc or DevUSDCAccount, or InstallDevUSDC on
// anvil/hardhat), as do the x402 batch-settlement contracts at their
// canonical addresses (DevGenesisAlloc or ChannelAccounts, InstallChannel).
// Development options (Options.DevPool, which mints DevUSDC to seed a pool)
// follow one rule, see CheckDevAllowed: they are refused on every known public
// chain id, except 8453 when Options.AllowDevOnChainID8453 is set AND the code
// at the USDC address is exactly DevUSDC's runtime code — which is impossible
// on the real Base network, where that address holds Circle's FiatToken proxy.
// The code check, not a node-name heuristic such as web3_clientVersion, is
// what makes the rule safe: it proves the chain is not Base mainnet.
//
// With ethclient/simulated, set Options.Commit to the backend's Commit (or
// pass a backend that has a Commit() common.Hash method) so blocks get
// mined; Deploy waits until the pool holds every transaction before mining,
// so everything lands in one block. chain/deploy/deploytest does this and
// more for tests.
package deploy
