import type { SQL } from "drizzle-orm";
import type { EventPayload, EventType } from "../../../contract/webhooks";
import { addDailySends } from "../../connected-accounts";
import { type Reservation, releaseReservations } from "../../credits/credit-reservations";
import type { Db } from "../../db/client";
import { emitEvents } from "../../events/events";
import {
  type ClaimedEnrollment,
  type EnrollmentKey,
  leaseDueEnrollments,
  lockLeased,
  releaseLeases,
} from "./claim";
import { clockSql } from "./clock";
import {
  failureSentence,
  isPassingFailure,
  recordStepFailures,
  type StepFailure,
} from "./failures";
import { planVisit } from "./outcome";
import { fitsReservation, type PlannedStep, reserveForVisits, settleVisits } from "./pay";
import { buildRecords, type StepRecords } from "./records";
import { holdForSenders, loadSenders, type Senders } from "./senders";
import { sequenceEnd } from "./skip-rules";
import { writeRecords } from "./write";

export type AdvanceOptions = {
  batchSize: number;
  /** SIMULATION_SPEED: simulated seconds per real second (it compresses waits, never the clock). */
  speed: number;
  /** transcript_url is `${recordingBase}/{call_id}/recording`. */
  recordingBase: string;
  /** The batch's lease on its enrollments and its credit reservations (unique per batch). */
  token: string;
  /** How long the lease lasts: a dead instance's enrollments move on after it. */
  leaseMs: number;
  /** Seconds before each retry of a failing step; after the last it is set aside as failed. */
  retryDelays: readonly number[];
  /** Only to write history (the demo seed): the time the batch runs at instead of now(). */
  at?: Date;
};

export type AdvanceResult = {
  /** Enrollments visited (a step run, an answer recorded, or an unscheduled one scheduled). */
  visited: number;
  /** Campaigns that had enrollments visited or set aside: candidates for finishing. */
  campaignIds: string[];
  /** Campaigns paused because their workspace ran out of credits. */
  paused: string[];
  /** Enrollments set aside as failed by this batch. */
  failed: number;
};

/**
 * One batch of the engine, as three short steps and one transaction that does the work:
 *
 * 1. lease due enrollments (claim.ts), shared fairly between workspaces and campaigns;
 * 2. plan each visit (outcome.ts, pure) and reserve its credits (pay.ts), each in a short
 *    transaction of its own, so neither the campaigns nor the balances stay locked;
 * 3. run the visits in one transaction: the leased rows locked and read again, the records,
 *    the enrollments' next steps, the charges settled from the reservation, and every event,
 *    all or nothing;
 * 4. give back what was not used: leases of visits not run, credits not spent.
 *
 * A visit that fails is narrowed down (the batch split until the failing visit runs alone)
 * and recorded with its reason: retried after a delay, then set aside as failed. The other
 * visits of the batch run; no enrollment, campaign or workspace waits on another's failure.
 */
export async function advanceBatch(db: Db, opts: AdvanceOptions): Promise<AdvanceResult> {
  const now = clockSql(opts.at);
  const leased = await leaseDueEnrollments(db, {
    limit: opts.batchSize,
    token: opts.token,
    leaseMs: opts.leaseMs,
    now,
  });
  if (leased.length === 0) return { visited: 0, campaignIds: [], paused: [], failed: 0 };
  const batch: Batch = {
    ...opts,
    now,
    reservedFor: new Map(),
    reservations: new Map(),
    done: new Set(),
    settled: new Set(),
    campaignIds: new Set(),
    visited: 0,
    failed: 0,
  };
  try {
    const { planned, failures } = planAll(leased);
    await recordFailures(db, failures, batch);
    const reserved = await reserveForVisits(db, planned, { now, expiresInMs: opts.leaseMs });
    batch.reservedFor = reserved.reservedFor;
    batch.reservations = reserved.reservations;
    await runVisits(
      db,
      reserved.paid.map((p) => keyOf(p.enrollment)),
      batch,
    );
    return {
      visited: batch.visited,
      campaignIds: [...batch.campaignIds],
      paused: reserved.paused,
      failed: batch.failed,
    };
  } finally {
    // What was not used goes back at once. Best effort: while the database is away, the
    // leases and reservations expire instead.
    const unsettled = [...batch.reservations.values()].filter((r) => !batch.settled.has(r.id));
    await releaseReservations(
      db,
      unsettled.map((r) => r.id),
    ).catch(() => {});
    const left = leased.filter((e) => !batch.done.has(keyText(e)));
    await releaseLeases(db, left.map(keyOf), opts.token).catch(() => {});
  }
}

/** A batch as it runs: its options, its reservations, and what its committed work did. */
type Batch = AdvanceOptions & {
  now: SQL;
  /** What each paid visit's credits were reserved for (by keyText). */
  reservedFor: Map<string, number>;
  /** Each workspace's reservation. */
  reservations: Map<string, Reservation>;
  /** Enrollments whose visit or failure committed (by keyText): their leases are gone. */
  done: Set<string>;
  /** Reservations settled in full by committed work (deleted with it). */
  settled: Set<string>;
  campaignIds: Set<string>;
  visited: number;
  failed: number;
};

async function recordFailures(db: Db, failures: StepFailure[], batch: Batch): Promise<void> {
  batch.failed += await recordStepFailures(db, failures, batch);
  for (const f of failures) {
    batch.done.add(keyText(f));
    batch.campaignIds.add(f.campaign_id);
  }
}

/**
 * Runs the visits of `keys` in one transaction. When it fails for a reason of the visits
 * (not of the moment), the batch is split in two and each half runs on its own, down to the
 * single visit that fails, which is recorded as a failed try.
 */
async function runVisits(db: Db, keys: EnrollmentKey[], batch: Batch): Promise<void> {
  if (keys.length === 0) return;
  try {
    // A deadlock or serialization failure is run again by db.transaction itself.
    await runVisitsOnce(db, keys, batch);
  } catch (err) {
    if (err instanceof VisitFailed) {
      await recordFailures(db, [err.failure], batch);
      const failedKey = keyText(err.failure);
      await runVisits(
        db,
        keys.filter((k) => keyText(k) !== failedKey),
        batch,
      );
      return;
    }
    // The moment's fault, not a visit's: the leases go back and a later batch tries again.
    if (isPassingFailure(err)) throw err;
    if (keys.length === 1) {
      await recordFailures(db, [{ ...keys[0]!, reason: failureSentence(err) }], batch);
      return;
    }
    const half = Math.ceil(keys.length / 2);
    await runVisits(db, keys.slice(0, half), batch);
    await runVisits(db, keys.slice(half), batch);
  }
}

async function runVisitsOnce(db: Db, keys: EnrollmentKey[], batch: Batch): Promise<void> {
  const committed = await db.transaction(async (tx) => {
    const fresh = await lockLeased(tx, { keys, token: batch.token, now: batch.now });
    const visits: PlannedStep[] = [];
    for (const enrollment of fresh) {
      let planned: PlannedStep;
      try {
        planned = { enrollment, steps: enrollment.steps, ...planFor(enrollment) };
      } catch (err) {
        throw new VisitFailed({ ...keyOf(enrollment), reason: failureSentence(err) });
      }
      // Planned again on the rows as they are now: one that would cost more than its
      // reservation (its campaign changed meanwhile) waits for the next batch.
      if (fitsReservation(planned, batch.reservedFor)) visits.push(planned);
    }
    if (visits.length === 0) return { visits, held: [], settled: [] };
    const senders = await loadSenders(tx, {
      campaigns: uniqueBy(
        visits.map((p) => ({
          id: p.enrollment.campaign_id,
          workspaceId: p.enrollment.workspace_id,
        })),
        (c) => c.id,
      ),
      needsAgent: new Set(
        visits.filter((p) => p.plan?.visit.kind === "call").map((p) => p.enrollment.workspace_id),
      ),
      now: batch.now,
    });
    // A send or call needs an account with sends left today; without one the step waits.
    const { ready, held } = takeSenders(visits, senders);
    const records = recordsOf(ready, {
      senders,
      recordingBase: batch.recordingBase,
      speed: batch.speed,
    });
    await writeRecords(tx, records);
    await addDailySends(tx, senders.taken, batch.now);
    await holdForSenders(tx, held, batch.now);
    const settled = await settleVisits(tx, ready, batch.reservations, batch.now);
    await emitAll(tx, records);
    return { visits: ready, held, settled };
  });
  // Held steps' leases went with the work: they are done for this batch, not visited.
  for (const h of committed.held) batch.done.add(keyText(h));
  for (const visit of committed.visits) {
    batch.done.add(keyText(visit.enrollment));
    batch.campaignIds.add(visit.enrollment.campaign_id);
  }
  for (const id of committed.settled) batch.settled.add(id);
  batch.visited += committed.visits.length;
}

/** The batch's records; when one visit cannot be built, it alone fails. */
function recordsOf(visits: PlannedStep[], ctx: Parameters<typeof buildRecords>[1]): StepRecords {
  try {
    return buildRecords(visits, ctx);
  } catch (err) {
    for (const visit of visits) {
      try {
        buildRecords([visit], ctx);
      } catch (one) {
        throw new VisitFailed({ ...keyOf(visit.enrollment), reason: failureSentence(one) });
      }
    }
    throw err;
  }
}

/** A visit that cannot even be planned or built: it alone is recorded as failing. */
class VisitFailed extends Error {
  constructor(readonly failure: StepFailure) {
    super(failure.reason);
  }
}

function planAll(seen: ClaimedEnrollment[]): { planned: PlannedStep[]; failures: StepFailure[] } {
  const planned: PlannedStep[] = [];
  const failures: StepFailure[] = [];
  for (const enrollment of seen) {
    try {
      planned.push({ enrollment, steps: enrollment.steps, ...planFor(enrollment) });
    } catch (err) {
      failures.push({ ...keyOf(enrollment), reason: failureSentence(err) });
    }
  }
  return { planned, failures };
}

/**
 * What a visit does: end it (skip-rules.ts: do-not-contact, a meeting booked by anyone, a
 * reply anywhere, a status change), complete an empty sequence, schedule a new enrollment's
 * first step, or run its step (skipped when the lead has no address on its channel).
 */
function planFor(e: ClaimedEnrollment): Omit<PlannedStep, "enrollment" | "steps"> {
  const steps = e.steps;
  const end = sequenceEnd(e);
  if (end) return { endedBy: end };
  if (steps.length === 0) return { complete: true };
  // Not scheduled yet: the first step falls due after its wait (at once when there is none).
  if (e.next_step_at === null && e.current_step === 0 && steps[0]!.wait_days > 0) {
    return { scheduleInSeconds: steps[0]!.wait_days * 86_400 };
  }
  const reach = { email: e.has_email, phone: e.has_phone, profile: e.has_profile };
  return { plan: planVisit(e.campaign_id, e.lead_id, steps, e.current_step, reach) };
}

const keyOf = (e: EnrollmentKey): EnrollmentKey => ({
  campaign_id: e.campaign_id,
  lead_id: e.lead_id,
});
const keyText = (e: EnrollmentKey) => `${e.campaign_id}/${e.lead_id}`;
const uniqueBy = <T>(values: T[], key: (v: T) => string): T[] => [
  ...new Map(values.map((v) => [key(v), v])).values(),
];

/** Splits a batch's visits into those that can run and the steps that wait for an account. */
function takeSenders(
  visits: PlannedStep[],
  senders: Senders,
): { ready: PlannedStep[]; held: (EnrollmentKey & { wait: "paused" | "limit" })[] } {
  const ready: PlannedStep[] = [];
  const held: (EnrollmentKey & { wait: "paused" | "limit" })[] = [];
  for (const p of visits) {
    const visit = p.plan?.visit;
    const channel = visit?.kind === "send" ? visit.channel : visit?.kind === "call" ? "call" : null;
    if (channel) {
      const e = p.enrollment;
      const took = senders.take(e.campaign_id, e.workspace_id, channel, e.lead_id);
      if ("wait" in took) {
        held.push({ ...keyOf(e), wait: took.wait });
        continue;
      }
    }
    ready.push(p);
  }
  return { ready, held };
}

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
