import { sql } from "drizzle-orm";
import type { CampaignAnalytics, StepFigures } from "../../contract/campaign-analytics";
import { completeSteps, type StoredStep, VARIANT_LABELS } from "../../contract/campaigns";
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
  return { campaign_id: campaignId, ...row!, steps: await stepFigures(db, campaignId) };
}

type Counted = {
  step_index: number;
  variant: string;
  sent: number;
  replies: number;
  meetings: number;
};

/**
 * Each step's figures per version of its words. Messages and calls record the step and the
 * version they sent (those written before versions existed sent A); a meeting counts for the
 * version its lead answered, or the call it was booked on.
 */
async function stepFigures(db: Db, campaignId: string): Promise<StepFigures[]> {
  const [campaign] = await sqlRows<{ steps: StoredStep[] }>(
    db,
    sql`select steps from campaigns where id = ${campaignId}`,
  );
  const counted = await sqlRows<Counted>(
    db,
    sql`select step_index, variant, sum(sent)::int as sent, sum(replies)::int as replies,
        sum(meetings)::int as meetings
      from (
        select step_index, coalesce(variant, 'A') as variant,
          count(distinct lead_id) filter (where direction = 'outbound') as sent,
          count(distinct lead_id) filter (where direction = 'inbound') as replies,
          0 as meetings
        from messages where campaign_id = ${campaignId} and step_index is not null
        group by 1, 2
        union all
        select step_index, coalesce(variant, 'A'), count(*), 0, 0
        from calls where campaign_id = ${campaignId} and step_index is not null
        group by 1, 2
        union all
        select coalesce(c.step_index, r.step_index), coalesce(c.variant, r.variant, 'A'), 0, 0,
          count(*)
        from meetings m
        left join calls c on c.id = m.call_id
        left join lateral (
          select x.step_index, x.variant from messages x
          where x.campaign_id = m.campaign_id and x.lead_id = m.lead_id
            and x.direction = 'inbound' and x.step_index is not null
          order by x.seq limit 1
        ) r on m.call_id is null
        where m.campaign_id = ${campaignId}
        group by 1, 2
      ) t
      where step_index is not null
      group by 1, 2`,
  );
  const steps = completeSteps(campaign?.steps ?? []);
  return steps.map((step, index) => {
    const labels = VARIANT_LABELS.slice(0, 1 + step.variants.length) as readonly string[];
    // A version that has since been removed keeps its figures.
    const seen = counted
      .filter((c) => c.step_index === index && !labels.includes(c.variant))
      .map((c) => c.variant);
    return {
      step_index: index,
      channel: step.channel,
      variants: [...labels, ...new Set(seen)].sort().map((variant) => {
        const c = counted.find((x) => x.step_index === index && x.variant === variant);
        const sent = c?.sent ?? 0;
        const replies = c?.replies ?? 0;
        return {
          variant,
          sent,
          replies,
          reply_rate: sent ? Math.round((replies / sent) * 10_000) / 10_000 : 0,
          meetings: c?.meetings ?? 0,
        };
      }),
    };
  });
}
