// Package txmgr turns intents into mined transactions, exactly once.
//
// A worker hands the Manager an intent: an id it chooses (the idempotency
// key, e.g. the paid request's id) and a Candidate call. The Manager
// guarantees one intent → one logical transaction → one (key, nonce), across
// crashes, re-delivered asynq tasks, overlapping handlers and several worker
// processes sharing keys:
//
//   - One Lua script takes the key's next nonce and writes the intent's
//     record in one step, refusing when the intent already has a record. The
//     counter never runs ahead of records; when it is missing or behind the
//     chain's mined nonce it is raised to it (never to the pending nonce).
//   - Assign → sign → persist runs under a per-key lock (SET NX PX with a
//     random token plus an INCR fence number). The scripts that store a
//     signature check the lease, so a holder whose lease ran out cannot write.
//   - The signed transaction is stored before it is broadcast; repeated Sends
//     re-broadcast the stored bytes, and a record a crash left without a
//     signature is signed with its own nonce, never a new one.
//   - Send errors are classified by chain.ClassifySendError; receipts are
//     looked up for every attempt; a replacement pays at least 10% more tip
//     and fee cap; mined blocks are checked against the canonical chain until
//     Confirmations deep, and a reorged-out transaction is sent again.
//     Above depth 1 a final record stays watched until the finalized block
//     has it: a deeper reorg gets its stored bytes sent again, and its
//     nonce is never taken for a filler (settle.go).
//   - A transaction a node refuses for good (ErrRejected) fails its intent
//     but does not jam its key: a filler, a 0-value transfer from the key to
//     itself, is stored (before it is broadcast, as always) and driven to
//     finality at the intent's nonce, so later nonces of the key get mined.
//     A nonce hole left by a lost record gets a filler too (gap.go), never
//     the nonce of a watched final record.
//   - Failure and reorgs are decided from facts a lagging or load-balanced
//     RPC cannot fake by being slow (consumed.go): "nonce used by another
//     transaction" only Confirmations deep on a node not behind; a reorg only
//     when the stored block hash is no longer canonical at its height.
//   - An attempt refused for a fee above the node's RPC cap is set aside and
//     caps later bumps (feecap.go); keys without funds or stuck get no new
//     work while another key is healthy (health.go); an RPC outage or a
//     stale head is logged once, backs the waiters off and staggers the
//     bumps after it (outage.go).
//
// Usage:
//
//	m, err := txmgr.New(txmgr.Config{ChainID: big.NewInt(8453)}, client, rdb, keys, log)
//	if err != nil { … }
//	var wg sync.WaitGroup
//	m.Start(&wg) // the monitor: drives unconfirmed records nobody waits for
//	defer func() { m.Shutdown(); wg.Wait() }()
//
//	rec, err := m.Send(ctx, intentID, txmgr.Candidate{To: treasury, Data: calldata})
//	if err != nil { … } // ErrInsufficientFunds, ErrRejected, a reverted estimate…
//	out, err := m.Wait(ctx, intentID)
//	if errors.Is(err, txmgr.ErrRejected) || errors.Is(err, txmgr.ErrNonceConsumed) { … } // failed for good
//	if err != nil { … }
//	if out.Receipt.Status == types.ReceiptStatusFailed { … } // reverted on chain
//
// Records stay in Redis for Config.Retention (7 days by default) after they
// are final or failed, so a task delivered again long after still finds its
// transaction instead of sending a second one. Unconfirmed records never
// expire.
package txmgr
