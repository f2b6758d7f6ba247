"use client";

import dynamic from "next/dynamic";
import { ApiErrorState } from "@/components/ui/api-error-state";
import { formatNumber } from "@/lib/format";
import type { useDeliveryStatsQuery } from "@/lib/queries/webhooks";
import { bucketLabel } from "@/lib/webhooks/chart-axis";
import {
  type Bucket,
  bucketsFromStats,
  OUTCOMES,
  successRate,
  totals,
} from "@/lib/webhooks/chart-data";
import { type DeliveryFilters, rangeLabel } from "@/lib/webhooks/delivery-filters";
import { plural } from "@/lib/webhooks/plural";
import { formatDuration } from "@/lib/webhooks/time";
import { ChartCard, OUTCOME_STYLE, Swatch } from "./charts/chart-card";

/**
 * The delivery charts of an endpoint's page. Title, summary and the figures table render at
 * once; the plots (Recharts) load after the page, so the page's own JavaScript stays small.
 */
const OutcomePlot = dynamic(() => import("./charts/outcome-plot"), { ssr: false });
const LatencyPlot = dynamic(() => import("./charts/latency-plot"), { ssr: false });

/** Deliveries per time bucket, stacked by outcome. */
function OutcomeChart({ buckets }: { buckets: readonly Bucket[] }) {
  const sum = totals(buckets);
  const all = sum.succeeded + sum.failed + sum.pending;
  const rate = successRate(sum);
  const summary =
    all === 0
      ? "No deliveries in this time range."
      : `${plural(all, "delivery", "deliveries")}: ${formatNumber(sum.succeeded)} succeeded, ${formatNumber(sum.failed)} failed, ${formatNumber(sum.pending)} pending${rate === null ? "" : ` · ${(rate * 100).toFixed(1)}% success`}.`;
  return (
    <ChartCard
      title="Deliveries by outcome"
      summary={summary}
      table={{
        head: ["Interval", "Succeeded", "Failed", "Pending"],
        rows: buckets
          .filter((b) => b.total > 0)
          .map((b) => ({
            key: b.start,
            cells: [
              bucketLabel(b),
              String(b.counts.succeeded),
              String(b.counts.failed),
              String(b.counts.pending),
            ],
          })),
      }}
      legend={OUTCOMES.map((o) => (
        <Swatch key={o} className={OUTCOME_STYLE[o].swatch} label={OUTCOME_STYLE[o].label} />
      ))}
    >
      <OutcomePlot buckets={buckets} />
    </ChartCard>
  );
}

/** Median and 95th percentile of attempt durations per time bucket. */
function LatencyChart({
  buckets,
  timeoutMs,
}: {
  buckets: readonly Bucket[];
  /** Drawn as a reference line when it fits the scale. */
  timeoutMs?: number | null;
}) {
  const measured = buckets.filter((b) => b.p95 !== null);
  const medians = measured.flatMap((b) => (b.p50 === null ? [] : [b.p50])).sort((a, b) => a - b);
  const median = medians.length === 0 ? null : medians[Math.floor((medians.length - 1) / 2)];
  const slowest = Math.max(0, ...measured.map((b) => b.max ?? 0));
  const summary =
    measured.length === 0
      ? "No attempts in this time range."
      : `Typical median ${formatDuration(median)}; slowest attempt ${formatDuration(slowest)}.`;
  return (
    <ChartCard
      title="Latency"
      summary={summary}
      table={{
        head: ["Interval", "Median", "p95", "Slowest"],
        rows: measured.map((b) => ({
          key: b.start,
          cells: [
            bucketLabel(b),
            formatDuration(b.p50),
            formatDuration(b.p95),
            formatDuration(b.max),
          ],
        })),
      }}
      legend={
        <>
          <Swatch className="bg-indigo-600" label="Median" />
          <Swatch className="bg-indigo-300" label="p95" />
        </>
      }
    >
      <LatencyPlot buckets={buckets} timeoutMs={timeoutMs} />
    </ChartCard>
  );
}

/** Both charts of the range on screen, and what they count. */
export function DeliveryCharts({
  stats,
  filters,
}: {
  stats: ReturnType<typeof useDeliveryStatsQuery>;
  filters: DeliveryFilters;
}) {
  if (stats.isError) {
    return <ApiErrorState error={stats.error} onRetry={() => stats.refetch()} className="mt-4" />;
  }
  const buckets = stats.data
    ? bucketsFromStats(stats.data.stats.buckets, stats.data.window, stats.data.bucketMs)
    : [];
  return (
    <div className="mt-4">
      <div className="grid gap-3 lg:grid-cols-2" aria-busy={stats.isPending}>
        <OutcomeChart buckets={buckets} />
        <LatencyChart buckets={buckets} />
      </div>
      <p className="mt-1.5 text-xs text-zinc-500">
        {rangeLabel(filters.range)}
        {filters.eventType ? `, ${filters.eventType} only` : ""}. Latency is the duration of each
        delivery's latest attempt. The figures, charts and table refresh together.
      </p>
    </div>
  );
}
