// Package stage carries signed data items from the API process, which builds
// them, to a worker process, possibly on another machine, which hands them to
// a storage driver.
//
//	// API, after storage.Build:
//	err := stager.Put(ctx, item.ID(), item.NewReader(), item.Size())
//	// ... enqueue the upload job carrying item.ID() ...
//
//	// worker, in the upload handler:
//	staged, err := stager.Open(ctx, id) // storage.ErrNotFound once expired
//	defer staged.Close()
//	err = driver.Put(ctx, id, staged, staged.Size())
//	// on success: stager.Delete(ctx, id)
//
// # Choosing an implementation
//
// Redis (NewRedis) stores an item as chunks of at most 1 MiB under keys with
// a TTL. It needs nothing but the Redis every process already shares, and so
// works for any number of API and worker machines. The cost is Redis memory:
// each staged item occupies its full size until it is deleted or expires (a
// 50 MB upload is 50 MB of Redis RAM, and the asynq Redis must run with
// maxmemory-policy noeviction), and every byte crosses the network twice.
// Suits moderate upload volume and deployments without shared disks.
//
// Dir (NewDir) writes items as files in a directory that every API and
// worker process mounts (an NFS/EFS volume, or a local directory when all
// processes share one host, as in `inkd dev`). It costs no Redis memory and
// streams at disk speed, but requires a shared volume whose rename is atomic
// and a periodic Prune to reclaim expired files (a Pruner runs it in a
// worker; DirOf finds the Dir under a Budget).
//
// Both hold items by id, so staging the same item twice (a retried request)
// is harmless, and both stream in and out with memory bounded by one chunk.
package stage
