package stage

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

// Defaults of BudgetConfig.
const (
	// DefaultBudgetPrefix starts the budget's Redis keys. The {…} hash tag
	// keeps them in one Redis Cluster slot, as the scripts need.
	DefaultBudgetPrefix = "inkd:{stage-budget}:"
	// budgetBuckets is how many time buckets one TTL spans.
	budgetBuckets = 24
)

// BudgetConfig configures a Budget.
type BudgetConfig struct {
	// MaxBytes is the most bytes staged at once, all processes together.
	// Required, positive.
	MaxBytes int64
	// TTL is the staged items' TTL (the inner stager's). Default
	// DefaultTTL when zero.
	TTL time.Duration
	// Prefix starts every Redis key. Default DefaultBudgetPrefix.
	Prefix string
}

// FullError is a Put refused because staging holds too much already.
type FullError struct {
	// Staged is the bytes staged when the Put came; Max the budget.
	Staged, Max int64
	// Size is the size of the refused item.
	Size int64
}

func (e *FullError) Error() string {
	return fmt.Sprintf("stage: %d bytes staged of a budget of %d; an item of %d bytes does not fit", e.Staged, e.Max, e.Size)
}

// Budget bounds the bytes a stager holds, counted in Redis so that every
// API process refuses once the shared staging area is full and every
// worker's Delete gives the bytes back. Bytes are counted in time buckets
// (TTL/24 wide) that expire with the items put in them, so an item that
// expires unread leaves the count without a Delete. Safe for concurrent use.
type Budget struct {
	inner Stager
	rdb   redis.UniversalClient
	cfg   BudgetConfig
	width time.Duration
	now   func() time.Time
}

var _ Stager = (*Budget)(nil)

// NewBudget returns inner bounded by cfg, counting in rdb; now is the clock
// (nil: time.Now).
func NewBudget(inner Stager, rdb redis.UniversalClient, cfg BudgetConfig, now func() time.Time) (*Budget, error) {
	switch {
	case inner == nil || rdb == nil:
		return nil, errors.New("stage: a budget needs a stager and a Redis client")
	case cfg.MaxBytes <= 0:
		return nil, fmt.Errorf("stage: BudgetConfig.MaxBytes %d is not positive", cfg.MaxBytes)
	case cfg.TTL < 0:
		return nil, fmt.Errorf("stage: BudgetConfig.TTL %v is negative", cfg.TTL)
	}
	if cfg.TTL == 0 {
		cfg.TTL = DefaultTTL
	}
	if cfg.Prefix == "" {
		cfg.Prefix = DefaultBudgetPrefix
	}
	if now == nil {
		now = time.Now
	}
	width := max((cfg.TTL+budgetBuckets-1)/budgetBuckets, time.Millisecond)
	return &Budget{inner: inner, rdb: rdb, cfg: cfg, width: width, now: now}, nil
}

// Inner returns the bounded stager.
func (b *Budget) Inner() Stager { return b.inner }

// reserveScript counts an item's bytes unless they would pass the budget.
// An item counted already (staged again) is uncounted first.
//
// KEYS: the item's key, then the buckets, current first.
// ARGV: size, max, the item key's TTL (ms), the current bucket's TTL (ms).
// Returns {1, staged} when counted, {0, staged} when refused.
var reserveScript = redis.NewScript(`
local size, max = tonumber(ARGV[1]), tonumber(ARGV[2])
local prev = redis.call('GET', KEYS[1])
local staged = 0
for i = 2, #KEYS do
  staged = staged + tonumber(redis.call('GET', KEYS[i]) or '0')
end
local prevBucket, prevSize
if prev then
  prevBucket, prevSize = string.match(prev, '^(.*)|(%d+)$')
  for i = 2, #KEYS do
    if KEYS[i] == prevBucket then staged = staged - tonumber(prevSize) end
  end
end
if staged + size > max then
  return {0, staged}
end
if prevBucket and redis.call('EXISTS', prevBucket) == 1 then
  redis.call('DECRBY', prevBucket, prevSize)
end
redis.call('INCRBY', KEYS[2], size)
redis.call('PEXPIRE', KEYS[2], ARGV[4])
redis.call('SET', KEYS[1], KEYS[2] .. '|' .. size, 'PX', ARGV[3])
return {1, staged + size}
`)

// releaseScript uncounts an item: its bytes leave the bucket they were
// counted in, if that bucket has not expired.
//
// KEYS: the item's key.
var releaseScript = redis.NewScript(`
local prev = redis.call('GET', KEYS[1])
if not prev then return 0 end
redis.call('DEL', KEYS[1])
local bucket, size = string.match(prev, '^(.*)|(%d+)$')
if bucket and redis.call('EXISTS', bucket) == 1 then
  if redis.call('DECRBY', bucket, size) < 0 then redis.call('SET', bucket, 0, 'KEEPTTL') end
end
return 1
`)

func (b *Budget) itemKey(id string) string { return b.cfg.Prefix + "item:" + id }

// buckets returns the keys of the buckets that can hold unexpired items,
// current first, and the current bucket's remaining life: until the last
// item put in it expires.
func (b *Budget) buckets() ([]string, time.Duration) {
	now := b.now()
	cur := now.UnixMilli() / b.width.Milliseconds()
	n := int64(b.cfg.TTL/b.width) + 1
	keys := make([]string, 0, n)
	for i := range n {
		keys = append(keys, b.cfg.Prefix+"bucket:"+strconv.FormatInt(cur-i, 10))
	}
	end := time.UnixMilli((cur + 1) * b.width.Milliseconds())
	return keys, end.Sub(now) + b.cfg.TTL
}

// StagedBytes returns the bytes staged now, all processes together.
func (b *Budget) StagedBytes(ctx context.Context) (int64, error) {
	keys, _ := b.buckets()
	vals, err := b.rdb.MGet(ctx, keys...).Result()
	if err != nil {
		return 0, fmt.Errorf("stage: read budget: %w", err)
	}
	var n int64
	for _, v := range vals {
		if s, ok := v.(string); ok {
			x, _ := strconv.ParseInt(s, 10, 64)
			n += x
		}
	}
	return n, nil
}

// Put implements Stager: it counts the item's bytes, refusing with a
// *FullError past MaxBytes, then stages it; a failed Put gives them back.
func (b *Budget) Put(ctx context.Context, id string, r io.Reader, size int64) error {
	if err := checkPut(id, size); err != nil {
		return err
	}
	buckets, life := b.buckets()
	keys := append([]string{b.itemKey(id)}, buckets...)
	res, err := reserveScript.Run(ctx, b.rdb, keys, size, b.cfg.MaxBytes, b.cfg.TTL.Milliseconds(), life.Milliseconds()).Int64Slice()
	if err != nil || len(res) != 2 {
		return fmt.Errorf("stage: count %s against the budget: %w", id, err)
	}
	if res[0] == 0 {
		return &FullError{Staged: res[1], Max: b.cfg.MaxBytes, Size: size}
	}
	if err := b.inner.Put(ctx, id, r, size); err != nil {
		b.release(id)
		return err
	}
	return nil
}

// Open implements Stager.
func (b *Budget) Open(ctx context.Context, id string) (Staged, error) { return b.inner.Open(ctx, id) }

// Delete implements Stager: it deletes the item and gives its bytes back.
func (b *Budget) Delete(ctx context.Context, id string) error {
	if err := b.inner.Delete(ctx, id); err != nil {
		return err
	}
	return releaseScript.Run(ctx, b.rdb, []string{b.itemKey(id)}).Err()
}

// release gives an item's bytes back after a failed Put, on its own
// context: the Put's may be what ended.
func (b *Budget) release(id string) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = releaseScript.Run(ctx, b.rdb, []string{b.itemKey(id)}).Err()
}
