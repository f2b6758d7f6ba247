import { eq, type SQL, sql } from "drizzle-orm";
import { DO_NOT_CONTACT_JOB_TYPE, type DoNotContactJobResult } from "../../contract/do-not-contact";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { emitEvents } from "../events/events";
import { JobFailure } from "../jobs/background";
import type { JobRow } from "../jobs/job-events";
import type { JobHandler } from "../jobs/job-handler";
import { insertJob } from "../jobs/job-records";
import { leadsMatchingEntrySql } from "./do-not-contact-match";
import { doNotContact, doNotContactJobs } from "./tables";

/** Matching leads handled per transaction. */
const DNC_BATCH_SIZE = 500;

type Entry = typeof doNotContact.$inferSelect;

/** Lead ids are base62 after a prefix: safe inside an array literal. */
const idArray = (ids: string[]): SQL => sql`${`{${ids.join(",")}}`}::text[]`;

/**
 * Queues the job that applies a new entry to the leads already there (call wakeJobRunners()
 * once the transaction commits). Its total is the leads the entry matches now, counted on the
 * index the walk reads; the walk itself says when it has seen the last one.
 */
export async function createDoNotContactJob(
  tx: Db,
  input: { entry: Entry; at: Date },
): Promise<JobRow> {
  const { entry } = input;
  const [counted] = await sqlRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (${leadsMatchingEntrySql({
      ...entry,
      afterLeadId: null,
      limit: null,
    })}) m`,
  );
  const result: DoNotContactJobResult = {
    entry_id: entry.id,
    leads_marked_dnc: 0,
    enrollments_ended: 0,
  };
  const job = await insertJob(tx, {
    workspaceId: entry.workspaceId,
    type: DO_NOT_CONTACT_JOB_TYPE,
    total: counted!.n,
    result,
    at: input.at,
  });
  await tx.insert(doNotContactJobs).values({
    jobId: job.id,
    workspaceId: entry.workspaceId,
    entryId: entry.id,
  });
  return job;
}

/**
 * Walks the leads the entry matches in lead id order, a batch per transaction: ends their
 * active enrollments (state suppressed) and sets those not dnc yet to dnc, each firing
 * lead.status_changed in the same transaction. Meanwhile the engine, enrolling and sending
 * already refuse every matching lead (they check the entry itself, by the same predicate),
 * so the job only brings statuses and enrollments in line with it. Enrollments are ended
 * before leads are locked, the order the engine locks them in.
 */
export const doNotContactJobHandler: JobHandler = {
  type: DO_NOT_CONTACT_JOB_TYPE,
  batchSize: DNC_BATCH_SIZE,
  async runBatch(tx, { job, batchSize, at }) {
    const [walk] = await tx
      .select({
        entryId: doNotContact.id,
        type: doNotContact.type,
        value: doNotContact.value,
        afterLeadId: doNotContactJobs.afterLeadId,
      })
      .from(doNotContactJobs)
      .innerJoin(doNotContact, eq(doNotContact.id, doNotContactJobs.entryId))
      .where(eq(doNotContactJobs.jobId, job.id));
    if (!walk) {
      const done = job.result as DoNotContactJobResult;
      throw new JobFailure(
        `The entry was removed from the do-not-contact list before the job had reached every lead it matched; ${done.leads_marked_dnc.toLocaleString("en-US")} were set to dnc, and the rest keep their status.`,
      );
    }
    const { workspaceId } = job;
    const ids = (
      await sqlRows<{ id: string }>(
        tx,
        leadsMatchingEntrySql({ ...walk, workspaceId, limit: batchSize }),
      )
    ).map((row) => row.id);

    let ended = 0;
    let changed: { id: string; lead_list_id: string; previous: string }[] = [];
    if (ids.length > 0) {
      const iso = sql`${at.toISOString()}::timestamptz`;
      const [endedRow] = await sqlRows<{ n: number }>(
        tx,
        sql`with ended as (
            update campaign_enrollments set state = 'suppressed', next_step_at = null,
              ended_at = ${iso}, updated_at = ${iso}
            where lead_id = any(${idArray(ids)}) and workspace_id = ${workspaceId}
              and state = 'active'
            returning 1
          )
          select count(*)::int as n from ended`,
      );
      ended = endedRow!.n;
      changed = await sqlRows(
        tx,
        sql`with matched as (
            select l.id, l.status as previous from leads l
            where l.id = any(${idArray(ids)}) and l.workspace_id = ${workspaceId}
              and l.status <> 'dnc'
            order by l.id
            for update
          )
          update leads set status = 'dnc' from matched where leads.id = matched.id
          returning leads.id, leads.lead_list_id, matched.previous`,
      );
      await emitEvents(
        tx,
        workspaceId,
        "lead.status_changed",
        changed.map((l) => ({
          lead_id: l.id,
          lead_list_id: l.lead_list_id,
          status: "dnc" as const,
          previous_status: l.previous,
        })),
      );
      await tx
        .update(doNotContactJobs)
        .set({ afterLeadId: ids.at(-1)! })
        .where(eq(doNotContactJobs.jobId, job.id));
    }
    const to = job.processed + ids.length;
    // A short batch is the walk's end, whatever was counted at the start (leads come and go);
    // a full one may have more behind it even past the count.
    const total = ids.length < batchSize ? to : Math.max(job.total, to + 1);
    return {
      to,
      total,
      counts: { leads_marked_dnc: changed.length, enrollments_ended: ended },
    };
  },
  failureMessage: (job) =>
    `The job stopped after ${job.processed.toLocaleString("en-US")} of ${job.total.toLocaleString("en-US")} matching leads; the entry itself is in force, so none of the rest is contacted. Remove the entry and add it again to set their status to dnc.`,
};
