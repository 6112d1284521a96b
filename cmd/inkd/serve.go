package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"flag"
	"fmt"
	"net"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/internal/app"
	"github.com/inkd/inkd/internal/metrics"
	"github.com/inkd/inkd/worker"
	"github.com/inkd/inkd/worker/reconcile"
)

// connect opens Redis and the chain and loads the deployment: what serve and
// worker share. The caller closes both clients.
func connect(ctx context.Context, c Config) (app.Infra, func(), error) {
	if err := requireFields("REDIS_URL (--redis-url)", c.RedisURL, "RPC_URL or RPC_URLS (--rpc-url)", c.RPCURL, "DEPLOYMENT_FILE (--deployment)", c.DeploymentFile); err != nil {
		return app.Infra{}, nil, err
	}
	dep, err := deploy.Load(c.DeploymentFile)
	if err != nil {
		return app.Infra{}, nil, fmt.Errorf("DEPLOYMENT_FILE: %w", err)
	}
	// The URL is parsed here first so that every Redis error below names
	// REDIS_URL exactly once.
	if _, err := redis.ParseURL(c.RedisURL); err != nil {
		return app.Infra{}, nil, fmt.Errorf("REDIS_URL: %w", err)
	}
	rdb, err := connectRedis(ctx, c)
	if err != nil {
		return app.Infra{}, nil, fmt.Errorf("REDIS_URL: %w", err)
	}
	urls, err := c.rpcURLs()
	if err != nil {
		rdb.Close()
		return app.Infra{}, nil, err
	}
	eth, closeEth, err := app.DialChains(ctx, urls, dep, c.StartupWait, newLogger(c))
	if err != nil {
		rdb.Close()
		return app.Infra{}, nil, fmt.Errorf("RPC_URL: %w", err)
	}
	return app.Infra{Redis: rdb, Backend: eth, RPCURL: urls[0], Deployment: dep}, func() { closeEth(); rdb.Close() }, nil
}

// opened is what serve and worker both build before their own half: the
// logger, Redis, the chain and the deployment, and the storage parts.
type opened struct {
	log     *logrus.Entry
	infra   app.Infra
	storage *storageParts
	close   func()
}

func open(ctx context.Context, c Config) (*opened, error) {
	log := newLogger(c)
	infra, closeInfra, err := connect(ctx, c)
	if err != nil {
		return nil, err
	}
	storage, err := buildStorage(ctx, c, false, log)
	if err != nil {
		closeInfra()
		return nil, err
	}
	return &opened{log: log, infra: infra, storage: storage, close: func() { storage.close(); closeInfra() }}, nil
}

func runServe(ctx context.Context, args []string) error {
	var c Config
	fs := flag.NewFlagSet("inkd serve", flag.ContinueOnError)
	c.bindCommon(fs, "json")
	c.bindAPI(fs)
	c.bindStorage(fs, "turbo")
	c.bindMetrics(fs, "")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := c.checkLog(); err != nil {
		return err
	}
	o, err := open(ctx, c)
	if err != nil {
		return err
	}
	defer o.close()
	m := metrics.New()
	o.storage.api.Metrics = m
	p, err := app.NewAPI(o.infra, apiConfig(c), o.storage.api, o.log)
	if err != nil {
		return err
	}
	ops, err := app.ServeOps(c.MetricsListen, m, o.infra, o.log)
	if err != nil {
		return err
	}
	defer ops.Shutdown(context.Background())
	ln, err := net.Listen("tcp", c.Listen)
	if err != nil {
		return fmt.Errorf("cannot listen on %s (is the port taken? choose another with --listen): %w", c.Listen, err)
	}
	if err := p.Start(ctx, ln); err != nil {
		ln.Close()
		return err
	}
	select {
	case <-ctx.Done():
	case err := <-p.Done():
		if err != nil {
			return err
		}
	}
	sctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return p.Shutdown(sctx)
}

func runWorker(ctx context.Context, args []string) error {
	var c Config
	fs := flag.NewFlagSet("inkd worker", flag.ContinueOnError)
	c.bindCommon(fs, "json")
	c.bindStorage(fs, "turbo")
	c.bindWorker(fs)
	c.bindMetrics(fs, "")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := c.checkLog(); err != nil {
		return err
	}
	tcfg, err := c.txmgrConfig()
	if err != nil {
		return err
	}
	keys, err := parseKeys(c.SignerKeys)
	if err != nil {
		return fmt.Errorf("SIGNER_KEYS: %w", err)
	}
	if len(keys) == 0 {
		return errors.New("SIGNER_KEYS (--signer-keys) is required: the settler keys authorised on the treasury")
	}
	o, err := open(ctx, c)
	if err != nil {
		return err
	}
	defer o.close()
	log := o.log
	parts := o.storage.worker
	parts.SignerKeys = keys
	parts.TxMgr = tcfg
	if parts.Batch, err = c.batchConfig(); err != nil {
		return err
	}
	parts.Reconcile = reconcile.Config{Interval: c.ReconcileInterval, Grace: c.ReconcileGrace}
	parts.Metrics = metrics.New()
	p, err := app.NewWorker(o.infra, worker.Config{Concurrency: c.Concurrency}, parts, log)
	if err != nil {
		return err
	}
	ops, err := app.ServeOps(c.MetricsListen, parts.Metrics, o.infra, log)
	if err != nil {
		return err
	}
	defer ops.Shutdown(context.Background())
	if err := p.Start(); err != nil {
		return err
	}
	log.WithField("signers", len(keys)).Info("worker running")
	<-ctx.Done()
	log.Info("shutting down")
	p.Shutdown()
	return nil
}

// parseKeys parses hex private keys (with or without 0x).
func parseKeys(hexKeys []string) ([]*ecdsa.PrivateKey, error) {
	var keys []*ecdsa.PrivateKey
	for i, h := range hexKeys {
		k, err := crypto.HexToECDSA(strings.TrimPrefix(strings.TrimSpace(h), "0x"))
		if err != nil {
			return nil, fmt.Errorf("key %d is not a hex private key", i+1)
		}
		keys = append(keys, k)
	}
	return keys, nil
}
