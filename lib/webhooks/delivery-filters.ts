import type { DeliveryStatus, EventType } from "@/contract/webhooks";

/**
 * The delivery history's filters: status, event type and a time range (a preset measured back
 * from now, or a custom span). `delivery-view.ts` keeps them in the URL.
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
  /** Text in the body sent (the platform's bounded search). */
  q: string | null;
  /** The lead, or the campaign, the event names. */
  leadId: string | null;
  campaignId: string | null;
};

export const NO_FILTERS: DeliveryFilters = {
  status: null,
  eventType: null,
  range: { kind: "preset", preset: DEFAULT_RANGE },
  q: null,
  leadId: null,
  campaignId: null,
};

/** A delivery id as the platform makes them: typed or pasted in the search, it opens. */
export const isDeliveryId = (text: string) => /^whd_[0-9A-Za-z]{16}$/.test(text);

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
      view.q ||
      view.leadId ||
      view.campaignId ||
      view.range.kind === "custom" ||
      view.range.preset !== DEFAULT_RANGE,
  );
}
