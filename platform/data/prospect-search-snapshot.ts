import { and, type SQL, sql } from "drizzle-orm";
import { PREVIEW_SNAPSHOT_LIMIT } from "../../contract/prospect-search";
import type { ProspectingFilters } from "../../contract/prospecting";
import type { Db } from "../db/client";
import { prospectSearchCompanies, prospectSearchPeople } from "../db/schema";
import { prospectFilterConditions } from "./prospect-search-filters";

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
 * The ids of the companies meeting the company conditions. The companies table is small
 * (one row per company), so this is a quick scan; the ids then filter people as a constant
 * list that Postgres hashes and can estimate, which a join or a subquery would not give.
 */
async function matchingCompanyIds(db: Db, condition: SQL): Promise<number[]> {
  const [row] = await db
    .select({ ids: sql<number[]>`coalesce(array_agg(${prospectSearchCompanies.id}), '{}')` })
    .from(prospectSearchCompanies)
    .where(condition);
  return row?.ids ?? [];
}

/**
 * The query (as SQL, to embed) for the seqs of the matching prospects in result order, with
 * one past the limit (the snapshot's, unless told) to tell "more than the limit matched".
 */
export async function matchingSeqsQuery(
  db: Db,
  filters: ProspectingFilters,
  limit: number = PREVIEW_SNAPSHOT_LIMIT,
): Promise<SQL> {
  const { person, company } = prospectFilterConditions(filters);
  let ofCompanies: SQL | undefined;
  if (company) {
    const ids = await matchingCompanyIds(db, company);
    // One text parameter holding an array literal: both drivers pass it the same way.
    ofCompanies =
      ids.length === 0
        ? sql`false`
        : sql`${prospectSearchPeople.companyId} = any(${`{${ids.join(",")}}`}::int4[])`;
  }
  return db
    .select({ seq: prospectSearchPeople.seq })
    .from(prospectSearchPeople)
    .where(and(person, ofCompanies))
    .orderBy(prospectSearchPeople.seq)
    .limit(limit + 1)
    .getSQL();
}
