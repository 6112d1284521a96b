// Package deploytest gives tests a simulated chain (ethclient/simulated, chain
// id 8453) with the inkd contracts deployed, DevUSDC at the canonical Base
// USDC address and the ten development accounts funded.
//
//	env := deploytest.NewSimulated(t)
//	payer := env.Keys[2]
//	pay := deploytest.SignTransferWithAuthorization(t, env.ChainID, payer, env.Deployment.Treasury, fee, 0, deadline, nonce)
//	rec := env.MustTransact(t, env.Settler, env.Deployment.Treasury, treasury.NewInkdTreasury().PackCreateProjectPaid(pay, …))
//
// Roles: Keys[0] is the deployer and, without delay, the admin and guardian
// of the access manager that governs every contract, Keys[1] the
// treasury's settler, Keys[2:] are free for payers and collaborators.
// StorageWallet is a keyless address that starts with no USDC.
package deploytest
