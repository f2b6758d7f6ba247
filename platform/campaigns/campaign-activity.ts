import { sql } from "drizzle-orm";
import type { ActivityType } from "../../contract/campaign-activity";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

export type ActivityRow = {
  id: string;
  type: ActivityType;
  at: Date | string;
  lead_id: string;
  lead_name: string;
  channel: string | null;
  step: number | null;
  summary: string;
};

/** Where a page ends: the time and id of its last item (items are ordered by both). */
export type ActivityPosition = { at: Date; id: string };

/**
 * One page of what happened in a campaign, newest first: its messages (sent, bounced, and the
 * leads' replies), its calls and its meetings, read from the records the engine wrote. Each
 * kind is read newest first up to the page's size before they are merged, so a page reads at
 * most `limit + 1` rows of each kind.
 */
export async function campaignActivity(
  db: Db,
  campaignId: string,
  { limit, before }: { limit: number; before?: ActivityPosition },
): Promise<{ rows: ActivityRow[]; next: ActivityPosition | null }> {
  const take = limit + 1;
  const after = (at: ReturnType<typeof sql>, id: ReturnType<typeof sql>) =>
    before
      ? sql`and (${at}, ${id}) < (${before.at.toISOString()}::timestamptz, ${before.id})`
      : sql``;
  const found = await sqlRows<ActivityRow>(
    db,
    sql`select * from (
      (select m.id,
          case when m.direction = 'inbound' then 'reply_received'
               when m.status = 'bounced' then 'message_bounced'
               else 'message_sent' end as type,
          m.sent_at as at, m.lead_id, trim(l.first_name || ' ' || l.last_name) as lead_name,
          m.channel, m.step_index + 1 as step,
          coalesce(nullif(m.subject, ''), left(m.body, 140)) as summary
        from messages m join leads l on l.id = m.lead_id
        where m.campaign_id = ${campaignId} ${after(sql`m.sent_at`, sql`m.id`)}
        order by m.sent_at desc, m.id desc limit ${take})
      union all
      (select c.id, 'call_completed', c.ended_at, c.lead_id,
          trim(l.first_name || ' ' || l.last_name), 'call', c.step_index + 1,
          replace(c.outcome, '_', ' ') || ', ' || (c.duration_seconds / 60) || ' min '
            || (c.duration_seconds % 60) || ' s'
        from calls c join leads l on l.id = c.lead_id
        where c.campaign_id = ${campaignId} and c.status = 'completed'
          ${after(sql`c.ended_at`, sql`c.id`)}
        order by c.ended_at desc, c.id desc limit ${take})
      union all
      (select mt.id, 'meeting_booked', mt.booked_at, mt.lead_id,
          trim(l.first_name || ' ' || l.last_name), null, null,
          'for ' || to_char(mt.meeting_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
            || case when mt.booked_via = 'voice_agent' then ', booked by the voice agent'
                    else ', booked by an operator' end
        from meetings mt join leads l on l.id = mt.lead_id
        where mt.campaign_id = ${campaignId} ${after(sql`mt.booked_at`, sql`mt.id`)}
        order by mt.booked_at desc, mt.id desc limit ${take})
    ) activity
    order by at desc, id desc
    limit ${take}`,
  );
  const rows = found.slice(0, limit);
  const last = rows[rows.length - 1];
  return {
    rows,
    next: found.length > limit && last ? { at: new Date(last.at), id: last.id } : null,
  };
}
