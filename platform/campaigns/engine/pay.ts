import { and, eq, type SQL } from "drizzle-orm";
import { callCredits, creditsText, messageCredits } from "../../../contract/credit-rates";
import {
  type Reservation,
  reserveCredits,
  settleReservation,
} from "../../credits/credit-reservations";
import type { Db } from "../../db/client";
import { campaigns } from "../tables";
import type { ClaimedEnrollment } from "./claim";
import type { Step, VisitPlan } from "./outcome";
import type { SequenceEnd } from "./skip-rules";

/** A claimed enrollment and what its visit does (exactly one of the four). */
export type PlannedStep = {
  enrollment: ClaimedEnrollment;
  steps: Step[];
  plan?: VisitPlan;
  /** Something outside the sequence ended it (skip-rules.ts): the enrollment's new state. */
  endedBy?: SequenceEnd;
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

/** The visits of each workspace, in claim order (Map.groupBy, which Node 20 lacks). */
function byWorkspaceOf(visits: PlannedStep[]): Map<string, PlannedStep[]> {
  const groups = new Map<string, PlannedStep[]>();
  for (const v of visits) {
    const list = groups.get(v.enrollment.workspace_id);
    if (list) list.push(v);
    else groups.set(v.enrollment.workspace_id, [v]);
  }
  return groups;
}

const keyOf = (e: { campaign_id: string; lead_id: string }) => `${e.campaign_id}/${e.lead_id}`;

/**
 * Reserves, in a short transaction of its own, the credits of each workspace's visits in claim
 * order while its balance lasts. At the first visit it cannot pay, that workspace's other
 * costing visits wait too, and its active campaigns are paused with a reason. Visits that cost
 * nothing always run. Returns the visits to carry out with what each was reserved for, the
 * reservations, and the campaigns paused.
 */
export async function reserveForVisits(
  db: Db,
  planned: PlannedStep[],
  opts: { now: SQL; expiresInMs: number },
): Promise<{
  paid: PlannedStep[];
  reservedFor: Map<string, number>;
  reservations: Map<string, Reservation>;
  paused: string[];
}> {
  const byWorkspace = byWorkspaceOf(planned);
  const free = planned.filter((v) => visitCredits(v.plan) === 0);
  const costing = [...byWorkspace.keys()].filter((workspaceId) =>
    byWorkspace.get(workspaceId)!.some((v) => visitCredits(v.plan) > 0),
  );
  const results = await reserveCredits(db, {
    workspaceIds: costing,
    now: opts.now,
    expiresInMs: opts.expiresInMs,
    take: (workspaceId, balance) => {
      let total = 0;
      let short = false;
      const chosen: PlannedStep[] = [];
      for (const visit of byWorkspace.get(workspaceId)!) {
        const cost = visitCredits(visit.plan);
        if (cost === 0) continue;
        if (short || total + cost > balance) {
          short = true;
          continue;
        }
        total += cost;
        chosen.push(visit);
      }
      return { amount: total, short, chosen };
    },
    whenShort: (tx, workspaceId) => pauseForCredits(tx, workspaceId, opts.now),
  });
  const paid = [...free, ...results.flatMap((r) => r.chosen)];
  return {
    paid,
    reservedFor: new Map(
      results.flatMap((r) => r.chosen.map((v) => [keyOf(v.enrollment), visitCredits(v.plan)])),
    ),
    reservations: new Map(
      results.flatMap((r) => (r.reservation ? [[r.workspaceId, r.reservation]] : [])),
    ),
    paused: results.flatMap((r) => r.short ?? []),
  };
}

/** Whether a visit's cost, planned again in the work's transaction, fits what was reserved. */
export function fitsReservation(p: PlannedStep, reservedFor: Map<string, number>): boolean {
  const cost = visitCredits(p.plan);
  return cost === 0 || cost <= (reservedFor.get(keyOf(p.enrollment)) ?? 0);
}

/**
 * Settles each workspace's sends and calls from its reservation, in the work's transaction;
 * returns the reservations used up (and so gone with the work).
 */
export async function settleVisits(
  tx: Db,
  visits: PlannedStep[],
  reservations: Map<string, Reservation>,
  at: SQL,
): Promise<string[]> {
  const usedUp: string[] = [];
  for (const [workspaceId, list] of byWorkspaceOf(visits)) {
    const counts = { messages: 0, calls: 0 };
    let total = 0;
    for (const visit of list) {
      total += visitCredits(visit.plan);
      if (visit.plan?.visit.kind === "send") counts.messages++;
      if (visit.plan?.visit.kind === "call") counts.calls++;
    }
    if (total === 0) continue;
    const left = await settleReservation(tx, reservations.get(workspaceId)!, {
      amount: total,
      at,
      reason: "campaign_outreach",
      description: `Campaign outreach: ${counts.messages} message${counts.messages === 1 ? "" : "s"}, ${counts.calls} call${counts.calls === 1 ? "" : "s"} (${creditsText(total)})`,
    });
    if (left === 0) usedUp.push(reservations.get(workspaceId)!.id);
  }
  return usedUp;
}

async function pauseForCredits(tx: Db, workspaceId: string, now: SQL): Promise<string[]> {
  const found = await tx
    .update(campaigns)
    .set({ status: "paused", pausedReason: OUT_OF_CREDITS_REASON, pausedAt: now, updatedAt: now })
    .where(and(eq(campaigns.workspaceId, workspaceId), eq(campaigns.status, "active")))
    .returning({ id: campaigns.id });
  return found.map((r) => r.id);
}
