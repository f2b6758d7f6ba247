import { sql } from "drizzle-orm";
import { PREVIEW_SNAPSHOT_LIMIT } from "../../contract/prospect-search";
import type { ProspectingFilters } from "../../contract/prospecting";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { matchingSeqsQuery, planForActualValues } from "./prospect-search-snapshot";

/**
 * How many prospects match, counted the way a preview would find them (the same query, so
 * the two agree), exact up to the snapshot limit and null above. Writes nothing: it stores no
 * result set and charges nothing. Call it inside a transaction (for the planner setting).
 */
export async function countMatches(tx: Db, filters: ProspectingFilters): Promise<number | null> {
  await planForActualValues(tx);
  const matching = await matchingSeqsQuery(tx, filters);
  const [row] = await sqlRows<{ n: number | string }>(
    tx,
    sql`select count(*) as n from (${matching}) as matching`,
  );
  const n = Number(row?.n ?? 0);
  return n > PREVIEW_SNAPSHOT_LIMIT ? null : n;
}
