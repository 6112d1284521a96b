// Package storage turns uploads into permanent Arweave content: it builds and
// signs ANS-104 data items (subpackage ans104), stages them between the API
// and the worker (stage), hands them to a storage driver (turbo in
// production, local in development) and prices storage (pricing).
//
// The ar:// id of an upload is the data item id, base64url(SHA-256(signature)),
// the same for every driver. Signatures are deterministic, so the same key,
// tags and bytes always give the same id.
//
// # Upload flow
//
// API, POST /v1/upload (bounded memory: the file goes to disk, never whole
// into RAM):
//
//	spool, err := storage.Spool(ctx, "", filePart, maxUploadBytes) // *TooLargeError → 400 content_too_large
//	defer spool.Close()
//	item, err := storage.Build(ctx, signer, spool, spool.Size(), storage.BuildOptions{
//		ContentType: form.ContentType, // "" = detect; ErrInvalidContentType → 400
//		Tags: []ans104.Tag{{Name: "App-Name", Value: "inkd"}},
//	})
//	err = stager.Put(ctx, item.ID(), item.NewReader(), item.Size())
//	// enqueue the upload job with item.ID(); answer (or await the job):
//	//   storageHash "ar://"+item.ID(), url driver.URL(item.ID()),
//	//   bytes item.DataSize(), contentType item.ContentType()
//
// Worker, upload job:
//
//	staged, err := stager.Open(ctx, id) // storage.ErrNotFound: expired, give up
//	defer staged.Close()
//	err = driver.Put(ctx, id, staged, staged.Size())
//	if errors.Is(err, storage.ErrPermanent) { /* asynq.SkipRetry: storage_upload_failed */ }
//	_ = stager.Delete(ctx, id) // after success
//
// In `inkd dev` the API may skip staging and call driver.Put(ctx, item.ID(),
// item, item.Size()) directly: *Item is an io.ReaderAt over the whole item.
//
// # Memory
//
// Build, BuildItem, Spool, the stagers and the drivers stream: signing reads
// the data once through a 64 KiB buffer, writing reads it again the same way,
// the Redis stager holds one chunk (≤ 1 MiB) per Put or open item, and the
// Turbo driver sends request bodies straight from the io.ReaderAt. No step
// holds a whole item. Signing runs at roughly 800 MB/s per core (SHA-384);
// see BenchmarkBuildItem50MB and ans104's benchmarks.
//
// # Content type
//
// DetectContentType uses github.com/gabriel-vasile/mimetype on the first
// 3 KiB, because net/http.DetectContentType does not recognise JSON, tar, xz
// or zstd, the formats software is shipped in.
//
// # Errors
//
// ErrNotFound, ErrPermanent, ErrTooLarge (*TooLargeError) and
// ErrInvalidContentType are this package's sentinels; ans104, stage, turbo,
// local and pricing wrap them or define typed errors that match them with
// errors.Is. None of them knows about HTTP status codes.
package storage
