// Package pending reserves what a queued paid write will take when it
// lands — a project name, a project's version tags — across API
// replicas, from before the write's payment is checked until its job ends.
// The registry decides names and the read model decides landed tags; this
// package closes the window in between, when two writes of one name or one
// tag are both queued and both would reach the chain.
//
//	claims, _ := pending.New(rdb, "", nil)
//	keys := []pending.Key{pending.Tag("7", "v1.0.0"), pending.Tag("7", "v1.0.1")}
//	held, _ := claims.Claim(ctx, keys, jobID, validBefore.Add(payment.SpendMargin))
//	// held[i].JobID != "": another job holds keys[i], and nothing was claimed.
//	defer claims.Release(ctx, keys, jobID) // once the job's outcome is known
package pending
