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
// share one fetch. A fetch that fails is not kept: the next page view
// tries again. Safe for concurrent use.
type readmes struct {
	content  ContentInfo
	md       *markdown
	limit    int64
	timeout  time.Duration
	maxBytes int

	group singleflight.Group
	mu    sync.Mutex
	kept  map[string]readmeOutcome
	order []string // ids oldest first, for eviction
	bytes int
}

// Notes shown instead of a README.
const (
	noteReadmeUnavailable = "The README could not be fetched right now; open it from the link."
	noteReadmeTooLarge    = "The README is too large to show here; open it from the link."
	noteReadmeNotText     = "The README is not text; open it from the link."
)

func newReadmes(content ContentInfo, md *markdown, limit int64, timeout time.Duration, maxBytes int) *readmes {
	return &readmes{content: content, md: md, limit: limit, timeout: timeout, maxBytes: maxBytes, kept: map[string]readmeOutcome{}}
}

// get returns the outcome for the README with Arweave id id.
func (r *readmes) get(ctx context.Context, id string) readmeOutcome {
	r.mu.Lock()
	out, ok := r.kept[id]
	r.mu.Unlock()
	if ok {
		return out
	}
	v, err, _ := r.group.Do(id, func() (any, error) {
		// Not the caller's cancellation: the fetch serves every waiter.
		fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), r.timeout)
		defer cancel()
		data, _, size, err := r.content.Fetch(fctx, id, r.limit+1)
		if err != nil {
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

// keep stores out under id, evicting the oldest outcomes past maxBytes.
func (r *readmes) keep(id string, out readmeOutcome) {
	r.mu.Lock()
	defer r.mu.Unlock()
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
