import { and, desc, eq, sql } from "drizzle-orm";
import type {
  CampaignTriggerBody,
  CampaignTriggerResult,
} from "../../contract/campaign-enrollments";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { uncontactableSql } from "../do-not-contact";
import { ApiError } from "../http/errors";
import { newId } from "../ids";
import { leadLists, leads } from "../leads";
import { checkEnrollable } from "./campaign-enrollments";
import { type CampaignRow, lockCampaign } from "./campaigns";
import { campaigns } from "./tables";

/**
 * The list a campaign's triggered leads are added to, made on the first trigger that needs a
 * new lead. The campaign row is locked by the caller, so two triggers never make two lists.
 */
async function triggerList(tx: Db, campaign: CampaignRow, at: Date): Promise<string> {
  if (campaign.triggerLeadListId) return campaign.triggerLeadListId;
  const [list] = await tx
    .insert(leadLists)
    .values({
      id: newId("ll"),
      workspaceId: campaign.workspaceId,
      name: `${campaign.name.slice(0, 180)} (triggered)`,
      description: "Leads added by the campaign's trigger.",
      createdAt: at,
    })
    .returning({ id: leadLists.id });
  await tx
    .update(campaigns)
    .set({ triggerLeadListId: list!.id })
    .where(eq(campaigns.id, campaign.id));
  return list!.id;
}

/**
 * The workspace's newest lead with the address `email` (trimmed and lower-case, as the
 * trigger's body gives it), probing leads_ws_email_idx, which holds the leads' addresses the
 * same way: the cost of a look-up, however many leads the workspace has.
 */
export function newestLeadWithEmail(db: Db, workspaceId: string, email: string) {
  return db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.workspaceId, workspaceId), sql`lower(trim(${leads.email})) = ${email}`))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(1);
}

/** The lead the trigger names: by id (404 when not the workspace's), or by email, made if new. */
async function triggeredLead(
  tx: Db,
  campaign: CampaignRow,
  body: CampaignTriggerBody,
  at: Date,
): Promise<{ id: string; created: boolean }> {
  if (body.lead_id !== undefined) {
    const [lead] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.workspaceId, campaign.workspaceId), eq(leads.id, body.lead_id)));
    if (!lead) throw new ApiError("lead_not_found");
    return { id: lead.id, created: false };
  }
  const email = body.email!;
  const [existing] = await newestLeadWithEmail(tx, campaign.workspaceId, email);
  if (existing) return { id: existing.id, created: false };
  const [lead] = await tx
    .insert(leads)
    .values({
      id: newId("lead"),
      workspaceId: campaign.workspaceId,
      leadListId: await triggerList(tx, campaign, at),
      firstName: body.first_name ?? "",
      lastName: body.last_name ?? "",
      email,
      jobTitle: body.job_title ?? "",
      companyName: body.company_name ?? "",
      createdAt: at,
    })
    .returning({ id: leads.id });
  return { id: lead!.id, created: true };
}

/**
 * The campaign trigger: enrolls one lead, making it first when no lead of the workspace has
 * the email. Answers the lead's public id as lead_id (and no workflow_id, spec versioning).
 */
export async function triggerCampaign(
  db: Db,
  input: { workspaceId: string; campaignId: string; body: CampaignTriggerBody; at: Date },
): Promise<CampaignTriggerResult> {
  return db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, input.workspaceId, input.campaignId);
    checkEnrollable(campaign);
    const lead = await triggeredLead(tx, campaign, input.body, input.at);
    const [outcome] = await sqlRows<{ blocked: boolean; inserted: boolean }>(
      tx,
      sql`with target as (
          select l.id, l.status, ${uncontactableSql()} as blocked from leads l
          where l.id = ${lead.id}
        ),
        inserted as (
          insert into campaign_enrollments (campaign_id, lead_id, workspace_id, state,
            enrolled_at, updated_at, seen_lead_status)
          select ${campaign.id}, id, ${campaign.workspaceId}, 'active',
            ${input.at.toISOString()}::timestamptz, ${input.at.toISOString()}::timestamptz, status
          from target where not blocked
          on conflict (campaign_id, lead_id) do nothing
          returning lead_id
        )
        select (select blocked from target) as blocked,
          exists (select 1 from inserted) as inserted`,
    );
    const enrollment = outcome!.blocked
      ? "skipped"
      : outcome!.inserted
        ? "enrolled"
        : "already_enrolled";
    return { lead_id: lead.id, lead_created: lead.created, enrollment };
  });
}
