"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatNumber } from "@/lib/format";
import { axisTicks, bucketLabel } from "@/lib/webhooks/chart-axis";
import { type Bucket, niceCeiling, OUTCOMES } from "@/lib/webhooks/chart-data";
import { OUTCOME_STYLE, TooltipBox } from "./chart-card";
import { AXIS_TEXT, PLOT_MARGIN, xAxisProps, Y_AXIS_WIDTH, yTicks } from "./plot-axes";

export function describeCounts(bucket: Bucket): string {
  if (bucket.total === 0) return `${bucketLabel(bucket)}: no deliveries`;
  const parts = OUTCOMES.filter((o) => bucket.counts[o] > 0).map((o) => `${bucket.counts[o]} ${o}`);
  return `${bucketLabel(bucket)}: ${parts.join(", ")}`;
}

/** Deliveries per bucket, stacked by outcome (Recharts; loaded with the chart, not the page). */
export default function OutcomePlot({ buckets }: { buckets: readonly Bucket[] }) {
  const max = niceCeiling(Math.max(1, ...buckets.map((b) => b.total)));
  const rows = buckets.map((bucket, index) => ({ index, bucket, ...bucket.counts }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={PLOT_MARGIN} barCategoryGap="15%" accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--color-zinc-100)" />
        <XAxis {...xAxisProps(axisTicks(buckets))} />
        <YAxis
          width={Y_AXIS_WIDTH}
          domain={[0, max]}
          ticks={yTicks(max, true)}
          tickFormatter={(n: number) => formatNumber(Math.round(n))}
          tick={AXIS_TEXT}
          tickLine={false}
          axisLine={false}
          allowDecimals={false}
        />
        <Tooltip
          cursor={{ fill: "var(--color-zinc-100)" }}
          isAnimationActive={false}
          content={({ active, payload }) => {
            const bucket = (payload?.[0]?.payload as { bucket?: Bucket } | undefined)?.bucket;
            return active && bucket ? <TooltipBox text={describeCounts(bucket)} /> : null;
          }}
        />
        {OUTCOMES.map((o) => (
          <Bar
            key={o}
            dataKey={o}
            stackId="outcome"
            fill={OUTCOME_STYLE[o].color}
            maxBarSize={28}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
