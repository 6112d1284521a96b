package setup

import (
	"cmp"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/storage/pricing"
	"github.com/inkd/inkd/storage/stage"
	"github.com/inkd/inkd/storage/turbo"
)

// Storage drivers, stagers and price sources of Config.
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

// Defaults of Config.
const (
	// GatewayPath is where the API serves the local driver's items.
	GatewayPath = "/ar"
	// DefaultStageMaxBytes is Config.StageMaxBytes's default: 1 GiB,
	// twenty uploads of the largest size waiting for a worker.
	DefaultStageMaxBytes = 1 << 30
)

// Config configures permanent storage for both halves: the API signs,
// stages and prices uploads and serves the local gateway; the worker stores
// staged items with the driver and builds content URLs. Zero values take
// the defaults named on each field.
type Config struct {
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

// WithDefaults fills the defaults; publicURL is the API's public base URL
// ("" when unknown, as in a worker).
func (c Config) WithDefaults(publicURL string) Config {
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
func (c Config) Check() error {
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
			return errors.New("storage: StageDir is required with the dir stager: a directory every API and worker process mounts (STAGE_DIR)")
		}
	default:
		return fmt.Errorf("storage: Stage %q: want %s or %s (STAGE)", c.Stage, StageRedis, StageDir)
	}
	if c.StageTTL < 0 {
		return fmt.Errorf("storage: StageTTL %v is negative", c.StageTTL)
	}
	// A wrong fixed price is refused even when another source prices: one
	// environment may switch between them.
	if err := c.FixedPrice.Check(); err != nil {
		return fmt.Errorf("storage: %w (PRICE_PER_MIB)", err)
	}
	switch c.Pricing {
	case PricingFixed:
		return nil
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

func (c Config) gatewayFallback() bool {
	return c.GatewayPrice.ARUSD != "" || c.GatewayPrice.ARUSDURL != ""
}

// stager builds the stager of c.Stage, bounded by a Budget in rdb unless
// StageMaxBytes is negative.
func (c Config) stager(rdb redis.UniversalClient) (stage.Stager, error) {
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

// pricer builds the price source of c.Pricing; with PricingTurbo and a
// gateway price configured, the gateway is the fallback.
func (c Config) pricer() (pricing.Pricer, error) {
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
