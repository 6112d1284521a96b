package readmodel

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

// The indexer lease: one key holding the current indexer's token, with a
// TTL the holder keeps renewing. Whoever holds it is the only indexer that
// may write in Canonical mode (the write scripts check the token), so a
// holder that stops renewing (a crashed process) is replaced once the TTL
// runs out, and one that was merely slow finds its writes refused.

// AcquireLease takes the lease for token if nobody holds it. It reports
// whether token holds it now (also true if it already did).
func (m *Model) AcquireLease(ctx context.Context, token string, ttl time.Duration) (bool, error) {
	ok, err := m.rdb.SetNX(ctx, m.key("lease"), token, ttl).Result()
	if err != nil {
		return false, fmt.Errorf("acquire indexer lease: %w", err)
	}
	if ok {
		return true, nil
	}
	return m.RenewLease(ctx, token, ttl)
}

// RenewLease extends the lease by ttl if token holds it, and reports
// whether it does.
func (m *Model) RenewLease(ctx context.Context, token string, ttl time.Duration) (bool, error) {
	n, err := renewScript.Run(ctx, m.rdb, []string{m.key("lease")}, token, ttl.Milliseconds()).Int64()
	if err != nil {
		return false, fmt.Errorf("renew indexer lease: %w", err)
	}
	return n == 1, nil
}

// ReleaseLease gives the lease up if token holds it, so another indexer
// can take over at once instead of after the TTL.
func (m *Model) ReleaseLease(ctx context.Context, token string) error {
	if err := releaseScript.Run(ctx, m.rdb, []string{m.key("lease")}, token).Err(); err != nil {
		return fmt.Errorf("release indexer lease: %w", err)
	}
	return nil
}

// LeaseHolder returns the token holding the lease, "" when nobody does.
func (m *Model) LeaseHolder(ctx context.Context) (string, error) {
	v, err := m.rdb.Get(ctx, m.key("lease")).Result()
	if errors.Is(err, redis.Nil) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("read indexer lease: %w", err)
	}
	return v, nil
}
