/**
 * The Lua scripts of the shared limits (decision 740). Each runs atomically in Redis, so requests
 * of several instances counted at once see one another, as the database's locks make them do
 * without Redis. Windows are sorted sets of members scored by their time in milliseconds.
 */

/**
 * Records `member` in every key, then checks each key against its maximum; the first one over
 * it gets the member removed from all keys again and answers {its 1-based index, its oldest score};
 * none over answers {0, 0}. KEYS: the counted keys; ARGV: now, window ms, member, max per key.
 */
export const RECORD_THEN_CHECK = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local member = ARGV[3]
for _, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  redis.call('ZADD', key, now, member)
  redis.call('PEXPIRE', key, window)
end
for i, key in ipairs(KEYS) do
  if redis.call('ZCARD', key) > tonumber(ARGV[3 + i]) then
    for _, k in ipairs(KEYS) do redis.call('ZREM', k, member) end
    local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
    return {i, tonumber(oldest[2] or now)}
  end
end
return {0, 0}
`;

/**
 * Forgets KEYS[1]: each of its members is also removed from the other keys it names (a member is
 * "<id>\\n<key>\\n<key>…"), then the key is deleted.
 */
export const FORGET = `
local members = redis.call('ZRANGE', KEYS[1], 0, -1)
for _, member in ipairs(members) do
  for key in string.gmatch(member, '\\n([^\\n]+)') do redis.call('ZREM', key, member) end
end
redis.call('DEL', KEYS[1])
return #members
`;

/**
 * A gate and a soft limit (decision 273): the gate (KEYS[1]) at its maximum answers {1, its
 * oldest} and records nothing; else the member is recorded in the gate, and in the soft key
 * (KEYS[2]) only when that is under its maximum; {2, its oldest} when it was not, else {0, 0}.
 * ARGV: now, window ms, member, gate max, soft max.
 */
export const CHECK_THEN_RECORD = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local member = ARGV[3]
for _, key in ipairs(KEYS) do redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window) end
local function oldest(key)
  local first = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return tonumber(first[2] or now)
end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return {1, oldest(KEYS[1])} end
redis.call('ZADD', KEYS[1], now, member)
redis.call('PEXPIRE', KEYS[1], window)
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then return {2, oldest(KEYS[2])} end
redis.call('ZADD', KEYS[2], now, member)
redis.call('PEXPIRE', KEYS[2], window)
return {0, 0}
`;

/**
 * Takes a slot in every key (open streams): members are scored by when their lease ends, ended
 * leases are dropped first, and any key at its maximum answers 0 with nothing taken; else 1.
 * ARGV: now, lease ms, member, max per key.
 */
export const TAKE_SLOT = `
local now = tonumber(ARGV[1])
local lease = tonumber(ARGV[2])
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= tonumber(ARGV[3 + i]) then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + lease, ARGV[3])
  redis.call('PEXPIRE', key, lease)
end
return 1
`;

/** Extends a held slot's lease in every key (ARGV: now, lease ms, member); answers how many keys still held it. */
export const RENEW_SLOT = `
local held = 0
for _, key in ipairs(KEYS) do
  held = held + redis.call('ZADD', key, 'XX', 'CH', tonumber(ARGV[1]) + tonumber(ARGV[2]), ARGV[3])
  redis.call('PEXPIRE', key, tonumber(ARGV[2]))
end
return held
`;

/** Adds one to KEYS[1], which lives ARGV[1] ms from its first hit; answers the count. */
export const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1])) end
return count
`;
