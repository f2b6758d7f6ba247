import { sql } from "drizzle-orm";
import { callCredits, creditsText, messageCredits } from "../../contract/credit-rates";
import { chargeCredits, lockCreditBalance } from "../data/credits";
import type { Db } from "../db/client";
import type { ClaimedEnrollment } from "./claim";
import type { Step, VisitPlan } from "./outcome";
import { rows } from "./sql";

/** A claimed enrollment and what its visit does (exactly one of the four). */
export type PlannedStep = {
  enrollment: ClaimedEnrollment;
  steps: Step[];
  plan?: VisitPlan;
  suppress?: true;
  complete?: true;
  scheduleInSeconds?: number;
};

export const OUT_OF_CREDITS_REASON =
  "The workspace ran out of credits: add credits, then resume the campaign.";

/** What a visit costs, from the rate table: sends and calls; a lead's answer is free. */
export function visitCredits(plan: VisitPlan | undefined): number {
  if (!plan) return 0;
  if (plan.visit.kind === "send") return messageCredits(plan.visit.channel);
  if (plan.visit.kind === "call") return callCredits(plan.visit.call.durationSeconds);
  return 0;
}

/**
 * Charges each workspace of the batch for its sends and calls, in the batch's transaction.
 * The balance is locked first (as every charging path does), then the visits are paid in claim
 * order while the balance lasts; at the first one it cannot pay, that workspace's other paid
 * visits stop too, and its active campaigns are paused with a reason. Visits that cost nothing
 * still run. Returns the visits to carry out, and the campaigns paused.
 */
export async function chargeWorkspaces(
  tx: Db,
  planned: PlannedStep[],
  realNow: Date,
): Promise<{ paid: PlannedStep[]; paused: string[] }> {
  const byWorkspace = new Map<string, PlannedStep[]>();
  for (const p of planned) {
    const list = byWorkspace.get(p.enrollment.workspace_id) ?? [];
    list.push(p);
    byWorkspace.set(p.enrollment.workspace_id, list);
  }
  const paid: PlannedStep[] = [];
  const paused: string[] = [];
  // One order for every batch, so two batches lock balances without deadlocking.
  for (const workspaceId of [...byWorkspace.keys()].sort()) {
    const visits = byWorkspace.get(workspaceId)!;
    const costing = visits.some((v) => visitCredits(v.plan) > 0);
    let balance = costing ? await lockCreditBalance(tx, workspaceId) : 0;
    let total = 0;
    let short = false;
    const counts = { messages: 0, calls: 0 };
    for (const visit of visits) {
      const cost = visitCredits(visit.plan);
      if (cost > 0 && (short || cost > balance)) {
        short = true;
        continue;
      }
      balance -= cost;
      total += cost;
      if (visit.plan?.visit.kind === "send") counts.messages++;
      if (visit.plan?.visit.kind === "call") counts.calls++;
      paid.push(visit);
    }
    if (total > 0) {
      await chargeCredits(tx, {
        workspaceId,
        amount: total,
        at: realNow,
        reason: "campaign_outreach",
        description: `Campaign outreach: ${counts.messages} message${counts.messages === 1 ? "" : "s"}, ${counts.calls} call${counts.calls === 1 ? "" : "s"} (${creditsText(total)})`,
      });
    }
    if (short) paused.push(...(await pauseForCredits(tx, workspaceId, realNow)));
  }
  return { paid, paused };
}

async function pauseForCredits(tx: Db, workspaceId: string, realNow: Date): Promise<string[]> {
  const found = await rows<{ id: string }>(
    tx,
    sql`update campaigns set status = 'paused', paused_reason = ${OUT_OF_CREDITS_REASON},
        paused_at = ${realNow.toISOString()}::timestamptz, updated_at = ${realNow.toISOString()}::timestamptz
      where workspace_id = ${workspaceId} and status = 'active'
      returning id`,
  );
  return found.map((r) => r.id);
}
