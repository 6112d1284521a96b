package payment

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"
)

// Defaults of Suspensions.
const (
	// DefaultSuspendPrefix is the default key prefix of suspensions.
	DefaultSuspendPrefix = "inkd:suspended:"
	// DefaultSuspension is how long a payer is refused after one of its
	// writes reverted on chain for a reason the checks before submission
	// exist to catch.
	DefaultSuspension = time.Hour
)

// Suspensions records payers that are refused for a while: a payer whose
// paid write reverted on chain for a reason the API's and the worker's
// checks should have caught (its account gained code, its signature stopped
// verifying, its balance left) made the operator pay for the reverted
// transaction, and is not given another one until the suspension ends.
// Races any honest client can lose (a name registered in the same block)
// never suspend. Suspensions is safe for concurrent use, across processes.
type Suspensions struct {
	rdb    redis.UniversalClient
	prefix string
	ttl    time.Duration
}

// NewSuspensions returns Suspensions stored in rdb under prefix (empty:
// DefaultSuspendPrefix) lasting ttl (zero: DefaultSuspension).
func NewSuspensions(rdb redis.UniversalClient, prefix string, ttl time.Duration) (*Suspensions, error) {
	switch {
	case rdb == nil:
		return nil, errors.New("new suspensions: nil redis client")
	case ttl < 0:
		return nil, fmt.Errorf("new suspensions: negative duration %s", ttl)
	case strings.ContainsAny(prefix, " \t\r\n"):
		return nil, fmt.Errorf("new suspensions: prefix %q contains whitespace", prefix)
	}
	if prefix == "" {
		prefix = DefaultSuspendPrefix
	}
	if ttl == 0 {
		ttl = DefaultSuspension
	}
	return &Suspensions{rdb: rdb, prefix: prefix, ttl: ttl}, nil
}

func (s *Suspensions) key(payer common.Address) string {
	return s.prefix + strings.ToLower(payer.Hex())
}

// Suspend refuses payer for the configured duration, recording why.
func (s *Suspensions) Suspend(ctx context.Context, payer common.Address, reason string) error {
	if err := s.rdb.Set(ctx, s.key(payer), reason, s.ttl).Err(); err != nil {
		return fmt.Errorf("suspend payer: %w", err)
	}
	return nil
}

// Check returns a *SuspendedError when payer is suspended, nil when it is
// not, and another error when Redis cannot be read.
func (s *Suspensions) Check(ctx context.Context, payer common.Address) error {
	pipe := s.rdb.Pipeline()
	get := pipe.Get(ctx, s.key(payer))
	ttl := pipe.PTTL(ctx, s.key(payer))
	if _, err := pipe.Exec(ctx); err != nil && !errors.Is(err, redis.Nil) {
		return fmt.Errorf("%w: read suspension: %w", ErrStoreUnavailable, err)
	}
	reason, err := get.Result()
	if errors.Is(err, redis.Nil) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("%w: read suspension: %w", ErrStoreUnavailable, err)
	}
	return &SuspendedError{Payer: payer, Reason: reason, Left: max(ttl.Val(), time.Second)}
}

// SuspendedError is a payer refused for a while (see Suspensions). The API
// maps it to 403 payment_invalid.
type SuspendedError struct {
	// Payer is the suspended wallet.
	Payer common.Address
	// Reason is the revert that caused the suspension.
	Reason string
	// Left is how long the suspension still lasts.
	Left time.Duration
}

// Error implements error.
func (e *SuspendedError) Error() string {
	return fmt.Sprintf("payer %s is refused for %s: a paid write of this wallet reverted on chain (%s) after passing every check; nothing was charged",
		e.Payer.Hex(), e.Left.Round(time.Second), e.Reason)
}
