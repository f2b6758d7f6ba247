"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatNumber } from "@/lib/format";
import { axisTicks } from "@/lib/webhooks/chart-axis";
import { niceCeiling } from "@/lib/webhooks/chart-data";
import { TooltipBox } from "./chart-card";
import { AXIS_TEXT, PLOT_MARGIN, xAxisProps, Y_AXIS_WIDTH, yTicks } from "./plot-axes";

/** One bar: a time span and how many of each kind fell in it. */
export type StackedBar<K extends string> = {
  start: number;
  end: number;
  counts: Record<K, number>;
};

/**
 * Counts per time span, one bar each, stacked by kind in the order of `series` (Recharts;
 * loaded with the chart that shows it, not with the page). The tooltip says the bar in words.
 */
export function StackedBarPlot<K extends string, B extends StackedBar<K>>({
  bars,
  series,
  colorOf,
  describe,
}: {
  bars: readonly B[];
  series: readonly K[];
  colorOf: (kind: K) => string;
  describe: (bar: B) => string;
}) {
  const total = (bar: B) => series.reduce((sum, kind) => sum + bar.counts[kind], 0);
  const max = niceCeiling(Math.max(1, ...bars.map(total)));
  const rows = bars.map((bar, index) => ({ index, bar, ...bar.counts }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={PLOT_MARGIN} barCategoryGap="15%" accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--color-zinc-100)" />
        <XAxis {...xAxisProps(axisTicks(bars))} />
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
            const bar = (payload?.[0]?.payload as { bar?: B } | undefined)?.bar;
            return active && bar ? <TooltipBox text={describe(bar)} /> : null;
          }}
        />
        {series.map((kind) => (
          <Bar
            key={kind}
            dataKey={kind}
            stackId="kind"
            fill={colorOf(kind)}
            maxBarSize={28}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
