package channelbook

import (
	"fmt"
	"math/big"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"
)

// recordFields are a record's hash fields, in the order the scripts answer
// them and parseRecord reads them.
var recordFields = []string{"config", "ceiling", "sig", "balance", "claimed", "withdraw_at", "refund_nonce", "floor", "block", "synced_ms"}

// luaHelpers: le compares two canonical non-negative decimals, add sums
// them (Lua's numbers are doubles: amounts stay strings), record reads
// recordFields of KEYS[1] in order.
const luaHelpers = `
local function le(a, b)
  if #a ~= #b then return #a < #b end
  return a <= b
end
local function add(a, b)
  local out, carry, i, j = {}, 0, #a, #b
  while i > 0 or j > 0 or carry > 0 do
    local d = carry
    if i > 0 then d = d + tonumber(string.sub(a, i, i)); i = i - 1 end
    if j > 0 then d = d + tonumber(string.sub(b, j, j)); j = j - 1 end
    table.insert(out, 1, tostring(d % 10))
    carry = math.floor(d / 10)
  end
  local sum = string.gsub(table.concat(out), '^0+', '')
  if sum == '' then return '0' end
  return sum
end
local function record()
  return redis.call('HMGET', KEYS[1], 'config', 'ceiling', 'sig', 'balance', 'claimed', 'withdraw_at', 'refund_nonce', 'floor', 'block', 'synced_ms')
end
`

// acceptScript decides a voucher on channel record KEYS[1].
// ARGV: prev (ceiling less fee, or "-"), ceiling, spendable (ceiling less
// the deposit coming with it), signature (hex), now (ms), max age (ms),
// commit ("1": move the ceiling on "accepted"; "0": only decide), deposit
// (the deposit coming with the voucher, "0" for none: an accepted one is
// added to the recorded balance, so that the channel's next vouchers are
// decided against it before the chain is read again).
// Answers {outcome, record fields...}; on "accepted" the fields are those
// before the ceiling moved.
var acceptScript = redis.NewScript(luaHelpers + `
if redis.call('EXISTS', KEYS[1]) == 0 then return {'unknown'} end
local r = record()
local function answer(o)
  local out = {o}
  for i = 1, 10 do out[i + 1] = r[i] or '' end
  return out
end
if r[10] == false then return {'unknown'} end
if r[6] ~= '0' then return answer('withdrawing') end
if tonumber(ARGV[5]) - tonumber(r[10]) > tonumber(ARGV[6]) then return answer('stale') end
local base = r[2]
if base == false or le(base, r[8]) then base = r[8] end
if ARGV[1] ~= base then return answer('mismatch') end
if not le(ARGV[3], r[4]) then return answer('over_balance') end
if ARGV[7] == '1' then
  redis.call('HSET', KEYS[1], 'ceiling', ARGV[2], 'sig', ARGV[4])
  if ARGV[8] ~= '0' then
    redis.call('HSET', KEYS[1], 'balance', add(r[4] or '0', ARGV[8]))
  end
end
return answer('accepted')
`)

// mirrorScript records a channel's on-chain state on KEYS[1] and the
// channel's id on the set KEYS[2]. ARGV: id, config, block, balance,
// claimed, withdraw_at, refund_nonce, floor, now (ms). A state of an
// earlier block than the recorded one is ignored; the ceiling is raised to
// the floor, never lowered.
var mirrorScript = redis.NewScript(luaHelpers + `
redis.call('SADD', KEYS[2], ARGV[1])
if redis.call('HEXISTS', KEYS[1], 'config') == 0 then
  redis.call('HSET', KEYS[1], 'config', ARGV[2])
end
local block = redis.call('HGET', KEYS[1], 'block')
if block and tonumber(block) > tonumber(ARGV[3]) then return 0 end
redis.call('HSET', KEYS[1], 'block', ARGV[3], 'balance', ARGV[4], 'claimed', ARGV[5],
  'withdraw_at', ARGV[6], 'refund_nonce', ARGV[7], 'floor', ARGV[8], 'synced_ms', ARGV[9])
local ceiling = redis.call('HGET', KEYS[1], 'ceiling')
if not ceiling or not le(ARGV[8], ceiling) then
  redis.call('HSET', KEYS[1], 'ceiling', ARGV[8], 'sig', '')
end
return 1
`)

// parseRecord reads a record from its fields in recordFields' order.
func parseRecord(f []string) (Record, error) {
	if len(f) != len(recordFields) {
		return Record{}, fmt.Errorf("record has %d fields, want %d", len(f), len(recordFields))
	}
	var rec Record
	var err error
	num := func(name, s string) *big.Int {
		if err != nil {
			return nil
		}
		if s == "" {
			return new(big.Int)
		}
		x, ok := new(big.Int).SetString(s, 10)
		if !ok || x.Sign() < 0 {
			err = fmt.Errorf("field %s: %q is not an amount", name, s)
		}
		return x
	}
	whole := func(name, s string) uint64 {
		if err != nil || s == "" {
			return 0
		}
		x, e := strconv.ParseUint(s, 10, 64)
		if e != nil {
			err = fmt.Errorf("field %s: %w", name, e)
		}
		return x
	}
	rec.Config = []byte(f[0])
	rec.Ceiling = num("ceiling", f[1])
	rec.Signature = common.FromHex(f[2])
	rec.State = State{
		Balance:             num("balance", f[3]),
		TotalClaimed:        num("claimed", f[4]),
		WithdrawRequestedAt: whole("withdraw_at", f[5]),
		RefundNonce:         num("refund_nonce", f[6]),
		Floor:               num("floor", f[7]),
		Block:               whole("block", f[8]),
	}
	if ms := whole("synced_ms", f[9]); ms > 0 {
		rec.Synced = time.UnixMilli(int64(ms))
	}
	if len(rec.Config) == 0 {
		rec.Config = nil
	}
	return rec, err
}

// restoreScript raises the voucher of channel record KEYS[1] to ARGV[1]
// (ceiling) signed ARGV[2] (hex) when it is above the recorded ceiling, or
// equal to it while the record has no signature. A channel the book has
// no record of is left alone. Answers 1 when it raised the voucher.
var restoreScript = redis.NewScript(luaHelpers + `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local ceiling = redis.call('HGET', KEYS[1], 'ceiling')
local sig = redis.call('HGET', KEYS[1], 'sig')
if ceiling and ceiling ~= '' and le(ARGV[1], ceiling) then
  if ARGV[1] ~= ceiling or (sig and sig ~= '') then return 0 end
end
redis.call('HSET', KEYS[1], 'ceiling', ARGV[1], 'sig', ARGV[2])
return 1
`)
