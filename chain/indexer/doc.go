// Package indexer keeps the read model (chain/readmodel) in step with the
// chain: it follows the registry, treasury and buyback contracts' logs from
// the deployment block, and applies paid writes' receipts at once so a
// client reads its own write right after the 201.
//
//	m, _ := readmodel.New(readmodel.Config{}, rdb)
//	ix, _ := indexer.New(indexer.Config{StartBlock: d.DeployBlock}, backend, m, d.Addresses, log)
//	ix.Start(&wg) // in every worker process: one of them leads
//	defer ix.Shutdown()
//
//	applier := indexer.NewReceiptApplier(m, backend, d.Addresses, log)
//	_ = applier.ApplyReceipt(ctx, receipt) // right after a confirmed paid write
//
// # How it follows the chain
//
// Exactly one indexer is active across all worker processes: each one tries
// to take a lease in Redis (a key with a TTL and the holder's random token),
// the holder renews it every third of the TTL, and every write it makes
// checks the token inside the write's Lua script. A crashed holder is
// replaced once its lease expires; one that was only paused finds its writes
// refused. Shutdown releases the lease so another process takes over at once.
//
// The leader reads its cursor (the last block processed, number and hash)
// from Redis and, each step, looks at the blocks from the cursor up to head
// minus Config.Confirmations:
//
//  1. the first block's parent hash must be the cursor's hash; otherwise a
//     reorg replaced the cursor: walk back through the recorded blocks to the
//     newest one still on the chain and roll back every block above it;
//  2. eth_getLogs over the range (at most BatchBlocks blocks, halved while
//     the node refuses the query — a JSON-RPC error such as "too many
//     results", or HTTP 400/413 — and grown back after successes), for the
//     three contracts and their seven followed events;
//  3. within ReorgDepth of the head, every block that has logs is checked
//     against its header, so logs from a fork that lost are never applied;
//  4. each block is applied atomically with the cursor moving to it, then the
//     range's last block is checkpointed; memory is bounded by one range;
//  5. blocks applied from receipts ("ahead") up to the range's end are
//     checked against the chain: orphans are rolled back.
//
// How far the cursor may trail the chain's head before the indexer counts
// as not ready is decided here too (lag.go: Position, CheckLag,
// MaxReadyLag); each process's readiness check and lag metric ask it.
package indexer
