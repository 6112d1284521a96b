package app

import (
	"context"
	"errors"
	"fmt"
	"net"
	"path/filepath"
	"sync"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/rpcpool"
	"github.com/inkd/inkd/internal/redisconn"
	"github.com/inkd/inkd/worker"
)

// DevConfig configures the all-in-one development process.
type DevConfig struct {
	// Listen is the API's address. Port 0 picks a free port.
	Listen string
	// RedisURL, when set, is used instead of an embedded miniredis.
	RedisURL string
	// RPCURL, when set, is used instead of the embedded chain; the contracts
	// are deployed to it (with DevUSDC installed through anvil_setCode) unless
	// DataDir holds a deployment that is still there.
	RPCURL string
	// Chain configures the embedded chain (ListenAddr, BlockPeriod, DataDir).
	Chain devchain.Config
	// ChainVia, when set, is given the embedded chain's JSON-RPC URL and
	// returns the URL the API and worker dial instead (Dev.RPCURL): tests
	// put a proxy there that they can stop and start to cut the chain off
	// without losing its state. Unused with RPCURL.
	ChainVia func(rpcURL string) string
	// DataDir keeps the chain, the deployment and stored content; empty
	// keeps them in memory or temporary directories.
	DataDir string
	// API and Worker configure the two halves; WorkerParts.TxMgr the
	// worker's transaction manager.
	API    api.Config
	Worker worker.Config
	// API and worker parts. One process shares one storage: APIParts.Storage
	// configures both halves (WorkerParts.Storage is replaced by it), with
	// development defaults: the local driver over DataDir/storage (or a
	// temporary directory) served at the API's /ar/<id>, the Redis stager,
	// the fixed price and devchain.StorageKey().
	APIParts    APIParts
	WorkerParts WorkerParts
	// NoWorker leaves the worker out, for tests that run workers as
	// separate processes.
	NoWorker bool
	// RPCIdleConns is how many idle HTTP connections the chain client of
	// the API and worker keeps. Zero means rpcpool.DefaultIdleConns; 2 is what
	// go-ethereum's default HTTP transport keeps (the paid-write benchmark
	// compares the two).
	RPCIdleConns int
}

// Dev is a running development process.
type Dev struct {
	// APIURL is http://host:port of the API.
	APIURL string
	// RPCURL is the chain's JSON-RPC endpoint.
	RPCURL string
	// Deployment holds the contract addresses.
	Deployment *deploy.Deployment
	// Infra is what API and worker run on.
	Infra Infra
	// API and Worker are the two halves.
	API    *APIProcess
	Worker *WorkerProcess

	chain   *devchain.Dev
	mini    *miniredis.Miniredis
	rdb     redis.UniversalClient
	ethc    *ethclient.Client
	stopFF  chan struct{}
	ffDone  sync.WaitGroup
	log     *logrus.Entry
	closers []func()
}

// StartDev starts Redis (embedded unless RedisURL), the chain (embedded
// unless RPCURL) with the contracts, then the worker and the API, in that
// order. On error everything started is stopped again.
func StartDev(ctx context.Context, cfg DevConfig, log *logrus.Entry) (_ *Dev, err error) {
	// d is not the named result: every `return nil, err` below would set it
	// to nil before this deferred cleanup reads it.
	d := &Dev{log: log.WithField("component", "dev"), stopFF: make(chan struct{})}
	defer func() {
		if err != nil {
			d.Close(context.Background())
		}
	}()
	// The API's port is taken first, so a busy port fails before anything
	// heavy starts.
	ln, err := net.Listen("tcp", cfg.Listen)
	if err != nil {
		return nil, fmt.Errorf("API cannot listen on %s (is the port taken? choose another with --listen): %w", cfg.Listen, err)
	}
	d.closers = append(d.closers, func() { ln.Close() })

	if err := d.startRedis(ctx, cfg.RedisURL, devRedisPool(cfg)); err != nil {
		return nil, err
	}
	if err := d.startChain(ctx, cfg); err != nil {
		return nil, err
	}
	d.Infra = Infra{Redis: d.rdb, Backend: d.ethc, RPCURL: d.RPCURL, Deployment: d.Deployment}

	apiBase := cfg.API.PublicURL
	if apiBase == "" {
		apiBase = "http://" + ln.Addr().String()
	}
	st, cleanup, err := devStorage(cfg.APIParts.Storage, cfg.DataDir, apiBase, devchain.StorageKey())
	if err != nil {
		return nil, err
	}
	d.closers = append(d.closers, cleanup)
	cfg.APIParts.Storage, cfg.WorkerParts.Storage = st, st

	if !cfg.NoWorker {
		wparts := cfg.WorkerParts
		if len(wparts.SignerKeys) == 0 {
			wparts.SignerKeys = devchain.SettlerKeys(devchain.DefaultSettlers)
		}
		if d.Worker, err = NewWorker(d.Infra, cfg.Worker, wparts, log); err != nil {
			return nil, err
		}
		if err := d.Worker.Start(); err != nil {
			return nil, err
		}
	}
	if d.API, err = NewAPI(d.Infra, cfg.API, cfg.APIParts, log); err != nil {
		return nil, err
	}
	if err := d.API.Start(ctx, ln); err != nil {
		return nil, err
	}
	d.APIURL = "http://" + ln.Addr().String()
	return d, nil
}

// devRedisPool sizes the Redis pool of the all-in-one process to both its
// halves (RedisPoolFor), with their defaults where cfg leaves them zero.
func devRedisPool(cfg DevConfig) int {
	tasks := 0
	if !cfg.NoWorker {
		tasks = cfg.Worker.Concurrency
		if tasks == 0 {
			tasks = worker.DefaultConcurrency
		}
	}
	conns := cfg.API.MaxConns
	if conns == 0 {
		conns = api.DefaultMaxConns
	}
	return RedisPoolFor(tasks, conns)
}

func (d *Dev) startRedis(ctx context.Context, url string, pool int) error {
	if url != "" {
		c, err := redisconn.Connect(ctx, url, pool)
		if err != nil {
			return err
		}
		d.rdb = c
		return nil
	}
	d.mini = miniredis.NewMiniRedis()
	if err := d.mini.StartAddr("127.0.0.1:0"); err != nil {
		return fmt.Errorf("embedded redis: %w", err)
	}
	// miniredis expires keys only when its clock is advanced.
	d.ffDone.Add(1)
	go func() {
		defer d.ffDone.Done()
		t := time.NewTicker(100 * time.Millisecond)
		defer t.Stop()
		last := time.Now()
		for {
			select {
			case <-d.stopFF:
				return
			case now := <-t.C:
				d.mini.FastForward(now.Sub(last))
				last = now
			}
		}
	}()
	d.rdb = redis.NewClient(&redis.Options{Addr: d.mini.Addr(), PoolSize: pool})
	d.log.WithField("redis", d.mini.Addr()).Info("embedded redis started")
	return nil
}

func (d *Dev) startChain(ctx context.Context, cfg DevConfig) error {
	if cfg.RPCURL == "" {
		ccfg := cfg.Chain
		if cfg.DataDir != "" && ccfg.DataDir == "" {
			ccfg.DataDir = filepath.Join(cfg.DataDir, "chain")
		}
		c, err := devchain.StartWithContracts(ctx, ccfg, d.log)
		if err != nil {
			return err
		}
		d.chain = c
		d.Deployment = c.Deployment
		d.RPCURL = c.HTTPURL()
		if cfg.ChainVia != nil {
			d.RPCURL = cfg.ChainVia(d.RPCURL)
		}
	} else {
		d.RPCURL = cfg.RPCURL
	}
	ethc, err := rpcpool.Dial(ctx, d.RPCURL, cfg.RPCIdleConns)
	if err != nil {
		return fmt.Errorf("dial chain %s: %w", d.RPCURL, err)
	}
	d.ethc = ethc
	if d.Deployment == nil {
		dep, err := deployExternal(ctx, ethc, d.RPCURL, cfg.DataDir)
		if err != nil {
			return err
		}
		d.Deployment = dep
	}
	return nil
}

// deployExternal puts the contracts on an external development node
// (anvil): DevUSDC and the x402 batch-settlement channel contracts through
// anvil_setCode at their canonical addresses, the rest from development
// account #0.
func deployExternal(ctx context.Context, ethc *ethclient.Client, url, dataDir string) (*deploy.Deployment, error) {
	rc, err := rpc.DialContext(ctx, url)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	if err := deploy.InstallDevUSDC(ctx, rc); err != nil {
		return nil, fmt.Errorf("install development USDC on %s: %w", url, err)
	}
	if err := deploy.InstallChannel(ctx, rc); err != nil {
		return nil, fmt.Errorf("install the x402 batch-settlement contracts on %s: %w", url, err)
	}
	opts := deploy.Options{USDC: deploy.CanonicalBaseUSDC, DevPool: true, AllowDevOnChainID8453: true, Settlers: KeyAddresses(devchain.SettlerKeys(devchain.DefaultSettlers))}
	if dataDir != "" {
		dep, _, err := deploy.LoadOrDeploy(ctx, ethc, devkeys.Key(0), opts, filepath.Join(dataDir, "deployment.json"))
		return dep, err
	}
	return deploy.Deploy(ctx, ethc, devkeys.Key(0), opts)
}

// Close stops the API, the worker, the chain and Redis, in that order.
func (d *Dev) Close(ctx context.Context) error {
	var errs []error
	if d.API != nil {
		errs = append(errs, d.API.Shutdown(ctx))
	}
	if d.Worker != nil {
		d.Worker.Shutdown()
	}
	for i := len(d.closers) - 1; i >= 0; i-- {
		d.closers[i]()
	}
	if d.ethc != nil {
		d.ethc.Close()
	}
	if d.chain != nil {
		errs = append(errs, d.chain.Close())
	}
	if d.rdb != nil {
		errs = append(errs, d.rdb.Close())
	}
	if d.mini != nil {
		close(d.stopFF)
		d.ffDone.Wait()
		d.mini.Close()
	}
	return errors.Join(errs...)
}
