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

const RUN_FIRST_PAGE_PAID =
  "Free: the workspace has already paid for every result on the first page a run shows";

/**
 * The cost line beside Run. It speaks of the page a run returns (its first page), never of
 * "this page": the results on screen may be another page, whose contact details the page
 * itself states (pageContactsText).
 */
export function runCostText(cost: RunCost): string {
  if (!cost.enriching) return "Free: enrichment is off";
  const paid =
    cost.alreadyPaid && cost.alreadyPaid > 0
      ? ` (${cost.alreadyPaid.toLocaleString("en-US")} already paid for)`
      : "";
  if (cost.credits === 0) {
    return cost.alreadyPaid && cost.alreadyPaid > 0
      ? RUN_FIRST_PAGE_PAID
      : "Free: no results to enrich";
  }
  const n = cost.credits.toLocaleString("en-US");
  return `Costs ${cost.exact ? "" : "up to "}${n} credit${cost.credits === 1 ? "" : "s"}${paid}`;
}

/**
 * What is true of the page on screen: how many of its results show contact details (the
 * workspace has paid for them, in this run or an earlier one) and how many say "not enriched".
 */
export function pageContactsText(results: readonly { enriched?: unknown }[]): string {
  const shown = results.length;
  if (shown === 0) return "";
  const revealed = results.filter((r) => r.enriched === true).length;
  const results_ = (k: number) => `${k.toLocaleString("en-US")} result${k === 1 ? "" : "s"}`;
  if (revealed === shown) {
    return shown === 1
      ? "The result on this page shows its contact details: the workspace has paid for them."
      : `All ${results_(shown)} on this page show contact details: the workspace has paid for them.`;
  }
  if (revealed === 0) {
    return shown === 1
      ? "The result on this page is not enriched: its contact details are not paid for yet."
      : `None of the ${results_(shown)} on this page is enriched: their contact details are not paid for yet.`;
  }
  return `${revealed.toLocaleString("en-US")} of the ${results_(shown)} on this page ${revealed === 1 ? "shows" : "show"} contact details (paid for); ${(shown - revealed).toLocaleString("en-US")} ${shown - revealed === 1 ? "is" : "are"} not enriched yet.`;
}
