package deploy

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/accessmanager"
	"github.com/inkd/inkd/chain/bindings/buyback"
	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/bindings/devpool"
	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/token"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/channel"
)

// ErrNoCode means an address that must hold a contract holds none.
var ErrNoCode = errors.New("no contract code")

// Deploy deploys and wires the inkd contracts from deployer and returns
// where they are. In nonce order it sends:
//
//	InkdToken(deployer, supply), [DevPool(usdc, token)],
//	InkdAccessManager(deployer), InkdRegistry(manager), InkdBuyback(usdc,
//	treasury, router, manager), InkdTreasury(usdc, registry, buyback,
//	storageWallet, manager), InkdChannelWrites(settlement, ERC-3009
//	collector, registry, treasury); on the manager: labelRole ×2 (the guardian role
//	guards every role by the manager's code), setTargetFunctionRole for the admin and guardian
//	functions of each contract (admin.AdminFunctions, GuardianFunctions),
//	grantRole(admin role, deployer, 0); registry.addWriter(treasury),
//	registry.addWriter(channelWrites),
//	buyback.setInkdToken / setThreshold / setMaxSlippageBps /
//	[setMinInkdPerUsdc], buyback.addKeeper for each keeper,
//	treasury.addSettler for each settler and for channelWrites, [DevPool: usdc.mint, usdc.approve,
//	token.approve, pool.addLiquidity], grantRole(guardian role, guardian, 0)
//	and, when the admin is not the deployer, grantRole(root and admin roles,
//	admin, delay) and renounceRole of both by the deployer.
//
// The buyback gets the treasury's (and the pool's) address in its constructor:
// both are known in advance from the deployer's nonces. All transactions are
// sent before any receipt is awaited. Deploy refuses to start when the
// deployer has pending transactions, when USDC has no code, and when
// Options.CheckChain refuses the chain (development options, an admin delay
// below MinAdminDelay). On failure some
// contracts may exist; deploy again (new nonces give new addresses).
func Deploy(ctx context.Context, b chain.Backend, deployer *ecdsa.PrivateKey, opts Options) (*Deployment, error) {
	if err := opts.Check(); err != nil {
		return nil, err
	}
	r := &rpcs{b: b, timeout: opts.networkTimeout()}
	from := crypto.PubkeyToAddress(deployer.PublicKey)
	if opts.AdminDelay > 0 && (opts.Admin == (common.Address{}) || opts.Admin == from) {
		return nil, fmt.Errorf("deploy options: an AdminDelay of %s needs an Admin other than the deployer %s", opts.AdminDelay, from)
	}

	chainID, err := r.chainID(ctx)
	if err != nil {
		return nil, err
	}
	usdcCode, err := r.codeAt(ctx, opts.USDC)
	if err != nil {
		return nil, err
	}
	if len(usdcCode) == 0 {
		return nil, fmt.Errorf("USDC %s: %w", opts.USDC, ErrNoCode)
	}
	if err := opts.CheckChain(chainID.Uint64(), usdcCode); err != nil {
		return nil, err
	}
	nonce, err := startNonce(ctx, r, from)
	if err != nil {
		return nil, err
	}

	ss := &stepSender{r: r, key: deployer, from: from, chainID: chainID, nonce: nonce}
	d := plan(ss, from, &opts)
	d.ChainID = chainID.Uint64()

	hashes, err := ss.send(ctx)
	if err != nil {
		return nil, err
	}
	commit := opts.Commit
	if c, ok := b.(committer); ok && commit == nil {
		commit = func() { c.Commit() }
	}
	receipts, err := ss.wait(ctx, hashes, commit, opts.pollInterval(), opts.receiptTimeout())
	if err != nil {
		return nil, err
	}
	d.DeployBlock = receipts[0].BlockNumber.Uint64()
	for _, rec := range receipts {
		d.DeployBlock = min(d.DeployBlock, rec.BlockNumber.Uint64())
	}
	return d, nil
}

// committer is a backend that mines on demand, like *simulated.Backend
// (whose Client does not have Commit: pass Options.Commit then).
type committer interface {
	Commit() common.Hash
}

// startNonce returns the deployer's next nonce, refusing when the pool holds
// transactions of the deployer (the mined and pending nonces differ).
func startNonce(ctx context.Context, r *rpcs, from common.Address) (uint64, error) {
	lctx, cancel := context.WithTimeout(ctx, r.timeout)
	mined, err := r.b.NonceAt(lctx, from, nil)
	cancel()
	if err != nil {
		return 0, fmt.Errorf("nonce of %s: %w", from, err)
	}
	pctx, cancel := context.WithTimeout(ctx, r.timeout)
	pending, err := r.b.PendingNonceAt(pctx, from)
	cancel()
	if err != nil {
		return 0, fmt.Errorf("pending nonce of %s: %w", from, err)
	}
	if pending != mined {
		return 0, fmt.Errorf("%s: mined nonce %d, pending %d: %w", from, mined, pending, ErrPendingTransactions)
	}
	return mined, nil
}

// plan appends every step of the deployment to ss and returns the resulting
// addresses (ChainID and DeployBlock are filled in later).
func plan(ss *stepSender, owner common.Address, o *Options) *Deployment {
	var (
		registryABI = registry.NewInkdRegistry()
		treasuryABI = treasury.NewInkdTreasury()
		buybackABI  = buyback.NewInkdBuyback()
		tokenABI    = token.NewInkdToken()
		poolABI     = devpool.NewDevPool()
		managerABI  = accessmanager.NewInkdAccessManager()
		usdcABI     = devusdc.NewDevUSDC()
	)
	storageWallet := o.StorageWallet
	if storageWallet == (common.Address{}) {
		storageWallet = owner
	}
	adminAddr, guardian := o.Admin, o.Guardian
	if adminAddr == (common.Address{}) {
		adminAddr = owner
	}
	if guardian == (common.Address{}) {
		guardian = adminAddr
	}
	d := &Deployment{
		Addresses: chain.Addresses{USDC: o.USDC}, StorageWallet: storageWallet, Settlers: slices.Clone(o.Settlers),
		Keepers: keepers(o.Keepers), Owner: owner,
		Admin: adminAddr, Guardian: guardian, AdminDelaySeconds: uint32(o.AdminDelay / time.Second),
	}
	if d.Settlers == nil {
		d.Settlers = []common.Address{}
	}

	// Creations first, so their addresses follow from consecutive nonces.
	create := func(name string, bin string, args []byte) common.Address {
		code := append(common.FromHex(bin), args...)
		return ss.address(ss.add(step{name: "deploy " + name, data: code}))
	}
	d.Token = create("InkdToken", token.InkdTokenMetaData.Bin, tokenABI.PackConstructor(owner, o.tokenSupply()))
	router := o.Router
	if o.DevPool {
		d.Pool = create("DevPool", devpool.DevPoolMetaData.Bin, poolABI.PackConstructor(o.USDC, d.Token))
		router = d.Pool
	}
	d.AccessManager = create("InkdAccessManager", accessmanager.InkdAccessManagerMetaData.Bin, managerABI.PackConstructor(owner))
	d.Registry = create("InkdRegistry", registry.InkdRegistryMetaData.Bin, registryABI.PackConstructor(d.AccessManager))
	// The treasury is created right after the buyback: its address is the
	// next one.
	d.Buyback = ss.address(len(ss.steps))
	d.Treasury = ss.address(len(ss.steps) + 1)
	create("InkdBuyback", buyback.InkdBuybackMetaData.Bin, buybackABI.PackConstructor(o.USDC, d.Treasury, router, d.AccessManager))
	create("InkdTreasury", treasury.InkdTreasuryMetaData.Bin,
		treasuryABI.PackConstructor(o.USDC, d.Registry, d.Buyback, storageWallet, d.AccessManager))
	// Its constructor reads the treasury's USDC, so it cannot be estimated
	// before the treasury exists: a fixed gas limit.
	d.ChannelWrites = ss.address(ss.add(step{
		name: "deploy InkdChannelWrites",
		data: append(common.FromHex(channelwrites.InkdChannelWritesMetaData.Bin),
			channelwrites.NewInkdChannelWrites().PackConstructor(channel.SettlementAddress, channel.ERC3009CollectorAddress, d.Registry, d.Treasury)...),
		gas: ChannelWritesDeployGas,
	}))

	gas := o.callGasLimit()
	call := func(name string, to common.Address, data []byte) {
		ss.add(step{name: name, to: &to, data: data, gas: gas})
	}
	planRoles(call, d)
	call("registry.addWriter(treasury)", d.Registry, registryABI.PackAddWriter(d.Treasury))
	call("registry.addWriter(channelWrites)", d.Registry, registryABI.PackAddWriter(d.ChannelWrites))
	call("buyback.setInkdToken", d.Buyback, buybackABI.PackSetInkdToken(d.Token))
	call("buyback.setThreshold", d.Buyback, buybackABI.PackSetThreshold(o.buybackThreshold()))
	call("buyback.setMaxSlippageBps", d.Buyback, buybackABI.PackSetMaxSlippageBps(new(big.Int).SetUint64(o.maxSlippageBps())))
	if f := o.buybackFloor(); f != nil && f.Sign() > 0 {
		call("buyback.setMinInkdPerUsdc", d.Buyback, buybackABI.PackSetMinInkdPerUsdc(f))
	}
	for _, k := range d.Keepers {
		call("buyback.addKeeper("+k.Hex()+")", d.Buyback, buybackABI.PackAddKeeper(k))
	}
	for _, s := range d.Settlers {
		call("treasury.addSettler("+s.Hex()+")", d.Treasury, treasuryABI.PackAddSettler(s))
	}
	call("treasury.addSettler(channelWrites)", d.Treasury, treasuryABI.PackAddSettler(d.ChannelWrites))
	if o.DevPool {
		poolUSDC, poolINKD := o.poolUSDC(), o.poolINKD()
		call("usdc.mint(deployer)", o.USDC, usdcABI.PackMint(owner, poolUSDC))
		call("usdc.approve(pool)", o.USDC, usdcABI.PackApprove(d.Pool, poolUSDC))
		call("token.approve(pool)", d.Token, tokenABI.PackApprove(d.Pool, poolINKD))
		call("pool.addLiquidity", d.Pool, poolABI.PackAddLiquidity(poolUSDC, poolINKD))
	}
	fund := orDefault(o.DevFundUSDC, DefaultDevFundUSDC)
	for _, a := range o.DevFunds {
		call("usdc.mint("+a.Hex()+")", o.USDC, usdcABI.PackMint(a, fund))
	}
	planHandover(call, d)
	return d
}

// ChannelWritesDeployGas is the gas limit of InkdChannelWrites' creation
// (about 2.06M used; TestDeployWiring keeps a tenth spare).
const ChannelWritesDeployGas = 2_800_000

// keepers returns the keepers asked for, without duplicates, in order;
// never nil, so the deployment file records an empty list.
func keepers(asked []common.Address) []common.Address {
	out := []common.Address{}
	for _, k := range asked {
		if !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}
