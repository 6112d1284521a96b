package liblog

import (
	"context"
	"net"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"
)

// RedisHook is a go-redis hook that follows one client's reach of its
// server through its dials: the first failed dial after a success is
// logged at warn ("redis unreachable"), the first successful dial after
// failures at info ("redis answers again") with the failed dials and how
// long the server was out of reach. Dials abandoned by their caller are
// not counted. Safe for concurrent use.
type RedisHook struct {
	log *logrus.Entry
	now func() time.Time

	mu       sync.Mutex
	failures int
	since    time.Time
}

var _ redis.Hook = (*RedisHook)(nil)

// NewRedisHook returns a hook logging through log on the clock now.
func NewRedisHook(log *logrus.Entry, now func() time.Time) *RedisHook {
	return &RedisHook{log: log.WithField("component", "redis"), now: now}
}

// DialHook implements redis.Hook.
func (h *RedisHook) DialHook(next redis.DialHook) redis.DialHook {
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		c, err := next(ctx, network, addr)
		if err == nil || ctx.Err() == nil {
			h.observe(addr, err)
		}
		return c, err
	}
}

// ProcessHook implements redis.Hook; commands pass unchanged.
func (h *RedisHook) ProcessHook(next redis.ProcessHook) redis.ProcessHook { return next }

// ProcessPipelineHook implements redis.Hook; pipelines pass unchanged.
func (h *RedisHook) ProcessPipelineHook(next redis.ProcessPipelineHook) redis.ProcessPipelineHook {
	return next
}

func (h *RedisHook) observe(addr string, err error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	switch {
	case err != nil && h.failures == 0:
		h.failures, h.since = 1, h.now()
		h.log.WithFields(logrus.Fields{"addr": addr, "err": err.Error()}).Warn("redis unreachable")
	case err != nil:
		h.failures++
	case h.failures > 0:
		h.log.WithFields(logrus.Fields{"addr": addr, "failed_dials": h.failures, "down_for": h.now().Sub(h.since).Round(time.Millisecond).String()}).
			Info("redis answers again")
		h.failures = 0
	}
}
