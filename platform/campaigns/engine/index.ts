import type { PlatformConfig } from "../../config";
import type { Db } from "../../db/client";
import { CampaignEngine, DEFAULT_ENGINE_BATCH } from "./engine";

export { wakeCampaignEngines } from "./engine";

/** The campaign engine of a platform instance: every instance runs one. */
export function startCampaignEngine(
  db: Db,
  config: Pick<
    PlatformConfig,
    | "publicApiUrl"
    | "simulationSpeed"
    | "engineBatchSize"
    | "jobPollMs"
    | "jobLeaseMs"
    | "engineRetryDelaysSeconds"
  >,
  opts: { log?: (line: string) => void } = {},
): CampaignEngine {
  return new CampaignEngine({
    db,
    speed: config.simulationSpeed,
    batchSize: config.engineBatchSize ?? DEFAULT_ENGINE_BATCH,
    pollIntervalMs: config.jobPollMs ?? 1000,
    leaseMs: config.jobLeaseMs ?? 30_000,
    retryDelays: config.engineRetryDelaysSeconds,
    recordingBase: recordingBaseOf(config),
    ...opts,
  }).start();
}

/** Where API clients find calls: transcript_url is `<this>/{call_id}/recording`. */
export function recordingBaseOf(config: Pick<PlatformConfig, "publicApiUrl">): string {
  return `${config.publicApiUrl}/api/v1/public/calls`;
}
