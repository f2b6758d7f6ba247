import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

/**
 * Call after loading the corpus in bulk. VACUUM marks the pages all-visible, so the
 * (value, seq) indexes answer searches without visiting the table; ANALYZE gives the planner
 * the row counts it needs to choose between an index and a scan in result order. PGlite runs
 * no autovacuum, so without this neither would ever happen there. Not inside a transaction.
 */
export async function prepareProspectSearch(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) prospect_search_people, prospect_search_companies`);
  await db.execute(sql`analyze prospects`);
}

const checked = new WeakMap<Db, Promise<void>>();

/**
 * The same, once per process, for a corpus that was never prepared (a database filled before
 * search existed, or before job_title_key: adding that column rewrote the table, so its
 * visibility map and the new column's statistics are missing until the next VACUUM ANALYZE). Searches run before it finishes just run slower; a failure is only logged.
 */
export function ensureSearchStatistics(db: Db): Promise<void> {
  let pending = checked.get(db);
  if (!pending) {
    pending = prepareIfNeverAnalyzed(db).catch((err) =>
      console.error("could not prepare prospect search", err),
    );
    checked.set(db, pending);
  }
  return pending;
}

async function prepareIfNeverAnalyzed(db: Db) {
  const [state] = await sqlRows<{ analyzed: boolean; filled: boolean }>(
    db,
    sql`select
      exists (select 1 from pg_stats
        where schemaname = current_schema() and tablename = 'prospect_search_people'
          and attname = 'job_title_key') as analyzed,
      exists (select 1 from prospect_search_people) as filled`,
  );
  if (state?.filled && !state.analyzed) await prepareProspectSearch(db);
}
