import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";

async function rows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export type EnrichedLead = { id: string; fields_added: string[] };

/**
 * Enriches positions [from, from + size) of a list's leads (oldest first) from the prospect
 * corpus: fills a missing email, job title or company name. Returns the leads that gained a
 * field and which fields; a lead with nothing to add (or no prospect behind it) is unchanged,
 * so running a slice twice adds nothing the second time.
 */
export async function enrichLeadSlice(
  tx: Db,
  slice: { leadListId: string; from: number; size: number },
): Promise<EnrichedLead[]> {
  return rows<EnrichedLead>(
    tx,
    sql`with slice as (
        select id from leads where lead_list_id = ${slice.leadListId}
        order by created_at, id offset ${slice.from}::int limit ${slice.size}::int
      ), found as (
        select l.id, p.email, p.job_title, p.company_name,
          array_remove(array[
            case when l.email is null and p.email <> '' then 'email' end,
            case when l.job_title = '' and p.job_title <> '' then 'job_title' end,
            case when l.company_name = '' and p.company_name <> '' then 'company_name' end
          ], null) as fields_added
        from leads l join slice s on s.id = l.id join prospects p on p.id = l.prospect_id
      )
      update leads l set
        email = coalesce(l.email, nullif(f.email, '')),
        job_title = case when l.job_title = '' then f.job_title else l.job_title end,
        company_name = case when l.company_name = '' then f.company_name else l.company_name end
      from found f
      where l.id = f.id and cardinality(f.fields_added) > 0
      returning l.id, f.fields_added`,
  );
}
