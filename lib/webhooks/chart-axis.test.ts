import { describe, expect, it } from "vitest";
import { axisTicks, bucketLabel } from "./chart-axis";
import { bucketDeliveries, bucketSize } from "./chart-data";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// The browser's zone, as the labels use; the test reads in local time so it holds in any.
const local = (y: number, m: number, d: number, h = 0) => new Date(y, m, d, h).getTime();
const buckets = (start: number, end: number) =>
  bucketDeliveries([], { start, end }, bucketSize(end - start));

describe("axisTicks", () => {
  it("labels seven days by date, each date once and never a bare time of day", () => {
    const end = local(2026, 10, 25, 9);
    const ticks = axisTicks(buckets(end - 7 * DAY, end));
    const labels = ticks.map((t) => t.label);
    expect(labels.length).toBeGreaterThanOrEqual(3);
    expect(labels.length).toBeLessThanOrEqual(6);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/^Nov \d{1,2}$/);
  });

  it("puts each date tick on the first bucket of its day", () => {
    const end = local(2026, 10, 25, 9);
    const all = buckets(end - 7 * DAY, end);
    for (const tick of axisTicks(all, 10)) {
      const start = all[tick.index]!.start;
      const before = all[tick.index - 1]!.start;
      expect(new Date(start).getDate()).not.toBe(new Date(before).getDate());
    }
  });

  it("labels a day by time, adding the date where midnight is crossed", () => {
    const end = local(2026, 10, 25, 9);
    const labels = axisTicks(buckets(end - DAY, end)).map((t) => t.label);
    expect(labels[0]).toMatch(/^\d{2}:\d{2}$/);
    expect(labels.some((l) => /^Nov 25, \d{2}:\d{2}$/.test(l))).toBe(true);
    expect(labels.filter((l) => l.startsWith("Nov 25")).length).toBe(1);
  });

  it("labels day buckets by date and keeps to the tick budget", () => {
    const end = local(2026, 10, 25);
    const labels = axisTicks(buckets(end - 60 * DAY, end), 6).map((t) => t.label);
    expect(labels.length).toBeLessThanOrEqual(6);
    for (const label of labels) expect(label).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
  });

  it("has no ticks without buckets", () => {
    expect(axisTicks([])).toEqual([]);
  });
});

it("names a bucket by its date and, under a day, its hours", () => {
  const start = local(2026, 10, 22, 6);
  expect(bucketLabel({ start, end: start + 6 * HOUR })).toBe("Nov 22, 06:00–12:00");
  expect(bucketLabel({ start: local(2026, 10, 22), end: local(2026, 10, 23) })).toBe("Nov 22");
});
