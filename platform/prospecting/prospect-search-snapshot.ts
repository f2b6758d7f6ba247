import { and, type SQL, sql } from "drizzle-orm";
import { PREVIEW_SNAPSHOT_LIMIT } from "../../contract/prospect-search";
import type { ProspectingFilters } from "../../contract/prospecting";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { prospectFilterConditions } from "./prospect-search-filters";
import { prospectSearchCompanies, prospectSearchPeople } from "./tables";

/**
 * Plans every statement of the transaction for its actual values. postgres-js prepares
 * statements, and after a few runs Postgres may reuse a generic plan that cannot see the
 * company ids or patterns it is given, so it can neither hash `= any(ids)` nor pick the right
 * index. (PGlite plans each statement anew anyway.) Call it inside a transaction.
 */
export async function planForActualValues(tx: Db): Promise<void> {
  await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
}

/**
 * The ids of the companies meeting each of the company conditions, from one pass over the
 * companies (the breakdown asks for several at once). The companies table is small (one row
 * per company), so this is a quick scan; the ids then filter people as a constant list that
 * Postgres hashes and can estimate, which a join or a subquery would not give.
 */
export async function matchingCompanyIdsEach(db: Db, conditions: SQL[]): Promise<number[][]> {
  if (conditions.length === 0) return [];
  const columns = conditions.map(
    (condition, i) =>
      sql`coalesce(array_agg(${prospectSearchCompanies.id}) filter (where ${condition}), '{}') as ${sql.identifier(`ids${i}`)}`,
  );
  const [row] = await sqlRows<Record<string, number[]>>(
    db,
    sql`select ${sql.join(columns, sql`, `)} from ${prospectSearchCompanies}
      where ${sql.join(conditions, sql` or `)}`,
  );
  return conditions.map((_, i) => row?.[`ids${i}`] ?? []);
}

/**
 * The query (as SQL, to embed) for the seqs of the prospects meeting `person` at the companies
 * `companyIds` (any company when undefined) in result order, with one past `limit`.
 */
export function seqsQuery(
  db: Db,
  person: SQL | undefined,
  companyIds: number[] | undefined,
  limit: number,
  withTitleKey = false,
): SQL {
  // One text parameter holding an array literal: both drivers pass it the same way.
  const ofCompanies =
    companyIds === undefined
      ? undefined
      : companyIds.length === 0
        ? sql`false`
        : sql`${prospectSearchPeople.companyId} = any(${`{${companyIds.join(",")}}`}::int4[])`;
  return db
    .select({
      seq: prospectSearchPeople.seq,
      // For ranking by title: in every (value, seq) index's row or one lookup away.
      ...(withTitleKey ? { job_title_key: prospectSearchPeople.jobTitleKey } : {}),
    })
    .from(prospectSearchPeople)
    .where(and(person, ofCompanies))
    .orderBy(prospectSearchPeople.seq)
    .limit(limit + 1)
    .getSQL();
}

/**
 * The query (as SQL, to embed) for the seqs of the matching prospects in result order, with
 * one past the limit (the snapshot's, unless told) to tell "more than the limit matched";
 * `withTitleKey`: each with its job_title_key too (columns seq, job_title_key).
 */
export async function matchingSeqsQuery(
  db: Db,
  filters: ProspectingFilters,
  limit: number = PREVIEW_SNAPSHOT_LIMIT,
  withTitleKey = false,
): Promise<SQL> {
  const { person, company } = prospectFilterConditions(filters);
  const [companyIds] = company ? await matchingCompanyIdsEach(db, [company]) : [undefined];
  return seqsQuery(db, person, companyIds, limit, withTitleKey);
}
