package api

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/confusable"
	"github.com/inkd/inkd/jobs"
)

// DefaultPendingNamePrefix is the default key prefix of PendingNames.
const DefaultPendingNamePrefix = "inkd:name:pending:"

// PendingNames reserves, across API replicas, the names of creates that
// are queued and not ended: a name being created is taken for every other
// create until its write ends, so two creates of one name never both reach
// the chain, where the second would revert NameTaken() at the operator's
// gas. A reservation is keyed by a name's skeleton (pendingName.key), so a
// lookalike of a pending name is refused too, and held
// by one job; it ends when the API sees its job's outcome (Release), when
// another create finds that outcome failed (a client answered 202 may never
// come back), or at its expiry: the authorization's validBefore plus
// payment.SpendMargin, past which the create can no longer land, so a
// crashed process cannot hold a name for ever. Safe for concurrent use,
// across processes too.
type PendingNames struct {
	rdb    redis.UniversalClient
	prefix string
	claim  *redis.Script
	drop   *redis.Script
	now    func() time.Time
}

// PendingName is a reservation: the job holding it and the name it was
// taken for.
type PendingName struct {
	JobID string
	Name  string
}

// claimScript sets KEYS[1] to ARGV[1] ("<job id> <name>") for ARGV[2] ms
// unless another job holds it; it returns the holder's value (ARGV[1] when
// the claim is this job's).
const claimScript = `
local v = redis.call('GET', KEYS[1])
if v and string.match(v, '^[^ ]*') ~= string.match(ARGV[1], '^[^ ]*') then
  return v
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return ARGV[1]
`

// dropScript deletes KEYS[1] if job ARGV[1] holds it.
const dropScript = `
local v = redis.call('GET', KEYS[1])
if v and string.match(v, '^[^ ]*') == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`

// NewPendingNames returns PendingNames stored in rdb under prefix (empty:
// DefaultPendingNamePrefix), reading time from now (nil: time.Now).
func NewPendingNames(rdb redis.UniversalClient, prefix string, now func() time.Time) (*PendingNames, error) {
	if rdb == nil {
		return nil, errors.New("new pending names: nil redis client")
	}
	if prefix == "" {
		prefix = DefaultPendingNamePrefix
	}
	if now == nil {
		now = time.Now
	}
	return &PendingNames{rdb: rdb, prefix: prefix, claim: redis.NewScript(claimScript), drop: redis.NewScript(dropScript), now: now}, nil
}

func (p *PendingNames) redisKey(key [32]byte) string { return p.prefix + hex.EncodeToString(key[:]) }

// Claim reserves key for job jobID, creating name, until until (at least a
// second from now). It returns the reservation that holds key: this one,
// or another job's, which is left as it is.
func (p *PendingNames) Claim(ctx context.Context, key [32]byte, jobID, name string, until time.Time) (PendingName, error) {
	ttl := max(until.Sub(p.now()), time.Second)
	v, err := p.claim.Run(ctx, p.rdb, []string{p.redisKey(key)}, jobID+" "+name, strconv.FormatInt(ttl.Milliseconds(), 10)).Text()
	if err != nil {
		return PendingName{}, fmt.Errorf("claim pending name: %w", err)
	}
	return parsePendingName(v), nil
}

// Holder returns the reservation of key, or a zero PendingName when none.
func (p *PendingNames) Holder(ctx context.Context, key [32]byte) (PendingName, error) {
	v, err := p.rdb.Get(ctx, p.redisKey(key)).Result()
	if errors.Is(err, redis.Nil) {
		return PendingName{}, nil
	}
	if err != nil {
		return PendingName{}, fmt.Errorf("read pending name: %w", err)
	}
	return parsePendingName(v), nil
}

// Release ends job jobID's reservation of key; another job's is kept.
func (p *PendingNames) Release(ctx context.Context, key [32]byte, jobID string) error {
	if err := p.drop.Run(ctx, p.rdb, []string{p.redisKey(key)}, jobID).Err(); err != nil {
		return fmt.Errorf("release pending name: %w", err)
	}
	return nil
}

func parsePendingName(v string) PendingName {
	job, name, _ := strings.Cut(v, " ")
	return PendingName{JobID: job, Name: name}
}

// pendingName is one create's reservation of its name: claimed before the
// payment is checked, released when the job's outcome is seen.
type pendingName struct {
	names    *PendingNames
	outcomes *jobs.Store
	name     string
}

// key is the reservation's key: the hash of the name's skeleton
// (confusable.Skeleton), so that a name is reserved together with every
// name that renders like it.
func (n *pendingName) key() [32]byte { return chain.NameHash(confusable.Skeleton(n.name)) }

// check refuses the name while another create's reservation holds it (the
// 402 path: it reserves nothing).
func (n *pendingName) check(ctx context.Context) error {
	if n == nil || n.names == nil {
		return nil
	}
	held, err := n.names.Holder(ctx, n.key())
	if err != nil {
		return &Error{Code: CodeServiceUnavailable, Message: "cannot read the names being registered; nothing was charged, retry", Err: err}
	}
	if held.JobID == "" {
		return nil
	}
	return n.refusal(ctx, held)
}

// claim reserves the name for jobID until until. A reservation held by a
// job whose outcome is a failure is over: it is taken over.
func (n *pendingName) claim(ctx context.Context, jobID string, until time.Time) error {
	if n == nil || n.names == nil {
		return nil
	}
	for range 2 {
		held, err := n.names.Claim(ctx, n.key(), jobID, n.name, until)
		if err != nil {
			return &Error{Code: CodeServiceUnavailable, Message: "cannot reserve the name; nothing was charged, retry with the same payment", Err: err}
		}
		if held.JobID == jobID {
			return nil
		}
		if err := n.refusal(ctx, held); err != nil {
			return err
		}
		if err := n.names.Release(ctx, n.key(), held.JobID); err != nil {
			return &Error{Code: CodeServiceUnavailable, Message: "cannot reserve the name; nothing was charged, retry with the same payment", Err: err}
		}
	}
	return errorf(CodeServiceUnavailable, "the name %q is contended; nothing was charged, retry with the same payment", n.name)
}

// refusal is the answer to a create of a name held by reservation held:
// name_taken while its job has not ended or has landed, nil when it failed
// (the name is free again).
func (n *pendingName) refusal(ctx context.Context, held PendingName) error {
	out, err := n.outcomes.Get(ctx, held.JobID)
	switch {
	case errors.Is(err, jobs.ErrNotFound):
		return errorf(CodeNameTaken, "the name %q is being registered by another request; choose another, or retry if that write fails", held.Name)
	case err != nil:
		return &Error{Code: CodeServiceUnavailable, Message: "cannot read the names being registered; nothing was charged, retry", Err: err}
	case out.State == jobs.StateSucceeded:
		return errorf(CodeNameTaken, "the name %q is already registered; choose another", held.Name)
	}
	return nil
}

// release ends jobID's reservation, once its outcome is final.
func (n *pendingName) release(ctx context.Context, jobID string) {
	if n == nil || n.names == nil {
		return
	}
	// Best effort: the reservation lapses with its authorization anyway.
	_ = n.names.Release(context.WithoutCancel(ctx), n.key(), jobID)
}

// pendingUntil is when a reservation for a write paid by authorization a
// lapses: past validBefore the write can no longer take the payment, hence
// land.
func pendingUntil(a payment.Authorization) time.Time {
	if a.ValidBefore == nil || !a.ValidBefore.IsInt64() {
		return time.Time{}
	}
	return time.Unix(a.ValidBefore.Int64(), 0).Add(payment.SpendMargin)
}
