// Package admin knows the inkd admin surface behind the InkdAccessManager:
// the roles, which function of which contract each role may call, the names
// of function selectors, and the scheduled operations (schedule, execute,
// cancel, pending) that the CLI sends and the indexer records.
//
// Roles (see chain/contracts/src/InkdAccessManager.sol):
//
//	RoleRoot     0  the manager's own admin: grant/revoke roles, map functions, delays
//	RoleAdmin    1  every admin function of registry, treasury and buyback
//	RoleGuardian 2  removeWriter, removeSettler, removeKeeper, pause — no delay; cancels any pending operation
//
// A delayed admin first schedules a call on the manager, waits its execution
// delay, then executes it:
//
//	op, _ := admin.NewCall(admin.Treasury, d.Treasury, "setStorageWallet", wallet)
//	data := admin.SchedulePack(op) // send to d.AccessManager
package admin
