// Package turbo is the production storage driver: it uploads signed data
// items to an ArDrive Turbo bundler, which posts them to Arweave.
//
//	d, err := turbo.New(turbo.Config{}, http.DefaultClient, log) // upload.ardrive.io, arweave.net
//	err = d.Put(ctx, id, staged, staged.Size())
//	if errors.Is(err, storage.ErrPermanent) { /* asynq.SkipRetry */ }
//	url := d.URL(id) // https://arweave.net/<id>
//
// Turbo charges uploads to the Ethereum address of the key that signed the
// item (after a free allowance for small items), so that key's Turbo account
// must hold credits; otherwise uploads fail with *UnderfundedError.
//
// # The Turbo upload API this driver relies on
//
// Read from ardriveapp/turbo-upload-service (src/router.ts,
// src/routes/dataItemPost.ts, src/routes/multiPartUploads.ts, constants.ts)
// and ardriveapp/turbo-sdk (src/common/chunked.ts):
//
//   - POST {upload}/v1/tx/ethereum, body the raw item, Content-Type
//     application/octet-stream. 200: a JSON receipt {id, owner, winc,
//     timestamp, deadlineHeight, version, signature, ...}; its id must equal
//     ours. 202: the item is already stored (success). 402: the signer's
//     account has too few credits. 400: invalid item. 5xx: try again.
//   - Items over Config.ChunkedThreshold (10 MiB) go through the multipart
//     API, every request carrying "x-chunking-version: 2":
//     GET {upload}/v1/chunks/ethereum/-1/-1?chunkSize=N creates an upload and
//     answers {id, min, max, chunkSize}; POST
//     {upload}/v1/chunks/ethereum/{id}/{offset} sends each chunk (Content-
//     Length required; every chunk but the last has the same size, between
//     5 MiB and 500 MiB; offsets are multiples of it); POST
//     {upload}/v1/chunks/ethereum/{id}/-1 finalizes: 200 with the receipt, or
//     201 when the item already existed, or 202 when validation continues in
//     the background, 402 when underfunded. After a 202 the driver polls GET
//     {upload}/v1/chunks/ethereum/{id}/status, whose {status} moves through
//     ASSEMBLING, VALIDATING and FINALIZING to FINALIZED, or ends in a failure
//     reason: UNDERFUNDED, INVALID, APPROVAL_FAILED, REVOKE_FAILED.
//
// Every request runs under Config.RequestTimeout; transport errors,
// timeouts, 408, 429 and 5xx answers are retried with exponential backoff
// (Config.MaxAttempts, MinBackoff, MaxBackoff); other 4xx answers, 402 and a
// receipt for a different id are permanent and match storage.ErrPermanent.
// Re-sending a stored item is answered 202, so Put is idempotent.
package turbo
