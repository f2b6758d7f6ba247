import { and, desc, eq, sql } from "drizzle-orm";
import type { EnrollmentCounts, EnrollSkipReason } from "../../contract/campaign-enrollments";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { ApiError } from "../http/errors";
import { findLeadList, leads } from "../leads";
import { classifiedLeadsSql, firstSkippedLeads } from "./campaign-enroll-skips";
import { type CampaignRow, lockCampaign, stateSentence } from "./campaigns";
import { campaignEnrollmentCounts, campaignEnrollments } from "./tables";

/** Leads join a draft, active or paused campaign; a stopped or finished one takes no more. */
export function checkEnrollable(campaign: CampaignRow) {
  if (campaign.status === "stopped" || campaign.status === "finished") {
    throw new ApiError(
      "campaign_state",
      {},
      `Leads can be enrolled only in a draft, active or paused campaign, and this one ${stateSentence(campaign.status)}.`,
    );
  }
}

/** A text[] from one JSON parameter: one bind however many ids. */
const idArray = (ids: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

type EnrollChoice = { includeEngaged: boolean; dryRun: boolean };

/**
 * Enrolls the chosen leads in one statement, whatever their number: leads kept out
 * (campaign-enroll-skips.ts: do-not-contact always; active or replied in another campaign
 * unless included) are recorded as the campaign's enrollment skips with their reason, those
 * already in the campaign are left as they were (ON CONFLICT DO NOTHING), the rest join with
 * no next_step_at, which the engine reads as "schedule the first step" once the campaign is
 * active, and with their status as it is, so a change later ends their sequence. A dry run
 * counts the same and writes nothing.
 */
async function enrollWhere(
  tx: Db,
  campaign: CampaignRow,
  chosen: ReturnType<typeof sql>,
  at: Date,
  choice: EnrollChoice,
): Promise<EnrollmentCounts> {
  const iso = sql`${at.toISOString()}::timestamptz`;
  const classified = classifiedLeadsSql(campaign, chosen, choice.includeEngaged);
  const writes = choice.dryRun
    ? sql`inserted as (select id as lead_id from classified where reason is null and not already)`
    : sql`inserted as (
        insert into campaign_enrollments (campaign_id, lead_id, workspace_id, state,
          enrolled_at, updated_at, seen_lead_status)
        select ${campaign.id}, id, ${campaign.workspaceId}, 'active', ${iso}, ${iso}, status
        from classified where reason is null
        on conflict (campaign_id, lead_id) do nothing
        returning lead_id
      ),
      recorded as (
        insert into campaign_skips (campaign_id, lead_id, workspace_id, step_index, reason,
          other_campaign_id, skipped_at)
        select ${campaign.id}, id, ${campaign.workspaceId}, null, reason, other_campaign_id, ${iso}
        from classified where reason is not null and not already
        on conflict (campaign_id, lead_id, coalesce(step_index, -1)) do update
          set reason = excluded.reason, other_campaign_id = excluded.other_campaign_id,
            skipped_at = excluded.skipped_at
        returning 1
      ),
      -- A lead kept out before and enrolled now is no longer a skip of the campaign.
      forgotten as (
        delete from campaign_skips s using classified k
        where s.campaign_id = ${campaign.id} and s.lead_id = k.id and s.step_index is null
          and k.reason is null
        returning 1
      )`;
  const [counts] = await sqlRows<Record<EnrollSkipReason | "eligible" | "enrolled", number>>(
    tx,
    sql`with classified as (${classified}), ${writes}
      select
        (count(*) filter (where reason = 'do_not_contact'))::int as do_not_contact,
        (count(*) filter (where reason = 'active_elsewhere' and not already))::int
          as active_elsewhere,
        (count(*) filter (where reason = 'replied_elsewhere' and not already))::int
          as replied_elsewhere,
        (count(*) filter (where reason is null or already and reason <> 'do_not_contact'))::int
          as eligible,
        (select count(*) from inserted)::int as enrolled
      from classified`,
  );
  const { eligible, enrolled, ...byReason } = counts!;
  const skipped_by_reason = {
    do_not_contact: byReason.do_not_contact,
    active_elsewhere: byReason.active_elsewhere,
    replied_elsewhere: byReason.replied_elsewhere,
  };
  return {
    enrolled,
    already_enrolled: eligible - enrolled,
    skipped: Object.values(skipped_by_reason).reduce((a, b) => a + b, 0),
    skipped_by_reason,
    skipped_leads: await firstSkippedLeads(tx, classified),
    dry_run: choice.dryRun,
  };
}

export async function enrollLeads(
  db: Db,
  input: {
    workspaceId: string;
    campaignId: string;
    leadListId?: string;
    leadIds?: string[];
    at: Date;
    includeEngaged?: boolean;
    dryRun?: boolean;
  },
): Promise<EnrollmentCounts> {
  const choice = { includeEngaged: input.includeEngaged ?? false, dryRun: input.dryRun ?? false };
  return db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, input.workspaceId, input.campaignId);
    if (input.leadListId !== undefined) {
      if (!(await findLeadList(tx, input.workspaceId, input.leadListId))) {
        throw new ApiError("lead_list_not_found");
      }
      checkEnrollable(campaign);
      return enrollWhere(tx, campaign, sql`l.lead_list_id = ${input.leadListId}`, input.at, choice);
    }
    const ids = [...new Set(input.leadIds ?? [])];
    const [found] = await sqlRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from leads
        where workspace_id = ${input.workspaceId} and id = any(${idArray(ids)})`,
    );
    // One unknown id (or one of another workspace) and nothing is enrolled.
    if (found!.n !== ids.length) throw new ApiError("leads_not_found");
    checkEnrollable(campaign);
    return enrollWhere(tx, campaign, sql`l.id = any(${idArray(ids)})`, input.at, choice);
  });
}

/**
 * A page of the campaign's enrollments, newest first, through (campaign_id, enrolled_at,
 * lead_id); the total is the campaign's kept count (campaign_enrollment_counts), not a count of
 * its rows.
 */
export async function listEnrollments(db: Db, campaignId: string, page: number, perPage: number) {
  const where = eq(campaignEnrollments.campaignId, campaignId);
  const rows = await db
    .select({
      enrollment: campaignEnrollments,
      lead: {
        firstName: leads.firstName,
        lastName: leads.lastName,
        email: leads.email,
        companyName: leads.companyName,
        status: leads.status,
      },
    })
    .from(campaignEnrollments)
    .innerJoin(leads, eq(leads.id, campaignEnrollments.leadId))
    .where(where)
    .orderBy(desc(campaignEnrollments.enrolledAt), desc(campaignEnrollments.leadId))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [kept] = await db
    .select({ n: campaignEnrollmentCounts.n })
    .from(campaignEnrollmentCounts)
    .where(eq(campaignEnrollmentCounts.campaignId, campaignId));
  return { rows, total: kept?.n ?? 0 };
}

/** Takes a lead out of a campaign; false when it was not in it. */
export async function removeEnrollment(db: Db, campaignId: string, leadId: string) {
  const removed = await db
    .delete(campaignEnrollments)
    .where(
      and(eq(campaignEnrollments.campaignId, campaignId), eq(campaignEnrollments.leadId, leadId)),
    )
    .returning({ leadId: campaignEnrollments.leadId });
  return removed.length > 0;
}
