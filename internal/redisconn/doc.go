// Package redisconn holds inkd's policy for connecting to Redis: what a
// REDIS_URL may name (one server, or a primary that Redis Sentinel
// manages; never Redis Cluster), how large a client's connection pool is,
// and the start-up checks that refuse a Redis inkd cannot run on (a
// maxmemory-policy that evicts keys, cluster mode). It is a ground-floor
// helper: it imports nothing of inkd above chain's URL redaction.
//
//	target, err := redisconn.ParseURL(url)
//	if err != nil {
//		return err
//	}
//	rdb := target.Client(redisconn.Tune{MinPoolSize: redisconn.PoolFor(tasks + conns)})
//	if err := redisconn.CheckNotCluster(ctx, rdb); err != nil {
//		return err
//	}
//	warning, err := redisconn.CheckEvictionPolicy(ctx, rdb)
package redisconn
