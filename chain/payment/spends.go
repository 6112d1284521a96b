package payment

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"
)

// DefaultSpendPrefix is the default key prefix of pending spends.
const DefaultSpendPrefix = "inkd:spend:"

// SpendMargin is how long a hold outlives its authorization's validBefore:
// after validBefore USDC refuses the authorization, so an unsettled hold can
// no longer become a transfer; the margin covers a block timestamp ahead of
// the server's clock.
const SpendMargin = time.Minute

// maxLuaInt is the largest integer a Lua number (a double) holds exactly.
// Balances above it are capped there: a payer holding 9e9 USDC is never
// short of one fee.
const maxLuaInt = 1<<53 - 1

// Spends reserves, per payer and across API replicas, the value of the
// authorizations that were accepted but are not settled yet, so that the
// balance check compares a new authorization with the balance minus
// everything already promised: ten concurrent writes from a wallet that can
// pay for one get one write and nine refusals, not nine reverted
// transactions at the operator's cost.
//
// A hold ends when its job ends (Release) or, if nobody releases it (a
// crash), when its authorization expires plus SpendMargin. Spends is safe
// for concurrent use, across processes too.
type Spends struct {
	rdb    redis.UniversalClient
	prefix string
	hold   *redis.Script
	now    func() time.Time
}

// holdScript keeps one hash per payer: field = nonce, value =
// "<amount>:<until ms>". It drops expired holds, then adds ARGV[2] (amount)
// under field ARGV[1] unless the live holds plus the amount exceed ARGV[3]
// (the balance); a field already held is a retry and is accepted as is.
// Reply: {1, pending before} or {0, pending}. ARGV[4] is now in ms, ARGV[5]
// the new hold's expiry in ms.
const holdScript = `
local now = tonumber(ARGV[4])
local all = redis.call('HGETALL', KEYS[1])
local sum = 0
local last = tonumber(ARGV[5])
for i = 1, #all, 2 do
  local amount, untilMs = string.match(all[i+1], '^(%d+):(%d+)$')
  if amount == nil or tonumber(untilMs) <= now then
    redis.call('HDEL', KEYS[1], all[i])
  elseif all[i] == ARGV[1] then
    return {1, -1}
  else
    sum = sum + tonumber(amount)
    if tonumber(untilMs) > last then last = tonumber(untilMs) end
  end
end
if sum + tonumber(ARGV[2]) > tonumber(ARGV[3]) then
  return {0, sum}
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2] .. ':' .. ARGV[5])
redis.call('PEXPIRE', KEYS[1], last - now)
return {1, sum}
`

// NewSpends returns Spends stored in rdb under prefix (empty:
// DefaultSpendPrefix), reading time from now (nil: time.Now).
func NewSpends(rdb redis.UniversalClient, prefix string, now func() time.Time) (*Spends, error) {
	if rdb == nil {
		return nil, errors.New("new spends: nil redis client")
	}
	if strings.ContainsAny(prefix, " \t\r\n") {
		return nil, fmt.Errorf("new spends: prefix %q contains whitespace", prefix)
	}
	if prefix == "" {
		prefix = DefaultSpendPrefix
	}
	if now == nil {
		now = time.Now
	}
	return &Spends{rdb: rdb, prefix: prefix, hold: redis.NewScript(holdScript), now: now}, nil
}

func (s *Spends) key(payer common.Address) string {
	return s.prefix + strings.ToLower(payer.Hex())
}

// Hold reserves a's value against balance. It returns an
// *InsufficientFundsError (carrying the pending amount) when the payer's live
// holds plus a.Value exceed balance. Holding the same (payer, nonce) again
// succeeds without adding to it.
func (s *Spends) Hold(ctx context.Context, a Authorization, balance *big.Int) error {
	if a.Value == nil || a.ValidBefore == nil || balance == nil {
		return errors.New("hold spend: incomplete authorization")
	}
	if !a.Value.IsInt64() || a.Value.Int64() > maxLuaInt {
		return &InsufficientFundsError{Payer: a.From, Balance: new(big.Int).Set(balance), Need: new(big.Int).Set(a.Value)}
	}
	bal := balance.Int64()
	if !balance.IsInt64() || bal > maxLuaInt {
		bal = maxLuaInt
	}
	until := time.Unix(a.ValidBefore.Int64(), 0).Add(SpendMargin)
	if !a.ValidBefore.IsInt64() || until.Before(s.now()) {
		until = s.now().Add(SpendMargin)
	}
	res, err := s.hold.Run(ctx, s.rdb, []string{s.key(a.From)},
		hex.EncodeToString(a.Nonce[:]), a.Value.String(), strconv.FormatInt(bal, 10),
		strconv.FormatInt(s.now().UnixMilli(), 10), strconv.FormatInt(until.UnixMilli(), 10)).Slice()
	if err != nil {
		return fmt.Errorf("%w: hold spend: %w", ErrStoreUnavailable, err)
	}
	if len(res) != 2 {
		return fmt.Errorf("hold spend: unexpected reply %v", res)
	}
	if ok, _ := res[0].(int64); ok == 1 {
		return nil
	}
	pending, _ := res[1].(int64)
	return &InsufficientFundsError{Payer: a.From, Balance: new(big.Int).Set(balance), Need: new(big.Int).Set(a.Value), Pending: big.NewInt(pending)}
}

// Release ends the hold of (payer, nonce): call it when the write's job
// ended (its transfer is in the balance now, or will never happen) or when
// the request failed before its job was queued.
func (s *Spends) Release(ctx context.Context, payer common.Address, nonce [32]byte) error {
	if err := s.rdb.HDel(ctx, s.key(payer), hex.EncodeToString(nonce[:])).Err(); err != nil {
		return fmt.Errorf("%w: release spend: %w", ErrStoreUnavailable, err)
	}
	return nil
}

// Pending returns the sum of payer's live holds.
func (s *Spends) Pending(ctx context.Context, payer common.Address) (*big.Int, error) {
	all, err := s.rdb.HGetAll(ctx, s.key(payer)).Result()
	if err != nil {
		return nil, fmt.Errorf("pending spends: %w", err)
	}
	sum := new(big.Int)
	now := s.now().UnixMilli()
	for _, v := range all {
		amount, until, ok := strings.Cut(v, ":")
		u, err := strconv.ParseInt(until, 10, 64)
		n, nok := new(big.Int).SetString(amount, 10)
		if !ok || err != nil || !nok || u <= now {
			continue
		}
		sum.Add(sum, n)
	}
	return sum, nil
}
