package publish

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/inkd/inkd/api/client"
)

// DefaultBatchSize is how many versions one batch push carries: the
// server's default BATCH_MAX_VERSIONS.
const DefaultBatchSize = 256

// Batcher pushes several versions of one project with one payment, in one
// transaction (POST /v1/projects/:id/versions/batch).
type Batcher interface {
	PushBatch(ctx context.Context, project string, reqs []client.PushVersion, intent client.Intent) (*client.WriteResult, error)
}

// Batches is the Batcher of a client.
type Batches struct{ Client *client.Client }

// PushBatch implements Batcher.
func (b Batches) PushBatch(ctx context.Context, project string, reqs []client.PushVersion, intent client.Intent) (*client.WriteResult, error) {
	return b.Client.PushVersions(ctx, project, client.PushVersions{Versions: reqs}, intent)
}

// BatchIntent is the saved-payment intent of pushing items (with content
// digests) as one batch: the same items give the same intent, so a re-run
// finds the batch's saved payment or result.
func BatchIntent(project string, items []Item, digests []string) client.Intent {
	h := sha256.New()
	for i, it := range items {
		fmt.Fprintf(h, "%s\x00%s\x00%s\n", it.Tag, digests[i], it.Changelog)
	}
	return client.Intent(fmt.Sprintf("push-batch %s %s", project, hex.EncodeToString(h.Sum(nil)[:16])))
}

// noBatchRoute reports whether err is an older server's answer to the batch
// route: it has no such route (404) or only a read at that path (405).
// Nothing was signed: the server answers before asking for payment.
func noBatchRoute(err error) bool {
	var ae *client.APIError
	return errors.As(err, &ae) && (ae.Code == "route_not_found" || ae.Code == "method_not_allowed")
}

// tooLarge reports whether err is the server refusing a batch for its
// number of versions or its size (400 batch_too_large).
func tooLarge(err error) bool {
	var ae *client.APIError
	return errors.As(err, &ae) && ae.Code == "batch_too_large"
}

// runBatches publishes items in batches of size: the plan is cut into
// fixed chunks in order, so a re-run cuts the same chunks and finds each
// one's saved payment. Chunks go one after the other (versions keep the
// plan's order); within a chunk, uploads run Concurrency at a time.
func (p *Publisher) runBatches(ctx context.Context, items []Item, size int, t *tally) {
	batcher := p.Batcher
	if batcher == nil {
		batcher = Batches{Client: p.Client}
	}
	var single atomic.Bool // the server has no batch route
	for start := 0; start < len(items) && ctx.Err() == nil; start += size {
		p.chunk(ctx, items[start:min(start+size, len(items))], batcher, &single, t)
	}
}

// chunk publishes one chunk of the plan. An item with a saved single-push
// payment (from `inkd version push` or a run without batches) is finished
// by that payment; the others go as one batch.
func (p *Publisher) chunk(ctx context.Context, items []Item, b Batcher, single *atomic.Bool, t *tally) {
	var one, batch []Item
	var digests []string
	for _, it := range items {
		digest, err := Digest(it.File)
		if err != nil {
			t.item(ItemResult{Item: it, Err: err}, true)
			continue
		}
		if _, saved, err := p.Client.Saved(Intent(p.Project, it.Tag, digest)); err != nil || saved || single.Load() {
			one = append(one, it)
			continue
		}
		batch, digests = append(batch, it), append(digests, digest)
	}
	p.singles(ctx, one, t)
	if len(batch) == 0 {
		return
	}
	intent := BatchIntent(p.Project, batch, digests)
	reqs, err := p.batchRequests(ctx, intent, batch, digests)
	var res *client.WriteResult
	if err == nil {
		res, err = b.PushBatch(ctx, p.Project, reqs, intent)
	}
	if noBatchRoute(err) {
		single.Store(true)
		p.singles(ctx, batch, t)
		return
	}
	if tooLarge(err) && len(batch) > 1 {
		// The server takes fewer versions, or fewer bytes, in one batch
		// than this chunk holds: halves, each with its own intent. Nothing
		// was signed for the refused one (the 400 comes before the 402),
		// and a re-run halves the same way.
		half := len(batch) / 2
		p.chunk(ctx, batch[:half], b, single, t)
		p.chunk(ctx, batch[half:], b, single, t)
		return
	}
	if err == nil && (res.Batch == nil || len(res.Batch.Versions) != len(batch)) {
		err = fmt.Errorf("the batch answer lists %d versions for %d pushed", batchLen(res), len(batch))
	}
	if err == nil {
		t.paid(res)
	}
	for i, it := range batch {
		r := ItemResult{Item: it, Result: res, Err: err}
		if err == nil {
			r.VersionIndex = res.Batch.Versions[i].VersionIndex
		}
		t.item(r, false)
	}
}

func batchLen(res *client.WriteResult) int {
	if res == nil || res.Batch == nil {
		return 0
	}
	return len(res.Batch.Versions)
}

// batchRequests uploads the batch's files (Concurrency at a time, each at
// most once across runs) and returns its push requests; when the batch's
// payment is saved already, its saved request is what is sent, and
// nothing is uploaded.
func (p *Publisher) batchRequests(ctx context.Context, intent client.Intent, items []Item, digests []string) ([]client.PushVersion, error) {
	if _, saved, err := p.Client.Saved(intent); err != nil || saved {
		return nil, err
	}
	reqs := make([]client.PushVersion, len(items))
	errs := make([]error, len(items))
	sem := make(chan struct{}, p.concurrency())
	var wg sync.WaitGroup
	for i, it := range items {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			up, err := p.upload(ctx, it.File, digests[i])
			if err != nil {
				errs[i] = fmt.Errorf("%s: %w", it.Tag, err)
				return
			}
			reqs[i] = client.PushVersion{StorageHash: up.StorageHash, VersionTag: it.Tag, Changelog: it.Changelog}
		}()
	}
	wg.Wait()
	return reqs, errors.Join(errs...)
}
