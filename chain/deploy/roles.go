package deploy

import (
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/admin"
	"github.com/inkd/inkd/chain/bindings/accessmanager"
)

// planRoles appends the manager's wiring while the deployer is its only
// root: role labels, the role of every
// admin and guardian function of the three contracts, and the admin role
// for the deployer without delay, so that the wiring calls that follow
// (addWriter, addKeeper, addSettler, buyback settings) run at once.
func planRoles(call func(string, common.Address, []byte), d *Deployment) {
	m := accessmanager.NewInkdAccessManager()
	call("manager.labelRole(admin)", d.AccessManager, m.PackLabelRole(admin.RoleAdmin, "INKD_ADMIN"))
	call("manager.labelRole(guardian)", d.AccessManager, m.PackLabelRole(admin.RoleGuardian, "GUARDIAN"))
	targets := map[admin.Contract]common.Address{admin.Registry: d.Registry, admin.Treasury: d.Treasury, admin.Buyback: d.Buyback}
	for _, c := range []admin.Contract{admin.Registry, admin.Treasury, admin.Buyback} {
		for _, g := range []struct {
			role  uint64
			label string
			names []string
		}{
			{admin.RoleAdmin, "admin", admin.AdminFunctions()[c]},
			{admin.RoleGuardian, "guardian", admin.GuardianFunctions()[c]},
		} {
			sels, err := admin.Selectors(c, g.names)
			if err != nil { // the tables and the bindings are compiled together
				panic(fmt.Sprintf("deploy: %v", err))
			}
			call(fmt.Sprintf("manager.setTargetFunctionRole(%s, %s)", c, g.label), d.AccessManager,
				m.PackSetTargetFunctionRole(targets[c], sels, g.role))
		}
	}
	call("manager.grantRole(admin, deployer)", d.AccessManager, m.PackGrantRole(admin.RoleAdmin, d.Owner, 0))
}

// planHandover appends the last steps: the guardian role for the guardian
// and, when the admin is not the deployer, both admin roles for the admin
// with its delay, then the deployer renounces them (root last). A member's
// execution delay is fixed when the role is first granted; raising it later
// takes the manager's five-day setback, which is why a delayed admin must be
// a fresh address.
func planHandover(call func(string, common.Address, []byte), d *Deployment) {
	m := accessmanager.NewInkdAccessManager()
	call("manager.grantRole(guardian)", d.AccessManager, m.PackGrantRole(admin.RoleGuardian, d.Guardian, 0))
	if d.Admin == d.Owner {
		return
	}
	call("manager.grantRole(admin, admin)", d.AccessManager, m.PackGrantRole(admin.RoleAdmin, d.Admin, d.AdminDelaySeconds))
	call("manager.grantRole(root, admin)", d.AccessManager, m.PackGrantRole(admin.RoleRoot, d.Admin, d.AdminDelaySeconds))
	call("manager.renounceRole(admin, deployer)", d.AccessManager, m.PackRenounceRole(admin.RoleAdmin, d.Owner))
	call("manager.renounceRole(root, deployer)", d.AccessManager, m.PackRenounceRole(admin.RoleRoot, d.Owner))
}
