package txmgr

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"
)

// acquireScript takes a key's lock with SET NX PX and, when it got it, draws
// the next fence number. It returns the fence, or 0 when the lock is held.
//
// KEYS: lock, fence. ARGV: token, lease in milliseconds.
const acquireScript = `
if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 0 end
return redis.call('INCR', KEYS[2])
`

// releaseScript deletes the lock if the caller still holds it.
//
// KEYS: lock. ARGV: token.
const releaseScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`

// Lock acquisition backs off from lockRetryMin to lockRetryMax while the
// lock is held by someone else.
const (
	lockRetryMin = 2 * time.Millisecond
	lockRetryMax = 50 * time.Millisecond
)

// lease is a held per-key lock: the random token stored in the lock key and
// the fence number drawn when it was taken. Scripts that write under the lock
// check both, so a holder whose lease expired cannot write even if nobody
// else took the lock since.
type lease struct {
	addr  common.Address
	token string
	fence int64
}

func (l *lease) fenceArg() string { return strconv.FormatInt(l.fence, 10) }

// tryLock takes the lock of key a for ttl; it returns nil without error when
// someone else holds it.
func (s *store) tryLock(ctx context.Context, a common.Address, ttl time.Duration) (*lease, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return nil, fmt.Errorf("lock token: %w", err)
	}
	token := hex.EncodeToString(b[:])
	fence, err := s.acquire.Run(ctx, s.rdb, []string{s.lockKey(a), s.fenceKey(a)}, token, ttl.Milliseconds()).Int64()
	if err != nil {
		return nil, fmt.Errorf("lock %s: %w", a, err)
	}
	if fence == 0 {
		return nil, nil
	}
	return &lease{addr: a, token: token, fence: fence}, nil
}

// unlock releases l if it is still held by it.
func (s *store) unlock(ctx context.Context, l *lease) error {
	if err := s.release.Run(ctx, s.rdb, []string{s.lockKey(l.addr)}, l.token).Err(); err != nil && !errors.Is(err, redis.Nil) {
		return fmt.Errorf("unlock %s: %w", l.addr, err)
	}
	return nil
}

// lock waits until it holds the lock of key a or ctx ends.
func (m *Manager) lock(ctx context.Context, a common.Address) (*lease, error) {
	wait := lockRetryMin
	for {
		l, err := m.store.tryLock(ctx, a, m.cfg.LockTTL)
		if err != nil || l != nil {
			return l, err
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, fmt.Errorf("lock %s: %w", a, ctx.Err())
		case <-t.C:
		}
		wait = min(2*wait, lockRetryMax)
	}
}

// unlock releases l, logging a failure: the lease runs out on its own.
func (m *Manager) unlock(l *lease) {
	// The caller's context may be done; releasing must still happen.
	ctx, cancel := context.WithTimeout(context.Background(), m.cfg.NetworkTimeout)
	defer cancel()
	if err := m.store.unlock(ctx, l); err != nil {
		m.log.WithError(err).WithField("from", l.addr.Hex()).Warn("release key lock")
	}
}
