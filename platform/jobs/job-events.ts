import type { jobs } from "../db/schema";

export type JobRow = typeof jobs.$inferSelect;
type JobListener = (job: JobRow) => void | Promise<void>;

const listeners = new Set<JobListener>();

/**
 * The seam for the `job.completed` webhook: `listener` hears of every job that ends, with
 * its final row (`status` completed or failed). Returns a function that unsubscribes.
 */
export function onJobFinished(listener: JobListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener; a failing listener is logged and never fails the job. */
export async function notifyJobFinished(job: JobRow): Promise<void> {
  for (const listener of listeners) {
    try {
      await listener(job);
    } catch (err) {
      console.error("a job listener failed", err);
    }
  }
}
