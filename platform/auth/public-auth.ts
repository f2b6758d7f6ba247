import type { Context, MiddlewareHandler } from "hono";
import { isReadMethod, keyCreatorNeed, memberNeed, roleMeets } from "../../contract/access";
import { scopesGrant } from "../../contract/api-keys";
import { clientAddress, DEFAULT_TRUSTED_PROXIES } from "../http/client-address";
import type { PlatformDeps, PublicEnv } from "../http/env";
import { ApiError, ValidationError } from "../http/errors";
import { applyRateLimit } from "../rate-limit/middleware";
import { trustedRequestTier } from "../rate-limit/request-tier";
import { RATE_LIMIT_TIERS, tierFor } from "../rate-limit/tiers";
import { findKeyByHash } from "./key-lookup";
import { refuseProviderCredentials } from "./provider-credentials";
import { constantTimeEqual, sha256 } from "./secrets";

export const PUBLIC_PREFIX = "/api/v1/public/";
const RETRY_AFTER_UNAVAILABLE = "30";

/**
 * The presented key: X-API-Key, or `Authorization: Bearer`; both and different is a 401. An
 * AI-provider key in any header (Authorization included) is a 422 before any key is looked up.
 */
function presentedKey(c: Context): string {
  refuseProviderCredentials(c.req.raw.headers);
  const header = c.req.header("x-api-key")?.trim();
  const authorization = c.req.header("authorization")?.trim();
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (authorization && !bearer) throw new ApiError("key_invalid");
  if (header && bearer && !constantTimeEqual(header, bearer)) throw new ApiError("key_conflict");
  const key = header || bearer;
  if (!key) throw new ApiError("key_missing");
  return key;
}

/** Any context of the platform's app: the public API's own, or the app's around it. */
type WithDeps = Context<{ Variables: { deps: PlatformDeps } }>;
const withDeps = (c: Context<PublicEnv>) => c as unknown as WithDeps;

function tierOf(c: WithDeps) {
  const tiers = c.var.deps.rateLimitTiers ?? RATE_LIMIT_TIERS;
  const tierName = tierFor(c.req.method, c.req.path.slice(PUBLIC_PREFIX.length));
  return { tierName, tier: tiers[tierName] };
}

/**
 * Counts a request that is refused before its key could be trusted (no key, an unknown or
 * refused one, the key store unreachable) by the client's address, as an unidentified caller:
 * it still gets its rate-limit headers, and spends no key's or workspace's allowance.
 */
export async function countByAddress(c: WithDeps) {
  const { limiter, trustedProxies } = c.var.deps;
  const { tierName, tier } = tierOf(c);
  const address = clientAddress(c, trustedProxies ?? DEFAULT_TRUSTED_PROXIES);
  await applyRateLimit(c, limiter, `ip:${address}:${tierName}`, tier);
}

const unavailable = () =>
  new ApiError("entitlement_unavailable", { "Retry-After": RETRY_AFTER_UNAVAILABLE });

/**
 * Every check of the spec's Authentication table: key state (401), deleted workspace (410),
 * billing (402), plan entitlement (403/503), creator's current access (403), scope (403); then
 * the key's rate limit (429). A request is counted in its key's bucket only once it passed them
 * all, so a revoked, read-only or demoted key cannot spend anyone's allowance; a refused one
 * is counted by client address, as an unidentified caller is, and so still carries the
 * rate-limit headers. Ownership (404) is each route's own query; per-workspace buckets are
 * counted after it (see workspace-enrichment.ts).
 */
export function publicAuth(): MiddlewareHandler<PublicEnv> {
  return async (c, next) => {
    const { db, limiter, entitlements, now } = c.var.deps;
    const path = c.req.path.slice(PUBLIC_PREFIX.length);
    const refuse = async (err: unknown): Promise<never> => {
      await countByAddress(withDeps(c));
      throw err;
    };

    let value: string;
    try {
      value = presentedKey(c);
    } catch (err) {
      return refuse(err);
    }

    const hash = sha256(value);
    const row = await findKeyByHash(db, hash).catch(() => refuse(unavailable()));
    if (!row || !constantTimeEqual(row.key.hash, hash)) return refuse(new ApiError("key_invalid"));
    const { key, workspace, creator } = row;

    const at = now();
    // From here the caller is a known key: its request is counted in the key's usage, with the
    // status it ends with (a refusal's included), in memory; see KeyUsageRecorder.
    let thrown: unknown;
    try {
      await checkAndRun();
    } catch (err) {
      thrown = err;
      throw err;
    } finally {
      c.var.deps.keyUsage?.record(key.id, thrown ? statusOfThrown(thrown) : c.res.status, at);
    }

    async function checkAndRun() {
      // A session key acts for one signed-in member through the console, so its refusals speak
      // to that member in the console's own sentences, the ones its console session would get.
      const sessionKey = key.purpose === "session";
      try {
        if (key.revokedAt && key.revokedAt <= at) throw new ApiError("key_revoked");
        if (key.expiresAt && key.expiresAt <= at) throw new ApiError("key_expired");
        if (workspace.deletedAt) {
          throw new ApiError(sessionKey ? "workspace_deleted_console" : "workspace_deleted");
        }
        if (workspace.billingStatus === "suspended") throw new ApiError("billing_suspended");
        const entitled = await entitlements(workspace).catch(() => {
          throw unavailable();
        });
        if (!entitled) throw new ApiError("plan_no_api");

        if (key.creatorMemberId) {
          if (creator?.status !== "active") {
            throw new ApiError(sessionKey ? "member_inactive" : "creator_inactive");
          }
          // A session key follows the console's rule for its member's current role (a member may
          // read); every other key follows the spec's creator check. Both share the admin areas'.
          const need = sessionKey
            ? memberNeed(c.req.method, path)
            : keyCreatorNeed(c.req.method, path);
          if (!roleMeets(creator.role, need)) throw new ApiError("creator_role", {}, need.reason);
        }

        const needs = isReadMethod(c.req.method) ? "read" : "write";
        if (!scopesGrant(key.scopes, needs)) {
          throw new ApiError(needs === "read" ? "scope_read" : "scope_write");
        }
      } catch (err) {
        return refuse(err);
      }
      // Known now: the one operation whose tier depends on its body may be read for it.
      const trustedTier = await trustedRequestTier(c, path);
      const tiers = c.var.deps.rateLimitTiers ?? RATE_LIMIT_TIERS;
      await applyRateLimit(c, limiter, `key:${key.id}:${trustedTier}`, tiers[trustedTier]);

      c.var.deps.keyUsage?.noteUse(key.id, key.lastUsedAt, at, () => ({
        address: clientAddress(c, c.var.deps.trustedProxies ?? DEFAULT_TRUSTED_PROXIES),
        userAgent: c.req.header("user-agent") ?? null,
      }));

      c.set("auth", {
        keyId: key.id,
        workspaceId: workspace.id,
        scopes: key.scopes,
        creatorMemberId: key.creatorMemberId,
        creatorRole: key.creatorMemberId ? (creator?.role ?? null) : null,
      });
      await next();
    }
  };
}

/** The status a thrown error will be answered with, as errorResponse decides it. */
function statusOfThrown(err: unknown): number {
  if (err instanceof ApiError) return err.status;
  if (err instanceof ValidationError) return 422;
  return 500;
}
