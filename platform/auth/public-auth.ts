import type { Context, MiddlewareHandler } from "hono";
import { isReadMethod, keyCreatorNeed, memberNeed, roleMeets } from "../../contract/access";
import { scopesGrant } from "../../contract/api-keys";
import { findKeyByHash, LAST_USED_RESOLUTION_MS, touchKey } from "../data/key-lookup";
import { clientAddress, DEFAULT_TRUSTED_PROXIES } from "../http/client-address";
import type { PublicEnv } from "../http/env";
import { ApiError } from "../http/errors";
import { applyRateLimit } from "../rate-limit/middleware";
import { enrichmentBucket, isBulkEnrichment, RATE_LIMIT_TIERS, tierFor } from "../rate-limit/tiers";
import { constantTimeEqual, sha256 } from "./secrets";

export const PUBLIC_PREFIX = "/api/v1/public/";
const RETRY_AFTER_UNAVAILABLE = "30";

/** The presented key: X-API-Key, or `Authorization: Bearer`; both and different is a 401. */
function presentedKey(c: Context): string {
  const header = c.req.header("x-api-key")?.trim();
  const authorization = c.req.header("authorization")?.trim();
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (authorization && !bearer) throw new ApiError("key_invalid");
  if (header && bearer && !constantTimeEqual(header, bearer)) throw new ApiError("key_conflict");
  const key = header || bearer;
  if (!key) throw new ApiError("key_missing");
  return key;
}

const unavailable = () =>
  new ApiError("entitlement_unavailable", { "Retry-After": RETRY_AFTER_UNAVAILABLE });

/**
 * Every check of the spec's Authentication table, in order: key state (401), rate limit
 * (429), deleted workspace (410), billing (402), plan entitlement (403/503), creator's current
 * access (403), scope (403). Ownership (404) is each route's own query.
 */
export function publicAuth(): MiddlewareHandler<PublicEnv> {
  return async (c, next) => {
    const { db, limiter, entitlements, now } = c.var.deps;
    const path = c.req.path.slice(PUBLIC_PREFIX.length);
    const tiers = c.var.deps.rateLimitTiers ?? RATE_LIMIT_TIERS;
    const tierName = tierFor(c.req.method, path);
    const tier = tiers[tierName];
    const address = () => clientAddress(c, c.var.deps.trustedProxies ?? DEFAULT_TRUSTED_PROXIES);

    let value: string;
    try {
      value = presentedKey(c);
    } catch (err) {
      // Unidentified callers still get rate-limit headers, counted by address.
      await applyRateLimit(c, limiter, `ip:${address()}:${tierName}`, tier);
      throw err;
    }

    const hash = sha256(value);
    const row = await findKeyByHash(db, hash).catch(() => {
      throw unavailable();
    });
    if (!row || !constantTimeEqual(row.key.hash, hash)) {
      await applyRateLimit(c, limiter, `ip:${address()}:${tierName}`, tier);
      throw new ApiError("key_invalid");
    }
    const { key, workspace, creator } = row;
    await applyRateLimit(c, limiter, `key:${key.id}:${tierName}`, tier);
    if (isBulkEnrichment(c.req.method, path)) {
      await applyRateLimit(c, limiter, enrichmentBucket(workspace.id), tiers.enrichment);
    }

    const at = now();
    // A session key acts for one signed-in member through the console, so its refusals speak
    // to that member in the console's own sentences, the ones its console session would get.
    const sessionKey = key.purpose === "session";
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
      const need = sessionKey ? memberNeed(c.req.method, path) : keyCreatorNeed(path);
      if (!roleMeets(creator.role, need)) throw new ApiError("creator_role", {}, need.reason);
    }

    const needs = isReadMethod(c.req.method) ? "read" : "write";
    if (!scopesGrant(key.scopes, needs)) {
      throw new ApiError(needs === "read" ? "scope_read" : "scope_write");
    }

    if (!key.lastUsedAt || at.getTime() - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      touchKey(db, key.id, at).catch((err) => console.error("could not record key use", err));
    }

    c.set("auth", {
      keyId: key.id,
      workspaceId: workspace.id,
      scopes: key.scopes,
      creatorMemberId: key.creatorMemberId,
    });
    await next();
  };
}
