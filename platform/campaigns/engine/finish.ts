import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sqlRows } from "../../db/sql-rows";
import { emitEvent } from "../../events/events";
import { iso } from "../../http/time";
import { clockSql } from "./clock";
import { textArray } from "./sql";

/**
 * Finishes the active campaigns (of `campaignIds`, or all) whose every enrollment is done, each
 * with its campaign.finished in the same transaction. Run after a batch commits: of two
 * batches that end a campaign's last enrollments at once, the later one's call sees both, and
 * the conditional update lets only one of them finish it. The engine also runs it over every
 * active campaign now and then, so a campaign whose last enrollments were removed (or whose
 * finishing batch's instance died) finishes too.
 */
export async function finishDoneCampaigns(
  db: Db,
  opts: { campaignIds?: string[]; at?: Date } = {},
): Promise<string[]> {
  if (opts.campaignIds?.length === 0) return [];
  const only = opts.campaignIds ? sql`and c.id = any(${textArray(opts.campaignIds)})` : sql``;
  return db.transaction(async (tx) => {
    const finished = await sqlRows<{
      id: string;
      workspace_id: string;
      finished_at: string | Date;
      total: number | string;
    }>(
      tx,
      sql`update campaigns c set status = 'finished',
          finished_at = ${clockSql(opts.at)}, updated_at = ${clockSql(opts.at)}
        where c.status = 'active' ${only}
          and exists (select 1 from campaign_enrollments e where e.campaign_id = c.id)
          and not exists (
            select 1 from campaign_enrollments e where e.campaign_id = c.id and e.state = 'active')
        returning c.id, c.workspace_id, c.finished_at,
          (select count(*) from campaign_enrollments e where e.campaign_id = c.id) as total`,
    );
    for (const c of finished) {
      await emitEvent(tx, c.workspace_id, "campaign.finished", {
        campaign_id: c.id,
        total_leads: Number(c.total),
        completed_at: iso(new Date(c.finished_at)),
      });
    }
    return finished.map((c) => c.id);
  });
}
