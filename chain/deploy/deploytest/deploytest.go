package deploytest

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/params"

	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/devkeys"
)

// ChainID is the chain id of the simulated chain (Base's, so x402 signatures
// verify).
const ChainID = deploy.BaseChainID

// InitialETH is the ETH balance every development account starts with:
// 10,000 ETH in wei.
func InitialETH() *big.Int { return new(big.Int).Mul(big.NewInt(10_000), big.NewInt(params.Ether)) }

// InitialUSDC is the USDC balance every development account starts with:
// 1,000,000 USDC in base units (6 decimals).
func InitialUSDC() *big.Int { return big.NewInt(1_000_000_000_000) }

// Env is a simulated chain with the inkd contracts deployed. Its fields are
// read-only; the backend is closed by tb.Cleanup.
type Env struct {
	// Backend mines with Commit, reorgs with Fork, shifts time with AdjustTime.
	Backend *simulated.Backend
	// Client is the backend's client; it satisfies chain.Backend.
	Client simulated.Client
	// Deployment holds the contract addresses (DevPool included, seeded).
	Deployment *deploy.Deployment
	// Keys are the ten development keys (devkeys.Keys()).
	Keys []*ecdsa.PrivateKey
	// Owner is Keys[0]: the deployer, and the access manager's admin and
	// guardian without delay (it calls every admin function at once).
	Owner *ecdsa.PrivateKey
	// Settler is Keys[1], authorised on the treasury.
	Settler *ecdsa.PrivateKey
	// StorageWallet is the treasury's storage wallet (no key, no USDC).
	StorageWallet common.Address
	// ChainID is ChainID as a big.Int.
	ChainID *big.Int
}

// StorageWallet is the storage wallet NewSimulated configures: an address
// nobody holds a key for.
func StorageWallet() common.Address {
	return common.BytesToAddress(crypto.Keccak256([]byte("inkd/deploytest/storage-wallet"))[12:])
}

// ChainConfig returns the chain configuration of the simulated chain: every
// fork of go-ethereum's dev chain up to Osaka, chain id 8453, and without the
// future fork that reprices storage (it makes gas figures unlike Base's).
func ChainConfig() *params.ChainConfig {
	cfg := *params.AllDevChainProtocolChanges
	cfg.ChainID = big.NewInt(ChainID)
	cfg.BogotaTime = nil
	return &cfg
}

// GenesisAlloc returns the genesis accounts of NewSimulated: InitialETH() for
// every development account, and DevUSDC at deploy.CanonicalBaseUSDC with
// InitialUSDC() credited to each of them in its storage.
func GenesisAlloc() types.GenesisAlloc {
	return deploy.DevGenesisAlloc(devkeys.Addresses(), InitialETH(), InitialUSDC())
}

// NewSimulated starts a simulated chain (chain id 8453, see ChainConfig) with
// GenesisAlloc, deploys the contracts with deploy.Deploy (DevPool seeded,
// Keys[1] as settler, StorageWallet()) and returns it. It mines a single
// block. The backend is closed when the test ends.
func NewSimulated(tb testing.TB) *Env {
	tb.Helper()
	sim := simulated.NewBackend(GenesisAlloc(), func(_ *node.Config, ethConf *ethconfig.Config) {
		ethConf.Genesis.Config = ChainConfig()
	})
	tb.Cleanup(func() {
		if err := sim.Close(); err != nil {
			tb.Errorf("close simulated backend: %v", err)
		}
	})
	keys := devkeys.Keys()
	env := &Env{
		Backend:       sim,
		Client:        sim.Client(),
		Keys:          keys,
		Owner:         keys[0],
		Settler:       keys[1],
		StorageWallet: StorageWallet(),
		ChainID:       big.NewInt(ChainID),
	}
	d, err := deploy.Deploy(context.Background(), env.Client, env.Owner, deploy.Options{
		USDC:                  deploy.CanonicalBaseUSDC,
		Settlers:              []common.Address{crypto.PubkeyToAddress(env.Settler.PublicKey)},
		StorageWallet:         env.StorageWallet,
		DevPool:               true,
		AllowDevOnChainID8453: true,
		Commit:                func() { sim.Commit() },
	})
	if err != nil {
		tb.Fatalf("deploy: %v", err)
	}
	env.Deployment = d
	return env
}

// Address returns the address of Keys[i].
func (e *Env) Address(i int) common.Address {
	return crypto.PubkeyToAddress(e.Keys[i].PublicKey)
}

// Transact signs a dynamic-fee transaction from key to `to` with data,
// estimating its gas, sends it, mines a block and returns the receipt. An
// estimation failure (a revert: its error carries the revert data, see
// chain.RevertName) is returned before anything is sent. A receipt whose
// status is failed is returned without error.
func (e *Env) Transact(key *ecdsa.PrivateKey, to common.Address, data []byte) (*types.Receipt, error) {
	ctx := context.Background()
	from := crypto.PubkeyToAddress(key.PublicKey)
	gas, err := e.Client.EstimateGas(ctx, ethereum.CallMsg{From: from, To: &to, Data: data})
	if err != nil {
		return nil, err
	}
	return e.TransactWithGas(key, to, data, gas+gas/5)
}

// TransactWithGas is Transact with a fixed gas limit and no estimation, to
// get a transaction mined even though it reverts.
func (e *Env) TransactWithGas(key *ecdsa.PrivateKey, to common.Address, data []byte, gas uint64) (*types.Receipt, error) {
	return e.send(key, &to, data, gas)
}

// Create deploys a contract from key with creation code (constructor
// arguments appended), estimating its gas, mines a block and returns the
// receipt (ContractAddress holds the new address). A reverting constructor
// fails the estimation, whose error is returned.
func (e *Env) Create(key *ecdsa.PrivateKey, code []byte) (*types.Receipt, error) {
	from := crypto.PubkeyToAddress(key.PublicKey)
	gas, err := e.Client.EstimateGas(context.Background(), ethereum.CallMsg{From: from, Data: code})
	if err != nil {
		return nil, err
	}
	return e.send(key, nil, code, gas+gas/5)
}

// send signs a dynamic-fee transaction (nil to creates a contract), sends
// it, mines one block and returns its receipt.
func (e *Env) send(key *ecdsa.PrivateKey, to *common.Address, data []byte, gas uint64) (*types.Receipt, error) {
	ctx := context.Background()
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := e.Client.PendingNonceAt(ctx, from)
	if err != nil {
		return nil, err
	}
	head, err := e.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	tip, err := e.Client.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, err
	}
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(e.ChainID), &types.DynamicFeeTx{
		ChainID:   e.ChainID,
		Nonce:     nonce,
		GasTipCap: tip,
		GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2))),
		Gas:       gas,
		To:        to,
		Data:      data,
	})
	if err != nil {
		return nil, err
	}
	if err := e.Client.SendTransaction(ctx, tx); err != nil {
		return nil, err
	}
	if _, err := e.CommitWhenPooled(ctx, from, nonce+1); err != nil {
		return nil, err
	}
	return e.Client.TransactionReceipt(ctx, tx.Hash())
}

// CommitWhenPooled mines a block once the pool's pending nonce of from
// reaches next, that is once every transaction from sent so far is
// executable, and returns the new head's hash.
//
// Use it instead of a bare Backend.Commit after SendTransaction:
// go-ethereum's pool promotes new transactions in the background, and a
// block mined before that silently misses them (measured: 1 run in ~40 with
// 14 transactions in flight).
func (e *Env) CommitWhenPooled(ctx context.Context, from common.Address, next uint64) (common.Hash, error) {
	tick := time.NewTicker(2 * time.Millisecond)
	defer tick.Stop()
	for {
		n, err := e.Client.PendingNonceAt(ctx, from)
		if err != nil {
			return common.Hash{}, err
		}
		if n >= next {
			return e.Backend.Commit(), nil
		}
		select {
		case <-ctx.Done():
			return common.Hash{}, ctx.Err()
		case <-tick.C:
		}
	}
}

// MustTransact is Transact that fails the test on any error or on a failed
// receipt.
func (e *Env) MustTransact(tb testing.TB, key *ecdsa.PrivateKey, to common.Address, data []byte) *types.Receipt {
	tb.Helper()
	rec, err := e.Transact(key, to, data)
	if err != nil {
		tb.Fatalf("transact to %s: %v", to, err)
	}
	if rec.Status != types.ReceiptStatusSuccessful {
		tb.Fatalf("transact to %s: tx %s reverted", to, rec.TxHash)
	}
	return rec
}

// Call runs a read-only call from `from` at the latest block.
func (e *Env) Call(from, to common.Address, data []byte) ([]byte, error) {
	return e.Client.CallContract(context.Background(), ethereum.CallMsg{From: from, To: &to, Data: data}, nil)
}

// USDCBalance returns the USDC balance of addr at the latest block.
func (e *Env) USDCBalance(tb testing.TB, addr common.Address) *big.Int {
	tb.Helper()
	return e.balanceOf(tb, e.Deployment.USDC, addr)
}

// TokenBalance returns the INKD balance of addr at the latest block.
func (e *Env) TokenBalance(tb testing.TB, addr common.Address) *big.Int {
	tb.Helper()
	return e.balanceOf(tb, e.Deployment.Token, addr)
}

func (e *Env) balanceOf(tb testing.TB, token, addr common.Address) *big.Int {
	tb.Helper()
	data := append(crypto.Keccak256([]byte("balanceOf(address)"))[:4], common.LeftPadBytes(addr.Bytes(), 32)...)
	out, err := e.Call(common.Address{}, token, data)
	if err != nil {
		tb.Fatalf("balanceOf(%s) on %s: %v", addr, token, err)
	}
	return new(big.Int).SetBytes(out)
}

// HeadTime returns the timestamp of the latest block (Unix seconds).
func (e *Env) HeadTime(tb testing.TB) uint64 {
	tb.Helper()
	head, err := e.Client.HeaderByNumber(context.Background(), nil)
	if err != nil {
		tb.Fatalf("head: %v", err)
	}
	return head.Time
}
