package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api/client"
)

// defaultMaxFee is --max-fee's default: 1 USDC.
const defaultMaxFee = "1"

// clientFlags are the flags of the client commands. The key never has a
// visible default: it is read from INKD_KEY after parsing, so usage, help
// and errors cannot print it.
type clientFlags struct {
	apiURL       string
	key          string
	keystore     string
	passwordFile string
	version      int
	json         bool
	maxFee       string
	payScheme    string
	deposit      string
	yes          bool
	state        string
	timeout      time.Duration
	paying       bool
	// statePath is the state file in use, once client() opened it.
	statePath string
	// c is the client client() built, asked whether a payment waits.
	c *client.Client
	// onUpload, when set, is told each upload's progress (publish's
	// progress line) instead of the one-file bar.
	onUpload func(path string, sent, total int64)
	// maxAttempts overrides client.DefaultMaxAttempts when positive.
	maxAttempts int
	// wait follows a 202's job (see waitWrite).
	wait bool
	// quietUploads draws no upload bar (publish uploads several at once).
	quietUploads bool
	// confirm, when set, is asked before each payment is signed instead of
	// the terminal (inkd mcp's spending caps).
	confirm func(fee *big.Int, description string) error
}

// writeError explains an unfinished paid write: its payment, when one was
// signed and saved, waits in the state file for the same command to run
// again; an error before any payment was signed says nothing of one.
func (f *clientFlags) writeError(err error) error {
	var ne *client.NetworkError
	if f.statePath != "" && f.c != nil && f.c.Unsettled() && (errors.As(err, &ne) || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)) {
		return fmt.Errorf("%w; a payment signed for this write is saved in %s: run the same command again to finish it, it is never paid twice", err, f.statePath)
	}
	return err
}

// bind registers the flags; paying adds those of paid writes.
func (f *clientFlags) bind(fs *flag.FlagSet, paying bool) {
	f.paying = paying
	f.bindAPI(fs)
	fs.BoolVar(&f.json, "json", false, "print one JSON document on stdout")
	fs.DurationVar(&f.timeout, "timeout", envDuration("INKD_TIMEOUT", 10*time.Minute), "give up after this long, exit 4 (INKD_TIMEOUT)")
	if !paying {
		return
	}
	f.bindKey(fs)
	fs.StringVar(&f.maxFee, "max-fee", env("INKD_MAX_FEE", defaultMaxFee), "refuse to pay more than this many USDC for one write (per version of a batch), exit 5 (INKD_MAX_FEE)")
	fs.BoolVar(&f.yes, "yes", false, "pay without asking on a terminal")
	fs.BoolVar(&f.wait, "wait", false, "when the API answers 202, follow the job to its end instead of exiting 6 (bounded by --timeout)")
}

// bindAPI registers --api.
func (f *clientFlags) bindAPI(fs *flag.FlagSet) {
	fs.StringVar(&f.apiURL, "api", env("INKD_API", "http://127.0.0.1:8080"), "inkd API base URL (INKD_API)")
}

// bindKey registers the paying wallet's flags and the state file.
func (f *clientFlags) bindKey(fs *flag.FlagSet) {
	secretVar(fs, &f.key, "key", "INKD_KEY", "hex private key of the paying wallet, the caller's identity (INKD_KEY); never printed")
	fs.StringVar(&f.keystore, "keystore", env("INKD_KEYSTORE", ""), "go-ethereum keystore file of the paying wallet, instead of --key (INKD_KEYSTORE)")
	fs.StringVar(&f.passwordFile, "password-file", env("INKD_PASSWORD_FILE", ""), "file holding the keystore password; default: asked on the terminal (INKD_PASSWORD_FILE)")
	fs.IntVar(&f.version, "x402", envInt("INKD_X402_VERSION", 2), "x402 version to pay with: 1 (X-PAYMENT) or 2 (PAYMENT-SIGNATURE) (INKD_X402_VERSION)")
	fs.StringVar(&f.payScheme, "pay-scheme", env("INKD_PAY_SCHEME", "exact"), "x402 scheme to pay with: exact (a transfer per write), batch-settlement (a voucher per write from one channel deposit) or auto (vouchers when the API offers them) (INKD_PAY_SCHEME)")
	fs.StringVar(&f.deposit, "deposit", env("INKD_DEPOSIT", ""), "deposit at least this many USDC when a voucher channel is opened or topped up; default: the API's minDeposit (INKD_DEPOSIT)")
	fs.StringVar(&f.state, "state", env("INKD_STATE", ""), "file keeping signed payments until their write landed, so a re-run never pays twice; default ~/.local/state/inkd/payments.json (INKD_STATE)")
}

// waitWrite runs write; with --wait, a pending write's job is followed and
// the write called again, which presents the same saved payment and gets
// the landed result (or the job's failure).
func (f *clientFlags) waitWrite(ctx context.Context, c *client.Client, write func() (*client.WriteResult, error)) (*client.WriteResult, error) {
	res, err := write()
	var pe *client.PendingError
	if !f.wait || !errors.As(err, &pe) {
		return res, err
	}
	if !f.json {
		fmt.Fprintf(os.Stderr, "inkd: waiting for job %s\n", pe.JobID)
	}
	if _, err := c.WaitJob(ctx, pe.JobID); err != nil {
		return nil, err
	}
	return write()
}

// context bounds ctx by --timeout.
func (f *clientFlags) context(ctx context.Context) (context.Context, context.CancelFunc) {
	if f.timeout <= 0 {
		return context.WithCancel(ctx)
	}
	return context.WithTimeout(ctx, f.timeout)
}

// client builds the API client; paying commands load the key.
func (f *clientFlags) client() (*client.Client, error) {
	cfg := client.Config{BaseURL: f.apiURL, X402Version: f.version, MaxAttempts: f.maxAttempts}
	if f.paying {
		key, err := f.loadKey()
		if err != nil {
			return nil, err
		}
		cfg.Key = key
		max, err := client.ParseUSDC(f.maxFee)
		if err != nil {
			return nil, usageErrorf("--max-fee: %v", err)
		}
		cfg.MaxFee = max
		cfg.Scheme = f.payScheme
		if f.deposit != "" {
			if cfg.Deposit, err = client.ParseUSDC(f.deposit); err != nil {
				return nil, usageErrorf("--deposit: %v", err)
			}
		}
		store, err := f.openStore()
		if err != nil {
			return nil, err
		}
		cfg.Store, f.statePath = store, store.Path()
		switch {
		case f.confirm != nil:
			cfg.Confirm = f.confirm
		case !f.yes && isTerminal(os.Stdin) && isTerminal(os.Stderr):
			cfg.Confirm = confirmOnTerminal
		}
		if f.version != 1 && f.version != 2 {
			return nil, usageErrorf("--x402 %d: want 1 or 2", f.version)
		}
	}
	cfg.OnRetry = func(attempt int, wait time.Duration, err error) {
		fmt.Fprintf(os.Stderr, "inkd: %v; retry %d in %v\n", err, attempt, wait.Round(time.Millisecond))
	}
	switch {
	case f.onUpload != nil:
		cfg.OnUpload = f.onUpload
	case !f.json && !f.quietUploads && isTerminal(os.Stderr):
		cfg.OnUpload = uploadBar
	}
	c, err := client.New(cfg)
	if err != nil {
		return nil, usageErrorf("%v", err)
	}
	f.c = c
	return c, nil
}

func (f *clientFlags) openStore() (*client.FileStore, error) {
	path := f.state
	if path == "" {
		dir := os.Getenv("XDG_STATE_HOME")
		if dir == "" {
			home, err := os.UserHomeDir()
			if err != nil {
				return nil, fmt.Errorf("no home directory for the state file; set --state: %w", err)
			}
			dir = filepath.Join(home, ".local", "state")
		}
		path = filepath.Join(dir, "inkd", "payments.json")
	}
	return client.OpenFileStore(path)
}

// loadKey reads the paying key from --key/INKD_KEY or --keystore. Errors
// never quote the key.
func (f *clientFlags) loadKey() (*ecdsa.PrivateKey, error) {
	switch {
	case f.key != "" && f.keystore != "":
		return nil, usageErrorf("give the paying key once: --key (INKD_KEY) or --keystore (INKD_KEYSTORE)")
	case f.key != "":
		k, err := crypto.HexToECDSA(strings.TrimPrefix(strings.TrimSpace(f.key), "0x"))
		if err != nil {
			return nil, usageErrorf("--key (INKD_KEY) is not a hex private key")
		}
		return k, nil
	case f.keystore != "":
		return f.loadKeystore()
	}
	return nil, usageErrorf("a paying key is required: --key or INKD_KEY, or --keystore FILE")
}

func (f *clientFlags) loadKeystore() (*ecdsa.PrivateKey, error) {
	blob, err := os.ReadFile(f.keystore)
	if err != nil {
		return nil, usageErrorf("--keystore: %v", err)
	}
	var password string
	if f.passwordFile != "" {
		if password, err = readPasswordFile(f.passwordFile); err != nil {
			return nil, usageErrorf("--password-file: %v", err)
		}
	} else {
		if !isTerminal(os.Stdin) {
			return nil, usageErrorf("--keystore needs --password-file when stdin is not a terminal")
		}
		if password, err = readPassword(os.Stdin, os.Stderr, "keystore password: "); err != nil {
			return nil, err
		}
	}
	k, err := keystore.DecryptKey(blob, password)
	if err != nil {
		return nil, usageErrorf("--keystore %s: cannot decrypt (wrong password or not a keystore file)", f.keystore)
	}
	return k.PrivateKey, nil
}

// confirmOnTerminal asks before a payment is signed.
func confirmOnTerminal(fee *big.Int, description string) error {
	return askYes(os.Stdin, os.Stderr, fmt.Sprintf("%s\npay %s USDC? [y/N] ", description, client.FormatUSDC(fee)))
}

// readLine reads one line byte by byte (no buffering past it).
func readLine(r io.Reader) (string, error) {
	var b strings.Builder
	buf := make([]byte, 1)
	for {
		n, err := r.Read(buf)
		if n == 1 {
			if buf[0] == '\n' {
				return b.String(), nil
			}
			b.WriteByte(buf[0])
		}
		if err != nil {
			if errors.Is(err, io.EOF) {
				return b.String(), nil
			}
			return b.String(), err
		}
	}
}

// parseArgs parses flags placed before, between and after the positional
// arguments (the flag package stops at the first positional one).
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	if err := badEnv.take(); err != nil {
		return nil, usageError{err}
	}
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, err
			}
			return nil, usageError{err}
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// uploadBar draws an upload's progress on the terminal.
func uploadBar(path string, sent, total int64) {
	pct := 100
	if total > 0 {
		pct = int(sent * 100 / total)
	}
	fmt.Fprintf(os.Stderr, "\ruploading %s [%-25s] %3d%% ", filepath.Base(path), strings.Repeat("#", pct/4), pct)
	if sent >= total {
		fmt.Fprintln(os.Stderr)
	}
}
