"use client";

import { bucketLabel } from "@/lib/webhooks/chart-axis";
import { type Bucket, OUTCOMES } from "@/lib/webhooks/chart-data";
import { OUTCOME_STYLE } from "./chart-card";
import { StackedBarPlot } from "./stacked-bar-plot";

function describeCounts(bucket: Bucket): string {
  if (bucket.total === 0) return `${bucketLabel(bucket)}: no deliveries`;
  const parts = OUTCOMES.filter((o) => bucket.counts[o] > 0).map((o) => `${bucket.counts[o]} ${o}`);
  return `${bucketLabel(bucket)}: ${parts.join(", ")}`;
}

/** Deliveries per bucket, stacked by outcome (loaded with the chart, not the page). */
export default function OutcomePlot({ buckets }: { buckets: readonly Bucket[] }) {
  return (
    <StackedBarPlot
      bars={buckets}
      series={OUTCOMES}
      colorOf={(o) => OUTCOME_STYLE[o].color}
      describe={describeCounts}
    />
  );
}
