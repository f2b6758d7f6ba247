"use client";

import { useEffect, useSyncExternalStore } from "react";

/**
 * The filters' suggestion lists are the corpus's whole vocabulary, the largest part of the
 * page's code; they load on their own, once the page is idle or a filter takes the focus,
 * rather than with the page.
 */
type Suggestions = Readonly<Record<string, readonly string[]>>;

let loaded: Suggestions | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function loadSuggestions(): void {
  if (loaded || loading) return;
  loading = import("@/contract/filter-suggestions")
    .then((m) => {
      loaded = m.FILTER_SUGGESTIONS as Suggestions;
      for (const listener of listeners) listener();
    })
    .catch(() => {
      // Offline or a failed chunk: the filters still take any text; try again on next focus.
      loading = null;
    });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const NONE: readonly string[] = [];

/** The suggestions for one filter; none until they have loaded. */
export function useSuggestions(name: string): readonly string[] {
  const all = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  return all?.[name] ?? NONE;
}

/** Starts loading the suggestions when the browser is next idle. */
export function usePreloadSuggestions(): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(loadSuggestions, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(loadSuggestions, 200);
    return () => clearTimeout(timer);
  }, []);
}
