// Package settlers keeps the workers' reports on their settler keys in
// Redis, so that every API replica's GET /v1/status can say when a key
// cannot pay for gas while its writes wait: the API holds no keys and no
// transaction manager.
//
// A worker publishes what its transaction manager knows of each key
// (txmgr.KeyState) with the key's balance, every PublishEvery (the balance
// watch does, chain/balancewatch); a reader lists the keys that are
// stalled according to reports younger than ReportTTL:
//
//	err := settlers.Publish(ctx, rdb, states, balances, time.Now())
//	stalled, err := settlers.NewReader(rdb, nil).Stalled(ctx)
package settlers
