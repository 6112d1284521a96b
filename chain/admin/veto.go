package admin

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// ErrNoVeto means the guardian could not cancel a scheduled call of some
// restricted function: an admin key alone could make that call after its
// delay, whatever the guardian sees.
var ErrNoVeto = errors.New("the guardian cannot cancel every restricted function")

// ManagerFunctions lists the restricted functions of the access manager
// itself (OpenZeppelin's onlyAuthorized ones): the root role calls them, and
// InkdAccessManager makes GUARDIAN_ROLE the guardian of every role so the
// guardian may cancel them once scheduled.
func ManagerFunctions() []string {
	return []string{"labelRole", "grantRole", "revokeRole", "setRoleAdmin", "setRoleGuardian", "setGrantDelay",
		"setTargetFunctionRole", "setTargetAdminDelay", "setTargetClosed", "updateAuthority"}
}

// Restricted lists, per contract, every function only the manager's roles
// may call: ManagerFunctions on the manager, and on each managed contract
// its AdminFunctions, its GuardianFunctions and setAuthority (which the
// manager itself calls, under the root role).
func Restricted() map[Contract][]string {
	out := map[Contract][]string{Authority: ManagerFunctions()}
	admin, guardian := AdminFunctions(), GuardianFunctions()
	for _, c := range []Contract{Registry, Treasury, Buyback} {
		out[c] = append(append(append([]string{}, admin[c]...), guardian[c]...), "setAuthority")
	}
	return out
}

// Veto says whether the guardian may cancel a scheduled call of one
// restricted function, as the manager's cancel decides it: the caller holds
// the root role, or the guardian role of the role the function requires.
type Veto struct {
	// Function names the function: "accessManager.grantRole".
	Function string
	Target   common.Address
	Selector [4]byte
	// Role is the role the manager maps the function to.
	Role uint64
	// Guardian is that role's guardian role.
	Guardian uint64
	// Cancellable is true when the guardian account may cancel the call.
	Cancellable bool
}

// Vetoes asks the manager, for every function of Restricted at addrs,
// whether guardian may cancel it once scheduled. Contracts missing from
// addrs are skipped.
func (m *Manager) Vetoes(ctx context.Context, addrs Addresses, guardian common.Address) ([]Veto, error) {
	isRoot, err := m.hasRole(ctx, RoleRoot, guardian)
	if err != nil {
		return nil, err
	}
	var out []Veto
	for _, c := range []Contract{Authority, Registry, Treasury, Buyback} {
		target, ok := addrs[c]
		if !ok || target == (common.Address{}) {
			continue
		}
		names := Restricted()[c]
		sels, err := Selectors(c, names)
		if err != nil {
			return nil, err
		}
		for i, sel := range sels {
			v := Veto{Function: string(c) + "." + names[i], Target: target, Selector: sel}
			if v.Role, err = m.functionRole(ctx, target, sel); err != nil {
				return nil, err
			}
			if v.Guardian, err = m.roleGuardian(ctx, v.Role); err != nil {
				return nil, err
			}
			isGuardian, err := m.hasRole(ctx, v.Guardian, guardian)
			if err != nil {
				return nil, err
			}
			v.Cancellable = isRoot || isGuardian
			out = append(out, v)
		}
	}
	return out, nil
}

// CheckVetoes returns nil when every veto is cancellable, and otherwise an
// error wrapping ErrNoVeto that names the functions the guardian cannot
// cancel.
func CheckVetoes(vs []Veto) error {
	var bad []string
	for _, v := range vs {
		if !v.Cancellable {
			bad = append(bad, fmt.Sprintf("%s (role %d, guardian role %d)", v.Function, v.Role, v.Guardian))
		}
	}
	if len(bad) == 0 {
		return nil
	}
	return fmt.Errorf("%w: %s", ErrNoVeto, strings.Join(bad, ", "))
}

func (m *Manager) functionRole(ctx context.Context, target common.Address, sel [4]byte) (uint64, error) {
	out, err := m.view(ctx, m.am.PackGetTargetFunctionRole(target, sel))
	if err != nil {
		return 0, err
	}
	return m.am.UnpackGetTargetFunctionRole(out)
}

func (m *Manager) roleGuardian(ctx context.Context, role uint64) (uint64, error) {
	out, err := m.view(ctx, m.am.PackGetRoleGuardian(role))
	if err != nil {
		return 0, err
	}
	return m.am.UnpackGetRoleGuardian(out)
}

func (m *Manager) hasRole(ctx context.Context, role uint64, account common.Address) (bool, error) {
	out, err := m.view(ctx, m.am.PackHasRole(role, account))
	if err != nil {
		return false, err
	}
	r, err := m.am.UnpackHasRole(out)
	if err != nil {
		return false, err
	}
	return r.IsMember, nil
}
