import { type RateLimiter, toResult, windowStart } from "./limiter";

/** One process's counters; right for the embedded default, wrong behind a load balancer. */
export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;

  function sweep(current: number, windowMs: number) {
    if (current - lastSweep < windowMs) return;
    lastSweep = current;
    for (const [bucket, w] of windows) if (w.start + windowMs <= current) windows.delete(bucket);
  }

  return {
    async hit(bucket, limit, windowMs) {
      const current = now();
      sweep(current, windowMs);
      const start = windowStart(current, windowMs);
      const key = `${bucket}:${windowMs}`;
      let w = windows.get(key);
      if (!w || w.start !== start) {
        w = { start, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      return toResult(w.count, limit, start + windowMs);
    },
    async peek(bucket, limit, windowMs) {
      const start = windowStart(now(), windowMs);
      const w = windows.get(`${bucket}:${windowMs}`);
      const counted = w && w.start === start ? w.count : 0;
      return toResult(counted + 1, limit, start + windowMs);
    },
    async close() {
      windows.clear();
    },
  };
}
