package app

import (
	"context"
	"errors"
	"fmt"

	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain/indexer"
	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/cmd/inkd/metrics"
	"github.com/inkd/inkd/internal/ready"
)

// ReadyChecks are the readiness checks of a process on infra: Redis
// answers PING, the chain answers, the deployment's registry has code,
// and, withIndexer, the indexer's cursor is at most indexer.MaxReadyLag blocks
// behind the head. Each failure is a fixed sentence (the cause, which may
// hold a provider URL, is logged at debug level only).
//
// The operations server's /readyz leaves the indexer out: one lagging
// indexer must not take every API replica out of a load balancer. GET
// /v1/ready, which users ask, includes it.
func ReadyChecks(infra Infra, withIndexer bool, log *logrus.Entry) ([]ready.Check, error) {
	log = log.WithField("component", "ready")
	fail := func(msg string, err error) error {
		log.WithField("err", err.Error()).Debug(msg)
		return errors.New(msg)
	}
	checks := []ready.Check{
		{Name: "redis", Run: func(ctx context.Context) error {
			if err := infra.Redis.Ping(ctx).Err(); err != nil {
				return fail("redis does not answer PING", err)
			}
			return nil
		}},
		{Name: "chain", Run: func(ctx context.Context) error {
			if _, err := infra.Backend.BlockNumber(ctx); err != nil {
				return fail("the chain does not answer", err)
			}
			return nil
		}},
		{Name: "deployment", Run: func(ctx context.Context) error {
			code, err := infra.Backend.CodeAt(ctx, infra.Deployment.Registry, nil)
			if err != nil {
				return fail("cannot read the registry's code", err)
			}
			if len(code) == 0 {
				return fmt.Errorf("no contract code at the registry %s", infra.Deployment.Registry.Hex())
			}
			return nil
		}},
	}
	if !withIndexer {
		return checks, nil
	}
	model, err := readmodel.New(readmodel.Config{}, infra.Redis)
	if err != nil {
		return nil, err
	}
	checks = append(checks, ready.Check{Name: "indexer", Run: func(ctx context.Context) error {
		head, cursor, started, reason, err := indexer.Position(ctx, model, infra.Backend)
		if err != nil {
			return fail(reason, err)
		}
		return indexer.CheckLag(head, cursor, started, indexer.MaxReadyLag)
	}})
	return checks, nil
}

// IndexerLagReader returns how many blocks the indexer trails the chain's
// head, for the metric inkd_indexer_lag_blocks; not ok before the first
// checkpoint.
func IndexerLagReader(infra Infra) (func(ctx context.Context) (lag uint64, ok bool, err error), error) {
	model, err := readmodel.New(readmodel.Config{}, infra.Redis)
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context) (uint64, bool, error) {
		head, cursor, started, _, err := indexer.Position(ctx, model, infra.Backend)
		if err != nil || !started {
			return 0, false, err
		}
		return indexer.Lag(head, cursor), true, nil
	}, nil
}

// NewReadiness is the checker of ReadyChecks with the default timeout and
// cache.
func NewReadiness(infra Infra, withIndexer bool, log *logrus.Entry) (*ready.Checker, error) {
	checks, err := ReadyChecks(infra, withIndexer, log)
	if err != nil {
		return nil, err
	}
	return ready.New(ready.Config{}, checks), nil
}

// ServeOps starts the operations server of a process on listen (off when
// empty): m's /metrics, /healthz, and /readyz with the checks of
// ReadyChecks without the indexer. The caller shuts it down.
func ServeOps(listen string, m *metrics.Metrics, infra Infra, log *logrus.Entry) (*metrics.Server, error) {
	if listen == "" {
		return nil, nil
	}
	rc, err := NewReadiness(infra, false, log)
	if err != nil {
		return nil, err
	}
	return metrics.Listen(listen, m, rc, log)
}
