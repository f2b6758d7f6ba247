"use client";

import { useEffect, useState } from "react";
import { countUnsupported, useProspectCountQuery } from "@/lib/queries/prospect-search";

/** How long the builder must rest before the count is asked for. */
export const LIVE_COUNT_DELAY_MS = 400;

export type LiveCount =
  | { kind: "off" }
  | { kind: "counting"; previous: number | null | undefined }
  | { kind: "known"; total: number | null; limit: number | undefined; fresh: boolean }
  | { kind: "failed" };

/**
 * The number of prospects the builder's filters match, asked for a moment after the last
 * change. `filtersText` is the wire filters as JSON, or null when the search can't be counted
 * (invalid, or the member may not ask). An upstream without the count operation (404/405) is
 * remembered, and the count simply disappears.
 */
export function useLiveCount(filtersText: string | null): LiveCount {
  const [debounced, setDebounced] = useState<string | null>(null);
  const [unsupported, setUnsupported] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(filtersText), LIVE_COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filtersText]);

  const query = useProspectCountQuery(unsupported ? null : debounced);
  const gone = query.isError && countUnsupported(query.error);
  useEffect(() => {
    if (gone) setUnsupported(true);
  }, [gone]);

  if (unsupported || gone || filtersText === null) return { kind: "off" };
  const settled = debounced === filtersText && !query.isPlaceholderData;
  if (query.isError && settled) return { kind: "failed" };
  if (query.data && settled && !query.isFetching) {
    return { kind: "known", total: query.data.total_matches, limit: query.data.limit, fresh: true };
  }
  return { kind: "counting", previous: query.data?.total_matches };
}
