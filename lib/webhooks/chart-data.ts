/**
 * Turns deliveries into the series the charts draw: counts by outcome and latency per time
 * bucket. Pure, so the charts stay dumb and the arithmetic is tested.
 */

export type Outcome = "succeeded" | "failed" | "pending";
export const OUTCOMES: readonly Outcome[] = ["succeeded", "failed", "pending"];

export type DeliveryPoint = {
  /** When the delivery was created, in ms since the epoch. */
  at: number;
  outcome: Outcome;
  /** Duration of its latest attempt, when one was made. */
  durationMs: number | null;
};

export type Bucket = {
  start: number;
  end: number;
  counts: Record<Outcome, number>;
  total: number;
  /** Latency of the bucket's attempts; null when none was made. */
  p50: number | null;
  p95: number | null;
  max: number | null;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const STEPS = [
  MINUTE,
  5 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  7 * DAY,
];

/** The smallest step that splits `spanMs` into at most `maxBuckets` buckets. */
export function bucketSize(spanMs: number, maxBuckets = 36): number {
  for (const step of STEPS) if (spanMs / step <= maxBuckets) return step;
  return Math.ceil(spanMs / maxBuckets / DAY) * DAY;
}

/** Nearest-rank percentile of values sorted ascending. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? null;
}

/**
 * Buckets aligned to `bucketMs` covering [start, end]; points outside are ignored. Bucket
 * edges are aligned in UTC, so hours start on the hour.
 */
export function bucketDeliveries(
  points: readonly DeliveryPoint[],
  range: { start: number; end: number },
  bucketMs = bucketSize(range.end - range.start),
): Bucket[] {
  const first = Math.floor(range.start / bucketMs) * bucketMs;
  const count = Math.max(1, Math.ceil((range.end - first) / bucketMs));
  const durations: number[][] = Array.from({ length: count }, () => []);
  const buckets: Bucket[] = Array.from({ length: count }, (_, i) => ({
    start: first + i * bucketMs,
    end: first + (i + 1) * bucketMs,
    counts: { succeeded: 0, failed: 0, pending: 0 },
    total: 0,
    p50: null,
    p95: null,
    max: null,
  }));
  for (const point of points) {
    if (point.at < range.start || point.at > range.end) continue;
    const index = Math.min(count - 1, Math.floor((point.at - first) / bucketMs));
    const bucket = buckets[index];
    if (!bucket) continue;
    bucket.counts[point.outcome] += 1;
    bucket.total += 1;
    if (point.durationMs !== null) durations[index]?.push(point.durationMs);
  }
  buckets.forEach((bucket, i) => {
    const sorted = (durations[i] ?? []).sort((a, b) => a - b);
    bucket.p50 = percentile(sorted, 50);
    bucket.p95 = percentile(sorted, 95);
    bucket.max = sorted.length > 0 ? (sorted[sorted.length - 1] ?? null) : null;
  });
  return buckets;
}

/** A round upper bound for an axis: 1, 2, 5 × 10^n at or above `value`. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** Success rate of finished deliveries (pending ones are not counted yet), or null. */
export function successRate(counts: Record<Outcome, number>): number | null {
  const finished = counts.succeeded + counts.failed;
  return finished === 0 ? null : counts.succeeded / finished;
}

export function totals(buckets: readonly Bucket[]): Record<Outcome, number> {
  const sum: Record<Outcome, number> = { succeeded: 0, failed: 0, pending: 0 };
  for (const bucket of buckets) for (const o of OUTCOMES) sum[o] += bucket.counts[o];
  return sum;
}

/** One bucket as the platform's delivery statistics report it (start as ISO 8601). */
export type StatsBucket = {
  start: string;
  succeeded: number;
  failed: number;
  pending: number;
  deliveries: number;
  p50_ms: number | null;
  p95_ms: number | null;
  max_ms: number | null;
};

/**
 * The chart's buckets over `range`, filled from the platform's counted buckets (which are
 * aligned the same way, at multiples of `bucketMs` since the epoch); empty ones stay zero.
 */
export function bucketsFromStats(
  counted: readonly StatsBucket[],
  range: { start: number; end: number },
  bucketMs: number,
): Bucket[] {
  const buckets = bucketDeliveries([], range, bucketMs);
  const byStart = new Map(buckets.map((b) => [b.start, b]));
  for (const c of counted) {
    const bucket = byStart.get(Date.parse(c.start));
    if (!bucket) continue;
    bucket.counts = { succeeded: c.succeeded, failed: c.failed, pending: c.pending };
    bucket.total = c.deliveries;
    bucket.p50 = c.p50_ms;
    bucket.p95 = c.p95_ms;
    bucket.max = c.max_ms;
  }
  return buckets;
}
