import type { EventPayload, EventType } from "../../contract/webhooks";
import type { Db } from "../db/client";
import { emitEvents } from "../webhooks/events";
import {
  type ClaimedEnrollment,
  campaignsById,
  claimDueEnrollments,
  suppressedLeads,
} from "./claim";
import { planVisit, type Step } from "./outcome";
import { chargeWorkspaces, type PlannedStep } from "./pay";
import { buildRecords, type StepRecords } from "./records";
import { loadSenders } from "./senders";
import { writeRecords } from "./write";

export type AdvanceOptions = {
  batchSize: number;
  /** SIMULATION_SPEED: simulated seconds per real second. */
  speed: number;
  realNow: Date;
  /** transcript_url is `${recordingBase}/{call_id}/recording`. */
  recordingBase: string;
};

export type AdvanceResult = {
  /** Enrollments visited (a step run, an answer recorded, or an unscheduled one scheduled). */
  visited: number;
  /** Campaigns that had enrollments visited: candidates for finishing. */
  campaignIds: string[];
  /** Campaigns paused because their workspace ran out of credits. */
  paused: string[];
};

/**
 * One batch of the engine, in one transaction: claim due enrollments, run one step of each
 * (send, call, a lead's answer), charge for what was sent, write messages, calls, meetings,
 * lead statuses, the enrollments' next steps and every event, then commit, all or nothing. A
 * workspace whose credits do not cover a step gets nothing more sent: its active campaigns
 * are paused with a reason, and the unpaid enrollments stay as they were.
 */
export async function advanceBatch(db: Db, opts: AdvanceOptions): Promise<AdvanceResult> {
  return db.transaction(async (tx) => {
    const claimed = dedupeLeads(
      await claimDueEnrollments(tx, {
        limit: opts.batchSize,
        realNow: opts.realNow,
        speed: opts.speed,
      }),
    );
    if (claimed.length === 0) return { visited: 0, campaignIds: [], paused: [] };
    const campaigns = await campaignsById(tx, unique(claimed.map((e) => e.campaign_id)));
    const suppressed = await suppressedLeads(
      tx,
      claimed.map((e) => e.lead_id),
    );
    const planned: PlannedStep[] = claimed.map((enrollment) => {
      const steps = campaigns.get(enrollment.campaign_id)!.steps;
      return { enrollment, steps, ...planFor(enrollment, steps, suppressed) };
    });
    const { paid, paused } = await chargeWorkspaces(tx, planned, opts.realNow);
    const workspaceIds = unique(paid.map((p) => p.enrollment.workspace_id));
    const senders = await loadSenders(tx, {
      campaignIds: unique(paid.map((p) => p.enrollment.campaign_id)),
      workspaceIds,
      needsAgent: new Set(
        paid.filter((p) => p.plan?.visit.kind === "call").map((p) => p.enrollment.workspace_id),
      ),
    });
    const records = buildRecords(paid, { senders, campaigns, recordingBase: opts.recordingBase });
    await writeRecords(tx, records);
    await emitAll(tx, records);
    return {
      visited: paid.length,
      campaignIds: unique(paid.map((p) => p.enrollment.campaign_id)),
      paused,
    };
  });
}

/** What a visit does: nothing but end it (suppressed), schedule it, or run its step. */
function planFor(
  e: ClaimedEnrollment,
  steps: Step[],
  suppressed: Set<string>,
): Omit<PlannedStep, "enrollment" | "steps"> {
  if (suppressed.has(e.lead_id) || ["dnc", "unsubscribed", "bounced"].includes(e.lead_status)) {
    return { suppress: true };
  }
  if (e.current_step >= steps.length && steps.length === 0) return { complete: true };
  // Not scheduled yet: the first step falls due after its wait (at once when there is none).
  if (e.next_step_at === null && e.current_step === 0 && steps[0]!.wait_days > 0) {
    return { scheduleInSeconds: steps[0]!.wait_days * 86_400 };
  }
  return { plan: planVisit(e.campaign_id, e.lead_id, steps, e.current_step) };
}

/** A lead in two campaigns is visited in one of them per batch (its rows are written once). */
function dedupeLeads(claimed: ClaimedEnrollment[]): ClaimedEnrollment[] {
  const seen = new Set<string>();
  return claimed.filter((e) => !seen.has(e.lead_id) && seen.add(e.lead_id));
}

const unique = (values: string[]) => [...new Set(values)];

async function emitAll(tx: Db, records: StepRecords): Promise<void> {
  const groups = new Map<string, { workspaceId: string; type: EventType; payloads: unknown[] }>();
  for (const event of records.events) {
    const key = `${event.workspaceId}/${event.type}`;
    const group = groups.get(key) ?? {
      workspaceId: event.workspaceId,
      type: event.type,
      payloads: [],
    };
    group.payloads.push(event.payload);
    groups.set(key, group);
  }
  // In the order things happen: a status or a call, then a reply, then the meeting it led to.
  const order: EventType[] = [
    "lead.status_changed",
    "call.completed",
    "reply.received",
    "meeting.booked",
  ];
  const ordered = [...groups.values()].sort(
    (a, b) => order.indexOf(a.type) - order.indexOf(b.type),
  );
  for (const group of ordered) {
    await emitEvents(
      tx,
      group.workspaceId,
      group.type,
      group.payloads as EventPayload<EventType>[],
    );
  }
}
