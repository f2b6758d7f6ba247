"use client";

import { usePathname } from "next/navigation";
import { useQueryStates } from "nuqs";
import { useCallback, useMemo, useRef } from "react";
import {
  fromUrlValues,
  type SearchUrlState,
  searchParsers,
  searchUrlQuery,
  toUrlValues,
} from "@/lib/prospecting/search-params";

export type UrlWrite = "push" | "replace";

/**
 * The page's state in its address, through nuqs (lib/prospecting/search-params.ts holds the
 * parsers). `push` makes a step that Back returns to, `replace` edits the current one; nuqs
 * changes the address without a server round trip. `isOwnWrite` tells a change this page made
 * from one that arrived (Back, Forward, a link), which must refill the builder.
 */
export function useSearchUrl() {
  const pathname = usePathname();
  const [values, setValues] = useQueryStates(searchParsers, { scroll: false });
  const state = useMemo(() => fromUrlValues(values), [values]);
  const key = searchUrlQuery(state);

  // What the address holds, also between a write and the render that shows it.
  const latest = useRef({ key, state });
  const rendered = useRef(key);
  if (rendered.current !== key) {
    rendered.current = key;
    latest.current = { key, state };
  }
  const written = useRef<string | null>(null);

  const hrefFor = useCallback(
    (next: SearchUrlState) => `${pathname}${searchUrlQuery(next)}`,
    [pathname],
  );

  const write = useCallback(
    (next: SearchUrlState, how: UrlWrite) => {
      const nextKey = searchUrlQuery(next);
      if (nextKey === latest.current.key) return;
      latest.current = { key: nextKey, state: next };
      written.current = nextKey;
      void setValues(toUrlValues(next), { history: how });
    },
    [setValues],
  );

  /** The state in the address right now, even before React has re-rendered with it. */
  const current = useCallback(() => latest.current.state, []);

  /** True once per own write: the next change of `key` that it caused. */
  const isOwnWrite = useCallback((value: string) => {
    const own = written.current === value;
    written.current = null;
    return own;
  }, []);

  return { state, key, hrefFor, write, current, isOwnWrite };
}
