package app

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"net"

	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/cmd/inkd/metrics"
	"github.com/inkd/inkd/internal/liblog"
	"github.com/inkd/inkd/internal/ready"
	"github.com/inkd/inkd/internal/redisconn"
)

// Startup is what a process reports while it waits at start for Redis and
// the chain: readiness checks (the names of ReadyChecks) that fail with
// what is awaited, so that /v1/ready and /readyz answer 503 from the
// first moment instead of not answering at all; Connected then replaces
// them with the real checks. Safe for concurrent use.
type Startup struct {
	mu       sync.Mutex
	awaiting map[string]string // check name → why it fails now
	checkers []startupChecker
}

type startupChecker struct {
	c           *ready.Checker
	withIndexer bool
}

// NewStartup returns a Startup waiting for Redis.
func NewStartup() *Startup {
	s := &Startup{}
	s.await("redis", "waiting for redis at start")
	return s
}

// checkNames are the readiness checks, in ReadyChecks' order.
var checkNames = []string{"redis", "chain", "deployment", "indexer"}

// await records that check name (and every check after it, which needs
// it) fails with why.
func (s *Startup) await(name, why string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.awaiting = make(map[string]string, len(checkNames))
	first := true
	for _, n := range checkNames {
		switch {
		case n == name:
			s.awaiting[n], first = why, false
		case first:
			s.awaiting[n] = ready.OK
		default:
			s.awaiting[n] = "waiting for " + name + " first"
		}
	}
}

// Checker returns a checker of the start-up checks (with the indexer's
// when withIndexer, as ReadyChecks) that Connected turns into the real
// ones. It caches reports as NewReadiness does (ready.DefaultTTL), so
// frequent probes cost the chain and Redis one round per second.
func (s *Startup) Checker(withIndexer bool) *ready.Checker {
	names := checkNames[:3]
	if withIndexer {
		names = checkNames
	}
	checks := make([]ready.Check, len(names))
	for i, n := range names {
		checks[i] = ready.Check{Name: n, Run: func(context.Context) error {
			s.mu.Lock()
			defer s.mu.Unlock()
			if why := s.awaiting[n]; why != ready.OK {
				return errors.New(why)
			}
			return nil
		}}
	}
	c := ready.New(ready.Config{}, checks)
	s.mu.Lock()
	s.checkers = append(s.checkers, startupChecker{c: c, withIndexer: withIndexer})
	s.mu.Unlock()
	return c
}

// Connected replaces every checker's start-up checks with ReadyChecks on
// infra.
func (s *Startup) Connected(infra Infra, log *logrus.Entry) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, sc := range s.checkers {
		checks, err := ReadyChecks(infra, sc.withIndexer, log)
		if err != nil {
			return err
		}
		sc.c.Replace(checks)
	}
	return nil
}

// DefaultStartupWait is how long serve and worker wait at start for Redis,
// and then for a first chain provider, to answer before they give up
// (STARTUP_WAIT).
const DefaultStartupWait = 30 * time.Second

// Bounds of the waits between start-up attempts: the first wait, doubled
// after every failure up to the cap.
const (
	startupFirstBackoff = 250 * time.Millisecond
	startupMaxBackoff   = 5 * time.Second
)

// retryStart calls try until it is done, waiting between attempts with
// capped exponential backoff, for up to wait (DefaultStartupWait when not
// positive) or until ctx ends. try reports done with the final error (nil
// on success, a configuration error that waiting cannot cure otherwise);
// not done, its error is the cause of this failed attempt, passed to
// failed with the attempt's number and the wait before the next. Each
// attempt runs under ctx.
func retryStart(ctx context.Context, wait time.Duration, try func(ctx context.Context) (done bool, err error), failed func(attempt int, next time.Duration, err error)) error {
	if wait <= 0 {
		wait = DefaultStartupWait
	}
	deadline := time.Now().Add(wait)
	backoff := startupFirstBackoff
	for attempt := 1; ; attempt++ {
		done, err := try(ctx)
		if done {
			return err
		}
		if ctx.Err() != nil {
			return fmt.Errorf("stopped while waiting: %w", err)
		}
		if time.Now().Add(backoff).After(deadline) {
			return fmt.Errorf("no answer within %v (STARTUP_WAIT), %d attempts: %w", wait, attempt, err)
		}
		failed(attempt, backoff, err)
		t := time.NewTimer(backoff)
		select {
		case <-ctx.Done():
		case <-t.C:
		}
		t.Stop()
		backoff = min(backoff*2, startupMaxBackoff)
	}
}

// redisPingTimeout bounds one PING at start.
const redisPingTimeout = 5 * time.Second

// WaitRedis opens a client for a redis:// or rediss:// URL and waits until
// Redis answers PING, as retryStart does: each failed attempt is logged
// with the URL without its credentials, the attempt and the next wait, and
// shown by st's redis check (st may be nil); the first answer after a
// failure is logged too. A malformed URL fails at once. The client's pool
// holds pool connections (RedisPoolFor), or the URL's pool_size if larger.
func WaitRedis(ctx context.Context, url string, wait time.Duration, pool int, st *Startup, log *logrus.Entry) (*redis.Client, error) {
	target, err := redisconn.ParseURL(url)
	if err != nil {
		return nil, err
	}
	c := target.Client(redisconn.Tune{MinPoolSize: pool})
	c.AddHook(liblog.NewRedisHook(log, time.Now))
	log = log.WithField("redis", target.String())
	start := time.Now()
	failures := 0
	err = retryStart(ctx, wait, func(ctx context.Context) (bool, error) {
		pctx, cancel := context.WithTimeout(ctx, redisPingTimeout)
		defer cancel()
		if err := c.Ping(pctx).Err(); err != nil {
			return false, err
		}
		return true, nil
	}, func(attempt int, next time.Duration, err error) {
		failures = attempt
		log.WithFields(logrus.Fields{"attempt": attempt, "retry_in": next.String(), "err": err.Error()}).
			Warn("redis does not answer yet; asking again")
		if st != nil {
			st.await("redis", fmt.Sprintf("waiting for redis at start (attempt %d)", attempt+1))
		}
	})
	if err != nil {
		c.Close()
		return nil, fmt.Errorf("redis at %s: %w", target, err)
	}
	if failures > 0 {
		log.WithFields(logrus.Fields{"attempts": failures + 1, "waited": time.Since(start).Round(time.Millisecond).String()}).Info("redis answers")
	}
	if st != nil {
		st.await("chain", "waiting for a chain provider at start")
	}
	return c, nil
}

// ServeStarting serves on ln what an API process answers while it waits
// for Redis and the chain: /v1/health 200, /v1/ready 503 with st's checks
// (the error body names what is awaited), every other route 503
// service_unavailable. Its requests are counted in m (nil: not counted), so
// that a scrape shows the 503s of a process still starting. Shut it down
// before the API takes the address over.
func ServeStarting(cfg api.Config, st *Startup, ln net.Listener, m *metrics.Metrics, log *logrus.Entry) (*api.Server, error) {
	// It takes no paid write: nothing to offer vouchers for (and no
	// deployment's InkdChannelWrites to offer them with).
	cfg.Channels.Enabled = false
	srv, err := api.New(cfg, api.Deps{Log: log, Ready: st.Checker(true), HTTPMetrics: m.HTTPMiddleware()})
	if err != nil {
		return nil, err
	}
	go func() {
		if err := srv.Serve(ln); err != nil {
			log.WithField("err", err.Error()).Error("start-up server stopped")
		}
	}()
	log.WithField("listen", ln.Addr().String()).Info("answering not-ready while starting")
	return srv, nil
}
