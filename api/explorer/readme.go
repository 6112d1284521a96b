package explorer

import (
	"bytes"
	"context"
	"html/template"
	"sync"
	"time"
	"unicode/utf8"

	"golang.org/x/sync/singleflight"
)

// readmeView is the README part of a project page: the rendered README,
// or the reason there is none (Note) beside the link to its content.
type readmeView struct {
	Link link
	HTML template.HTML
	Note string
}

// readmeOutcome is what a README's content came to. It depends on the
// content alone, which is immutable under its ar:// id, so it is kept.
type readmeOutcome struct {
	html template.HTML
	note string
}

// readmes fetches READMEs through the storage gateway (ContentInfo),
// renders them and keeps each outcome by Arweave id. At most limit bytes
// are read per README, within timeout; concurrent requests for one id
// share one fetch. A fetch that fails is not kept, but for readmeRetry
// the pages show the note at once rather than wait for a gateway that
// just failed. Safe for concurrent use.
type readmes struct {
	readmesParams

	group  singleflight.Group
	mu     sync.Mutex
	kept   map[string]readmeOutcome
	order  []string // ids oldest first, for eviction
	bytes  int
	failed map[string]time.Time // id -> when its fetch failed
}

// readmeRetry is how long after a failed fetch a README is fetched again.
const readmeRetry = 30 * time.Second

// maxFailed bounds the failures remembered; past it they are forgotten
// at once (the next views fetch again).
const maxFailed = 1024

// Notes shown instead of a README.
const (
	noteReadmeUnavailable = "The README could not be fetched right now; open it from the link."
	noteReadmeTooLarge    = "The README is too large to show here; open it from the link."
	noteReadmeNotText     = "The README is not text; open it from the link."
	noteReadmeNotFetched  = "The README is linked only: this server reads no stored content."
	noteReadmeNotArweave  = "The README is not stored on Arweave; it is shown as its reference."
)

// readmeOf is the README part of a project page whose README is hash:
// nil when there is none, else its link with the rendered README or the
// note that says why it is not shown.
func (e *Explorer) readmeOf(ctx context.Context, hash string) *readmeView {
	if hash == "" {
		return nil
	}
	v := &readmeView{Link: e.contentLink(hash)}
	id, ok := arweaveID(hash)
	switch {
	case e.readmes == nil:
		v.Note = noteReadmeNotFetched
	case !ok:
		v.Note = noteReadmeNotArweave
	default:
		out := e.readmes.get(ctx, id)
		v.HTML, v.Note = out.html, out.note
	}
	return v
}

// readmesParams are what newReadmes builds on.
type readmesParams struct {
	content ContentInfo
	md      *markdown
	// limit is the largest README rendered, in bytes.
	limit int64
	// timeout bounds one fetch.
	timeout time.Duration
	// maxBytes bounds the outcomes kept (see keptCost).
	maxBytes int
	now      func() time.Time
}

func newReadmes(p readmesParams) *readmes {
	return &readmes{readmesParams: p, kept: map[string]readmeOutcome{}, failed: map[string]time.Time{}}
}

// get returns the outcome for the README with Arweave id id.
func (r *readmes) get(ctx context.Context, id string) readmeOutcome {
	if out, ok := r.lookup(id); ok {
		return out
	}
	v, err, _ := r.group.Do(id, func() (any, error) {
		// Again inside the flight: a view that missed above while another
		// flight for id was ending finds its outcome here.
		if out, ok := r.lookup(id); ok {
			return out, nil
		}
		// Not the caller's cancellation: the fetch serves every waiter.
		fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), r.timeout)
		defer cancel()
		data, _, size, err := r.content.Fetch(fctx, id, r.limit+1)
		if err != nil {
			r.fail(id)
			return nil, err
		}
		out := r.outcomeOf(data, size)
		r.keep(id, out)
		return out, nil
	})
	if err != nil {
		return readmeOutcome{note: noteReadmeUnavailable}
	}
	return v.(readmeOutcome)
}

// lookup answers id without fetching: its kept outcome, or the note of a
// fetch that failed less than readmeRetry ago.
func (r *readmes) lookup(id string) (readmeOutcome, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if out, ok := r.kept[id]; ok {
		return out, true
	}
	if at, ok := r.failed[id]; ok && r.now().Sub(at) < readmeRetry {
		return readmeOutcome{note: noteReadmeUnavailable}, true
	}
	return readmeOutcome{}, false
}

// outcomeOf decides what the page shows for a README's bytes: data is at
// most limit+1 bytes of content of size bytes (negative when unknown).
func (r *readmes) outcomeOf(data []byte, size int64) readmeOutcome {
	if int64(len(data)) > r.limit || size > r.limit {
		return readmeOutcome{note: noteReadmeTooLarge}
	}
	if !utf8.Valid(data) || bytes.IndexByte(data, 0) >= 0 {
		return readmeOutcome{note: noteReadmeNotText}
	}
	html, err := r.md.render(data)
	if err != nil {
		return readmeOutcome{note: noteReadmeNotText}
	}
	return readmeOutcome{html: html}
}

// fail remembers that the fetch of id failed now.
func (r *readmes) fail(id string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.failed) >= maxFailed {
		clear(r.failed)
	}
	r.failed[id] = r.now()
}

// keep stores out under id, evicting the oldest outcomes past maxBytes.
func (r *readmes) keep(id string, out readmeOutcome) {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.failed, id)
	if _, ok := r.kept[id]; ok {
		return
	}
	r.kept[id] = out
	r.order = append(r.order, id)
	r.bytes += keptCost(id, out)
	for r.bytes > r.maxBytes && len(r.order) > 1 {
		old := r.order[0]
		r.order = r.order[1:]
		r.bytes -= keptCost(old, r.kept[old])
		delete(r.kept, old)
	}
}

// keptCost is about what an outcome holds in memory, in bytes: a note
// counts too, so many small outcomes are bounded as well.
func keptCost(id string, out readmeOutcome) int { return len(out.html) + len(id) + 64 }
