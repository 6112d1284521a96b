// Package settle carries one paid-write intent exactly once to its final
// on-chain outcome: the checks before the first signature (is the
// authorization used already, does it leave time to be mined, has the
// payer no code), the simulation, the send through the transaction
// manager under an intent named for the job, the wait, the outcome read
// from the receipt by payment, and what a mined failure or a payment taken
// outside inkd then needs: the authorization voided, the write completed
// as prepaid or the money refunded, a write that ran out of gas sent
// again with more.
//
//	pw, err := settle.New(settle.Config{Addresses: deployment.Addresses}, backend, txm, applier, log,
//		settle.WithPaymentRecords(spends, suspensions), settle.WithMetrics(m))
//	j, err := settle.DecodeJob(jobID, task) // a create or a single push
//	rcpt, err := pw.Execute(ctx, j.ID(), j) // its own transaction
//	body, err := pw.Result(ctx, j, rcpt, nil, err)
//
// The worker's asynq harness (package worker) decides when a delivery
// runs and what its error means for the job; the Batcher folds the checked
// writes of many payers into one transaction. Both meet the settler
// through a few verbs, never its fields: Check (a job's checks and its own
// call), Estimate and Drive (a batch's gas, and its transaction to the
// final receipt: one record read, one broadcast, then the wait), Execute
// (a job's own write), Outcomes (a receipt read by payment) and Result (a
// job's answer, settling what the chain left open). The harness adds
// Expired (is the payment provably never taken?) and PushVersions (the
// one-payer multi-push handler, never folded).
//
// Every intent a job signs under is named in intents.go, every retry
// class in retry.go. A gas cap is a field of the Job, never a context
// value: a multi-push's cap grows with its calldata (multiPushGasCap).
package settle
