import { skipToken, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { CreditLedgerEntry, CreditsSummary } from "@/contract/prospect-search";
import { apiFetch } from "../api-client";
import { findSpend, type SpendOf } from "../credits-ledger-spend";
import { queryString } from "../query-client";

/** The ledger as the console reads it: a reason it does not know yet is shown, not refused. */
const CreditsPage = CreditsSummary.extend({
  ledger: z.array(
    CreditLedgerEntry.extend({
      reason: z.string(),
      // An older platform names neither the job nor the list, nor says what an entry is for.
      job_id: z.string().nullable().default(null),
      lead_list_id: z.string().nullable().default(null),
      description: z.string().default(""),
    }),
  ),
});
/** The largest page the ledger serves (the contract's CursorQuery). */
const LEDGER_PAGE = 100;
/** How far back an action's charges are looked for: the newest 500 entries. */
const LEDGER_PAGES_SEARCHED = 5;

export const creditKeys = {
  all: ["credits"] as const,
  summary: () => [...creditKeys.all, "summary"] as const,
  spend: (of: SpendOf) => [...creditKeys.all, "spend", of] as const,
};

function getCredits(
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

/**
 * What an action (a preview, a job) spent, with its ledger entries; a GET, so reading it is
 * free. `settled` says the action is over, so what it spent can no longer change.
 */
export function useSpendQuery(of: SpendOf | null, settled = true) {
  return useQuery({
    queryKey: of ? creditKeys.spend(of) : creditKeys.all,
    queryFn: of
      ? ({ signal }) =>
          findSpend(
            of,
            async (cursor) => {
              const page = await getCredits({ cursor, limit: LEDGER_PAGE }, signal);
              return { entries: page.ledger, nextCursor: page.next_cursor };
            },
            LEDGER_PAGES_SEARCHED,
          )
      : skipToken,
    enabled: settled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Credits a preview spent: it is charged once, when it is made, so it never changes. */
export function usePreviewSpendQuery(previewId: string | null) {
  return useSpendQuery(previewId ? { previewId } : null);
}
