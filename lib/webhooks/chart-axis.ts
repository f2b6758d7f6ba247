import type { Bucket } from "./chart-data";

/**
 * Labels for the delivery charts' time axis and for one bucket, in the browser's time zone.
 * A range of several days is labelled by date (a time of day alone repeats, "06:00, 06:00…",
 * and says nothing about which day); a range within a day by time, with the date wherever the
 * day changes.
 */
const DAY_MS = 86_400_000;

const timeOfDay = new Intl.DateTimeFormat("en-US", {
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});
const date = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });

const dayOf = (ms: number) => date.format(ms);

export type AxisTick = { index: number; label: string };

/** At most `maxTicks` labelled bucket starts for a time axis. */
export function axisTicks(
  buckets: readonly Pick<Bucket, "start" | "end">[],
  maxTicks = 6,
): AxisTick[] {
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  if (!first || !last) return [];
  const step = first.end - first.start;
  const thin = (ticks: AxisTick[]) => {
    const every = Math.max(1, Math.ceil(ticks.length / maxTicks));
    return ticks.filter((_, i) => i % every === 0);
  };
  if (step >= DAY_MS) {
    return thin(buckets.map((b, index) => ({ index, label: dayOf(b.start) })));
  }
  if (last.start - first.start > DAY_MS) {
    // Several days in buckets of hours: one tick where each day begins, labelled with its date.
    const starts = buckets.flatMap((b, index) =>
      index > 0 && dayOf(b.start) !== dayOf(buckets[index - 1]!.start)
        ? [{ index, label: dayOf(b.start) }]
        : [],
    );
    return thin(starts);
  }
  let shownDay = dayOf(first.start);
  return thin(buckets.map((_, index) => ({ index, label: "" }))).map(({ index }) => {
    const start = buckets[index]!.start;
    const day = dayOf(start);
    const label = day === shownDay ? timeOfDay.format(start) : `${day}, ${timeOfDay.format(start)}`;
    shownDay = day;
    return { index, label };
  });
}

/** A bucket for tooltips and the figures table: "Nov 22", or "Nov 22, 06:00–12:00". */
export function bucketLabel(bucket: Pick<Bucket, "start" | "end">): string {
  if (bucket.end - bucket.start >= DAY_MS) return dayOf(bucket.start);
  return `${dayOf(bucket.start)}, ${timeOfDay.format(bucket.start)}–${timeOfDay.format(bucket.end)}`;
}
