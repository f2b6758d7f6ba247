import { ProspectSearchPreview } from "../../../../contract/prospect-search";
import { enrichedResults, type PreviewMeta, totalMatches } from "../../../data/prospect-search";
import type { PreviewResultRow } from "../../../data/prospect-search-results";

/** The wire shape, through the contract's schema (which drops anything it doesn't name). */
export function toPreviewResponse(
  preview: PreviewMeta,
  results: PreviewResultRow[],
): ProspectSearchPreview {
  return ProspectSearchPreview.parse({
    id: preview.id,
    status: preview.status,
    results,
    total_matches: totalMatches(preview),
    error_message: preview.errorMessage,
    enriched_results: enrichedResults(preview),
  });
}
