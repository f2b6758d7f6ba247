import { and, eq, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { newId } from "../ids";
import type { JobRow } from "./job-events";
import { jobs } from "./tables";

export type JobResult = Record<string, unknown>;

const UNFINISHED = ["queued", "running"] as const;

export async function insertJob(
  tx: Db,
  job: { workspaceId: string; type: string; total: number; result: JobResult; at: Date },
): Promise<JobRow> {
  const [row] = await tx
    .insert(jobs)
    .values({
      id: newId("job"),
      workspaceId: job.workspaceId,
      type: job.type,
      status: "queued",
      total: job.total,
      processed: 0,
      result: job.result,
      createdAt: job.at,
    })
    .returning();
  return row!;
}

// clock_timestamp(), not now(): now() is when the transaction began, and a lease renewed at
// the end of a long batch must count from that moment.
const leaseEnd = (leaseMs: number) =>
  sql`clock_timestamp() + make_interval(secs => ${leaseMs / 1000}::float8)`;

/** Unfinished, of one of `types`, and held by nobody: no lease, or one that has lapsed. */
const claimable = (types: string[]): SQL =>
  and(
    inArray(jobs.status, [...UNFINISHED]),
    inArray(jobs.type, types),
    or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`clock_timestamp()`)),
  )!;

/**
 * Claims up to `limit` jobs of `types`, oldest first, for `leaseMs`, under `token`. SKIP LOCKED
 * lets instances claim side by side without waiting on each other; a job whose holder is alive
 * keeps a lease in the future (its heartbeat renews it) and is never claimed, while a dead
 * holder's lease lapses and the job goes to whoever claims next. `attempts` counts the claims.
 */
export async function claimJobs(
  db: Db,
  claim: { types: string[]; limit: number; leaseMs: number; token: string },
): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(claimable(claim.types))
    .orderBy(jobs.createdAt)
    .limit(claim.limit)
    .for("update", { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: "running",
      lockedUntil: leaseEnd(claim.leaseMs),
      lockToken: claim.token,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/** Whether any job of `types` is waiting to be claimed now. */
export async function hasClaimableJobs(db: Db, types: string[]): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(claimable(types)).limit(1);
  return row !== undefined;
}

/** The heartbeat: extends the lease while `token` still holds the job. False once it doesn't. */
export async function renewLease(
  db: Db,
  claim: { id: string; token: string; leaseMs: number },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: leaseEnd(claim.leaseMs) })
    .where(and(eq(jobs.id, claim.id), eq(jobs.lockToken, claim.token), eq(jobs.status, "running")))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Inside a batch's transaction, first thing: locks the job's row for the rest of the
 * transaction and renews the lease, if and only if `token` still holds it. Undefined means the
 * claim was lost (the lease lapsed and another instance took the job): write nothing.
 */
export async function lockHeldJob(
  tx: Db,
  claim: { id: string; token: string; leaseMs: number },
): Promise<JobRow | undefined> {
  const [row] = await tx
    .update(jobs)
    .set({ lockedUntil: leaseEnd(claim.leaseMs) })
    .where(and(eq(jobs.id, claim.id), eq(jobs.lockToken, claim.token), eq(jobs.status, "running")))
    .returning();
  return row;
}

/**
 * Records a batch: `processed` moves from `from` to `to` (and `total` to the batch's, when it
 * says one), and each of `counts` is added to the result's number of that name as stored, never
 * to a copy held in memory, so the result is the sum of what the batches wrote.
 */
export async function recordBatch(
  tx: Db,
  batch: {
    id: string;
    token: string;
    leaseMs: number;
    from: number;
    to: number;
    total?: number;
    counts: Record<string, number>;
  },
): Promise<JobRow | undefined> {
  const counts = JSON.stringify(batch.counts);
  const [row] = await tx
    .update(jobs)
    .set({
      // Renewed at commit too: a long batch blocks the heartbeat (it waits on this row's lock).
      lockedUntil: leaseEnd(batch.leaseMs),
      processed: batch.to,
      ...(batch.total === undefined ? {} : { total: batch.total }),
      result: sql`${jobs.result} || coalesce((
        select jsonb_object_agg(c.key, coalesce((${jobs.result} ->> c.key)::bigint, 0) + c.value::bigint)
        from jsonb_each_text(${counts}::jsonb) c), '{}'::jsonb)`,
    })
    .where(
      and(eq(jobs.id, batch.id), eq(jobs.lockToken, batch.token), eq(jobs.processed, batch.from)),
    )
    .returning();
  return row;
}

/** Ends a job its holder still holds; returns the final row, undefined if the claim was lost. */
export async function endHeldJob(
  tx: Db,
  end: {
    id: string;
    token: string;
    status: "completed" | "failed";
    errorMessage: string | null;
    at: Date;
  },
): Promise<JobRow | undefined> {
  const [row] = await tx
    .update(jobs)
    .set({
      status: end.status,
      errorMessage: end.errorMessage,
      completedAt: end.at,
      lockedUntil: null,
      lockToken: null,
    })
    .where(and(eq(jobs.id, end.id), eq(jobs.lockToken, end.token), eq(jobs.status, "running")))
    .returning();
  return row;
}

/**
 * Gives a held job back: claimable again after `delayMs` (0 on shutdown, so another instance
 * takes it over at once; more after an unexpected error, so a retry is not immediate).
 */
export async function releaseJob(
  db: Db,
  claim: { id: string; token: string; delayMs: number },
): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedUntil: leaseEnd(claim.delayMs), lockToken: null })
    .where(and(eq(jobs.id, claim.id), eq(jobs.lockToken, claim.token)));
}
