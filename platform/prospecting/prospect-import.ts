import { eq, sql } from "drizzle-orm";
import { PROSPECT_IMPORT_JOB_TYPE } from "../../contract/prospect-search";
import type { Db } from "../db/client";
import { emitEvents } from "../events/events";
import { JobFailure } from "../jobs/background";
import type { JobRow } from "../jobs/job-events";
import type { JobHandler } from "../jobs/job-handler";
import { insertJob } from "../jobs/job-records";
import { type PreviewMeta, pageWindow } from "./prospect-search";
import { importPreviewSlice } from "./prospect-search-import";
import { prospectSearchPreviews as previews, prospectImports } from "./tables";

/** Prospects added per transaction: progress moves in steps this big. */
export const IMPORT_BATCH_SIZE = 500;

type ImportResult = { added: number; skipped: number };

/**
 * The job of importing a preview's result set into its list; queued for any instance's job
 * runner (call wakeJobRunners() once the transaction commits).
 */
export async function createProspectImport(
  tx: Db,
  input: { preview: PreviewMeta; enrich: boolean; seqs?: number[] | null; at: Date },
): Promise<JobRow> {
  const { preview } = input;
  const seqs = input.seqs ?? null;
  const total = seqs ? seqs.length : pageWindow(preview.stored, 1, Number.MAX_SAFE_INTEGER).to;
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
    enrich: input.enrich,
    seqs,
  });
  return job;
}

/**
 * Adds the result set (or the import's selection of it) batch by batch from wherever `processed` stands. `added` counts the
 * leads each batch inserted and `skipped` the rest of its positions, so the result is what
 * was written, whichever instances ran the batches.
 */
export const prospectImportHandler: JobHandler = {
  type: PROSPECT_IMPORT_JOB_TYPE,
  batchSize: IMPORT_BATCH_SIZE,
  async runBatch(tx, { job, batchSize, at }) {
    const [input] = await tx
      .select({
        previewId: previews.id,
        workspaceId: prospectImports.workspaceId,
        leadListId: prospectImports.leadListId,
        enrich: prospectImports.enrich,
        selected: sql<boolean>`${prospectImports.seqs} is not null`,
      })
      .from(prospectImports)
      .innerJoin(previews, eq(previews.id, prospectImports.previewId))
      .where(eq(prospectImports.jobId, job.id));
    if (!input) throw new JobFailure("The import's preview no longer exists.");
    const from = job.processed;
    const to = Math.min(job.total, from + batchSize);
    const added = await importPreviewSlice(tx, {
      ...input,
      from,
      to,
      at,
      selectionOf: input.selected ? job.id : null,
    });
    // An enriching import is an enrichment run: each lead it adds with its email announces it.
    if (input.enrich) {
      await emitEvents(
        tx,
        input.workspaceId,
        "lead.enriched",
        added
          .filter((lead) => lead.has_email)
          .map((lead) => ({ lead_id: lead.id, fields_added: ["email"] })),
      );
    }
    return { to, counts: { added: added.length, skipped: to - from - added.length } };
  },
  failureMessage: (job) =>
    `The import stopped after ${job.processed.toLocaleString("en-US")} of ${job.total.toLocaleString("en-US")} prospects; start it again to add the rest (prospects already in the list are skipped).`,
};
