import { sql } from "drizzle-orm";

/**
 * Selected as `_total` beside a page's rows: the total of the whole result, in the same query.
 * The underscore keeps it apart from columns of the same name (jobs.total).
 */
export const totalCount = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * Splits a page that carries `_total` on every row. An empty page says nothing about the total,
 * so only then does `countAll` run a second query (page 1 empty means 0).
 */
export async function pageWithTotal<T extends { _total: number }>(
  rows: T[],
  page: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Omit<T, "_total">[]; total: number }> {
  if (rows.length > 0) {
    return { rows: rows.map(({ _total, ...row }) => row), total: rows[0]!._total };
  }
  return { rows: [], total: page === 1 ? 0 : await countAll() };
}
