/**
 * The previews this browser ran in this session, by the exact request they came from, so that
 * running the same search again can offer its results for free instead of paying twice.
 */
export type PastRun = { previewId: string; at: number; totalMatches: number | null };

const STORAGE_KEY = "outreach.prospecting.runs";
const MAX_RUNS = 50;

/** The identity of a run: the list and the exact body (filters, page size, enrichment). */
export const runKey = (listId: string, bodyText: string) => `${listId} ${bodyText}`;

type Store = Pick<Storage, "getItem" | "setItem">;

function read(store: Store | null): Record<string, PastRun> {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(STORAGE_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, PastRun>) : {};
  } catch {
    return {};
  }
}

export function findPastRun(store: Store | null, key: string): PastRun | null {
  const run = read(store)[key];
  return run && typeof run.previewId === "string" ? run : null;
}

/** Remembers a run; the oldest are forgotten past MAX_RUNS. */
export function rememberRun(store: Store | null, key: string, run: PastRun) {
  const runs = { ...read(store), [key]: run };
  const newest = Object.entries(runs)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_RUNS);
  try {
    store?.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(newest)));
  } catch {
    // Storage full or refused: the offer simply won't appear.
  }
}

export function sessionStore(): Store | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
