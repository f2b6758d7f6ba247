import { ProspectSearchPreview } from "../../../../contract/prospect-search";
import { type PreviewMeta, resultSetCounts, totalMatches } from "../../../data/prospect-search";
import type { PreviewResultRow } from "../../../data/prospect-search-results";
import type { Db } from "../../../db/client";

/** The wire shape, through the contract's schema (which drops anything it doesn't name). */
export async function toPreviewResponse(
  db: Db,
  preview: PreviewMeta,
  results: PreviewResultRow[],
  creating?: { charged: number },
): Promise<ProspectSearchPreview> {
  const counts = await resultSetCounts(db, preview);
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
