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
)

// Pusher pushes versions of one project. Today's implementation pushes them
// one paid request each (Single); a batch pusher for POST
// /v1/projects/:id/versions/batch (one payment per batch) can take its
// place without changing the Publisher.
type Pusher interface {
	Push(ctx context.Context, project string, req client.PushVersion, intent client.Intent) (*client.WriteResult, error)
}

// Single pushes each version with its own paid request.
type Single struct{ Client *client.Client }

// Push implements Pusher.
func (s Single) Push(ctx context.Context, project string, req client.PushVersion, intent client.Intent) (*client.WriteResult, error) {
	return s.Client.PushVersion(ctx, project, req, intent)
}

// Uploads remembers the upload of each content digest in a JSON file, so a
// re-run uploads nothing twice. Safe for concurrent use.
type Uploads struct {
	path string
	mu   sync.Mutex
	m    map[string]client.UploadResult
}

// OpenUploads reads path or starts empty.
func OpenUploads(path string) (*Uploads, error) {
	u := &Uploads{path: path, m: map[string]client.UploadResult{}}
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

func (u *Uploads) get(digest string) (client.UploadResult, bool) {
	u.mu.Lock()
	defer u.mu.Unlock()
	r, ok := u.m[digest]
	return r, ok
}

func (u *Uploads) put(digest string, r client.UploadResult) error {
	u.mu.Lock()
	defer u.mu.Unlock()
	u.m[digest] = r
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
	// Pusher pushes; nil means Single{Client}.
	Pusher Pusher
	// Concurrency is how many items are uploaded and pushed at once;
	// zero means 4.
	Concurrency int
	// Uploads records uploads; nil keeps them in memory.
	Uploads *Uploads
}

// ItemResult is how one item ended.
type ItemResult struct {
	Item   Item
	Result *client.WriteResult
	Err    error
}

// Summary totals a run.
type Summary struct {
	// Landed counts versions recorded by this run; Already those a
	// previous run recorded (found in the state file).
	Landed, Already, Failed int
	// Paid is the fees of the versions this run recorded, USDC base units
	// (versions recorded earlier were paid then).
	Paid *big.Int
	// Transactions counts the distinct transactions of this run's versions.
	Transactions int
	Took         time.Duration
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

// Run publishes items, at most Concurrency at a time, reporting each
// item's end to report (called from one goroutine at a time). It returns
// the summary and the first item's error, if any; the others are reported.
func (p *Publisher) Run(ctx context.Context, items []Item, report func(ItemResult)) (Summary, error) {
	start := time.Now()
	n := p.Concurrency
	if n <= 0 {
		n = 4
	}
	pusher := p.Pusher
	if pusher == nil {
		pusher = Single{Client: p.Client}
	}
	if p.Uploads == nil {
		p.Uploads = &Uploads{m: map[string]client.UploadResult{}}
	}
	sum := Summary{Paid: new(big.Int)}
	txs := map[string]bool{}
	var firstErr error
	var mu sync.Mutex
	sem := make(chan struct{}, n)
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
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err != nil:
				sum.Failed++
				if firstErr == nil {
					firstErr = fmt.Errorf("%s (%s): %w", it.Tag, filepath.Base(it.File), err)
				}
			case res.Cached:
				sum.Already++
			default:
				sum.Landed++
				sum.Paid.Add(sum.Paid, res.Fee)
				txs[res.TxHash()] = true
			}
			if report != nil {
				report(ItemResult{Item: it, Result: res, Err: err})
			}
		}(it)
	}
	wg.Wait()
	sum.Transactions = len(txs)
	sum.Took = time.Since(start)
	if firstErr == nil && ctx.Err() != nil {
		firstErr = ctx.Err()
	}
	return sum, firstErr
}

// one uploads (unless a saved payment or upload makes it unnecessary) and
// pushes one item.
func (p *Publisher) one(ctx context.Context, pusher Pusher, it Item) (*client.WriteResult, error) {
	digest, err := Digest(it.File)
	if err != nil {
		return nil, err
	}
	intent := Intent(p.Project, it.Tag, digest)
	req := client.PushVersion{VersionTag: it.Tag, Changelog: it.Changelog}
	if _, saved, err := p.Client.Saved(intent); err != nil {
		return nil, err
	} else if !saved {
		up, ok := p.Uploads.get(digest)
		if !ok {
			r, err := p.Client.Upload(ctx, it.File, "")
			if err != nil {
				return nil, fmt.Errorf("upload: %w", err)
			}
			up = *r
			if err := p.Uploads.put(digest, up); err != nil {
				return nil, fmt.Errorf("record the upload: %w", err)
			}
		}
		req.StorageHash = up.StorageHash
	}
	return pusher.Push(ctx, p.Project, req, intent)
}
