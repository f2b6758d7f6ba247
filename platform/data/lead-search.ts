import { asc, desc, type SQL, sql } from "drizzle-orm";
import { LEAD_STATUSES, type LeadSort, type LeadSortColumn } from "../../contract/lead-lists";
import { leads } from "../db/schema";

/** `like` treats % and _ as wildcards and \ as its escape; a search means the text itself. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Leads whose name, email, job title or company contains `q`, ignoring case. */
export function leadSearch(q: string): SQL {
  const pattern = likePattern(q);
  return sql`(
    (${leads.firstName} || ' ' || ${leads.lastName}) ilike ${pattern}
    or coalesce(${leads.email}, '') ilike ${pattern}
    or ${leads.jobTitle} ilike ${pattern}
    or ${leads.companyName} ilike ${pattern}
  )`;
}

const SORT_KEYS: Record<LeadSortColumn, SQL[]> = {
  created_at: [sql`${leads.createdAt}`],
  name: [sql`lower(${leads.lastName})`, sql`lower(${leads.firstName})`],
  // Leads without an email sort after every address, whichever the direction.
  email: [sql`(${leads.email} is null)`, sql`lower(${leads.email})`],
  company_name: [sql`lower(${leads.companyName})`],
  // The statuses' own order (new, contacted, replied, then the ones that stop outreach).
  status: [
    sql`case ${leads.status} ${sql.raw(LEAD_STATUSES.map((s, i) => `when '${s}' then ${i}`).join(" "))} end`,
  ],
};

/** The order of a sort; ties keep the newest first, and the id makes pages stable. */
export function leadOrder(sort: LeadSort): SQL[] {
  const descending = sort.startsWith("-");
  const column = (descending ? sort.slice(1) : sort) as LeadSortColumn;
  const keys = SORT_KEYS[column].map((key, i) =>
    // The "no email" flag always sorts ascending so the missing ones stay last.
    column === "email" && i === 0 ? asc(key) : descending ? desc(key) : asc(key),
  );
  if (column === "created_at") return [...keys, descending ? desc(leads.id) : asc(leads.id)];
  return [...keys, desc(leads.createdAt), desc(leads.id)];
}
