package deploy

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain"
)

// Deployment records where the inkd contracts live on one chain. It is saved
// as JSON with lower camel keys, e.g.
//
//	{"chainId": 8453, "registry": "0x…", …, "deployBlock": 1, "settlers": ["0x…"]}
type Deployment struct {
	// ChainID is the chain the contracts were deployed on.
	ChainID uint64 `json:"chainId"`
	// Addresses are the contracts (registry, treasury, buyback, token,
	// USDC, pool, access manager), their keys inline in the JSON.
	chain.Addresses
	// DeployBlock is the first block holding a deployment transaction; an
	// indexer can start its log scan there.
	DeployBlock uint64 `json:"deployBlock"`
	// StorageWallet receives the storage part of every fee.
	StorageWallet common.Address `json:"storageWallet"`
	// Settlers are the addresses authorised on the treasury at deployment.
	Settlers []common.Address `json:"settlers"`
	// Keepers are the addresses allowed to execute buybacks at deployment:
	// Options.Keepers (files written before #28 list the deployer first).
	// A file written before keepers existed has none; Verify then checks
	// none.
	Keepers []common.Address `json:"keepers"`
	// Owner is the deployer. It keeps no power when Admin differs.
	Owner common.Address `json:"owner"`
	// Admin holds the admin roles at deployment.
	Admin common.Address `json:"admin"`
	// AdminDelaySeconds is the admin's execution delay at deployment.
	AdminDelaySeconds uint32 `json:"adminDelaySeconds"`
	// Guardian holds the guardian role at deployment.
	Guardian common.Address `json:"guardian"`
}

// Save writes d to path as indented JSON, atomically (temporary file in the
// same directory, then rename).
func (d *Deployment) Save(path string) error {
	raw, err := json.MarshalIndent(d, "", "  ")
	if err != nil {
		return fmt.Errorf("encode deployment: %w", err)
	}
	raw = append(raw, '\n')
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("save deployment: %w", err)
	}
	defer os.Remove(tmp.Name()) // no-op after a successful rename
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return fmt.Errorf("save deployment: %w", err)
	}
	if _, err := tmp.Write(raw); err != nil {
		tmp.Close()
		return fmt.Errorf("save deployment: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("save deployment: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("save deployment: %w", err)
	}
	return nil
}

// Load reads a Deployment saved by Save.
func Load(path string) (*Deployment, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("load deployment: %w", err)
	}
	var d Deployment
	if err := json.Unmarshal(raw, &d); err != nil {
		return nil, fmt.Errorf("load deployment %s: %w", path, err)
	}
	return &d, nil
}
