import type { RecoverBody } from "@/contract/webhooks";
import { formatDateTime, formatNumber } from "../format";
import { type DeliveryFilters, RANGE_PRESETS } from "./delivery-filters";
import { fromLocalInput } from "./local-time";
import { plural } from "./plural";

/**
 * What a recover resends: the failed deliveries of a range, chosen as a preset span back from
 * now, the time an endpoint began failing, the range on screen, or a date and time the user
 * types. Pure, so the dialog's choices and the body it sends are tested without a browser.
 */

/** Where a recover starts: a preset span back from now, or a moment. */
type RecoverStart = { kind: "preset"; ms: number } | { kind: "at"; since: string };

export type RecoverInitial = { start: RecoverStart; until?: string; eventType?: string | null };

export type RecoverChoice = { value: string; label: string; start: RecoverStart };

/** The choice that reveals a date and time field instead of a fixed start. */
export const CUSTOM_START = "custom";
const DAY_MS = 86_400_000;
const LAST_DAY: RecoverInitial = { start: { kind: "preset", ms: DAY_MS } };

type EndpointState = {
  is_active: boolean;
  disabled_reason: string | null;
  failing_since: string | null;
  disabled_at: string | null;
};

/**
 * Where the dialog starts: an auto-disabled endpoint from when its failures began; otherwise
 * the range on screen, or the last 24 hours.
 */
export function recoverInitialFor(
  endpoint: EndpointState,
  fromView: RecoverInitial | undefined,
): RecoverInitial {
  if (!endpoint.is_active && endpoint.disabled_reason !== null) {
    return { start: { kind: "at", since: endpoint.failing_since ?? endpoint.disabled_at ?? "" } };
  }
  return fromView ?? LAST_DAY;
}

/** The delivery history's filters as a recover's range; an open custom start is the endpoint's birth. */
export function recoverFromFilters(
  filters: DeliveryFilters,
  endpointCreatedAt: string | undefined,
): RecoverInitial {
  const { range } = filters;
  if (range.kind === "custom") {
    return {
      start: { kind: "at", since: range.since ?? endpointCreatedAt ?? "" },
      until: range.until ?? undefined,
      eventType: filters.eventType,
    };
  }
  const preset = RANGE_PRESETS.find((p) => p.value === range.preset);
  return { start: { kind: "preset", ms: preset?.ms ?? DAY_MS }, eventType: filters.eventType };
}

/** The presets, led by the range the dialog opened with or by when the failures began. */
export function recoverChoices(
  failingSince: string | null,
  initial: RecoverInitial,
): RecoverChoice[] {
  const choices: RecoverChoice[] = RANGE_PRESETS.map((p) => ({
    value: p.value,
    label: p.label,
    start: { kind: "preset", ms: p.ms },
  }));
  const sinceFailures = (since: string) => `Since the failures began (${formatDateTime(since)})`;
  if (initial.start.kind === "at") {
    const { since } = initial.start;
    choices.unshift({
      value: "initial",
      label:
        since === failingSince
          ? sinceFailures(since)
          : `${formatDateTime(since)} – ${initial.until ? formatDateTime(initial.until) : "now"}`,
      start: initial.start,
    });
  } else if (failingSince) {
    choices.unshift({
      value: "failing",
      label: sinceFailures(failingSince),
      start: { kind: "at", since: failingSince },
    });
  }
  return choices;
}

/** The choice selected at opening: the initial range, else the preset of its span, else 24 h. */
export function initialChoice(choices: readonly RecoverChoice[], initial: RecoverInitial): string {
  const { start } = initial;
  if (start.kind === "at") return "initial";
  return choices.find((c) => c.start.kind === "preset" && c.start.ms === start.ms)?.value ?? "24h";
}

export type RecoverRequest = { body: RecoverBody; problem: null } | { body: null; problem: string };

/**
 * The body a recover sends for the dialog's choice, or why there is none. Preset spans are
 * measured back from when the dialog opened, so the count shown, the request sent and its
 * Idempotency-Key all describe the same deliveries.
 */
export function recoverRequest({
  choice,
  choices,
  customSince,
  eventType,
  until,
  openedAt,
}: {
  choice: string;
  choices: readonly RecoverChoice[];
  /** The `datetime-local` value typed for "Since a date and time". */
  customSince: string;
  eventType: string;
  until?: string;
  openedAt: number;
}): RecoverRequest {
  const type = eventType ? { event_type: eventType as RecoverBody["event_type"] } : {};
  if (choice === CUSTOM_START) {
    const since = fromLocalInput(customSince);
    if (since === null)
      return { body: null, problem: "Enter a date and time to resend failures from." };
    if (Date.parse(since) >= openedAt) {
      return { body: null, problem: "Choose a date and time in the past." };
    }
    return { body: { since, ...type }, problem: null };
  }
  const start = (choices.find((c) => c.value === choice) ?? choices[0])?.start ?? LAST_DAY.start;
  const since = start.kind === "at" ? start.since : new Date(openedAt - start.ms).toISOString();
  return {
    body: { since, ...(choice === "initial" && until ? { until } : {}), ...type },
    problem: null,
  };
}

/** The button that starts it: what it will do, with the count once known. */
export function recoverActionLabel(count: number | null, reenable: boolean): string {
  if (reenable) {
    return count === 0
      ? "Re-enable"
      : `Re-enable and resend ${count === null ? "" : formatNumber(count)}`.trim();
  }
  return `Resend ${count === null ? "" : plural(count, "delivery", "deliveries")}`.trim();
}
