import { sql } from "drizzle-orm";
import {
  type CampaignSkips,
  ENROLL_SKIP_REASONS,
  SKIP_REASONS,
  type StepSkip,
  type StepSkipReason,
} from "../../contract/campaign-enrollments";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { iso } from "../http/time";

/**
 * A campaign's skips by reason: leads kept out at enrollment, steps passed over for leads
 * without an address on their channel. One range of (campaign_id, reason) a reason.
 */
export async function campaignSkips(db: Db, campaignId: string): Promise<CampaignSkips> {
  const found = await sqlRows<{ reason: string; leads: number; skips: number }>(
    db,
    sql`select reason, count(distinct lead_id)::int as leads, count(*)::int as skips
      from campaign_skips where campaign_id = ${campaignId} group by reason`,
  );
  const by = new Map(found.map((r) => [r.reason, r]));
  return {
    campaign_id: campaignId,
    reasons: SKIP_REASONS.map((reason) => ({
      reason,
      stage: (ENROLL_SKIP_REASONS as readonly string[]).includes(reason) ? "enrollment" : "step",
      leads: by.get(reason)?.leads ?? 0,
      skips: by.get(reason)?.skips ?? 0,
    })),
  };
}

/** The steps passed over for each of `leadIds` in the campaign (a page of its enrollments). */
export async function stepSkipsOf(
  db: Db,
  campaignId: string,
  leadIds: readonly string[],
): Promise<Map<string, StepSkip[]>> {
  const out = new Map<string, StepSkip[]>();
  if (leadIds.length === 0) return out;
  const found = await sqlRows<{
    lead_id: string;
    step_index: number;
    reason: StepSkipReason;
    skipped_at: string | Date;
  }>(
    db,
    sql`select lead_id, step_index, reason, skipped_at from campaign_skips
      where campaign_id = ${campaignId} and step_index is not null
        and lead_id = any(array(select jsonb_array_elements_text(${JSON.stringify(leadIds)}::jsonb)))
      order by lead_id, step_index`,
  );
  for (const r of found) {
    const list = out.get(r.lead_id) ?? [];
    list.push({
      step_index: Number(r.step_index),
      reason: r.reason,
      skipped_at: iso(new Date(r.skipped_at))!,
    });
    out.set(r.lead_id, list);
  }
  return out;
}
