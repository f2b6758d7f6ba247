import { and, eq, exists, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emitEvent } from "../../events/events";
import { iso } from "../../http/time";
import { campaignEnrollments, campaigns } from "../tables";
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
  const e = campaignEnrollments;
  const ofCampaign = eq(e.campaignId, campaigns.id);
  return db.transaction(async (tx) => {
    const finished = await tx
      .update(campaigns)
      .set({ status: "finished", finishedAt: clockSql(opts.at), updatedAt: clockSql(opts.at) })
      .where(
        and(
          eq(campaigns.status, "active"),
          opts.campaignIds ? sql`${campaigns.id} = any(${textArray(opts.campaignIds)})` : undefined,
          exists(tx.select({ one: sql`1` }).from(e).where(ofCampaign)),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(e)
              .where(and(ofCampaign, eq(e.state, "active"))),
          ),
        ),
      )
      .returning({
        id: campaigns.id,
        workspace_id: campaigns.workspaceId,
        finished_at: campaigns.finishedAt,
        total: sql<number | string>`(select count(*) from ${e} where ${ofCampaign})`,
      });
    for (const c of finished) {
      await emitEvent(tx, c.workspace_id, "campaign.finished", {
        campaign_id: c.id,
        total_leads: Number(c.total),
        completed_at: iso(new Date(c.finished_at!)),
      });
    }
    return finished.map((c) => c.id);
  });
}
