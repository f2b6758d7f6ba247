import type { Db } from "../db/client";
import { onJobFinished } from "../jobs/job-events";
import { emitEvent, jobCompletedPayload } from "./events";
import type { WebhookSettings } from "./settings";
import { WebhookWorker, type WorkerOptions } from "./worker";

/**
 * Webhooks for a running platform: the delivery worker, and job.completed for every job that
 * ends in this process (the jobs' onJobFinished seam). `stop()` undoes both.
 */
export function startWebhooks(opts: {
  db: Db;
  settings: WebhookSettings;
  worker?: Omit<WorkerOptions, "db" | "settings">;
}) {
  const worker = new WebhookWorker({
    db: opts.db,
    settings: opts.settings,
    ...opts.worker,
  }).start();
  const unsubscribe = onJobFinished(async (job) => {
    await emitEvent(opts.db, job.workspaceId, "job.completed", jobCompletedPayload(job));
  });
  return {
    worker,
    async stop(graceMs?: number) {
      unsubscribe();
      await worker.stop({ graceMs });
    },
  };
}

export type RunningWebhooks = ReturnType<typeof startWebhooks>;
