import { asc, desc, type SQL, sql } from "drizzle-orm";
import { LEAD_STATUSES, type LeadSort, type LeadSortColumn } from "../../contract/lead-lists";
import { PROVIDER_KEY_SOURCE, REDACTED_KEY } from "../auth/provider-credentials";
import { leads } from "./tables";

/** `like` treats % and _ as wildcards and \ as its escape; a search means the text itself. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Leads whose name, email, job title or company contains `q`, ignoring case, as responses show
 * them: a provider key in a field is shown replaced (spec rule 8), so a search cannot find text
 * inside one either, or it would tell the key a piece at a time. The key's pattern is checked
 * only on the rows whose text matches.
 */
export function leadSearch(q: string): SQL {
  const pattern = likePattern(q);
  const contains = (text: SQL) =>
    sql`(${text} ilike ${pattern}
      and regexp_replace(${text}, ${PROVIDER_KEY_SOURCE}, ${REDACTED_KEY}, 'g') ilike ${pattern})`;
  return sql`(
    ${contains(sql`(${leads.firstName} || ' ' || ${leads.lastName})`)}
    or ${contains(sql`coalesce(${leads.email}, '')`)}
    or ${contains(sql`${leads.jobTitle}`)}
    or ${contains(sql`${leads.companyName}`)}
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
