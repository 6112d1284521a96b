package api

import (
	"container/list"
	"context"
	"sync"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/readmodel"
)

// diffOutcome is a diff without the parts that depend on the project (the
// version indexes and tags in the sides and in the diff's header): what two
// storage hashes give, whichever versions carry them.
type diffOutcome struct {
	from, to  diffMeta
	kind      string
	identical *bool
	// hunks is the unified diff without its header (text only).
	hunks          string
	added, removed int
}

// cost is the outcome's weight in the cache, in bytes (approximate).
func (o *diffOutcome) cost() int64 {
	return int64(len(o.hunks)) + 2*int64(len(o.from.contentType)+len(o.from.sha256)) + 256
}

// differ runs version diffs: a cache of outcomes by the pair of storage
// hashes (content is immutable), and at most a fixed number of uncached
// diffs at once. Safe for concurrent use.
type differ struct {
	content ContentFetcher // nil: diffs are disabled
	limit   int64          // ReadLimits.DiffLimit
	budget  int            // ReadLimits.DiffBudget
	slots   chan struct{}
	cache   *outcomeCache
}

func newDiffer(content ContentFetcher, lim ReadLimits) *differ {
	lim = lim.withDefaults()
	return &differ{content: content, limit: lim.DiffLimit, budget: lim.DiffBudget,
		slots: make(chan struct{}, lim.DiffConcurrency), cache: newOutcomeCache(lim.DiffCacheBytes)}
}

// outcome returns the cached outcome of a → b or computes it. Beyond
// DiffConcurrency uncached diffs in progress it answers 503
// service_unavailable at once rather than queueing work.
func (df *differ) outcome(ctx context.Context, a, b readmodel.Version) (*diffOutcome, error) {
	key := a.StorageHash + "\n" + b.StorageHash
	if o, ok := df.cache.get(key); ok {
		return o, nil
	}
	select {
	case df.slots <- struct{}{}:
		defer func() { <-df.slots }()
	default:
		return nil, &Error{Code: wire.CodeServiceUnavailable, Headers: map[string]string{"Retry-After": "1"},
			Message: "too many version diffs are being computed; retry in a second"}
	}
	o, err := df.compare(ctx, a, b)
	if err != nil {
		return nil, err
	}
	df.cache.put(key, &o)
	return &o, nil
}

// outcomeCache is a least-recently-used cache of diff outcomes bounded by
// their total cost in bytes.
type outcomeCache struct {
	mu    sync.Mutex
	limit int64
	used  int64
	order *list.List // of *cacheEntry, most recent first
	byKey map[string]*list.Element
}

type cacheEntry struct {
	key string
	o   *diffOutcome
}

func newOutcomeCache(limit int64) *outcomeCache {
	return &outcomeCache{limit: limit, order: list.New(), byKey: make(map[string]*list.Element)}
}

func (c *outcomeCache) get(key string) (*diffOutcome, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.byKey[key]
	if !ok {
		return nil, false
	}
	c.order.MoveToFront(e)
	return e.Value.(*cacheEntry).o, true
}

// put stores o under key, evicting the least recently used outcomes until
// the total fits. An outcome larger than the whole cache is not kept.
func (c *outcomeCache) put(key string, o *diffOutcome) {
	cost := o.cost()
	if cost > c.limit {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.byKey[key]; ok {
		c.used -= e.Value.(*cacheEntry).o.cost()
		c.order.Remove(e)
		delete(c.byKey, key)
	}
	for c.used+cost > c.limit {
		last := c.order.Back()
		old := last.Value.(*cacheEntry)
		c.used -= old.o.cost()
		c.order.Remove(last)
		delete(c.byKey, old.key)
	}
	c.byKey[key] = c.order.PushFront(&cacheEntry{key, o})
	c.used += cost
}
