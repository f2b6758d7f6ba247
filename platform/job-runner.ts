import type { PlatformConfig } from "./config";
import type { Db } from "./db/client";
import { JOB_HANDLERS } from "./job-handlers";
import { JobRunner } from "./jobs/runner";

/** The job runner of a platform instance: every instance runs one. */
export function startJobRunner(
  db: Db,
  config: Pick<PlatformConfig, "jobLeaseMs" | "jobPollMs" | "jobBatchSize">,
  opts: { now?: () => Date; log?: (line: string) => void } = {},
): JobRunner {
  return new JobRunner({
    db,
    handlers: JOB_HANDLERS,
    leaseMs: config.jobLeaseMs,
    pollIntervalMs: config.jobPollMs,
    batchSize: config.jobBatchSize,
    ...opts,
  }).start();
}
