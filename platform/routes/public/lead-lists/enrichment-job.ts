import { eq } from "drizzle-orm";
import { LEAD_ENRICHMENT_JOB_TYPE } from "../../../../contract/lead-lists";
import { enrichLeadSlice } from "../../../data/lead-enrichment";
import type { Db } from "../../../db/client";
import { leadLists } from "../../../db/schema";
import type { JobRow } from "../../../jobs/job-events";
import type { JobHandler } from "../../../jobs/job-handler";
import { insertJob } from "../../../jobs/job-records";
import { emitEvents } from "../../../webhooks/events";

/** Leads enriched per transaction. */
export const ENRICH_BATCH_SIZE = 200;

export type EnrichmentResult = { enriched: number; unchanged: number; lead_list_id: string };

/** Queues the enrichment of a list (call wakeJobRunners() once the transaction commits). */
export async function createLeadEnrichment(
  db: Db,
  input: { workspaceId: string; leadListId: string; at: Date },
): Promise<JobRow> {
  const [list] = await db
    .select({ leadCount: leadLists.leadCount })
    .from(leadLists)
    .where(eq(leadLists.id, input.leadListId));
  const result: EnrichmentResult = { enriched: 0, unchanged: 0, lead_list_id: input.leadListId };
  return insertJob(db, {
    workspaceId: input.workspaceId,
    type: LEAD_ENRICHMENT_JOB_TYPE,
    total: list?.leadCount ?? 0,
    result,
    at: input.at,
  });
}

/**
 * Enriches the list batch by batch; each batch's lead.enriched events are written in the
 * batch's transaction, so an event is queued exactly when its lead changed.
 */
export const leadEnrichmentHandler: JobHandler = {
  type: LEAD_ENRICHMENT_JOB_TYPE,
  batchSize: ENRICH_BATCH_SIZE,
  async runBatch(tx, { job, batchSize }) {
    const leadListId = (job.result as EnrichmentResult).lead_list_id;
    const size = Math.min(batchSize, job.total - job.processed);
    const enriched = await enrichLeadSlice(tx, { leadListId, from: job.processed, size });
    await emitEvents(
      tx,
      job.workspaceId,
      "lead.enriched",
      enriched.map((lead) => ({ lead_id: lead.id, fields_added: lead.fields_added })),
    );
    return {
      to: job.processed + size,
      counts: { enriched: enriched.length, unchanged: size - enriched.length },
    };
  },
  failureMessage: (job) =>
    `The enrichment stopped after ${job.processed.toLocaleString("en-US")} of ${job.total.toLocaleString("en-US")} leads; start it again to enrich the rest.`,
};
