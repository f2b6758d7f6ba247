/** The spec's Limits table. */
export const RATE_LIMIT_TIERS = {
  default: { limit: 300, windowMs: 60_000, per: "key" },
  bulk_write: { limit: 60, windowMs: 60_000, per: "key" },
  enrichment: { limit: 20, windowMs: 60_000, per: "workspace" },
} as const;
export type RateLimitTier = keyof typeof RATE_LIMIT_TIERS;

const BULK_WRITE_PATHS = [/^lead-lists\/[^/]+\/enrich$/, /^campaigns\/[^/]+\/leads$/];

/** `path` is relative to /api/v1/public/. Bulk-write endpoints count against their own tier. */
export function tierFor(method: string, path: string): RateLimitTier {
  if (method === "POST" && BULK_WRITE_PATHS.some((re) => re.test(path))) return "bulk_write";
  return "default";
}
