package redisconn

import (
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/chain"
)

// Target is what a REDIS_URL names: one server
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
type Target struct {
	url      string
	single   *redis.Options
	failover *redis.FailoverOptions
}

// ParseURL parses raw as a Target. Errors name REDIS_URL and
// never quote the URL (it may hold a password).
func ParseURL(raw string) (Target, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return Target{}, errors.New("REDIS_URL is not a URL")
	}
	if u.Query().Has("master_name") {
		opt, err := redis.ParseFailoverURL(raw)
		if err != nil {
			return Target{}, fmt.Errorf("REDIS_URL (Sentinel): %w", err)
		}
		if opt.MasterName == "" {
			return Target{}, errors.New("REDIS_URL (Sentinel): master_name is empty")
		}
		return Target{url: raw, failover: opt}, nil
	}
	opt, err := redis.ParseURL(raw)
	if err != nil {
		return Target{}, fmt.Errorf("REDIS_URL: %w", err)
	}
	return Target{url: raw, single: opt}, nil
}

// Tune adjusts the options every client gets.
type Tune struct {
	// MinPoolSize raises the URL's pool_size to at least this.
	MinPoolSize int
	// MaxRetries, when not zero, replaces the URL's max_retries (-1: none).
	MaxRetries int
}

// Client opens a client on t; it does not touch the network.
func (t Target) Client(tune Tune) *redis.Client {
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
func (t Target) String() string {
	if t.failover != nil {
		return fmt.Sprintf("primary %q of sentinels %s", t.failover.MasterName, strings.Join(t.failover.SentinelAddrs, ","))
	}
	return chain.RedactURL(t.url)
}
