import { CREDIT_RATES } from "@/contract/credit-rates";

export type RunCost = {
  /** Whether the run enriches at all: a free enriching run is not "enrichment is off". */
  enriching: boolean;
  credits: number;
  /** false: an upper bound ("up to"), the matches or the unpaid count not known yet. */
  exact: boolean;
  /** Results of the page the workspace has paid for before, so free; null when unknown. */
  alreadyPaid: number | null;
};

/**
 * What pressing Run will charge: with enrichment, the rate for each result on the page it
 * returns (page 1) that the workspace has not paid for. `unpaid` is the platform's count of
 * those when known; otherwise the page size, or the number of matches when fewer match, is
 * the most it can cost. Without enrichment, nothing.
 */
export function runCost(input: {
  autoEnrich: boolean;
  pageSize: number | null;
  matches: number | null;
  unpaid?: number | null;
}): RunCost {
  if (!input.autoEnrich || input.pageSize === null) {
    return { enriching: input.autoEnrich, credits: 0, exact: true, alreadyPaid: null };
  }
  const rate = CREDIT_RATES.enrichment;
  if (input.matches === null) {
    return { enriching: true, credits: input.pageSize * rate, exact: false, alreadyPaid: null };
  }
  const onPage = Math.min(input.pageSize, input.matches);
  if (input.unpaid === null || input.unpaid === undefined) {
    return { enriching: true, credits: onPage * rate, exact: true, alreadyPaid: null };
  }
  const unpaid = Math.min(input.unpaid, onPage);
  return { enriching: true, credits: unpaid * rate, exact: true, alreadyPaid: onPage - unpaid };
}

/** The cost line beside Run: never "enrichment is off" while enrichment is on. */
export function runCostText(cost: RunCost): string {
  if (!cost.enriching) return "Free: enrichment is off";
  const paid =
    cost.alreadyPaid && cost.alreadyPaid > 0
      ? ` (${cost.alreadyPaid.toLocaleString("en-US")} already paid for)`
      : "";
  if (cost.credits === 0) {
    return cost.alreadyPaid && cost.alreadyPaid > 0
      ? "Free: the workspace has paid for every result on this page"
      : "Free: no results to enrich";
  }
  const n = cost.credits.toLocaleString("en-US");
  return `Costs ${cost.exact ? "" : "up to "}${n} credit${cost.credits === 1 ? "" : "s"}${paid}`;
}
