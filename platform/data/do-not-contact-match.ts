import { type SQL, sql } from "drizzle-orm";

/**
 * Whether the lead aliased `l` is on its workspace's do-not-contact list: its email, its
 * email's domain or a parent domain of it, or its prospect's phone number (digits only).
 * One predicate for enrolling, suppressing and sending, so they never disagree.
 */
export function onDoNotContactSql(l: SQL = sql.raw("l")): SQL {
  return sql`exists (
    select 1 from do_not_contact d
    where d.workspace_id = ${l}.workspace_id
      and (
        (d.type = 'email' and d.value = lower(${l}.email))
        or (d.type = 'domain' and ${l}.email is not null and (
          d.value = lower(split_part(${l}.email, '@', 2))
          or lower(split_part(${l}.email, '@', 2)) like '%.' || d.value))
        or (d.type = 'phone' and ${l}.prospect_id is not null and exists (
          select 1 from prospects p
          where p.id = ${l}.prospect_id
            and regexp_replace(p.phone, '[^0-9]', '', 'g') = d.value))
      ))`;
}

/** Lead statuses that end outreach: such a lead is never enrolled or contacted. */
export const UNCONTACTABLE_LEAD_STATUSES = ["dnc", "unsubscribed", "bounced"] as const;

/** Whether the lead aliased `l` may not be contacted, by its status or the list. */
export function uncontactableSql(l: SQL = sql.raw("l")): SQL {
  return sql`(${l}.status in ('dnc', 'unsubscribed', 'bounced') or ${onDoNotContactSql(l)})`;
}
