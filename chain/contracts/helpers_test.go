package contracts_test

import (
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/buyback"
	"github.com/inkd/inkd/chain/bindings/devpool"
	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/token"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/deploy/deploytest"
)

// abis are the bindings the tests pack calls with.
type abis struct {
	reg  *registry.InkdRegistry
	tre  *treasury.InkdTreasury
	bb   *buyback.InkdBuyback
	tok  *token.InkdToken
	usdc *devusdc.DevUSDC
	pool *devpool.DevPool
}

func newABIs() abis {
	return abis{
		reg: registry.NewInkdRegistry(), tre: treasury.NewInkdTreasury(), bb: buyback.NewInkdBuyback(),
		tok: token.NewInkdToken(), usdc: devusdc.NewDevUSDC(), pool: devpool.NewDevPool(),
	}
}

// fixture is a deployed simulated chain plus the bindings.
type fixture struct {
	*deploytest.Env
	abis
	nonces uint64 // source of distinct authorization nonces
}

func newFixture(tb testing.TB) *fixture {
	tb.Helper()
	return &fixture{Env: deploytest.NewSimulated(tb), abis: newABIs()}
}

// nextNonce returns a fresh EIP-3009 nonce.
func (f *fixture) nextNonce() [32]byte {
	f.nonces++
	return crypto.Keccak256Hash([]byte(fmt.Sprintf("nonce-%d", f.nonces)))
}

// pay signs a TransferWithAuthorization of value from key to the treasury,
// valid for five minutes from the head block.
func (f *fixture) pay(tb testing.TB, key *ecdsa.PrivateKey, value int64) treasury.InkdTreasuryPayment {
	tb.Helper()
	now := f.HeadTime(tb)
	return deploytest.SignTransferWithAuthorization(tb, f.ChainID, key, f.Deployment.Treasury, big.NewInt(value), 0, now+300, f.nextNonce())
}

// project is a public project input with the given name, description and
// license and no agent fields.
func project(name, description, license string) treasury.InkdRegistryProjectInput {
	return treasury.InkdRegistryProjectInput{Name: name, Description: description, License: license, IsPublic: true}
}

// version is a version input.
func version(arweaveHash, tag, changelog string) treasury.InkdRegistryVersionInput {
	return treasury.InkdRegistryVersionInput{ArweaveHash: arweaveHash, VersionTag: tag, Changelog: changelog}
}

// createPaid packs a paid project creation with defaults for the optional fields.
func (f *fixture) createPaid(pay treasury.InkdTreasuryPayment, storageCost int64, name, description string) []byte {
	return f.tre.PackCreateProjectPaid(pay, big.NewInt(storageCost), project(name, description, ""))
}

// createProject creates a project owned by key through the paid path and
// returns its id.
func (f *fixture) createProject(tb testing.TB, key *ecdsa.PrivateKey, name string) *big.Int {
	tb.Helper()
	rec := f.MustTransact(tb, f.Settler, f.Deployment.Treasury, f.createPaid(f.pay(tb, key, 100_000), 0, name, "desc"))
	ev := findEvent(tb, rec, f.reg.UnpackProjectCreatedEvent)
	return ev.ProjectId
}

// pushVersion pushes a version of projectID, created under name, paid and
// pushed by key.
func (f *fixture) pushVersion(tb testing.TB, key *ecdsa.PrivateKey, projectID *big.Int, name, tag string) *types.Receipt {
	tb.Helper()
	data := f.tre.PackPushVersionPaid(f.pay(tb, key, 100_000), big.NewInt(0), projectID, chain.NameHash(name), version("ar://abc", tag, ""))
	return f.MustTransact(tb, f.Settler, f.Deployment.Treasury, data)
}

// wantRevert sends data from key to `to` and checks that gas estimation
// fails with the revert named want, decoded by chain.RevertName.
func (f *fixture) wantRevert(tb testing.TB, key *ecdsa.PrivateKey, to common.Address, data []byte, want string) {
	tb.Helper()
	rec, err := f.Transact(key, to, data)
	if err == nil {
		tb.Fatalf("want revert %s, got receipt status %d", want, rec.Status)
	}
	got, ok := chain.RevertName(err)
	if !ok {
		tb.Fatalf("want revert %s, got undecodable error %v", want, err)
	}
	if got != want {
		tb.Fatalf("revert = %s, want %s (error: %v)", got, want, err)
	}
}

// call runs a view call and unpacks it, failing the test on error.
func call[T any](tb testing.TB, f *fixture, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	tb.Helper()
	out, err := f.Call(common.Address{}, to, data)
	if err != nil {
		tb.Fatalf("call %s: %v", to, err)
	}
	v, err := unpack(out)
	if err != nil {
		tb.Fatalf("unpack call to %s: %v", to, err)
	}
	return v
}

// findEvent returns the only log of rec that unpack accepts.
func findEvent[T any](tb testing.TB, rec *types.Receipt, unpack func(*types.Log) (*T, error)) *T {
	tb.Helper()
	var found *T
	for _, l := range rec.Logs {
		ev, err := unpack(l)
		if err != nil {
			continue
		}
		if found != nil {
			tb.Fatalf("tx %s: more than one %T", rec.TxHash, ev)
		}
		found = ev
	}
	if found == nil {
		var zero T
		tb.Fatalf("tx %s: no %T event", rec.TxHash, zero)
	}
	return found
}

// balances snapshots USDC balances of addrs.
func (f *fixture) balances(tb testing.TB, addrs ...common.Address) []*big.Int {
	tb.Helper()
	out := make([]*big.Int, len(addrs))
	for i, a := range addrs {
		out[i] = f.USDCBalance(tb, a)
	}
	return out
}

// deltas returns after[i] - before[i] as int64s.
func deltas(before, after []*big.Int) []int64 {
	out := make([]int64, len(before))
	for i := range before {
		out[i] = new(big.Int).Sub(after[i], before[i]).Int64()
	}
	return out
}

// bigComparer compares *big.Int by value (nil equals only nil).
func bigComparer() cmp.Option {
	return cmp.Comparer(func(a, b *big.Int) bool {
		if a == nil || b == nil {
			return a == b
		}
		return a.Cmp(b) == 0
	})
}

// isRevert reports whether err is a revert that decodes to want.
func isRevert(err error, want string) bool {
	got, ok := chain.RevertName(err)
	return ok && got == want
}

// callMsg builds a call from `from` to `to` (nil creates a contract).
func callMsg(from common.Address, to *common.Address, data []byte) ethereum.CallMsg {
	return ethereum.CallMsg{From: from, To: to, Data: data}
}

// mustCreate deploys code from key, failing the test on error.
func (f *fixture) mustCreate(tb testing.TB, key *ecdsa.PrivateKey, code []byte) common.Address {
	tb.Helper()
	rec, err := f.Create(key, code)
	if err != nil {
		tb.Fatalf("create: %v", err)
	}
	if rec.Status != types.ReceiptStatusSuccessful {
		tb.Fatalf("create reverted (tx %s)", rec.TxHash)
	}
	return rec.ContractAddress
}

// deployPoolUSDC is the DevUSDC liquidity deploytest seeds the pool with.
func deployPoolUSDC() *big.Int { return deploy.DefaultPoolUSDC() }

// ledger is the treasury's books and its surplus, in USDC base units.
type ledger struct{ OwedStorage, OwedBuyback, Retained, Surplus int64 }

// minus returns l - o field by field.
func (l ledger) minus(o ledger) ledger {
	return ledger{l.OwedStorage - o.OwedStorage, l.OwedBuyback - o.OwedBuyback, l.Retained - o.Retained, l.Surplus - o.Surplus}
}

// total is every base unit the ledger accounts for: the treasury's balance.
func (l ledger) total() int64 { return l.OwedStorage + l.OwedBuyback + l.Retained + l.Surplus }

// books reads the treasury's books and surplus at the latest block.
func (f *fixture) books(tb testing.TB) ledger {
	tb.Helper()
	d := f.Deployment
	b := call(tb, f, d.Treasury, f.tre.PackBooks(), f.tre.UnpackBooks)
	s := call(tb, f, d.Treasury, f.tre.PackSurplus(), f.tre.UnpackSurplus)
	return ledger{b.OwedStorage.Int64(), b.OwedBuyback.Int64(), b.Retained.Int64(), s.Int64()}
}
