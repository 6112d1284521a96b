package api

import (
	"fmt"
	"strconv"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/wire"
)

// refuseStruckClient answers 429 rate_limited, with Retry-After, to a paid
// write from a client address whose payers caused
// Config.PayerFailuresPerClient or more on-chain failures in the last hour
// (payment.ClientStrikes): each cost the operator a reverted transaction,
// and a fresh wallet would otherwise start clean. It runs before the quote
// and the 402, with or without a payment: such a client gets no payment
// terms. A client retrying a request it was answered 202 for reads its job
// at GET /v1/jobs/:id. Like the rate limits, it lets requests through
// while Redis cannot be read.
func (s *Server) refuseStruckClient(c *fiber.Ctx) error {
	strikes, limit := s.deps.Writes.ClientStrikes, s.cfg.PayerFailuresPerClient
	if strikes == nil || limit < 0 {
		return nil
	}
	n, left, err := strikes.Count(c.UserContext(), s.client(c))
	if err != nil || n < limit {
		return nil //nolint:nilerr // fail open, as the rate limits do
	}
	s.deps.WriteMetrics.ClientRefused()
	retry := strconv.Itoa(int(left.Round(time.Second) / time.Second))
	return &Error{Code: wire.CodeRateLimited, Headers: map[string]string{fiber.HeaderRetryAfter: retry},
		Message: fmt.Sprintf("paid writes from this address are refused for %s s: its payers' writes reverted on chain %d times in the last hour after passing every check (the limit is %d); nothing was charged", retry, n, limit)}
}
