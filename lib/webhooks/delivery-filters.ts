import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  EVENT_TYPES,
  type EventType,
} from "@/contract/webhooks";

/**
 * The delivery history's filters and selection, kept in the URL so a link shows the same
 * view: `?status=failed&event_type=call.completed&range=24h&delivery=whd_…`, or a custom
 * range as `?since=…&until=…` (ISO 8601).
 */

export const RANGE_PRESETS = [
  { value: "1h", label: "Last hour", ms: 3_600_000 },
  { value: "24h", label: "Last 24 hours", ms: 86_400_000 },
  { value: "7d", label: "Last 7 days", ms: 7 * 86_400_000 },
  { value: "30d", label: "Last 30 days", ms: 30 * 86_400_000 },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]["value"];
export const DEFAULT_RANGE: RangePreset = "24h";

export type TimeRange =
  | { kind: "preset"; preset: RangePreset }
  | { kind: "custom"; since: string | null; until: string | null };

export type DeliveryFilters = {
  status: DeliveryStatus | null;
  eventType: EventType | null;
  range: TimeRange;
};

export type DeliveryView = DeliveryFilters & { delivery: string | null };

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

function first(params: Params, name: string): string | null {
  if (params instanceof URLSearchParams) return params.get(name);
  const value = params[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function isoOrNull(value: string | null): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

const isStatus = (v: string | null): v is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly (string | null)[]).includes(v);
const isEventType = (v: string | null): v is EventType =>
  (EVENT_TYPES as readonly (string | null)[]).includes(v);
const isPreset = (v: string | null): v is RangePreset => RANGE_PRESETS.some((p) => p.value === v);

/** Unknown or malformed values fall back to "no filter", so an old link still opens. */
export function parseDeliveryView(params: Params): DeliveryView {
  const status = first(params, "status");
  const eventType = first(params, "event_type");
  const preset = first(params, "range");
  const since = isoOrNull(first(params, "since"));
  const until = isoOrNull(first(params, "until"));
  const delivery = first(params, "delivery");
  return {
    status: isStatus(status) ? status : null,
    eventType: isEventType(eventType) ? eventType : null,
    range:
      since || until
        ? { kind: "custom", since, until }
        : { kind: "preset", preset: isPreset(preset) ? preset : DEFAULT_RANGE },
    delivery: delivery && delivery.length <= 100 ? delivery : null,
  };
}

/** The search string for a view; the defaults are left out, so links stay short. */
export function deliveryViewSearch(view: DeliveryView): string {
  const search = new URLSearchParams();
  if (view.status) search.set("status", view.status);
  if (view.eventType) search.set("event_type", view.eventType);
  if (view.range.kind === "preset") {
    if (view.range.preset !== DEFAULT_RANGE) search.set("range", view.range.preset);
  } else {
    if (view.range.since) search.set("since", view.range.since);
    if (view.range.until) search.set("until", view.range.until);
  }
  if (view.delivery) search.set("delivery", view.delivery);
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The range as `since`/`until` for the API, presets measured back from `now`. */
export function rangeBounds(range: TimeRange, now: number): { since?: string; until?: string } {
  if (range.kind === "custom") {
    return { since: range.since ?? undefined, until: range.until ?? undefined };
  }
  const preset = RANGE_PRESETS.find((p) => p.value === range.preset) ?? RANGE_PRESETS[1];
  return { since: new Date(now - preset.ms).toISOString() };
}

/** The window a chart covers: the range, with an open end at `now`. */
export function rangeWindow(
  range: TimeRange,
  now: number,
  oldest?: number,
): { start: number; end: number } {
  const bounds = rangeBounds(range, now);
  const end = bounds.until ? Math.min(Date.parse(bounds.until), now) : now;
  const start = bounds.since ? Date.parse(bounds.since) : (oldest ?? end - 86_400_000);
  return { start: Math.min(start, end - 60_000), end };
}

export function rangeLabel(range: TimeRange): string {
  if (range.kind === "preset") {
    return RANGE_PRESETS.find((p) => p.value === range.preset)?.label ?? "Last 24 hours";
  }
  const fmt = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
  const since = range.since ? fmt.format(new Date(range.since)) : "the beginning";
  const until = range.until ? fmt.format(new Date(range.until)) : "now";
  return `${since} – ${until}`;
}

export function hasFilters(view: DeliveryFilters): boolean {
  return Boolean(
    view.status ||
      view.eventType ||
      view.range.kind === "custom" ||
      view.range.preset !== DEFAULT_RANGE,
  );
}
