package readmodel

import "github.com/redis/go-redis/v9"

// luaSearch opens the prelude of every write script (scripts.go) with the
// functions that keep the search index. For each public project:
//
//   - sx:w:<prefix> is a sorted set scored by project id, as ids:public
//     is, holding the project's id for every prefix (cut at a character
//     boundary) of every word of its name and description;
//   - sx:t:<id> holds those words, the JSON array Go encoded, so that the
//     project can be taken out of the index on a rollback whatever wrote
//     it (journal entries from before the index carry no words).
//
// Indexing a project already indexed does nothing.
const luaSearch = `
local function sxKey(s) return ARGV[1] .. 'sx:' .. s end

local function sxPrefixes(words, each)
  for _, w in ipairs(cjson.decode(words)) do
    for i = 1, #w do
      local b = string.byte(w, i + 1)
      if b == nil or b < 128 or b >= 192 then each(string.sub(w, 1, i)) end
    end
  end
end

local function sxIndex(id, words)
  if redis.call('EXISTS', sxKey('t:' .. id)) == 1 then return end
  sxPrefixes(words, function(p) redis.call('ZADD', sxKey('w:' .. p), id, id) end)
  redis.call('SET', sxKey('t:' .. id), words)
end

local function sxUnindex(id)
  local words = redis.call('GET', sxKey('t:' .. id))
  if not words then return end
  sxPrefixes(words, function(p) redis.call('ZREM', sxKey('w:' .. p), id) end)
  redis.call('DEL', sxKey('t:' .. id))
end
`

// searchScript answers a query of several words: the intersection of the
// words' prefix sets, paged. ARGV: 1 key prefix, 2 offset, 3 limit, 4… the
// words. Returns {total, id…}. The intersection goes through a scratch key
// that the script deletes before it returns; scripts run one at a time, so
// no other query sees it.
var searchScript = redis.NewScript(`
local P = ARGV[1]
local dest = P .. 'sx:scratch'
local args = {'ZINTERSTORE', dest, #ARGV - 3}
for i = 4, #ARGV do args[#args + 1] = P .. 'sx:w:' .. ARGV[i] end
args[#args + 1] = 'AGGREGATE'
args[#args + 1] = 'MIN'
redis.call(unpack(args))
local total = redis.call('ZCARD', dest)
local first = tonumber(ARGV[2])
local ids = redis.call('ZRANGE', dest, first, first + tonumber(ARGV[3]) - 1)
redis.call('DEL', dest)
local out = {total}
for _, id in ipairs(ids) do out[#out + 1] = id end
return out
`)

// buildSearchScript indexes public projects the index does not hold yet.
// ARGV: 3 lease token, 4 "1" when this is the last batch (the index is then
// marked complete), 5… pairs of project id and words. Projects no longer
// public (rolled back meanwhile) are left out. Returns how many projects it
// indexed, or -1 when the lease is lost.
var buildSearchScript = redis.NewScript(luaPrelude + `
if not leaseHeld(ARGV[3]) then return -1 end
local n = 0
for i = 5, #ARGV, 2 do
  local id = ARGV[i]
  if isPublic(id) and redis.call('EXISTS', sxKey('t:' .. id)) == 0 then
    sxIndex(id, ARGV[i + 1])
    n = n + 1
  end
end
if ARGV[4] == '1' then redis.call('SET', sxKey('built'), '1') end
return n
`)
