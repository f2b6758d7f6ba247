import { type SQL, sql } from "drizzle-orm";
import { BREAKDOWN_COUNT_LIMIT, PREVIEW_SNAPSHOT_LIMIT } from "../../contract/prospect-search";
import type { ProspectingFilters } from "../../contract/prospecting";
import type { Db } from "../db/client";
import { relaxations } from "./prospect-search-relaxations";
import { matchingSeqsQuery, planForActualValues } from "./prospect-search-snapshot";
import { executeRows } from "./prospect-search-sql";

/** How many would match with one filter loosened; `count` stops at BREAKDOWN_COUNT_LIMIT. */
export type FilterBreakdown = {
  filter: keyof ProspectingFilters;
  count: number;
  exact: boolean;
};

export type CountWithBreakdown = { total: number | null; without: FilterBreakdown[] };

/**
 * The live count and, for each filter, the count without it ("why so few?"), in one
 * statement. Each count is the live count's own bounded query (the matches in result order,
 * using the same indexes), the loosened ones stopping one past BREAKDOWN_COUNT_LIMIT, a tenth
 * of the live count's: a count with one filter fewer is broader, so it mostly reaches that
 * bound after a tenth of the rows the live count may read, and the whole breakdown of a few
 * filters costs about what one live count does. One statement, not one per filter: one round trip, one plan per count,
 * and nothing for the browser to fan out. Call it inside a transaction (planner setting).
 */
export async function countWithBreakdown(
  tx: Db,
  filters: ProspectingFilters,
): Promise<CountWithBreakdown> {
  await planForActualValues(tx);
  const steps = relaxations(filters);
  // Sequential: each query reads the companies its filters allow, and one transaction runs
  // one statement at a time anyway.
  const queries: SQL[] = [];
  queries.push(await matchingSeqsQuery(tx, filters));
  for (const step of steps) {
    queries.push(await matchingSeqsQuery(tx, step.filters, BREAKDOWN_COUNT_LIMIT));
  }
  const columns = queries.map(
    (query, i) => sql`(select count(*) from (${query}) as matching) as ${sql.identifier(`n${i}`)}`,
  );
  const [row] = await executeRows<Record<string, number | string>>(
    tx,
    sql`select ${sql.join(columns, sql`, `)}`,
  );
  const counted = queries.map((_, i) => Number(row?.[`n${i}`] ?? 0));
  const [total = 0, ...loosened] = counted;
  const without = steps
    .map((step, i) => {
      const n = loosened[i] ?? 0;
      return {
        filter: step.filter,
        count: Math.min(n, BREAKDOWN_COUNT_LIMIT),
        exact: n <= BREAKDOWN_COUNT_LIMIT,
      };
    })
    // The filter whose removal brings the most back first; the schema's order among equals.
    .sort((a, b) => b.count - a.count);
  return { total: total > PREVIEW_SNAPSHOT_LIMIT ? null : total, without };
}
