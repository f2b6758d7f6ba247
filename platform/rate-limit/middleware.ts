import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { ApiError } from "../http/errors";
import type { RateLimiter } from "./limiter";

/** Counts one request in `bucket`, sets the X-RateLimit-* headers, and throws 429 past the limit. */
export async function applyRateLimit(
  c: Context,
  limiter: RateLimiter,
  bucket: string,
  tier: { limit: number; windowMs: number },
) {
  const result = await limiter.hit(bucket, tier.limit, tier.windowMs).catch((err) => {
    console.error("rate limiter unavailable", err);
    throw new ApiError("entitlement_unavailable", { "Retry-After": "5" });
  });
  c.header("X-RateLimit-Limit", String(result.limit));
  c.header("X-RateLimit-Remaining", String(result.remaining));
  c.header("X-RateLimit-Reset", String(result.resetAt));
  if (!result.allowed) throw rateLimited(result.resetAt);
}

/** A 429 whose Retry-After is the whole seconds until the window resets. */
export function rateLimited(resetAt: number): ApiError {
  const retryAfter = Math.max(1, resetAt - Math.floor(Date.now() / 1000));
  return new ApiError("rate_limited", { "Retry-After": String(retryAfter) });
}

export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "local";
  }
}
