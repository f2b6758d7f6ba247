import type { Db } from "../db/client";
import type { WebhookSettings } from "../webhook-settings";
import { WebhookWorker, type WorkerOptions } from "./worker";

/**
 * Webhooks for a running platform: the delivery worker. (job.completed is written by the job
 * runner in the transaction that ends the job.) `stop()` stops it.
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
  return {
    worker,
    async stop(graceMs?: number) {
      await worker.stop({ graceMs });
    },
  };
}

export type RunningWebhooks = ReturnType<typeof startWebhooks>;
