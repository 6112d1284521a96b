// Package batcher folds the checked paid writes of many payers that wait at
// the same moment into one executeBatch transaction, and hands each job its
// outcome (group commit inside the sender).
//
//	b, err := batcher.New(batcher.Config{MaxItems: batcher.DefaultMaxItems},
//		batcher.Deps{Settler: pw, Txs: txm, Chain: backend, Redis: rdb, Log: log})
//	b.Start(&wg)                          // before the asynq server
//	body, err := b.Write(ctx, jobID, task) // the handler of a create or a single push
//	b.Shutdown()                          // after it
//
// It meets the settler (worker/settle) through the verbs of Settler, never
// its fields: a job's delivery (Write, write.go) follows its batch when it
// is a member of one, carries on its own transaction when it has one, and
// otherwise is checked (Settler.Check) and joins the loop (batcher.go),
// which plans a batch (chain/batch), has the settler estimate it, stores it
// with every membership before anything is signed (store.go: a membership
// and a job's own-transaction claim exclude each other in one Lua step), and
// has one flight per process drive its transaction (Settler.Drive,
// flight.go). Each member reads its outcome from the receipt by payment
// (Settler.Outcomes, matched once per batch) and answers through
// Settler.Result, like a single write. A lone write goes as its own call
// (lone.go); a batch final without its items through no item's fault sends
// them on alone (fate.go).
//
// Writes paid by voucher (x402 batch-settlement) fold the same way in a
// lane of their own, into writeByVouchers calls to InkdChannelWrites
// (vouchers.go): grouped by channel under the channel's latest voucher,
// matched by (channel, ceiling), and, having no call of their own, sent as
// a batch of one when alone.
package batcher
