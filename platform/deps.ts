import { KeyUsageRecorder } from "./auth/key-usage-recorder";
import type { PlatformConfig } from "./config";
import { COPILOT_CHUNK_DELAY_MS } from "./copilot/stream";
import type { Db } from "./db/client";
import type { PlatformDeps } from "./http/env";
import { memoryRateLimiter } from "./rate-limit/memory";
import { redisRateLimiter } from "./rate-limit/redis";

/** The production wiring: the plan flag decides entitlement; Redis when configured. */
export function platformDeps(
  db: Db,
  config: Pick<
    PlatformConfig,
    | "redisUrl"
    | "rateLimitPrefix"
    | "trustedProxies"
    | "signInLimits"
    | "invitationTtlHours"
    | "consoleOrigin"
    | "publicApiUrl"
  >,
): PlatformDeps {
  return {
    db,
    limiter: config.redisUrl
      ? redisRateLimiter({ url: config.redisUrl, prefix: config.rateLimitPrefix })
      : memoryRateLimiter(),
    trustedProxies: config.trustedProxies,
    signInLimits: config.signInLimits,
    entitlements: async (workspace) => workspace.planApiAccess,
    now: () => new Date(),
    copilotChunkDelayMs: COPILOT_CHUNK_DELAY_MS,
    keyUsage: new KeyUsageRecorder(db).start(),
    invitationTtlMs: config.invitationTtlHours * 3600_000,
    consoleOrigin: config.consoleOrigin,
    publicApiUrl: config.publicApiUrl,
  };
}
