// Package client is the Go client of the inkd API: typed requests and
// results, x402 payment inside, retries, and payments saved before they are
// sent so that a retried or re-run write never pays twice.
//
//	store, _ := client.OpenFileStore("inkd-payments.json")
//	c, _ := client.New(client.Config{BaseURL: "http://127.0.0.1:8080", Key: key, Store: store})
//	up, _ := c.Upload(ctx, "build.tar.gz", f, "")
//	res, err := c.PushVersion(ctx, "7", wire.PushVersion{StorageHash: up.StorageHash, VersionTag: "v1.2.0"})
//	// res.Push is the 201 body, res.Fee what was paid (USDC base units).
//	res, err := c.PushVersions(ctx, "7", wire.PushVersions{Versions: versions}, "")
//	// res.MultiPush lists the versions, all landed in one transaction for one fee.
//
// A paid write goes: ask without payment (402 terms) → refuse a fee above
// Config.MaxFee → sign the EIP-3009 authorization → save it in the Store →
// send it. Every retry (429 after Retry-After, network errors, 5xx) and every
// later call with the same intent re-presents the saved authorization; the
// server answers a repeated payment with the original result, so a write is
// paid for at most once. A 202 is returned as a *PendingError carrying the
// job id; WaitJob follows it.
//
// With Config.Scheme batch-settlement (or auto, where the 402 offers it) a
// write (a multi-push too, by one voucher for its one fee) is paid by
// voucher instead (vouchers.go): the
// payer's channel is kept in the Store, each write signs the channel's
// ceiling plus its fee, the first write (or one the balance does not
// cover) deposits, and the channel is saved before each voucher is sent.
//
// Requests and results are the API's own JSON bodies, from api/wire; the
// package imports no server code.
package client
