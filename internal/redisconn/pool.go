package redisconn

import (
	"context"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

// MinPoolSize is the smallest connection pool PoolFor gives (a pool_size
// in the URL may raise any pool), the size of every pool before pools
// followed the process's concurrency.
const MinPoolSize = 256

// PoolSpare is the connections a Redis client keeps beyond its tasks and
// requests, for the loops every process runs beside them: asynq's
// heartbeat, forwarder, recoverer, janitor, aggregator and task fetch, the
// job notifier's subscription, the read model's blocking stream reads, the
// reconciler and the settler.
const PoolSpare = 64

// PoolFor is how many connections a process's Redis client may open when
// concurrent commands may be in flight at the same moment (a worker's
// tasks plus an API's connections; negative counts as 0): that demand plus
// PoolSpare, and never less than MinPoolSize. go-redis opens connections
// as they are needed, so a large pool costs nothing until the load asks
// for it; a pool smaller than the demand makes commands queue for a
// connection (and fail after the pool timeout) while Redis itself is idle.
func PoolFor(concurrent int) int {
	return max(MinPoolSize, max(concurrent, 0)+PoolSpare)
}

// pingTimeout bounds Connect's PING.
const pingTimeout = 5 * time.Second

// Connect opens a client for a redis:// or rediss:// URL (one server or a
// Sentinel-managed primary, see Target) with a pool of at least pool
// connections (PoolFor) and pings it once; on failure the client is
// closed and the error names the server without credentials.
func Connect(ctx context.Context, url string, pool int) (*redis.Client, error) {
	target, err := ParseURL(url)
	if err != nil {
		return nil, err
	}
	c := target.Client(Tune{MinPoolSize: pool})
	pctx, cancel := context.WithTimeout(ctx, pingTimeout)
	defer cancel()
	if err := c.Ping(pctx).Err(); err != nil {
		c.Close()
		return nil, fmt.Errorf("redis at %s: %w", target, err)
	}
	return c, nil
}
