package app

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/chain"
)

// RedisTarget is what a REDIS_URL names: one server
// (redis://[user:password@]host:port/db), or a primary that Redis Sentinel
// manages, in go-redis's failover URL form: the host is one sentinel, each
// addr= parameter another, master_name= the monitored primary's name, and
// password=/username= the primary's credentials (the URL's user info
// authenticates to the sentinels):
//
//	redis://sentinel-a:26379/0?master_name=inkd&addr=sentinel-b:26379&addr=sentinel-c:26379&password=…
//
// A Sentinel client asks the sentinels for the current primary and follows
// a failover; it is a *redis.Client like a single server's, so asynq and
// every inkd part use it unchanged. Redis Cluster is not supported (see
// CheckNotCluster).
type RedisTarget struct {
	url      string
	single   *redis.Options
	failover *redis.FailoverOptions
}

// ParseRedisURL parses url as a RedisTarget. Errors name REDIS_URL and
// never quote the URL (it may hold a password).
func ParseRedisURL(raw string) (RedisTarget, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return RedisTarget{}, errors.New("REDIS_URL is not a URL")
	}
	if u.Query().Has("master_name") {
		opt, err := redis.ParseFailoverURL(raw)
		if err != nil {
			return RedisTarget{}, fmt.Errorf("REDIS_URL (Sentinel): %w", err)
		}
		if opt.MasterName == "" {
			return RedisTarget{}, errors.New("REDIS_URL (Sentinel): master_name is empty")
		}
		return RedisTarget{url: raw, failover: opt}, nil
	}
	opt, err := redis.ParseURL(raw)
	if err != nil {
		return RedisTarget{}, fmt.Errorf("REDIS_URL: %w", err)
	}
	return RedisTarget{url: raw, single: opt}, nil
}

// RedisTune adjusts the options every client gets.
type RedisTune struct {
	// MinPoolSize raises the URL's pool_size to at least this.
	MinPoolSize int
	// MaxRetries, when not zero, replaces the URL's max_retries (-1: none).
	MaxRetries int
}

// Client opens a client on t; it does not touch the network.
func (t RedisTarget) Client(tune RedisTune) *redis.Client {
	if t.failover != nil {
		opt := *t.failover
		opt.PoolSize = max(opt.PoolSize, tune.MinPoolSize)
		if tune.MaxRetries != 0 {
			opt.MaxRetries = tune.MaxRetries
		}
		return redis.NewFailoverClient(&opt)
	}
	opt := *t.single
	opt.PoolSize = max(opt.PoolSize, tune.MinPoolSize)
	if tune.MaxRetries != 0 {
		opt.MaxRetries = tune.MaxRetries
	}
	return redis.NewClient(&opt)
}

// String describes t for logs and errors, without credentials.
func (t RedisTarget) String() string {
	if t.failover != nil {
		return fmt.Sprintf("primary %q of sentinels %s", t.failover.MasterName, strings.Join(t.failover.SentinelAddrs, ","))
	}
	return chain.RedactURL(t.url)
}

// ClusterError is a Redis that runs in Cluster mode.
type ClusterError struct{}

func (*ClusterError) Error() string {
	return "this Redis runs in cluster mode, which inkd does not support: its Lua scripts (read model, payment " +
		"reservations, staging budget, transaction records) touch several keys in one atomic step, and the read " +
		"model's build their keys inside the script, so every key would have to live in one hash slot — one node, " +
		"no gain over a single server. Use one Redis with a replica and Sentinel for failover (see docs/operating.md, Redis)"
}

// CheckNotCluster asks INFO cluster and returns a *ClusterError when the
// server runs in cluster mode. A server that will not answer INFO (a
// managed Redis that renames it) passes; miniredis has no INFO cluster:
// do not call this for it.
func CheckNotCluster(ctx context.Context, rdb redis.UniversalClient) error {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	info, err := rdb.Info(ctx, "cluster").Result()
	if err != nil {
		var rerr redis.Error
		if errors.As(err, &rerr) {
			return nil
		}
		return fmt.Errorf("read redis INFO cluster: %w", err)
	}
	for _, line := range strings.Split(info, "\n") {
		if strings.TrimSpace(line) == "cluster_enabled:1" {
			return &ClusterError{}
		}
	}
	return nil
}
