"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo, useRef } from "react";
import { parseSearchUrl, type SearchUrlState, searchUrlQuery } from "@/lib/prospecting/search-url";

export type UrlWrite = "push" | "replace";

/**
 * The page's state in its address (see lib/prospecting/search-url.ts). Changes go through the
 * History API, which Next's router follows without a server round trip; `push` makes a step
 * that Back returns to, `replace` edits the current one. `isOwnWrite` tells a change this
 * page made from one that arrived (Back, Forward, a link), which must refill the builder.
 */
export function useSearchUrl() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const search = searchParams.toString();
  const state = useMemo(() => parseSearchUrl(new URLSearchParams(search)), [search]);
  const written = useRef<string | null>(null);

  const hrefFor = useCallback(
    (next: SearchUrlState) => `${pathname}${searchUrlQuery(next)}`,
    [pathname],
  );

  const write = useCallback(
    (next: SearchUrlState, how: UrlWrite) => {
      const href = hrefFor(next);
      const query = searchUrlQuery(next).replace(/^\?/, "");
      if (query === window.location.search.replace(/^\?/, "")) return;
      written.current = query;
      if (how === "push") window.history.pushState(null, "", href);
      else window.history.replaceState(null, "", href);
    },
    [hrefFor],
  );

  /** The state in the address right now, even before React has re-rendered with it. */
  const current = useCallback(
    () => parseSearchUrl(new URLSearchParams(window.location.search)),
    [],
  );

  /** True once per own write: the next change of `search` that it caused. */
  const isOwnWrite = useCallback((value: string) => {
    const own = written.current === value;
    written.current = null;
    return own;
  }, []);

  return { state, search, hrefFor, write, current, isOwnWrite };
}
