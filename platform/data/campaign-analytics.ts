import { sql } from "drizzle-orm";
import type { CampaignAnalytics } from "../../contract/campaign-analytics";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

/**
 * A campaign's results, read from what the engine wrote: enrollments (their states and how far
 * they got), the messages, calls and meetings it recorded, and what those cost. Each count
 * reads one campaign's rows through an index on campaign_id.
 */
export async function campaignAnalytics(db: Db, campaignId: string): Promise<CampaignAnalytics> {
  const [row] = await sqlRows<Omit<CampaignAnalytics, "campaign_id">>(
    db,
    sql`select
        e.enrolled, e.active, e.contacted, e.finished, e.failed, e.unsubscribes,
        e.ended_by_status_change, e.unreachable,
        (select count(*) from campaign_skips
          where campaign_id = ${campaignId} and step_index is not null)::int as skipped,
        (select count(*) from campaign_skips
          where campaign_id = ${campaignId} and step_index is null)::int as skipped_at_enrollment,
        (select count(distinct lead_id) from messages
          where campaign_id = ${campaignId} and direction = 'inbound')::int as replies,
        (select count(*) from meetings where campaign_id = ${campaignId})::int as meetings,
        (select count(*) from calls where campaign_id = ${campaignId})::int as calls,
        greatest(e.bounced, (select count(distinct lead_id) from messages
          where campaign_id = ${campaignId} and direction = 'outbound' and status = 'bounced'))::int
          as bounces,
        ((select coalesce(sum(credits), 0) from messages where campaign_id = ${campaignId})
          + (select coalesce(sum(credits), 0) from calls where campaign_id = ${campaignId}))::int
          as credits_spent
      from (
        select
          count(*)::int as enrolled,
          (count(*) filter (where state = 'active'))::int as active,
          (count(*) filter (where last_step_at is not null))::int as contacted,
          (count(*) filter (where state <> 'active'))::int as finished,
          (count(*) filter (where state = 'failed'))::int as failed,
          (count(*) filter (where state = 'unsubscribed'))::int as unsubscribes,
          (count(*) filter (where state = 'bounced'))::int as bounced,
          (count(*) filter (where state = 'status_changed'))::int as ended_by_status_change,
          (count(*) filter (where state = 'unreachable'))::int as unreachable
        from campaign_enrollments where campaign_id = ${campaignId}
      ) e`,
  );
  return { campaign_id: campaignId, ...row! };
}
