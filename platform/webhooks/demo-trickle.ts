import { EVENT_TYPES, type EventType } from "../../contract/webhooks";
import type { Db } from "../db/client";
import { demoEndpoints } from "../seed/demo-webhooks";
import { eventBody, queueDirectDelivery } from "./events";
import { sampleContext, samplePayload } from "./simulator";

/**
 * Demo mode only: now and then, one simulated event for each endpoint on the built-in
 * receiver, so a running demo keeps showing new deliveries, pending rows and countdowns.
 * Endpoints elsewhere (a real receiver behind a tunnel) never get these.
 */
export function startDemoTrickle(opts: {
  db: Db;
  receiverBase: string;
  everySeconds: number;
  log?: (line: string) => void;
}): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    // ±50 % jitter, so the history doesn't look machine-made.
    const ms = opts.everySeconds * 1000 * (0.5 + Math.random());
    timer = setTimeout(() => tick().finally(schedule), ms);
    timer.unref();
  };
  const tick = async () => {
    try {
      for (const endpoint of await demoEndpoints(opts.db, opts.receiverBase)) {
        const eventType = EVENT_TYPES[Math.floor(Math.random() * EVENT_TYPES.length)] as EventType;
        const payload = samplePayload(
          eventType,
          await sampleContext(opts.db, endpoint.workspaceId),
        );
        await queueDirectDelivery(opts.db, {
          workspaceId: endpoint.workspaceId,
          endpointId: endpoint.id,
          eventType,
          body: eventBody(eventType, payload),
          trigger: "simulated",
        });
      }
    } catch (err) {
      opts.log?.(`demo event failed: ${String(err)}`);
    }
  };
  if (opts.everySeconds > 0) schedule();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
