import { sql } from "drizzle-orm";
import { JOB_TITLE_NAMES } from "../../contract/prospect-vocabulary";
import type { TitleSuggestion } from "../../contract/title-suggestions";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

/**
 * Counting people per title reads the whole (job_title, seq) index: milliseconds at 100,000
 * prospects, a second or more at 10 million. The corpus changes rarely and a suggestion's
 * rank need not be to the minute, so each database's counts are kept for a while and every
 * request in between is answered from memory.
 */
export const TITLE_COUNTS_TTL_MS = 5 * 60_000;

/** The most common titles kept; a suggestion list never needs the long tail's order. */
const KEPT_TITLES = 5_000;

type Counts = { at: number; titles: TitleSuggestion[] };
const cache = new WeakMap<Db, Promise<Counts>>();

/** The corpus stores titles lower-cased; the vocabulary's spelling reads better in a list. */
const SPELLING = new Map(JOB_TITLE_NAMES.map((title) => [title.toLowerCase(), title]));

async function countTitles(db: Db, at: number): Promise<Counts> {
  const rows = await sqlRows<{ title: string; n: number | string }>(
    db,
    sql`select job_title as title, count(*) as n from prospect_search_people
      group by job_title order by n desc, job_title limit ${KEPT_TITLES}`,
  );
  return {
    at,
    titles: rows.map((r) => ({ title: SPELLING.get(r.title) ?? r.title, prospects: Number(r.n) })),
  };
}

async function titleCounts(db: Db, now: number): Promise<TitleSuggestion[]> {
  let pending = cache.get(db);
  const fresh = pending ? (await pending).at > now - TITLE_COUNTS_TTL_MS : false;
  if (!pending || !fresh) {
    pending = countTitles(db, now);
    cache.set(db, pending);
    // A failed count is not kept: the next request tries again.
    pending.catch(() => cache.delete(db));
  }
  return (await pending).titles;
}

/** Titles containing `q` (any case), the ones most prospects have first. */
export async function suggestTitles(
  db: Db,
  { q, limit, now }: { q: string; limit: number; now: number },
): Promise<TitleSuggestion[]> {
  const wanted = q.trim().toLowerCase();
  const titles = await titleCounts(db, now);
  const matching = wanted ? titles.filter((t) => t.title.toLowerCase().includes(wanted)) : titles;
  return matching.slice(0, limit);
}
