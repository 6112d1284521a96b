// Package queues inspects and steers the asynq queues for operators (the
// `inkd queues` command): sizes per state and queue, the failed jobs with
// their errors, one job in detail, retrying or deleting one job, pausing and
// resuming a queue. Everything goes through asynq's Inspector.
//
// Deleting a job must not break the money path. A paid write whose job has
// a transaction record (its own, its batch's — also a batch stored and not
// signed yet —, or the one that completes or refunds a payment taken
// elsewhere) and no published outcome is refused: the payment
// may be taken, or has been, and only the job can finish the transaction and
// tell its client. Retrying is always safe (handlers are idempotent against
// the transaction store). Payloads are never shown: a paid write's carries
// the payer's signed authorization.
//
//	tool := queues.New(asynq.NewInspectorFromRedisClient(rdb),
//		txmgr.NewRecordReader(rdb, ""), jobs.NewStore(rdb, ""),
//		func(ctx context.Context, id string) (string, error) { return batcher.JobIntent(ctx, rdb, id) })
//	sizes, err := tool.Sizes()
//	_, err = tool.Delete(ctx, "", taskID) // *RefusedError says why not
package queues
