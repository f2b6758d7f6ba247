import { type SQL, sql } from "drizzle-orm";

/**
 * Whether the lead aliased `l` is on its workspace's do-not-contact list: its email, its
 * email's domain or a parent domain of it, or its prospect's phone number (digits only).
 * One predicate for enrolling, suppressing and sending, so they never disagree.
 *
 * Each kind is its own probe of the entries' unique index (workspace, type, value) by
 * equality, so its cost is a few index look-ups per lead whatever the size of the list: the
 * address as stored (lower-case, trimmed), the domain lineage (the domain and each parent,
 * email_domain_lineage(), the function the lead_email_domains triggers store it with), and the
 * prospect's phone digits.
 */
export function onDoNotContactSql(l: SQL = sql.raw("l")): SQL {
  return sql`(exists (
      select 1 from do_not_contact d
      where d.workspace_id = ${l}.workspace_id and d.type = 'email'
        and d.value = lower(trim(${l}.email)))
    or exists (
      select 1 from do_not_contact d
      where d.workspace_id = ${l}.workspace_id and d.type = 'domain'
        and d.value = any(email_domain_lineage(${l}.email)))
    or exists (
      select 1 from prospects p join do_not_contact d
        on d.workspace_id = ${l}.workspace_id and d.type = 'phone'
          and d.value = regexp_replace(p.phone, '[^0-9]', '', 'g')
      where p.id = ${l}.prospect_id))`;
}

/** Lead statuses that end outreach: such a lead is never enrolled or contacted. */
export const UNCONTACTABLE_LEAD_STATUSES = ["dnc", "unsubscribed", "bounced"] as const;

/** Whether the lead aliased `l` may not be contacted, by its status or the list. */
export function uncontactableSql(l: SQL = sql.raw("l")): SQL {
  return sql`(${l}.status in ('dnc', 'unsubscribed', 'bounced') or ${onDoNotContactSql(l)})`;
}

/**
 * The leads of the workspace an entry matches, in lead id order after `afterLeadId`, at most
 * `limit` (null: all of them, unordered, to count): the other direction of onDoNotContactSql,
 * for applying a new entry to the leads already there. Email and domain entries read an index
 * by equality (the normalised address; lead_email_domains, which holds every parent domain of
 * each lead's domain). Phone numbers have no index on the prospect side: that walk reads the
 * workspace's leads with a prospect once, in id order, over the job's batches.
 */
export function leadsMatchingEntrySql(entry: {
  workspaceId: string;
  type: "email" | "domain" | "phone";
  value: string;
  afterLeadId: string | null;
  limit: number | null;
}): SQL {
  const { workspaceId, value, afterLeadId, limit } = entry;
  const id = sql.raw(entry.type === "domain" ? "l.lead_id" : "l.id");
  const after = afterLeadId === null ? sql`` : sql`and ${id} > ${afterLeadId}`;
  const page = limit === null ? sql`` : sql`order by ${id} limit ${limit}`;
  switch (entry.type) {
    case "email":
      return sql`select ${id} as id from leads l
        where l.workspace_id = ${workspaceId} and lower(trim(l.email)) = ${value} ${after}
        ${page}`;
    case "domain":
      return sql`select ${id} as id from lead_email_domains l
        where l.workspace_id = ${workspaceId} and l.domain = ${value} ${after}
        ${page}`;
    case "phone":
      return sql`select ${id} as id from leads l join prospects p on p.id = l.prospect_id
        where l.workspace_id = ${workspaceId} and l.prospect_id is not null
          and regexp_replace(p.phone, '[^0-9]', '', 'g') = ${value} ${after}
        ${page}`;
  }
}
