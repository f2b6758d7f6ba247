import { Redis } from "ioredis";
import { RateLimiterRedis } from "rate-limiter-flexible";
import { type RateLimiter, settle, windowSeconds } from "./limiter";
import { MemorySlidingLog } from "./memory-sliding-log";
import { SLIDING_LOG_SCRIPT } from "./sliding-log-script";

const DEFAULT_RATE_LIMIT_PREFIX = "rl";

/** How long a command may take before this instance counts in its own memory instead. */
const COMMAND_TIMEOUT_MS = 1_000;
/** How often an idle connection is checked, so a silent network is noticed without traffic. */
const HEARTBEAT_MS = 1_000;

/**
 * Shared counters for every platform instance, on rate-limiter-flexible with a sliding log
 * in Redis. Redis is an accelerator, not a dependency: while it is unreachable (refused,
 * timed out, reconnecting) each instance counts in its own memory (the library's insurance
 * limiter, same sliding log), and shared counting resumes as soon as the connection is back.
 * Each state change is logged once.
 */
export function redisRateLimiter(opts: {
  url: string;
  prefix?: string;
  log?: (line: string) => void;
  now?: () => number;
}): RateLimiter & { ready(timeoutMs?: number): Promise<boolean> } {
  const log = opts.log ?? ((line: string) => console.log(`[rate-limit] ${line}`));
  const prefix = opts.prefix ?? DEFAULT_RATE_LIMIT_PREFIX;
  const now = opts.now ?? Date.now;
  const redis = new Redis(opts.url, {
    // Fail at once while disconnected rather than queueing requests behind the outage.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    // Keep trying, at most a second apart, so shared counting resumes promptly.
    retryStrategy: (times) => Math.min(100 * times, 1_000),
  });
  let shared = true;
  let closing = false;
  redis.on("error", () => {
    // Reported once through the state change below; ioredis retries by itself.
  });
  redis.on("close", () => {
    if (!shared || closing) return;
    shared = false;
    log("Redis is unreachable: each instance now counts rate limits in its own memory.");
  });
  redis.on("ready", () => {
    if (shared) return;
    shared = true;
    log("Redis is reachable again: rate limits are shared across instances again.");
  });

  // A connection that stops answering without closing (a network dropping packets) is
  // dropped and reopened, so requests stop waiting on it and count locally at once.
  const heartbeat = setInterval(() => {
    if (redis.status !== "ready") return;
    redis.ping().catch(() => {
      if (redis.status === "ready") redis.disconnect(true);
    });
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const limiters = new Map<string, RateLimiterRedis>();
  function limiterFor(limit: number, windowMs: number) {
    const rule = `${limit}/${windowMs}`;
    let limiter = limiters.get(rule);
    if (!limiter) {
      const duration = windowSeconds(windowMs);
      limiter = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: prefix,
        points: limit,
        duration,
        customIncrTtlLuaScript: SLIDING_LOG_SCRIPT,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new MemorySlidingLog(
          { points: limit, duration, keyPrefix: `${prefix}:local` },
          now,
        ),
      });
      limiters.set(rule, limiter);
    }
    return limiter;
  }

  return {
    hit(bucket, limit, windowMs) {
      return settle(limiterFor(limit, windowMs).consume(`${bucket}:${windowMs}`), limit, now());
    },
    /** Resolves true once connected (false after `timeoutMs`): until then counts are local. */
    async ready(timeoutMs = 2_000) {
      if (redis.status === "ready") return true;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        redis.once("ready", () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    async close() {
      closing = true;
      clearInterval(heartbeat);
      redis.disconnect();
    },
  };
}
