package main

import (
	"errors"
	"fmt"
	"math/big"
	"os"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/cmd/inkd/app"
	"github.com/inkd/inkd/internal/liblog"
	"github.com/inkd/inkd/storage/setup"
	"github.com/inkd/inkd/worker"
	"github.com/inkd/inkd/worker/batcher"
	"github.com/inkd/inkd/worker/reconcile"
)

// Config is everything the service commands (dev, serve, worker) read
// from flags and the environment (flags.go binds them; flags win). It
// holds the packages' own configurations, each validated by its Check,
// beside the few settings that are the commands' own: addresses, files,
// key sources and how the process logs, waits and stops.
type Config struct {
	// Listen is the API's host:port (INKD_LISTEN). Default 127.0.0.1:8080.
	Listen string
	// RedisURL is redis://… or rediss://… (REDIS_URL). dev: empty runs an
	// embedded Redis.
	RedisURL string
	// RPCURL is the chain's JSON-RPC endpoint, or several comma separated,
	// the first preferred (RPC_URL or RPC_URLS). dev: empty runs the
	// embedded chain.
	RPCURL string
	// DeploymentFile is the JSON written by `inkd deploy` (DEPLOYMENT_FILE).
	DeploymentFile string
	// DataDir keeps dev's chain and storage on disk (INKD_DATA_DIR). Empty:
	// in memory / a temporary directory.
	DataDir string
	// LogLevel is a logrus level (LOG_LEVEL). Default info.
	LogLevel string
	// LogFormat is "text" or "json" (LOG_FORMAT). Default json, text in dev.
	LogFormat string
	// MetricsListen is the host:port of the operations server (/metrics,
	// /healthz, /readyz) of serve, worker and dev (METRICS_LISTEN). Empty:
	// off; dev defaults to a free loopback port.
	MetricsListen string
	// StartupWait is how long serve and worker wait at start for Redis,
	// and then for a first chain provider, to answer (STARTUP_WAIT).
	// Default app.DefaultStartupWait.
	StartupWait time.Duration
	// RedisPoolSize is how many Redis connections serve or worker opens
	// at most (REDIS_POOL_SIZE). Default 0: app.RedisPoolFor the worker's
	// Concurrency or the API's MaxConns.
	RedisPoolSize int
	// ResetDeployment lets serve and worker record their deployment in a
	// Redis that holds another one's (RESET_DEPLOYMENT). Default false:
	// they refuse it.
	ResetDeployment bool
	// ShutdownTimeout bounds how long serve, worker and dev take to stop
	// after SIGTERM or SIGINT (SHUTDOWN_TIMEOUT); it is also the worker's
	// worker.Config.ShutdownTimeout. Default worker.DefaultShutdownTimeout;
	// zero or negative is refused.
	ShutdownTimeout time.Duration
	// Signers are the sources of the settler keys the worker signs with
	// (SIGNER_KEYS, SIGNER_KEYSTORES, SIGNER_PASSWORD_FILE, SIGNER_DRAIN,
	// SIGNER_LOW_BALANCE).
	Signers signerSettings
	// StorageKey is the hex key that becomes Storage.Key (STORAGE_KEY).
	// Default in dev and with the local driver: devchain.StorageKey().
	StorageKey string
	// ARUSD is where the gateway price fallback of the turbo driver reads
	// the AR price in USD from; it becomes Storage.GatewayPrice.
	ARUSD arUSDSource

	// API configures the HTTP API (INKD_* and the API's other variables).
	// Its Channels.Enabled (INKD_CHANNEL_PAYMENTS) is also the worker's:
	// one setting turns on both halves of paying by voucher.
	API api.Config
	// Worker configures the worker process (WORKER_CONCURRENCY,
	// TAKEOVER_LEASE); its ShutdownTimeout is ShutdownTimeout's.
	Worker worker.Config
	// Tx configures the transaction manager (WATCH_UNTIL, SENT_ERRORS;
	// CONFIRMATIONS through Confirmations). The app fills in ChainID.
	Tx txmgr.Config
	// Confirmations is read as a whole number so that a negative one is
	// named (CONFIRMATIONS), then becomes Tx.Confirmations. Default
	// txmgr.BaseConfirmations for the worker, 1 (final on inclusion) in
	// dev; 0 means the same as 1.
	Confirmations int
	// Batch configures the folding of paid writes (BATCH_MAX_ITEMS,
	// BATCH_WAIT; BATCH_MAX_GAS through BatchMaxGas).
	Batch batcher.Config
	// BatchMaxGas is read as a whole number so that zero and negative ones
	// are named (BATCH_MAX_GAS), then becomes Batch.MaxGas. Default
	// batcher.DefaultMaxGas.
	BatchMaxGas int
	// Reconcile configures the reconciler of stranded paid writes
	// (RECONCILE_INTERVAL, RECONCILE_GRACE).
	Reconcile reconcile.Config
	// ClaimEvery and ClaimInterval time the worker's claim loop of writes
	// paid by voucher (INKD_CLAIM_EVERY, INKD_CLAIM_INTERVAL). Defaults
	// claims.DefaultEvery and claims.DefaultInterval.
	ClaimEvery, ClaimInterval time.Duration
	// Storage configures storage for both halves (STORAGE_*, STAGE*,
	// PRICE_*, TURBO_*, GATEWAY_URL, UPLOAD_SPOOL_DIR); storageConfig
	// completes it with the key, the AR price and the defaults.
	Storage setup.Config
	// Chain configures dev's embedded chain (INKD_RPC_LISTEN,
	// INKD_BLOCK_PERIOD).
	Chain devchain.Config
}

// arUSDSource is where the AR price in USD comes from (AR_USD, AR_USD_URL,
// AR_USD_PATH): a fixed price, or a JSON document and the dot path to the
// price in it. Empty: CoinGecko's; URL "off" disables the fallback.
type arUSDSource struct {
	Fixed, URL, Path string
}

// checkProcess validates the settings of the process itself: how it
// logs and how long it takes to stop.
func (c *Config) checkProcess() error {
	if _, err := logrus.ParseLevel(c.LogLevel); err != nil {
		return fmt.Errorf("log-level %q: %w", c.LogLevel, err)
	}
	if c.LogFormat != "text" && c.LogFormat != "json" {
		return fmt.Errorf("log-format %q: want text or json", c.LogFormat)
	}
	if c.ShutdownTimeout <= 0 {
		return fmt.Errorf("SHUTDOWN_TIMEOUT (--shutdown-timeout) %v: want a positive duration", c.ShutdownTimeout)
	}
	return nil
}

// workerConfig is Worker, stopping within ShutdownTimeout.
func (c *Config) workerConfig() worker.Config {
	w := c.Worker
	w.ShutdownTimeout = c.ShutdownTimeout
	return w
}

// workerParts checks the worker's settings that need nothing but c (the
// transaction manager's, the batches', the reconciler's) before anything
// connects, and returns them as the worker's parts; the caller adds the
// settler keys, the storage and the metrics.
func (c *Config) workerParts() (app.WorkerParts, error) {
	var p app.WorkerParts
	var err error
	if p.TxMgr, err = c.txmgrConfig(); err != nil {
		return p, err
	}
	if p.Batch, err = c.batchConfig(); err != nil {
		return p, err
	}
	// The reconciler is built once Redis answers; its settings are
	// refused now, not after the wait.
	if err := c.Reconcile.Check(); err != nil {
		return p, err
	}
	p.Reconcile = c.Reconcile
	if p.Claims, err = c.claimParts(); err != nil {
		return p, err
	}
	return p, nil
}

// maxClaimEvery bounds INKD_CLAIM_EVERY well under the shortest withdrawal
// delay of a channel (15 minutes): a payer's escrow may leave once it is
// over, with the fees of landed writes still unclaimed.
const maxClaimEvery = 10 * time.Minute

// claimParts is the claim loop's setting, its timing checked.
func (c *Config) claimParts() (app.ClaimParts, error) {
	if c.ClaimEvery <= 0 || c.ClaimEvery >= maxClaimEvery {
		return app.ClaimParts{}, fmt.Errorf("INKD_CLAIM_EVERY (--claim-every) %v: want a positive duration under %v, well inside the channels' withdrawal delay (15m at least), or fees of landed writes may leave with a withdrawal", c.ClaimEvery, maxClaimEvery)
	}
	if c.ClaimInterval <= 0 {
		return app.ClaimParts{}, fmt.Errorf("INKD_CLAIM_INTERVAL (--claim-interval) %v: want a positive duration", c.ClaimInterval)
	}
	return app.ClaimParts{Enabled: c.API.Channels.Enabled, Every: c.ClaimEvery, Interval: c.ClaimInterval}, nil
}

// anyChainID stands in for the chain id, which the app fills in from the
// deployment, when Tx is checked before the chain is known.
var anyChainID = big.NewInt(1)

// txmgrConfig is Tx with its depth from Confirmations, checked by
// txmgr.Config.Check; the chain id is filled in by the app.
func (c *Config) txmgrConfig() (txmgr.Config, error) {
	if c.Confirmations < 0 {
		return txmgr.Config{}, fmt.Errorf("CONFIRMATIONS (--confirmations) %d is negative", c.Confirmations)
	}
	// txmgr reads an empty WatchUntil as finalized; the flag defaults to
	// a name, so an empty one was given on purpose: refused.
	if c.Tx.WatchUntil == "" {
		return txmgr.Config{}, fmt.Errorf("WATCH_UNTIL (--watch-until) %q: want %s or %s", c.Tx.WatchUntil, txmgr.WatchFinalized, txmgr.WatchSafe)
	}
	tx := c.Tx
	tx.Confirmations = uint64(c.Confirmations)
	check := tx
	if check.ChainID == nil {
		check.ChainID = anyChainID
	}
	// WATCH_UNTIL is the only variable here Check can refuse.
	if err := check.Check(); err != nil {
		return txmgr.Config{}, fmt.Errorf("WATCH_UNTIL (--watch-until): %w", err)
	}
	return tx, nil
}

// batchConfig is Batch with its gas from BatchMaxGas, checked by
// batcher.Config.Check. The variables have no zero meaning (the
// package's "default"): 0 items or gas is refused, naming the variable.
func (c *Config) batchConfig() (batcher.Config, error) {
	if c.Batch.MaxItems < 1 {
		return batcher.Config{}, fmt.Errorf("BATCH_MAX_ITEMS (--batch-max-items) %d: want 1 (off) or more", c.Batch.MaxItems)
	}
	if c.BatchMaxGas <= 0 {
		return batcher.Config{}, fmt.Errorf("BATCH_MAX_GAS (--batch-max-gas) %d: want a positive gas amount", c.BatchMaxGas)
	}
	b := c.Batch
	b.MaxGas = uint64(c.BatchMaxGas)
	// One field at a time, so that the error names its variable.
	for _, f := range []struct {
		name string
		cfg  batcher.Config
	}{
		{"BATCH_MAX_GAS (--batch-max-gas)", batcher.Config{MaxItems: 1, MaxGas: b.MaxGas}},
		{"BATCH_WAIT (--batch-wait)", batcher.Config{MaxItems: 1, Wait: b.Wait}},
	} {
		if err := f.cfg.Check(); err != nil {
			return b, fmt.Errorf("%s: %w", f.name, err)
		}
	}
	return b, nil
}

// rpcURLs splits the RPC URL setting into its providers, preferred first.
// RPC_URL and RPC_URLS are one setting under two names; both set to
// different values is a mistake worth naming.
func (c *Config) rpcURLs() ([]string, error) {
	if a, b := os.Getenv("RPC_URL"), os.Getenv("RPC_URLS"); a != "" && b != "" && a != b {
		return nil, errors.New("RPC_URL and RPC_URLS are both set and differ; set one (a comma-separated list of providers, the first preferred)")
	}
	urls := splitList(c.RPCURL)
	if len(urls) == 0 {
		return nil, errors.New("RPC_URL (--rpc-url) is required")
	}
	return urls, nil
}

// requireFields names the first empty field among the given pairs.
func requireFields(pairs ...string) error {
	for i := 0; i+1 < len(pairs); i += 2 {
		if pairs[i+1] == "" {
			return errors.New(pairs[i] + " is required")
		}
	}
	return nil
}

// routeLibraryLogs sends go-redis's own lines (process-wide: go-redis has
// one logger) through log, at most one per message class per
// liblog.DefaultEvery. asynq's go through the worker's logger.
func routeLibraryLogs(log *logrus.Entry) {
	redis.SetLogger(liblog.NewRedis(log, liblog.NewLimiter(liblog.DefaultEvery, time.Now)))
}

// newLogger builds the process logger from the checked config.
func newLogger(c Config) *logrus.Entry {
	l := logrus.New()
	l.SetOutput(os.Stderr)
	lvl, _ := logrus.ParseLevel(c.LogLevel)
	l.SetLevel(lvl)
	if c.LogFormat == "json" {
		l.SetFormatter(&logrus.JSONFormatter{})
	} else {
		l.SetFormatter(&logrus.TextFormatter{FullTimestamp: true})
	}
	return logrus.NewEntry(l)
}
