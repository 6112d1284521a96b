package publish

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
)

// Pusher pushes one version of a project with its own paid request
// (Single). The Publisher uses it when multi-pushes are off (MultiPushSize 1), when
// the server has no multi-push route, and to finish a single push whose payment
// an earlier run saved; otherwise versions go in multi-pushes (MultiPusher).
type Pusher interface {
	Push(ctx context.Context, project string, req wire.PushVersion, intent client.Intent) (*client.WriteResult, error)
}

// Single pushes each version with its own paid request.
type Single struct{ Client *client.Client }

// Push implements Pusher.
func (s Single) Push(ctx context.Context, project string, req wire.PushVersion, intent client.Intent) (*client.WriteResult, error) {
	return s.Client.PushVersion(ctx, project, req, intent)
}

// Uploads remembers the upload of each content digest in a JSON file, so a
// re-run uploads nothing twice. Safe for concurrent use.
type Uploads struct {
	path string
	mu   sync.Mutex
	m    map[string]wire.UploadResult
}

// OpenUploads reads path or starts empty.
func OpenUploads(path string) (*Uploads, error) {
	u := &Uploads{path: path, m: map[string]wire.UploadResult{}}
	b, err := os.ReadFile(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return u, nil
	case err != nil:
		return nil, err
	}
	if err := json.Unmarshal(b, &u.m); err != nil {
		return nil, fmt.Errorf("uploads file %s: %w", path, err)
	}
	return u, nil
}

func (u *Uploads) get(digest string) (wire.UploadResult, bool) {
	u.mu.Lock()
	defer u.mu.Unlock()
	r, ok := u.m[digest]
	return r, ok
}

func (u *Uploads) put(digest string, r wire.UploadResult) error {
	u.mu.Lock()
	defer u.mu.Unlock()
	u.m[digest] = r
	if u.path == "" { // in memory only
		return nil
	}
	b, err := json.MarshalIndent(u.m, "", "  ")
	if err != nil {
		return err
	}
	tmp := u.path + ".tmp"
	if err := os.WriteFile(tmp, b, 0o600); err != nil {
		return err
	}
	return os.Rename(tmp, u.path)
}

// Publisher publishes items to one project.
type Publisher struct {
	Client  *client.Client
	Project string
	// Pusher pushes single versions; nil means Single{Client}.
	Pusher Pusher
	// MultiPusher pushes multi-pushes; nil means MultiPushes{Client}.
	MultiPusher MultiPusher
	// MultiPushSize is how many versions one multi-push carries: zero means
	// DefaultMultiPushSize, 1 pushes every version with its own payment. It
	// must not exceed the server's BATCH_MAX_VERSIONS, and a re-run must
	// use the same size to find the multi-pushes a killed run paid for.
	MultiPushSize int
	// Concurrency is how many items are uploaded (and, without multi-pushes,
	// pushed) at once; zero means 4.
	Concurrency int
	// Uploads records uploads; nil keeps them in memory (Run sets it).
	Uploads *Uploads
	// Uploaded, when set, is told of each file this run uploaded, from
	// the uploading goroutine (several at once).
	Uploaded func(Item, wire.UploadResult)
	// landed is the versions the plan's tags named when the run began
	// (snapshot); nil: each lookup asks the API.
	landed map[string]*wire.Version
	// SettleWait bounds the wait of a push refused tag_taken for the
	// tag's version to land; zero means DefaultSettleWait.
	SettleWait time.Duration
}

// ItemResult is how one item ended.
type ItemResult struct {
	Item Item
	// Result is the write that recorded the item: its own push, or the
	// multi-push it was part of (Result.MultiPush, whose Fee paid for every
	// version of the multi-push).
	Result *client.WriteResult
	// VersionIndex is the item's version index.
	VersionIndex string
	Err          error
}

// Summary totals a run.
type Summary struct {
	// Landed counts versions recorded by this run; Already those a
	// previous run recorded (found in the state file, or answered by the
	// API as landed: the same content under the same tag); Pending those
	// accepted and paid whose job has not finished yet (a re-run finishes
	// them with the same payment); Failed the others.
	Landed, Already, Pending, Failed int
	// Paid is the fees of the versions this run recorded, USDC base units
	// (versions recorded earlier were paid then).
	Paid *big.Int
	// Transactions counts the distinct transactions of this run's versions.
	Transactions int
	Took         time.Duration
}

// tally adds up a run's outcomes; safe for concurrent use.
type tally struct {
	mu       sync.Mutex
	sum      Summary
	txs      map[string]bool
	firstErr error
	// firstPending is the first pending item's job, returned when no item
	// failed.
	firstPending *client.PendingError
	report       func(ItemResult)
}

// item records one item's end; fee says whether the item's write was its
// own (its fee is counted here) or its multi-push's (counted by paid).
func (t *tally) item(r ItemResult, fee bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	var pe *client.PendingError
	switch {
	case errors.As(r.Err, &pe):
		t.sum.Pending++
		if t.firstPending == nil {
			t.firstPending = pe
		}
	case r.Err != nil:
		t.sum.Failed++
		if t.firstErr == nil {
			t.firstErr = fmt.Errorf("%s (%s): %w", r.Item.Tag, filepath.Base(r.Item.File), r.Err)
		}
	case r.Result.Cached || r.Result.Already:
		t.sum.Already++
	default:
		t.sum.Landed++
		if fee {
			t.sum.Paid.Add(t.sum.Paid, r.Result.Fee)
		}
		t.txs[r.Result.TxHash()] = true
	}
	if t.report != nil {
		t.report(r)
	}
}

// paid counts a multi-push's fee once.
func (t *tally) paid(res *client.WriteResult) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !res.Cached && !res.Already {
		t.sum.Paid.Add(t.sum.Paid, res.Fee)
	}
}

// Intent is the saved-payment intent of pushing content digest as tag: the
// same as `inkd version push`, so either finishes the other's payment.
func Intent(project, tag, digest string) client.Intent {
	return client.Intent(fmt.Sprintf("push %s %s %s", project, tag, digest))
}

// Digest is "sha256:<hex>" of a file's content.
func Digest(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return "sha256:" + hex.EncodeToString(h.Sum(nil)), nil
}

// Run publishes items, in multi-pushes of MultiPushSize (or one push each),
// reporting each item's end to report (called from one goroutine at a
// time). It returns the summary and the first failed item's error, if
// any (the others are reported); with none failed but some pending, an
// *UnfinishedError.
func (p *Publisher) Run(ctx context.Context, items []Item, report func(ItemResult)) (Summary, error) {
	start := time.Now()
	if p.Uploads == nil {
		p.Uploads = &Uploads{m: map[string]wire.UploadResult{}}
	}
	t := &tally{sum: Summary{Paid: new(big.Int)}, txs: map[string]bool{}, report: report}
	p.snapshot(ctx, items)
	size := p.MultiPushSize
	if size == 0 {
		size = DefaultMultiPushSize
	}
	if size > 1 {
		p.runMultiPushes(ctx, items, size, t)
	} else {
		p.singles(ctx, items, t)
	}
	t.sum.Transactions = len(t.txs)
	t.sum.Took = time.Since(start)
	if t.firstErr == nil && ctx.Err() != nil {
		t.firstErr = ctx.Err()
	}
	if t.firstErr == nil && t.firstPending != nil {
		return t.sum, &UnfinishedError{Pending: t.sum.Pending, First: t.firstPending}
	}
	return t.sum, t.firstErr
}

// UnfinishedError is the end of a run in which nothing failed but some
// versions are still pending: paid and accepted, their jobs not finished.
// Running the same publish again finishes them with the same payments.
type UnfinishedError struct {
	Pending int
	// First is the first pending item's job.
	First *client.PendingError
}

func (e *UnfinishedError) Error() string {
	return fmt.Sprintf("%d versions still being confirmed (first: job %s); run the same publish again to finish them at no extra cost", e.Pending, e.First.JobID)
}

// Unwrap returns the first pending job, so errors.As finds a
// *client.PendingError.
func (e *UnfinishedError) Unwrap() error { return e.First }

func (p *Publisher) concurrency() int {
	if p.Concurrency <= 0 {
		return 4
	}
	return p.Concurrency
}

// singles pushes items one paid request each, Concurrency at a time.
func (p *Publisher) singles(ctx context.Context, items []Item, t *tally) {
	pusher := p.Pusher
	if pusher == nil {
		pusher = Single{Client: p.Client}
	}
	sem := make(chan struct{}, p.concurrency())
	var wg sync.WaitGroup
	for _, it := range items {
		select {
		case sem <- struct{}{}:
		case <-ctx.Done():
		}
		if ctx.Err() != nil {
			break
		}
		wg.Add(1)
		go func(it Item) {
			defer wg.Done()
			defer func() { <-sem }()
			res, err := p.one(ctx, pusher, it)
			r := ItemResult{Item: it, Result: res, Err: err}
			if res != nil && res.Push != nil {
				r.VersionIndex = res.Push.VersionIndex
			}
			t.item(r, true)
		}(it)
	}
	wg.Wait()
}

// one pushes one item, unless a saved payment finishes it or the registry
// has it already: the item's tag is looked up, the push pre-checked
// (project, permission, tag, balance, fee) before the file is uploaded,
// and a tag_taken refusal (another publisher of the same release) waits
// for that tag's version to decide already or taken.
func (p *Publisher) one(ctx context.Context, pusher Pusher, it Item) (*client.WriteResult, error) {
	digest, err := itemDigest(it)
	if err != nil {
		return nil, err
	}
	intent := Intent(p.Project, it.Tag, digest)
	if _, saved, err := p.Client.Saved(intent); err != nil {
		return nil, err
	} else if saved {
		// The saved request is what is sent: nothing is uploaded again.
		return pusher.Push(ctx, p.Project, wire.PushVersion{VersionTag: it.Tag, Changelog: it.Changelog}, intent)
	}
	res, err := p.fresh(ctx, pusher, it, digest, intent)
	if !tagTaken(err) {
		return res, err
	}
	got, werr := awaitTags(ctx, p.Client, p.Project, []string{it.Tag}, p.settleWait())
	if werr != nil || got[it.Tag] == nil {
		return nil, errors.Join(err, werr)
	}
	v := legacyDigest(ctx, p.Client, it, got[it.Tag])
	if already, terr := landedAs(p.Project, it, digest, p.knownHash(it, digest), v); !already {
		return nil, terr
	}
	return alreadyResult(p.Project, v), nil
}

// fresh pushes an item no saved payment covers: registry, pre-check,
// upload, push.
func (p *Publisher) fresh(ctx context.Context, pusher Pusher, it Item, digest string, intent client.Intent) (*client.WriteResult, error) {
	got, err := p.tagged(ctx, []string{it.Tag}, false)
	if err != nil {
		return nil, err
	}
	if v := legacyDigest(ctx, p.Client, it, got[it.Tag]); v != nil {
		if already, err := landedAs(p.Project, it, digest, p.knownHash(it, digest), v); !already {
			return nil, err
		}
		return alreadyResult(p.Project, v), nil
	}
	req, err := p.request(it, digest)
	if err != nil {
		return nil, err
	}
	if it.StorageHash != "" {
		// Nothing to upload: the write's own unpaid request checks it.
		return pusher.Push(ctx, p.Project, req, intent)
	}
	if _, err := p.Client.Precheck(ctx, p.Project, []wire.PushVersion{req}); err != nil {
		return nil, err
	}
	up, err := p.upload(ctx, it, digest)
	if err != nil {
		return nil, err
	}
	req.StorageHash = up.StorageHash
	return pusher.Push(ctx, p.Project, req, intent)
}

// request is it's push as pre-checked: tag, changelog and, for a file,
// its size and digest (the storage hash comes with the upload).
func (p *Publisher) request(it Item, digest string) (wire.PushVersion, error) {
	req := wire.PushVersion{StorageHash: it.StorageHash, VersionTag: it.Tag, Changelog: it.Changelog}
	if it.StorageHash != "" {
		if it.ContentSize > 0 {
			req.ContentSize = &it.ContentSize
		}
		return req, nil
	}
	st, err := os.Stat(it.File)
	if err != nil {
		return req, err
	}
	size := max(st.Size(), it.ContentSize)
	req.ContentSize, req.SHA256, req.ContentType = &size, hexDigest(digest), it.ContentType
	return req, nil
}

// knownHash is the storage hash the item is known by: its own, or an
// earlier upload of its content recorded in Uploads.
func (p *Publisher) knownHash(it Item, digest string) string {
	if it.StorageHash != "" {
		return it.StorageHash
	}
	if up, ok := p.Uploads.get(digest); ok {
		return up.StorageHash
	}
	return ""
}

func (p *Publisher) settleWait() time.Duration {
	if p.SettleWait <= 0 {
		return DefaultSettleWait
	}
	return p.SettleWait
}

// snapshot reads, for a plan of more than a few items, what its tags
// name in one listing of the project, so that each multi-push or item need not
// ask again; a failed read leaves each to ask itself.
func (p *Publisher) snapshot(ctx context.Context, items []Item) {
	p.landed = nil
	if len(items) <= maxTagQueries {
		return
	}
	tags := make([]string, len(items))
	for i, it := range items {
		tags[i] = it.Tag
	}
	if got, err := tagged(ctx, p.Client, p.Project, tags); err == nil {
		p.landed = got
	}
}

// tagged is what tags name: from the run's snapshot, unless fresh (a
// refusal said the registry changed since) or there is none.
func (p *Publisher) tagged(ctx context.Context, tags []string, fresh bool) (map[string]*wire.Version, error) {
	if fresh || p.landed == nil {
		return tagged(ctx, p.Client, p.Project, tags)
	}
	out := map[string]*wire.Version{}
	for _, tag := range tags {
		if v := p.landed[tag]; v != nil {
			out[tag] = v
		}
	}
	return out, nil
}

// itemDigest names an item's content: its storage hash, or its file's
// Digest.
func itemDigest(it Item) (string, error) {
	if it.StorageHash != "" {
		return it.StorageHash, nil
	}
	return Digest(it.File)
}

// upload uploads it's file (content digest) unless an earlier upload of the
// same content is recorded.
func (p *Publisher) upload(ctx context.Context, it Item, digest string) (wire.UploadResult, error) {
	if up, ok := p.Uploads.get(digest); ok {
		return up, nil
	}
	r, err := p.Client.Upload(ctx, it.File, it.ContentType)
	if err != nil {
		return wire.UploadResult{}, fmt.Errorf("upload: %w", err)
	}
	if err := p.Uploads.put(digest, *r); err != nil {
		return wire.UploadResult{}, fmt.Errorf("record the upload: %w", err)
	}
	if p.Uploaded != nil {
		p.Uploaded(it, *r)
	}
	return *r, nil
}

// One publishes a single item (as Run does, with its checks) and returns
// its write result: its own push, the multi-push it went in, or, for a version
// found landed, an Already result.
func (p *Publisher) One(ctx context.Context, it Item) (*client.WriteResult, error) {
	var one ItemResult
	_, err := p.Run(ctx, []Item{it}, func(r ItemResult) { one = r })
	if one.Err != nil {
		return one.Result, one.Err
	}
	if err == nil && one.Result == nil {
		err = fmt.Errorf("%s: no result", it.Tag)
	}
	return one.Result, err
}
