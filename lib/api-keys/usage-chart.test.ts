import { describe, expect, it } from "vitest";
import { emptyCounts, type KeyUsage } from "@/contract/key-usage";
import { describeCounts, usageBars, usageFigures } from "./usage-chart";

const HOUR = 3600_000;
const start = Date.parse("2026-11-20T00:00:00Z");

function usage(): KeyUsage {
  const hourly = Array.from({ length: 24 }, (_, i) => ({
    start: new Date(start + i * HOUR).toISOString().replace(".000", ""),
    counts: emptyCounts(),
  }));
  hourly[23]!.counts = { ...emptyCounts(), total: 3, "2xx": 2, "429": 1 };
  const daily = Array.from({ length: 7 }, (_, i) => ({
    start: new Date(start + (i - 6) * 24 * HOUR).toISOString().replace(".000", ""),
    counts: emptyCounts(),
  }));
  return {
    key_id: "key_1",
    last_used_at: null,
    last_used_address: null,
    last_used_user_agent: null,
    unused_for_30_days: false,
    last_24_hours: hourly[23]!.counts,
    last_7_days: hourly[23]!.counts,
    hourly,
    daily,
  };
}

describe("usage chart data", () => {
  it("makes one bar per hour or day, each as long as its bucket", () => {
    const hours = usageBars(usage(), "24h");
    expect(hours).toHaveLength(24);
    expect(hours[0]!.end - hours[0]!.start).toBe(HOUR);
    const days = usageBars(usage(), "7d");
    expect(days).toHaveLength(7);
    expect(days[0]!.end - days[0]!.start).toBe(24 * HOUR);
  });

  it("says what the counts are in words, 429s by name", () => {
    expect(describeCounts(usage().last_24_hours)).toBe(
      "3 requests: 2 succeeded (2xx), 1 rate limited (429)",
    );
    expect(describeCounts(emptyCounts())).toBe("No requests");
  });

  it("lists only the bars with requests in the figures table", () => {
    const figures = usageFigures(usageBars(usage(), "24h"));
    expect(figures.head).toEqual(["When", "Total", "2xx", "3xx", "4xx", "429", "5xx"]);
    expect(figures.rows).toHaveLength(1);
    expect(figures.rows[0]!.cells.slice(1)).toEqual(["3", "2", "0", "0", "1", "0"]);
  });
});
