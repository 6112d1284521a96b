package payment

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"
)

// IDRecord is what a payment identifier was first presented with: the
// request and the scheme that paid it (together, the "payload" the
// extension compares) and the job that answers it.
type IDRecord struct {
	// Fingerprint is the request's RequestFingerprint (method, path, body).
	Fingerprint string `json:"fingerprint"`
	// Scheme is the x402 scheme of the payment ("exact").
	Scheme string `json:"scheme"`
	// JobID is the job of the first payment presented under the id.
	JobID string `json:"jobId"`
	// Nonce is that payment's authorization nonce: its reservation
	// (Reservations.Holder) tells whether the job may still exist.
	Nonce [32]byte `json:"nonce"`
}

// SamePayload reports whether o asks for what r asked for: the same
// request paid under the same scheme. The authorization does not count: a
// client that re-signs after a timeout resends the same payload.
func (r IDRecord) SamePayload(o IDRecord) bool {
	return r.Fingerprint == o.Fingerprint && r.Scheme == o.Scheme
}

// Identifiers records in Redis, per payer, which payload and job each
// payment identifier was first presented with, so that a resend under the
// same id, even with a newly signed authorization, is answered from the
// first job and never paid or written again. The payer is part of the key:
// an id names a payer's write, and the signing wallet is the caller.
// Identifiers is safe for concurrent use, across processes too.
type Identifiers struct {
	rdb     redis.UniversalClient
	prefix  string
	claim   *redis.Script
	release *redis.Script
}

// claimIDScript sets KEYS[1] to ARGV[1] with a TTL of ARGV[2] ms unless it
// exists, returning {1, ARGV[1]} when it did and {0, current value}
// otherwise: the claim and the read of an earlier one in one step. A fresh
// claim also marks its request, KEYS[2], for as long (see Sent).
const claimIDScript = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[2])
  return {1, ARGV[1]}
end
return {0, redis.call('GET', KEYS[1])}
`

// releaseIDScript deletes KEYS[1] only if it still holds ARGV[1].
const releaseIDScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`

// NewIdentifiers returns Identifiers stored in rdb under cfg.KeyPrefix,
// beside the reservations.
func NewIdentifiers(cfg ReservationConfig, rdb redis.UniversalClient) (*Identifiers, error) {
	prefix, err := cfg.keyPrefix(rdb, "payment identifiers")
	if err != nil {
		return nil, err
	}
	return &Identifiers{
		rdb:     rdb,
		prefix:  prefix,
		claim:   redis.NewScript(claimIDScript),
		release: redis.NewScript(releaseIDScript),
	}, nil
}

// Key returns the Redis key of payer's identifier id: KeyPrefix + "id:" +
// lower-case payer + ":" + id (ids are case-sensitive).
func (s *Identifiers) Key(payer common.Address, id string) string {
	return s.prefix + "id:" + strings.ToLower(payer.Hex()) + ":" + id
}

// requestKey marks a request (its fingerprint) sent under some id.
func (s *Identifiers) requestKey(fingerprint string) string {
	return s.prefix + "idreq:" + fingerprint
}

// Sent reports whether some payer sent the request fingerprint under a
// payment identifier within the claims' ttl (a claim freed since still
// counts). An unpaid request whose free checks refuse it as taken may be
// such a payer's resend, about to be paid and answered from its first
// job: the API offers it the terms instead of the refusal.
func (s *Identifiers) Sent(ctx context.Context, fingerprint string) (bool, error) {
	n, err := s.rdb.Exists(ctx, s.requestKey(fingerprint)).Result()
	if err != nil {
		return false, fmt.Errorf("read payment identifier requests: %w", err)
	}
	return n == 1, nil
}

// Claim records rec under payer's id for ttl (at least 1 ms) unless the id
// has a record already. It returns fresh = true and rec when the claim is
// new; otherwise fresh = false and the first record, which the caller
// compares with SamePayload. Choose ttl to outlive the job rec names.
func (s *Identifiers) Claim(ctx context.Context, payer common.Address, id string, rec IDRecord, ttl time.Duration) (held IDRecord, fresh bool, err error) {
	if err := CheckPaymentID(id); err != nil {
		return IDRecord{}, false, err
	}
	if rec.Fingerprint == "" || rec.JobID == "" {
		return IDRecord{}, false, errors.New("claim payment identifier: empty fingerprint or job")
	}
	if ttl < time.Millisecond {
		return IDRecord{}, false, fmt.Errorf("claim payment identifier: ttl %s is below 1ms", ttl)
	}
	v, err := json.Marshal(rec)
	if err != nil {
		return IDRecord{}, false, fmt.Errorf("claim payment identifier: %w", err)
	}
	cur, set, err := setNXReply(s.claim.Run(ctx, s.rdb, []string{s.Key(payer, id), s.requestKey(rec.Fingerprint)}, string(v), ttl.Milliseconds()))
	if err != nil {
		return IDRecord{}, false, fmt.Errorf("claim payment identifier: %w", err)
	}
	if err := json.Unmarshal([]byte(cur), &held); err != nil {
		return IDRecord{}, false, fmt.Errorf("claim payment identifier: undecodable record %q: %w", clipString(cur), err)
	}
	return held, set, nil
}

// Release removes payer's id if it still holds rec, so that the id can be
// presented again as new: call it when the request fails before its job is
// queued, as Reservations.Release. It reports whether a record was removed.
func (s *Identifiers) Release(ctx context.Context, payer common.Address, id string, rec IDRecord) (bool, error) {
	v, err := json.Marshal(rec)
	if err != nil {
		return false, fmt.Errorf("release payment identifier: %w", err)
	}
	n, err := s.release.Run(ctx, s.rdb, []string{s.Key(payer, id)}, string(v)).Int64()
	if err != nil {
		return false, fmt.Errorf("release payment identifier: %w", err)
	}
	return n == 1, nil
}
