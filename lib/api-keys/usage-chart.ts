import {
  type KeyUsage,
  STATUS_CLASSES,
  type StatusClass,
  type StatusCounts,
} from "@/contract/key-usage";
import { formatNumber } from "@/lib/format";
import { bucketLabel } from "@/lib/webhooks/chart-axis";
import { countOf } from "../words";

export type UsageRange = "24h" | "7d";

export type UsageBar = { start: number; end: number; counts: StatusCounts };

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** What each status class is called on the page: 429 apart, since it means "slow down". */
export const STATUS_CLASS_LABEL: Record<StatusClass, string> = {
  "2xx": "Succeeded (2xx)",
  "3xx": "Redirected (3xx)",
  "4xx": "Refused (4xx)",
  "429": "Rate limited (429)",
  "5xx": "Failed (5xx)",
};

/** The bars of a range: hours for the last 24 hours, days for the last 7. */
export function usageBars(usage: KeyUsage, range: UsageRange): UsageBar[] {
  const [buckets, size] = range === "24h" ? [usage.hourly, HOUR] : [usage.daily, DAY];
  return buckets.map((b) => {
    const start = Date.parse(b.start);
    return { start, end: start + size, counts: b.counts };
  });
}

export function rangeCounts(usage: KeyUsage, range: UsageRange): StatusCounts {
  return range === "24h" ? usage.last_24_hours : usage.last_7_days;
}

/** "12 requests: 10 succeeded (2xx), 2 rate limited (429)", or "No requests". */
export function describeCounts(counts: StatusCounts): string {
  if (counts.total === 0) return "No requests";
  const parts = STATUS_CLASSES.filter((c) => counts[c] > 0).map(
    (c) => `${formatNumber(counts[c])} ${STATUS_CLASS_LABEL[c].toLowerCase()}`,
  );
  return `${countOf(counts.total, "request")}: ${parts.join(", ")}`;
}

export function describeBar(bar: UsageBar): string {
  return `${bucketLabel(bar)}: ${describeCounts(bar.counts).replace(/^No requests$/, "no requests")}`;
}

/** The figures behind the chart, for the table under "Show the figures" (empty bars left out). */
export function usageFigures(bars: readonly UsageBar[]) {
  return {
    head: ["When", "Total", ...STATUS_CLASSES.map((c) => c)],
    rows: bars
      .filter((b) => b.counts.total > 0)
      .map((b) => ({
        key: b.start,
        cells: [
          bucketLabel(b),
          formatNumber(b.counts.total),
          ...STATUS_CLASSES.map((c) => formatNumber(b.counts[c])),
        ],
      })),
  };
}
