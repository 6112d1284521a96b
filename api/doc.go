// Package api is inkd's HTTP/JSON API, a fiber app: the spec's routes
// (reads of projects, versions, agents, events and statistics; uploads;
// the paid writes), x402 payment terms and checks, and the one place that
// maps errors to HTTP (errors.go). Reads come from the read model in Redis
// (chain/readmodel); a paid write is checked here, enqueued as a job
// (jobs) for the workers and answered 201 once the job's outcome is
// published. Its JSON bodies are defined in api/wire.
//
//	srv, err := api.New(cfg, api.Deps{...})
//	if err != nil { ... }
//	err = srv.Serve(ln)
package api
