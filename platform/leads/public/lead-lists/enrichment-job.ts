import { eq, sql } from "drizzle-orm";
import { CREDIT_RATES, creditsText } from "../../../../contract/credit-rates";
import {
  LEAD_ENRICHMENT_JOB_TYPE,
  type LeadEnrichmentResult,
  type LeadListEnrichmentEstimate,
} from "../../../../contract/lead-lists";
import {
  creditBalance,
  InsufficientCreditsError,
  lockCreditBalance,
} from "../../../credits/credits";
import type { Db } from "../../../db/client";
import { emitEvents } from "../../../events/events";
import type { JobRow } from "../../../jobs/job-events";
import type { JobHandler } from "../../../jobs/job-handler";
import { insertJob } from "../../../jobs/job-records";
import { plural, quotedListName, revealProspects } from "../../../prospecting";
import {
  applyLeadEnrichment,
  countLeadsToEnrich,
  type EnrichmentCandidate,
  enrichmentCandidates,
} from "../../lead-enrichment";
import { leadLists } from "../../tables";

/** Leads enriched per transaction. */
const ENRICH_BATCH_SIZE = 200;

/** What enriching the list would do and cost now (a read: it never spends). */
export async function estimateLeadEnrichment(
  db: Db,
  scope: { workspaceId: string; leadListId: string },
  readBalance: (db: Db, workspaceId: string) => Promise<number> = creditBalance,
): Promise<LeadListEnrichmentEstimate> {
  const balance = await readBalance(db, scope.workspaceId);
  const { missing, paid } = await countLeadsToEnrich(db, scope);
  const billable = missing - paid;
  return {
    lead_list_id: scope.leadListId,
    leads_missing_fields: missing,
    already_paid: paid,
    billable,
    credits: billable * CREDIT_RATES.enrichment,
    balance,
  };
}

/**
 * Queues the enrichment of a list (call wakeJobRunners() once the transaction commits).
 * Throws InsufficientCreditsError, queuing nothing, when the balance cannot cover the leads
 * it would charge for. Call it in a transaction: the balance stays locked until the job is in.
 */
export async function createLeadEnrichment(
  tx: Db,
  input: { workspaceId: string; leadListId: string; at: Date },
): Promise<JobRow> {
  const estimate = await estimateLeadEnrichment(tx, input, lockCreditBalance);
  if (estimate.credits > estimate.balance) {
    throw new InsufficientCreditsError(estimate.credits, estimate.balance);
  }
  const [list] = await tx
    .select({ leadCount: leadLists.leadCount })
    .from(leadLists)
    .where(eq(leadLists.id, input.leadListId));
  const result: LeadEnrichmentResult = {
    lead_list_id: input.leadListId,
    enriched: 0,
    unchanged: 0,
    already_paid: 0,
    credits_charged: 0,
  };
  return insertJob(tx, {
    workspaceId: input.workspaceId,
    type: LEAD_ENRICHMENT_JOB_TYPE,
    total: list?.leadCount ?? 0,
    result,
    at: input.at,
  });
}

/** The candidates the balance pays for, in list order, up to the first it cannot pay for. */
function affordable(candidates: EnrichmentCandidate[], balance: number) {
  let spend = 0;
  for (const [index, lead] of candidates.entries()) {
    if (lead.paid) continue;
    if (spend + CREDIT_RATES.enrichment > balance) {
      return { taken: candidates.slice(0, index), stoppedAt: lead.pos };
    }
    spend += CREDIT_RATES.enrichment;
  }
  return { taken: candidates, stoppedAt: null };
}

/**
 * Enriches the list batch by batch. Each batch's leads, their charge (one credit rate for
 * each lead whose prospect the workspace had not paid for) and their lead.enriched events
 * commit in one transaction, so nothing is ever charged without being enriched, or the
 * reverse. When the credits run out (another job or preview spent them), the job stops at the
 * first lead it cannot pay for; that lead and the ones after it are left as they were.
 */
export const leadEnrichmentHandler: JobHandler = {
  type: LEAD_ENRICHMENT_JOB_TYPE,
  batchSize: ENRICH_BATCH_SIZE,
  async runBatch(tx, { job, batchSize, at }) {
    const { workspaceId } = job;
    const done = job.result as LeadEnrichmentResult;
    const leadListId = done.lead_list_id;
    const from = job.processed;
    const size = Math.min(batchSize, job.total - from);
    const balance = await lockCreditBalance(tx, workspaceId);
    const candidates = await enrichmentCandidates(tx, { workspaceId, leadListId, from, size });
    const { taken, stoppedAt } = affordable(candidates, balance);

    await applyLeadEnrichment(
      tx,
      taken.map((lead) => lead.id),
    );
    const toPay = taken.filter((lead) => !lead.paid).map((lead) => lead.prospect_id);
    let charged = 0;
    if (toPay.length > 0) {
      const list = await quotedListName(tx, leadListId);
      ({ charged } = await revealProspects(tx, {
        workspaceId,
        source: sql`select p.id, p.seq from prospects p
          where p.id = any(${`{${toPay.join(",")}}`}::text[])`,
        at,
        note: {
          reason: "bulk_enrichment",
          jobId: job.id,
          leadListId,
          describe: (n) => `Bulk enrichment of list ${list}: ${plural(n, "lead")}`,
        },
      }));
    }
    await emitEvents(
      tx,
      workspaceId,
      "lead.enriched",
      taken.map((lead) => ({ lead_id: lead.id, fields_added: lead.fields_added })),
    );
    const to = stoppedAt ?? from + size;
    const counts = {
      enriched: taken.length,
      unchanged: to - from - taken.length,
      already_paid: taken.length - toPay.length,
      credits_charged: charged,
    };
    if (stoppedAt === null) return { to, counts };

    const { missing: left } = await countLeadsToEnrich(tx, { workspaceId, leadListId, from: to });
    const enriched = done.enriched + taken.length;
    return {
      to,
      counts: { ...counts, left },
      stop: `The workspace ran out of credits: ${plural(enriched, "lead")} enriched (${creditsText(done.credits_charged + charged)}), ${plural(left, "lead")} left without their fields and not charged. Add credits and enrich the list again; leads already enriched are not charged again.`,
    };
  },
  failureMessage: (job) =>
    `The enrichment stopped after ${job.processed.toLocaleString("en-US")} of ${job.total.toLocaleString("en-US")} leads; start it again to enrich the rest.`,
};
