import { sql } from "drizzle-orm";
import { calls } from "../../calls/tables";
import type { Db } from "../../db/client";
import { insertMeetings, insertMessages, leads, recordConversationActivity } from "../../leads";
import { campaignEnrollments, campaignSkips } from "../tables";
import type { StepRecords } from "./records";
import { columnList, columnName, recordset } from "./sql";

/**
 * Writes a batch's records with one statement per table, each taking its rows as one JSON
 * parameter, so a batch costs the same few round trips whatever its size (conversations,
 * messages and meetings through data/outreach-records.ts, which the inbox shares). The unique indexes
 * on (campaign, lead, step) of messages and calls are the last guard: a step written twice
 * would fail the batch rather than send twice.
 */
export async function writeRecords(tx: Db, r: StepRecords): Promise<void> {
  await recordConversationActivity(tx, r.conversations);
  await insertMessages(tx, r.messages);
  if (r.calls.length) {
    const c = calls;
    await tx.execute(sql`insert into ${c} (${columnList([
      c.id,
      c.workspaceId,
      c.leadId,
      c.campaignId,
      c.stepIndex,
      c.variant,
      c.agentId,
      c.accountId,
      c.direction,
      c.outcome,
      c.durationSeconds,
      c.transcript,
      c.startedAt,
      c.endedAt,
      c.simulated,
      c.credits,
    ])})
      select r.id, r.workspace_id, r.lead_id, r.campaign_id, r.step_index, r.variant, r.agent_id,
        r.account_id, 'outbound', r.outcome, r.duration_seconds, r.transcript,
        r.started_at, r.ended_at, true, r.credits
      from ${recordset(r.calls)} as r(id text, workspace_id text, lead_id text, campaign_id text,
        step_index int, variant text, agent_id text, account_id text, outcome text, duration_seconds int,
        transcript text, started_at timestamptz, ended_at timestamptz,
        credits int)`);
  }
  await insertMeetings(tx, r.meetings);
  if (r.skips.length) {
    const k = campaignSkips;
    await tx.execute(sql`insert into ${k} (${columnList([
      k.campaignId,
      k.leadId,
      k.workspaceId,
      k.stepIndex,
      k.reason,
      k.skippedAt,
    ])})
      select r.campaign_id, r.lead_id, r.workspace_id, r.step_index, r.reason, r.at
      from ${recordset(r.skips)} as r(campaign_id text, lead_id text, workspace_id text,
        step_index int, reason text, at timestamptz)
      on conflict (${columnName(k.campaignId)}, ${columnName(k.leadId)},
        coalesce(${columnName(k.stepIndex)}, -1)) do nothing`);
  }
  if (r.leadStatuses.length) {
    await tx.execute(sql`update ${leads} set ${columnName(leads.status)} = r.status
      from ${recordset(r.leadStatuses)} as r(lead_id text, status text)
      where ${leads.id} = r.lead_id`);
  }
  if (r.enrollments.length) {
    const e = campaignEnrollments;
    await tx.execute(sql`update ${e} set ${columnName(e.state)} = r.state,
        ${columnName(e.currentStep)} = r.current_step, ${columnName(e.nextStepAt)} = r.next_step_at,
        ${columnName(e.lastStepAt)} = coalesce(r.last_step_at, ${e.lastStepAt}),
        ${columnName(e.endedAt)} = r.ended_at, ${columnName(e.updatedAt)} = now(),
        ${columnName(e.attempts)} = 0, ${columnName(e.failureReason)} = null,
        ${columnName(e.claimedBy)} = null, ${columnName(e.claimedUntil)} = null,
        ${columnName(e.seenLeadStatus)} = r.seen_status
      from ${recordset(r.enrollments)} as r(campaign_id text, lead_id text, state text,
        current_step int, next_step_at timestamptz, last_step_at timestamptz,
        ended_at timestamptz, seen_status text)
      where ${e.campaignId} = r.campaign_id and ${e.leadId} = r.lead_id`);
  }
}
