package payment

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"
)

// A reservation is taken before the request's checks and its job is queued
// after them. A process that dies in between leaves a reservation with no
// job: the client's retry finds the reservation and waits for a job that
// will never come. So every fresh reservation is also listed in an index of
// reservations not yet queued (score: when it was taken, in ms), the job a
// request will queue is staged next to its reservation before it is
// queued, and Queued takes the reservation off the index once the job is
// in asynq. A reconciler lists what stayed on the index (Unqueued) and
// either queues the staged job or, when nothing was staged (the checks never
// finished, so nothing can have been charged), releases the reservation so
// the client's retry starts afresh.
//
// Reservations taken by an older API (no index entry, no staged job) are
// not listed: they keep the old behaviour.

// StagedJob is the job a paid request queues, kept with its reservation
// until it is queued.
type StagedJob struct {
	// JobID is the asynq task id (one per authorization).
	JobID string `json:"jobId"`
	// Type is the asynq task type.
	Type string `json:"type"`
	// Payload is the task's payload.
	Payload []byte `json:"payload"`
}

// Unqueued is a reservation on the index of reservations not yet queued.
type Unqueued struct {
	Payer common.Address
	Nonce [32]byte
	// ReservedAt is when the reservation was taken.
	ReservedAt time.Time
}

// stageScript stores ARGV[2] in KEYS[2] with the TTL left on the
// reservation KEYS[1], if KEYS[1] still holds fingerprint ARGV[1].
const stageScript = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then
  return 0
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl <= 0 then
  return 0
end
redis.call('SET', KEYS[2], ARGV[2], 'PX', ttl)
return 1
`

func (r *Reservations) indexKey() string { return r.prefix + "unqueued" }

func (r *Reservations) stagedKey(payer common.Address, nonce [32]byte) string {
	return r.prefix + "staged:" + member(payer, nonce)
}

// member is a reservation's entry on the index: lower-case payer ":" nonce hex.
func member(payer common.Address, nonce [32]byte) string {
	return strings.ToLower(payer.Hex()) + ":" + hex.EncodeToString(nonce[:])
}

func parseMember(m string) (common.Address, [32]byte, bool) {
	var nonce [32]byte
	p, n, ok := strings.Cut(m, ":")
	b, err := hex.DecodeString(n)
	if !ok || !common.IsHexAddress(p) || err != nil || len(b) != 32 {
		return common.Address{}, nonce, false
	}
	copy(nonce[:], b)
	return common.HexToAddress(p), nonce, true
}

// ErrNotReserved is returned by Stage when the reservation is gone or held
// by another request: the reconciler released it meanwhile. Queue nothing.
var ErrNotReserved = errors.New("the payment's reservation is gone")

// Stage keeps job next to the reservation of (payer, nonce), for the
// reservation's remaining lifetime, if the reservation still holds
// fingerprint; otherwise it returns ErrNotReserved and the caller must not
// queue the job. Call it after the checks, right before queueing.
func (r *Reservations) Stage(ctx context.Context, payer common.Address, nonce [32]byte, fingerprint string, job StagedJob) error {
	b, err := json.Marshal(job)
	if err != nil {
		return fmt.Errorf("stage job: %w", err)
	}
	n, err := r.stage.Run(ctx, r.rdb, []string{r.Key(payer, nonce), r.stagedKey(payer, nonce)}, fingerprint, b).Int64()
	if err != nil {
		return fmt.Errorf("stage job: %w", err)
	}
	if n == 0 {
		return ErrNotReserved
	}
	return nil
}

// Staged returns the job staged for (payer, nonce), or nil when none is.
func (r *Reservations) Staged(ctx context.Context, payer common.Address, nonce [32]byte) (*StagedJob, error) {
	b, err := r.rdb.Get(ctx, r.stagedKey(payer, nonce)).Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read staged job: %w", err)
	}
	var j StagedJob
	if err := json.Unmarshal(b, &j); err != nil {
		return nil, fmt.Errorf("decode staged job: %w", err)
	}
	return &j, nil
}

// Queued takes (payer, nonce) off the index: its job is in asynq. The staged
// copy is no longer needed and is dropped.
func (r *Reservations) Queued(ctx context.Context, payer common.Address, nonce [32]byte) error {
	_, err := r.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.ZRem(ctx, r.indexKey(), member(payer, nonce))
		p.Del(ctx, r.stagedKey(payer, nonce))
		return nil
	})
	if err != nil {
		return fmt.Errorf("mark payment queued: %w", err)
	}
	return nil
}

// Unqueued lists up to limit reservations taken at or before before that
// are still on the index, oldest first.
func (r *Reservations) Unqueued(ctx context.Context, before time.Time, limit int64) ([]Unqueued, error) {
	zs, err := r.rdb.ZRangeByScoreWithScores(ctx, r.indexKey(), &redis.ZRangeBy{
		Min: "-inf", Max: strconv.FormatInt(before.UnixMilli(), 10), Count: limit,
	}).Result()
	if err != nil {
		return nil, fmt.Errorf("list unqueued payments: %w", err)
	}
	out := make([]Unqueued, 0, len(zs))
	for _, z := range zs {
		m, _ := z.Member.(string)
		payer, nonce, ok := parseMember(m)
		if !ok {
			r.rdb.ZRem(ctx, r.indexKey(), m)
			continue
		}
		out = append(out, Unqueued{Payer: payer, Nonce: nonce, ReservedAt: time.UnixMilli(int64(z.Score))})
	}
	return out, nil
}

// Holder returns the fingerprint the reservation of (payer, nonce) holds,
// or "" when there is none (released or expired).
func (r *Reservations) Holder(ctx context.Context, payer common.Address, nonce [32]byte) (string, error) {
	v, err := r.rdb.Get(ctx, r.Key(payer, nonce)).Result()
	if errors.Is(err, redis.Nil) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("read payment reservation: %w", err)
	}
	return v, nil
}
