package contracts

import (
	"embed"
	"encoding/json"
	"fmt"

	"github.com/ethereum/go-ethereum/common/hexutil"
)

// Contract names, as in the artifact file names and the Solidity sources.
const (
	InkdRegistry = "InkdRegistry"
	InkdTreasury = "InkdTreasury"
	InkdBuyback  = "InkdBuyback"
	InkdToken    = "InkdToken"
	DevUSDC      = "DevUSDC"
	DevPool      = "DevPool"
	// InkdAccessManager is the authority of the three inkd contracts.
	InkdAccessManager = "InkdAccessManager"
	// X402BatchSettlement is the x402 batch-settlement channel escrow.
	X402BatchSettlement = "X402BatchSettlement"
	// ERC3009DepositCollector funds its channels with EIP-3009 authorizations.
	ERC3009DepositCollector = "ERC3009DepositCollector"
	// InkdChannelWrites runs registry writes paid by voucher and claims their fees.
	InkdChannelWrites = "InkdChannelWrites"
)

// Names lists every contract that has an artifact, in build order.
func Names() []string {
	return []string{InkdRegistry, InkdTreasury, InkdBuyback, InkdToken, DevUSDC, DevPool, InkdAccessManager, X402BatchSettlement, ERC3009DepositCollector, InkdChannelWrites}
}

//go:embed artifacts/*.json
var artifactFS embed.FS

// Artifact is one compiled contract as build.mjs writes it.
type Artifact struct {
	// ABI is the contract's JSON ABI.
	ABI json.RawMessage `json:"abi"`
	// Bytecode is the creation code (constructor arguments not included).
	Bytecode hexutil.Bytes `json:"bytecode"`
	// DeployedBytecode is the runtime code the creation code installs.
	DeployedBytecode hexutil.Bytes `json:"deployedBytecode"`
}

// LoadArtifact decodes the committed artifact of the contract name (one of
// Names). It returns a new value on every call.
func LoadArtifact(name string) (*Artifact, error) {
	raw, err := artifactFS.ReadFile("artifacts/" + name + ".json")
	if err != nil {
		return nil, fmt.Errorf("load artifact %q: %w", name, err)
	}
	var a Artifact
	if err := json.Unmarshal(raw, &a); err != nil {
		return nil, fmt.Errorf("decode artifact %q: %w", name, err)
	}
	return &a, nil
}
