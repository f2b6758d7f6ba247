import { describe, expect, it } from "vitest";
import {
  bucketDeliveries,
  bucketSize,
  bucketsFromStats,
  type DeliveryPoint,
  niceCeiling,
  percentile,
  successRate,
  totals,
} from "./chart-data";

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 22, 0, 0, 0);

describe("bucketSize", () => {
  it("picks a step that keeps the bucket count readable", () => {
    expect(bucketSize(HOUR)).toBe(5 * 60_000);
    expect(bucketSize(24 * HOUR)).toBe(HOUR);
    expect(bucketSize(7 * 24 * HOUR)).toBe(6 * HOUR);
    expect(bucketSize(30 * 24 * HOUR)).toBe(24 * HOUR);
  });
});

describe("percentile", () => {
  it("uses the nearest rank", () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
  });
});

describe("bucketDeliveries", () => {
  const points: DeliveryPoint[] = [
    { at: T0 + 10 * 60_000, outcome: "succeeded", durationMs: 100 },
    { at: T0 + 20 * 60_000, outcome: "succeeded", durationMs: 300 },
    { at: T0 + 30 * 60_000, outcome: "failed", durationMs: 3000 },
    { at: T0 + HOUR + 1, outcome: "pending", durationMs: null },
    { at: T0 + 5 * HOUR, outcome: "succeeded", durationMs: 50 },
    { at: T0 - 1, outcome: "failed", durationMs: 1 },
  ];

  it("counts each outcome per aligned bucket and ignores points outside the range", () => {
    const buckets = bucketDeliveries(points, { start: T0, end: T0 + 3 * HOUR }, HOUR);
    expect(buckets).toHaveLength(3);
    expect(buckets[0]?.counts).toEqual({ succeeded: 2, failed: 1, pending: 0 });
    expect(buckets[1]?.counts).toEqual({ succeeded: 0, failed: 0, pending: 1 });
    expect(buckets[2]?.total).toBe(0);
    expect(totals(buckets)).toEqual({ succeeded: 2, failed: 1, pending: 1 });
  });

  it("gives latency per bucket, null where no attempt was made", () => {
    const buckets = bucketDeliveries(points, { start: T0, end: T0 + 3 * HOUR }, HOUR);
    expect(buckets[0]).toMatchObject({ p50: 300, p95: 3000, max: 3000 });
    expect(buckets[1]).toMatchObject({ p50: null, p95: null, max: null });
  });

  it("aligns the first bucket to the step", () => {
    const buckets = bucketDeliveries([], { start: T0 + 10 * 60_000, end: T0 + 2 * HOUR }, HOUR);
    expect(buckets[0]?.start).toBe(T0);
    expect(buckets).toHaveLength(2);
  });
});

describe("axis and rates", () => {
  it("rounds an axis up to 1, 2, 2.5 or 5 × 10^n", () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(11)).toBe(20);
    expect(niceCeiling(240)).toBe(250);
    expect(niceCeiling(1000)).toBe(1000);
  });

  it("counts only finished deliveries in the success rate", () => {
    expect(successRate({ succeeded: 3, failed: 1, pending: 5 })).toBe(0.75);
    expect(successRate({ succeeded: 0, failed: 0, pending: 2 })).toBeNull();
  });
});

describe("bucketsFromStats", () => {
  it("places the platform's buckets on the chart's and leaves the rest empty", () => {
    const hour = 3_600_000;
    const start = Date.UTC(2026, 10, 22, 10, 0, 0);
    const buckets = bucketsFromStats(
      [
        {
          start: new Date(start + hour).toISOString(),
          succeeded: 7,
          failed: 1,
          pending: 0,
          deliveries: 8,
          p50_ms: 120,
          p95_ms: 480,
          max_ms: 900,
        },
      ],
      { start, end: start + 3 * hour },
      hour,
    );
    expect(buckets).toHaveLength(3);
    expect(buckets[0]!.total).toBe(0);
    expect(buckets[1]).toMatchObject({
      total: 8,
      counts: { succeeded: 7, failed: 1, pending: 0 },
      p50: 120,
      p95: 480,
      max: 900,
    });
    expect(totals(buckets)).toEqual({ succeeded: 7, failed: 1, pending: 0 });
  });
});
