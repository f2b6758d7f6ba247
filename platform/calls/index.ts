import { recordingBaseOf } from "../campaigns";
import type { PlatformConfig } from "../config";
import type { Db } from "../db/client";
import { CallWorker } from "./worker";

/** The call worker of a platform instance: every instance runs one, as it runs the engine. */
export function startCallWorker(
  db: Db,
  config: Pick<PlatformConfig, "publicApiUrl" | "simulationSpeed" | "jobPollMs">,
  opts: { log?: (line: string) => void } = {},
): CallWorker {
  return new CallWorker({
    db,
    speed: config.simulationSpeed,
    // Calls last seconds to minutes of simulated time: look often enough to end them on time.
    pollIntervalMs: Math.min(config.jobPollMs ?? 250, 1000),
    recordingBase: recordingBaseOf(config),
    ...opts,
  }).start();
}
export type { FictionalNumber } from "./carrier/numbering";
export { countryOfNumber, toE164 } from "./carrier/numbering";
export { issuedAuthToken, numbersHeld, openCarrierAccount } from "./carrier/simulated-carrier";
