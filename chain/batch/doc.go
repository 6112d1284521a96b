// Package batch folds paid writes of many payers into one executeBatch
// transaction of the treasury and reads each item's outcome back from the
// receipt. It is pure: no RPC, no Redis, no clock. The worker (worker/
// batcher.go) owns the I/O: it collects the items, stores the batch and
// its members, and sends the transaction through the transaction manager,
// which stays unaware of items.
//
//	picked := batch.Plan(waiting, batch.Limits{MaxItems: 64, MaxGas: 15_000_000, MaxCalldata: 120_000})
//	items := make([]batch.Item, len(picked))
//	for i, n := range picked { items[i] = waiting[n] }
//	data, err := batch.Build(items)           // executeBatch calldata
//	…                                          // store, sign, send, wait for the final receipt
//	outs, err := batch.Match(rcpt, addrs, keys, decoder)
//
// # Decisions
//
// Group commit inside the sender, not asynq task aggregation: asynq's groups
// hand the handler a new task and lose the original task ids, and a set
// being aggregated is not crash-atomic (FIELD-NOTES). Every paid-write job
// keeps its own task and id; the worker joins the jobs that wait at the same
// moment into one transaction and each job publishes its own outcome.
//
// Planning is first come, first served: Plan takes the oldest waiting items
// until the next one would pass a limit (item count, gas budget, calldata
// size), so a large item is never overtaken forever by small ones. The
// first item always forms a batch, even alone over the gas budget (it passed
// the single-write gas cap already). Two items with the same (payer, nonce)
// never share a batch: the later one waits, because a contract can take one
// authorization only once and both would claim the same events.
//
// The gas of a batch is planned from each item's own estimate as a single
// paid write: the batch pays the 21,000 of a transaction once, and each
// item adds ItemOverhead for its self-call (try/catch, calldata copy, the
// 1/64 kept back by each call). The sender still estimates the batch as a
// whole before signing; the plan only keeps it under the budget.
//
// Outcomes are matched by (payer, nonce), never by position: a landed item
// is the treasury's PaymentReceived for its key plus the registry events it
// names (ProjectCreated of its project id, or VersionPushed for each of its
// version indexes, pushed by the payer); a failed item is the treasury's
// ItemFailed for its key, its revert data decoded by chain.RevertDecoder.
// A key with no event, with two, or a landed item whose registry events are
// missing is an error: the caller never guesses an outcome.
//
// A batch that fails as a whole, without any ItemFailed or PaymentReceived,
// charged nobody. The worker decides what that means for its jobs
// (worker/batcher/fate.go): running out of gas (BatchOutOfGas(), an item's
// empty revert), any whole-batch revert but two, or the batch's nonce used
// by another transaction is no item's fault, and each job goes on alone as
// a single write once the batch's outcome is final (it can no longer land,
// so no item is ever in two transactions that could both land); only
// EnforcedPause() (the treasury paused) and Unauthorized() (the settler
// not one) end the jobs with tx_failed, as they would end a single write.
package batch
