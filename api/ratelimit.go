package api

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/api/wire"
)

// rateWindow is the window of both limits of the spec ("per minute").
const rateWindow = time.Minute

// rateLimitScript counts one hit in a fixed window and returns the count and
// the milliseconds left in the window. One round trip, atomic, so every API
// replica shares the same counters.
var rateLimitScript = redis.NewScript(`
local n = redis.call("INCR", KEYS[1])
if n == 1 then redis.call("PEXPIRE", KEYS[1], ARGV[1]) end
local ttl = redis.call("PTTL", KEYS[1])
if ttl < 0 then redis.call("PEXPIRE", KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}
`)

// limiter enforces N requests per window per key, counted in Redis.
type limiter struct {
	rdb    redis.UniversalClient
	scope  string
	limit  int
	window time.Duration
	now    func() time.Time
}

// allow counts a hit for key. It returns the headers to send and, when the
// limit is exceeded, a 429 rate_limited error. When Redis cannot be reached
// the request is allowed: a limiter outage must not take the API down.
func (l *limiter) allow(ctx context.Context, key string) (map[string]string, error) {
	if l == nil || l.rdb == nil || l.limit < 0 {
		return nil, nil
	}
	k, left := l.windowKey(key)
	// The key lives until its window ends (plus a second of slack for
	// clock differences between replicas).
	res, err := rateLimitScript.Run(ctx, l.rdb, []string{k}, left.Milliseconds()+1000).Int64Slice()
	if err != nil || len(res) != 2 {
		return nil, nil //nolint:nilerr // fail open, see above
	}
	count, ttl := int(res[0]), time.Duration(res[1])*time.Millisecond
	// Seconds until the window ends: the TTL less its slack, rounded up.
	reset := int((ttl - time.Second + time.Second - time.Millisecond) / time.Second)
	remaining := max(l.limit-count, 0)
	h := map[string]string{
		"RateLimit-Limit":     strconv.Itoa(l.limit),
		"RateLimit-Remaining": strconv.Itoa(remaining),
		"RateLimit-Reset":     strconv.Itoa(reset),
	}
	if count > l.limit {
		h[fiber.HeaderRetryAfter] = strconv.Itoa(max(reset, 1))
		return nil, &Error{Code: wire.CodeRateLimited, Headers: h,
			Message: fmt.Sprintf("rate limit of %d %s requests per minute exceeded; retry after %d s", l.limit, l.scope, max(reset, 1))}
	}
	return h, nil
}

// windowKey returns the Redis key counting key's requests in the current
// window and the time left in that window.
func (l *limiter) windowKey(key string) (string, time.Duration) {
	nowMs, winMs := l.now().UnixMilli(), l.window.Milliseconds()
	left := time.Duration(winMs-nowMs%winMs) * time.Millisecond
	return fmt.Sprintf("inkd:rl:%s:%s:%d", l.scope, key, nowMs/winMs), left
}

// limitReads is middleware for the free endpoints: 100 requests per minute
// per client IP (spec section 8).
func (s *Server) limitReads(c *fiber.Ctx) error {
	h, err := s.readLimiter.allow(c.UserContext(), s.client(c))
	if err != nil {
		return err
	}
	for k, v := range h {
		c.Set(k, v)
	}
	return c.Next()
}

// limitWrite counts a paid write of wallet (20 per minute, spec section 8)
// and sets the rate-limit headers on the response.
func (s *Server) limitWrite(c *fiber.Ctx, wallet string) error {
	h, err := s.writeLimiter.allow(c.UserContext(), wallet)
	if err != nil {
		return err
	}
	for k, v := range h {
		c.Set(k, v)
	}
	return nil
}
