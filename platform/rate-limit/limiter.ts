import { RateLimiterRes } from "rate-limiter-flexible";

/**
 * The spec's limits are "N requests per minute". Every limiter here counts in a sliding log:
 * a request is allowed when fewer than `limit` requests were allowed in the `windowMs` before
 * it, so no span of `windowMs` ever lets more than `limit` through (a fixed window or a token
 * bucket lets up to twice the limit through around a window's edge).
 */
export type RateLimitResult = {
  limit: number;
  remaining: number;
  /**
   * Unix seconds at which the oldest counted request leaves the window, so Remaining grows
   * again; on a refusal, the moment the next request fits.
   */
  resetAt: number;
  /** Whole seconds until the next request fits (at least 1): the Retry-After of a refusal. */
  retryAfter: number;
  allowed: boolean;
};

export interface RateLimiter {
  /** Counts one request in `bucket` if it fits; a refused request is not counted. */
  hit(bucket: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** For a shared store: resolves true once connected, false after `timeoutMs`. */
  ready?(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** rate-limiter-flexible resolves a counted request and rejects a refused one, both with a RateLimiterRes. */
export async function settle(
  consumed: Promise<RateLimiterRes>,
  limit: number,
  nowMs: number,
): Promise<RateLimitResult> {
  let res: RateLimiterRes;
  let allowed = true;
  try {
    res = await consumed;
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    res = err;
    allowed = false;
  }
  return {
    limit,
    remaining: allowed ? Math.max(0, limit - res.consumedPoints) : 0,
    resetAt: Math.ceil((nowMs + res.msBeforeNext) / 1000),
    retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    allowed,
  };
}

/** Windows are whole seconds: rate-limiter-flexible's durations are seconds. */
export function windowSeconds(windowMs: number): number {
  if (windowMs < 1000 || windowMs % 1000 !== 0) {
    throw new Error(`A rate-limit window must be whole seconds, not ${windowMs} ms.`);
  }
  return windowMs / 1000;
}
