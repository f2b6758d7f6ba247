import { ProspectSearchPreview } from "../../../contract/prospect-search";
import { type PreviewMeta, totalMatches } from "../prospect-search";
import type { PreviewResultRow } from "../prospect-search-results";

/**
 * The wire shape, through the contract's schema (which drops anything it doesn't name).
 * `counts` are the result set's (resultSetCounts).
 */
export function toPreviewResponse(
  preview: PreviewMeta,
  results: PreviewResultRow[],
  counts: { enriched: number; importEnrich: number },
  creating?: { charged: number },
): ProspectSearchPreview {
  return ProspectSearchPreview.parse({
    id: preview.id,
    status: preview.status,
    results,
    total_matches: totalMatches(preview),
    error_message: preview.errorMessage,
    sort: preview.sort,
    enriched_results: counts.enriched,
    import_enrich_results: counts.importEnrich,
    ...(creating ? { credits_charged: creating.charged } : {}),
  });
}
