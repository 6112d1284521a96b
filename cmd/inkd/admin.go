package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/admin"
	"github.com/inkd/inkd/chain/deploy"
)

const adminUsage = `usage: inkd admin <schedule|execute|cancel|pending> [flags] [<contract> <function> [args...]]

  pending                      list operations scheduled on the access manager and not yet executed or
                               cancelled, then check that the guardian may cancel every restricted function
                               (fails when it may not)
  schedule <c> <fn> [args...]  schedule an admin call; it may run after the caller's delay
  execute  <c> <fn> [args...]  run a scheduled call once its time has come (or an immediate one)
  cancel   <c> <fn> [args...]  cancel a scheduled call (its admin, or the guardian)

<c> is registry, treasury, buyback or accessManager; arguments are 0x addresses,
decimal integers, true/false. The delay and the earliest execution are printed
before anything is sent; --dry-run stops there. Example:

  inkd admin schedule --key $ADMIN_KEY treasury setStorageWallet 0xNewWallet
`

// runAdmin is `inkd admin`: the timelocked admin operations of the access
// manager (chain/admin does the work).
func runAdmin(ctx context.Context, args []string) error { return adminMain(ctx, args, os.Stdout) }

// adminMain runs `inkd admin args…`, printing to out.
func adminMain(ctx context.Context, args []string, out io.Writer) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" {
		fmt.Fprint(os.Stderr, adminUsage)
		return flag.ErrHelp
	}
	sub := args[0]
	fs := flag.NewFlagSet("inkd admin "+sub, flag.ContinueOnError)
	// The URL may carry an API key and the key is a secret: their
	// defaults are never shown.
	rpcURL, keyHex := new(string), new(string)
	secretVar(fs, rpcURL, "rpc-url", "RPC_URL", "chain JSON-RPC URL (RPC_URL)")
	file := fs.String("deployment", env("DEPLOYMENT_FILE", "deployment.json"), "deployment file written by 'inkd deploy' (DEPLOYMENT_FILE)")
	secretVar(fs, keyHex, "key", "ADMIN_KEY", "hex private key of the admin or guardian that sends (ADMIN_KEY); not needed for pending")
	caller := fs.String("caller", "", "cancel: the admin that scheduled the call; default the --key's address")
	dryRun := fs.Bool("dry-run", false, "print the plan (delay, earliest execution) and send nothing")
	guardian := fs.String("guardian", "", "pending: the guardian whose veto is checked; default the deployment's")
	fs.Usage = func() { fmt.Fprint(os.Stderr, adminUsage); fs.PrintDefaults() }
	if err := fs.Parse(args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usageError{err}
	}
	if *rpcURL == "" {
		return errors.New("RPC_URL (--rpc-url) is required")
	}
	d, err := deploy.Load(*file)
	if err != nil {
		return err
	}
	if d.AccessManager == (common.Address{}) {
		return fmt.Errorf("%s has no access manager: the contracts predate the timelock", *file)
	}
	eth, err := ethclient.DialContext(ctx, *rpcURL)
	if err != nil {
		return fmt.Errorf("RPC_URL: %w", err)
	}
	defer eth.Close()
	m := admin.NewManager(eth, d.AccessManager)
	addrs := admin.Addresses{admin.Registry: d.Registry, admin.Treasury: d.Treasury, admin.Buyback: d.Buyback, admin.Authority: d.AccessManager}
	if sub == "pending" {
		g := d.Guardian
		if *guardian != "" {
			if !common.IsHexAddress(*guardian) {
				return fmt.Errorf("--guardian %q is not an address", *guardian)
			}
			g = common.HexToAddress(*guardian)
		}
		if err := adminPending(ctx, out, m, addrs, d.DeployBlock); err != nil {
			return err
		}
		return adminVetoes(ctx, out, m, addrs, g)
	}
	if sub != "schedule" && sub != "execute" && sub != "cancel" {
		fmt.Fprint(os.Stderr, adminUsage)
		return fmt.Errorf("unknown admin command %q", sub)
	}
	if fs.NArg() < 2 {
		return fmt.Errorf("admin %s needs <contract> <function> [args...]", sub)
	}
	c, err := admin.NewCall(addrs, admin.Contract(fs.Arg(0)), fs.Arg(1), fs.Args()[2:]...)
	if err != nil {
		return err
	}
	if *keyHex == "" {
		return errors.New("ADMIN_KEY (--key) is required")
	}
	keys, err := parseKeys([]string{*keyHex})
	if err != nil {
		return fmt.Errorf("ADMIN_KEY: %w", err)
	}
	from := crypto.PubkeyToAddress(keys[0].PublicKey)
	who := from
	if sub == "cancel" && *caller != "" {
		if !common.IsHexAddress(*caller) {
			return fmt.Errorf("--caller %q is not an address", *caller)
		}
		who = common.HexToAddress(*caller)
	}
	p, err := m.Plan(ctx, who, c)
	if err != nil {
		return err
	}
	fn := admin.FunctionName(addrs, c.Target, [4]byte(c.Data[:4]))
	printAdminPlan(out, sub, fn, who, p, time.Now())
	var data []byte
	switch sub {
	case "schedule":
		if p.Immediate {
			return fmt.Errorf("%s has no delay for %s: call it directly, no schedule is needed", who, fn)
		}
		if p.Delay == 0 {
			return fmt.Errorf("%s may not call %s: %w", who, fn, admin.ErrNotAllowed)
		}
		data = m.ScheduleData(c)
	case "execute":
		if !p.Immediate && p.Scheduled.IsZero() {
			return fmt.Errorf("%s is not scheduled by %s (or expired): schedule it first", fn, who)
		}
		data = m.ExecuteData(c)
	default:
		data = m.CancelData(who, c)
	}
	if *dryRun {
		return nil
	}
	rec, err := m.Send(ctx, keys[0], data, 250*time.Millisecond)
	if err != nil {
		if name, ok := chain.RevertName(err); ok {
			return fmt.Errorf("%s reverts: %s", sub, name)
		}
		return err
	}
	fmt.Fprintf(out, "%s sent in %s (block %d)\n", sub, rec.TxHash.Hex(), rec.BlockNumber)
	return nil
}

// printAdminPlan shows what is about to happen, before anything is sent.
func printAdminPlan(w io.Writer, sub, fn string, who common.Address, p admin.Plan, now time.Time) {
	fmt.Fprintf(w, "%s %s as %s\n  operation %s\n", sub, fn, who.Hex(), p.OperationID.Hex())
	switch {
	case p.Immediate:
		fmt.Fprintln(w, "  delay     none: the caller may call it directly")
	case p.Delay == 0:
		fmt.Fprintln(w, "  delay     the caller holds no role for this function")
	default:
		fmt.Fprintf(w, "  delay     %s\n", p.Delay)
	}
	switch {
	case !p.Scheduled.IsZero():
		fmt.Fprintf(w, "  scheduled earliest execution %s (%d)\n", p.Scheduled.Format(time.RFC3339), p.Scheduled.Unix())
	case sub == "schedule" && p.Delay > 0:
		at := now.Add(p.Delay).UTC()
		fmt.Fprintf(w, "  earliest execution if scheduled now: %s (%d)\n", at.Format(time.RFC3339), at.Unix())
	}
}

// adminPending prints the pending operations read from the manager's logs.
func adminPending(ctx context.Context, w io.Writer, m *admin.Manager, addrs admin.Addresses, from uint64) error {
	ops, err := m.Pending(ctx, from, 0)
	if err != nil {
		return err
	}
	if len(ops) == 0 {
		fmt.Fprintln(w, "no pending admin operations")
		return nil
	}
	for _, op := range ops {
		fn := "unknown function"
		if len(op.Data) >= 4 {
			if n := admin.FunctionName(addrs, op.Target, [4]byte(op.Data[:4])); n != "" {
				fn = n
			}
		}
		at := time.Unix(int64(op.Schedule), 0).UTC()
		fmt.Fprintf(w, "%s  %-28s earliest %s (%d)  caller %s  target %s  data 0x%s\n",
			op.OperationID.Hex(), fn, at.Format(time.RFC3339), op.Schedule, op.Caller.Hex(), op.Target.Hex(), strings.TrimPrefix(common.Bytes2Hex(op.Data), "0x"))
	}
	return nil
}

// adminVetoes reports whether guardian may cancel a scheduled call of every
// restricted function, listing those it may not, and fails then.
func adminVetoes(ctx context.Context, w io.Writer, m *admin.Manager, addrs admin.Addresses, guardian common.Address) error {
	vs, err := m.Vetoes(ctx, addrs, guardian)
	if err != nil {
		return err
	}
	if err := admin.CheckVetoes(vs); err != nil {
		for _, v := range vs {
			if !v.Cancellable {
				fmt.Fprintf(w, "NO VETO  %-36s role %d, guardian role %d: guardian %s cannot cancel it\n", v.Function, v.Role, v.Guardian, guardian.Hex())
			}
		}
		return err
	}
	fmt.Fprintf(w, "guardian %s can cancel every restricted function (%d checked)\n", guardian.Hex(), len(vs))
	return nil
}

// adminFlags are `inkd deploy`'s access-manager flags.
type adminFlags struct {
	admin, guardian, delay string
}

// bindAdminFlags adds --admin, --admin-delay and --guardian to fs.
func bindAdminFlags(fs *flag.FlagSet) *adminFlags {
	a := &adminFlags{}
	fs.StringVar(&a.admin, "admin", env("ADMIN_ADDRESS", ""), "address holding the admin roles, a multisig in production (ADMIN_ADDRESS); default the deployer")
	fs.StringVar(&a.delay, "admin-delay", env("ADMIN_DELAY", ""), "admin execution delay, e.g. 48h (ADMIN_DELAY); default 48h, 0 with --dev-usdc/--dev-pool; below 24h only on a development chain")
	fs.StringVar(&a.guardian, "guardian", env("GUARDIAN_ADDRESS", ""), "address that may pause and revoke at once (GUARDIAN_ADDRESS); default the admin")
	return a
}

// apply sets opts from the flags; dev selects the development default delay (0).
func (a *adminFlags) apply(opts *deploy.Options, dev bool) error {
	for _, f := range []struct {
		name, v string
		to      *common.Address
	}{{"--admin", a.admin, &opts.Admin}, {"--guardian", a.guardian, &opts.Guardian}} {
		if f.v == "" {
			continue
		}
		if !common.IsHexAddress(f.v) {
			return fmt.Errorf("%s %q is not an address", f.name, f.v)
		}
		*f.to = common.HexToAddress(f.v)
	}
	opts.AdminDelay = deploy.ProductionAdminDelay
	if dev {
		opts.AdminDelay = 0
	}
	if a.delay != "" {
		d, err := time.ParseDuration(a.delay)
		if err != nil {
			return fmt.Errorf("--admin-delay %q: %w", a.delay, err)
		}
		opts.AdminDelay = d
	}
	if opts.AdminDelay > 0 && opts.Admin == (common.Address{}) {
		return fmt.Errorf("an admin delay of %s needs --admin (ADMIN_ADDRESS), an address other than the deployer (a multisig); pass --admin-delay 0 to keep the deployer as an admin without delay (development chains only)", opts.AdminDelay)
	}
	return nil
}
