import { sql } from "drizzle-orm";
import type { DbOrTx } from "../data/audit";
import { onDoNotContactSql } from "../data/do-not-contact-match";
import { campaignNowSql } from "./clock";
import type { Step } from "./outcome";
import { rows, textArray } from "./sql";

/** A due enrollment as the engine claimed it, with its lead and its campaign's clock. */
export type ClaimedEnrollment = {
  campaign_id: string;
  lead_id: string;
  workspace_id: string;
  current_step: number;
  next_step_at: string | Date | null;
  /** The campaign's simulated time now. */
  sim_now: string | Date;
  lead_list_id: string;
  first_name: string;
  company_name: string;
  email: string | null;
  lead_status: string;
};

/**
 * Claims up to `limit` due enrollments of active campaigns, locking each enrollment and its
 * lead (FOR NO KEY UPDATE ... SKIP LOCKED) for the rest of the caller's transaction: that
 * transaction is the claim's lease. Another instance skips them; if this one dies, Postgres
 * rolls the transaction back and the rows are free at once, with nothing of the step written.
 *
 * Each active campaign's row is held FOR KEY SHARE first: a change of its state (stop, pause)
 * waits for the batch, and the batch never waits for such a change while holding enrollments,
 * so the two cannot deadlock; the records' foreign keys to it need that lock anyway.
 *
 * Due means scheduled at or before the campaign's clock, or not scheduled yet (null: just
 * enrolled or launched). Each campaign is read through the (campaign_id, next_step_at) index,
 * so a paused campaign's backlog and the waiting enrollments cost nothing, and memory holds one
 * batch whatever the campaign's size.
 *
 * The batch is shared between the campaigns that have something due, an equal part each: a
 * campaign of a hundred thousand leads never holds back one of fifty launched after it.
 */
export async function claimDueEnrollments(
  tx: DbOrTx,
  opts: { limit: number; realNow: Date; speed: number },
): Promise<ClaimedEnrollment[]> {
  const now = campaignNowSql(opts.realNow, opts.speed);
  // Each pick sits in a sub-select of its own: row locks are not allowed on a UNION's arms.
  const pick = (where: ReturnType<typeof sql>, order: ReturnType<typeof sql>) => sql`select * from (
    select e.campaign_id, e.lead_id, e.workspace_id, e.current_step, e.next_step_at,
      l.lead_list_id, l.first_name, l.company_name, l.email, l.status as lead_status
    from campaign_enrollments e join leads l on l.id = e.lead_id
    where e.campaign_id = c.id and e.state = 'active' and ${where}
    ${order}
    limit c.share
    for no key update of e, l skip locked) p`;
  return rows<ClaimedEnrollment>(
    tx,
    sql`select x.*, c.sim_now from (
        select c.id, c.sim_now,
          ceil(${opts.limit}::numeric / count(*) over ())::int as share
        from (
          select c.id, ${now} as sim_now from campaigns c where c.status = 'active'
          for key share
        ) c
        where exists (select 1 from campaign_enrollments d where d.campaign_id = c.id
          and d.state = 'active' and (d.next_step_at <= c.sim_now or d.next_step_at is null))
      ) c
      cross join lateral (
        select * from (
          ${pick(sql`e.next_step_at <= c.sim_now`, sql`order by e.next_step_at`)}
          union all
          ${pick(sql`e.next_step_at is null`, sql``)}
        ) both_picks
        limit c.share
      ) x
      limit ${opts.limit}`,
  );
}

export type CampaignForRun = { id: string; workspace_id: string; name: string; steps: Step[] };

export async function campaignsById(
  tx: DbOrTx,
  ids: string[],
): Promise<Map<string, CampaignForRun>> {
  const found = await rows<CampaignForRun>(
    tx,
    sql`select id, workspace_id, name, steps from campaigns where id = any(${textArray(ids)})`,
  );
  return new Map(found.map((c) => [c.id, c]));
}

/**
 * The leads among `leadIds` that do-not-contact forbids, by the same predicate enrolling and
 * adding an entry use (email, domain and parent domains, the prospect's phone number).
 */
export async function suppressedLeads(tx: DbOrTx, leadIds: string[]): Promise<Set<string>> {
  if (leadIds.length === 0) return new Set();
  const found = await rows<{ id: string }>(
    tx,
    sql`select l.id from leads l where l.id = any(${textArray(leadIds)}) and ${onDoNotContactSql()}`,
  );
  return new Set(found.map((r) => r.id));
}
