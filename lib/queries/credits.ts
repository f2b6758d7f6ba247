import { skipToken, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { CreditLedgerEntry, CreditsSummary } from "@/contract/prospect-search";
import { apiFetch } from "../api-client";
import { findPreviewSpend } from "../prospecting/preview-credits";
import { queryString } from "../query-client";

/** The ledger as the console reads it: a reason it does not know yet is shown, not refused. */
export const CreditsPage = CreditsSummary.extend({
  ledger: z.array(CreditLedgerEntry.extend({ reason: z.string() })),
});
export type CreditsPage = z.infer<typeof CreditsPage>;

/** The largest page the ledger serves (the contract's CursorQuery). */
const LEDGER_PAGE = 100;
/** How far back a preview's charge is looked for: the newest 500 entries. */
const LEDGER_PAGES_SEARCHED = 5;

export const creditKeys = {
  all: ["credits"] as const,
  summary: () => [...creditKeys.all, "summary"] as const,
  previewSpend: (previewId: string) => [...creditKeys.all, "preview", previewId] as const,
};

export function getCredits(
  { cursor, limit }: { cursor?: string | null; limit?: number } = {},
  signal?: AbortSignal,
) {
  const query = queryString({ cursor: cursor ?? undefined, limit });
  return apiFetch(`/api/public/analytics/credits${query}`, { schema: CreditsPage, signal });
}

/** The workspace's spendable balance (and the newest ledger entries). */
export function useCreditsQuery() {
  return useQuery({
    queryKey: creditKeys.summary(),
    queryFn: ({ signal }) => getCredits({}, signal),
  });
}

/** Credits a preview spent, found in the ledger; a GET, so reading it is free. */
export function usePreviewSpendQuery(previewId: string | null) {
  return useQuery({
    queryKey: previewId ? creditKeys.previewSpend(previewId) : creditKeys.all,
    queryFn: previewId
      ? ({ signal }) =>
          findPreviewSpend(
            previewId,
            async (cursor) => {
              const page = await getCredits({ cursor, limit: LEDGER_PAGE }, signal);
              return { entries: page.ledger, nextCursor: page.next_cursor };
            },
            LEDGER_PAGES_SEARCHED,
          )
      : skipToken,
    // A preview is charged once, when it is made; what it spent never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
