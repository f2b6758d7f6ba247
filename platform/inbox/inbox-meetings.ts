import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { emitEvents } from "../events/events";
import { iso } from "../http/time";
import { newId } from "../ids";
import { insertMeetings } from "../leads";

const meetingColumns = sql`id, lead_id, campaign_id, conversation_id, meeting_time,
  duration_minutes, meeting_url, booked_via, booked_at`;

export type MeetingRow = {
  id: string;
  lead_id: string;
  campaign_id: string | null;
  conversation_id: string | null;
  meeting_time: Date | string;
  duration_minutes: number | null;
  meeting_url: string | null;
  booked_via: "voice_agent" | "operator";
  booked_at: Date | string;
};

/** Whether the lead already has a meeting for the campaign (one booking per lead and campaign). */
export async function hasCampaignMeeting(db: Db, leadId: string, campaignId: string) {
  const found = await sqlRows<{ id: string }>(
    db,
    sql`select id from meetings where lead_id = ${leadId} and campaign_id = ${campaignId}`,
  );
  return found.length > 0;
}

/**
 * Books a meeting an operator agreed with a lead, in the caller's transaction: the meeting
 * (booked_via operator, tied to the lead's conversation) and meeting.booked to the endpoints
 * that subscribe to it, so both commit or neither does. Returns the meeting and whether an
 * event was queued (the caller wakes the webhook workers after the commit).
 */
export async function bookOperatorMeeting(
  tx: Db,
  m: {
    workspaceId: string;
    leadId: string;
    campaignId: string | null;
    meetingTime: Date;
    durationMinutes: number;
    meetingUrl: string | null;
    at: Date;
  },
): Promise<{ meeting: MeetingRow; queued: boolean }> {
  const id = newId("mtg");
  const meetingTime = iso(m.meetingTime);
  await insertMeetings(tx, [
    {
      id,
      workspace_id: m.workspaceId,
      lead_id: m.leadId,
      campaign_id: m.campaignId,
      call_id: null,
      meeting_time: meetingTime,
      booked_via: "operator",
      booked_at: m.at.toISOString(),
    },
  ]);
  // Length and link are the operator's alone (the engine's bookings have neither), so they
  // are set here rather than in the shared insert.
  await tx.execute(sql`update meetings set duration_minutes = ${m.durationMinutes},
    meeting_url = ${m.meetingUrl} where id = ${id}`);
  const deliveries = await emitEvents(tx, m.workspaceId, "meeting.booked", [
    {
      lead_id: m.leadId,
      campaign_id: m.campaignId,
      meeting_time: meetingTime,
      booked_via: "operator",
    },
  ]);
  const [meeting] = await sqlRows<MeetingRow>(
    tx,
    sql`select ${meetingColumns}
      from meetings where id = ${id}`,
  );
  return { meeting: meeting!, queued: deliveries.length > 0 };
}

/** A page of the lead's meetings, the latest booked first, with how many there are. */
export async function leadMeetingsPage(
  db: Db,
  leadId: string,
  page: { page: number; perPage: number },
): Promise<{ rows: MeetingRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    sqlRows<MeetingRow>(
      db,
      sql`select ${meetingColumns}
        from meetings where lead_id = ${leadId}
        order by booked_at desc, id desc
        limit ${page.perPage} offset ${(page.page - 1) * page.perPage}`,
    ),
    sqlRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from meetings where lead_id = ${leadId}`,
    ),
  ]);
  return { rows, total: Number(count!.n) };
}
