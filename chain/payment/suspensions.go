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
	// clients, when set, is struck with every suspension (WithClients).
	clients *ClientStrikes
}

// NewSuspensions returns Suspensions stored in rdb under prefix (empty:
// DefaultSuspendPrefix) lasting ttl (zero: DefaultSuspension).
func NewSuspensions(rdb redis.UniversalClient, prefix string, ttl time.Duration) (*Suspensions, error) {
	prefix, ttl, err := timedRecords("suspensions", rdb, prefix, ttl, DefaultSuspendPrefix, DefaultSuspension)
	if err != nil {
		return nil, err
	}
	return &Suspensions{rdb: rdb, prefix: prefix, ttl: ttl}, nil
}

// timedRecords checks the settings of a kind of record kept in rdb under
// prefix for ttl, and returns them with the defaults for zero values.
func timedRecords(what string, rdb redis.UniversalClient, prefix string, ttl time.Duration, defPrefix string, defTTL time.Duration) (string, time.Duration, error) {
	switch {
	case rdb == nil:
		return "", 0, fmt.Errorf("new %s: nil redis client", what)
	case ttl < 0:
		return "", 0, fmt.Errorf("new %s: negative duration %s", what, ttl)
	case strings.ContainsAny(prefix, " \t\r\n"):
		return "", 0, fmt.Errorf("new %s: prefix %q contains whitespace", what, prefix)
	}
	if prefix == "" {
		prefix = defPrefix
	}
	if ttl == 0 {
		ttl = defTTL
	}
	return prefix, ttl, nil
}

// WithClients returns a copy of s whose every suspension also counts a
// strike against the clients the payer came from (ClientStrikes.Strike).
func (s *Suspensions) WithClients(clients *ClientStrikes) *Suspensions {
	c := *s
	c.clients = clients
	return &c
}

func (s *Suspensions) key(payer common.Address) string {
	return s.prefix + strings.ToLower(payer.Hex())
}

// Suspend refuses payer for the configured duration, recording why, and
// strikes the clients payer came from (WithClients).
func (s *Suspensions) Suspend(ctx context.Context, payer common.Address, reason string) error {
	if err := s.rdb.Set(ctx, s.key(payer), reason, s.ttl).Err(); err != nil {
		return fmt.Errorf("suspend payer: %w", err)
	}
	if s.clients != nil {
		if err := s.clients.Strike(ctx, payer); err != nil {
			return fmt.Errorf("suspend payer: %w", err)
		}
	}
	return nil
}

// Check returns a *SuspendedError when payer is suspended, nil when it is
// not, and another error when Redis cannot be read.
func (s *Suspensions) Check(ctx context.Context, payer common.Address) error {
	reason, left, err := readTimed(ctx, s.rdb, s.key(payer))
	if err != nil {
		return fmt.Errorf("read suspension: %w", err)
	}
	if reason == "" {
		return nil
	}
	return &SuspendedError{Payer: payer, Reason: reason, Left: left}
}

// readTimed reads key and how long it still lives (at least a second):
// "" when it does not exist, an error wrapping ErrStoreUnavailable when
// Redis cannot be read.
func readTimed(ctx context.Context, rdb redis.UniversalClient, key string) (string, time.Duration, error) {
	pipe := rdb.Pipeline()
	get := pipe.Get(ctx, key)
	ttl := pipe.PTTL(ctx, key)
	if _, err := pipe.Exec(ctx); err != nil && !errors.Is(err, redis.Nil) {
		return "", 0, fmt.Errorf("%w: %w", ErrStoreUnavailable, err)
	}
	v, err := get.Result()
	if errors.Is(err, redis.Nil) {
		return "", 0, nil
	}
	if err != nil {
		return "", 0, fmt.Errorf("%w: %w", ErrStoreUnavailable, err)
	}
	return v, max(ttl.Val(), time.Second), nil
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
