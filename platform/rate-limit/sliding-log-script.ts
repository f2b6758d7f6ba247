/**
 * A sliding log in one Redis sorted set per key, run atomically in place of
 * rate-limiter-flexible's fixed-window increment (its `customIncrTtlLuaScript` seam), so the
 * library keeps doing the rest: key prefix, insurance limiter, results. Times come from the
 * Redis server, so every instance reads the same clock.
 *
 * KEYS[1] the key; ARGV: points to consume, window in whole seconds, limit, window (as set).
 * Returns {consumed, msBeforeNext}: consumed above the limit means refused, and a refused
 * request is not logged. msBeforeNext is when the oldest logged request leaves the window.
 */
export const SLIDING_LOG_SCRIPT = `
local key = KEYS[1]
local points = tonumber(ARGV[1])
local window = tonumber(ARGV[4]) * 1000
local limit = tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
local consumed = count + points
if consumed <= limit then
  for i = 1, points do
    redis.call('ZADD', key, now, now .. ':' .. (count + i))
  end
  redis.call('PEXPIRE', key, window)
end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
local ms = 0
if oldest[2] then ms = tonumber(oldest[2]) + window - now end
return {consumed, ms}
`;
