package txmgr

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"
)

// Redis layout, under the configured prefix P:
//
//	P intent:<id>       hash {rev, data}: the record (JSON) and its revision;
//	                    expires Retention after it became final or failed
//	P nonce:<addr>      string: the next nonce to hand out for the key
//	P pending:<addr>    sorted set: unconfirmed intent ids scored by nonce
//	P lock:<addr>       string with PX lease: the lock holder's token
//	P fence:<addr>      string: the fence number of the latest lock holder
//	P watch:<addr>      sorted set: final intent ids scored by nonce whose
//	                    block the chain has not finalized yet (settle.go)
//
// The counter and the record change together in assignScript, so the counter
// never runs ahead of records. The pending set doubles as the index of the
// nonces that are taken and not yet final.

// assignScript gives a new intent its nonce and writes its record in one
// step. It refuses when the intent already has a record (and returns it), when
// the caller's lease is stale, and when the caller's proposed nonce is not the
// one the counter yields (then it returns that nonce so the caller can build
// the record again).
//
// It also refuses ('full') when the key already has max in-flight
// unconfirmed records (0: no cap): checked here, under the lease and in the
// same step as the write, two callers cannot both take the last slot.
//
// KEYS: record, counter, lock, fence, pending.
// ARGV: lock token, fence, mined nonce (floor), proposed nonce, data, intent
// id, max in-flight.
const assignScript = `
local cur = redis.call('HMGET', KEYS[1], 'rev', 'data')
if cur[1] then return {'exists', cur[1], cur[2]} end
if redis.call('GET', KEYS[3]) ~= ARGV[1] or redis.call('GET', KEYS[4]) ~= ARGV[2] then
  return {'stale'}
end
local cap = tonumber(ARGV[7])
if cap > 0 and redis.call('ZCARD', KEYS[5]) >= cap then return {'full'} end
local n = tonumber(redis.call('GET', KEYS[2]) or '0')
local floor = tonumber(ARGV[3])
if floor > n then n = floor end
while redis.call('ZCOUNT', KEYS[5], n, n) > 0 do n = n + 1 end
local ns = string.format('%d', n)
if ns ~= ARGV[4] then return {'nonce', ns} end
redis.call('HSET', KEYS[1], 'rev', '1', 'data', ARGV[5])
redis.call('SET', KEYS[2], string.format('%d', n + 1))
redis.call('ZADD', KEYS[5], ns, ARGV[6])
return {'ok'}
`

// saveScript compares and sets a record. With a lock token it also checks
// the caller's lease (fencing). When the record becomes terminal it leaves
// the pending set and starts to expire, in the same step: a terminal record
// is never written again, so its expiry is never moved or lost (a final
// record that a reorg deeper than Confirmations drops is written again,
// settle.go: its expiry starts again). A final record to be watched until
// its block is finalized joins the watch set in the same step. It returns
// the new revision, or -1 for a stale lease, -2 for a revision mismatch and
// -3 for a missing record.
//
// KEYS: record, pending, lock, fence, watch.
// ARGV: expected revision, data, "1" when terminal, intent id, lock token or
// "", fence, retention in milliseconds, the nonce when the record is to be
// watched or "".
const saveScript = `
if ARGV[5] ~= '' then
  if redis.call('GET', KEYS[3]) ~= ARGV[5] or redis.call('GET', KEYS[4]) ~= ARGV[6] then
    return -1
  end
end
local rev = redis.call('HGET', KEYS[1], 'rev')
if not rev then return -3 end
if rev ~= ARGV[1] then return -2 end
local nextRev = tonumber(rev) + 1
redis.call('HSET', KEYS[1], 'rev', string.format('%d', nextRev), 'data', ARGV[2])
if ARGV[3] == '1' then
  redis.call('ZREM', KEYS[2], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[7])
  if ARGV[8] ~= '' then redis.call('ZADD', KEYS[5], ARGV[8], ARGV[4]) end
end
return nextRev
`

// store keeps records, nonce counters and locks in Redis. It is safe for
// concurrent use by several goroutines and processes.
type store struct {
	rdb       redis.UniversalClient
	prefix    string
	retention time.Duration // of terminal records
	// maxInFlight caps a key's unconfirmed records at assignment; 0: none.
	maxInFlight int
	// watchFinal puts every record that becomes final in its key's watch
	// set (settle.go).
	watchFinal bool
	assign     *redis.Script
	save       *redis.Script
	acquire    *redis.Script
	release    *redis.Script
}

func newStore(rdb redis.UniversalClient, prefix string, retention time.Duration) *store {
	return &store{
		rdb:       rdb,
		prefix:    prefix,
		retention: retention,
		assign:    redis.NewScript(assignScript),
		save:      redis.NewScript(saveScript),
		acquire:   redis.NewScript(acquireScript),
		release:   redis.NewScript(releaseScript),
	}
}

func addrKey(a common.Address) string { return strings.ToLower(a.Hex()) }

func (s *store) recordKey(id string) string         { return s.prefix + "intent:" + id }
func (s *store) counterKey(a common.Address) string { return s.prefix + "nonce:" + addrKey(a) }
func (s *store) pendingKey(a common.Address) string { return s.prefix + "pending:" + addrKey(a) }
func (s *store) watchKey(a common.Address) string   { return s.prefix + "watch:" + addrKey(a) }
func (s *store) lockKey(a common.Address) string    { return s.prefix + "lock:" + addrKey(a) }
func (s *store) fenceKey(a common.Address) string   { return s.prefix + "fence:" + addrKey(a) }

// get loads the record of intent id, or ErrNotFound.
func (s *store) get(ctx context.Context, id string) (*Record, error) {
	vals, err := s.rdb.HMGet(ctx, s.recordKey(id), "rev", "data").Result()
	if err != nil {
		return nil, fmt.Errorf("load record %q: %w", id, err)
	}
	rev, _ := vals[0].(string)
	data, _ := vals[1].(string)
	if rev == "" || data == "" {
		return nil, fmt.Errorf("intent %q: %w", id, ErrNotFound)
	}
	return decodeRecord(id, rev, data)
}

func decodeRecord(id, rev, data string) (*Record, error) {
	r := new(Record)
	if err := json.Unmarshal([]byte(data), r); err != nil {
		return nil, fmt.Errorf("decode record %q: %w", id, err)
	}
	n, err := strconv.ParseUint(rev, 10, 64)
	if err != nil {
		return nil, fmt.Errorf("decode record %q revision %q: %w", id, rev, err)
	}
	r.Revision = n
	return r, nil
}

// counter returns the key's next nonce; ok is false when the counter is
// missing.
func (s *store) counter(ctx context.Context, a common.Address) (n uint64, ok bool, err error) {
	v, err := s.rdb.Get(ctx, s.counterKey(a)).Uint64()
	if errors.Is(err, redis.Nil) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, fmt.Errorf("read nonce counter of %s: %w", a, err)
	}
	return v, true, nil
}

// errKeyFull means the key has maxInFlight unconfirmed records.
var errKeyFull = errors.New("key at max in-flight")

// assignRecord stores r as a new record, taking the key's next nonce, which
// is at least floor (the key's mined nonce). The caller must hold l, the
// lock of r.From. When the intent already has a record, that record is
// returned with created false and r is untouched. raisedFrom is the counter
// when floor was above it (the key was used outside the Manager, or the
// counter went back), else nil. errKeyFull: the key is at maxInFlight.
func (s *store) assignRecord(ctx context.Context, l *lease, floor uint64, r *Record) (stored *Record, created bool, raisedFrom *uint64, err error) {
	next, ok, err := s.counter(ctx, r.From)
	if err != nil {
		return nil, false, nil, err
	}
	if ok && next < floor {
		was := next
		raisedFrom = &was
	}
	if !ok || next < floor {
		next = floor
	}
	keys := []string{s.recordKey(r.IntentID), s.counterKey(r.From), s.lockKey(r.From), s.fenceKey(r.From), s.pendingKey(r.From)}
	// The script tells the nonce it would give when the proposal is off (a
	// taken slot above the counter); one more round settles it.
	for range 3 {
		r.Nonce = next
		data, err := json.Marshal(r)
		if err != nil {
			return nil, false, nil, fmt.Errorf("encode record %q: %w", r.IntentID, err)
		}
		res, err := s.assign.Run(ctx, s.rdb, keys, l.token, l.fenceArg(), strconv.FormatUint(floor, 10), strconv.FormatUint(next, 10), data, r.IntentID, s.maxInFlight).StringSlice()
		if err != nil {
			return nil, false, nil, fmt.Errorf("assign nonce to %q: %w", r.IntentID, err)
		}
		switch res[0] {
		case "ok":
			r.Revision = 1
			return r, true, raisedFrom, nil
		case "exists":
			existing, err := decodeRecord(r.IntentID, res[1], res[2])
			return existing, false, nil, err
		case "full":
			return nil, false, nil, fmt.Errorf("assign nonce to %q: %s: %w", r.IntentID, r.From, errKeyFull)
		case "stale":
			return nil, false, nil, fmt.Errorf("assign nonce to %q: %w", r.IntentID, ErrStaleFence)
		case "nonce":
			next, err = strconv.ParseUint(res[1], 10, 64)
			if err != nil {
				return nil, false, nil, fmt.Errorf("assign nonce to %q: bad nonce %q from script: %w", r.IntentID, res[1], err)
			}
		default:
			return nil, false, nil, fmt.Errorf("assign nonce to %q: unexpected script answer %q", r.IntentID, res)
		}
	}
	return nil, false, nil, fmt.Errorf("assign nonce to %q: nonce kept moving", r.IntentID)
}

// saveRecord writes r if its stored revision is still r.Revision, and then
// sets r.Revision to the new one. With a non-nil lease the write also needs
// the lease to be current. A terminal r leaves the pending set and expires
// after the store's retention. It returns errConflict when the record changed and
// ErrStaleFence when the lease is stale.
func (s *store) saveRecord(ctx context.Context, l *lease, r *Record) error {
	data, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("encode record %q: %w", r.IntentID, err)
	}
	terminal := "0"
	if r.State.terminal() {
		terminal = "1"
	}
	token, fence := "", ""
	if l != nil {
		token, fence = l.token, l.fenceArg()
	}
	watch := ""
	if s.watchFinal && r.State == StateFinal {
		watch = strconv.FormatUint(r.Nonce, 10)
	}
	keys := []string{s.recordKey(r.IntentID), s.pendingKey(r.From), s.lockKey(r.From), s.fenceKey(r.From), s.watchKey(r.From)}
	rev, err := s.save.Run(ctx, s.rdb, keys, strconv.FormatUint(r.Revision, 10), data, terminal, r.IntentID, token, fence, s.retention.Milliseconds(), watch).Int64()
	if err != nil {
		return fmt.Errorf("save record %q: %w", r.IntentID, err)
	}
	switch rev {
	case -1:
		return fmt.Errorf("save record %q: %w", r.IntentID, ErrStaleFence)
	case -2:
		return fmt.Errorf("save record %q: %w", r.IntentID, errConflict)
	case -3:
		return fmt.Errorf("save record %q: %w", r.IntentID, ErrNotFound)
	}
	r.Revision = uint64(rev)
	return nil
}

// pending returns the unconfirmed intent ids of key a, lowest nonce first.
func (s *store) pending(ctx context.Context, a common.Address) ([]string, error) {
	ids, err := s.rdb.ZRange(ctx, s.pendingKey(a), 0, -1).Result()
	if err != nil {
		return nil, fmt.Errorf("list pending of %s: %w", a, err)
	}
	return ids, nil
}

// pendingNonces returns the nonces of key a's unconfirmed records.
func (s *store) pendingNonces(ctx context.Context, a common.Address) ([]uint64, error) {
	zs, err := s.rdb.ZRangeWithScores(ctx, s.pendingKey(a), 0, -1).Result()
	if err != nil {
		return nil, fmt.Errorf("list pending nonces of %s: %w", a, err)
	}
	out := make([]uint64, len(zs))
	for i, z := range zs {
		out[i] = uint64(z.Score)
	}
	return out, nil
}

// inFlight counts the unconfirmed records of each key, in the order given.
func (s *store) inFlight(ctx context.Context, addrs []common.Address) ([]int64, error) {
	pipe := s.rdb.Pipeline()
	cmds := make([]*redis.IntCmd, len(addrs))
	for i, a := range addrs {
		cmds[i] = pipe.ZCard(ctx, s.pendingKey(a))
	}
	if _, err := pipe.Exec(ctx); err != nil {
		return nil, fmt.Errorf("count in-flight records: %w", err)
	}
	n := make([]int64, len(addrs))
	for i, c := range cmds {
		n[i] = c.Val()
	}
	return n, nil
}
