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
	"github.com/inkd/inkd/api/wire"
)

// DefaultMultiPushSize is how many versions one multi-push carries: the
// server's default BATCH_MAX_VERSIONS.
const DefaultMultiPushSize = 256

// MultiPusher pushes several versions of one project with one payment, in one
// transaction (POST /v1/projects/:id/versions/batch).
type MultiPusher interface {
	MultiPush(ctx context.Context, project string, reqs []wire.PushVersion, intent client.Intent) (*client.WriteResult, error)
}

// MultiPushes is the MultiPusher of a client.
type MultiPushes struct{ Client *client.Client }

// MultiPush implements MultiPusher.
func (b MultiPushes) MultiPush(ctx context.Context, project string, reqs []wire.PushVersion, intent client.Intent) (*client.WriteResult, error) {
	return b.Client.PushVersions(ctx, project, wire.PushVersions{Versions: reqs}, intent)
}

// MultiPushIntent is the saved-payment intent of pushing items (with content
// digests) as one multi-push: the same items give the same intent, so a re-run
// finds the multi-push's saved payment or result.
func MultiPushIntent(project string, items []Item, digests []string) client.Intent {
	h := sha256.New()
	for i, it := range items {
		fmt.Fprintf(h, "%s\x00%s\x00%s\n", it.Tag, digests[i], it.Changelog)
	}
	return client.Intent(fmt.Sprintf("push-batch %s %s", project, hex.EncodeToString(h.Sum(nil)[:16])))
}

// noMultiPushRoute reports whether err is an older server's answer to the multi-push
// route: it has no such route (404) or only a read at that path (405).
// Nothing was signed: the server answers before asking for payment.
func noMultiPushRoute(err error) bool {
	var ae *client.APIError
	return errors.As(err, &ae) && (ae.Code == wire.CodeRouteNotFound || ae.Code == wire.CodeMethodNotAllowed)
}

// tooLarge reports whether err is the server refusing a multi-push for its
// number of versions or its size (400 batch_too_large).
func tooLarge(err error) bool {
	var ae *client.APIError
	return errors.As(err, &ae) && ae.Code == wire.CodeMultiPushTooLarge
}

// runMultiPushes publishes items in multi-pushes of size: the plan is cut into
// fixed chunks in order, so a re-run cuts the same chunks and finds each
// one's saved payment. Chunks go one after the other (versions keep the
// plan's order); within a chunk, uploads run Concurrency at a time.
func (p *Publisher) runMultiPushes(ctx context.Context, items []Item, size int, t *tally) {
	pusher := p.MultiPusher
	if pusher == nil {
		pusher = MultiPushes{Client: p.Client}
	}
	var single atomic.Bool // the server has no multi-push route
	for start := 0; start < len(items) && ctx.Err() == nil; start += size {
		p.chunk(ctx, items[start:min(start+size, len(items))], pusher, &single, t)
	}
}

// chunk publishes one chunk of the plan. An item with a saved single-push
// payment (from `inkd version push` or a run without multi-pushes) is finished
// by that payment; the others go as one multi-push.
func (p *Publisher) chunk(ctx context.Context, items []Item, b MultiPusher, single *atomic.Bool, t *tally) {
	var one, multi []Item
	var digests []string
	for _, it := range items {
		digest, err := itemDigest(it)
		if err != nil {
			t.item(ItemResult{Item: it, Err: err}, true)
			continue
		}
		if _, saved, err := p.Client.Saved(Intent(p.Project, it.Tag, digest)); err != nil || saved || single.Load() {
			one = append(one, it)
			continue
		}
		multi, digests = append(multi, it), append(digests, digest)
	}
	p.singles(ctx, one, t)
	if len(multi) > 0 {
		p.multiPush(ctx, multi, digests, b, single, t, false)
	}
}

// multiPush pushes items as one multi-push: the multi-push's saved payment, if an
// earlier run signed one, finishes it; otherwise the registry is asked
// first (items landed are reported already, tags naming other content
// tag_taken), the rest is pre-checked, uploaded and pushed. fresh asks the
// API about the tags again instead of the run's snapshot.
func (p *Publisher) multiPush(ctx context.Context, items []Item, digests []string, b MultiPusher, single *atomic.Bool, t *tally, fresh bool) {
	intent := MultiPushIntent(p.Project, items, digests)
	if _, saved, err := p.Client.Saved(intent); err != nil || saved {
		// The saved request is what is sent: nothing is uploaded again.
		p.pushed(ctx, items, digests, nil, intent, err, b, single, t)
		return
	}
	items, digests, err := p.sift(ctx, items, digests, t, fresh)
	if err != nil || len(items) == 0 {
		for _, it := range items {
			t.item(ItemResult{Item: it, Err: err}, false)
		}
		return
	}
	intent = MultiPushIntent(p.Project, items, digests)
	if _, saved, err := p.Client.Saved(intent); err != nil || saved {
		p.pushed(ctx, items, digests, nil, intent, err, b, single, t)
		return
	}
	reqs := make([]wire.PushVersion, len(items))
	for i, it := range items {
		if reqs[i], err = p.request(it, digests[i]); err != nil {
			break
		}
	}
	if err == nil {
		_, err = p.Client.Precheck(ctx, p.Project, reqs)
	}
	if err == nil {
		err = p.uploadAll(ctx, items, digests, reqs)
	}
	p.pushed(ctx, items, digests, reqs, intent, err, b, single, t)
}

// sift asks the registry about items' tags: items whose tag names their
// content are reported already, those whose tag names other content
// tag_taken; the rest (with their digests) is returned.
func (p *Publisher) sift(ctx context.Context, items []Item, digests []string, t *tally, fresh bool) ([]Item, []string, error) {
	tags := make([]string, len(items))
	for i, it := range items {
		tags[i] = it.Tag
	}
	got, err := p.tagged(ctx, tags, fresh)
	if err != nil {
		return items, digests, err
	}
	var rest []Item
	var restDigests []string
	for i, it := range items {
		v := got[it.Tag]
		if v == nil {
			rest, restDigests = append(rest, it), append(restDigests, digests[i])
			continue
		}
		v = legacyDigest(ctx, p.Client, it, v)
		if already, err := landedAs(p.Project, it, digests[i], p.knownHash(it, digests[i]), v); !already {
			t.item(ItemResult{Item: it, Err: err}, false)
			continue
		}
		t.item(ItemResult{Item: it, Result: alreadyResult(p.Project, v), VersionIndex: v.Index}, false)
	}
	return rest, restDigests, nil
}

// pushed sends the multi-push (reqs nil: its saved request) unless err stopped
// it before, and reports each item's end. A server without the multi-push route
// gets single pushes; a multi-push too large is halved; a tag_taken refusal
// (another publisher of the same release) waits for one of its tags to
// land and publishes the multi-push again, which sifts out what landed.
func (p *Publisher) pushed(ctx context.Context, items []Item, digests []string, reqs []wire.PushVersion, intent client.Intent, err error, b MultiPusher, single *atomic.Bool, t *tally) {
	var res *client.WriteResult
	if err == nil {
		res, err = b.MultiPush(ctx, p.Project, reqs, intent)
	}
	if noMultiPushRoute(err) {
		single.Store(true)
		p.singles(ctx, items, t)
		return
	}
	if tooLarge(err) && len(items) > 1 {
		// The server takes fewer versions, or fewer bytes, in one multi-push
		// than this chunk holds: halves, each with its own intent. Nothing
		// was signed for the refused one (the 400 comes before the 402),
		// and a re-run halves the same way.
		half := len(items) / 2
		p.chunk(ctx, items[:half], b, single, t)
		p.chunk(ctx, items[half:], b, single, t)
		return
	}
	if tagTaken(err) {
		tags := make([]string, len(items))
		for i, it := range items {
			tags[i] = it.Tag
		}
		got, werr := awaitTags(ctx, p.Client, p.Project, tags, p.settleWait())
		if werr == nil && len(got) > 0 {
			p.multiPush(ctx, items, digests, b, single, t, true)
			return
		}
		err = errors.Join(err, werr)
	}
	if err == nil && (res.MultiPush == nil || len(res.MultiPush.Versions) != len(items)) {
		err = fmt.Errorf("the multi-push answer lists %d versions for %d pushed", multiPushLen(res), len(items))
	}
	if err == nil {
		t.paid(res)
	}
	for i, it := range items {
		r := ItemResult{Item: it, Result: res, Err: err}
		if err == nil {
			r.VersionIndex = res.MultiPush.Versions[i].VersionIndex
		}
		t.item(r, false)
	}
}

func multiPushLen(res *client.WriteResult) int {
	if res == nil || res.MultiPush == nil {
		return 0
	}
	return len(res.MultiPush.Versions)
}

// uploadAll uploads the items' files, Concurrency at a time, each at most
// once across runs, setting each request's storage hash.
func (p *Publisher) uploadAll(ctx context.Context, items []Item, digests []string, reqs []wire.PushVersion) error {
	errs := make([]error, len(items))
	sem := make(chan struct{}, p.concurrency())
	var wg sync.WaitGroup
	for i, it := range items {
		if it.StorageHash != "" {
			continue
		}
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			up, err := p.upload(ctx, it, digests[i])
			if err != nil {
				errs[i] = fmt.Errorf("%s: %w", it.Tag, err)
				return
			}
			reqs[i].StorageHash = up.StorageHash
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}
