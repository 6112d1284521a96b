// Package worker runs inkd's asynq handlers: paid writes (create a project,
// push a version), uploads to permanent storage, and the chain indexer. It
// is the harness: when a delivery runs, what its answer means for the job
// (the outcome rule below), continuations, takeover and corrections. One
// paid-write intent is carried to its outcome by worker/settle; the writes
// of many payers are folded into one transaction by worker/batcher.
// Workers are separate processes from the API and scale on Redis alone.
//
//	w, err := worker.New(cfg, rdb, deps)
//	var wg sync.WaitGroup
//	w.Start(&wg)     // asynq server, transaction monitor, indexer lease
//	<-ctx.Done()
//	w.Shutdown()     // stops taking tasks and the rest, all within ShutdownTimeout
//	wg.Wait()
//
// Every handler is idempotent: a task is a trigger, the state lives in Redis
// (the transaction store) and on the chain, so a re-delivered or duplicated
// task resumes the work instead of repeating it.
//
// # The outcome rule (paid writes)
//
// A paid write's outcome is published only when it is final, because a
// client told "failed" signs a new authorization and would pay twice if
// the first one were still taken:
//   - "succeeded" once the job's own transaction, or the one the chain shows
//     took its authorization (settleUsed), is final with the write's event;
//   - "failed" only when the chain proves the payment cannot be taken any
//     more: the write reverted (simulated before anything was signed, or
//     mined), the job's nonce was mined by another of our transactions
//     that did not take it, the authorization was used elsewhere or
//     refunded, or a block at or past its validBefore shows it unused;
//   - never from a retry counter, a timeout or asynq's last delivery. Until
//     the chain decides, the job is retried with a capped backoff (the retry
//     that would make the next delivery asynq's last is not counted, and a
//     last delivery carries on in a continuation task under the same job
//     id, lifecycle.go), and the API answers 202 with the job to poll.
//
// A delivery that finds no transaction record for its job (the first one,
// or Redis lost it) asks the chain before anything else whether the
// authorization is used: if so, the outcome is read from the chain, never
// re-checked or re-simulated against the state the landed write created.
// A job the API queued for a request whose authorization was already used
// (jobs.Payment.Recovery) only answers with a write of ours; a payment a
// third party submitted is refunded, never completed with the request's
// content, which nothing binds to the signature.
//
// With a folding Batcher (worker/batcher), creates and single pushes of many payers
// that wait at the same moment share one transaction. The rule holds per
// job, folding on or off: a member of a batch follows that batch's
// transaction record and reads its own outcome from the receipt by its
// payment; a job that sends its own transaction claims that first, and is
// never made a member afterwards; a member whose batch is final without it,
// through no item's fault, goes on alone (worker/batcher/fate.go).
package worker
