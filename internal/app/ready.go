package app

import (
	"context"
	"errors"
	"fmt"

	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/internal/metrics"
	"github.com/inkd/inkd/internal/ready"
)

// IndexerMaxLag is how many blocks the indexer may trail the chain's head
// before GET /v1/ready reports it failing (200 s of Base blocks).
const IndexerMaxLag = 100

// ReadyChecks are the readiness checks of a process on infra: Redis
// answers PING, the chain answers, the deployment's registry has code,
// and, withIndexer, the indexer's cursor is at most IndexerMaxLag blocks
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
		head, cursor, started, reason, err := indexerPosition(ctx, model, infra.Backend)
		if err != nil {
			return fail(reason, err)
		}
		return indexerLag(head, cursor, started, IndexerMaxLag)
	}})
	return checks, nil
}

// indexerPosition reads the indexer's cursor and the chain's head. On
// error, reason is the sentence to show (the error may hold a URL).
func indexerPosition(ctx context.Context, model *readmodel.Model, b chain.Backend) (head, cursor uint64, started bool, reason string, err error) {
	ref, started, err := model.Cursor(ctx)
	if err != nil {
		return 0, 0, false, "cannot read the indexer's cursor", err
	}
	if head, err = b.BlockNumber(ctx); err != nil {
		return 0, 0, false, "the chain does not answer", err
	}
	return head, ref.Number, started, "", nil
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
		head, cursor, started, _, err := indexerPosition(ctx, model, infra.Backend)
		if err != nil || !started {
			return 0, false, err
		}
		if head < cursor {
			return 0, true, nil // a provider behind the indexer's
		}
		return head - cursor, true, nil
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

// indexerLag decides the indexer check: it fails before the first
// checkpoint and when the cursor trails head by more than maxLag blocks.
func indexerLag(head, cursor uint64, started bool, maxLag uint64) error {
	if !started {
		return errors.New("the indexer has not indexed a block yet")
	}
	if head > cursor && head-cursor > maxLag {
		return fmt.Errorf("the indexer is %d blocks behind the chain (at most %d)", head-cursor, maxLag)
	}
	return nil
}
