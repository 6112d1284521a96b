package deploy_test

import (
	"context"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/admin"
	"github.com/inkd/inkd/chain/bindings/accessmanager"
	"github.com/inkd/inkd/chain/bindings/buyback"
	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/bindings/devpool"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/token"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/deploy/deploytest"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/testutil"
)

// newSim starts a simulated chain with id chainID, the development accounts
// funded and DevUSDC at the canonical address.
func newSim(tb testing.TB, chainID int64) *simulated.Backend {
	tb.Helper()
	return testutil.SimChain(tb, testutil.Sim{
		Alloc:   deploy.DevGenesisAlloc(devkeys.Addresses(), deploytest.InitialETH(), deploytest.InitialUSDC()),
		Tune:    func(ec *ethconfig.Config) { ec.Genesis.Config = deploytest.ChainConfig() },
		ChainID: chainID,
	})
}

func devOptions(_ testing.TB, sim *simulated.Backend) deploy.Options {
	return deploy.Options{
		USDC:                  deploy.CanonicalBaseUSDC,
		Settlers:              []common.Address{devkeys.Addresses()[1]},
		DevPool:               true,
		AllowDevOnChainID8453: true,
		Commit:                func() { sim.Commit() },
	}
}

func viewCall[T any](tb testing.TB, c ethereum.ContractCaller, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	tb.Helper()
	out, err := c.CallContract(context.Background(), ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		tb.Fatalf("call %s: %v", to, err)
	}
	v, err := unpack(out)
	if err != nil {
		tb.Fatalf("unpack: %v", err)
	}
	return v
}

// TestDeployWiring deploys on a dev chain and checks addresses, wiring and
// that everything landed in one block.
func TestDeployWiring(t *testing.T) {
	env := deploytest.NewSimulated(t)
	d, c := env.Deployment, env.Client
	owner := env.Address(0)

	wantAddrs := []common.Address{d.Token, d.Pool, d.AccessManager, d.Registry, d.Buyback, d.Treasury, d.ChannelWrites}
	var gotAddrs []common.Address
	for n := range uint64(7) {
		gotAddrs = append(gotAddrs, crypto.CreateAddress(owner, n))
	}
	if diff := cmp.Diff(wantAddrs, gotAddrs); diff != "" {
		t.Errorf("addresses follow the deployer's nonces (-want +got):\n%s", diff)
	}
	head, err := c.BlockNumber(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if d.DeployBlock != 1 || head != 1 {
		t.Errorf("deploy block %d, head %d; want everything in block 1", d.DeployBlock, head)
	}
	// InkdChannelWrites is created with a fixed gas limit (its constructor
	// reads the treasury, which does not exist when the steps are
	// estimated): keep a margin of a tenth.
	block, err := c.BlockByNumber(context.Background(), big.NewInt(1))
	if err != nil {
		t.Fatal(err)
	}
	for _, tx := range block.Transactions() {
		rec, err := c.TransactionReceipt(context.Background(), tx.Hash())
		if err != nil {
			t.Fatal(err)
		}
		if rec.ContractAddress == d.ChannelWrites && tx.To() == nil {
			t.Logf("InkdChannelWrites creation: %d gas of %d", rec.GasUsed, tx.Gas())
			if tx.Gas() != deploy.ChannelWritesDeployGas || rec.GasUsed > deploy.ChannelWritesDeployGas*9/10 {
				t.Errorf("InkdChannelWrites creation used %d gas of %d, want at most nine tenths of ChannelWritesDeployGas %d", rec.GasUsed, tx.Gas(), deploy.ChannelWritesDeployGas)
			}
		}
	}
	if d.ChainID != 8453 || d.Owner != owner || d.StorageWallet != env.StorageWallet || d.USDC != deploy.CanonicalBaseUSDC {
		t.Errorf("deployment = %+v", d)
	}

	reg, tre, bb, tok, pool := registry.NewInkdRegistry(), treasury.NewInkdTreasury(), buyback.NewInkdBuyback(), token.NewInkdToken(), devpool.NewDevPool()
	am, cw := accessmanager.NewInkdAccessManager(), channelwrites.NewInkdChannelWrites()
	checks := []struct {
		name string
		got  any
		want any
	}{
		{"registry writer", viewCall(t, c, d.Registry, reg.PackIsWriter(d.Treasury), reg.UnpackIsWriter), true},
		{"registry authority", viewCall(t, c, d.Registry, reg.PackAuthority(), reg.UnpackAuthority), d.AccessManager},
		{"admin and guardian", []common.Address{d.Admin, d.Guardian}, []common.Address{owner, owner}},
		{"deployer admin", viewCall(t, c, d.AccessManager, am.PackHasRole(admin.RoleAdmin, owner), am.UnpackHasRole), accessmanager.HasRoleOutput{IsMember: true}},
		{"deployer root", viewCall(t, c, d.AccessManager, am.PackHasRole(admin.RoleRoot, owner), am.UnpackHasRole), accessmanager.HasRoleOutput{IsMember: true}},
		{"deployer guardian", viewCall(t, c, d.AccessManager, am.PackHasRole(admin.RoleGuardian, owner), am.UnpackHasRole), accessmanager.HasRoleOutput{IsMember: true}},
		{"removeWriter is the guardian's", viewCall(t, c, d.AccessManager, am.PackGetTargetFunctionRole(d.Registry, sel(t, admin.Registry, "removeWriter")), am.UnpackGetTargetFunctionRole), admin.RoleGuardian},
		{"withdraw is the admin's", viewCall(t, c, d.AccessManager, am.PackGetTargetFunctionRole(d.Treasury, sel(t, admin.Treasury, "withdraw")), am.UnpackGetTargetFunctionRole), admin.RoleAdmin},
		{"guardian guards admin", viewCall(t, c, d.AccessManager, am.PackGetRoleGuardian(admin.RoleAdmin), am.UnpackGetRoleGuardian), admin.RoleGuardian},
		{"treasury registry", viewCall(t, c, d.Treasury, tre.PackRegistry(), tre.UnpackRegistry), d.Registry},
		{"treasury buyback", viewCall(t, c, d.Treasury, tre.PackBuyback(), tre.UnpackBuyback), d.Buyback},
		{"treasury usdc", viewCall(t, c, d.Treasury, tre.PackUsdc(), tre.UnpackUsdc), d.USDC},
		{"treasury storage wallet", viewCall(t, c, d.Treasury, tre.PackStorageWallet(), tre.UnpackStorageWallet), env.StorageWallet},
		{"treasury settler", viewCall(t, c, d.Treasury, tre.PackIsSettler(env.Address(1)), tre.UnpackIsSettler), true},
		{"treasury authority", viewCall(t, c, d.Treasury, tre.PackAuthority(), tre.UnpackAuthority), d.AccessManager},
		{"buyback authority", viewCall(t, c, d.Buyback, bb.PackAuthority(), bb.UnpackAuthority), d.AccessManager},
		{"buyback treasury", viewCall(t, c, d.Buyback, bb.PackTreasury(), bb.UnpackTreasury), d.Treasury},
		{"buyback token", viewCall(t, c, d.Buyback, bb.PackInkdToken(), bb.UnpackInkdToken), d.Token},
		{"buyback router", viewCall(t, c, d.Buyback, bb.PackRouter(), bb.UnpackRouter), d.Pool},
		{"buyback threshold", viewCall(t, c, d.Buyback, bb.PackThreshold(), bb.UnpackThreshold).String(), "10000000"},
		{"buyback slippage", viewCall(t, c, d.Buyback, bb.PackMaxSlippageBps(), bb.UnpackMaxSlippageBps).String(), "300"},
		{"buyback keepers", d.Keepers, []common.Address{}},
		{"buyback deployer is no keeper", viewCall(t, c, d.Buyback, bb.PackIsKeeper(owner), bb.UnpackIsKeeper), false},
		{"buyback settler is no keeper", viewCall(t, c, d.Buyback, bb.PackIsKeeper(env.Address(1)), bb.UnpackIsKeeper), false},
		// 90% of the DevPool's seeded 1,000 INKD per USDC
		{"buyback floor", viewCall(t, c, d.Buyback, bb.PackMinInkdPerUsdc(), bb.UnpackMinInkdPerUsdc).String(), "900000000000000000000"},
		{"pool tokens", []common.Address{
			viewCall(t, c, d.Pool, pool.PackTokenA(), pool.UnpackTokenA), viewCall(t, c, d.Pool, pool.PackTokenB(), pool.UnpackTokenB),
		}, []common.Address{d.USDC, d.Token}},
		{"pool reserves", []string{
			viewCall(t, c, d.Pool, pool.PackReserveA(), pool.UnpackReserveA).String(), viewCall(t, c, d.Pool, pool.PackReserveB(), pool.UnpackReserveB).String(),
		}, []string{deploy.DefaultPoolUSDC().String(), deploy.DefaultPoolINKD().String()}},
		{"owner INKD", viewCall(t, c, d.Token, tok.PackBalanceOf(owner), tok.UnpackBalanceOf).String(),
			new(big.Int).Sub(deploy.DefaultTokenSupply(), deploy.DefaultPoolINKD()).String()},
		{"token symbol", viewCall(t, c, d.Token, tok.PackSymbol(), tok.UnpackSymbol), "INKD"},
		{"token decimals", viewCall(t, c, d.Token, tok.PackDecimals(), tok.UnpackDecimals), uint8(18)},
		{"channel writes is a registry writer", viewCall(t, c, d.Registry, reg.PackIsWriter(d.ChannelWrites), reg.UnpackIsWriter), true},
		{"channel writes is a treasury settler", viewCall(t, c, d.Treasury, tre.PackIsSettler(d.ChannelWrites), tre.UnpackIsSettler), true},
		{"channel writes settlement", viewCall(t, c, d.ChannelWrites, cw.PackSettlement(), cw.UnpackSettlement), channel.SettlementAddress},
		{"channel writes collector", viewCall(t, c, d.ChannelWrites, cw.PackDepositCollector(), cw.UnpackDepositCollector), channel.ERC3009CollectorAddress},
		{"channel writes registry", viewCall(t, c, d.ChannelWrites, cw.PackRegistry(), cw.UnpackRegistry), d.Registry},
		{"channel writes treasury", viewCall(t, c, d.ChannelWrites, cw.PackTreasury(), cw.UnpackTreasury), d.Treasury},
		{"channel writes usdc", viewCall(t, c, d.ChannelWrites, cw.PackUsdc(), cw.UnpackUsdc), d.USDC},
	}
	for _, ck := range checks {
		if diff := cmp.Diff(ck.want, ck.got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", ck.name, diff)
		}
	}
}

// committingClient is a simulated client that can mine, as a backend
// wrapper in other packages might.
type committingClient struct {
	simulated.Client
	sim *simulated.Backend
}

func (c committingClient) Commit() common.Hash { return c.sim.Commit() }

func TestDeployProductionShape(t *testing.T) {
	sim := newSim(t, 8453)
	key := devkeys.Key(0)
	// No Options.Commit: Deploy finds the backend's own Commit method.
	// A zero admin delay is a development setting (CheckChain).
	d, err := deploy.Deploy(context.Background(), committingClient{sim.Client(), sim}, key, deploy.Options{
		USDC: deploy.CanonicalBaseUSDC, AllowDevOnChainID8453: true,
	})
	if err != nil {
		t.Fatalf("Deploy: %v", err)
	}
	if d.Pool != (common.Address{}) {
		t.Errorf("pool = %s, want none", d.Pool)
	}
	if d.StorageWallet != devkeys.Addresses()[0] {
		t.Errorf("storage wallet = %s, want the deployer", d.StorageWallet)
	}
	if d.Settlers == nil || len(d.Settlers) != 0 {
		t.Errorf("settlers = %#v, want empty", d.Settlers)
	}
	if err := deploy.Verify(context.Background(), sim.Client(), d); err != nil {
		t.Errorf("Verify: %v", err)
	}
	bb := buyback.NewInkdBuyback()
	if r := viewCall(t, sim.Client(), d.Buyback, bb.PackRouter(), bb.UnpackRouter); r != (common.Address{}) {
		t.Errorf("router = %s, want unset", r)
	}
	// No floor asked for: buybacks stay refused until the admin sets one;
	// and the deployer is no keeper.
	if f := viewCall(t, sim.Client(), d.Buyback, bb.PackMinInkdPerUsdc(), bb.UnpackMinInkdPerUsdc); f.Sign() != 0 {
		t.Errorf("minInkdPerUsdc = %s, want unset", f)
	}
	if len(d.Keepers) != 0 || viewCall(t, sim.Client(), d.Buyback, bb.PackIsKeeper(devkeys.Addresses()[0]), bb.UnpackIsKeeper) {
		t.Errorf("keepers %v, deployer a keeper: want none", d.Keepers)
	}
}

// TestDeployKeepersAndFloor checks that the keepers asked for are made
// keepers once each (the deployer too, when listed) and that a floor price
// reaches the buyback.
func TestDeployKeepersAndFloor(t *testing.T) {
	sim := newSim(t, 8453)
	owner, keeper := devkeys.Addresses()[0], devkeys.Addresses()[7]
	floor := big.NewInt(900_000_000_000_000_000) // 0.9 INKD per USDC
	d, err := deploy.Deploy(context.Background(), sim.Client(), devkeys.Key(0), deploy.Options{
		USDC:                  deploy.CanonicalBaseUSDC,
		Keepers:               []common.Address{keeper, owner, keeper},
		BuybackMinInkdPerUSDC: floor,
		AllowDevOnChainID8453: true, // a zero admin delay
		Commit:                func() { sim.Commit() },
	})
	if err != nil {
		t.Fatalf("Deploy: %v", err)
	}
	if diff := cmp.Diff([]common.Address{keeper, owner}, d.Keepers); diff != "" {
		t.Errorf("keepers (-want +got):\n%s", diff)
	}
	if err := deploy.Verify(context.Background(), sim.Client(), d); err != nil {
		t.Errorf("Verify: %v", err)
	}
	bb := buyback.NewInkdBuyback()
	if got := viewCall(t, sim.Client(), d.Buyback, bb.PackMinInkdPerUsdc(), bb.UnpackMinInkdPerUsdc); got.Cmp(floor) != 0 {
		t.Errorf("minInkdPerUsdc = %s, want %s", got, floor)
	}
}

func TestDeployRefusals(t *testing.T) {
	key := devkeys.Key(0)
	tests := []struct {
		name    string
		chainID int64
		opts    func(testing.TB, *simulated.Backend) deploy.Options
		wantErr error
	}{
		{"dev pool on Base Sepolia", 84532, devOptions, deploy.ErrDevOnPublicChain},
		{"dev pool on 8453 without the flag", 8453, func(tb testing.TB, sim *simulated.Backend) deploy.Options {
			o := devOptions(tb, sim)
			o.AllowDevOnChainID8453 = false
			return o
		}, deploy.ErrDevOnPublicChain},
		{"USDC without code", 8453, func(_ testing.TB, sim *simulated.Backend) deploy.Options {
			return deploy.Options{USDC: common.HexToAddress("0x1234"), Commit: func() { sim.Commit() }}
		}, deploy.ErrNoCode},
		{"no admin delay with a USDC that is not DevUSDC on 8453", 8453, func(tb testing.TB, sim *simulated.Backend) deploy.Options {
			return deploy.Options{USDC: deployOtherContract(tb, sim), AllowDevOnChainID8453: true, Commit: func() { sim.Commit() }}
		}, deploy.ErrDevOnPublicChain},
		{"an hour's admin delay on Base Sepolia", 84532, func(_ testing.TB, sim *simulated.Backend) deploy.Options {
			return deploy.Options{USDC: deploy.CanonicalBaseUSDC, Admin: devkeys.Addresses()[7], AdminDelay: time.Hour, Commit: func() { sim.Commit() }}
		}, deploy.ErrDevOnPublicChain},
		{"dev pool with a USDC that is not DevUSDC", 1337, func(tb testing.TB, sim *simulated.Backend) deploy.Options {
			o := devOptions(tb, sim)
			o.USDC = deployOtherContract(tb, sim)
			return o
		}, deploy.ErrNotDevUSDC},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sim := newSim(t, tc.chainID)
			opts := tc.opts(t, sim)
			before, err := sim.Client().PendingNonceAt(context.Background(), devkeys.Addresses()[0])
			if err != nil {
				t.Fatal(err)
			}
			_, err = deploy.Deploy(context.Background(), sim.Client(), key, opts)
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("Deploy = %v, want %v", err, tc.wantErr)
			}
			if after, _ := sim.Client().PendingNonceAt(context.Background(), devkeys.Addresses()[0]); after != before {
				t.Errorf("refused deploy sent transactions (nonce %d -> %d)", before, after)
			}
		})
	}
}

// deployOtherContract deploys an InkdToken (a contract that is not DevUSDC)
// from devkeys.Key(0) and returns its address.
func deployOtherContract(tb testing.TB, sim *simulated.Backend) common.Address {
	tb.Helper()
	tok := token.NewInkdToken()
	code := append(common.FromHex(token.InkdTokenMetaData.Bin), tok.PackConstructor(devkeys.Addresses()[0], big.NewInt(1))...)
	tx := sendTx(tb, sim, nil, code, 3_000_000)
	sim.Commit()
	rec, err := sim.Client().TransactionReceipt(context.Background(), tx.Hash())
	if err != nil || rec.Status != types.ReceiptStatusSuccessful {
		tb.Fatalf("deploy token: %v", err)
	}
	return rec.ContractAddress
}

// sendTx signs a transaction from devkeys.Key(0) and sends it without
// mining it.
func sendTx(tb testing.TB, sim *simulated.Backend, to *common.Address, data []byte, gas uint64) *types.Transaction {
	tb.Helper()
	k := devkeys.Key(0)
	ctx := context.Background()
	c := sim.Client()
	nonce, err := c.PendingNonceAt(ctx, crypto.PubkeyToAddress(k.PublicKey))
	if err != nil {
		tb.Fatal(err)
	}
	head, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		tb.Fatal(err)
	}
	id, err := c.ChainID(ctx)
	if err != nil {
		tb.Fatal(err)
	}
	tx, err := types.SignNewTx(k, types.LatestSignerForChainID(id), &types.DynamicFeeTx{
		ChainID: id, Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: new(big.Int).Add(big.NewInt(1e9), new(big.Int).Mul(head.BaseFee, big.NewInt(2))),
		Gas: gas, To: to, Data: data,
	})
	if err != nil {
		tb.Fatal(err)
	}
	if err := c.SendTransaction(ctx, tx); err != nil {
		tb.Fatalf("send: %v", err)
	}
	return tx
}

func TestDeployRefusesPendingTransactions(t *testing.T) {
	sim := newSim(t, 1337)
	to := common.HexToAddress("0xdead")
	sendTx(t, sim, &to, nil, 21_000) // left in the pool
	_, err := deploy.Deploy(context.Background(), sim.Client(), devkeys.Key(0), devOptions(t, sim))
	if !errors.Is(err, deploy.ErrPendingTransactions) {
		t.Fatalf("Deploy = %v, want ErrPendingTransactions", err)
	}
}

// lagging reports the mined nonce as the pending one, as a pool does for a
// moment after it took a transaction (its pending nonces are updated in the
// background).
type lagging struct{ chain.Backend }

func (l lagging) PendingNonceAt(ctx context.Context, a common.Address) (uint64, error) {
	return l.NonceAt(ctx, a, nil)
}

// A pool slow to count the deployer's pooled transaction lets the first
// check pass; the node's refusal of the clashing nonce is then the same
// refusal, not a bare "replacement transaction underpriced".
func TestDeployRefusesPendingTransactionsThePoolHasNotCounted(t *testing.T) {
	sim := newSim(t, 1337)
	to := common.HexToAddress("0xdead")
	sendTx(t, sim, &to, nil, 21_000) // left in the pool
	_, err := deploy.Deploy(context.Background(), lagging{sim.Client()}, devkeys.Key(0), devOptions(t, sim))
	if !errors.Is(err, deploy.ErrPendingTransactions) {
		t.Fatalf("Deploy = %v, want ErrPendingTransactions", err)
	}
}

func TestVerify(t *testing.T) {
	env := deploytest.NewSimulated(t)
	ctx := context.Background()
	// an InkdChannelWrites of the deployment that was never wired
	// and one of another registry
	newWrites := func(registry common.Address) common.Address {
		cw := channelwrites.NewInkdChannelWrites()
		rec, err := env.Create(env.Keys[0], append(common.FromHex(channelwrites.InkdChannelWritesMetaData.Bin),
			cw.PackConstructor(channel.SettlementAddress, channel.ERC3009CollectorAddress, registry, env.Deployment.Treasury)...))
		if err != nil {
			t.Fatal(err)
		}
		return rec.ContractAddress
	}
	unwired, otherRegistry := newWrites(env.Deployment.Registry), newWrites(env.Deployment.Token)
	tests := []struct {
		name    string
		edit    func(d *deploy.Deployment)
		wantErr error
	}{
		{"as deployed", func(*deploy.Deployment) {}, nil},
		{"other chain", func(d *deploy.Deployment) { d.ChainID = 1 }, deploy.ErrWrongChain},
		{"registry without code", func(d *deploy.Deployment) { d.Registry = common.HexToAddress("0xabc") }, deploy.ErrNoCode},
		{"pool without code", func(d *deploy.Deployment) { d.Pool = common.HexToAddress("0xabc") }, deploy.ErrNoCode},
		{"no pool is fine", func(d *deploy.Deployment) { d.Pool = common.Address{} }, nil},
		{"unknown settler", func(d *deploy.Deployment) { d.Settlers = append(d.Settlers, env.Address(7)) }, deploy.ErrMiswired},
		{"unknown keeper", func(d *deploy.Deployment) { d.Keepers = append(d.Keepers, env.Address(7)) }, deploy.ErrMiswired},
		{"no keepers recorded (older file)", func(d *deploy.Deployment) { d.Keepers = nil }, nil},
		{"treasury swapped with buyback", func(d *deploy.Deployment) { d.Treasury, d.Buyback = d.Buyback, d.Treasury }, deploy.ErrMiswired},
		{"no channel writes (older file)", func(d *deploy.Deployment) { d.ChannelWrites = common.Address{} }, nil},
		{"channel writes without code", func(d *deploy.Deployment) { d.ChannelWrites = common.HexToAddress("0xabc") }, deploy.ErrNoCode},
		{"channel writes neither writer nor settler", func(d *deploy.Deployment) { d.ChannelWrites = unwired }, deploy.ErrMiswired},
		{"channel writes of another registry", func(d *deploy.Deployment) { d.ChannelWrites = otherRegistry }, deploy.ErrMiswired},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := *env.Deployment
			d.Settlers = append([]common.Address{}, env.Deployment.Settlers...)
			d.Keepers = append([]common.Address{}, env.Deployment.Keepers...)
			tc.edit(&d)
			err := deploy.Verify(ctx, env.Client, &d)
			if !errors.Is(err, tc.wantErr) || (tc.wantErr == nil) != (err == nil) {
				t.Errorf("Verify = %v, want %v", err, tc.wantErr)
			}
		})
	}
}

func TestLoadOrDeploy(t *testing.T) {
	sim := newSim(t, 8453)
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "deployment.json")
	first, deployed, err := deploy.LoadOrDeploy(ctx, sim.Client(), devkeys.Key(0), devOptions(t, sim), path)
	if err != nil || !deployed {
		t.Fatalf("first LoadOrDeploy = %v, deployed %t", err, deployed)
	}
	second, deployed, err := deploy.LoadOrDeploy(ctx, sim.Client(), devkeys.Key(0), devOptions(t, sim), path)
	if err != nil || deployed {
		t.Fatalf("second LoadOrDeploy = %v, deployed %t", err, deployed)
	}
	if diff := cmp.Diff(first, second); diff != "" {
		t.Errorf("second run changed the deployment (-first +second):\n%s", diff)
	}

	// A chain that was reset: the file points at nothing, so deploy again.
	fresh := newSim(t, 8453)
	third, deployed, err := deploy.LoadOrDeploy(ctx, fresh.Client(), devkeys.Key(0), devOptions(t, fresh), path)
	if err != nil || !deployed {
		t.Fatalf("LoadOrDeploy on a reset chain = %v, deployed %t", err, deployed)
	}
	if err := deploy.Verify(ctx, fresh.Client(), third); err != nil {
		t.Errorf("Verify after redeploy: %v", err)
	}

	// Another chain id: an error, the file is kept.
	other := newSim(t, 1337)
	if _, _, err := deploy.LoadOrDeploy(ctx, other.Client(), devkeys.Key(0), devOptions(t, other), path); !errors.Is(err, deploy.ErrWrongChain) {
		t.Errorf("LoadOrDeploy on another chain = %v, want ErrWrongChain", err)
	}

	// A new settler on a development deployment: deploy again.
	opts := devOptions(t, fresh)
	opts.Settlers = append(opts.Settlers, devkeys.Addresses()[8])
	fourth, deployed, err := deploy.LoadOrDeploy(ctx, fresh.Client(), devkeys.Key(0), opts, path)
	if err != nil || !deployed || len(fourth.Settlers) != 2 {
		t.Fatalf("LoadOrDeploy with a new settler = %v, deployed %t, settlers %v", err, deployed, fourth.Settlers)
	}
	// A new keeper likewise.
	opts.Keepers = []common.Address{devkeys.Addresses()[7]}
	fifth, deployed, err := deploy.LoadOrDeploy(ctx, fresh.Client(), devkeys.Key(0), opts, path)
	if err != nil || !deployed || len(fifth.Keepers) != 1 {
		t.Fatalf("LoadOrDeploy with a new keeper = %v, deployed %t, keepers %v", err, deployed, fifth.Keepers)
	}
	opts.Keepers = nil // the recorded keepers are still checked, and hold
	if _, deployed, err := deploy.LoadOrDeploy(ctx, fresh.Client(), devkeys.Key(0), opts, path); err != nil || deployed {
		t.Fatalf("LoadOrDeploy after the new keeper = %v, deployed %t", err, deployed)
	}
	// The same settler on a production deployment is an admin's job.
	prodOpts := deploy.Options{USDC: deploy.CanonicalBaseUSDC, Settlers: []common.Address{devkeys.Addresses()[9]}, Commit: func() { fresh.Commit() }}
	if _, _, err := deploy.LoadOrDeploy(ctx, fresh.Client(), devkeys.Key(0), prodOpts, path); !errors.Is(err, deploy.ErrMiswired) {
		t.Errorf("LoadOrDeploy with a new production settler = %v, want ErrMiswired", err)
	}

	// A corrupt file is an error, never overwritten.
	if err := os.WriteFile(path, []byte("not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := deploy.LoadOrDeploy(ctx, fresh.Client(), devkeys.Key(0), devOptions(t, fresh), path); err == nil {
		t.Error("LoadOrDeploy with a corrupt file succeeded")
	}
}

// sel returns the selector of function name of contract c.
func sel(tb testing.TB, c admin.Contract, name string) [4]byte {
	tb.Helper()
	s, err := admin.Selectors(c, []string{name})
	if err != nil {
		tb.Fatal(err)
	}
	return s[0]
}
