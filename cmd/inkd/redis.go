package main

import (
	"context"
	"errors"

	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/cmd/inkd/app"
	"github.com/inkd/inkd/internal/redisconn"
)

// connectRedis opens REDIS_URL for serve and worker, waiting for it as
// app.WaitRedis does, and refuses a Redis in cluster mode
// (redisconn.CheckNotCluster) and one
// whose maxmemory-policy evicts keys: it would lose leases, reservations
// and transaction records. A Redis that does not let the client read its
// configuration (managed Redis) is logged as a warning. inkd dev's embedded
// miniredis has no CONFIG and does not come through here.
func connectRedis(ctx context.Context, c Config, st *app.Startup, log *logrus.Entry) (*redis.Client, error) {
	rdb, err := app.WaitRedis(ctx, c.RedisURL, c.StartupWait, c.redisPool(), st, log)
	if err != nil {
		return nil, err
	}
	if err := redisconn.CheckNotCluster(ctx, rdb); err != nil {
		rdb.Close()
		return nil, err
	}
	warn, err := redisconn.CheckEvictionPolicy(ctx, rdb)
	if err != nil {
		rdb.Close()
		return nil, err
	}
	if warn != "" {
		log.Warn(warn)
	}
	return rdb, nil
}

// redisPool is the connection pool of serve's or worker's Redis client:
// REDIS_POOL_SIZE when set, else app.RedisPoolFor the worker's tasks and
// the API's connection cap (serve binds no Concurrency, worker no
// MaxConns: each counts as zero).
func (c Config) redisPool() int {
	if c.RedisPoolSize > 0 {
		return c.RedisPoolSize
	}
	return app.RedisPoolFor(c.Worker.Concurrency, c.API.MaxConns)
}

// checkRedisPool refuses a negative REDIS_POOL_SIZE.
func (c Config) checkRedisPool() error {
	if c.RedisPoolSize < 0 {
		return errors.New("REDIS_POOL_SIZE must be 0 (sized to the process) or a positive number of connections")
	}
	return nil
}
