package txmgr

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"
)

// A hole is a nonce of a key between its mined nonce and its highest
// pending record that no record holds. Records are written together with
// the nonce they take, so a hole only appears when Redis lost a record (a
// restart without persistence, an eviction, a hand-deleted key). Every
// nonce above it then waits in the nodes' pools for good. The monitor looks
// for holes on every scan, and a "nonce too high" answer looks at once; each
// hole gets a gap record: a filler (see fill.go) at that nonce, stored before
// it is broadcast and driven like any record. Its fees are those of a first
// attempt, never raised to outbid: should the lost transaction still be in
// a pool paying more, it is mined instead and the gap record fails with the
// nonce used elsewhere, which is the best outcome.
//
// The same covers a counter that drifted above the chain over slots without
// records (an operator restored a Redis whose counter ran ahead): the next
// intent takes a nonce above them, and the slots below it are holes. The
// counter is never moved back over them: a slot that looks empty to one
// node may hold a lost transaction in another's pool, which would then
// supersede the new intent given its nonce; a filler costs 21000 gas.

// gapPrefix starts the intent id of a gap record: gap:<key>:<nonce>.
const gapPrefix = "gap:"

// FailGap: the record filled a hole left by a lost record; its filler or
// the lost transaction took the nonce.
const FailGap FailReason = "gap"

// gapScript stores a gap record at a nonce no pending record holds, under
// the key's lease. It returns 'ok', 'exists' (the gap record is there),
// 'taken' (a pending record holds the nonce) or 'stale'.
//
// KEYS: record, lock, fence, pending. ARGV: token, fence, nonce, data, id.
const gapScript = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 'exists' end
if redis.call('GET', KEYS[2]) ~= ARGV[1] or redis.call('GET', KEYS[3]) ~= ARGV[2] then
  return 'stale'
end
if redis.call('ZCOUNT', KEYS[4], ARGV[3], ARGV[3]) > 0 then return 'taken' end
redis.call('HSET', KEYS[1], 'rev', '1', 'data', ARGV[4])
redis.call('ZADD', KEYS[4], ARGV[3], ARGV[5])
return 'ok'
`

var gapScriptRun = redis.NewScript(gapScript)

// gapID is the intent id of the gap record of (from, nonce).
func gapID(from common.Address, nonce uint64) string {
	return gapPrefix + addrKey(from) + ":" + strconv.FormatUint(nonce, 10)
}

// maxFillsPerScan bounds the slots one monitor scan fills for a key: a
// counter far above the chain (any number, when hand-edited) is filled over
// several scans, and the other keys are scanned in between.
const maxFillsPerScan = 64

// holes returns the lowest nonces in [mined, highest pending) that no
// pending record holds, at most limit of them.
func holes(mined uint64, pending []uint64, limit int) []uint64 {
	taken := make(map[uint64]bool, len(pending))
	var top uint64
	for _, n := range pending {
		taken[n] = true
		top = max(top, n)
	}
	var out []uint64
	for n := mined; n < top && len(out) < limit; n++ {
		if !taken[n] {
			out = append(out, n)
		}
	}
	return out
}

// repairGaps fills the holes of key from under view v. A node behind the
// highest head seen may report a lower mined nonce than the truth: it is
// not trusted with this.
func (m *Manager) repairGaps(ctx context.Context, from common.Address, v chainView) error {
	if _, ok := m.keys[from]; !ok || v.head < m.highestHead() {
		return nil
	}
	if err := m.dropOrphans(ctx, from); err != nil {
		return err
	}
	pending, err := m.store.pendingNonces(ctx, from)
	if err != nil {
		return err
	}
	// A final record's nonce that a deep reorg gave back is no hole: its
	// stored bytes are sent again (settle.go).
	watched, err := m.store.watchedNonces(ctx, from)
	if err != nil {
		return err
	}
	for _, n := range holes(v.minedNonce, pending, maxFillsPerScan) {
		if watched[n] {
			continue
		}
		if err := m.fillGap(ctx, from, n); err != nil {
			return err
		}
	}
	return nil
}

// orphanScript drops an intent from its key's pending set when its record
// is gone. It returns 1 when it dropped the entry.
//
// KEYS: pending, record. ARGV: id.
const orphanScript = `
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
return redis.call('ZREM', KEYS[1], ARGV[1])
`

var orphanScriptRun = redis.NewScript(orphanScript)

// dropOrphans removes the pending entries of key from whose record is gone
// (evicted, deleted by hand). Such an entry holds its nonce: new intents
// are assigned above it, no step drives it, and the key stalls behind it.
// Without the entry the nonce is a hole, filled like any other. A record
// and its entry are created together and a final record leaves the set
// before it expires, so an entry without a record is never a record on its
// way.
func (m *Manager) dropOrphans(ctx context.Context, from common.Address) error {
	ids, err := m.store.pending(ctx, from)
	if err != nil || len(ids) == 0 {
		return err
	}
	pipe := m.store.rdb.Pipeline()
	exists := make([]*redis.IntCmd, len(ids))
	for i, id := range ids {
		exists[i] = pipe.Exists(ctx, m.store.recordKey(id))
	}
	if _, err := pipe.Exec(ctx); err != nil {
		return fmt.Errorf("look up pending records of %s: %w", from, err)
	}
	for i, id := range ids {
		if exists[i].Val() != 0 {
			continue
		}
		n, err := orphanScriptRun.Run(ctx, m.store.rdb, []string{m.store.pendingKey(from), m.store.recordKey(id)}, id).Int()
		if err != nil {
			return fmt.Errorf("drop pending entry %q of %s: %w", id, from, err)
		}
		if n == 1 {
			m.log.WithFields(map[string]any{"from": from.Hex(), "intent_id": id}).Warn("pending entry without its record dropped, its nonce is a hole now")
		}
	}
	return nil
}

// fillGap stores a gap record with a filler at nonce n of key from, then
// broadcasts it.
func (m *Manager) fillGap(ctx context.Context, from common.Address, n uint64) error {
	sug, err := m.suggestFees(ctx)
	if err != nil {
		return fmt.Errorf("fill gap %s/%d: %w", from, n, err)
	}
	now := m.now()
	r := &Record{IntentID: gapID(from, n), From: from, Nonce: n, Call: fillerCall(from), State: StateAssigned,
		Failure: FailGap, CreatedAt: now, UpdatedAt: now}
	a, err := m.signCall(r, r.Call, initialFees(sug, m.cfg.MaxFeeCap))
	if err != nil {
		return err
	}
	a.Filler = true
	r.Attempts = []Attempt{a}
	data, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("encode gap record %s: %w", r.IntentID, err)
	}
	l, err := m.lock(ctx, from)
	if err != nil {
		return err
	}
	res, err := gapScriptRun.Run(ctx, m.store.rdb,
		[]string{m.store.recordKey(r.IntentID), m.store.lockKey(from), m.store.fenceKey(from), m.store.pendingKey(from)},
		l.token, l.fenceArg(), strconv.FormatUint(n, 10), data, r.IntentID).Text()
	m.unlock(l)
	if err != nil {
		return fmt.Errorf("store gap record %s: %w", r.IntentID, err)
	}
	if res != "ok" {
		return nil
	}
	r.Revision = 1
	m.metrics.GapFilled(from)
	m.txLogger(r).Warn("nonce hole below pending records (a lost record), filler stored")
	_, err = m.broadcastLatest(ctx, r)
	return err
}
