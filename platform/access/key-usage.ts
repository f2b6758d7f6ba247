import { and, eq, gte } from "drizzle-orm";
import {
  emptyCounts,
  type KeyUsage,
  type StatusCounts,
  type UsageBucket,
  unusedForLong,
} from "../../contract/key-usage";
import { type apiKeys, apiKeyUsage } from "../auth/tables";
import type { Db } from "../db/client";
import { iso } from "../http/time";

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

function add(into: StatusCounts, statusClass: keyof StatusCounts, n: number) {
  into[statusClass] += n;
  into.total += n;
}

/** Buckets of `size` ms from `first` (inclusive), `n` of them, empty. */
function buckets(
  first: number,
  size: number,
  n: number,
): { start: number; counts: StatusCounts }[] {
  return Array.from({ length: n }, (_, i) => ({ start: first + i * size, counts: emptyCounts() }));
}

/**
 * A key's usage: per hour over the last 24 hours (the current hour last), per UTC day over
 * the last 7 days, and both totals, read from the hourly counters (at most 168 rows per
 * class). The 7-day total covers the same whole days the chart shows.
 */
export async function readKeyUsage(
  db: Db,
  key: typeof apiKeys.$inferSelect,
  now: Date,
): Promise<KeyUsage> {
  const currentHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const firstHour = currentHour - 23 * HOUR_MS;
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const firstDay = today - 6 * DAY_MS;
  const rows = await db
    .select()
    .from(apiKeyUsage)
    .where(
      and(
        eq(apiKeyUsage.keyId, key.id),
        gte(apiKeyUsage.hour, new Date(Math.min(firstHour, firstDay))),
      ),
    );

  const hourly = buckets(firstHour, HOUR_MS, 24);
  const daily = buckets(firstDay, DAY_MS, 7);
  const last24 = emptyCounts();
  const last7 = emptyCounts();
  for (const row of rows) {
    const t = row.hour.getTime();
    if (t >= firstHour && t <= currentHour) {
      add(hourly[(t - firstHour) / HOUR_MS]!.counts, row.statusClass, row.count);
      add(last24, row.statusClass, row.count);
    }
    if (t >= firstDay && t < today + DAY_MS) {
      add(daily[Math.floor((t - firstDay) / DAY_MS)]!.counts, row.statusClass, row.count);
      add(last7, row.statusClass, row.count);
    }
  }
  const toBucket = (b: { start: number; counts: StatusCounts }): UsageBucket => ({
    start: iso(new Date(b.start))!,
    counts: b.counts,
  });
  const lastUsedAt = iso(key.lastUsedAt);
  return {
    key_id: key.id,
    last_used_at: lastUsedAt,
    last_used_address: key.lastUsedAddress,
    last_used_user_agent: key.lastUsedUserAgent,
    unused_for_30_days: unusedForLong(
      { last_used_at: lastUsedAt, created_at: iso(key.createdAt)! },
      now,
    ),
    last_24_hours: last24,
    last_7_days: last7,
    hourly: hourly.map(toBucket),
    daily: daily.map(toBucket),
  };
}
