import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { StepRecords } from "./records";
import { recordset } from "./sql";

/**
 * Writes a batch's records with one statement per table, each taking its rows as one JSON
 * parameter, so a batch costs the same few round trips whatever its size. The unique indexes
 * on (campaign, lead, step) of messages and calls are the last guard: a step written twice
 * would fail the batch rather than send twice.
 */
export async function writeRecords(tx: Db, r: StepRecords): Promise<void> {
  if (r.conversations.length) {
    await tx.execute(sql`insert into conversations as c (id, workspace_id, lead_id,
        last_message_at, last_message_preview, last_channel, last_direction, unread_count,
        created_at, updated_at)
      select r.id, r.workspace_id, r.lead_id, r.at, r.preview, r.channel, r.direction, r.unread,
        r.at, r.at
      from ${recordset(r.conversations)} as r(id text, workspace_id text, lead_id text,
        at timestamptz, preview text, channel text, direction text, unread int)
      on conflict (lead_id) do update set
        last_message_at = greatest(c.last_message_at, excluded.last_message_at),
        last_message_preview = case when excluded.last_message_at >= c.last_message_at
          then excluded.last_message_preview else c.last_message_preview end,
        last_channel = case when excluded.last_message_at >= c.last_message_at
          then excluded.last_channel else c.last_channel end,
        last_direction = case when excluded.last_message_at >= c.last_message_at
          then excluded.last_direction else c.last_direction end,
        unread_count = c.unread_count + excluded.unread_count,
        updated_at = greatest(c.updated_at, excluded.updated_at)`);
  }
  if (r.messages.length) {
    await tx.execute(sql`insert into messages (id, workspace_id, conversation_id, lead_id,
        campaign_id, step_index, channel, direction, account_id, subject, body, status, sent_at,
        simulated, credits)
      select r.id, r.workspace_id, c.id, r.lead_id, r.campaign_id, r.step_index, r.channel,
        r.direction, r.account_id, r.subject, r.body, r.status, r.sent_at, true, r.credits
      from ${recordset(r.messages)} as r(id text, workspace_id text, lead_id text,
        campaign_id text, step_index int, channel text, direction text, account_id text,
        subject text, body text, status text, sent_at timestamptz, credits int)
      join conversations c on c.lead_id = r.lead_id`);
  }
  if (r.calls.length) {
    await tx.execute(sql`insert into calls (id, workspace_id, lead_id, campaign_id, step_index,
        agent_id, account_id, direction, outcome, duration_seconds, transcript_url, transcript,
        started_at, ended_at, simulated, credits)
      select r.id, r.workspace_id, r.lead_id, r.campaign_id, r.step_index, r.agent_id,
        r.account_id, 'outbound', r.outcome, r.duration_seconds, r.transcript_url, r.transcript,
        r.started_at, r.ended_at, true, r.credits
      from ${recordset(r.calls)} as r(id text, workspace_id text, lead_id text, campaign_id text,
        step_index int, agent_id text, account_id text, outcome text, duration_seconds int,
        transcript_url text, transcript text, started_at timestamptz, ended_at timestamptz,
        credits int)`);
  }
  if (r.meetings.length) {
    await tx.execute(sql`insert into meetings (id, workspace_id, lead_id, campaign_id, call_id,
        conversation_id, meeting_time, booked_via, booked_at, simulated)
      select r.id, r.workspace_id, r.lead_id, r.campaign_id, r.call_id, c.id, r.meeting_time,
        r.booked_via, r.booked_at, true
      from ${recordset(r.meetings)} as r(id text, workspace_id text, lead_id text,
        campaign_id text, call_id text, meeting_time timestamptz, booked_via text,
        booked_at timestamptz)
      left join conversations c on c.lead_id = r.lead_id`);
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
        ended_at = r.ended_at, updated_at = now()
      from ${recordset(r.enrollments)} as r(campaign_id text, lead_id text, state text,
        current_step int, next_step_at timestamptz, last_step_at timestamptz,
        ended_at timestamptz)
      where e.campaign_id = r.campaign_id and e.lead_id = r.lead_id`);
  }
}
