import { Redis } from "ioredis";
import { type RateLimiter, toResult, windowStart } from "./limiter";

/** Shared counters for every platform instance: INCR on a key named after the window. */
export function redisRateLimiter(url: string, now: () => number = Date.now): RateLimiter {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
  return {
    async hit(bucket, limit, windowMs) {
      const start = windowStart(now(), windowMs);
      const key = `rl:${bucket}:${windowMs}:${start}`;
      const [[incrErr, count] = [], [expErr] = []] = (await redis
        .multi()
        .incr(key)
        .pexpire(key, windowMs + 1000)
        .exec()) as [Error | null, number][];
      if (incrErr || expErr) throw incrErr ?? expErr;
      return toResult(Number(count), limit, start + windowMs);
    },
    async peek(bucket, limit, windowMs) {
      const start = windowStart(now(), windowMs);
      const counted = Number((await redis.get(`rl:${bucket}:${windowMs}:${start}`)) ?? 0);
      return toResult(counted + 1, limit, start + windowMs);
    },
    async close() {
      await redis.quit();
    },
  };
}
