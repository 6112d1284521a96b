package api

import (
	"context"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"

	"github.com/inkd/inkd/chain"
)

// statusCache shares readings of the chain among GET /v1/status requests:
// one reading (8 RPC calls) serves every request for ttl, and requests
// that arrive while a reading is under way wait for it instead of
// starting their own. Readings that found the chain unreachable are
// cached too, so a flood of status requests never reaches a metered
// provider more than once per ttl. Safe for concurrent use.
type statusCache struct {
	reader StatusReader
	ttl    time.Duration // <= 0: every request reads (concurrent ones still share)
	now    func() time.Time
	group  singleflight.Group

	mu sync.Mutex
	st chain.Status
	at time.Time
	ok bool // st holds a reading
}

// get returns a reading at most ttl old. The reading runs under its own
// statusTimeout, not the request's context, so one client leaving does
// not fail the requests that share its reading.
func (c *statusCache) get(ctx context.Context) chain.Status {
	if st, ok := c.fresh(); ok {
		return st
	}
	v, _, _ := c.group.Do("status", func() (any, error) {
		if st, ok := c.fresh(); ok {
			return st, nil // filled by the flight that just ended
		}
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), statusTimeout)
		defer cancel()
		st := c.reader.Status(rctx)
		c.mu.Lock()
		c.st, c.at, c.ok = st, c.now(), true
		c.mu.Unlock()
		return st, nil
	})
	return v.(chain.Status)
}

func (c *statusCache) fresh() (chain.Status, bool) {
	if c.ttl <= 0 {
		return chain.Status{}, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ok && c.now().Sub(c.at) < c.ttl {
		return c.st, true
	}
	return chain.Status{}, false
}
