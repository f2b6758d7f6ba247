import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { revealedId } from "../prospecting";

/** The fields a lead `l` would gain from its prospect `p`: a missing email, title or company. */
const fieldsToAdd = sql`array_remove(array[
    case when l.email is null and p.email <> '' then 'email' end,
    case when l.job_title = '' and p.job_title <> '' then 'job_title' end,
    case when l.company_name = '' and p.company_name <> '' then 'company_name' end
  ], null)`;

/** The lead gains something: the same test as fieldsToAdd, in a form an index scan can use. */
const gainsAField = sql`((l.email is null and p.email <> '')
  or (l.job_title = '' and p.job_title <> '')
  or (l.company_name = '' and p.company_name <> ''))`;

/** A lead of the list whose prospect has something to add, and whether it is paid for. */
export type EnrichmentCandidate = {
  id: string;
  /** The lead's position in the list (oldest first, from 0). */
  pos: number;
  prospect_id: string;
  prospect_seq: number;
  fields_added: string[];
  /** The workspace has paid for this prospect's contact details: enriching it is free. */
  paid: boolean;
};

/** Leads of a list, oldest first: the order a bulk enrichment walks them in. */
const listSlice = (leadListId: string, from: number, size: number | null): SQL =>
  sql`select id, created_at from leads where lead_list_id = ${leadListId}
    order by created_at, id offset ${from}::int ${size === null ? sql`` : sql`limit ${size}::int`}`;

/**
 * The leads at positions [from, from + size) of a list that would gain a field, in list
 * order, each locked until the transaction ends so that no one else changes it meanwhile.
 */
export async function enrichmentCandidates(
  tx: Db,
  slice: { workspaceId: string; leadListId: string; from: number; size: number },
): Promise<EnrichmentCandidate[]> {
  return sqlRows<EnrichmentCandidate>(
    tx,
    sql`select l.id, s.pos::int as pos, p.id as prospect_id, p.seq as prospect_seq,
        ${fieldsToAdd} as fields_added, ${revealedId(slice.workspaceId, sql`p.id`)} as paid
      from (select ss.id, ${slice.from}::int - 1 + row_number() over (order by ss.created_at, ss.id) as pos
          from (${listSlice(slice.leadListId, slice.from, slice.size)}) ss) s
        join leads l on l.id = s.id
        join prospects p on p.id = l.prospect_id
      where ${gainsAField}
      order by s.pos
      for update of l`,
  );
}

/** Fills the missing fields of these leads from their prospects. */
export async function applyLeadEnrichment(tx: Db, leadIds: string[]): Promise<void> {
  if (leadIds.length === 0) return;
  // One text parameter holding an array literal: both drivers pass it the same way.
  await tx.execute(
    sql`update leads l set
        email = coalesce(l.email, nullif(p.email, '')),
        job_title = case when l.job_title = '' then p.job_title else l.job_title end,
        company_name = case when l.company_name = '' then p.company_name else l.company_name end
      from prospects p
      where l.id = any(${`{${leadIds.join(",")}}`}::text[]) and p.id = l.prospect_id`,
  );
}

/**
 * Of a list's leads from position `from` on: how many would gain a field, and how many of
 * those the workspace has already paid for.
 */
export async function countLeadsToEnrich(
  db: Db,
  scope: { workspaceId: string; leadListId: string; from?: number },
): Promise<{ missing: number; paid: number }> {
  const from = scope.from ?? 0;
  const [row] = await sqlRows<{ missing: number; paid: number }>(
    db,
    sql`select count(*)::int as missing,
        count(*) filter (where ${revealedId(scope.workspaceId, sql`p.id`)})::int as paid
      from leads l join prospects p on p.id = l.prospect_id
      where l.lead_list_id = ${scope.leadListId} and ${gainsAField}
        ${from > 0 ? sql`and l.id in (select id from (${listSlice(scope.leadListId, from, null)}) s)` : sql``}`,
  );
  return { missing: Number(row?.missing ?? 0), paid: Number(row?.paid ?? 0) };
}
