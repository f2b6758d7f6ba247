import type { Db } from "../db/client";
import type { JobRow } from "./job-events";

/**
 * What one batch wrote: how far the job got, and the counts to add to its result. `stop` ends
 * the job there, as failed with that sentence, in the batch's transaction (e.g. the credits ran
 * out): the batch's writes and counts stand, and nothing after `to` is done. `total` replaces
 * the job's total, for a job whose extent is only known for sure as it goes (a walk of rows
 * that others may add or delete meanwhile): the job ends once `to` reaches it.
 */
type JobBatch = {
  to: number;
  counts: Record<string, number>;
  stop?: string;
  total?: number;
};

type JobBatchContext = {
  /** The job as locked for this batch: `processed` is where the batch starts. */
  job: JobRow;
  /** Most items this batch may handle. */
  batchSize: number;
  at: Date;
};

/**
 * One kind of job, done in batches. Each batch runs inside a transaction that holds the job's
 * claim, so its writes commit together with the job's progress or not at all; a batch that
 * never committed is done again by whoever holds the job next.
 */
export type JobHandler = {
  type: string;
  /** Most items per batch unless the runner is told otherwise. */
  batchSize: number;
  runBatch: (tx: Db, ctx: JobBatchContext) => Promise<JobBatch>;
  /** error_message when the job gives up after repeated unexpected errors. */
  failureMessage: (job: JobRow) => string;
};
