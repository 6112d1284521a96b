package api

import (
	"context"
	"errors"
	"strconv"

	"github.com/gofiber/fiber/v2"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/api/wire"
)

// limitUnpaid wraps a paid-write handler with the limit of write requests
// that carry no valid payment, per client address (UnpaidWritesPerMinute),
// counted in Redis across replicas. The write limit per wallet counts only
// verified payments, and each unpaid request still costs a chain read (the
// precheck before the 402), a price quote and a quote kept in Redis.
//
//   - Without a payment header the request is counted first and refused
//     past the limit, before anything is read or priced.
//   - With one, it is refused only when the client is already past the
//     limit; it is counted when its payment turns out invalid. A client
//     that pays right after its 402 is never refused for that 402.
func (s *Server) limitUnpaid(next fiber.Handler) fiber.Handler {
	return func(c *fiber.Ctx) error {
		l := s.unpaidLimiter
		ctx := c.UserContext()
		key := s.client(c)
		if unpaid(c) {
			h, err := l.allow(ctx, key)
			if err != nil {
				s.deps.UnpaidMetrics.UnpaidWriteRefused()
				return err
			}
			for k, v := range h {
				c.Set(k, v)
			}
			return next(c)
		}
		if err := l.past(ctx, key); err != nil {
			s.deps.UnpaidMetrics.UnpaidWriteRefused()
			return err
		}
		err := next(c)
		var e *Error
		if errors.As(err, &e) && (e.Code == wire.CodePaymentInvalid || e.Code == wire.CodePaymentMismatch) {
			_, _ = l.allow(context.WithoutCancel(ctx), key)
		}
		return err
	}
}

// UnpaidMetrics counts the write requests the unpaid write limit refused
// (cmd/inkd/metrics implements it). Implementations must be safe for
// concurrent use and must not block.
type UnpaidMetrics interface {
	// UnpaidWriteRefused counts one request answered 429 by the limit.
	UnpaidWriteRefused()
}

// NoopUnpaidMetrics is an UnpaidMetrics that records nothing.
type NoopUnpaidMetrics struct{}

var _ UnpaidMetrics = NoopUnpaidMetrics{}

// UnpaidWriteRefused does nothing.
func (NoopUnpaidMetrics) UnpaidWriteRefused() {}

// past answers 429 rate_limited when key has already made more than the
// limit's requests in the current window, without counting one. Like
// allow, it lets the request through when Redis cannot be read.
func (l *limiter) past(ctx context.Context, key string) error {
	if l == nil || l.rdb == nil || l.limit < 0 {
		return nil
	}
	k, reset := l.windowKey(key)
	n, err := l.rdb.Get(ctx, k).Int()
	if err != nil {
		if !errors.Is(err, redis.Nil) {
			return nil //nolint:nilerr // fail open, as allow does
		}
		n = 0
	}
	if n <= l.limit {
		return nil
	}
	retry := strconv.Itoa(max(int(reset.Seconds()), 1))
	return &Error{Code: wire.CodeRateLimited, Headers: map[string]string{fiber.HeaderRetryAfter: retry, "RateLimit-Limit": strconv.Itoa(l.limit), "RateLimit-Remaining": "0", "RateLimit-Reset": retry},
		Message: "rate limit of " + strconv.Itoa(l.limit) + " " + l.scope + " requests per minute exceeded; retry after " + retry + " s"}
}
