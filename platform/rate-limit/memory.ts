import { type RateLimiter, settle, windowSeconds } from "./limiter";
import { MemorySlidingLog } from "./memory-sliding-log";

/** One process's counters; right for the embedded default, wrong behind a load balancer. */
export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const logs = new Map<string, MemorySlidingLog>();
  return {
    hit(bucket, limit, windowMs) {
      const rule = `${limit}/${windowMs}`;
      let log = logs.get(rule);
      if (!log) {
        log = new MemorySlidingLog({ points: limit, duration: windowSeconds(windowMs) }, now);
        logs.set(rule, log);
      }
      return settle(log.consume(`${bucket}:${windowMs}`), limit, now());
    },
    async close() {
      logs.clear();
    },
  };
}
