import { eq } from "drizzle-orm";
import { PROSPECT_IMPORT_JOB_TYPE } from "../../contract/prospect-search";
import { type PreviewMeta, pageWindow } from "../data/prospect-search";
import { importPreviewSlice } from "../data/prospect-search-import";
import type { Db } from "../db/client";
import { prospectSearchPreviews as previews, prospectImports } from "../db/schema";
import type { PlatformDeps } from "../http/env";
import { JobFailure, runInBackground } from "./background";
import { type JobRow, notifyJobFinished } from "./job-events";
import {
  completeJob,
  findJobById,
  insertJob,
  markJobRunning,
  recordJobProgress,
  unfinishedJobs,
} from "./job-records";

/** Prospects added per transaction: progress moves in steps this big. */
export const IMPORT_BATCH_SIZE = 500;

export type ImportResult = { added: number; skipped: number };

/** The job of importing a preview's result set into its list; queued, not yet started. */
export async function createProspectImport(
  tx: Db,
  input: { preview: PreviewMeta; at: Date },
): Promise<JobRow> {
  const { preview } = input;
  const { to: total } = pageWindow(preview.stored, 1, Number.MAX_SAFE_INTEGER);
  const result: ImportResult = { added: 0, skipped: 0 };
  const job = await insertJob(tx, {
    workspaceId: preview.workspaceId,
    type: PROSPECT_IMPORT_JOB_TYPE,
    total,
    result,
    at: input.at,
  });
  await tx.insert(prospectImports).values({
    jobId: job.id,
    workspaceId: preview.workspaceId,
    leadListId: preview.leadListId,
    previewId: preview.id,
  });
  return job;
}

type Deps = Pick<PlatformDeps, "db" | "now">;

export function startProspectImport(deps: Deps, jobId: string): void {
  runInBackground(deps, jobId, () => runProspectImport(deps, jobId));
}

/**
 * Adds the result set batch by batch, each batch and its progress in one transaction, from
 * wherever `processed` stands, so a job interrupted by a restart resumes without counting
 * anything twice.
 */
async function runProspectImport(deps: Deps, jobId: string): Promise<void> {
  const { db } = deps;
  const job = await findJobById(db, jobId);
  const [input] = await db
    .select({
      previewId: previews.id,
      workspaceId: prospectImports.workspaceId,
      leadListId: prospectImports.leadListId,
      enrichedFrom: previews.enrichedFrom,
      enrichedTo: previews.enrichedTo,
    })
    .from(prospectImports)
    .innerJoin(previews, eq(previews.id, prospectImports.previewId))
    .where(eq(prospectImports.jobId, jobId));
  if (!job || !input) throw new JobFailure("The import's preview no longer exists.");
  await markJobRunning(db, jobId);

  let processed = job.processed;
  const result = { added: 0, skipped: 0, ...(job.result as Partial<ImportResult>) };
  try {
    while (processed < job.total) {
      const to = Math.min(job.total, processed + IMPORT_BATCH_SIZE);
      await db.transaction(async (tx) => {
        const added = await importPreviewSlice(tx, {
          ...input,
          from: processed,
          to,
          at: deps.now(),
        });
        const next = {
          added: result.added + added,
          skipped: result.skipped + (to - processed - added),
        };
        await recordJobProgress(tx, jobId, { processed: to, result: next });
        Object.assign(result, next);
      });
      processed = to;
    }
  } catch (err) {
    throw new JobFailure(
      `The import stopped after ${processed.toLocaleString("en-US")} of ${job.total.toLocaleString("en-US")} prospects; start it again to add the rest (prospects already in the list are skipped).`,
      { cause: err },
    );
  }
  const finished = await completeJob(db, jobId, deps.now());
  if (finished) await notifyJobFinished(finished);
}

/**
 * Picks up imports that a stopped process left queued or running. Call it once at start-up
 * (one platform instance; several would run the same job side by side).
 */
export async function resumeInterruptedImports(deps: Deps): Promise<number> {
  const pending = await unfinishedJobs(deps.db, PROSPECT_IMPORT_JOB_TYPE);
  for (const job of pending) startProspectImport(deps, job.id);
  return pending.length;
}
