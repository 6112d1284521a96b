package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"time"

	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/deploy/claim"
	"github.com/inkd/inkd/chain/rpcpool"
	"github.com/inkd/inkd/cmd/inkd/app"
	"github.com/inkd/inkd/cmd/inkd/metrics"
	"github.com/inkd/inkd/internal/handoff"
	"github.com/inkd/inkd/internal/redisconn"
	"github.com/inkd/inkd/storage/setup"
)

// infraConfig is what serve and worker check before they connect to
// anything: a mistake here fails at once, naming its variable.
type infraConfig struct {
	dep  *deploy.Deployment
	urls []string
}

func checkInfraConfig(c Config) (infraConfig, error) {
	if err := requireFields("REDIS_URL (--redis-url)", c.RedisURL, "RPC_URL or RPC_URLS (--rpc-url)", c.RPCURL, "DEPLOYMENT_FILE (--deployment)", c.DeploymentFile); err != nil {
		return infraConfig{}, err
	}
	dep, err := deploy.Load(c.DeploymentFile)
	if err != nil {
		return infraConfig{}, fmt.Errorf("DEPLOYMENT_FILE: %w", err)
	}
	if _, err := redisconn.ParseURL(c.RedisURL); err != nil {
		return infraConfig{}, err
	}
	if err := c.checkRedisPool(); err != nil {
		return infraConfig{}, err
	}
	urls, err := c.rpcURLs()
	if err != nil {
		return infraConfig{}, err
	}
	return infraConfig{dep: dep, urls: urls}, nil
}

// connect waits for Redis, refuses one that holds another deployment's
// state (claim.Redis), then waits for the chain (each up to STARTUP_WAIT),
// showing what it waits for in st's checks, and turns st's checks into
// the real ones once both answer. The closer closes both clients.
func connect(ctx context.Context, c Config, ic infraConfig, st *app.Startup, log *logrus.Entry) (app.Infra, func(), error) {
	rdb, err := connectRedis(ctx, c, st, log)
	if err != nil {
		return app.Infra{}, nil, fmt.Errorf("REDIS_URL: %w", err)
	}
	if err := claim.Redis(ctx, rdb, claim.Of(ic.dep), c.ResetDeployment, log); err != nil {
		rdb.Close()
		return app.Infra{}, nil, fmt.Errorf("REDIS_URL: %w", err)
	}
	mark := rpcpool.NewRedisHeadMark(rdb, ic.dep.ChainID)
	eth, closeEth, err := app.DialChains(ctx, ic.urls, ic.dep, c.StartupWait, mark, log)
	if err != nil {
		rdb.Close()
		return app.Infra{}, nil, fmt.Errorf("RPC_URL: %w", err)
	}
	infra := app.Infra{Redis: rdb, Backend: eth, RPCURL: ic.urls[0], Deployment: ic.dep}
	closeInfra := func() { closeEth(); rdb.Close() }
	if err := st.Connected(infra, log); err != nil {
		closeInfra()
		return app.Infra{}, nil, err
	}
	return infra, closeInfra, nil
}

// opened is what serve and worker both build before their own half: the
// logger, the start-up state shown by the readiness checks, the metrics
// and their operations server, Redis, the chain and the deployment, and
// the storage parts.
type opened struct {
	log     *logrus.Entry
	startup *app.Startup
	metrics *metrics.Metrics
	ops     *metrics.Server
	infra   app.Infra
	storage setup.Config
	close   func()
}

// begin checks the configuration and starts the operations server, whose
// /readyz answers 503 until connect has both Redis and the chain.
func begin(ctx context.Context, c Config) (*opened, infraConfig, error) {
	ic, err := checkInfraConfig(c)
	if err != nil {
		return nil, ic, err
	}
	log := newLogger(c)
	routeLibraryLogs(log)
	storage, err := storageConfig(c, false, log)
	if err != nil {
		return nil, ic, err
	}
	o := &opened{log: log, startup: app.NewStartup(), metrics: metrics.New(), storage: storage}
	o.ops, err = metrics.Listen(c.MetricsListen, o.metrics, o.startup.Checker(false), log)
	if err != nil {
		return nil, ic, err
	}
	o.close = func() { _ = o.ops.Shutdown(context.Background()) }
	return o, ic, nil
}

// open connects o to Redis and the chain.
func (o *opened) open(ctx context.Context, c Config, ic infraConfig) error {
	infra, closeInfra, err := connect(ctx, c, ic, o.startup, o.log)
	if err != nil {
		return err
	}
	o.infra = infra
	closeRest := o.close
	o.close = func() { closeInfra(); closeRest() }
	return nil
}

// stoppedWhileStarting reports whether err is the end of a start-up wait
// that a signal cut short: the process was asked to stop, not broken.
func stoppedWhileStarting(ctx context.Context, err error, log *logrus.Entry) bool {
	if ctx.Err() == nil {
		return false
	}
	log.WithField("err", err.Error()).Info("stopped while starting")
	return true
}

func runServe(ctx context.Context, args []string) error {
	var c Config
	fs := c.flagSet("serve")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := c.checkProcess(); err != nil {
		return err
	}
	o, ic, err := begin(ctx, c)
	if err != nil {
		return err
	}
	defer o.close()
	ln, err := net.Listen("tcp", c.Listen)
	if err != nil {
		return fmt.Errorf("cannot listen on %s (is the port taken? choose another with --listen): %w", c.Listen, err)
	}
	h, err := handoff.New(ln)
	if err != nil {
		ln.Close()
		return err
	}
	defer h.Close()
	// Until Redis and the chain answer, the address answers /v1/health
	// 200, /v1/ready 503 naming what is awaited, everything else 503.
	starting, err := app.ServeStarting(c.API, o.startup, h.Stage(), o.metrics, o.log)
	if err != nil {
		return err
	}
	err = o.open(ctx, c, ic)
	if serr := starting.Shutdown(context.Background()); serr != nil && err == nil {
		err = serr
	}
	if err != nil {
		if stoppedWhileStarting(ctx, err, o.log) {
			return nil
		}
		return err
	}
	p, err := app.NewAPI(o.infra, c.API, app.APIParts{Storage: o.storage, Metrics: o.metrics}, o.log)
	if err != nil {
		return err
	}
	if err := p.Start(ctx, h.Stage()); err != nil {
		return err
	}
	select {
	case <-ctx.Done():
	case err := <-p.Done():
		if err != nil {
			return err
		}
	}
	return shutdownAPI(p, c.ShutdownTimeout, o.log)
}

// shutdownAPI stops p within timeout: it stops accepting, waiting paid
// writes and uploads are answered 202 with their job at once, other
// requests under way are given the rest of the timeout. Connections still
// open then are cut and logged; that is not a failure of the process.
func shutdownAPI(p *app.APIProcess, timeout time.Duration, log *logrus.Entry) error {
	log.WithField("timeout", timeout.String()).Info("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	if err := p.Shutdown(sctx); err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			log.WithField("timeout", timeout.String()).Warn("requests still open at the shutdown timeout were cut")
			return nil
		}
		return err
	}
	return nil
}

func runWorker(ctx context.Context, args []string) error {
	var c Config
	fs := c.flagSet("worker")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := c.checkProcess(); err != nil {
		return err
	}
	parts, err := c.workerParts()
	if err != nil {
		return err
	}
	sg, err := c.Signers.load()
	if err != nil {
		return err
	}
	o, ic, err := begin(ctx, c)
	if err != nil {
		return err
	}
	defer o.close()
	if err := o.open(ctx, c, ic); err != nil {
		if stoppedWhileStarting(ctx, err, o.log) {
			return nil
		}
		return err
	}
	log := o.log
	parts.SignerKeys, parts.Draining, parts.LowBalance = sg.keys, sg.drain, sg.lowBalance
	parts.Storage, parts.Metrics = o.storage, o.metrics
	p, err := app.NewWorker(o.infra, c.workerConfig(), parts, log)
	if err != nil {
		return err
	}
	if err := p.Start(); err != nil {
		return err
	}
	log.WithFields(logrus.Fields{"signers": len(sg.keys), "draining": len(sg.drain), "claims": p.Claims != nil}).Info("worker running")
	<-ctx.Done()
	log.WithField("timeout", c.ShutdownTimeout.String()).Info("shutting down")
	p.Shutdown()
	return nil
}
