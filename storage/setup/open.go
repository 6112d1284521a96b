package setup

import (
	"errors"
	"fmt"
	"net/http"
	"os"

	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/ans104"
	"github.com/inkd/inkd/storage/local"
	"github.com/inkd/inkd/storage/pricing"
	"github.com/inkd/inkd/storage/stage"
	"github.com/inkd/inkd/storage/turbo"
)

// API is the storage an API process uses: it signs, stages and prices
// uploads and, with DriverLocal, serves the stored items.
type API struct {
	// Pricer prices uploads and pushes.
	Pricer pricing.Pricer
	// Signer signs the ANS-104 data item of every upload.
	Signer ans104.Signer
	// Stager hands signed items to the workers.
	Stager stage.Stager
	// Gateway serves the local driver's items; nil with DriverTurbo.
	Gateway http.Handler
	// GatewayURL is the public base URL of stored content.
	GatewayURL string
	// SpoolDir holds uploads while they are signed ("" is os.TempDir()).
	SpoolDir string
}

// OpenAPI builds the API's storage from cfg after defaults; publicURL is
// the API's public base URL (the default gateway of the local driver),
// rdb holds the Redis stager and the staging budget. A non-nil pricer
// replaces cfg's price source. cfg.Key is required.
func OpenAPI(cfg Config, rdb redis.UniversalClient, publicURL string, pricer pricing.Pricer, log *logrus.Entry) (*API, error) {
	cfg = cfg.WithDefaults(publicURL)
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
	stager, err := cfg.stager(rdb)
	if err != nil {
		return nil, err
	}
	if cfg.SpoolDir != "" {
		if err := os.MkdirAll(cfg.SpoolDir, 0o750); err != nil {
			return nil, fmt.Errorf("storage: SpoolDir (UPLOAD_SPOOL_DIR): %w", err)
		}
	}
	a := &API{Pricer: pricer, Signer: signer, Stager: stager, SpoolDir: cfg.SpoolDir, GatewayURL: cfg.GatewayURL}
	if cfg.Driver == DriverLocal {
		d, err := local.New(local.Config{Dir: cfg.Dir, BaseURL: cfg.GatewayURL}, log)
		if err != nil {
			return nil, err
		}
		a.Gateway = d
	}
	return a, nil
}

// Worker is the storage a worker process uses: it stores staged items
// with the driver.
type Worker struct {
	// Driver stores items and names their public URLs (Driver.URL).
	Driver storage.Driver
	// Stager holds the items the API staged.
	Stager stage.Stager
	// Pruner removes expired items of a StageDir directory; nil with
	// StageRedis. The owner starts and stops it.
	Pruner *stage.Pruner
}

// OpenWorker builds the worker's storage from cfg after defaults; rdb
// holds the Redis stager and the staging budget. wrap, when not nil, wraps
// the driver (failure injection in tests).
func OpenWorker(cfg Config, rdb redis.UniversalClient, wrap func(storage.Driver) storage.Driver, log *logrus.Entry) (*Worker, error) {
	cfg = cfg.WithDefaults("")
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
	stager, err := cfg.stager(rdb)
	if err != nil {
		return nil, err
	}
	w := &Worker{Driver: driver, Stager: stager}
	if dir, ok := stage.DirOf(stager); ok {
		w.Pruner = stage.NewPruner(dir, stage.DefaultPruneInterval, log)
	}
	return w, nil
}
