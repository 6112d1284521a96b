// Package contents records in Redis what the workers stored of every
// item: its data size, SHA-256 and content type (jobs.Content), under
// KeyPrefix + the item's id, for DefaultTTL. The API prices a push by the
// size and checks the content a push states on chain against the record;
// a worker that is handed an upload again learns from it that the item is
// stored.
//
//	recs := contents.New(rdb)
//	err := recs.RecordContent(ctx, id, jobs.Content{ContentSize: n, Sha256: sum, ContentType: ct})
//	c, ok, err := recs.Content(ctx, id)
package contents
