package batcher

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/worker/settle"
)

// batchKeyPrefix prefixes the Redis keys of batches. The hash tag keeps a
// batch and its members in one slot of a Redis Cluster, for the script
// that writes them together.
const batchKeyPrefix = "inkd:batch:{b}:"

// batchRetention is how long a batch and its memberships are kept: as long
// as the transaction manager keeps a final record, far beyond a job's
// retries and its authorization's window.
const batchRetention = 7 * 24 * time.Hour

// batchRecord is a stored batch: its members and the call its one
// transaction makes. It is written, with every member's membership, before
// the transaction is signed, so any delivery of a member can drive the
// transaction on (txmgr re-broadcasts the stored bytes, or signs this very
// call under the batch's intent if a crash came before it was signed).
type batchRecord struct {
	ID      string        `json:"id"`
	Members []batchMember `json:"members"`
	// Data is the executeBatch calldata, or the writeByVouchers calldata
	// when To is set; Gas the transaction's gas limit.
	Data hexutil.Bytes `json:"data"`
	Gas  uint64        `json:"gas"`
	// To is InkdChannelWrites for a batch of writes paid by voucher, nil
	// for an executeBatch (the treasury).
	To *common.Address `json:"to,omitempty"`
}

// batchMember is one job of a batch and the payment it brought: an
// authorization (payer, nonce), or a voucher (channel, ceiling).
type batchMember struct {
	Job     string         `json:"job"`
	Payer   common.Address `json:"payer"`
	Nonce   common.Hash    `json:"nonce"`
	Channel *common.Hash   `json:"channel,omitempty"`
	Ceiling string         `json:"ceiling,omitempty"`
}

// voucherKey is the key of a member paid by voucher; ok is false for an
// exact write's.
func (m batchMember) voucherKey() (writes.Key, bool) {
	if m.Channel == nil {
		return writes.Key{}, false
	}
	c, ok := new(big.Int).SetString(m.Ceiling, 10)
	return writes.Key{Channel: *m.Channel, Key: c}, ok
}

// to is the contract rec's call goes to (zero: the treasury).
func (r *batchRecord) to() common.Address {
	if r.To == nil {
		return common.Address{}
	}
	return *r.To
}

// vouchers reports whether rec is a batch of writes paid by voucher.
func (r *batchRecord) vouchers() bool { return r.To != nil }

// intent is the batch's intent id in the transaction manager.
func (r *batchRecord) intent() string { return settle.BatchIntent(r.ID) }

// batchStore keeps batches and memberships in Redis.
type batchStore struct {
	rdb redis.UniversalClient
}

func (s *batchStore) recordKey(id string) string  { return batchKeyPrefix + "record:" + id }
func (s *batchStore) memberKey(job string) string { return batchKeyPrefix + "member:" + job }

// ownKey marks a job that sends a transaction of its own (a single
// write): it is never made a member of a batch afterwards.
func (s *batchStore) ownKey(job string) string { return batchKeyPrefix + "own:" + job }

// ownTransaction is what join reports, in place of a batch id, for a
// member that sends a transaction of its own.
const ownTransaction = ""

// joinScript writes a batch and its memberships in one step, or nothing:
// KEYS[1] is the batch's record, then for each of the ARGV[4] members its
// membership key and its own-transaction key. When a member already
// belongs to a batch, or sends its own transaction, it returns for each
// such member its position (1-based among the members) and its batch id
// ("" for its own transaction), and writes nothing.
var joinScript = redis.NewScript(`
local n = tonumber(ARGV[4])
local taken = {}
for i = 1, n do
  local b = redis.call('GET', KEYS[1 + i])
  if b then
    table.insert(taken, tostring(i))
    table.insert(taken, b)
  elseif redis.call('EXISTS', KEYS[1 + n + i]) == 1 then
    table.insert(taken, tostring(i))
    table.insert(taken, '')
  end
end
if #taken > 0 then return taken end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
for i = 1, n do
  redis.call('SET', KEYS[1 + i], ARGV[2], 'PX', ARGV[3])
end
return taken
`)

// claimOwnScript marks KEYS[2] (a job's own-transaction key) unless the
// job is a member of a batch (KEYS[1], its membership): then it returns
// that batch's id and writes nothing. It returns "" once the mark is set.
var claimOwnScript = redis.NewScript(`
local b = redis.call('GET', KEYS[1])
if b then return b end
redis.call('SET', KEYS[2], '1', 'PX', ARGV[1])
return ''
`)

// leaveScript removes KEYS[1] (a job's membership) when it names batch
// ARGV[1]; it returns 1 when it did.
var leaveScript = redis.NewScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('DEL', KEYS[1])
  return 1
end
return 0
`)

// leave takes job out of batch id, whose transaction is final without the
// job's write (it can never land from it), so that the job joins another
// batch. A membership that names another batch already stays.
func (s *batchStore) leave(ctx context.Context, job, id string) error {
	if err := leaveScript.Run(ctx, s.rdb, []string{s.memberKey(job)}, id).Err(); err != nil {
		return fmt.Errorf("leave batch %s of %s: %w", id, job, err)
	}
	return nil
}

// depositWaits counts, for job, the batches that refused its write paid
// by voucher for a balance short of its ceiling (Batcher.awaitDeposit),
// this one included.
func (s *batchStore) depositWaits(ctx context.Context, job string) (int64, error) {
	key := batchKeyPrefix + "deposit-waits:" + job
	n, err := s.rdb.Incr(ctx, key).Result()
	if err != nil {
		return 0, fmt.Errorf("count the deposit waits of %s: %w", job, err)
	}
	if n == 1 {
		_ = s.rdb.PExpire(ctx, key, batchRetention).Err()
	}
	return n, nil
}

// claimOwn makes job one that sends its own transaction, so that no batch
// takes it afterwards, unless it is a member of a batch already: then it
// returns that batch. The claim and join exclude each other atomically, so
// a job is never both in a batch and in a transaction of its own.
func (s *batchStore) claimOwn(ctx context.Context, job string) (*batchRecord, error) {
	id, err := claimOwnScript.Run(ctx, s.rdb, []string{s.memberKey(job), s.ownKey(job)}, batchRetention.Milliseconds()).Text()
	if err != nil {
		return nil, fmt.Errorf("claim own transaction of %s: %w", job, err)
	}
	if id == "" {
		return nil, nil
	}
	return s.record(ctx, id)
}

// join stores rec and makes every member a member of it, atomically. When
// some members already belong to a batch or send their own transaction,
// nothing is written and join returns them: member index → batch id, or
// ownTransaction.
func (s *batchStore) join(ctx context.Context, rec *batchRecord) (map[int]string, error) {
	body, err := json.Marshal(rec)
	if err != nil {
		return nil, fmt.Errorf("encode batch: %w", err)
	}
	keys := []string{s.recordKey(rec.ID)}
	for _, m := range rec.Members {
		keys = append(keys, s.memberKey(m.Job))
	}
	for _, m := range rec.Members {
		keys = append(keys, s.ownKey(m.Job))
	}
	res, err := joinScript.Run(ctx, s.rdb, keys, body, rec.ID, batchRetention.Milliseconds(), len(rec.Members)).StringSlice()
	if err != nil {
		return nil, fmt.Errorf("store batch %s: %w", rec.ID, err)
	}
	if len(res) == 0 {
		return nil, nil
	}
	taken := map[int]string{}
	for i := 0; i+1 < len(res); i += 2 {
		var n int
		if _, err := fmt.Sscan(res[i], &n); err != nil {
			return nil, fmt.Errorf("store batch %s: bad answer %q", rec.ID, res[i])
		}
		taken[n-1] = res[i+1]
	}
	return taken, nil
}

// JobIntent returns the transaction manager's intent that decides paid
// write jobID: "batch:<id>" for a member of a batch, else jobID itself (a
// single write, or one not sent yet). A member whose batch failed as a
// whole goes on under one of JobIntents (its solo intent) as well. For
// tools and tests that follow a job's transaction record.
func JobIntent(ctx context.Context, rdb redis.UniversalClient, jobID string) (string, error) {
	id, err := rdb.Get(ctx, (&batchStore{}).memberKey(jobID)).Result()
	switch {
	case errors.Is(err, redis.Nil):
		return jobID, nil
	case err != nil:
		return "", fmt.Errorf("read batch membership of %s: %w", jobID, err)
	}
	return settle.BatchIntent(id), nil
}

// batchOf returns the batch job belongs to, or nil when it belongs to none.
func (s *batchStore) batchOf(ctx context.Context, job string) (*batchRecord, error) {
	id, err := s.rdb.Get(ctx, s.memberKey(job)).Result()
	switch {
	case errors.Is(err, redis.Nil):
		return nil, nil
	case err != nil:
		return nil, fmt.Errorf("read batch membership of %s: %w", job, err)
	}
	return s.record(ctx, id)
}

// record reads batch id. A membership without its batch is an error: the
// two are written together.
func (s *batchStore) record(ctx context.Context, id string) (*batchRecord, error) {
	body, err := s.rdb.Get(ctx, s.recordKey(id)).Bytes()
	if err != nil {
		return nil, fmt.Errorf("read batch %s: %w", id, err)
	}
	var rec batchRecord
	if err := json.Unmarshal(body, &rec); err != nil {
		return nil, fmt.Errorf("decode batch %s: %w", id, err)
	}
	return &rec, nil
}

// Members returns the jobs of batch id.
func (b *Batcher) Members(ctx context.Context, id string) ([]string, error) {
	rec, err := b.store.record(ctx, id)
	if err != nil {
		return nil, err
	}
	jobs := make([]string, len(rec.Members))
	for i, m := range rec.Members {
		jobs[i] = m.Job
	}
	return jobs, nil
}
