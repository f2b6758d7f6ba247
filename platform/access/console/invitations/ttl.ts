import { DEFAULT_INVITATION_TTL_HOURS } from "../../../config";
import type { PlatformDeps } from "../../../http/env";

/** When an invitation made or resent at `at` stops working (INVITATION_TTL_HOURS). */
export function invitationExpiry(deps: PlatformDeps, at: Date): Date {
  const ttl = deps.invitationTtlMs ?? DEFAULT_INVITATION_TTL_HOURS * 3600_000;
  return new Date(at.getTime() + ttl);
}
