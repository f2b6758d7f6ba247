"use client";

import { StackedBarPlot } from "@/components/webhooks/charts/stacked-bar-plot";
import { STATUS_CLASSES } from "@/contract/key-usage";
import { describeBar, type UsageBar } from "@/lib/api-keys/usage-chart";
import { STATUS_CLASS_STYLE } from "./usage-style";

/** A key's requests per hour or day, stacked by status class (loaded with the dialog). */
export default function UsagePlot({ bars }: { bars: readonly UsageBar[] }) {
  return (
    <StackedBarPlot
      bars={bars}
      series={STATUS_CLASSES}
      colorOf={(c) => STATUS_CLASS_STYLE[c].color}
      describe={describeBar}
    />
  );
}
