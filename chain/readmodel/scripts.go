package readmodel

import "github.com/redis/go-redis/v9"

// The write scripts. Each is the common prelude followed by its body; all
// take ARGV[1] = key prefix and ARGV[2] = the stream's MAXLEN, build their
// keys from the prefix (see the package doc on Redis Cluster) and run
// atomically. Numbers travel as decimal strings; amounts are added and
// subtracted as decimal strings (uint256 does not fit a Lua number).
//
// A journal entry is the change exactly as it was applied, so undoing it
// needs nothing else.
const luaPrelude = luaSearch + `
local P = ARGV[1]
local MAXLEN = ARGV[2]
local function key(s) return P .. s end

local function badd(a, b)
  local r, carry, i, j = {}, 0, #a, #b
  while i > 0 or j > 0 or carry > 0 do
    local d = carry
    if i > 0 then d = d + string.byte(a, i) - 48; i = i - 1 end
    if j > 0 then d = d + string.byte(b, j) - 48; j = j - 1 end
    r[#r + 1] = string.char(48 + d % 10)
    carry = math.floor(d / 10)
  end
  local s = string.reverse(table.concat(r)):gsub('^0+', '')
  if s == '' then return '0' end
  return s
end

local function bsub(a, b)
  local r, borrow, i, j = {}, 0, #a, #b
  while i > 0 do
    local d = string.byte(a, i) - 48 - borrow
    if j > 0 then d = d - (string.byte(b, j) - 48); j = j - 1 end
    if d < 0 then d = d + 10; borrow = 1 else borrow = 0 end
    r[#r + 1] = string.char(48 + d)
    i = i - 1
  end
  if borrow > 0 or j > 0 then return '0' end
  local s = string.reverse(table.concat(r)):gsub('^0+', '')
  if s == '' then return '0' end
  return s
end

local function addStat(field, amount)
  local cur = redis.call('HGET', key('stats'), field) or '0'
  redis.call('HSET', key('stats'), field, badd(cur, amount))
end

local function subStat(field, amount)
  local cur = redis.call('HGET', key('stats'), field) or '0'
  redis.call('HSET', key('stats'), field, bsub(cur, amount))
end

local function isPublic(pid)
  return redis.call('ZSCORE', key('ids:public'), pid) ~= false
end

local function emit(rec, pub, removed)
  redis.call('XADD', key('stream'), 'MAXLEN', '~', MAXLEN, '*', 'ev', rec, 'pub', pub, 'rm', removed)
end

local function addEvent(c)
  if not c.evrec then return end
  local pub = isPublic(c.pid)
  redis.call('ZADD', key('events:p:' .. c.pid), c.evscore, c.evrec)
  if pub then
    redis.call('ZADD', key('events'), c.evscore, c.evrec)
    redis.call('ZADD', key('events:t:' .. c.k), c.evscore, c.evrec)
  end
  emit(c.evrec, pub and '1' or '0', '0')
end

local function removeEvent(c)
  if not c.evrec then return end
  local pub = isPublic(c.pid)
  redis.call('ZREM', key('events:p:' .. c.pid), c.evrec)
  redis.call('ZREM', key('events'), c.evrec)
  redis.call('ZREM', key('events:t:' .. c.k), c.evrec)
  emit(c.evrec, pub and '1' or '0', '1')
end

local function originOf(c)
  if c.k == 'project_created' then return 'p:' .. c.id end
  if c.k == 'version_pushed' then return 'v:' .. c.pid .. ':' .. c.idx end
  if c.k == 'payment_received' then return 'pay:' .. c.payer .. ':' .. c.nonce end
  return nil
end

local function doChange(c)
  local k = c.k
  if k == 'project_created' then
    redis.call('SET', key('project:' .. c.id), c.rec)
    redis.call('ZADD', key('ids:all'), c.id, c.id)
    if c.pub == '1' then
      redis.call('ZADD', key('ids:public'), c.id, c.id)
      if c.agent == '1' then redis.call('ZADD', key('ids:agents'), c.id, c.id) end
      if c.words then sxIndex(c.id, c.words) end
    end
    redis.call('HSET', key('names'), c.name, c.id)
    if c.skel then redis.call('HSETNX', key('skeletons'), c.skel, c.id) end
  elseif k == 'version_pushed' then
    redis.call('HSET', key('versions:' .. c.pid), c.idx, c.rec)
    if c.tag then redis.call('HSETNX', key('tags:' .. c.pid), c.tag, c.idx) end
    local vc = redis.call('HGET', key('vc'), c.pid) or '0'
    local n = badd(c.idx, '1')
    if #n > #vc or (#n == #vc and n > vc) then redis.call('HSET', key('vc'), c.pid, n) end
    redis.call('HINCRBY', key('stats'), 'versions', 1)
  elseif k == 'collaborator_added' then
    redis.call('SADD', key('collab:' .. c.pid), c.addr)
  elseif k == 'collaborator_removed' then
    redis.call('SREM', key('collab:' .. c.pid), c.addr)
  elseif k == 'payment_received' or k == 'settled' then
    addStat('volume', c.amount)
    if k == 'payment_received' then redis.call('HINCRBY', key('stats'), 'payments', 1) end
  elseif k == 'buyback_executed' then
    redis.call('ZADD', key('buybacks'), c.score, c.rec)
    addStat('buybackUsdc', c.amount)
    redis.call('HINCRBY', key('stats'), 'buybacks', 1)
  elseif k == 'admin_scheduled' then
    redis.call('HSET', key('adminops'), c.id, c.rec)
  elseif k == 'admin_executed' or k == 'admin_canceled' then
    redis.call('HSET', key('adminops:done'), c.id, k)
  end
  addEvent(c)
end

local function undoChange(c)
  removeEvent(c)
  local k = c.k
  if k == 'project_created' then
    redis.call('DEL', key('project:' .. c.id))
    redis.call('ZREM', key('ids:all'), c.id)
    redis.call('ZREM', key('ids:public'), c.id)
    redis.call('ZREM', key('ids:agents'), c.id)
    sxUnindex(c.id)
    if redis.call('HGET', key('names'), c.name) == c.id then redis.call('HDEL', key('names'), c.name) end
    if c.skel and redis.call('HGET', key('skeletons'), c.skel) == c.id then redis.call('HDEL', key('skeletons'), c.skel) end
  elseif k == 'version_pushed' then
    local vk = key('versions:' .. c.pid)
    redis.call('HDEL', vk, c.idx)
    if c.tag and redis.call('HGET', key('tags:' .. c.pid), c.tag) == c.idx then redis.call('HDEL', key('tags:' .. c.pid), c.tag) end
    local vc = tonumber(redis.call('HGET', key('vc'), c.pid) or '0')
    while vc > 0 and redis.call('HEXISTS', vk, string.format('%d', vc - 1)) == 0 do vc = vc - 1 end
    if vc == 0 then
      redis.call('HDEL', key('vc'), c.pid)
    else
      redis.call('HSET', key('vc'), c.pid, string.format('%d', vc))
    end
    redis.call('HINCRBY', key('stats'), 'versions', -1)
  elseif k == 'collaborator_added' then
    redis.call('SREM', key('collab:' .. c.pid), c.addr)
  elseif k == 'collaborator_removed' then
    redis.call('SADD', key('collab:' .. c.pid), c.addr)
  elseif k == 'payment_received' or k == 'settled' then
    subStat('volume', c.amount)
    if k == 'payment_received' then redis.call('HINCRBY', key('stats'), 'payments', -1) end
  elseif k == 'buyback_executed' then
    redis.call('ZREM', key('buybacks'), c.rec)
    subStat('buybackUsdc', c.amount)
    redis.call('HINCRBY', key('stats'), 'buybacks', -1)
  elseif k == 'admin_scheduled' then
    redis.call('HDEL', key('adminops'), c.id)
  elseif k == 'admin_executed' or k == 'admin_canceled' then
    redis.call('HDEL', key('adminops:done'), c.id)
  end
  local o = originOf(c)
  if o then redis.call('HDEL', key('origin'), o) end
end

-- rollbackBlock undoes every change journaled for block h, last log first,
-- and forgets the block. It returns how many changes it undid.
local function rollbackBlock(h)
  local jk = key('j:' .. h)
  local e = redis.call('HGETALL', jk)
  local list = {}
  for i = 1, #e, 2 do list[#list + 1] = {tonumber(e[i]), e[i + 1]} end
  table.sort(list, function(a, b) return a[1] > b[1] end)
  for _, it in ipairs(list) do undoChange(cjson.decode(it[2])) end
  redis.call('DEL', jk)
  redis.call('ZREM', key('blocks'), h)
  redis.call('ZREM', key('ahead'), h)
  return #list
end

local function leaseHeld(token)
  return redis.call('GET', key('lease')) == token
end
`

// applyScript applies one block.
// ARGV: 3 mode ("c" canonical, "o" optimistic), 4 lease token (canonical),
// 5 block number, 6 block hash, 7 "1" to move the cursor to this block
// (canonical), 8… the changes as JSON.
// Returns {status, applied, skipped, rolled back}; status 0 ok, -1 lease
// lost, 1 the block is at or below the cursor (optimistic: ignored).
// Optimistic changes about a project the model does not hold are skipped.
var applyScript = redis.NewScript(luaPrelude + `
local mode, token, num, hash = ARGV[3], ARGV[4], ARGV[5], ARGV[6]
if mode == 'c' then
  if not leaseHeld(token) then return {-1, 0, 0, 0} end
else
  local cur = redis.call('HGET', key('cursor'), 'number')
  if cur and tonumber(cur) >= tonumber(num) then return {1, 0, 0, 0} end
end
local applied, skipped, rolled = 0, 0, 0
local jk = key('j:' .. hash)
for i = 8, #ARGV do
  local raw = ARGV[i]
  local c = cjson.decode(raw)
  local journaled = redis.call('HEXISTS', jk, c.log) == 1
  local go = not journaled
  if journaled and c.words and isPublic(c.id) then
    -- Applied before, possibly by a process without the search index
    -- (a rolling upgrade): index it now; a no-op when it is indexed.
    sxIndex(c.id, c.words)
  end
  if go and mode ~= 'c' and c.k ~= 'project_created' and c.pid and redis.call('EXISTS', key('project:' .. c.pid)) == 0 then
    -- A receipt about a project the model does not hold yet (still
    -- backfilling): leave it to the indexer, which knows whether the
    -- project is public when it lists the event.
    go = false
  end
  local o = originOf(c)
  if go and o then
    local prev = redis.call('HGET', key('origin'), o)
    if prev then
      local ph = string.match(prev, '^(0x%x+):')
      if ph == hash or mode ~= 'c' then
        go = false
      else
        rolled = rolled + rollbackBlock(ph)
      end
    end
  end
  if go then
    doChange(c)
    if o then redis.call('HSET', key('origin'), o, hash .. ':' .. c.log) end
    redis.call('HSET', jk, c.log, raw)
    applied = applied + 1
  else
    skipped = skipped + 1
  end
end
if redis.call('EXISTS', jk) == 1 then
  redis.call('ZADD', key('blocks'), num, hash)
  if mode == 'c' then
    redis.call('ZREM', key('ahead'), hash)
  else
    redis.call('ZADD', key('ahead'), num, hash)
  end
end
if mode == 'c' and ARGV[7] == '1' then
  redis.call('HSET', key('cursor'), 'number', num, 'hash', hash)
  redis.call('ZADD', key('blocks'), num, hash)
end
return {0, applied, skipped, rolled}
`)

// checkpointScript moves the cursor, records the block for reorg
// walk-backs, stores the token supply and prunes old journals.
// ARGV: 3 token, 4 number, 5 hash, 6 supply ("" keeps it), 7 decimals,
// 8 symbol, 9 prune below this number ("" none), 10 prune limit.
// Returns 0, or -1 when the lease is lost.
var checkpointScript = redis.NewScript(luaPrelude + `
if not leaseHeld(ARGV[3]) then return -1 end
redis.call('HSET', key('cursor'), 'number', ARGV[4], 'hash', ARGV[5])
redis.call('ZADD', key('blocks'), ARGV[4], ARGV[5])
if ARGV[6] ~= '' then
  redis.call('HSET', key('stats'), 'supply', ARGV[6], 'decimals', ARGV[7], 'symbol', ARGV[8])
end
if ARGV[9] ~= '' then
  local old = redis.call('ZRANGEBYSCORE', key('blocks'), '-inf', '(' .. ARGV[9], 'LIMIT', 0, tonumber(ARGV[10]))
  for _, h in ipairs(old) do
    if redis.call('ZSCORE', key('ahead'), h) == false then
      redis.call('DEL', key('j:' .. h))
      redis.call('ZREM', key('blocks'), h)
    end
  end
end
return 0
`)

// rewindScript rolls back every block the indexer applied above a number
// (not the ahead blocks: they are checked one by one) and moves the cursor
// there. ARGV: 3 token, 4 number, 5 hash of the new cursor.
// Returns {status, changes undone}; status -1 when the lease is lost.
var rewindScript = redis.NewScript(luaPrelude + `
if not leaseHeld(ARGV[3]) then return {-1, 0} end
local hs = redis.call('ZREVRANGEBYSCORE', key('blocks'), '+inf', '(' .. ARGV[4])
local n = 0
for _, h in ipairs(hs) do
  if redis.call('ZSCORE', key('ahead'), h) == false then n = n + rollbackBlock(h) end
end
redis.call('HSET', key('cursor'), 'number', ARGV[4], 'hash', ARGV[5])
redis.call('ZADD', key('blocks'), ARGV[4], ARGV[5])
return {0, n}
`)

// resolveScript settles ahead blocks the indexer checked: ARGV 4 is the
// number of orphaned hashes that follow from ARGV 5 (rolled back), the
// rest are canonical (no longer ahead). ARGV: 3 token.
// Returns {status, changes undone}; status -1 when the lease is lost.
var resolveScript = redis.NewScript(luaPrelude + `
if not leaseHeld(ARGV[3]) then return {-1, 0} end
local orphans = tonumber(ARGV[4])
local n = 0
for i = 5, #ARGV do
  if i < 5 + orphans then
    n = n + rollbackBlock(ARGV[i])
  else
    redis.call('ZREM', key('ahead'), ARGV[i])
  end
end
return {0, n}
`)

// Lease scripts: the lease is a key holding the holder's token with a TTL.
var (
	// renewScript extends the lease if the token still holds it: 1, else 0.
	// ARGV: 1 token, 2 TTL in ms. KEYS: 1 lease.
	renewScript = redis.NewScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0
`)
	// releaseScript deletes the lease if the token holds it.
	releaseScript = redis.NewScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`)
)
