// Package ready decides whether a process is ready to serve: it runs named
// checks (Redis answers, the chain answers, the contracts are deployed, the
// indexer keeps up) and reports each one as "ok" or the reason it failed.
//
// The checks are plain functions that the wiring (cmd/inkd/app) builds from
// the process's clients, so this package does no I/O of its own. Two
// endpoints use it: the API's GET /v1/ready and the /readyz of the
// operations server (cmd/inkd/metrics).
//
//	c := ready.New(ready.Config{}, []ready.Check{
//		{Name: "redis", Run: func(ctx context.Context) error { return rdb.Ping(ctx).Err() }},
//	})
//	rep := c.Report(ctx) // rep.Ready, rep.Checks["redis"] == "ok"
package ready
