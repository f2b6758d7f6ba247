/** The spec's Limits table: each tier counts in buckets of its own. */
export const RATE_LIMIT_TIERS = {
  default: { limit: 300, windowMs: 60_000 },
  bulk_write: { limit: 60, windowMs: 60_000 },
  enrichment: { limit: 20, windowMs: 60_000 },
} as const satisfies RateLimitTiers;

type RateLimitTier = "default" | "bulk_write" | "enrichment";
export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimitTiers = Record<RateLimitTier, RateLimitRule>;

/** Enrolling in a campaign is a bulk write only when it enrolls a lead list (spec). */
export const CAMPAIGN_ENROLLMENT_PATH = /^campaigns\/[^/]+\/leads$/;

const BULK_WRITE_PATHS = [/^lead-lists\/[^/]+\/enrich$/, CAMPAIGN_ENROLLMENT_PATH];

/**
 * The per-key tier of a request; `path` is relative to /api/v1/public/. Bulk-write
 * endpoints count against their own tier, never against the default one. `body`, when read,
 * decides campaign enrollment: with `lead_list_id` it is a bulk write, with `lead_ids` (or
 * anything else) a default one; unread, it counts as the bulk write it may be.
 */
export function tierFor(method: string, path: string, body?: unknown): "default" | "bulk_write" {
  if (method !== "POST" || !BULK_WRITE_PATHS.some((re) => re.test(path))) return "default";
  if (body !== undefined && CAMPAIGN_ENROLLMENT_PATH.test(path)) {
    const byList = typeof body === "object" && body !== null && "lead_list_id" in body;
    return byList ? "bulk_write" : "default";
  }
  return "bulk_write";
}

/**
 * The workspace's enrichment bucket: the spec names the enrichment tier's endpoints "beyond
 * bulk enrichment", so bulk enrichment counts in it as well as enriching previews.
 */
export const enrichmentBucket = (workspaceId: string) => `ws:${workspaceId}:enrichment`;
