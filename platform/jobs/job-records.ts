import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { newId } from "../ids";
import type { JobRow } from "./job-events";

export type JobResult = Record<string, unknown>;

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

export async function findJobById(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

export async function markJobRunning(db: Db, id: string) {
  await db
    .update(jobs)
    .set({ status: "running" })
    .where(and(eq(jobs.id, id), eq(jobs.status, "queued")));
}

export async function recordJobProgress(
  tx: Db,
  id: string,
  progress: { processed: number; result: JobResult },
) {
  await tx.update(jobs).set(progress).where(eq(jobs.id, id));
}

/** Ends a job that is still queued or running; returns its final row. */
async function endJob(
  db: Db,
  id: string,
  end: { status: "completed" | "failed"; errorMessage: string | null; at: Date },
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ status: end.status, errorMessage: end.errorMessage, completedAt: end.at })
    .where(and(eq(jobs.id, id), inArray(jobs.status, ["queued", "running"])))
    .returning();
  return row;
}

export const completeJob = (db: Db, id: string, at: Date) =>
  endJob(db, id, { status: "completed", errorMessage: null, at });

export const failJob = (db: Db, id: string, errorMessage: string, at: Date) =>
  endJob(db, id, { status: "failed", errorMessage, at });

/** Jobs of `type` that never ended, oldest first: what a restart should pick up again. */
export async function unfinishedJobs(db: Db, type: string): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.type, type), inArray(jobs.status, ["queued", "running"])))
    .orderBy(jobs.createdAt);
}
