import type { EventType } from "../../../contract/webhooks";
import { validationError } from "../../http/errors";
import type { RecoverRange } from "../data/webhooks-recovery";

/** since/until/event_type as the recover operations take them; until defaults to now. */
export function recoverRange(
  endpointId: string,
  input: { since: string; until?: string; event_type?: EventType },
  where: "query" | "body",
): RecoverRange {
  const since = new Date(input.since);
  // The database stamps deliveries with its own clock, so "now" here is the real time too.
  const until = input.until ? new Date(input.until) : new Date();
  if (since >= until) {
    throw validationError(
      [where, input.until ? "until" : "since"],
      input.until
        ? "until must be later than since."
        : "since must be in the past; recover resends deliveries that have already failed.",
    );
  }
  return { endpointId, since, until, eventType: input.event_type };
}
