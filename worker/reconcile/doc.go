// Package reconcile finds paid writes that nothing drives any more and
// drives them on. One pass, run periodically in every worker process but by
// one of them at a time, looks at three places:
//
//   - reservations whose job was never queued (the API died between
//     reserving the payment and queueing the job): the job staged with the
//     reservation is queued; a reservation with nothing staged (its checks
//     never finished, so nothing can have been charged) is released so the
//     client's retry starts afresh;
//   - tasks left in asynq's active list without a lease (a lost or evicted
//     lease key): asynq's own recoverer only sees leased tasks, so the
//     reconciler gives them an expired lease and the recoverer re-queues
//     them; tasks whose lease merely expired are left to that recoverer;
//   - archived paid writes (asynq gave up on them) that have no published
//     outcome, or whose transaction record is still unresolved: they are run
//     again, so the job carries on from its record and publishes the true
//     outcome.
//
// Usage, in the worker process:
//
//	rc, err := reconcile.New(reconcile.Config{}, reconcile.Deps{...}, log)
//	rc.Start(&wg) // before the asynq server; Shutdown after it
package reconcile
