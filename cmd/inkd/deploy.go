package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/devkeys"
)

func runDeploy(ctx context.Context, args []string) error {
	var (
		c             Config
		deployerKey   string
		usdc          string
		devUSDC       bool
		devPool       bool
		settlers      []string
		keepers       []string
		buybackFloor  string
		storageWallet string
		devFund       []string
		out           string
	)
	fs := flag.NewFlagSet("inkd deploy", flag.ContinueOnError)
	c.bindCommon(fs, "text")
	secretVar(fs, &deployerKey, "deployer-key", "DEPLOYER_KEY", "hex private key that deploys and owns the contracts (DEPLOYER_KEY)")
	fs.StringVar(&usdc, "usdc", env("USDC_ADDRESS", deploy.CanonicalBaseUSDC.Hex()), "USDC token address (USDC_ADDRESS); Base USDC by default")
	fs.BoolVar(&devUSDC, "dev-usdc", false, "development chains only: place the development USDC at the canonical Base USDC address and the x402 batch-settlement channel contracts at theirs (anvil_setCode), and credit the development accounts with 1,000,000 USDC each, as inkd dev does")
	fs.Var(listFlag{&devFund}, "dev-fund", "development chains only: more addresses to credit with 1,000,000 development USDC, comma separated (needs DevUSDC at the USDC address)")
	fs.BoolVar(&devPool, "dev-pool", false, "development chains only: deploy a USDC/INKD pool for the buyback")
	settlers = splitList(env("SETTLER_ADDRESSES", ""))
	fs.Var(listFlag{&settlers}, "settlers", "settler addresses to authorise, comma separated (SETTLER_ADDRESSES)")
	keepers = splitList(env("KEEPER_ADDRESSES", ""))
	fs.Var(listFlag{&keepers}, "keepers", "addresses allowed to execute buybacks besides the admin, comma separated; the deployer only if listed (KEEPER_ADDRESSES)")
	fs.StringVar(&buybackFloor, "buyback-floor", env("BUYBACK_FLOOR", ""), "least INKD a buyback accepts per USDC spent, e.g. 950 or 0.5; unset, buybacks are refused until the admin sets one, and --dev-pool takes 90% of the pool's price (BUYBACK_FLOOR)")
	fs.StringVar(&storageWallet, "storage-wallet", env("STORAGE_WALLET", ""), "address receiving the storage part of fees (STORAGE_WALLET); default the deployer")
	fs.StringVar(&out, "out", env("DEPLOYMENT_FILE", "deployment.json"), "deployment file to write (DEPLOYMENT_FILE)")
	adminFl := bindAdminFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := requireFields("RPC_URL (--rpc-url)", c.RPCURL, "DEPLOYER_KEY (--deployer-key)", deployerKey); err != nil {
		return err
	}
	keys, err := parseKeys([]string{deployerKey})
	if err != nil {
		return fmt.Errorf("DEPLOYER_KEY: %w", err)
	}
	dev := devUSDC || devPool || len(devFund) > 0
	opts := deploy.Options{DevPool: devPool, AllowDevOnChainID8453: dev}
	if err := adminFl.apply(&opts, dev); err != nil {
		return err
	}
	if devUSDC {
		opts.DevFunds = devkeys.Addresses()
	}
	for _, a := range devFund {
		if !common.IsHexAddress(a) {
			return usageErrorf("--dev-fund: %q is not an address", a)
		}
		opts.DevFunds = append(opts.DevFunds, common.HexToAddress(a))
	}
	if !common.IsHexAddress(usdc) {
		return fmt.Errorf("--usdc %q is not an address", usdc)
	}
	opts.USDC = common.HexToAddress(usdc)
	for _, s := range settlers {
		if !common.IsHexAddress(s) {
			return fmt.Errorf("settler %q is not an address", s)
		}
		opts.Settlers = append(opts.Settlers, common.HexToAddress(s))
	}
	for _, k := range keepers {
		if !common.IsHexAddress(k) {
			return fmt.Errorf("keeper %q is not an address", k)
		}
		opts.Keepers = append(opts.Keepers, common.HexToAddress(k))
	}
	if buybackFloor != "" {
		if opts.BuybackMinInkdPerUSDC, err = parseTokens18(buybackFloor, "an INKD amount (e.g. 950)"); err != nil {
			return fmt.Errorf("BUYBACK_FLOOR (--buyback-floor): %w", err)
		}
	}
	if storageWallet != "" {
		if !common.IsHexAddress(storageWallet) {
			return fmt.Errorf("--storage-wallet %q is not an address", storageWallet)
		}
		opts.StorageWallet = common.HexToAddress(storageWallet)
	}
	rc, err := rpc.DialContext(ctx, c.RPCURL)
	if err != nil {
		return fmt.Errorf("RPC_URL: %w", err)
	}
	defer rc.Close()
	eth := ethclient.NewClient(rc)
	id, err := eth.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("chain at %s does not answer: %w", c.RPCURL, err)
	}
	// Development options never go to a public network other than chain id
	// 8453, which development nodes share with Base so that x402 clients
	// sign for them (deploy.CheckDevAllowed tells the two apart by the code
	// at the USDC address). Refusing here, before anything is read or sent,
	// names the flag instead of a missing USDC contract.
	if dev && deploy.IsPublicChainID(id.Uint64()) && id.Uint64() != deploy.BaseChainID {
		return fmt.Errorf("refusing %s on chain id %s, a public network", devFlags(devUSDC, devPool, len(devFund) > 0), id)
	}
	if devUSDC {
		if opts.USDC != deploy.CanonicalBaseUSDC {
			return errors.New("--dev-usdc places the development USDC at the canonical address; do not combine it with --usdc")
		}
		if err := deploy.InstallDevUSDC(ctx, rc); err != nil {
			return fmt.Errorf("install development USDC (the node must support anvil_setCode or hardhat_setCode; a public network never does): %w", err)
		}
		if err := deploy.InstallChannel(ctx, rc); err != nil {
			return fmt.Errorf("install the x402 batch-settlement contracts: %w", err)
		}
	}
	d, err := deploy.Deploy(ctx, eth, keys[0], opts)
	if err != nil {
		return err
	}
	if err := d.Save(out); err != nil {
		return err
	}
	fmt.Fprintf(os.Stdout, "deployed to chain %d; deployment written to %s\n  registry %s\n  treasury %s (x402 payTo)\n  buyback  %s\n  token    %s\n  usdc     %s\n",
		d.ChainID, out, d.Registry.Hex(), d.Treasury.Hex(), d.Buyback.Hex(), d.Token.Hex(), d.USDC.Hex())
	fmt.Fprintf(os.Stdout, "  access manager %s\n  admin    %s (every admin call waits %s)\n  guardian %s (pauses and revokes at once)\n",
		d.AccessManager.Hex(), d.Admin.Hex(), time.Duration(d.AdminDelaySeconds)*time.Second, d.Guardian.Hex())
	fmt.Fprintf(os.Stdout, "  channel writes %s (writes paid by x402 batch-settlement vouchers)\n", d.ChannelWrites.Hex())
	if code, err := eth.CodeAt(ctx, channel.SettlementAddress, nil); err == nil && len(code) == 0 {
		fmt.Fprintf(os.Stdout, "  no x402 batch-settlement contract at %s on this chain: writes cannot be paid by voucher here\n", channel.SettlementAddress.Hex())
	}
	fmt.Fprintf(os.Stdout, "  keepers  %d\n", len(d.Keepers))
	if n := len(opts.DevFunds); n > 0 {
		fmt.Fprintf(os.Stdout, "  funded   %d accounts with 1,000,000 development USDC each\n", n)
	}
	if f := opts.BuybackMinInkdPerUSDC; (f == nil && !devPool) || (f != nil && f.Sign() == 0) {
		fmt.Fprintln(os.Stdout, "  buyback floor not set: buybacks are refused until the admin schedules buyback setMinInkdPerUsdc")
	}
	return nil
}

// devFlags names the development flags that are set.
func devFlags(devUSDC, devPool, devFund bool) string {
	var set []string
	if devUSDC {
		set = append(set, "--dev-usdc")
	}
	if devPool {
		set = append(set, "--dev-pool")
	}
	if devFund {
		set = append(set, "--dev-fund")
	}
	return strings.Join(set, " and ")
}
