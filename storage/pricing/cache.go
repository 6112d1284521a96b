package pricing

import (
	"sync"
	"time"
)

// maxCacheEntries bounds each cache; price-by-size caches see many sizes.
const maxCacheEntries = 1024

// cache is a small TTL map. Concurrent misses may both fetch; the last put
// wins, which is harmless for prices.
type cache[K comparable, V any] struct {
	ttl time.Duration
	now func() time.Time

	mu sync.Mutex
	m  map[K]cacheEntry[V]
}

type cacheEntry[V any] struct {
	v       V
	expires time.Time
}

func newCache[K comparable, V any](ttl time.Duration, now func() time.Time) *cache[K, V] {
	return &cache[K, V]{ttl: ttl, now: now, m: map[K]cacheEntry[V]{}}
}

func (c *cache[K, V]) get(k K) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.m[k]
	if !ok || !c.now().Before(e.expires) {
		var zero V
		return zero, false
	}
	return e.v, true
}

func (c *cache[K, V]) put(k K, v V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.now()
	if len(c.m) >= maxCacheEntries {
		for key, e := range c.m {
			if !now.Before(e.expires) {
				delete(c.m, key)
			}
		}
		if len(c.m) >= maxCacheEntries {
			clear(c.m)
		}
	}
	c.m[k] = cacheEntry[V]{v: v, expires: now.Add(c.ttl)}
}

// getOrFetch returns the cached value for k, or fetches, caches and returns
// it. Errors are not cached.
func (c *cache[K, V]) getOrFetch(k K, fetch func() (V, error)) (V, error) {
	if v, ok := c.get(k); ok {
		return v, nil
	}
	v, err := fetch()
	if err != nil {
		return v, err
	}
	c.put(k, v)
	return v, nil
}
