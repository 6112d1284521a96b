// Package worker runs inkd's asynq handlers: paid writes (create a project,
// push a version), uploads to permanent storage, and the chain indexer.
// Workers are separate processes from the API and scale on Redis alone.
//
//	w, err := worker.New(cfg, rdb, deps)
//	var wg sync.WaitGroup
//	w.Start(&wg)     // asynq server, transaction monitor, indexer lease
//	<-ctx.Done()
//	w.Shutdown()     // stops taking tasks, waits ShutdownTimeout, then stops the rest
//	wg.Wait()
//
// Every handler is idempotent: a task is a trigger, the state lives in Redis
// (the transaction store) and on the chain, so a re-delivered or duplicated
// task resumes the work instead of repeating it.
package worker
