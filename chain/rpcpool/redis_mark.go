package rpcpool

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/redis/go-redis/v9"
)

// HeadMarkKeyPrefix, followed by the chain id, names the fleet's shared
// high-water mark of the chain's head (HeadMark): one key per
// chain, so a Redis that once served another chain holds no mark for this
// one.
const HeadMarkKeyPrefix = "inkd:rpcpool:head:"

// raiseHeadMark sets KEYS[1] to ARGV[1] when that is higher than what it
// holds (or it holds nothing), with a lifetime of ARGV[2] ms: a mark that
// no process raises for ForgetHighAfter (the chain stopped, or was
// restarted from genesis and is below it) expires.
var raiseHeadMark = redis.NewScript(`
local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
if tonumber(ARGV[1]) > cur then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
`)

// RedisHeadMark is HeadMark in Redis, shared by every process of the
// fleet that uses one Redis. Safe for concurrent use.
type RedisHeadMark struct {
	rdb redis.UniversalClient
	key string
}

// NewRedisHeadMark returns the shared head mark of chain chainID in rdb.
func NewRedisHeadMark(rdb redis.UniversalClient, chainID uint64) *RedisHeadMark {
	return &RedisHeadMark{rdb: rdb, key: HeadMarkKeyPrefix + strconv.FormatUint(chainID, 10)}
}

var _ HeadMark = (*RedisHeadMark)(nil)

// Raise implements HeadMark.
func (m *RedisHeadMark) Raise(ctx context.Context, n uint64) error {
	ttl := ForgetHighAfter.Milliseconds()
	return raiseHeadMark.Run(ctx, m.rdb, []string{m.key}, n, ttl).Err()
}

// Highest implements HeadMark.
func (m *RedisHeadMark) Highest(ctx context.Context) (uint64, error) {
	s, err := m.rdb.Get(ctx, m.key).Result()
	if errors.Is(err, redis.Nil) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("head mark %s holds %q: %w", m.key, s, err)
	}
	return n, nil
}
