package pending

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/internal/confusable"
)

// DefaultPrefix is the default key prefix of Claims.
const DefaultPrefix = "inkd:pending:"

// Key is one thing a write takes when it lands, and that no other write
// may take meanwhile: a project name (Name) or a project's version tag
// (Tag).
type Key struct {
	id string
	// Label is what the key stands for, in words: the name, or the tag.
	Label string
}

// Name is the key of project name name: the hash of its skeleton
// (confusable.Skeleton), so that a name is reserved together with every
// name that renders like it.
func Name(name string) Key {
	h := chain.NameHash(confusable.Skeleton(name))
	return Key{id: "name:" + hex.EncodeToString(h[:]), Label: name}
}

// Tag is the key of version tag tag of project projectID (a decimal
// string). The project id is the key's Redis Cluster hash tag, so that
// the tags of one multi-push, all of one project, are claimed in one step.
func Tag(projectID, tag string) Key {
	h := sha256.Sum256([]byte(tag))
	return Key{id: "tag:{" + projectID + "}:" + hex.EncodeToString(h[:]), Label: tag}
}

// Holder is the reservation holding a key: its job and the key's label.
type Holder struct {
	JobID string
	Label string
}

// Claims reserves, across API replicas, what queued writes will take when
// they land (a name, tags) from before their payment is checked until
// their job ends: what a pending write takes is taken for every other
// write, so two writes of one name or one tag never both reach the chain.
// A reservation is held by one job; it ends when that job's holder calls
// Release (the API, once it sees the job's outcome, or another write that
// finds that outcome failed), or at its expiry: the payment
// authorization's validBefore plus a margin, past which the write can no
// longer land, so a crashed process cannot hold a key for ever. Safe for
// concurrent use, across processes too.
type Claims struct {
	rdb    redis.UniversalClient
	prefix string
	claim  *redis.Script
	drop   *redis.Script
	now    func() time.Time
}

// claimScript claims KEYS for job ARGV[1] for ARGV[2] ms, KEYS[i] with
// the value "<job> <ARGV[2+i]>", unless another job holds one of them: then
// it claims none. It returns, for each key, the other job's value holding
// it, or "".
const claimScript = `
local held, busy = {}, false
for i, k in ipairs(KEYS) do
  local v = redis.call('GET', k)
  if v and string.match(v, '^[^ ]*') ~= ARGV[1] then
    held[i], busy = v, true
  else
    held[i] = ''
  end
end
if not busy then
  for i, k in ipairs(KEYS) do redis.call('SET', k, ARGV[1] .. ' ' .. ARGV[2 + i], 'PX', ARGV[2]) end
end
return held
`

// dropScript deletes each of KEYS that job ARGV[1] holds.
const dropScript = `
local n = 0
for _, k in ipairs(KEYS) do
  local v = redis.call('GET', k)
  if v and string.match(v, '^[^ ]*') == ARGV[1] then n = n + redis.call('DEL', k) end
end
return n
`

// New returns Claims stored in rdb under prefix (empty: DefaultPrefix),
// reading time from now (nil: time.Now).
func New(rdb redis.UniversalClient, prefix string, now func() time.Time) (*Claims, error) {
	if rdb == nil {
		return nil, errors.New("new pending claims: nil redis client")
	}
	if prefix == "" {
		prefix = DefaultPrefix
	}
	if now == nil {
		now = time.Now
	}
	return &Claims{rdb: rdb, prefix: prefix, claim: redis.NewScript(claimScript), drop: redis.NewScript(dropScript), now: now}, nil
}

func (c *Claims) redisKeys(keys []Key) []string {
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = c.prefix + k.id
	}
	return out
}

// Claim reserves every one of keys for job jobID until until (at least a
// second from now), or none of them: in one step, so two writes sharing a
// key never both hold it. It returns, for each key, the other job's
// reservation holding it (a zero Holder where none does); when any is
// held, nothing was claimed. Claiming keys the job holds already renews
// them. The keys of one call must share a Redis Cluster slot (one name,
// or the tags of one project).
func (c *Claims) Claim(ctx context.Context, keys []Key, jobID string, until time.Time) ([]Holder, error) {
	if len(keys) == 0 {
		return nil, nil
	}
	ttl := max(until.Sub(c.now()), time.Second)
	args := make([]any, 0, 2+len(keys))
	args = append(args, jobID, strconv.FormatInt(ttl.Milliseconds(), 10))
	for _, k := range keys {
		args = append(args, k.Label)
	}
	vals, err := c.claim.Run(ctx, c.rdb, c.redisKeys(keys), args...).StringSlice()
	if err != nil {
		return nil, fmt.Errorf("claim pending keys: %w", err)
	}
	return holders(vals), nil
}

// Holders returns, for each of keys, the reservation holding it (a zero
// Holder where none does).
func (c *Claims) Holders(ctx context.Context, keys []Key) ([]Holder, error) {
	if len(keys) == 0 {
		return nil, nil
	}
	vals, err := c.rdb.MGet(ctx, c.redisKeys(keys)...).Result()
	if err != nil {
		return nil, fmt.Errorf("read pending keys: %w", err)
	}
	strs := make([]string, len(vals))
	for i, v := range vals {
		strs[i], _ = v.(string)
	}
	return holders(strs), nil
}

// Release ends job jobID's reservations of keys; another job's are kept.
func (c *Claims) Release(ctx context.Context, keys []Key, jobID string) error {
	if len(keys) == 0 {
		return nil
	}
	if err := c.drop.Run(ctx, c.rdb, c.redisKeys(keys), jobID).Err(); err != nil {
		return fmt.Errorf("release pending keys: %w", err)
	}
	return nil
}

func holders(vals []string) []Holder {
	out := make([]Holder, len(vals))
	for i, v := range vals {
		if v == "" {
			continue
		}
		job, label, _ := strings.Cut(v, " ")
		out[i] = Holder{JobID: job, Label: label}
	}
	return out
}
