"use client";

import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { axisTicks, bucketLabel } from "@/lib/webhooks/chart-axis";
import { type Bucket, niceCeiling } from "@/lib/webhooks/chart-data";
import { formatDuration } from "@/lib/webhooks/time";
import { TooltipBox } from "./chart-card";
import { AXIS_TEXT, PLOT_MARGIN, xAxisProps, Y_AXIS_WIDTH, yTicks } from "./plot-axes";

const MEDIAN_COLOR = "var(--color-indigo-600)";
const P95_COLOR = "var(--color-indigo-300)";

function describeLatency(bucket: Bucket): string {
  if (bucket.p50 === null) return `${bucketLabel(bucket)}: no attempts`;
  return `${bucketLabel(bucket)}: median ${formatDuration(bucket.p50)}, p95 ${formatDuration(bucket.p95)}, slowest ${formatDuration(bucket.max)}`;
}

/**
 * Median and 95th percentile of attempt durations per bucket (Recharts; loaded with the
 * chart, not the page). Buckets without attempts leave a gap; the time-out is drawn as a
 * dashed line when it fits the scale.
 */
export default function LatencyPlot({
  buckets,
  timeoutMs,
}: {
  buckets: readonly Bucket[];
  timeoutMs?: number | null;
}) {
  const max = niceCeiling(Math.max(1, ...buckets.map((b) => b.p95 ?? 0)));
  const rows = buckets.map((bucket, index) => ({
    index,
    bucket,
    p50: bucket.p50,
    p95: bucket.p95,
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows} margin={PLOT_MARGIN} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--color-zinc-100)" />
        <XAxis {...xAxisProps(axisTicks(buckets))} />
        <YAxis
          width={Y_AXIS_WIDTH}
          domain={[0, max]}
          ticks={yTicks(max)}
          tickFormatter={(n: number) => (n === 0 ? "0" : formatDuration(n))}
          tick={AXIS_TEXT}
          tickLine={false}
          axisLine={false}
        />
        {timeoutMs && timeoutMs <= max ? (
          <ReferenceLine y={timeoutMs} stroke="var(--color-red-300)" strokeDasharray="4 3" />
        ) : null}
        <Tooltip
          cursor={{ stroke: "var(--color-zinc-300)" }}
          isAnimationActive={false}
          content={({ active, payload }) => {
            const bucket = (payload?.[0]?.payload as { bucket?: Bucket } | undefined)?.bucket;
            return active && bucket ? <TooltipBox text={describeLatency(bucket)} /> : null;
          }}
        />
        <Line
          dataKey="p95"
          stroke={P95_COLOR}
          strokeWidth={1.5}
          dot={false}
          connectNulls={false}
          isAnimationActive={false}
        />
        <Line
          dataKey="p50"
          stroke={MEDIAN_COLOR}
          strokeWidth={2}
          dot={{ r: 2, fill: MEDIAN_COLOR, strokeWidth: 0 }}
          activeDot={{ r: 3.5 }}
          connectNulls={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
