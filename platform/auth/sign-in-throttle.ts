import type { RateLimiter } from "../rate-limit/limiter";
import { rateLimited } from "../rate-limit/middleware";
import type { RateLimitRule } from "../rate-limit/tiers";

/**
 * Sign-in attempts a minute. Every attempt counts, before its password is checked, in three
 * sliding logs at once:
 * - per client address, whatever the email: one client cannot try a password on many members;
 * - per email from one address: guessing one member's password stays slow;
 * - per email from everywhere, set higher: a distributed guess stays bounded, while one
 *   stranger's address can only lock itself out, never the member signing in from elsewhere.
 */
export const SIGN_IN_LIMITS = {
  perAddress: { limit: 30, windowMs: 60_000 },
  perEmailAndAddress: { limit: 10, windowMs: 60_000 },
  perEmail: { limit: 100, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>;

export type SignInLimits = Record<keyof typeof SIGN_IN_LIMITS, RateLimitRule>;

/**
 * Reads `SIGN_IN_LIMITS`, "<per address>/<per email and address>/<per email>" attempts a
 * minute (e.g. "30/10/100"); undefined when unset.
 */
export function parseSignInLimits(value: string | undefined): SignInLimits | undefined {
  if (!value) return undefined;
  const parts = value.split("/").map((p) => Number(p.trim()));
  if (parts.length !== 3 || parts.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error(
      'SIGN_IN_LIMITS must be three whole numbers of attempts a minute, "<per address>/<per email and address>/<per email>", e.g. "30/10/100".',
    );
  }
  const [perAddress, perEmailAndAddress, perEmail] = parts as [number, number, number];
  const minute = (limit: number) => ({ limit, windowMs: 60_000 });
  return {
    perAddress: minute(perAddress),
    perEmailAndAddress: minute(perEmailAndAddress),
    perEmail: minute(perEmail),
  };
}

/**
 * Counts one attempt and throws 429 when any limit is reached. Each count is atomic in the
 * limiter, and a refused attempt never reaches the password check, so no number of parallel
 * attempts gets more passwords checked than the limits allow. The answer does not depend on
 * whether the email belongs to a member.
 */
export async function admitSignIn(
  limiter: RateLimiter,
  attempt: { email: string; address: string },
  limits: SignInLimits = SIGN_IN_LIMITS,
): Promise<void> {
  const email = attempt.email.toLowerCase();
  const checks: [string, RateLimitRule][] = [
    [`signin:addr:${attempt.address}`, limits.perAddress],
    [`signin:email-addr:${email}:${attempt.address}`, limits.perEmailAndAddress],
    [`signin:email:${email}`, limits.perEmail],
  ];
  for (const [bucket, rule] of checks) {
    const result = await limiter.hit(bucket, rule.limit, rule.windowMs);
    if (!result.allowed) throw rateLimited(result.retryAfter);
  }
}
