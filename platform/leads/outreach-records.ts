import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * The writes of conversations, messages and meetings, shared by the campaign engine (a batch
 * of simulated steps) and the inbox (one operator's message or meeting), so that both keep a
 * conversation's summary the same way. Each statement takes its rows as one JSON parameter:
 * a batch costs the same few round trips whatever its size.
 */

/** Records as one JSON parameter, for `jsonb_to_recordset(...) as r(...)`. */
const recordset = (values: readonly object[]): SQL =>
  sql`jsonb_to_recordset(${JSON.stringify(values)}::jsonb)`;

export type ConversationActivity = {
  id: string;
  workspace_id: string;
  lead_id: string;
  at: string;
  preview: string;
  channel: string;
  direction: "inbound" | "outbound";
  /** Inbound messages nobody has read yet that this activity adds. */
  unread: number;
};

/**
 * Opens each lead's conversation (one per lead) or moves it on: the latest message (by its
 * time) gives the summary, and unread inbound messages add up. `id` is used only when the
 * lead has no conversation yet.
 */
export async function recordConversationActivity(
  tx: Db,
  rows: readonly ConversationActivity[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`insert into conversations as c (id, workspace_id, lead_id,
      last_message_at, last_message_preview, last_channel, last_direction, unread_count,
      created_at, updated_at)
    select r.id, r.workspace_id, r.lead_id, r.at, r.preview, r.channel, r.direction, r.unread,
      r.at, r.at
    from ${recordset(rows)} as r(id text, workspace_id text, lead_id text,
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

export type MessageRecord = {
  id: string;
  workspace_id: string;
  lead_id: string;
  campaign_id: string | null;
  /** The campaign step that sent it or whose message it answers; null for operator sends. */
  step_index: number | null;
  /** The version of the step's words it sent or answered (A, B, C, D); absent outside campaigns. */
  variant?: string | null;
  channel: string;
  direction: "inbound" | "outbound";
  account_id: string | null;
  /** The member who sent it from the inbox; absent (null) for the engine's and leads' messages. */
  sent_by_member_id?: string | null;
  subject: string | null;
  body: string;
  status: "sent" | "delivered" | "bounced" | "received";
  sent_at: string;
  credits: number;
};

/** The advisory lock, per workspace, between writers of messages and the inbox's high-water mark. */
const messageWritersLock = (workspaceId: SQL) =>
  sql`hashtextextended('messages:' || ${workspaceId}, 0)`;

/**
 * Waits until every transaction writing messages of the workspace has ended, and keeps new
 * ones from starting until this transaction ends. Its caller reads the workspace's highest
 * message `seq` knowing that no message below it can still appear (sequence numbers are
 * handed out in insert order, not commit order): the inbox's walks rest on that mark.
 */
export async function settleMessageWriters(tx: Db, workspaceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${messageWritersLock(sql`${workspaceId}`)})`);
}

/**
 * Writes messages into their leads' conversations (record the conversation activity first).
 * Every message is `simulated`: the carriers and mailboxes behind them are the platform's
 * simulated world, whoever wrote the message. Writers share a per-workspace lock, taken
 * before their rows get their `seq`, that settleMessageWriters waits on.
 */
export async function insertMessages(tx: Db, rows: readonly MessageRecord[]): Promise<void> {
  if (rows.length === 0) return;
  // Shared locks never wait on one another, only on a mark being read (which holds just one).
  const workspaces = JSON.stringify([...new Set(rows.map((r) => r.workspace_id))]);
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${messageWritersLock(sql`w`)})
    from jsonb_array_elements_text(${workspaces}::jsonb) as w`);
  await tx.execute(sql`insert into messages (id, workspace_id, conversation_id, lead_id,
      campaign_id, step_index, variant, channel, direction, account_id, sent_by_member_id,
      subject, body, status, sent_at, simulated, credits)
    select r.id, r.workspace_id, c.id, r.lead_id, r.campaign_id, r.step_index, r.variant, r.channel,
      r.direction, r.account_id, r.sent_by_member_id, r.subject, r.body, r.status, r.sent_at,
      true, r.credits
    from ${recordset(rows)} as r(id text, workspace_id text, lead_id text,
      campaign_id text, step_index int, variant text, channel text, direction text,
      account_id text,
      sent_by_member_id text, subject text, body text, status text, sent_at timestamptz,
      credits int)
    join conversations c on c.lead_id = r.lead_id`);
}

export type MeetingRecord = {
  id: string;
  workspace_id: string;
  lead_id: string;
  campaign_id: string | null;
  call_id: string | null;
  meeting_time: string;
  booked_via: "voice_agent" | "operator";
  booked_at: string;
};

/** Writes meetings, each tied to its lead's conversation when the lead has one. */
export async function insertMeetings(tx: Db, rows: readonly MeetingRecord[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`insert into meetings (id, workspace_id, lead_id, campaign_id, call_id,
      conversation_id, meeting_time, booked_via, booked_at, simulated)
    select r.id, r.workspace_id, r.lead_id, r.campaign_id, r.call_id, c.id, r.meeting_time,
      r.booked_via, r.booked_at, true
    from ${recordset(rows)} as r(id text, workspace_id text, lead_id text,
      campaign_id text, call_id text, meeting_time timestamptz, booked_via text,
      booked_at timestamptz)
    left join conversations c on c.lead_id = r.lead_id`);
}
