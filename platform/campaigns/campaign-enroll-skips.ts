import { type SQL, sql } from "drizzle-orm";
import {
  ENROLL_SKIP_REASONS,
  type EnrollSkipReason,
  SKIPPED_LEADS_SHOWN,
  type SkippedLead,
} from "../../contract/campaign-enrollments";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { uncontactableSql } from "../do-not-contact";
import { shownLeadFields } from "../leads";

/**
 * Which of the chosen leads an enrollment keeps out, and why, as the field's tools default to:
 * a lead that may not be contacted, always; one that replied in another campaign (its
 * enrollment there ended replied or with a meeting, it sent a message answering one, or a
 * meeting was booked for that campaign) or is
 * still in another campaign's sequence, unless the request includes them. One lateral look-up
 * per lead through the enrollments' and conversations' lead indexes, so a list of any size
 * costs a few index probes a lead.
 *
 * Columns: id, status, reason (null: it may join), other_campaign_id, already (in this
 * campaign already).
 */
export function classifiedLeadsSql(
  campaign: { id: string; workspaceId: string },
  chosen: SQL,
  includeEngaged: boolean,
): SQL {
  const other = sql`e.lead_id = l.id and e.campaign_id <> ${campaign.id}`;
  return sql`select l.id, l.first_name, l.last_name, l.company_name, l.status,
      case
        when ${uncontactableSql()} then 'do_not_contact'
        when ${includeEngaged} then null
        when o.replied_in is not null then 'replied_elsewhere'
        when o.active_in is not null then 'active_elsewhere'
      end as reason,
      case when not ${includeEngaged} then coalesce(o.replied_in, o.active_in) end
        as other_campaign_id,
      exists (select 1 from campaign_enrollments x
        where x.campaign_id = ${campaign.id} and x.lead_id = l.id) as already
    from leads l
    cross join lateral (select
      coalesce(
        (select e.campaign_id from campaign_enrollments e
          where ${other} and e.state in ('replied', 'meeting_booked') limit 1),
        (select m.campaign_id from conversations cv join messages m on m.conversation_id = cv.id
          where cv.lead_id = l.id and m.direction = 'inbound' and m.campaign_id is not null
            and m.campaign_id <> ${campaign.id} limit 1),
        (select mt.campaign_id from meetings mt where mt.lead_id = l.id
          and mt.campaign_id is not null and mt.campaign_id <> ${campaign.id} limit 1))
        as replied_in,
      (select e.campaign_id from campaign_enrollments e where ${other} and e.state = 'active'
        limit 1) as active_in) o
    where l.workspace_id = ${campaign.workspaceId} and ${chosen}`;
}

type SkippedRow = {
  lead_id: string;
  first_name: string;
  last_name: string;
  company_name: string;
  reason: EnrollSkipReason;
  other_id: string | null;
  other_name: string | null;
};

/** The first skipped leads of a classification, by reason (in the contract's order), then name. */
export async function firstSkippedLeads(tx: Db, classified: SQL): Promise<SkippedLead[]> {
  const order = `{${ENROLL_SKIP_REASONS.join(",")}}`;
  const found = await sqlRows<SkippedRow>(
    tx,
    sql`select k.id as lead_id, k.first_name, k.last_name, k.company_name, k.reason,
        c.id as other_id, c.name as other_name
      from (${classified}) k
      left join campaigns c on c.id = k.other_campaign_id
      where k.reason = 'do_not_contact' or (k.reason is not null and not k.already)
      order by array_position(${order}::text[], k.reason), k.last_name, k.first_name, k.id
      limit ${SKIPPED_LEADS_SHOWN}`,
  );
  return found.map((r) => ({
    lead_id: r.lead_id,
    ...shownLeadFields({
      first_name: r.first_name,
      last_name: r.last_name,
      company_name: r.company_name,
    }),
    reason: r.reason,
    other_campaign: r.other_id && r.other_name ? { id: r.other_id, name: r.other_name } : null,
  }));
}
