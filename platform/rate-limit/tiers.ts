/** The spec's Limits table: each tier counts in buckets of its own. */
export const RATE_LIMIT_TIERS = {
  default: { limit: 300, windowMs: 60_000 },
  bulk_write: { limit: 60, windowMs: 60_000 },
  enrichment: { limit: 20, windowMs: 60_000 },
} as const satisfies RateLimitTiers;

export type RateLimitTier = "default" | "bulk_write" | "enrichment";
export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimitTiers = Record<RateLimitTier, RateLimitRule>;

const BULK_WRITE_PATHS = [/^lead-lists\/[^/]+\/enrich$/, /^campaigns\/[^/]+\/leads$/];

/**
 * The per-key tier of a request; `path` is relative to /api/v1/public/. Bulk-write
 * endpoints count against their own tier, never against the default one.
 */
export function tierFor(method: string, path: string): "default" | "bulk_write" {
  if (method === "POST" && BULK_WRITE_PATHS.some((re) => re.test(path))) return "bulk_write";
  return "default";
}

/**
 * The workspace's enrichment bucket: the spec names the enrichment tier's endpoints "beyond
 * bulk enrichment", so bulk enrichment counts in it as well as enriching previews.
 */
export const enrichmentBucket = (workspaceId: string) => `ws:${workspaceId}:enrichment`;
