import type { AxisTick } from "@/lib/webhooks/chart-axis";

/** Shared look of both plots' axes: small grey labels, no tick marks, a light baseline. */
export const AXIS_TEXT = { fontSize: 10, fill: "var(--color-zinc-500)" };
export const PLOT_MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };
export const Y_AXIS_WIDTH = 44;

/** The x axis shows only the chosen ticks, each with its own label. */
export function xAxisProps(ticks: readonly AxisTick[]) {
  const labels = new Map(ticks.map((t) => [t.index, t.label]));
  return {
    dataKey: "index",
    type: "category" as const,
    ticks: ticks.map((t) => t.index),
    interval: 0 as const,
    tickFormatter: (index: number) => labels.get(index) ?? "",
    tick: AXIS_TEXT,
    tickLine: false,
    axisLine: { stroke: "var(--color-zinc-300)" },
    minTickGap: 4,
  };
}

/** Gridlines at 0, half and the top; counts skip a half that would not be a whole number. */
export function yTicks(max: number, wholeNumbers = false): number[] {
  return wholeNumbers && max % 2 !== 0 ? [0, max] : [0, max / 2, max];
}
