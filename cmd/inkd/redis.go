package main

import (
	"context"

	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/internal/app"
)

// connectRedis opens REDIS_URL for serve and worker, waiting for it as
// app.WaitRedis does, and refuses a Redis in cluster mode
// (app.CheckNotCluster) and one
// whose maxmemory-policy evicts keys: it would lose leases, reservations
// and transaction records. A Redis that does not let the client read its
// configuration (managed Redis) is logged as a warning. inkd dev's embedded
// miniredis has no CONFIG and does not come through here.
func connectRedis(ctx context.Context, c Config, st *app.Startup, log *logrus.Entry) (*redis.Client, error) {
	rdb, err := app.WaitRedis(ctx, c.RedisURL, c.StartupWait, st, log)
	if err != nil {
		return nil, err
	}
	if err := app.CheckNotCluster(ctx, rdb); err != nil {
		rdb.Close()
		return nil, err
	}
	warn, err := app.CheckEvictionPolicy(ctx, rdb)
	if err != nil {
		rdb.Close()
		return nil, err
	}
	if warn != "" {
		log.Warn(warn)
	}
	return rdb, nil
}
