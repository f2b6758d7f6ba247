import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { ApiError } from "../http/errors";
import type { RateLimiter, RateLimitResult } from "./limiter";
import type { RateLimitRule } from "./tiers";

/** The result behind the X-RateLimit-* headers a response already carries. */
const shown = new WeakMap<Context, RateLimitResult>();

/**
 * Whose allowance a bucket is: the caller's own (its key, or its address while unidentified),
 * or the workspace's, shared by every key and member of it. A 429 says which in
 * `X-RateLimit-Scope` and in its sentence, so no one is told their own allowance ran out when
 * the workspace's did.
 */
export type BucketScope = "own" | "workspace";

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
  scope: BucketScope = "own",
) {
  const result = await limiter.hit(bucket, rule.limit, rule.windowMs);
  const previous = shown.get(c);
  if (!result.allowed || !previous || result.remaining <= previous.remaining) {
    shown.set(c, result);
    c.header("X-RateLimit-Limit", String(result.limit));
    c.header("X-RateLimit-Remaining", String(result.remaining));
    c.header("X-RateLimit-Reset", String(result.resetAt));
  }
  if (!result.allowed) throw rateLimited(result.retryAfter, scope, result.limit);
}

/** Whether `c` already carries the X-RateLimit-* headers of a bucket it was counted in. */
export const wasCounted = (c: Context) => shown.has(c);

/** A 429 whose Retry-After is the whole seconds until the next request fits. */
export function rateLimited(retryAfter: number, scope: BucketScope = "own", limit?: number) {
  const headers = { "Retry-After": String(retryAfter), "X-RateLimit-Scope": scope };
  if (scope === "own") return new ApiError("rate_limited", headers);
  return new ApiError(
    "rate_limited",
    headers,
    `The workspace's enrichment limit${limit ? ` of ${limit} requests a minute` : ""}, shared by every key and member of the workspace, is used up; wait for the Retry-After interval before retrying.`,
  );
}

/** The peer of the socket; app.request() in tests has none. */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "local";
  }
}
