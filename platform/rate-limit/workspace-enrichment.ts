import type { Context, MiddlewareHandler } from "hono";
import type { PublicEnv } from "../http/env";
import { applyRateLimit } from "./middleware";
import { enrichmentBucket, RATE_LIMIT_TIERS } from "./tiers";

/**
 * Counts one request in the workspace's enrichment bucket, shared by bulk enrichment and
 * enriching previews and imports. Call it only once the request passed its key's checks and
 * named a resource of the workspace (the route's ownership check), so that no refused caller
 * (a revoked or read-only key, a removed member's, an unknown or another workspace's list)
 * can use up the allowance of every member of the workspace.
 */
export async function countWorkspaceEnrichment(c: Context<PublicEnv>) {
  const { limiter, rateLimitTiers } = c.var.deps;
  const rule = (rateLimitTiers ?? RATE_LIMIT_TIERS).enrichment;
  await applyRateLimit(c, limiter, enrichmentBucket(c.var.auth.workspaceId), rule, "workspace");
}

/** Route middleware for an operation that always enriches; goes after the ownership check. */
export const workspaceEnrichmentLimit: MiddlewareHandler<PublicEnv> = async (c, next) => {
  await countWorkspaceEnrichment(c);
  await next();
};
