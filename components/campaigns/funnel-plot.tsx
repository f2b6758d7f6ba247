"use client";

import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from "recharts";
import type { FunnelStage } from "@/lib/campaigns/figures";
import { formatNumber } from "@/lib/format";

const COLORS = [
  "var(--color-indigo-300)",
  "var(--color-indigo-400)",
  "var(--color-indigo-500)",
  "var(--color-emerald-500)",
];

/** The funnel's stages as horizontal bars (Recharts; loaded with the chart, not the page). */
export default function FunnelPlot({ stages }: { stages: readonly FunnelStage[] }) {
  const max = Math.max(1, ...stages.map((s) => s.count));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={stages.map((s) => ({ ...s }))}
        layout="vertical"
        margin={{ top: 0, right: 56, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <XAxis type="number" domain={[0, max]} hide />
        <YAxis
          type="category"
          dataKey="label"
          width={88}
          tick={{ fontSize: 12, fill: "var(--color-zinc-600)" }}
          tickLine={false}
          axisLine={false}
        />
        <Bar dataKey="count" isAnimationActive={false} barSize={18} radius={[0, 3, 3, 0]}>
          {stages.map((s, i) => (
            <Cell key={s.key} fill={COLORS[i % COLORS.length]} />
          ))}
          <LabelList
            dataKey="count"
            position="right"
            formatter={(n: unknown) => (typeof n === "number" ? formatNumber(n) : "")}
            style={{ fontSize: 12, fill: "var(--color-zinc-700)" }}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
