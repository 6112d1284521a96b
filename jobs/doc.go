// Package jobs is the contract between the API and the workers: task type
// names, payload structs and their constructors, the job outcome record, and
// the notifier/waiter pair through which an API request learns that its job
// finished.
//
// The API enqueues with a TaskID derived from the payment, so a retried
// request never creates a second job, then waits:
//
//	task, opts, _ := jobs.NewCreateProjectTask(payload)
//	_, err := client.EnqueueContext(ctx, task, append(opts, asynq.TaskID(id))...)
//	out, err := waiter.Await(ctx, id) // one process-wide PSUBSCRIBE feeds every waiter
//
// Workers publish outcomes with Notifier.Publish (the worker's middleware does
// it for every task), which stores the outcome under a key with a TTL and
// publishes it on the job's channel in one MULTI.
package jobs
