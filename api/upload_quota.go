package api

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/storage/stage"
)

// Windows of the upload quotas: a clock hour per client, a UTC day for all.
const (
	quotaClientWindow = time.Hour
	quotaDayWindow    = 24 * time.Hour
	// stageFullRetry is the Retry-After of an upload refused because
	// staging is full: workers empty it as they store items.
	stageFullRetry = 60
)

// uploadQuota counts uploaded bytes in Redis, per client address per hour
// and for all clients per UTC day, so that the quotas hold across API
// replicas. Like the rate limits it lets uploads through when Redis cannot
// be reached. A nil *uploadQuota counts nothing.
type uploadQuota struct {
	rdb               redis.UniversalClient
	perClient, perDay int64
	now               func() time.Time
	// metrics counts the refusals.
	metrics UploadMetrics
}

// quotaChargeScript counts size bytes on both windows unless one would pass
// its limit (negative: none).
//
// KEYS: the client's hour key, the day key.
// ARGV: size, client limit, day limit, client key TTL (ms), day key TTL (ms).
// Returns {0, 0} when counted, {i, used} when window i (1 client, 2 day)
// refused it with used bytes counted already.
var quotaChargeScript = redis.NewScript(`
local size = tonumber(ARGV[1])
for i = 1, 2 do
  local limit = tonumber(ARGV[1 + i])
  if limit >= 0 then
    local used = tonumber(redis.call('GET', KEYS[i]) or '0')
    if used + size > limit then return {i, used} end
  end
end
for i = 1, 2 do
  if tonumber(ARGV[1 + i]) >= 0 then
    redis.call('INCRBY', KEYS[i], size)
    redis.call('PEXPIRE', KEYS[i], ARGV[3 + i])
  end
end
return {0, 0}
`)

// windows returns the Redis keys of client's current windows and the time
// left in each. The keys share a hash tag: one script touches both, which
// Redis Cluster allows only within one slot.
func (q *uploadQuota) windows(client string) (keys []string, left [2]time.Duration) {
	now := q.now()
	for i, w := range []time.Duration{quotaClientWindow, quotaDayWindow} {
		ms := w.Milliseconds()
		idx := now.UnixMilli() / ms
		left[i] = time.Duration((idx+1)*ms-now.UnixMilli()) * time.Millisecond
		if i == 0 {
			keys = append(keys, "inkd:{upload-quota}:client:"+client+":"+strconv.FormatInt(idx, 10))
		} else {
			keys = append(keys, "inkd:{upload-quota}:day:"+strconv.FormatInt(idx, 10))
		}
	}
	return keys, left
}

// refusal is the 429 of window i (0 client, 1 day) with left until it ends.
func (q *uploadQuota) refusal(i int, left time.Duration) error {
	retry := strconv.Itoa(max(int((left+time.Second-1)/time.Second), 1))
	h := map[string]string{fiber.HeaderRetryAfter: retry}
	if i == 0 {
		q.metrics.UploadRefused(QuotaClientHour)
		return &Error{Code: wire.CodeRateLimited, Headers: h,
			Message: fmt.Sprintf("upload quota of %d bytes per hour from this client exceeded; retry after %s s", q.perClient, retry)}
	}
	q.metrics.UploadRefused(QuotaDay)
	return &Error{Code: wire.CodeRateLimited, Headers: h,
		Message: fmt.Sprintf("the service's upload budget of %d bytes for today is spent; retry after %s s (midnight UTC)", q.perDay, retry)}
}

func (q *uploadQuota) off() bool {
	return q == nil || q.rdb == nil || (q.perClient < 0 && q.perDay < 0)
}

// check refuses an upload of about size bytes that would not fit, without
// counting it: the early answer, before the body is read.
func (q *uploadQuota) check(ctx context.Context, client string, size int64) error {
	if q.off() {
		return nil
	}
	keys, left := q.windows(client)
	vals, err := q.rdb.MGet(ctx, keys...).Result()
	if err != nil {
		return nil //nolint:nilerr // fail open, as the rate limits do
	}
	for i, limit := range []int64{q.perClient, q.perDay} {
		s, _ := vals[i].(string)
		used, _ := strconv.ParseInt(s, 10, 64)
		if limit >= 0 && used+size > limit {
			return q.refusal(i, left[i])
		}
	}
	return nil
}

// charge counts an upload of size bytes on both windows, or refuses it
// with a 429 when it does not fit one of them.
func (q *uploadQuota) charge(ctx context.Context, client string, size int64) error {
	if q.off() {
		return nil
	}
	keys, left := q.windows(client)
	res, err := quotaChargeScript.Run(ctx, q.rdb, keys, size, q.perClient, q.perDay,
		left[0].Milliseconds()+1000, left[1].Milliseconds()+1000).Int64Slice()
	if err != nil || len(res) != 2 {
		return nil //nolint:nilerr // fail open
	}
	if res[0] != 0 {
		return q.refusal(int(res[0])-1, left[res[0]-1])
	}
	return nil
}

// quotaRefundScript takes back bytes counted by quotaChargeScript, never
// below zero. KEYS and ARGV as quotaChargeScript's (the TTLs unused).
var quotaRefundScript = redis.NewScript(`
for i = 1, 2 do
  if tonumber(ARGV[1 + i]) >= 0 and redis.call('EXISTS', KEYS[i]) == 1 then
    if redis.call('DECRBY', KEYS[i], ARGV[1]) < 0 then redis.call('SET', KEYS[i], 0, 'KEEPTTL') end
  end
end
return 0
`)

// refund takes back an upload of size bytes that was charged and then not
// kept (staging refused it), on its own context: the request's may be
// what ended.
func (q *uploadQuota) refund(client string, size int64) {
	if q.off() {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	keys, _ := q.windows(client)
	_ = quotaRefundScript.Run(ctx, q.rdb, keys, size, q.perClient, q.perDay).Err()
}

// stageError is the answer to a failed Put of an upload's item; a full
// staging area counts as a refusal.
func (s *Server) stageError(err error) error {
	var full *stage.FullError
	if errors.As(err, &full) {
		s.deps.UploadMetrics.UploadRefused(QuotaStagingFull)
		return &Error{Code: wire.CodeServiceUnavailable, Err: err, Headers: map[string]string{fiber.HeaderRetryAfter: strconv.Itoa(stageFullRetry)},
			Message: "too many uploads are waiting to be stored; nothing was kept, retry in a minute"}
	}
	return &Error{Code: wire.CodeServiceUnavailable, Message: "cannot stage the upload; retry", Err: err}
}
