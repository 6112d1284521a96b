package app

import (
	"cmp"
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/ans104"
	"github.com/inkd/inkd/storage/local"
	"github.com/inkd/inkd/storage/pricing"
	"github.com/inkd/inkd/storage/stage"
	"github.com/inkd/inkd/storage/turbo"
	"github.com/inkd/inkd/worker"
)

// Storage drivers, stagers and price sources of StorageConfig.
const (
	// DriverLocal keeps items in a directory the API serves at /ar/<id>
	// (development, tests, single-host setups).
	DriverLocal = "local"
	// DriverTurbo uploads items to an ArDrive Turbo bundler (production).
	DriverTurbo = "turbo"
	// StageRedis stages items in the shared Redis (the default).
	StageRedis = "redis"
	// StageDir stages items in a directory every API and worker mounts.
	StageDir = "dir"
	// PricingFixed charges pricing.FixedConfig's rate (development).
	PricingFixed = "fixed"
	// PricingTurbo asks Turbo, falling back to an Arweave gateway.
	PricingTurbo = "turbo"
)

// Defaults of StorageConfig.
const (
	// GatewayPath is where the API serves the local driver's items.
	GatewayPath = "/ar"
	// DefaultContentSizeTTL is how long the size of a stored item is
	// remembered for push fees: 30 days. A push after that, without
	// contentSize, is charged the minimum fee.
	DefaultContentSizeTTL = 30 * 24 * time.Hour
	// DefaultStageMaxBytes is StorageConfig.StageMaxBytes's default: 1 GiB,
	// twenty uploads of the largest size waiting for a worker.
	DefaultStageMaxBytes = 1 << 30
	// DefaultStagePruneInterval is how often a worker removes expired
	// items from a StageDir directory.
	DefaultStagePruneInterval = time.Hour
	// contentSizePrefix starts the Redis keys of ContentRecords.
	contentSizePrefix = "inkd:content_size:"
)

// StorageConfig configures permanent storage for both halves: the API signs,
// stages and prices uploads and serves the local gateway; the worker stores
// staged items with the driver and builds content URLs. Zero values take
// the defaults named on each field.
type StorageConfig struct {
	// Driver is DriverLocal or DriverTurbo. Default DriverLocal.
	Driver string
	// Dir is the local driver's directory, shared by the API (which
	// serves it) and the worker (which writes it). Required with
	// DriverLocal; `inkd dev` fills it in.
	Dir string
	// GatewayURL is the base of content URLs: the url of an upload result
	// and the storageUrl of a push are GatewayURL + "/" + id. Default: the
	// API's public URL + GatewayPath with DriverLocal (required by the
	// worker, which does not know that URL), turbo.DefaultGatewayURL
	// (https://arweave.net) with DriverTurbo.
	GatewayURL string
	// Key signs the ANS-104 data item of every upload; with DriverTurbo
	// its Turbo account pays for uploads above the free allowance.
	// Required by the API.
	Key *ecdsa.PrivateKey
	// Turbo configures DriverTurbo (UploadURL, timeouts, chunking). Its
	// GatewayURL is ignored: GatewayURL above is used.
	Turbo turbo.Config
	// Stage is StageRedis or StageDir: how a staged item reaches the
	// worker, possibly on another machine. Default StageRedis (costs Redis
	// memory while an item waits: up to 50 MiB per upload in flight).
	Stage string
	// StageDir is the directory of StageDir, mounted by every API and
	// worker process. Required with StageDir.
	StageDir string
	// StageTTL is how long a staged item waits for a worker. Default
	// stage.DefaultTTL (24 h).
	StageTTL time.Duration
	// StageMaxBytes bounds the bytes staged at once, all processes
	// together (counted in Redis, stage.Budget): past it an upload is
	// answered 503 until workers have stored what waits. Default
	// DefaultStageMaxBytes; negative: no bound.
	StageMaxBytes int64
	// SpoolDir holds uploads while the API signs them (up to the upload
	// limit of disk per upload in flight). Default os.TempDir().
	SpoolDir string
	// Pricing is PricingFixed or PricingTurbo. Default PricingFixed with
	// DriverLocal, PricingTurbo with DriverTurbo.
	Pricing string
	// FixedPrice configures PricingFixed.
	FixedPrice pricing.FixedConfig
	// TurboPrice configures PricingTurbo's first source.
	TurboPrice pricing.TurboConfig
	// GatewayPrice configures PricingTurbo's fallback source (an Arweave
	// gateway's price with an AR/USD rate). Zero (neither ARUSD nor
	// ARUSDURL) disables the fallback.
	GatewayPrice pricing.GatewayConfig
	// HTTPClient carries Turbo and price requests. Default a client
	// without an overall timeout (each request has its own).
	HTTPClient *http.Client
}

// withDefaults fills the defaults; publicURL is the API's public base URL
// ("" when unknown, as in a worker).
func (c StorageConfig) withDefaults(publicURL string) StorageConfig {
	if c.Driver == "" {
		c.Driver = DriverLocal
	}
	if c.Stage == "" {
		c.Stage = StageRedis
	}
	if c.GatewayURL == "" {
		switch {
		case c.Driver == DriverTurbo:
			c.GatewayURL = turbo.DefaultGatewayURL
		case publicURL != "":
			c.GatewayURL = strings.TrimRight(publicURL, "/") + GatewayPath
		}
	}
	c.GatewayURL = strings.TrimRight(c.GatewayURL, "/")
	if c.Pricing == "" {
		c.Pricing = PricingFixed
		if c.Driver == DriverTurbo {
			c.Pricing = PricingTurbo
		}
	}
	if c.HTTPClient == nil {
		c.HTTPClient = &http.Client{}
	}
	return c
}

// Check reports the first field that is wrong, after defaults.
func (c StorageConfig) Check() error {
	switch c.Driver {
	case DriverLocal:
		if c.Dir == "" {
			return errors.New("storage: Dir is required with the local driver: the API serves and the worker writes the same directory (STORAGE_DIR)")
		}
	case DriverTurbo:
		if err := c.Turbo.Check(); err != nil {
			return fmt.Errorf("storage: %w", err)
		}
	default:
		return fmt.Errorf("storage: Driver %q: want %s or %s (STORAGE_DRIVER)", c.Driver, DriverLocal, DriverTurbo)
	}
	if c.GatewayURL == "" {
		return errors.New("storage: GatewayURL is required with the local driver when the API's public URL is unknown (GATEWAY_URL)")
	}
	if u, err := url.Parse(c.GatewayURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("storage: GatewayURL %q: want an absolute http(s) URL (GATEWAY_URL)", c.GatewayURL)
	}
	switch c.Stage {
	case StageRedis:
	case StageDir:
		if c.StageDir == "" {
			return errors.New("storage: StageDir is required with the dir stager (STAGE_DIR)")
		}
	default:
		return fmt.Errorf("storage: Stage %q: want %s or %s (STAGE)", c.Stage, StageRedis, StageDir)
	}
	if c.StageTTL < 0 {
		return fmt.Errorf("storage: StageTTL %v is negative", c.StageTTL)
	}
	switch c.Pricing {
	case PricingFixed:
		return c.FixedPrice.Check()
	case PricingTurbo:
		if err := c.TurboPrice.Check(); err != nil {
			return err
		}
		if c.gatewayFallback() {
			return c.GatewayPrice.Check()
		}
		return nil
	}
	return fmt.Errorf("storage: Pricing %q: want %s or %s (PRICE_SOURCE)", c.Pricing, PricingFixed, PricingTurbo)
}

func (c StorageConfig) gatewayFallback() bool {
	return c.GatewayPrice.ARUSD != "" || c.GatewayPrice.ARUSDURL != ""
}

// apiStorage is the API side of storage, built by newAPIStorage.
type apiStorage struct {
	pricer api.Pricer
	sizes  *ContentRecords
	signer ans104.Signer
	stager stage.Stager
	// gateway serves the local driver's items; nil with DriverTurbo.
	gateway http.Handler
	// gatewayURL is the public base URL of stored content.
	gatewayURL string
	spoolDir   string
}

// newAPIStorage builds what the API needs from cfg; publicURL is the API's
// public base URL (the default gateway of the local driver). A non-nil
// pricer replaces cfg's price source.
func newAPIStorage(infra Infra, cfg StorageConfig, publicURL string, pricer api.Pricer, log *logrus.Entry) (*apiStorage, error) {
	cfg = cfg.withDefaults(publicURL)
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if cfg.Key == nil {
		return nil, errors.New("storage: a key to sign uploads is required (STORAGE_KEY)")
	}
	signer, err := ans104.NewEthereumSigner(cfg.Key)
	if err != nil {
		return nil, fmt.Errorf("storage key: %w", err)
	}
	if pricer == nil {
		if pricer, err = cfg.pricer(); err != nil {
			return nil, err
		}
	}
	stager, err := cfg.stager(infra.Redis)
	if err != nil {
		return nil, err
	}
	if cfg.SpoolDir != "" {
		if err := os.MkdirAll(cfg.SpoolDir, 0o750); err != nil {
			return nil, fmt.Errorf("storage: SpoolDir (UPLOAD_SPOOL_DIR): %w", err)
		}
	}
	s := &apiStorage{pricer: pricer, sizes: NewContentRecords(infra.Redis), signer: signer, stager: stager, spoolDir: cfg.SpoolDir, gatewayURL: cfg.GatewayURL}
	if cfg.Driver == DriverLocal {
		d, err := local.New(local.Config{Dir: cfg.Dir, BaseURL: cfg.GatewayURL}, log)
		if err != nil {
			return nil, err
		}
		s.gateway = d
	}
	return s, nil
}

// workerStorage is the worker side of storage, built by newWorkerStorage.
type workerStorage struct {
	uploads *worker.Uploads
	// contentURL is the public URL of an item (push results' storageUrl).
	contentURL func(id string) string
	// background prunes a StageDir directory.
	background []worker.Lifecycle
}

// newWorkerStorage builds the upload handler and the content URLs from cfg.
// wrap, when not nil, wraps the driver (failure injection in tests).
func newWorkerStorage(infra Infra, cfg StorageConfig, wrap func(storage.Driver) storage.Driver, log *logrus.Entry) (*workerStorage, error) {
	cfg = cfg.withDefaults("")
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	var driver storage.Driver
	switch cfg.Driver {
	case DriverLocal:
		d, err := local.New(local.Config{Dir: cfg.Dir, BaseURL: cfg.GatewayURL}, log)
		if err != nil {
			return nil, err
		}
		driver = d
	default:
		tc := cfg.Turbo
		tc.GatewayURL = cfg.GatewayURL
		d, err := turbo.New(tc, cfg.HTTPClient, log)
		if err != nil {
			return nil, err
		}
		driver = d
	}
	if wrap != nil {
		driver = wrap(driver)
	}
	stager, err := cfg.stager(infra.Redis)
	if err != nil {
		return nil, err
	}
	uploads, err := worker.NewUploads(stager, driver, NewContentRecords(infra.Redis), log)
	if err != nil {
		return nil, err
	}
	w := &workerStorage{uploads: uploads, contentURL: driver.URL}
	if dir, ok := stageDir(stager); ok {
		w.background = append(w.background, newStagePruner(dir, DefaultStagePruneInterval, log))
	}
	return w, nil
}

func (c StorageConfig) stager(rdb redis.UniversalClient) (stage.Stager, error) {
	var inner stage.Stager
	var err error
	if c.Stage == StageDir {
		inner, err = stage.NewDir(stage.DirConfig{Dir: c.StageDir, TTL: c.StageTTL}, nil)
	} else {
		inner, err = stage.NewRedis(rdb, stage.RedisConfig{TTL: c.StageTTL})
	}
	if err != nil || c.StageMaxBytes < 0 {
		return inner, err
	}
	return stage.NewBudget(inner, rdb, stage.BudgetConfig{MaxBytes: cmp.Or(c.StageMaxBytes, DefaultStageMaxBytes), TTL: c.StageTTL}, nil)
}

// stageDir returns the directory stager under s, if it is one.
func stageDir(s stage.Stager) (*stage.Dir, bool) {
	if b, ok := s.(*stage.Budget); ok {
		s = b.Inner()
	}
	d, ok := s.(*stage.Dir)
	return d, ok
}

func (c StorageConfig) pricer() (api.Pricer, error) {
	if c.Pricing == PricingFixed {
		return pricing.NewFixed(c.FixedPrice)
	}
	t, err := pricing.NewTurbo(c.TurboPrice, c.HTTPClient, nil)
	if err != nil {
		return nil, err
	}
	sources := []pricing.Pricer{t}
	if c.gatewayFallback() {
		g, err := pricing.NewGateway(c.GatewayPrice, c.HTTPClient, nil)
		if err != nil {
			return nil, err
		}
		sources = append(sources, g)
	}
	return pricing.NewFallback(sources...), nil
}

// stagePruner removes expired items of a StageDir directory: a worker
// Lifecycle. Every worker may run one; removals are idempotent.
type stagePruner struct {
	dir   *stage.Dir
	every time.Duration
	log   *logrus.Entry
	done  chan struct{}
}

func newStagePruner(dir *stage.Dir, every time.Duration, log *logrus.Entry) *stagePruner {
	return &stagePruner{dir: dir, every: every, log: log.WithField("component", "stage_pruner"), done: make(chan struct{})}
}

// Start prunes every interval until Shutdown.
func (p *stagePruner) Start(wg *sync.WaitGroup) {
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(p.every)
		defer t.Stop()
		for {
			select {
			case <-p.done:
				return
			case <-t.C:
				n, err := p.dir.Prune(context.Background())
				if err != nil {
					p.log.WithField("err", err.Error()).Warn("prune staged items")
					continue
				}
				if n > 0 {
					p.log.WithField("removed", n).Info("expired staged items removed")
				}
			}
		}
	}()
}

// Shutdown stops pruning.
func (p *stagePruner) Shutdown() { close(p.done) }

// devStorage completes the storage configuration of `inkd dev`: the local
// driver over dataDir/storage (or a temporary directory, removed by the
// returned cleanup), served under the API's own address, signed with the
// development storage key. apiBase is the API's public base URL.
func devStorage(cfg StorageConfig, dataDir, apiBase string, key *ecdsa.PrivateKey) (StorageConfig, func(), error) {
	cleanup := func() {}
	if cfg.Driver == "" {
		cfg.Driver = DriverLocal
	}
	if cfg.Key == nil {
		cfg.Key = key
	}
	if cfg.Driver == DriverLocal && cfg.Dir == "" {
		if dataDir != "" {
			cfg.Dir = filepath.Join(dataDir, "storage")
		} else {
			dir, err := os.MkdirTemp("", "inkd-dev-storage-*")
			if err != nil {
				return cfg, cleanup, fmt.Errorf("storage directory: %w", err)
			}
			cfg.Dir = dir
			cleanup = func() { _ = os.RemoveAll(dir) }
		}
	}
	if cfg.Driver == DriverLocal && cfg.GatewayURL == "" {
		cfg.GatewayURL = strings.TrimRight(apiBase, "/") + GatewayPath
	}
	return cfg, cleanup, nil
}
