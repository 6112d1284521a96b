package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/app"
	"github.com/inkd/inkd/internal/liblog"
	"github.com/inkd/inkd/worker"
	"github.com/inkd/inkd/worker/batcher"
	"github.com/inkd/inkd/worker/reconcile"
	"github.com/inkd/inkd/worker/takeover"
)

// Config is everything the inkd commands read from flags and the
// environment. Flags win over environment variables; each flag names its
// variable in its usage text. Only this package reads the environment.
type Config struct {
	// Listen is the API's host:port (INKD_LISTEN). Default 127.0.0.1:8080.
	Listen string
	// PublicURL is the API's absolute base URL as clients see it
	// (INKD_PUBLIC_URL). Default: derived from each request.
	PublicURL string
	// RedisURL is redis://… or rediss://… (REDIS_URL). dev: empty runs an
	// embedded Redis.
	RedisURL string
	// RPCURL is the chain's JSON-RPC endpoint (RPC_URL). dev: empty runs the
	// embedded chain.
	RPCURL string
	// RPCListen is where dev serves the embedded chain's JSON-RPC. Default
	// 127.0.0.1:8545.
	RPCListen string
	// BlockPeriod of the embedded chain. Default 2 s; 0 seals a block per
	// transaction.
	BlockPeriod time.Duration
	// DeploymentFile is the JSON written by `inkd deploy` (DEPLOYMENT_FILE).
	DeploymentFile string
	// Signers are the settler keys the worker signs with (SIGNER_KEYS,
	// SIGNER_KEYSTORES, SIGNER_PASSWORD_FILE, SIGNER_DRAIN,
	// SIGNER_LOW_BALANCE).
	Signers signerSettings
	// DataDir keeps dev's chain and storage on disk (INKD_DATA_DIR). Empty:
	// in memory / a temporary directory.
	DataDir string
	// StorageDir is where the local storage driver keeps items
	// (STORAGE_DIR). Default: DataDir/storage, or a temporary directory.
	StorageDir string
	// StorageDriver is "local" or "turbo" (STORAGE_DRIVER). Default local in
	// dev, turbo otherwise.
	StorageDriver string
	// GatewayURL is the public gateway base for content URLs (GATEWAY_URL).
	GatewayURL string
	// StorageKey signs ANS-104 data items, hex (STORAGE_KEY). Default in
	// dev and with the local driver: devchain.StorageKey().
	StorageKey string
	// TurboURL is the Turbo upload service (TURBO_URL). Default
	// https://upload.ardrive.io.
	TurboURL string
	// TurboPaymentURL is the Turbo payment service asked for prices
	// (TURBO_PAYMENT_URL). Default https://payment.ardrive.io.
	TurboPaymentURL string
	// Stage is how staged uploads reach the workers: redis or dir (STAGE).
	// Default redis.
	Stage string
	// StageDir is the shared directory of STAGE=dir (STAGE_DIR).
	StageDir string
	// SpoolDir holds uploads while they are signed (UPLOAD_SPOOL_DIR).
	// Default the system temporary directory.
	SpoolDir string
	// PriceSource is fixed or turbo (PRICE_SOURCE). Default fixed with the
	// local driver, turbo with the turbo driver.
	PriceSource string
	// PricePerMiB is the fixed price in USDC base units per MiB
	// (PRICE_PER_MIB). Default 10000 (0.01 USDC).
	PricePerMiB int
	// ARUSD is a fixed AR price in USD for the gateway price fallback
	// (AR_USD).
	ARUSD string
	// ARUSDURL and ARUSDPath locate the AR price in USD in a JSON document,
	// for the gateway price fallback (AR_USD_URL, AR_USD_PATH). Default
	// CoinGecko's simple price API; "off" disables the fallback.
	ARUSDURL  string
	ARUSDPath string
	// LogLevel is a logrus level (LOG_LEVEL). Default info.
	LogLevel string
	// LogFormat is "text" or "json" (LOG_FORMAT). Default json, text in dev.
	LogFormat string
	// Concurrency is the number of tasks a worker runs at once
	// (WORKER_CONCURRENCY). Default worker.DefaultConcurrency: paid writes
	// mostly wait for blocks.
	Concurrency int
	// WatchUntil (WATCH_UNTIL): txmgr.Config.WatchUntil.
	WatchUntil string
	// TxExplorerURL (TX_EXPLORER_URL) is where the explorer's pages link
	// transactions: api.Config.TxExplorerURL.
	TxExplorerURL string
	// TakeoverLease (TAKEOVER_LEASE): worker.Config.TakeoverLease.
	TakeoverLease time.Duration
	// BatchMaxItems is the most paid writes folded into one transaction
	// (BATCH_MAX_ITEMS); 1 turns folding off. Default
	// batcher.DefaultMaxItems.
	BatchMaxItems int
	// BatchMaxGas is the planned gas of one batch at most (BATCH_MAX_GAS).
	// Default batcher.DefaultMaxGas.
	BatchMaxGas int
	// BatchWait is how long the first waiting paid write waits for others
	// (BATCH_WAIT), at most batcher.MaxWait. Default 0: at once.
	BatchWait time.Duration
	// Confirmations is the depth at which a paid write's transaction is
	// final and its 201 sent (CONFIRMATIONS). Default
	// txmgr.BaseConfirmations for the worker, 1 (final on inclusion) in dev;
	// 0 means the same as 1.
	Confirmations int
	// SentErrors is a comma-separated list of send-error fragments that mean
	// the node already holds the transaction (SENT_ERRORS), for a provider
	// whose wording inkd does not know. Default none.
	SentErrors string
	// ReconcileInterval is how often a worker looks for stranded paid
	// writes (RECONCILE_INTERVAL). Default 30s.
	ReconcileInterval time.Duration
	// ReconcileGrace is how old a payment reservation without a job must be
	// before the reconciler queues its job or releases it
	// (RECONCILE_GRACE). Default 2m.
	ReconcileGrace time.Duration
	// CORSOrigins allowed to call the API (CORS_ORIGINS). Default *.
	CORSOrigins []string
	// TrustedProxies whose X-Forwarded-For is believed (TRUSTED_PROXIES).
	TrustedProxies []string
	// MaxConns caps the API's open connections (INKD_MAX_CONNS). Default
	// api.DefaultMaxConns; negative: no cap.
	MaxConns int
	// MaxConnsPerClient caps one client address's open connections
	// (INKD_MAX_CONNS_PER_CLIENT). Default api.DefaultMaxConnsPerClient;
	// negative: no cap.
	MaxConnsPerClient int
	// HeaderTimeout bounds the arrival of a request's headers
	// (INKD_HEADER_TIMEOUT). Default api.DefaultHeaderTimeout.
	HeaderTimeout time.Duration
	// BodyTimeout bounds the arrival of a request's body
	// (INKD_BODY_TIMEOUT). Default api.DefaultBodyTimeout.
	BodyTimeout time.Duration
	// IdleTimeout closes kept-alive connections idle this long
	// (INKD_IDLE_TIMEOUT). Default api.DefaultIdleTimeout.
	IdleTimeout time.Duration
	// StatusCacheTTL is how long GET /v1/status reuses a chain reading
	// (INKD_STATUS_CACHE_TTL). Default api.DefaultStatusCacheTTL;
	// negative: no cache.
	StatusCacheTTL time.Duration
	// ReadsPerMinute, WritesPerMinute are the rate limits per client
	// address and per paying wallet (INKD_READS_PER_MINUTE,
	// INKD_WRITES_PER_MINUTE). Defaults the spec's 100 and 20; negative:
	// no limit.
	ReadsPerMinute, WritesPerMinute int
	// UnpaidWritesPerMinute limits write requests without a valid payment
	// per client address (INKD_UNPAID_WRITES_PER_MINUTE). Default
	// api.DefaultUnpaidWritesPerMinute; negative: no limit.
	UnpaidWritesPerMinute int
	// PayerFailuresPerClient refuses a client address's paid writes once
	// its payers caused that many on-chain failures in the last hour
	// (INKD_PAYER_FAILURES_PER_CLIENT). Default
	// api.DefaultPayerFailuresPerClient; negative: never.
	PayerFailuresPerClient int
	// UploadBytesPerClientHour and UploadBytesPerDay are the upload quotas
	// per client address per hour and for all clients per UTC day
	// (INKD_UPLOAD_BYTES_PER_CLIENT_HOUR, INKD_UPLOAD_BYTES_PER_DAY).
	// Defaults api.DefaultUploadBytes*; negative: no quota.
	UploadBytesPerClientHour, UploadBytesPerDay int64
	// StageMaxBytes bounds the bytes staged at once (STAGE_MAX_BYTES).
	// Default app.DefaultStageMaxBytes; negative: no bound.
	StageMaxBytes int64
	// WriteWait is how long a paid write waits before answering 202
	// (INKD_WRITE_WAIT). Default api.DefaultWriteWait.
	WriteWait time.Duration
	// BatchMaxVersions is the most versions of one batch push
	// (BATCH_MAX_VERSIONS). Default api.DefaultBatchMaxVersions.
	BatchMaxVersions int
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
	// after SIGTERM or SIGINT (SHUTDOWN_TIMEOUT). Default
	// worker.DefaultShutdownTimeout.
	ShutdownTimeout time.Duration
	// Reads are the caps of the version diff and the event streams
	// (INKD_DIFF_*, INKD_STREAMS_PER_CLIENT, INKD_MAX_STREAMS). Defaults
	// api.Default*.
	Reads api.ReadLimits
}

// env returns the variable's value or def.
func env(name, def string) string {
	if v, ok := os.LookupEnv(name); ok && v != "" {
		return v
	}
	return def
}

func envDuration(name string, def time.Duration) time.Duration {
	v := env(name, "")
	if v == "" {
		return def
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		badEnv.add(fmt.Errorf("%s=%q is not a duration (e.g. 30s)", name, v))
		return def
	}
	return d
}

func envInt(name string, def int) int {
	v := env(name, "")
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		badEnv.add(fmt.Errorf("%s=%q is not a whole number", name, v))
		return def
	}
	return n
}

// envBool reads a boolean variable (1, true, 0, false, …); unset is false.
func envBool(name string) bool {
	v := env(name, "")
	if v == "" {
		return false
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		badEnv.add(fmt.Errorf("%s=%q is not a boolean (1 or 0)", name, v))
	}
	return b
}

// envErrors collects the environment variables whose values could not be
// parsed while a command binds its flags; parseFlags refuses to go on
// while it holds any, so a wrong value fails at once, named, instead of
// being replaced by a default. The process runs one command: parseFlags
// empties it.
type envErrors struct {
	mu   sync.Mutex
	errs []error
}

var badEnv envErrors

func (e *envErrors) add(err error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.errs = append(e.errs, err)
}

// take returns the collected errors joined (nil when none) and forgets
// them.
func (e *envErrors) take() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	err := errors.Join(e.errs...)
	e.errs = nil
	return err
}

func splitList(v string) []string {
	var out []string
	for _, p := range strings.Split(v, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// listFlag is a comma-separated flag.
type listFlag struct{ v *[]string }

func (l listFlag) String() string {
	if l.v == nil {
		return ""
	}
	return strings.Join(*l.v, ",")
}
func (l listFlag) Set(s string) error { *l.v = splitList(s); return nil }

// secret is a string flag whose value is never printed: usage shows no
// default (the default may come from the environment and be a key), and
// the flag package has no invalid value to quote because Set never fails.
type secret struct{ p *string }

func (s secret) String() string     { return "" }
func (s secret) Set(v string) error { *s.p = v; return nil }

// secretVar binds a secret string flag defaulting to the variable envName.
func secretVar(fs *flag.FlagSet, p *string, name, envName, usage string) {
	*p = env(envName, "")
	fs.Var(secret{p}, name, usage)
}

// secretList is a listFlag whose value is never printed.
type secretList struct{ listFlag }

func (secretList) String() string { return "" }

// bindCommon registers the flags every command shares.
func (c *Config) bindCommon(fs *flag.FlagSet, defaultFormat string) {
	fs.StringVar(&c.LogLevel, "log-level", env("LOG_LEVEL", "info"), "log level: debug, info, warn, error (LOG_LEVEL)")
	fs.StringVar(&c.LogFormat, "log-format", env("LOG_FORMAT", defaultFormat), "log format: text or json (LOG_FORMAT)")
	// URLs may carry a password or an API key: their defaults stay unshown.
	secretVar(fs, &c.RedisURL, "redis-url", "REDIS_URL", "Redis URL (REDIS_URL)")
	secretVar(fs, &c.RPCURL, "rpc-url", "RPC_URL", "chain JSON-RPC URL; serve and worker take several, comma separated, the first preferred (RPC_URL or RPC_URLS)")
	if urls := env("RPC_URLS", ""); urls != "" {
		c.RPCURL = urls
	}
	fs.StringVar(&c.DeploymentFile, "deployment", env("DEPLOYMENT_FILE", ""), "deployment file written by 'inkd deploy' (DEPLOYMENT_FILE)")
}

// bindStartup registers the start-up wait of serve and worker (the
// commands that wait for Redis and the chain).
func (c *Config) bindStartup(fs *flag.FlagSet) {
	fs.DurationVar(&c.StartupWait, "startup-wait", envDuration("STARTUP_WAIT", app.DefaultStartupWait), "how long to wait at start for Redis, then for a chain provider, to answer before giving up (STARTUP_WAIT)")
	fs.IntVar(&c.RedisPoolSize, "redis-pool-size", envInt("REDIS_POOL_SIZE", 0), "Redis connections open at most; 0: WORKER_CONCURRENCY or INKD_MAX_CONNS plus 64, at least 256 (REDIS_POOL_SIZE)")
	fs.BoolVar(&c.ResetDeployment, "reset-deployment", envBool("RESET_DEPLOYMENT"), "record this deployment in Redis in place of another one recorded there (RESET_DEPLOYMENT=1)")
}

// bindShutdown registers the shutdown bound of the long-running commands.
func (c *Config) bindShutdown(fs *flag.FlagSet) {
	fs.DurationVar(&c.ShutdownTimeout, "shutdown-timeout", envDuration("SHUTDOWN_TIMEOUT", worker.DefaultShutdownTimeout), "how long to take at most to stop after SIGTERM: waiting requests are answered 202 at once, running tasks handed back (SHUTDOWN_TIMEOUT)")
}

// checkShutdown validates ShutdownTimeout.
func (c *Config) checkShutdown() error {
	if c.ShutdownTimeout <= 0 {
		return fmt.Errorf("SHUTDOWN_TIMEOUT (--shutdown-timeout) %v: want a positive duration", c.ShutdownTimeout)
	}
	return nil
}

// defaultTxExplorer is Base's block explorer.
const defaultTxExplorer = "https://basescan.org"

func (c *Config) bindAPI(fs *flag.FlagSet) {
	fs.StringVar(&c.Listen, "listen", env("INKD_LISTEN", "127.0.0.1:8080"), "API listen address (INKD_LISTEN)")
	fs.StringVar(&c.PublicURL, "public-url", env("INKD_PUBLIC_URL", ""), "absolute URL clients reach the API at (INKD_PUBLIC_URL)")
	fs.StringVar(&c.TxExplorerURL, "tx-explorer-url", env("TX_EXPLORER_URL", defaultTxExplorer), "block explorer the explorer's pages link transactions to, as URL/tx/<hash>; empty: no links (TX_EXPLORER_URL; inkd dev: none, its chain is local)")
	c.CORSOrigins = splitList(env("CORS_ORIGINS", "*"))
	fs.Var(listFlag{&c.CORSOrigins}, "cors-origins", "allowed browser origins, comma separated (CORS_ORIGINS)")
	c.TrustedProxies = splitList(env("TRUSTED_PROXIES", ""))
	fs.Var(listFlag{&c.TrustedProxies}, "trusted-proxies", "proxy addresses whose X-Forwarded-For is trusted (TRUSTED_PROXIES)")
	fs.IntVar(&c.MaxConns, "max-conns", envInt("INKD_MAX_CONNS", api.DefaultMaxConns), "open connections at most, all clients; negative: no cap (INKD_MAX_CONNS)")
	fs.IntVar(&c.MaxConnsPerClient, "max-conns-per-client", envInt("INKD_MAX_CONNS_PER_CLIENT", api.DefaultMaxConnsPerClient), "open connections at most per client address (IPv6: /64); negative: no cap (INKD_MAX_CONNS_PER_CLIENT)")
	fs.DurationVar(&c.HeaderTimeout, "header-timeout", envDuration("INKD_HEADER_TIMEOUT", api.DefaultHeaderTimeout), "time for a request's headers to arrive (INKD_HEADER_TIMEOUT)")
	fs.DurationVar(&c.BodyTimeout, "body-timeout", envDuration("INKD_BODY_TIMEOUT", api.DefaultBodyTimeout), "time for a request's body to arrive after its headers (INKD_BODY_TIMEOUT)")
	fs.DurationVar(&c.IdleTimeout, "idle-timeout", envDuration("INKD_IDLE_TIMEOUT", api.DefaultIdleTimeout), "idle time after which a kept-alive connection is closed (INKD_IDLE_TIMEOUT)")
	fs.IntVar(&c.ReadsPerMinute, "reads-per-minute", envInt("INKD_READS_PER_MINUTE", api.DefaultReadsPerMinute), "reads per minute per client address; negative: no limit (INKD_READS_PER_MINUTE)")
	fs.IntVar(&c.WritesPerMinute, "writes-per-minute", envInt("INKD_WRITES_PER_MINUTE", api.DefaultWritesPerMinute), "paid writes per minute per wallet; negative: no limit (INKD_WRITES_PER_MINUTE)")
	fs.IntVar(&c.UnpaidWritesPerMinute, "unpaid-writes-per-minute", envInt("INKD_UNPAID_WRITES_PER_MINUTE", api.DefaultUnpaidWritesPerMinute), "write requests without a valid payment (402s, refused payments) per minute per client address; negative: no limit (INKD_UNPAID_WRITES_PER_MINUTE)")
	fs.IntVar(&c.PayerFailuresPerClient, "payer-failures-per-client", envInt("INKD_PAYER_FAILURES_PER_CLIENT", api.DefaultPayerFailuresPerClient), "on-chain failures caused by payers one client address may send per hour before its paid writes are refused; negative: never (INKD_PAYER_FAILURES_PER_CLIENT)")
	fs.Int64Var(&c.UploadBytesPerClientHour, "upload-bytes-per-client-hour", int64(envInt("INKD_UPLOAD_BYTES_PER_CLIENT_HOUR", api.DefaultUploadBytesPerClientHour)), "bytes of files one client address may upload per clock hour; negative: no quota (INKD_UPLOAD_BYTES_PER_CLIENT_HOUR)")
	fs.Int64Var(&c.UploadBytesPerDay, "upload-bytes-per-day", int64(envInt("INKD_UPLOAD_BYTES_PER_DAY", api.DefaultUploadBytesPerDay)), "bytes of files all clients together may upload per UTC day; negative: no quota (INKD_UPLOAD_BYTES_PER_DAY)")
	fs.IntVar(&c.BatchMaxVersions, "batch-max-versions", envInt("BATCH_MAX_VERSIONS", api.DefaultBatchMaxVersions), "most versions of one batch push; more are refused batch_too_large (BATCH_MAX_VERSIONS)")
	fs.DurationVar(&c.WriteWait, "write-wait", envDuration("INKD_WRITE_WAIT", api.DefaultWriteWait), "how long a paid write waits for its transaction before answering 202 (INKD_WRITE_WAIT)")
	fs.Int64Var(&c.Reads.DiffLimit, "diff-limit", int64(envInt("INKD_DIFF_LIMIT", api.DefaultDiffLimit)), "content per side, in bytes, a version diff compares line by line (INKD_DIFF_LIMIT)")
	fs.IntVar(&c.Reads.DiffBudget, "diff-budget", envInt("INKD_DIFF_BUDGET", api.DefaultDiffBudget), "work steps of one line diff before it answers too_different (INKD_DIFF_BUDGET)")
	fs.IntVar(&c.Reads.DiffConcurrency, "diff-concurrency", envInt("INKD_DIFF_CONCURRENCY", api.DefaultDiffConcurrency), "uncached version diffs computed at once; more answer 503 (INKD_DIFF_CONCURRENCY)")
	fs.Int64Var(&c.Reads.DiffCacheBytes, "diff-cache-bytes", int64(envInt("INKD_DIFF_CACHE_BYTES", api.DefaultDiffCacheBytes)), "bytes of diff outcomes kept in memory (INKD_DIFF_CACHE_BYTES)")
	fs.IntVar(&c.Reads.StreamsPerClient, "streams-per-client", envInt("INKD_STREAMS_PER_CLIENT", api.DefaultStreamsPerClient), "live event streams per client address; more answer 429 (INKD_STREAMS_PER_CLIENT)")
	fs.IntVar(&c.Reads.MaxStreams, "max-streams", envInt("INKD_MAX_STREAMS", api.DefaultMaxStreams), "live event streams per process; more answer 429 (INKD_MAX_STREAMS)")
	fs.DurationVar(&c.StatusCacheTTL, "status-cache-ttl", envDuration("INKD_STATUS_CACHE_TTL", api.DefaultStatusCacheTTL), "how long /v1/status reuses one chain reading; negative: none (INKD_STATUS_CACHE_TTL)")
}

func (c *Config) bindStorage(fs *flag.FlagSet, defaultDriver string) {
	fs.StringVar(&c.StorageDriver, "storage-driver", env("STORAGE_DRIVER", defaultDriver), "storage driver: local or turbo (STORAGE_DRIVER)")
	fs.StringVar(&c.StorageDir, "storage-dir", env("STORAGE_DIR", ""), "directory of the local storage driver (STORAGE_DIR)")
	fs.StringVar(&c.GatewayURL, "gateway-url", env("GATEWAY_URL", ""), "public gateway base URL for content (GATEWAY_URL)")
	secretVar(fs, &c.StorageKey, "storage-key", "STORAGE_KEY", "hex key that signs ANS-104 data items; its Turbo account pays for uploads (STORAGE_KEY)")
	fs.StringVar(&c.TurboURL, "turbo-url", env("TURBO_URL", ""), "Turbo upload service URL; default https://upload.ardrive.io (TURBO_URL)")
	fs.StringVar(&c.TurboPaymentURL, "turbo-payment-url", env("TURBO_PAYMENT_URL", ""), "Turbo payment service URL for prices; default https://payment.ardrive.io (TURBO_PAYMENT_URL)")
	fs.StringVar(&c.Stage, "stage", env("STAGE", "redis"), "how uploads reach the workers: redis or dir (STAGE)")
	fs.StringVar(&c.StageDir, "stage-dir", env("STAGE_DIR", ""), "directory shared by API and workers with --stage dir (STAGE_DIR)")
	fs.Int64Var(&c.StageMaxBytes, "stage-max-bytes", int64(envInt("STAGE_MAX_BYTES", app.DefaultStageMaxBytes)), "bytes staged at once, all processes together; past it uploads are answered 503; negative: no bound (STAGE_MAX_BYTES)")
	fs.StringVar(&c.SpoolDir, "upload-spool-dir", env("UPLOAD_SPOOL_DIR", ""), "where uploads are kept while signed; default the temporary directory (UPLOAD_SPOOL_DIR)")
	fs.StringVar(&c.PriceSource, "price-source", env("PRICE_SOURCE", ""), "storage prices: fixed or turbo; default fixed with the local driver, turbo with turbo (PRICE_SOURCE)")
	fs.IntVar(&c.PricePerMiB, "price-per-mib", envInt("PRICE_PER_MIB", 0), "fixed storage price in USDC base units per MiB; default 10000 (PRICE_PER_MIB)")
	fs.StringVar(&c.ARUSD, "ar-usd", env("AR_USD", ""), "fixed AR price in USD for the gateway price fallback (AR_USD)")
	fs.StringVar(&c.ARUSDURL, "ar-usd-url", env("AR_USD_URL", ""), "JSON URL of the AR price in USD for the gateway price fallback; default CoinGecko, off disables (AR_USD_URL)")
	fs.StringVar(&c.ARUSDPath, "ar-usd-path", env("AR_USD_PATH", ""), "dot path to the price in the AR_USD_URL document (AR_USD_PATH)")
}

func (c *Config) bindWorker(fs *flag.FlagSet) {
	c.Signers.bind(fs)
	fs.IntVar(&c.Concurrency, "concurrency", envInt("WORKER_CONCURRENCY", worker.DefaultConcurrency), "tasks run at once (WORKER_CONCURRENCY)")
	fs.DurationVar(&c.TakeoverLease, "takeover-lease", envDuration("TAKEOVER_LEASE", takeover.DefaultLease), "how long a worker process may be silent before another takes over its running paid writes; negative: off (TAKEOVER_LEASE)")
	c.bindTxMgr(fs, txmgr.BaseConfirmations)
	c.bindBatch(fs)
	fs.DurationVar(&c.ReconcileInterval, "reconcile-interval", envDuration("RECONCILE_INTERVAL", reconcile.DefaultInterval), "how often stranded paid writes are looked for (RECONCILE_INTERVAL)")
	fs.DurationVar(&c.ReconcileGrace, "reconcile-grace", envDuration("RECONCILE_GRACE", reconcile.DefaultGrace), "age of a payment reservation without a job before it is reconciled (RECONCILE_GRACE)")
}

// bindBatch registers the flags of multi-payer batches.
func (c *Config) bindBatch(fs *flag.FlagSet) {
	fs.IntVar(&c.BatchMaxItems, "batch-max-items", envInt("BATCH_MAX_ITEMS", batcher.DefaultMaxItems), "most paid writes of several payers folded into one transaction; 1: off (BATCH_MAX_ITEMS)")
	fs.IntVar(&c.BatchMaxGas, "batch-max-gas", envInt("BATCH_MAX_GAS", batcher.DefaultMaxGas), "planned gas of one batch transaction at most (BATCH_MAX_GAS)")
	fs.DurationVar(&c.BatchWait, "batch-wait", envDuration("BATCH_WAIT", 0), "how long the first waiting paid write waits for others to fold in; 0: at once (BATCH_WAIT)")
}

// batchConfig is the batches' configuration from the flags.
func (c *Config) batchConfig() (batcher.Config, error) {
	if c.BatchMaxItems < 1 {
		return batcher.Config{}, fmt.Errorf("BATCH_MAX_ITEMS (--batch-max-items) %d: want 1 (off) or more", c.BatchMaxItems)
	}
	if c.BatchMaxGas <= 0 {
		return batcher.Config{}, fmt.Errorf("BATCH_MAX_GAS (--batch-max-gas) %d: want a positive gas amount", c.BatchMaxGas)
	}
	b := batcher.Config{MaxItems: c.BatchMaxItems, MaxGas: uint64(c.BatchMaxGas), Wait: c.BatchWait}
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

// bindTxMgr registers the transaction manager's flags; confirmations is
// the command's default depth.
func (c *Config) bindTxMgr(fs *flag.FlagSet, confirmations int) {
	fs.IntVar(&c.Confirmations, "confirmations", envInt("CONFIRMATIONS", confirmations),
		"blocks deep a transaction must be before a paid write is final; 0 or 1: on inclusion (CONFIRMATIONS)")
	fs.StringVar(&c.WatchUntil, "watch-until", env("WATCH_UNTIL", txmgr.WatchFinalized),
		"head a paid write's transaction stays watched until (deep reorgs followed, the job corrected): finalized or safe (WATCH_UNTIL)")
	fs.StringVar(&c.SentErrors, "sent-errors", env("SENT_ERRORS", ""),
		"comma-separated fragments of a provider's send errors that mean it already holds the transaction (SENT_ERRORS)")
}

// txmgrConfig is the transaction manager's configuration from the flags;
// the chain id is filled in by the app.
func (c *Config) txmgrConfig() (txmgr.Config, error) {
	if c.Confirmations < 0 {
		return txmgr.Config{}, fmt.Errorf("CONFIRMATIONS (--confirmations) %d is negative", c.Confirmations)
	}
	var sent []string
	for _, f := range strings.Split(c.SentErrors, ",") {
		if f = strings.TrimSpace(f); f != "" {
			sent = append(sent, f)
		}
	}
	if c.WatchUntil != txmgr.WatchFinalized && c.WatchUntil != txmgr.WatchSafe {
		return txmgr.Config{}, fmt.Errorf("WATCH_UNTIL (--watch-until) %q: want finalized or safe", c.WatchUntil)
	}
	return txmgr.Config{Confirmations: uint64(c.Confirmations), SentErrors: sent, WatchUntil: c.WatchUntil}, nil
}

// bindMetrics registers the operations server's address; def is the
// default when METRICS_LISTEN is unset.
func (c *Config) bindMetrics(fs *flag.FlagSet, def string) {
	fs.StringVar(&c.MetricsListen, "metrics-listen", env("METRICS_LISTEN", def), "host:port serving /metrics, /healthz and /readyz; empty: off (METRICS_LISTEN)")
}

// checkLog validates the logging fields.
func (c *Config) checkLog() error {
	if _, err := logrus.ParseLevel(c.LogLevel); err != nil {
		return fmt.Errorf("log-level %q: %w", c.LogLevel, err)
	}
	if c.LogFormat != "text" && c.LogFormat != "json" {
		return fmt.Errorf("log-format %q: want text or json", c.LogFormat)
	}
	return nil
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
