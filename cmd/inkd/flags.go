package main

import (
	"flag"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/cmd/inkd/app"
	"github.com/inkd/inkd/storage/setup"
	"github.com/inkd/inkd/worker"
	"github.com/inkd/inkd/worker/batcher"
	"github.com/inkd/inkd/worker/claims"
	"github.com/inkd/inkd/worker/reconcile"
	"github.com/inkd/inkd/worker/takeover"
)

// The flags of the service commands (dev, serve, worker, deploy) and the
// variables they default from, in one table: each flag is bound straight
// into the field of Config that holds it, most of them in a package's own
// Config. Flags win over variables; each usage text ends with its
// variable in parentheses, which the configuration reference
// (docs/configuration.md, checked by ops/config_reference_test.go) follows.

// flagSet returns the flags of service command name (dev, serve or
// worker), bound into c.
func (c *Config) flagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet("inkd "+name, flag.ContinueOnError)
	switch name {
	case "dev":
		c.bindCommon(fs, "text")
		c.bindAPI(fs)
		c.bindStorage(fs, setup.DriverLocal)
		c.bindDev(fs)
		c.bindMetrics(fs, "127.0.0.1:0")
		c.bindTxMgr(fs, 1) // the embedded chain does not reorg
		c.bindShutdown(fs)
		c.bindBatch(fs)
		c.bindClaims(fs)
	case "serve":
		c.bindCommon(fs, "json")
		c.bindStartup(fs)
		c.bindShutdown(fs)
		c.bindAPI(fs)
		c.bindStorage(fs, setup.DriverTurbo)
		c.bindMetrics(fs, "")
	case "worker":
		c.bindCommon(fs, "json")
		c.bindStartup(fs)
		c.bindShutdown(fs)
		c.bindStorage(fs, setup.DriverTurbo)
		c.bindWorker(fs)
		c.bindMetrics(fs, "")
	default:
		panic("flagSet: no service command " + name)
	}
	return fs
}

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

// bindMetrics registers the operations server's address; def is the
// default when METRICS_LISTEN is unset.
func (c *Config) bindMetrics(fs *flag.FlagSet, def string) {
	fs.StringVar(&c.MetricsListen, "metrics-listen", env("METRICS_LISTEN", def), "host:port serving /metrics, /healthz and /readyz; empty: off (METRICS_LISTEN)")
}

// defaultTxExplorer is Base's block explorer.
const defaultTxExplorer = "https://basescan.org"

// bindAPI registers the API's listen address and api.Config.
func (c *Config) bindAPI(fs *flag.FlagSet) {
	a := &c.API
	fs.StringVar(&c.Listen, "listen", env("INKD_LISTEN", "127.0.0.1:8080"), "API listen address (INKD_LISTEN)")
	fs.StringVar(&a.PublicURL, "public-url", env("INKD_PUBLIC_URL", ""), "absolute URL clients reach the API at (INKD_PUBLIC_URL)")
	fs.StringVar(&a.TxExplorerURL, "tx-explorer-url", env("TX_EXPLORER_URL", defaultTxExplorer), "block explorer the explorer's pages link transactions to, as URL/tx/<hash>; empty: no links (TX_EXPLORER_URL; inkd dev: none, its chain is local)")
	listVar(fs, &a.CORSOrigins, "cors-origins", "CORS_ORIGINS", "*", "allowed browser origins, comma separated (CORS_ORIGINS)")
	listVar(fs, &a.TrustedProxies, "trusted-proxies", "TRUSTED_PROXIES", "", "proxy addresses whose X-Forwarded-For is trusted (TRUSTED_PROXIES)")
	fs.IntVar(&a.MaxConns, "max-conns", envInt("INKD_MAX_CONNS", api.DefaultMaxConns), "open connections at most, all clients; negative: no cap (INKD_MAX_CONNS)")
	fs.IntVar(&a.MaxConnsPerClient, "max-conns-per-client", envInt("INKD_MAX_CONNS_PER_CLIENT", api.DefaultMaxConnsPerClient), "open connections at most per client address (IPv6: /64); negative: no cap (INKD_MAX_CONNS_PER_CLIENT)")
	fs.DurationVar(&a.HeaderTimeout, "header-timeout", envDuration("INKD_HEADER_TIMEOUT", api.DefaultHeaderTimeout), "time for a request's headers to arrive (INKD_HEADER_TIMEOUT)")
	fs.DurationVar(&a.BodyTimeout, "body-timeout", envDuration("INKD_BODY_TIMEOUT", api.DefaultBodyTimeout), "time for a request's body to arrive after its headers (INKD_BODY_TIMEOUT)")
	fs.DurationVar(&a.IdleTimeout, "idle-timeout", envDuration("INKD_IDLE_TIMEOUT", api.DefaultIdleTimeout), "idle time after which a kept-alive connection is closed (INKD_IDLE_TIMEOUT)")
	fs.IntVar(&a.ReadsPerMinute, "reads-per-minute", envInt("INKD_READS_PER_MINUTE", api.DefaultReadsPerMinute), "reads per minute per client address; negative: no limit (INKD_READS_PER_MINUTE)")
	fs.IntVar(&a.WritesPerMinute, "writes-per-minute", envInt("INKD_WRITES_PER_MINUTE", api.DefaultWritesPerMinute), "paid writes per minute per wallet; negative: no limit (INKD_WRITES_PER_MINUTE)")
	fs.IntVar(&a.UnpaidWritesPerMinute, "unpaid-writes-per-minute", envInt("INKD_UNPAID_WRITES_PER_MINUTE", api.DefaultUnpaidWritesPerMinute), "write requests without a valid payment (402s, refused payments) per minute per client address; negative: no limit (INKD_UNPAID_WRITES_PER_MINUTE)")
	fs.IntVar(&a.PayerFailuresPerClient, "payer-failures-per-client", envInt("INKD_PAYER_FAILURES_PER_CLIENT", api.DefaultPayerFailuresPerClient), "on-chain failures caused by payers one client address may send per hour before its paid writes are refused; negative: never (INKD_PAYER_FAILURES_PER_CLIENT)")
	fs.Int64Var(&a.UploadBytesPerClientHour, "upload-bytes-per-client-hour", int64(envInt("INKD_UPLOAD_BYTES_PER_CLIENT_HOUR", api.DefaultUploadBytesPerClientHour)), "bytes of files one client address may upload per clock hour; negative: no quota (INKD_UPLOAD_BYTES_PER_CLIENT_HOUR)")
	fs.Int64Var(&a.UploadBytesPerDay, "upload-bytes-per-day", int64(envInt("INKD_UPLOAD_BYTES_PER_DAY", api.DefaultUploadBytesPerDay)), "bytes of files all clients together may upload per UTC day; negative: no quota (INKD_UPLOAD_BYTES_PER_DAY)")
	fs.IntVar(&a.MultiPushMaxVersions, "batch-max-versions", envInt("BATCH_MAX_VERSIONS", api.DefaultMultiPushMaxVersions), "most versions of one batch push; more are refused batch_too_large (BATCH_MAX_VERSIONS)")
	fs.DurationVar(&a.WriteWait, "write-wait", envDuration("INKD_WRITE_WAIT", api.DefaultWriteWait), "how long a paid write waits for its transaction before answering 202 (INKD_WRITE_WAIT)")
	fs.Int64Var(&a.Reads.DiffLimit, "diff-limit", int64(envInt("INKD_DIFF_LIMIT", api.DefaultDiffLimit)), "content per side, in bytes, a version diff compares line by line (INKD_DIFF_LIMIT)")
	fs.IntVar(&a.Reads.DiffBudget, "diff-budget", envInt("INKD_DIFF_BUDGET", api.DefaultDiffBudget), "work steps of one line diff before it answers too_different (INKD_DIFF_BUDGET)")
	fs.IntVar(&a.Reads.DiffConcurrency, "diff-concurrency", envInt("INKD_DIFF_CONCURRENCY", api.DefaultDiffConcurrency), "uncached version diffs computed at once; more answer 503 (INKD_DIFF_CONCURRENCY)")
	fs.Int64Var(&a.Reads.DiffCacheBytes, "diff-cache-bytes", int64(envInt("INKD_DIFF_CACHE_BYTES", api.DefaultDiffCacheBytes)), "bytes of diff outcomes kept in memory (INKD_DIFF_CACHE_BYTES)")
	fs.IntVar(&a.Reads.StreamsPerClient, "streams-per-client", envInt("INKD_STREAMS_PER_CLIENT", api.DefaultStreamsPerClient), "live event streams per client address; more answer 429 (INKD_STREAMS_PER_CLIENT)")
	fs.IntVar(&a.Reads.MaxStreams, "max-streams", envInt("INKD_MAX_STREAMS", api.DefaultMaxStreams), "live event streams per process; more answer 429 (INKD_MAX_STREAMS)")
	c.bindChannelPayments(fs)
	fs.Uint64Var(&a.Channels.WithdrawDelay, "channel-withdraw-delay", uint64(envInt("INKD_CHANNEL_WITHDRAW_DELAY", api.DefaultChannelWithdrawDelay)), "withdrawal delay in seconds of the channels the 402 offers, 900..2592000 (INKD_CHANNEL_WITHDRAW_DELAY)")
	fs.DurationVar(&a.StatusCacheTTL, "status-cache-ttl", envDuration("INKD_STATUS_CACHE_TTL", api.DefaultStatusCacheTTL), "how long /v1/status reuses one chain reading; negative: none (INKD_STATUS_CACHE_TTL)")
}

// bindStorage registers setup.Config and the storage key and AR price
// sources storageConfig completes it from.
func (c *Config) bindStorage(fs *flag.FlagSet, defaultDriver string) {
	s := &c.Storage
	fs.StringVar(&s.Driver, "storage-driver", env("STORAGE_DRIVER", defaultDriver), "storage driver: local or turbo (STORAGE_DRIVER)")
	fs.StringVar(&s.Dir, "storage-dir", env("STORAGE_DIR", ""), "directory of the local storage driver (STORAGE_DIR)")
	fs.StringVar(&s.GatewayURL, "gateway-url", env("GATEWAY_URL", ""), "public gateway base URL for content (GATEWAY_URL)")
	secretVar(fs, &c.StorageKey, "storage-key", "STORAGE_KEY", "hex key that signs ANS-104 data items; its Turbo account pays for uploads (STORAGE_KEY)")
	fs.StringVar(&s.Turbo.UploadURL, "turbo-url", env("TURBO_URL", ""), "Turbo upload service URL; default https://upload.ardrive.io (TURBO_URL)")
	fs.StringVar(&s.TurboPrice.PaymentURL, "turbo-payment-url", env("TURBO_PAYMENT_URL", ""), "Turbo payment service URL for prices; default https://payment.ardrive.io (TURBO_PAYMENT_URL)")
	fs.StringVar(&s.Stage, "stage", env("STAGE", setup.StageRedis), "how uploads reach the workers: redis or dir (STAGE)")
	fs.StringVar(&s.StageDir, "stage-dir", env("STAGE_DIR", ""), "directory shared by API and workers with --stage dir (STAGE_DIR)")
	fs.Int64Var(&s.StageMaxBytes, "stage-max-bytes", int64(envInt("STAGE_MAX_BYTES", setup.DefaultStageMaxBytes)), "bytes staged at once, all processes together; past it uploads are answered 503; negative: no bound (STAGE_MAX_BYTES)")
	fs.StringVar(&s.SpoolDir, "upload-spool-dir", env("UPLOAD_SPOOL_DIR", ""), "where uploads are kept while signed; default the temporary directory (UPLOAD_SPOOL_DIR)")
	fs.StringVar(&s.Pricing, "price-source", env("PRICE_SOURCE", ""), "storage prices: fixed or turbo; default fixed with the local driver, turbo with turbo (PRICE_SOURCE)")
	fs.Int64Var(&s.FixedPrice.BaseUnitsPerMiB, "price-per-mib", int64(envInt("PRICE_PER_MIB", 0)), "fixed storage price in USDC base units per MiB; default 10000 (PRICE_PER_MIB)")
	fs.StringVar(&c.ARUSD.Fixed, "ar-usd", env("AR_USD", ""), "fixed AR price in USD for the gateway price fallback (AR_USD)")
	fs.StringVar(&c.ARUSD.URL, "ar-usd-url", env("AR_USD_URL", ""), "JSON URL of the AR price in USD for the gateway price fallback; default CoinGecko, off disables (AR_USD_URL)")
	fs.StringVar(&c.ARUSD.Path, "ar-usd-path", env("AR_USD_PATH", ""), "dot path to the price in the AR_USD_URL document (AR_USD_PATH)")
}

// bindWorker registers the worker's settler keys, worker.Config, the
// transaction manager's, the batches' and the reconciler's settings.
func (c *Config) bindWorker(fs *flag.FlagSet) {
	c.bindSigners(fs)
	fs.IntVar(&c.Worker.Concurrency, "concurrency", envInt("WORKER_CONCURRENCY", worker.DefaultConcurrency), "tasks run at once (WORKER_CONCURRENCY)")
	fs.DurationVar(&c.Worker.TakeoverLease, "takeover-lease", envDuration("TAKEOVER_LEASE", takeover.DefaultLease), "how long a worker process may be silent before another takes over its running paid writes; negative: off (TAKEOVER_LEASE)")
	c.bindTxMgr(fs, txmgr.BaseConfirmations)
	c.bindBatch(fs)
	c.bindChannelPayments(fs)
	c.bindClaims(fs)
	fs.DurationVar(&c.Reconcile.Interval, "reconcile-interval", envDuration("RECONCILE_INTERVAL", reconcile.DefaultInterval), "how often stranded paid writes are looked for (RECONCILE_INTERVAL)")
	fs.DurationVar(&c.Reconcile.Grace, "reconcile-grace", envDuration("RECONCILE_GRACE", reconcile.DefaultGrace), "age of a payment reservation without a job before it is reconciled (RECONCILE_GRACE)")
}

// bindSigners registers the sources of the worker's settler keys.
func (c *Config) bindSigners(fs *flag.FlagSet) {
	s := &c.Signers
	s.Keys = splitList(env("SIGNER_KEYS", ""))
	fs.Var(secretList{listFlag{&s.Keys}}, "signer-keys", "settler private keys, hex, comma separated (SIGNER_KEYS)")
	listVar(fs, &s.Keystores, "signer-keystores", "SIGNER_KEYSTORES", "", "settler keys as go-ethereum keystore files or directories of them, comma separated (SIGNER_KEYSTORES)")
	fs.StringVar(&s.PasswordFile, "signer-password-file", env("SIGNER_PASSWORD_FILE", ""), "file holding the password of the settler keystores (SIGNER_PASSWORD_FILE)")
	listVar(fs, &s.Drain, "signer-drain", "SIGNER_DRAIN", "", "addresses of settler keys being rotated out: they finish their own transactions and get no new writes (SIGNER_DRAIN)")
	fs.StringVar(&s.LowBalance, "signer-low-balance", env("SIGNER_LOW_BALANCE", defaultLowBalance), "ETH balance under which a settler key is logged at warn; 0: never (SIGNER_LOW_BALANCE)")
}

// bindBatch registers the flags of multi-payer batches (batcher.Config).
func (c *Config) bindBatch(fs *flag.FlagSet) {
	fs.IntVar(&c.Batch.MaxItems, "batch-max-items", envInt("BATCH_MAX_ITEMS", batcher.DefaultMaxItems), "most paid writes of several payers folded into one transaction; 1: off (BATCH_MAX_ITEMS)")
	fs.IntVar(&c.BatchMaxGas, "batch-max-gas", envInt("BATCH_MAX_GAS", batcher.DefaultMaxGas), "planned gas of one batch transaction at most (BATCH_MAX_GAS)")
	fs.DurationVar(&c.Batch.Wait, "batch-wait", envDuration("BATCH_WAIT", 0), "how long the first waiting paid write waits for others to fold in; 0: at once (BATCH_WAIT)")
}

// bindChannelPayments registers the switch of paying by voucher, one
// setting for both halves: the API offers the scheme, the worker claims
// what landed (its claim loop).
func (c *Config) bindChannelPayments(fs *flag.FlagSet) {
	fs.BoolVar(&c.API.Channels.Enabled, "channel-payments", envOnOff("INKD_CHANNEL_PAYMENTS"), "offer paying by voucher (x402 batch-settlement) beside exact for every paid write and run the workers' claim loop (INKD_CHANNEL_PAYMENTS=on|off)")
}

// bindClaims registers the claim loop's timing (worker/claims), run when
// paying by voucher is on.
func (c *Config) bindClaims(fs *flag.FlagSet) {
	fs.DurationVar(&c.ClaimEvery, "claim-every", envDuration("INKD_CLAIM_EVERY", claims.DefaultEvery), "longest a landed fee paid by voucher waits to be claimed; under 10m, well inside the channels' withdrawal delay (INKD_CLAIM_EVERY)")
	fs.DurationVar(&c.ClaimInterval, "claim-interval", envDuration("INKD_CLAIM_INTERVAL", claims.DefaultInterval), "how often the claim loop reads the channels of paying by voucher (INKD_CLAIM_INTERVAL)")
}

// bindTxMgr registers the transaction manager's flags (txmgr.Config);
// confirmations is the command's default depth.
func (c *Config) bindTxMgr(fs *flag.FlagSet, confirmations int) {
	fs.IntVar(&c.Confirmations, "confirmations", envInt("CONFIRMATIONS", confirmations),
		"blocks deep a transaction must be before a paid write is final; 0 or 1: on inclusion (CONFIRMATIONS)")
	fs.StringVar(&c.Tx.WatchUntil, "watch-until", env("WATCH_UNTIL", txmgr.WatchFinalized),
		"head a paid write's transaction stays watched until (deep reorgs followed, the job corrected): finalized or safe (WATCH_UNTIL)")
	listVar(fs, &c.Tx.SentErrors, "sent-errors", "SENT_ERRORS", "",
		"comma-separated fragments of a provider's send errors that mean it already holds the transaction (SENT_ERRORS)")
}

// bindDev registers what only inkd dev has: the embedded chain
// (devchain.Config) and the data directory.
func (c *Config) bindDev(fs *flag.FlagSet) {
	fs.StringVar(&c.Chain.ListenAddr, "rpc-listen", env("INKD_RPC_LISTEN", devchain.DefaultListenAddr), "embedded chain JSON-RPC address (INKD_RPC_LISTEN)")
	fs.DurationVar(&c.Chain.BlockPeriod, "block-period", envDuration("INKD_BLOCK_PERIOD", devchain.DefaultBlockPeriod), "embedded chain block period; 0 seals a block per transaction (INKD_BLOCK_PERIOD)")
	fs.StringVar(&c.DataDir, "data-dir", env("INKD_DATA_DIR", ""), "keep chain, deployment and content here across restarts; empty keeps them in memory (INKD_DATA_DIR)")
}
