"use client";

import { useEffect, useState } from "react";
import { countUnsupported, useProspectCountQuery } from "@/lib/queries/prospect-search";

/** How long the builder must rest before the count is asked for. */
const LIVE_COUNT_DELAY_MS = 400;

export type LiveCount =
  | { kind: "off" }
  | { kind: "counting"; previous: number | null | undefined }
  | {
      kind: "known";
      total: number | null;
      limit: number | undefined;
      /** Of the first page, the results the workspace has not paid for (when asked). */
      unpaid: number | undefined;
      fresh: boolean;
    }
  | { kind: "failed" }
  /** The search can't be counted as it stands (a field is invalid): says why. */
  | { kind: "blocked"; reason: string };

/**
 * The number of prospects the builder's filters match, asked for a moment after the last
 * change. `requestText` is the count request as JSON, or null when the search can't be counted;
 * `blockedReason` then says why (a field to fix), or is null when nobody may count yet. An
 * upstream without the count operation (404/405) is remembered, and the count disappears.
 */
export function useLiveCount(requestText: string | null, blockedReason: string | null): LiveCount {
  const [debounced, setDebounced] = useState<string | null>(null);
  const [unsupported, setUnsupported] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(requestText), LIVE_COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [requestText]);

  const query = useProspectCountQuery(unsupported ? null : debounced);
  const gone = query.isError && countUnsupported(query.error);
  // Remembered while rendering: once the platform says counting is not offered, never ask again.
  if (gone && !unsupported) setUnsupported(true);

  if (unsupported || gone) return { kind: "off" };
  if (requestText === null)
    return blockedReason ? { kind: "blocked", reason: blockedReason } : { kind: "off" };
  const settled = debounced === requestText && !query.isPlaceholderData;
  if (query.isError && settled) return { kind: "failed" };
  if (query.data && settled && !query.isFetching) {
    return {
      kind: "known",
      total: query.data.total_matches,
      limit: query.data.limit,
      unpaid: query.data.unpaid_on_first_page,
      fresh: true,
    };
  }
  return { kind: "counting", previous: query.data?.total_matches };
}
