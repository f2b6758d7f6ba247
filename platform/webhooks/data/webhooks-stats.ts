import { sql } from "drizzle-orm";
import type { EventType } from "../../../contract/webhooks";
import type { Db } from "../../db/client";
import { sqlRows } from "../../db/sql-rows";

/**
 * An endpoint's deliveries of one range counted by outcome, overall and per time bucket, with
 * latency percentiles: what the console's cards and charts draw, from one statement each.
 */

type Num = number | string | null;
const num = (v: Num) => (v === null ? null : Number(v));

export async function deliveryStats(
  db: Db,
  filter: {
    endpointId: string;
    since: Date;
    until: Date;
    eventType?: EventType;
    bucketSeconds: number;
  },
) {
  const where = sql`endpoint_id = ${filter.endpointId}
    and created_at >= ${filter.since.toISOString()}::timestamptz
    and created_at < ${filter.until.toISOString()}::timestamptz
    ${filter.eventType ? sql`and event_type = ${filter.eventType}` : sql``}`;
  const [buckets, last] = await Promise.all([
    sqlRows<{
      start: Num;
      deliveries: Num;
      succeeded: Num;
      failed: Num;
      pending: Num;
      p50: Num;
      p95: Num;
      max: Num;
    }>(
      db,
      sql`select floor(extract(epoch from created_at) / ${filter.bucketSeconds}::int)
            * ${filter.bucketSeconds}::int as start,
          count(*) as deliveries,
          count(*) filter (where status = 'succeeded') as succeeded,
          count(*) filter (where status = 'failed') as failed,
          count(*) filter (where status = 'pending') as pending,
          percentile_disc(0.5) within group (order by last_duration_ms) as p50,
          percentile_disc(0.95) within group (order by last_duration_ms) as p95,
          max(last_duration_ms) as max
        from webhook_deliveries where ${where}
        group by 1 order by 1`,
    ),
    sqlRows<{ created_at: Date | string; status: "pending" | "succeeded" | "failed" }>(
      db,
      sql`select created_at, status from webhook_deliveries
        where endpoint_id = ${filter.endpointId} order by seq desc limit 1`,
    ),
  ]);
  const mapped = buckets.map((b) => ({
    start: new Date(Number(b.start) * 1000),
    deliveries: Number(b.deliveries),
    succeeded: Number(b.succeeded),
    failed: Number(b.failed),
    pending: Number(b.pending),
    p50_ms: num(b.p50),
    p95_ms: num(b.p95),
    max_ms: num(b.max),
  }));
  const totals = { deliveries: 0, succeeded: 0, failed: 0, pending: 0 };
  for (const b of mapped) {
    totals.deliveries += b.deliveries;
    totals.succeeded += b.succeeded;
    totals.failed += b.failed;
    totals.pending += b.pending;
  }
  const finished = totals.succeeded + totals.failed;
  return {
    totals: { ...totals, success_rate: finished === 0 ? null : totals.succeeded / finished },
    buckets: mapped,
    last: last[0] ? { at: new Date(last[0].created_at), status: last[0].status } : null,
  };
}
