import { CREDITS_PER_ENRICHED_RESULT } from "@/contract/prospect-search";

/**
 * What pressing Run will charge: with enrichment, one credit for each result on the page it
 * returns (page 1), so the page size, or the number of matches when fewer match. Without
 * enrichment, nothing. `matches` is the live count when known; null means "up to a page".
 */
export function runCost(input: {
  autoEnrich: boolean;
  pageSize: number | null;
  matches: number | null;
}): { credits: number; exact: boolean } {
  if (!input.autoEnrich || input.pageSize === null) return { credits: 0, exact: true };
  if (input.matches === null) {
    return { credits: input.pageSize * CREDITS_PER_ENRICHED_RESULT, exact: false };
  }
  return {
    credits: Math.min(input.pageSize, input.matches) * CREDITS_PER_ENRICHED_RESULT,
    exact: true,
  };
}

/** What enriching the rest of a result set on import costs: the results not yet enriched. */
export function importEnrichmentCost(setSize: number, enriched: number | null | undefined) {
  return Math.max(0, setSize - (enriched ?? 0)) * CREDITS_PER_ENRICHED_RESULT;
}
