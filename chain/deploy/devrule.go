package deploy

import (
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
)

// ErrDevOnPublicChain is returned (wrapped in a DevOnPublicChainError) when
// development options are requested on a public chain id.
var ErrDevOnPublicChain = errors.New("development options refused on a public chain")

// DevOnPublicChainError says why development options were refused.
type DevOnPublicChainError struct {
	// ChainID is the chain id the node reported.
	ChainID uint64
	// Reason explains which part of the rule failed.
	Reason string
}

// Error implements error.
func (e *DevOnPublicChainError) Error() string {
	return fmt.Sprintf("chain id %d: %s: %s", e.ChainID, ErrDevOnPublicChain, e.Reason)
}

// Unwrap lets errors.Is match ErrDevOnPublicChain.
func (e *DevOnPublicChainError) Unwrap() error { return ErrDevOnPublicChain }

// publicChainName returns the name of a known public network (mainnets and
// their public testnets), where development contracts must never go.
func publicChainName(id uint64) (string, bool) {
	switch id {
	case 1:
		return "Ethereum", true
	case 10:
		return "OP Mainnet", true
	case 56:
		return "BNB Smart Chain", true
	case 100:
		return "Gnosis", true
	case 137:
		return "Polygon", true
	case 324:
		return "zkSync Era", true
	case 8453:
		return "Base", true
	case 17000:
		return "Holesky", true
	case 42161:
		return "Arbitrum One", true
	case 42220:
		return "Celo", true
	case 43114:
		return "Avalanche C-Chain", true
	case 59144:
		return "Linea", true
	case 80002:
		return "Polygon Amoy", true
	case 84532:
		return "Base Sepolia", true
	case 421614:
		return "Arbitrum Sepolia", true
	case 534352:
		return "Scroll", true
	case 560048:
		return "Hoodi", true
	case 11155111:
		return "Sepolia", true
	case 11155420:
		return "OP Sepolia", true
	}
	return "", false
}

// IsPublicChainID reports whether id belongs to a known public network.
func IsPublicChainID(id uint64) bool {
	_, ok := publicChainName(id)
	return ok
}

// CheckDevAllowed applies the development-options rule to a chain with id
// chainID whose code at the USDC address is usdcCode:
//
//   - a chain id not in the public list is a development chain: allowed;
//   - chain id 8453 is allowed only with allow8453 set AND usdc equal to
//     CanonicalBaseUSDC AND usdcCode equal to DevUSDC's runtime code, which
//     can only be true on a development node (on Base that address holds
//     Circle's FiatToken proxy and nobody can replace it);
//   - every other public chain id is refused.
func CheckDevAllowed(chainID uint64, allow8453 bool, usdc common.Address, usdcCode []byte) error {
	name, public := publicChainName(chainID)
	if !public {
		return nil
	}
	if chainID != BaseChainID {
		return &DevOnPublicChainError{ChainID: chainID, Reason: name + " is a public network"}
	}
	switch {
	case !allow8453:
		return &DevOnPublicChainError{ChainID: chainID, Reason: "AllowDevOnChainID8453 is not set"}
	case usdc != CanonicalBaseUSDC:
		return &DevOnPublicChainError{ChainID: chainID, Reason: "USDC is not the canonical Base USDC address"}
	case !IsDevUSDC(usdcCode):
		return &DevOnPublicChainError{ChainID: chainID, Reason: "the code at the USDC address is not DevUSDC (this looks like the real Base)"}
	}
	return nil
}

// ErrNotDevUSDC means the USDC address does not hold DevUSDC's code.
var ErrNotDevUSDC = errors.New("USDC is not DevUSDC")
