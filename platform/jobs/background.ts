import type { PlatformDeps } from "../http/env";
import { notifyJobFinished } from "./job-events";
import { failJob } from "./job-records";

/** A failure whose message is written for the client, as the job's `error_message`. */
export class JobFailure extends Error {}

const GENERIC_FAILURE = "The job stopped because of an unexpected error; start it again.";

const inFlight = new Set<Promise<void>>();

/**
 * Runs a job's work after the response has gone out. Nothing is lost silently: an error
 * marks the job failed with a sentence (a JobFailure's own, or a generic one) and is logged.
 */
export function runInBackground(
  deps: Pick<PlatformDeps, "db" | "now">,
  jobId: string,
  work: () => Promise<void>,
): void {
  const task = (async () => {
    try {
      await work();
    } catch (err) {
      console.error(`background job ${jobId} failed`, err);
      const message = err instanceof JobFailure ? err.message : GENERIC_FAILURE;
      try {
        const failed = await failJob(deps.db, jobId, message, deps.now());
        if (failed) await notifyJobFinished(failed);
      } catch (recordErr) {
        console.error(`could not record the failure of job ${jobId}`, recordErr);
      }
    }
  })();
  inFlight.add(task);
  void task.finally(() => inFlight.delete(task));
}

/** Resolves once every background job started so far has ended (tests, shutdown). */
export async function backgroundJobsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
