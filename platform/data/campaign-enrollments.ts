import { and, desc, eq, sql } from "drizzle-orm";
import type { EnrollmentCounts } from "../../contract/campaign-enrollments";
import type { Db } from "../db/client";
import { campaignEnrollmentCounts, campaignEnrollments, leads } from "../db/schema";
import { sqlRows } from "../db/sql-rows";
import { ApiError } from "../http/errors";
import { type CampaignRow, lockCampaign, stateSentence } from "./campaigns";
import { uncontactableSql } from "./do-not-contact-match";
import { findLeadList } from "./lead-lists";

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

/**
 * Enrolls the chosen leads in one statement, whatever their number: leads that may not be
 * contacted (status or do-not-contact) are skipped, those already in the campaign are left
 * as they were (ON CONFLICT DO NOTHING), the rest join with no next_step_at, which the engine
 * reads as "schedule the first step" once the campaign is active.
 */
async function enrollWhere(
  tx: Db,
  campaign: CampaignRow,
  chosen: ReturnType<typeof sql>,
  at: Date,
): Promise<EnrollmentCounts> {
  const iso = sql`${at.toISOString()}::timestamptz`;
  const [counts] = await sqlRows<{ skipped: number; eligible: number; enrolled: number }>(
    tx,
    sql`with chosen as (
        select l.id, ${uncontactableSql()} as blocked
        from leads l
        where l.workspace_id = ${campaign.workspaceId} and ${chosen}
      ),
      inserted as (
        insert into campaign_enrollments
          (campaign_id, lead_id, workspace_id, state, enrolled_at, updated_at)
        select ${campaign.id}, id, ${campaign.workspaceId}, 'active', ${iso}, ${iso}
        from chosen where not blocked
        on conflict (campaign_id, lead_id) do nothing
        returning lead_id
      )
      select
        (select count(*) from chosen where blocked)::int as skipped,
        (select count(*) from chosen where not blocked)::int as eligible,
        (select count(*) from inserted)::int as enrolled`,
  );
  const { skipped, eligible, enrolled } = counts!;
  return { enrolled, already_enrolled: eligible - enrolled, skipped };
}

export async function enrollLeads(
  db: Db,
  input: {
    workspaceId: string;
    campaignId: string;
    leadListId?: string;
    leadIds?: string[];
    at: Date;
  },
): Promise<EnrollmentCounts> {
  return db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, input.workspaceId, input.campaignId);
    if (input.leadListId !== undefined) {
      if (!(await findLeadList(tx, input.workspaceId, input.leadListId))) {
        throw new ApiError("lead_list_not_found");
      }
      checkEnrollable(campaign);
      return enrollWhere(tx, campaign, sql`l.lead_list_id = ${input.leadListId}`, input.at);
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
    return enrollWhere(tx, campaign, sql`l.id = any(${idArray(ids)})`, input.at);
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
