package devchain

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"maps"
	"math/big"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/devkeys"
)

// DevUSDCPerAccount is the development USDC every development account holds
// from genesis: 1,000,000 USDC.
var DevUSDCPerAccount = big.NewInt(1_000_000_000_000)

// SettlerKeys returns n development settler keys. They are derived from
// fixed labels, distinct from the mnemonic's accounts so that a developer
// paying from account #k never races the worker for that account's nonces,
// and funded with ETH at genesis. Never use them on a real chain.
func SettlerKeys(n int) []*ecdsa.PrivateKey {
	keys := make([]*ecdsa.PrivateKey, n)
	for i := range keys {
		keys[i] = derivedKey(fmt.Sprintf("inkd/devchain/settler/%d", i))
	}
	return keys
}

// StorageKey returns the development key that signs ANS-104 data items.
func StorageKey() *ecdsa.PrivateKey { return derivedKey("inkd/devchain/storage") }

func derivedKey(label string) *ecdsa.PrivateKey {
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte(label)))
	if err != nil { // a Keccak output is a valid key with overwhelming probability
		panic(fmt.Sprintf("derive %s: %v", label, err))
	}
	return k
}

// DefaultSettlers is how many settler keys a development chain authorises.
const DefaultSettlers = 4

// Dev is a development chain with the inkd contracts deployed.
type Dev struct {
	*Chain
	// Deployment holds the contract addresses (deterministic on a fresh chain:
	// development account #0 deploys them with nonces 0, 1, …).
	Deployment *deploy.Deployment
	// Settlers are the keys authorised on the treasury.
	Settlers []*ecdsa.PrivateKey
}

// StartWithContracts starts the chain with the development accounts and
// settlers funded and DevUSDC at the canonical Base USDC address, then
// deploys the contracts (or, with a DataDir that already holds them, checks
// and reuses the recorded deployment).
func StartWithContracts(ctx context.Context, cfg Config, log *logrus.Entry) (*Dev, error) {
	settlers := SettlerKeys(DefaultSettlers)
	accounts := devkeys.Addresses()
	for _, k := range settlers {
		accounts = append(accounts, crypto.PubkeyToAddress(k.PublicKey))
	}
	alloc := deploy.DevGenesisAlloc(accounts, new(big.Int).Set(devBalance), DevUSDCPerAccount)
	maps.Copy(alloc, cfg.Alloc)
	cfg.Alloc = alloc

	c, err := Start(cfg, log)
	if err != nil {
		return nil, err
	}
	d, err := deployContracts(ctx, c, settlers)
	if err != nil {
		c.Close()
		return nil, err
	}
	return &Dev{Chain: c, Deployment: d, Settlers: settlers}, nil
}

func deployContracts(ctx context.Context, c *Chain, settlers []*ecdsa.PrivateKey) (*deploy.Deployment, error) {
	client := ethclient.NewClient(c.RPC())
	defer client.Close()
	opts := deploy.Options{
		USDC:                  deploy.CanonicalBaseUSDC,
		DevPool:               true,
		AllowDevOnChainID8453: true,
		PollInterval:          100 * time.Millisecond,
	}
	for _, k := range settlers {
		opts.Settlers = append(opts.Settlers, crypto.PubkeyToAddress(k.PublicKey))
	}
	start := time.Now()
	var d *deploy.Deployment
	var err error
	if c.cfg.DataDir != "" {
		d, _, err = deploy.LoadOrDeploy(ctx, client, devkeys.Key(0), opts, filepath.Join(c.cfg.DataDir, "deployment.json"))
	} else {
		d, err = deploy.Deploy(ctx, client, devkeys.Key(0), opts)
	}
	if err != nil {
		return nil, fmt.Errorf("devchain: deploy contracts: %w", err)
	}
	c.log.WithFields(logrus.Fields{"registry": d.Registry.Hex(), "treasury": d.Treasury.Hex(), "took_ms": time.Since(start).Milliseconds()}).Info("contracts ready")
	return d, nil
}
