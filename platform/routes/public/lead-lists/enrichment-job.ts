import { count, eq } from "drizzle-orm";
import { LEAD_ENRICHMENT_JOB_TYPE } from "../../../../contract/lead-lists";
import { enrichLeadSlice } from "../../../data/lead-enrichment";
import type { Db } from "../../../db/client";
import { leads } from "../../../db/schema";
import type { PlatformDeps } from "../../../http/env";
import { JobFailure, runInBackground } from "../../../jobs/background";
import { type JobRow, notifyJobFinished } from "../../../jobs/job-events";
import {
  completeJob,
  findJobById,
  insertJob,
  markJobRunning,
  recordJobProgress,
} from "../../../jobs/job-records";
import { emitEvents, wakeWebhookWorkers } from "../../../webhooks/events";

/** Leads enriched per transaction. */
export const ENRICH_BATCH_SIZE = 200;

export type EnrichmentResult = { enriched: number; unchanged: number; lead_list_id: string };

export async function createLeadEnrichment(
  db: Db,
  input: { workspaceId: string; leadListId: string; at: Date },
): Promise<JobRow> {
  const [total] = await db
    .select({ n: count() })
    .from(leads)
    .where(eq(leads.leadListId, input.leadListId));
  const result: EnrichmentResult = { enriched: 0, unchanged: 0, lead_list_id: input.leadListId };
  return insertJob(db, {
    workspaceId: input.workspaceId,
    type: LEAD_ENRICHMENT_JOB_TYPE,
    total: total?.n ?? 0,
    result,
    at: input.at,
  });
}

type Deps = Pick<PlatformDeps, "db" | "now">;

export function startLeadEnrichment(deps: Deps, jobId: string): void {
  runInBackground(deps, jobId, () => runLeadEnrichment(deps, jobId));
}

/**
 * Enriches the list batch by batch; each batch, its lead.enriched events and the job's
 * progress commit together, so an event is queued exactly when its lead changed. The end
 * goes through notifyJobFinished, whose webhook listener sends job.completed.
 */
async function runLeadEnrichment(deps: Deps, jobId: string): Promise<void> {
  const { db } = deps;
  const job = await findJobById(db, jobId);
  if (!job) throw new JobFailure("The enrichment job no longer exists.");
  const result = job.result as EnrichmentResult;
  await markJobRunning(db, jobId);
  let processed = job.processed;
  while (processed < job.total) {
    const size = Math.min(ENRICH_BATCH_SIZE, job.total - processed);
    await db.transaction(async (tx) => {
      const enriched = await enrichLeadSlice(tx, {
        leadListId: result.lead_list_id,
        from: processed,
        size,
      });
      await emitEvents(
        tx,
        job.workspaceId,
        "lead.enriched",
        enriched.map((lead) => ({ lead_id: lead.id, fields_added: lead.fields_added })),
      );
      result.enriched += enriched.length;
      result.unchanged += size - enriched.length;
      await recordJobProgress(tx, jobId, { processed: processed + size, result });
    });
    wakeWebhookWorkers();
    processed += size;
  }
  const finished = await completeJob(db, jobId, deps.now());
  if (finished) await notifyJobFinished(finished);
}
