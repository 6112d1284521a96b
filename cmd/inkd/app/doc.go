// Package app wires inkd's parts into processes: the API process, the worker
// process, and the all-in-one development process. cmd/inkd reads its
// configuration and calls this package; end-to-end tests call it directly,
// so what they test is what runs.
//
// It holds wiring only: it builds each part from its package's Config and
// starts and stops the parts in the order below. A concept with its own
// Redis keys, loop or policy lives in a package named for it, for example
// internal/redisconn (Redis connection policy), chain/rpcpool (the provider
// pool, its dial and the shared head mark), chain/deploy/claim (the
// deployment's claim on its Redis), chain/balancewatch and
// chain/txmgr/settlers (the settler keys' balances and reports),
// storage/setup (the choice of driver, stager and price source),
// storage/contents (the records of stored items) and internal/handoff (the
// listener the start-up server hands to the API).
//
// Start and stop order:
//   - API: job waiter → HTTP listener; stop in reverse (APIProcess).
//   - Worker: background parts in the order of NewWorker's list
//     (transaction manager → batcher → payouts → reconciler → balance
//     watch → indexer → stage pruner), then the asynq server; stop the
//     asynq server first, then the background parts in reverse.
//   - Dev: Redis → chain → storage → worker → API; stop in reverse (Dev.Close).
package app
