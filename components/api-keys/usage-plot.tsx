"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { TooltipBox } from "@/components/webhooks/charts/chart-card";
import {
  AXIS_TEXT,
  PLOT_MARGIN,
  xAxisProps,
  Y_AXIS_WIDTH,
  yTicks,
} from "@/components/webhooks/charts/plot-axes";
import { STATUS_CLASSES } from "@/contract/key-usage";
import { describeBar, type UsageBar } from "@/lib/api-keys/usage-chart";
import { formatNumber } from "@/lib/format";
import { axisTicks } from "@/lib/webhooks/chart-axis";
import { niceCeiling } from "@/lib/webhooks/chart-data";
import { STATUS_CLASS_STYLE } from "./usage-style";

/** A key's requests per hour or day, stacked by status class (Recharts; loaded with the dialog). */
export default function UsagePlot({ bars }: { bars: readonly UsageBar[] }) {
  const max = niceCeiling(Math.max(1, ...bars.map((b) => b.counts.total)));
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
            const bar = (payload?.[0]?.payload as { bar?: UsageBar } | undefined)?.bar;
            return active && bar ? <TooltipBox text={describeBar(bar)} /> : null;
          }}
        />
        {STATUS_CLASSES.map((c) => (
          <Bar
            key={c}
            dataKey={c}
            stackId="status"
            fill={STATUS_CLASS_STYLE[c].color}
            maxBarSize={28}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
