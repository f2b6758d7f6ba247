import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { insertMeetings, insertMessages, recordConversationActivity } from "../../leads";
import type { StepRecords } from "./records";
import { recordset } from "./sql";

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
    await tx.execute(sql`insert into calls (id, workspace_id, lead_id, campaign_id, step_index,
        variant, agent_id, account_id, direction, outcome, duration_seconds, transcript,
        started_at, ended_at, simulated, credits)
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
    await tx.execute(sql`insert into campaign_skips (campaign_id, lead_id, workspace_id,
        step_index, reason, skipped_at)
      select r.campaign_id, r.lead_id, r.workspace_id, r.step_index, r.reason, r.at
      from ${recordset(r.skips)} as r(campaign_id text, lead_id text, workspace_id text,
        step_index int, reason text, at timestamptz)
      on conflict (campaign_id, lead_id, coalesce(step_index, -1)) do nothing`);
  }
  if (r.leadStatuses.length) {
    await tx.execute(sql`update leads l set status = r.status
      from ${recordset(r.leadStatuses)} as r(lead_id text, status text)
      where l.id = r.lead_id`);
  }
  if (r.enrollments.length) {
    await tx.execute(sql`update campaign_enrollments e set state = r.state,
        current_step = r.current_step, next_step_at = r.next_step_at,
        last_step_at = coalesce(r.last_step_at, e.last_step_at),
        ended_at = r.ended_at, updated_at = now(),
        attempts = 0, failure_reason = null, claimed_by = null, claimed_until = null,
        seen_lead_status = r.seen_status
      from ${recordset(r.enrollments)} as r(campaign_id text, lead_id text, state text,
        current_step int, next_step_at timestamptz, last_step_at timestamptz,
        ended_at timestamptz, seen_status text)
      where e.campaign_id = r.campaign_id and e.lead_id = r.lead_id`);
  }
}
