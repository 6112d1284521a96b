// Package paidtest is the test rig of the paid writes, shared by the tests
// of worker, worker/settle and the Batcher: the embedded development chain
// with the contracts deployed, payments signed as the API queues them, and
// reads of what the chain shows afterwards. It knows nothing of the
// settler or the worker: each package's tests build those on an Env.
package paidtest

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/go-cmp/cmp"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// Fee is the fee of the writes CreateTask makes, in USDC base units.
const Fee = 100_000

// Env is the embedded development chain with inkd's contracts, and a
// client of it.
type Env struct {
	Dev *devchain.Dev
	Eth *ethclient.Client
}

// NewEnv starts the embedded chain, which seals a block as soon as a
// transaction arrives unless blockPeriod (at most one) is given.
func NewEnv(tb testing.TB, blockPeriod ...time.Duration) *Env {
	tb.Helper()
	cfg := devchain.Config{}
	if len(blockPeriod) > 0 {
		cfg.BlockPeriod = blockPeriod[0]
	}
	return NewEnvOn(tb, cfg)
}

// NewEnvOn is NewEnv on an embedded chain configured by cfg (listening on
// a free loopback port).
func NewEnvOn(tb testing.TB, cfg devchain.Config) *Env {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cfg.ListenAddr = "127.0.0.1:0"
	dev, err := devchain.StartWithContracts(ctx, cfg, testutil.Logger(tb))
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { dev.Close() })
	eth, err := ethclient.Dial(dev.HTTPURL())
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(eth.Close)
	return &Env{Dev: dev, Eth: eth}
}

// SignedPayment is what the API puts in a job: an authorization of fee to
// the treasury signed by development account i.
func (e *Env) SignedPayment(tb testing.TB, i int, fee int64, nonceLabel string) jobs.Payment {
	tb.Helper()
	return e.SignedPaymentUntil(tb, i, fee, nonceLabel, time.Now().Add(5*time.Minute))
}

// SignedPaymentUntil is SignedPayment with an authorization valid before
// validBefore.
func (e *Env) SignedPaymentUntil(tb testing.TB, i int, fee int64, nonceLabel string, validBefore time.Time) jobs.Payment {
	tb.Helper()
	d := e.Dev.Deployment
	dom := payment.Domain{Name: "USD Coin", Version: "2", ChainID: big.NewInt(8453), VerifyingContract: d.USDC}
	key := devkeys.Key(i)
	a := payment.Authorization{From: crypto.PubkeyToAddress(key.PublicKey), To: d.Treasury, Value: big.NewInt(fee),
		ValidAfter: big.NewInt(0), ValidBefore: big.NewInt(validBefore.Unix()), Nonce: Nonce(nonceLabel)}
	sig, err := payment.Sign(dom, a, key)
	if err != nil {
		tb.Fatal(err)
	}
	return jobs.Payment{From: a.From.Hex(), To: a.To.Hex(), Value: a.Value.String(), ValidAfter: "0",
		ValidBefore: a.ValidBefore.String(), Nonce: "0x" + hex.EncodeToString(a.Nonce[:]), Signature: "0x" + hex.EncodeToString(sig)}
}

// Nonce is the authorization nonce SignedPayment derives from label.
func Nonce(label string) [32]byte {
	var nonce [32]byte
	copy(nonce[:], crypto.Keccak256([]byte(label)))
	return nonce
}

// USDC is a's USDC balance.
func (e *Env) USDC(tb testing.TB, a common.Address) *big.Int {
	tb.Helper()
	b, err := chain.NewUSDCState(e.Eth, e.Dev.Deployment.USDC).BalanceOf(context.Background(), a)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// CreateTask is a create job paid by development account i (the fee Fee).
func (e *Env) CreateTask(tb testing.TB, i int, nonce, name string) *asynq.Task {
	tb.Helper()
	task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{Payment: e.SignedPayment(tb, i, Fee, nonce), StorageCost: "0", Name: name, License: "MIT", IsPublic: true})
	if err != nil {
		tb.Fatal(err)
	}
	return task
}

// ProjectIDByName reads the registry's id of name.
func (e *Env) ProjectIDByName(tb testing.TB, name string) string {
	tb.Helper()
	reg := registry.NewInkdRegistry()
	out, err := e.Eth.CallContract(context.Background(), ethereum.CallMsg{To: &e.Dev.Deployment.Registry, Data: reg.PackProjectByName(name)}, nil)
	if err != nil {
		tb.Fatal(err)
	}
	p, err := reg.UnpackProjectByName(out)
	if err != nil {
		tb.Fatal(err)
	}
	return p.ProjectId.String()
}

// FrontRun submits the job payment p straight to USDC from development
// account 9, as anyone who saw the signed authorization can.
func (e *Env) FrontRun(tb testing.TB, p jobs.Payment) {
	tb.Helper()
	if rcpt := testutil.SendCall(tb, e.Eth, devkeys.Key(9), e.Dev.Deployment.USDC, e.transferWithAuthorization(tb, p)); rcpt.Status != types.ReceiptStatusSuccessful {
		tb.Fatal("front-running transferWithAuthorization reverted")
	}
}

// transferWithAuthorization is USDC's call that uses payment p.
func (e *Env) transferWithAuthorization(tb testing.TB, p jobs.Payment) []byte {
	tb.Helper()
	from, value, validBefore := common.HexToAddress(p.From), number(tb, p.Value), number(tb, p.ValidBefore)
	nonce, err := hex.DecodeString(strings.TrimPrefix(p.Nonce, "0x"))
	if err != nil || len(nonce) != 32 {
		tb.Fatalf("nonce %q", p.Nonce)
	}
	sig, err := hex.DecodeString(strings.TrimPrefix(p.Signature, "0x"))
	if err != nil {
		tb.Fatal(err)
	}
	v, r, s, err := payment.SplitSignature(sig)
	if err != nil {
		tb.Fatal(err)
	}
	return devusdc.NewDevUSDC().PackTransferWithAuthorization0(from, e.Dev.Deployment.Treasury, value, number(tb, p.ValidAfter), validBefore, [32]byte(nonce), v, r, s)
}

func number(tb testing.TB, s string) *big.Int {
	tb.Helper()
	n, ok := new(big.Int).SetString(s, 10)
	if !ok {
		tb.Fatalf("%q is not a number", s)
	}
	return n
}

// ProxiedChain returns a client of the development chain through a proxy
// the test can cut (testutil.Proxy): a real outage of the node.
func (e *Env) ProxiedChain(tb testing.TB) (*ethclient.Client, *testutil.Proxy) {
	tb.Helper()
	u, err := url.Parse(e.Dev.HTTPURL())
	if err != nil {
		tb.Fatal(err)
	}
	p := testutil.NewProxy(tb, u.Host)
	u.Host = p.Addr()
	c, err := ethclient.Dial(u.String())
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(c.Close)
	return c, p
}

// Account is what an account looks like on chain.
type Account struct {
	Nonce, PendingNonce uint64
	ETH, USDC           *big.Int
}

// Accounts reads the state of addrs after mining one more block, so a
// transaction that was sent is in the chain, not on its way.
func (e *Env) Accounts(tb testing.TB, addrs ...common.Address) []Account {
	tb.Helper()
	e.NextBlock(tb)
	ctx := context.Background()
	out := make([]Account, len(addrs))
	for i, a := range addrs {
		var err error
		if out[i].Nonce, err = e.Eth.NonceAt(ctx, a, nil); err != nil {
			tb.Fatal(err)
		}
		if out[i].PendingNonce, err = e.Eth.PendingNonceAt(ctx, a); err != nil {
			tb.Fatal(err)
		}
		if out[i].ETH, err = e.Eth.BalanceAt(ctx, a, nil); err != nil {
			tb.Fatal(err)
		}
		out[i].USDC = e.USDC(tb, a)
	}
	return out
}

// NextBlock mines a block with a transfer from development account #9 (no
// test pays with it) and waits for it.
func (e *Env) NextBlock(tb testing.TB) {
	tb.Helper()
	key := devkeys.Key(9)
	e.Transfer(tb, key, AddrOf(key), nil, e.FeeCap(tb))
}

// Transfer mines a plain ETH transfer of value (nil: none) and waits for
// it.
func (e *Env) Transfer(tb testing.TB, key *ecdsa.PrivateKey, to common.Address, value, feeCap *big.Int) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	nonce, err := e.Eth.PendingNonceAt(ctx, AddrOf(key))
	if err != nil {
		tb.Fatal(err)
	}
	signer := types.LatestSignerForChainID(big.NewInt(8453))
	tx := types.MustSignNewTx(key, signer, &types.DynamicFeeTx{ChainID: signer.ChainID(), Nonce: nonce, GasTipCap: big.NewInt(1e9),
		GasFeeCap: feeCap, Gas: 21_000, To: &to, Value: value})
	if err := e.Eth.SendTransaction(ctx, tx); err != nil {
		tb.Fatal(err)
	}
	if _, err := bind.WaitMined(ctx, e.Eth, tx.Hash()); err != nil {
		tb.Fatal(err)
	}
}

// FeeCap is a fee cap that gets a transaction into the next block.
func (e *Env) FeeCap(tb testing.TB) *big.Int {
	tb.Helper()
	head, err := e.Eth.HeaderByNumber(context.Background(), nil)
	if err != nil {
		tb.Fatal(err)
	}
	return new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), big.NewInt(1e9))
}

// ChainTime is the time of the head block.
func (e *Env) ChainTime(tb testing.TB) time.Time {
	tb.Helper()
	head, err := e.Eth.HeaderByNumber(context.Background(), nil)
	if err != nil {
		tb.Fatal(err)
	}
	return time.Unix(int64(head.Time), 0)
}

// AuthorizationUsed reports whether the token has consumed payer's
// authorization nonce (the nonce label given to SignedPayment).
func (e *Env) AuthorizationUsed(tb testing.TB, payer common.Address, nonceLabel string) bool {
	tb.Helper()
	return e.AuthorizationState(tb, payer, Nonce(nonceLabel))
}

// Describe prints an outcome with its failure.
func Describe(o *jobs.Outcome) string {
	if o.Failure != nil {
		return fmt.Sprintf("%s %s: %s", o.State, o.Failure.Code, o.Failure.Message)
	}
	return fmt.Sprintf("%s %s", o.State, o.Result)
}

// FailureOf is err's job failure, or nil.
func FailureOf(err error) *jobs.Failure {
	var fe *jobs.FailureError
	if errors.As(err, &fe) {
		return &fe.Failure
	}
	return nil
}

// AddrOf is key's address.
func AddrOf(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

// PayerOf is the address of development account i.
func PayerOf(i int) common.Address { return AddrOf(devkeys.Key(i)) }

// BigEq compares big integers by value (cmp.Diff).
var BigEq = cmp.Comparer(func(a, b *big.Int) bool { return a.Cmp(b) == 0 })

// BeforeBroadcast is the chain, where an armed action runs once, right
// before the next transaction to one contract goes out: the write has its
// nonce and its signature stored, and the chain changes under it.
type BeforeBroadcast struct {
	chain.Backend
	// To is the contract whose next transaction runs the action.
	To common.Address

	mu     sync.Mutex
	action func() error
	err    error
}

// Arm sets the action the next transaction to To runs first.
func (b *BeforeBroadcast) Arm(action func() error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.action, b.err = action, nil
}

// Ran returns whether the armed action ran, and its error.
func (b *BeforeBroadcast) Ran() (bool, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.action == nil, b.err
}

// SendTransaction runs the armed action before a transaction to To.
func (b *BeforeBroadcast) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	if tx.To() != nil && *tx.To() == b.To {
		b.mu.Lock()
		if act := b.action; act != nil {
			b.action = nil
			b.err = act()
		}
		b.mu.Unlock()
	}
	return b.Backend.SendTransaction(ctx, tx)
}

// MineCall mines a call of key to `to` with data and fails unless it
// succeeds.
func (e *Env) MineCall(key *ecdsa.PrivateKey, to common.Address, data []byte) error {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	from := AddrOf(key)
	nonce, err := e.Eth.PendingNonceAt(ctx, from)
	if err != nil {
		return err
	}
	head, err := e.Eth.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	signer := types.LatestSignerForChainID(big.NewInt(8453))
	tx := types.MustSignNewTx(key, signer, &types.DynamicFeeTx{ChainID: signer.ChainID(), Nonce: nonce, GasTipCap: big.NewInt(1e9),
		GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), big.NewInt(1e9)), Gas: 2_000_000, To: &to, Data: data})
	if err := e.Eth.SendTransaction(ctx, tx); err != nil {
		return err
	}
	rc, err := bind.WaitMined(ctx, e.Eth, tx.Hash())
	if err != nil {
		return err
	}
	if rc.Status != types.ReceiptStatusSuccessful {
		return fmt.Errorf("call from %s reverted", from)
	}
	return nil
}

// AuthorizationState reports whether the token has consumed payer's
// authorization nonce.
func (e *Env) AuthorizationState(tb testing.TB, payer common.Address, nonce [32]byte) bool {
	tb.Helper()
	used, err := chain.NewUSDCState(e.Eth, e.Dev.Deployment.USDC).AuthorizationState(context.Background(), payer, nonce)
	if err != nil {
		tb.Fatal(err)
	}
	return used
}

// ReplayFails fails the test unless a stranger's submission of payment p
// straight to USDC is refused.
func (e *Env) ReplayFails(tb testing.TB, p jobs.Payment) {
	tb.Helper()
	if err := e.MineCall(devkeys.Key(9), e.Dev.Deployment.USDC, e.transferWithAuthorization(tb, p)); err == nil {
		tb.Fatal("a stranger's replay of the failed write's authorization charged the payer")
	}
}

// SettlerState is what a paid write spends of the operator's: the
// settlers' nonces and ETH.
func (e *Env) SettlerState(tb testing.TB) (nonces uint64, eth *big.Int) {
	tb.Helper()
	eth = new(big.Int)
	for _, k := range e.Dev.Settlers {
		a := AddrOf(k)
		n, err := e.Eth.NonceAt(context.Background(), a, nil)
		if err != nil {
			tb.Fatal(err)
		}
		b, err := e.Eth.BalanceAt(context.Background(), a, nil)
		if err != nil {
			tb.Fatal(err)
		}
		nonces += n
		eth.Add(eth, b)
	}
	return nonces, eth
}

// LowEstimates is the chain with every gas estimate answered Gas: limits
// too low by the operator's fault.
type LowEstimates struct {
	chain.Backend
	Gas uint64
}

// EstimateGas answers Gas.
func (b LowEstimates) EstimateGas(context.Context, ethereum.CallMsg) (uint64, error) {
	return b.Gas, nil
}

// MinedAttempt is the record of intent in txm and the receipt of its
// latest attempt.
func (e *Env) MinedAttempt(tb testing.TB, txm *txmgr.Manager, intent string) (*txmgr.Record, *types.Receipt) {
	tb.Helper()
	rec, err := txm.Get(context.Background(), intent)
	if err != nil {
		tb.Fatalf("record of %s: %v", intent, err)
	}
	if len(rec.Attempts) == 0 {
		tb.Fatalf("record of %s has no attempt", intent)
	}
	rcpt, err := e.Eth.TransactionReceipt(context.Background(), rec.Attempts[len(rec.Attempts)-1].Hash)
	if err != nil {
		tb.Fatalf("receipt of %s: %v", intent, err)
	}
	return rec, rcpt
}

// WantNoRecord fails unless intent has no transaction record in txm.
func WantNoRecord(tb testing.TB, txm *txmgr.Manager, intent string) {
	tb.Helper()
	if _, err := txm.Get(context.Background(), intent); !errors.Is(err, txmgr.ErrNotFound) {
		tb.Fatalf("record of %s: %v, want none", intent, err)
	}
}

// FailureText is a job's answer err as "code:message", "" for none; any
// other error fails the test.
func FailureText(tb testing.TB, job string, err error) string {
	tb.Helper()
	if err == nil {
		return ""
	}
	f := FailureOf(err)
	if f == nil {
		tb.Fatalf("%s: %v", job, err)
	}
	return string(f.Code) + ":" + f.Message
}
