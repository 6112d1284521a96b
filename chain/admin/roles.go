package admin

import (
	"fmt"
	"sort"
	"sync"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/bindings/accessmanager"
	"github.com/inkd/inkd/chain/bindings/buyback"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
)

// Role ids of the InkdAccessManager.
const (
	// RoleRoot is the AccessManager's ADMIN_ROLE: it grants and revokes
	// roles, maps functions to roles and changes delays.
	RoleRoot uint64 = 0
	// RoleAdmin is InkdAccessManager.INKD_ADMIN_ROLE: the admin functions of
	// the managed contracts (AdminFunctions).
	RoleAdmin uint64 = 1
	// RoleGuardian is InkdAccessManager.GUARDIAN_ROLE: pause and revoke at
	// once (GuardianFunctions); InkdAccessManager makes it the guardian of
	// every role, so it may cancel any pending operation (Vetoes checks it).
	RoleGuardian uint64 = 2
)

// Contract names one managed contract kind.
type Contract string

// The contracts the InkdAccessManager governs, and the manager itself.
const (
	Registry  Contract = "registry"
	Treasury  Contract = "treasury"
	Buyback   Contract = "buyback"
	Authority Contract = "accessManager"
)

// AdminFunctions lists, per contract, the functions restricted to
// RoleAdmin: everything that adds power or moves money.
func AdminFunctions() map[Contract][]string {
	return map[Contract][]string{
		Registry: {"addWriter"},
		Treasury: {"addSettler", "setStorageWallet", "setBuyback", "withdraw", "unpause", "payout"},
		Buyback: {"addKeeper", "setMinInkdPerUsdc", "setInkdToken", "setThreshold", "setMaxSlippageBps",
			"setRouter", "setTreasury", "withdraw", "executeBuyback"},
	}
}

// GuardianFunctions lists, per contract, the functions restricted to
// RoleGuardian: they revoke or pause and never add or move money.
func GuardianFunctions() map[Contract][]string {
	return map[Contract][]string{
		Registry: {"removeWriter"},
		Treasury: {"removeSettler", "pause"},
		Buyback:  {"removeKeeper"},
	}
}

var (
	abisOnce sync.Once
	abis     map[Contract]*abi.ABI
	abisErr  error
)

// ABI returns the parsed ABI of c.
func ABI(c Contract) (*abi.ABI, error) {
	abisOnce.Do(func() {
		abis = map[Contract]*abi.ABI{}
		for c, md := range map[Contract]interface{ ParseABI() (*abi.ABI, error) }{
			Registry: &registry.InkdRegistryMetaData, Treasury: &treasury.InkdTreasuryMetaData,
			Buyback: &buyback.InkdBuybackMetaData, Authority: &accessmanager.InkdAccessManagerMetaData,
		} {
			a, err := md.ParseABI()
			if err != nil {
				abisErr = fmt.Errorf("parse %s abi: %w", c, err)
				return
			}
			abis[c] = a
		}
	})
	if abisErr != nil {
		return nil, abisErr
	}
	a, ok := abis[c]
	if !ok {
		return nil, fmt.Errorf("unknown contract %q", c)
	}
	return a, nil
}

// Selectors returns the 4-byte selectors of names in c's ABI, in order. A
// name the ABI lacks is an error.
func Selectors(c Contract, names []string) ([][4]byte, error) {
	a, err := ABI(c)
	if err != nil {
		return nil, err
	}
	out := make([][4]byte, 0, len(names))
	for _, n := range names {
		m, ok := a.Methods[n]
		if !ok {
			return nil, fmt.Errorf("%s has no function %s", c, n)
		}
		out = append(out, [4]byte(m.ID))
	}
	return out, nil
}

// Addresses maps each contract kind to its address on one chain.
type Addresses map[Contract]common.Address

// FunctionName names the function with selector sel on the contract at
// target: "treasury.setStorageWallet". It returns "" when target is not one
// of addrs or the selector is not in its ABI.
func FunctionName(addrs Addresses, target common.Address, sel [4]byte) string {
	kinds := make([]string, 0, len(addrs))
	for c := range addrs {
		kinds = append(kinds, string(c))
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		c := Contract(k)
		if addrs[c] != target {
			continue
		}
		a, err := ABI(c)
		if err != nil {
			return ""
		}
		if m, err := a.MethodById(sel[:]); err == nil {
			return string(c) + "." + m.Name
		}
	}
	return ""
}
