// Package claim is a deployment's claim on a Redis database. Everything
// inkd keeps in Redis (nonces, transaction records, the read model,
// payment reservations) belongs to one deployment of the contracts; a
// process started with another deployment file must not run on that state.
// Each serve and worker process therefore claims its Redis at start, before
// it reads or writes anything else there:
//
//	if err := claim.Redis(ctx, rdb, claim.Of(dep), reset, log); err != nil {
//		return err // a *claim.ForeignDeploymentError names both deployments
//	}
//
// The claim is one key (Key) holding the deployment's Identity as JSON.
package claim
