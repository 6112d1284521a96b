package deploy

import (
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Defaults of Options.
const (
	// DefaultMaxSlippageBps is the buyback's slippage tolerance (3%).
	DefaultMaxSlippageBps = 300
	// DefaultNetworkTimeout bounds every single RPC call.
	DefaultNetworkTimeout = 10 * time.Second
	// DefaultReceiptTimeout bounds the wait for all receipts.
	DefaultReceiptTimeout = 2 * time.Minute
	// DefaultPollInterval is the receipt polling period on real nodes.
	DefaultPollInterval = 250 * time.Millisecond
	// DefaultCallGasLimit is the gas limit of each wiring call. Calls are
	// signed before the contracts they target exist, so their gas cannot be
	// estimated; 1,000,000 covers every wiring call several times over, also
	// on chains that reprice storage.
	DefaultCallGasLimit = 1_000_000
	// MaxSlippageBps is the largest slippage InkdBuyback accepts (10%).
	MaxSlippageBps = 1000
	// DevPoolFloorPercent is the buyback floor a DevPool deployment gets
	// when BuybackMinInkdPerUSDC is nil: this percentage of the price the
	// pool is seeded at.
	DevPoolFloorPercent = 90
	// ProductionAdminDelay is the admin execution delay `inkd deploy` uses
	// on a chain that is not a development chain: 48 hours.
	ProductionAdminDelay = 48 * time.Hour
	// MinAdminDelay is the shortest admin delay allowed outside a
	// development chain: 24 hours, a working day for the guardian to see a
	// scheduled operation and cancel it whatever the time zone. The
	// guardian has no delay (it only stops and cancels), so no minimum
	// applies to it.
	MinAdminDelay = 24 * time.Hour
	// MaxAdminDelay is the largest admin delay the AccessManager stores
	// (uint32 seconds); longer values are refused.
	MaxAdminDelay = time.Duration(1<<32-1) * time.Second
)

// DefaultTokenSupply is the INKD supply minted to the deployer:
// 1,000,000,000 INKD (18 decimals).
func DefaultTokenSupply() *big.Int { return tokens(1_000_000_000, 18) }

// DefaultBuybackThreshold is the buyback threshold: 10 USDC (6 decimals).
func DefaultBuybackThreshold() *big.Int { return tokens(10, 6) }

// DefaultPoolUSDC is the DevUSDC liquidity of a DevPool: 100,000 USDC.
func DefaultPoolUSDC() *big.Int { return tokens(100_000, 6) }

// DefaultPoolINKD is the INKD liquidity of a DevPool: 100,000,000 INKD, which
// prices INKD at 0.001 USDC.
func DefaultPoolINKD() *big.Int { return tokens(100_000_000, 18) }

func tokens(n int64, decimals int) *big.Int {
	return new(big.Int).Mul(big.NewInt(n), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil))
}

// Options configures Deploy. The deployer key creates every contract,
// receives the whole INKD supply and wires the InkdAccessManager; when Admin
// is another address it then hands every power to Admin and keeps none.
type Options struct {
	// Admin holds the admin roles of the InkdAccessManager (RoleRoot and
	// RoleAdmin: every admin function of registry, treasury and buyback),
	// with AdminDelay as execution delay. A multisig in production. Zero
	// means the deployer.
	Admin common.Address
	// AdminDelay is the admin's execution delay, in whole seconds (at most
	// MaxAdminDelay): every admin call must be scheduled that long before it
	// runs. Zero means none. A delay below MinAdminDelay, zero included, is
	// a development setting: CheckChain refuses it outside a development
	// chain. A non-zero delay needs an Admin other than the deployer: the
	// AccessManager delays a change of an existing member's delay by five
	// days.
	AdminDelay time.Duration
	// Guardian holds RoleGuardian (remove a writer, settler or keeper, pause
	// the paid writes, cancel a pending admin operation), without delay.
	// Zero means the admin.
	Guardian common.Address
	// USDC is the USDC token address. Required. On development chains it is
	// CanonicalBaseUSDC, where DevUSDC's runtime code was placed.
	USDC common.Address
	// Settlers are authorised on the treasury to submit paid writes and
	// settle. Empty means none (add them later with setSettler).
	Settlers []common.Address
	// Keepers may execute buybacks (the admin may too). Empty means none.
	// The deployer is a keeper only when listed: a deployer key left as a
	// keeper after the handover is one more key that can trigger swaps.
	Keepers []common.Address
	// StorageWallet receives the storage part of every fee. Zero means the
	// deployer's address.
	StorageWallet common.Address
	// Router is the IInkdRouter the buyback swaps through. Zero leaves it
	// unset (executeBuyback reverts RouterNotSet) unless DevPool is set, in
	// which case the new DevPool is the router. Setting both is an error.
	Router common.Address
	// TokenSupply is the INKD supply in base units (18 decimals). Nil means
	// DefaultTokenSupply().
	TokenSupply *big.Int
	// BuybackThreshold is the USDC balance (6-decimal base units) a buyback
	// needs. Nil means DefaultBuybackThreshold().
	BuybackThreshold *big.Int
	// MaxSlippageBps is the buyback slippage tolerance in basis points,
	// at most MaxSlippageBps. Zero means DefaultMaxSlippageBps.
	MaxSlippageBps uint64
	// BuybackMinInkdPerUSDC is the buyback's floor price: the least INKD
	// base units (18 decimals) a buyback accepts per whole USDC (10^6 base
	// units) spent, the one price bound a keeper does not control. Nil or
	// zero means none: the buyback refuses to swap (FloorNotSet) until the
	// admin sets one (setMinInkdPerUsdc, behind the admin delay). With
	// DevPool, nil means DevPoolFloorPercent of the seeded pool's price.
	BuybackMinInkdPerUSDC *big.Int

	// DevPool deploys a DevPool of USDC/INKD as the buyback router and seeds
	// it with PoolUSDC of freshly minted DevUSDC and PoolINKD of INKD.
	// Development only: see CheckDevAllowed.
	DevPool bool
	// PoolUSDC is the DevUSDC liquidity in base units. Nil means
	// DefaultPoolUSDC(). Used only with DevPool.
	PoolUSDC *big.Int
	// PoolINKD is the INKD liquidity in base units. Nil means
	// DefaultPoolINKD(); it must not exceed TokenSupply. Used only with DevPool.
	PoolINKD *big.Int
	// DevFunds credits each listed account with DevFundUSDC of freshly
	// minted DevUSDC, so that development payers can pay from the first
	// write (inkd dev funds the same accounts in its genesis). Development
	// only, like DevPool: it needs DevUSDC at USDC.
	DevFunds []common.Address
	// DevFundUSDC is what each DevFunds account receives, in base units.
	// Nil means DefaultDevFundUSDC().
	DevFundUSDC *big.Int
	// AllowDevOnChainID8453 permits development options (DevPool, an
	// AdminDelay below MinAdminDelay) on chain id 8453,
	// the id development chains use so x402 clients work. Deploy still
	// refuses unless the code at USDC is DevUSDC's (never true on Base).
	AllowDevOnChainID8453 bool

	// Commit, when set, is called to mine a block after the transactions
	// are sent and between receipt checks: pass the Commit method of an
	// ethclient/simulated backend. Nil means Deploy uses the backend's own
	// Commit() common.Hash method if it has one, and otherwise lets the node
	// mine and polls receipts every PollInterval.
	Commit func()
	// NetworkTimeout bounds each RPC call. Zero means DefaultNetworkTimeout.
	NetworkTimeout time.Duration
	// ReceiptTimeout bounds the wait for all receipts. Zero means
	// DefaultReceiptTimeout.
	ReceiptTimeout time.Duration
	// PollInterval is the receipt polling period when Commit is nil. Zero
	// means DefaultPollInterval.
	PollInterval time.Duration
	// CallGasLimit is the gas limit of each wiring call. Zero means
	// DefaultCallGasLimit.
	CallGasLimit uint64
}

// Check reports the first invalid field. The rules that depend on the
// chain deployed to are CheckChain's.
func (o *Options) Check() error {
	switch {
	case o.USDC == (common.Address{}):
		return errors.New("deploy options: USDC is required")
	case o.MaxSlippageBps > MaxSlippageBps:
		return fmt.Errorf("deploy options: MaxSlippageBps %d above %d", o.MaxSlippageBps, MaxSlippageBps)
	case o.TokenSupply != nil && o.TokenSupply.Sign() <= 0:
		return errors.New("deploy options: TokenSupply must be positive")
	case o.BuybackThreshold != nil && o.BuybackThreshold.Sign() < 0:
		return errors.New("deploy options: BuybackThreshold must not be negative")
	case o.BuybackMinInkdPerUSDC != nil && o.BuybackMinInkdPerUSDC.Sign() < 0:
		return errors.New("deploy options: BuybackMinInkdPerUSDC must not be negative")
	case o.DevPool && o.Router != (common.Address{}):
		return errors.New("deploy options: Router and DevPool are exclusive")
	case o.PoolUSDC != nil && o.PoolUSDC.Sign() <= 0:
		return errors.New("deploy options: PoolUSDC must be positive")
	case o.PoolINKD != nil && o.PoolINKD.Sign() <= 0:
		return errors.New("deploy options: PoolINKD must be positive")
	case o.DevFundUSDC != nil && o.DevFundUSDC.Sign() <= 0:
		return errors.New("deploy options: DevFundUSDC must be positive")
	case o.AdminDelay < 0 || o.AdminDelay > MaxAdminDelay || o.AdminDelay%time.Second != 0:
		return fmt.Errorf("deploy options: AdminDelay %s must be whole seconds between 0 and %s", o.AdminDelay, MaxAdminDelay)
	case o.NetworkTimeout < 0 || o.ReceiptTimeout < 0 || o.PollInterval < 0:
		return errors.New("deploy options: timeouts must not be negative")
	}
	for i, s := range o.Settlers {
		if s == (common.Address{}) {
			return fmt.Errorf("deploy options: Settlers[%d] is the zero address", i)
		}
	}
	for i, k := range o.Keepers {
		if k == (common.Address{}) {
			return fmt.Errorf("deploy options: Keepers[%d] is the zero address", i)
		}
	}
	if o.DevPool && o.poolINKD().Cmp(o.tokenSupply()) > 0 {
		return errors.New("deploy options: PoolINKD exceeds TokenSupply")
	}
	return nil
}

func (o *Options) tokenSupply() *big.Int { return orDefault(o.TokenSupply, DefaultTokenSupply) }
func (o *Options) buybackThreshold() *big.Int {
	return orDefault(o.BuybackThreshold, DefaultBuybackThreshold)
}
func (o *Options) poolUSDC() *big.Int { return orDefault(o.PoolUSDC, DefaultPoolUSDC) }

// buybackFloor is the floor Deploy sets: BuybackMinInkdPerUSDC, or with a
// DevPool and none given, DevPoolFloorPercent of the INKD a whole USDC buys
// at the seeded reserves. Nil or zero: none.
func (o *Options) buybackFloor() *big.Int {
	if o.BuybackMinInkdPerUSDC != nil || !o.DevPool {
		return o.BuybackMinInkdPerUSDC
	}
	f := new(big.Int).Mul(o.poolINKD(), big.NewInt(1_000_000*DevPoolFloorPercent))
	return f.Div(f, new(big.Int).Mul(o.poolUSDC(), big.NewInt(100)))
}
func (o *Options) poolINKD() *big.Int { return orDefault(o.PoolINKD, DefaultPoolINKD) }

func (o *Options) maxSlippageBps() uint64 {
	if o.MaxSlippageBps == 0 {
		return DefaultMaxSlippageBps
	}
	return o.MaxSlippageBps
}

func (o *Options) networkTimeout() time.Duration {
	return durationOr(o.NetworkTimeout, DefaultNetworkTimeout)
}

func (o *Options) receiptTimeout() time.Duration {
	return durationOr(o.ReceiptTimeout, DefaultReceiptTimeout)
}

func (o *Options) pollInterval() time.Duration {
	return durationOr(o.PollInterval, DefaultPollInterval)
}

func (o *Options) callGasLimit() uint64 {
	if o.CallGasLimit == 0 {
		return DefaultCallGasLimit
	}
	return o.CallGasLimit
}

// CheckChain reports the first field that the chain deployed to refuses:
// chain id chainID, whose code at o.USDC is usdcCode. DevPool and an
// AdminDelay below MinAdminDelay are development settings, allowed only
// where CheckDevAllowed allows development options (a chain id outside the
// public list, or 8453 with AllowDevOnChainID8453 and DevUSDC's code at the
// canonical USDC address, which the real Base never has); DevPool also
// needs DevUSDC at o.USDC to mint its liquidity.
func (o *Options) CheckChain(chainID uint64, usdcCode []byte) error {
	if o.AdminDelay < MinAdminDelay {
		if err := CheckDevAllowed(chainID, o.AllowDevOnChainID8453, o.USDC, usdcCode); err != nil {
			return fmt.Errorf("deploy options: AdminDelay %s is below %s, a development setting: %w", o.AdminDelay, MinAdminDelay, err)
		}
	}
	if !o.DevPool && len(o.DevFunds) == 0 {
		return nil
	}
	if err := CheckDevAllowed(chainID, o.AllowDevOnChainID8453, o.USDC, usdcCode); err != nil {
		return err
	}
	if !IsDevUSDC(usdcCode) {
		return fmt.Errorf("DevPool and DevFunds need DevUSDC at %s to mint: %w", o.USDC, ErrNotDevUSDC)
	}
	return nil
}

// DefaultDevFundUSDC is what each DevFunds account receives: 1,000,000
// USDC, as in inkd dev's genesis.
func DefaultDevFundUSDC() *big.Int { return big.NewInt(1_000_000_000_000) }

func orDefault(v *big.Int, def func() *big.Int) *big.Int {
	if v == nil {
		return def()
	}
	return v
}

func durationOr(d, def time.Duration) time.Duration {
	if d == 0 {
		return def
	}
	return d
}
