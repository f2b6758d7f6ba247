import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { ApiError } from "../http/errors";
import type { RateLimiter, RateLimitResult } from "./limiter";
import type { RateLimitRule } from "./tiers";

/** The result behind the X-RateLimit-* headers a response already carries. */
const shown = new WeakMap<Context, RateLimitResult>();

/**
 * Counts one request in `bucket` and throws 429 past the limit. A request counted in several
 * tiers shows the headers of the tier that decided: the one that refused it, or else the one
 * with the fewest requests left.
 */
export async function applyRateLimit(
  c: Context,
  limiter: RateLimiter,
  bucket: string,
  rule: RateLimitRule,
) {
  const result = await limiter.hit(bucket, rule.limit, rule.windowMs);
  const previous = shown.get(c);
  if (!result.allowed || !previous || result.remaining <= previous.remaining) {
    shown.set(c, result);
    c.header("X-RateLimit-Limit", String(result.limit));
    c.header("X-RateLimit-Remaining", String(result.remaining));
    c.header("X-RateLimit-Reset", String(result.resetAt));
  }
  if (!result.allowed) throw rateLimited(result.retryAfter);
}

/** A 429 whose Retry-After is the whole seconds until the next request fits. */
export function rateLimited(retryAfter: number): ApiError {
  return new ApiError("rate_limited", { "Retry-After": String(retryAfter) });
}

/** The peer of the socket; app.request() in tests has none. */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "local";
  }
}
