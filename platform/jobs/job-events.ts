import type { jobs } from "./tables";

export type JobRow = typeof jobs.$inferSelect;
type JobListener = (job: JobRow) => void | Promise<void>;

const listeners = new Set<JobListener>();

/**
 * An in-process notice of every job that ends in this process, with its final row (`status`
 * completed or failed), after its transaction commits. The `job.completed` event itself is not
 * sent from here: the job runner writes it in the transaction that ends the job. Returns a
 * function that unsubscribes.
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
