package payment

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"
)

// DefaultReservationPrefix is the default key prefix of reservations.
const DefaultReservationPrefix = "inkd:payment:"

// ReservationConfig configures Reservations.
type ReservationConfig struct {
	// KeyPrefix starts every reservation key; a key is
	// KeyPrefix + "auth:" + lower-case payer + ":" + nonce hex, and a
	// payment identifier's (Identifiers) KeyPrefix + "id:" + lower-case
	// payer + ":" + id. Tests use a prefix of their own. Empty means
	// DefaultReservationPrefix.
	KeyPrefix string
}

// Check reports a field that is unusable.
func (c ReservationConfig) Check() error {
	if strings.ContainsAny(c.KeyPrefix, " \t\r\n") {
		return fmt.Errorf("reservation config: KeyPrefix %q contains whitespace", c.KeyPrefix)
	}
	return nil
}

// keyPrefix checks cfg and rdb for the store what and returns its key
// prefix: KeyPrefix, or DefaultReservationPrefix when empty.
func (c ReservationConfig) keyPrefix(rdb redis.UniversalClient, what string) (string, error) {
	if err := c.Check(); err != nil {
		return "", err
	}
	if rdb == nil {
		return "", fmt.Errorf("new %s: nil redis client", what)
	}
	if c.KeyPrefix == "" {
		return DefaultReservationPrefix, nil
	}
	return c.KeyPrefix, nil
}

// Reservations records in Redis which request an authorization (payer, nonce)
// was first presented with, so that an authorization is enqueued at most
// once: the API reserves before enqueueing. Presented again, the same
// authorization with the same request fingerprint is a retry (answer with the
// original job); with another fingerprint it is a replay (payment_invalid).
// Reservations is safe for concurrent use, across processes too.
type Reservations struct {
	rdb     redis.UniversalClient
	prefix  string
	reserve *redis.Script
	release *redis.Script
	stage   *redis.Script
}

// reserveScript sets KEYS[1] to ARGV[1] with a TTL of ARGV[2] ms unless it
// exists, and returns {1, ARGV[1]} when it did, {0, current value} otherwise:
// SET NX and GET in one atomic step, on any Redis version.
//
// A fresh claim is also added to the index of reservations not yet queued,
// KEYS[2], with score ARGV[3] (now, in ms); see Stage.
const reserveScript = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then
  redis.call('ZADD', KEYS[2], ARGV[3], ARGV[4])
  return {1, ARGV[1]}
end
return {0, redis.call('GET', KEYS[1])}
`

// releaseScript deletes KEYS[1] only if it still holds ARGV[1], and with
// it the reservation's staged job KEYS[2] and its entry ARGV[2] on the
// index KEYS[3].
const releaseScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('DEL', KEYS[2])
  redis.call('ZREM', KEYS[3], ARGV[2])
  return redis.call('DEL', KEYS[1])
end
return 0
`

// NewReservations returns Reservations stored in rdb.
func NewReservations(cfg ReservationConfig, rdb redis.UniversalClient) (*Reservations, error) {
	prefix, err := cfg.keyPrefix(rdb, "reservations")
	if err != nil {
		return nil, err
	}
	return &Reservations{
		rdb:     rdb,
		prefix:  prefix,
		reserve: redis.NewScript(reserveScript),
		release: redis.NewScript(releaseScript),
		stage:   redis.NewScript(stageScript),
	}, nil
}

// Key returns the Redis key of (payer, nonce).
func (r *Reservations) Key(payer common.Address, nonce [32]byte) string {
	return r.prefix + "auth:" + strings.ToLower(payer.Hex()) + ":" + hex.EncodeToString(nonce[:])
}

// Reserve claims (payer, nonce) for the request identified by fingerprint,
// for ttl (rounded down to milliseconds, at least 1 ms). It returns
// fresh = true and existing = fingerprint when the claim is new; otherwise
// fresh = false and existing is the fingerprint stored by the first claim.
// Choose ttl to outlive the authorization (its validBefore) and the job that
// settles it; afterwards the on-chain nonce state takes over.
func (r *Reservations) Reserve(ctx context.Context, payer common.Address, nonce [32]byte, fingerprint string, ttl time.Duration) (existing string, fresh bool, err error) {
	if fingerprint == "" {
		return "", false, errors.New("reserve payment: empty fingerprint")
	}
	if ttl < time.Millisecond {
		return "", false, fmt.Errorf("reserve payment: ttl %s is below 1ms", ttl)
	}
	cur, set, err := setNXReply(r.reserve.Run(ctx, r.rdb, []string{r.Key(payer, nonce), r.indexKey()},
		fingerprint, ttl.Milliseconds(), time.Now().UnixMilli(), member(payer, nonce)))
	if err != nil {
		return "", false, fmt.Errorf("reserve payment: %w", err)
	}
	return cur, set, nil
}

// setNXReply reads the reply {1 if set, current value} of a script that
// sets a key unless it exists (reserveScript, claimIDScript).
func setNXReply(cmd *redis.Cmd) (cur string, set bool, err error) {
	res, err := cmd.Slice()
	if err != nil {
		return "", false, err
	}
	if len(res) != 2 {
		return "", false, fmt.Errorf("unexpected reply %v", res)
	}
	n, _ := res[0].(int64)
	cur, _ = res[1].(string)
	return cur, n == 1, nil
}

// Release removes the reservation of (payer, nonce) if it still holds
// fingerprint, so that the same authorization can be presented again: call it
// when the request fails before its job is enqueued (a check failed, the
// enqueue failed). It reports whether a reservation was removed.
func (r *Reservations) Release(ctx context.Context, payer common.Address, nonce [32]byte, fingerprint string) (bool, error) {
	n, err := r.release.Run(ctx, r.rdb, []string{r.Key(payer, nonce), r.stagedKey(payer, nonce), r.indexKey()},
		fingerprint, member(payer, nonce)).Int64()
	if err != nil {
		return false, fmt.Errorf("release payment reservation: %w", err)
	}
	return n == 1, nil
}

// RequestFingerprint returns a hex SHA-256 identifying a request by its
// method, path (with query) and body bytes, for Reserve. Real x402 clients
// resend the identical request with the payment header, so identical bytes
// are the right notion of "the same request".
func RequestFingerprint(method, path string, body []byte) string {
	h := sha256.New()
	for _, part := range [][]byte{[]byte(method), []byte(path), body} {
		var n [8]byte
		binary.BigEndian.PutUint64(n[:], uint64(len(part)))
		h.Write(n[:])
		h.Write(part)
	}
	return hex.EncodeToString(h.Sum(nil))
}
