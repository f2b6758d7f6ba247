import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { BREAKDOWN_COUNT_LIMIT, PREVIEW_SNAPSHOT_LIMIT } from "../../contract/prospect-search";
import type { ProspectingFilters } from "../../contract/prospecting";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { prospectFilterConditions } from "./prospect-search-filters";
import { relaxations } from "./prospect-search-relaxations";
import { matchingCompanyIdsEach, planForActualValues, seqsQuery } from "./prospect-search-snapshot";

/** How many would match with one filter loosened; `count` stops at BREAKDOWN_COUNT_LIMIT. */
type FilterBreakdown = {
  filter: keyof ProspectingFilters;
  count: number;
  exact: boolean;
};

export type CountWithBreakdown = { total: number | null; without: FilterBreakdown[] };

/**
 * The live count and, for each filter, the count without it ("why so few?"), in two
 * statements. First the companies, in one pass: each distinct company condition among the
 * searches (removing a person filter leaves the company condition as it was) gets its ids.
 * Then one statement of counts, each the live count's own bounded query (the matches in
 * result order, using the same indexes), the loosened ones stopping one past
 * BREAKDOWN_COUNT_LIMIT, a tenth of the live count's: a count with one filter fewer is
 * broader, so it mostly reaches that bound early. The companies pass is most of the work
 * (a count's own query reads an index range), so the breakdown costs little more than one
 * live count, and nothing for the browser to fan out. Call it inside a transaction (planner
 * setting).
 */
export async function countWithBreakdown(
  tx: Db,
  filters: ProspectingFilters,
): Promise<CountWithBreakdown> {
  await planForActualValues(tx);
  const steps = relaxations(filters);
  const searches = [
    { filters, limit: PREVIEW_SNAPSHOT_LIMIT },
    ...steps.map((step) => ({ filters: step.filters, limit: BREAKDOWN_COUNT_LIMIT })),
  ].map((search) => ({ ...search, ...prospectFilterConditions(search.filters) }));
  const companyIds = await companyIdsOfEach(
    tx,
    searches.map((search) => search.company),
  );
  const columns = searches.map((search, i) => {
    const query = seqsQuery(tx, search.person, companyIds[i], search.limit);
    return sql`(select count(*) from (${query}) as matching) as ${sql.identifier(`n${i}`)}`;
  });
  const [row] = await sqlRows<Record<string, number | string>>(
    tx,
    sql`select ${sql.join(columns, sql`, `)}`,
  );
  const counted = searches.map((_, i) => Number(row?.[`n${i}`] ?? 0));
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

const dialect = new PgDialect();

/** Each search's company ids (undefined: no company condition), each distinct condition once. */
async function companyIdsOfEach(
  tx: Db,
  conditions: (SQL | undefined)[],
): Promise<(number[] | undefined)[]> {
  const distinct = new Map<string, SQL>();
  const keys = conditions.map((condition) => {
    if (!condition) return undefined;
    const { sql: text, params } = dialect.sqlToQuery(condition);
    const key = `${text}\u0000${JSON.stringify(params)}`;
    distinct.set(key, condition);
    return key;
  });
  const ids = await matchingCompanyIdsEach(tx, [...distinct.values()]);
  const byKey = new Map([...distinct.keys()].map((key, i) => [key, ids[i]!]));
  return keys.map((key) => (key === undefined ? undefined : byKey.get(key)));
}
