import { CREDIT_RATES } from "@/contract/credit-rates";

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
    return { credits: input.pageSize * CREDIT_RATES.enrichment, exact: false };
  }
  return {
    credits: Math.min(input.pageSize, input.matches) * CREDIT_RATES.enrichment,
    exact: true,
  };
}
