package app

import "github.com/inkd/inkd/api"

// RedisPoolSpare is the connections a Redis client keeps beyond its tasks
// and requests, for the loops every process runs beside them: asynq's
// heartbeat, forwarder, recoverer, janitor, aggregator and task fetch, the
// job notifier's subscription, the read model's blocking stream reads, the
// reconciler and the settler.
const RedisPoolSpare = 64

// RedisPoolFor is how many connections a process's Redis client may open
// (REDIS_POOL_SIZE unset): enough for every task of a worker running
// workerConcurrency at once and every request on an API's apiConns
// connections (negative: no cap, counted as api.DefaultMaxConns) to run a
// Redis command at the same moment, plus RedisPoolSpare, and never less
// than RedisPoolSize. A process without a worker or an API passes 0 for
// that half. go-redis opens connections as they are needed, so a large
// pool costs nothing until the load asks for it; a pool smaller than the
// demand makes commands queue for a connection (and fail after the pool
// timeout) while Redis itself is idle.
func RedisPoolFor(workerConcurrency, apiConns int) int {
	if apiConns < 0 {
		apiConns = api.DefaultMaxConns
	}
	return max(RedisPoolSize, max(workerConcurrency, 0)+apiConns+RedisPoolSpare)
}
