"use client";

import { useId, useState } from "react";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/format";
import {
  type Bucket,
  niceCeiling,
  OUTCOMES,
  type Outcome,
  successRate,
  totals,
} from "@/lib/webhooks/chart-data";
import { formatDuration } from "@/lib/webhooks/time";

const WIDTH = 560;
const HEIGHT = 150;
const PAD = { top: 8, right: 8, bottom: 22, left: 44 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

export const OUTCOME_STYLE: Record<Outcome, { label: string; fill: string; swatch: string }> = {
  succeeded: { label: "Succeeded", fill: "fill-emerald-500", swatch: "bg-emerald-500" },
  failed: { label: "Failed", fill: "fill-red-500", swatch: "bg-red-500" },
  pending: { label: "Pending", fill: "fill-amber-400", swatch: "bg-amber-400" },
};

const HOUR_MINUTE = new Intl.DateTimeFormat("en-US", {
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});
const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });

/** Times of day for steps under a day, dates otherwise. */
function tickLabel(ms: number, step: number): string {
  return step < 86_400_000 ? HOUR_MINUTE.format(ms) : DAY.format(ms);
}

function bucketLabel(bucket: Bucket): string {
  const step = bucket.end - bucket.start;
  if (step >= 86_400_000) return DAY.format(bucket.start);
  return `${DAY.format(bucket.start)}, ${HOUR_MINUTE.format(bucket.start)}–${HOUR_MINUTE.format(bucket.end)}`;
}

/** Three or four x labels at evenly spaced bucket starts. */
function xTicks(buckets: readonly Bucket[]) {
  if (buckets.length === 0) return [];
  const every = Math.max(1, Math.ceil(buckets.length / 4));
  const step = (buckets[0]?.end ?? 0) - (buckets[0]?.start ?? 0);
  return buckets
    .map((bucket, index) => ({ index, label: tickLabel(bucket.start, step) }))
    .filter(({ index }) => index % every === 0);
}

function Axes({
  max,
  format,
  ticks,
  slot,
  wholeNumbers = false,
}: {
  max: number;
  format: (n: number) => string;
  ticks: { index: number; label: string }[];
  slot: number;
  /** Counts: no middle line where it would fall between two whole numbers. */
  wholeNumbers?: boolean;
}) {
  return (
    <g aria-hidden className="text-[10px]">
      {(wholeNumbers && max % 2 !== 0 ? [0, 1] : [0, 0.5, 1]).map((f) => {
        const y = PAD.top + PLOT_H * (1 - f);
        return (
          <g key={f}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y}
              y2={y}
              className={f === 0 ? "stroke-zinc-300" : "stroke-zinc-100"}
            />
            <text
              x={PAD.left - 6}
              y={y}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-zinc-500"
            >
              {format(max * f)}
            </text>
          </g>
        );
      })}
      {ticks.map((tick) => (
        <text
          key={tick.index}
          x={PAD.left + slot * tick.index + slot / 2}
          y={HEIGHT - 6}
          textAnchor="middle"
          className="fill-zinc-500"
        >
          {tick.label}
        </text>
      ))}
    </g>
  );
}

/** The bucket under the pointer; its figures show above the chart. */
function useBucketCursor() {
  const [active, setActive] = useState<number | null>(null);
  return { active, setActive };
}

function ChartCard({
  title,
  summary,
  readout,
  legend,
  table,
  children,
}: {
  title: string;
  summary: string;
  readout: string;
  legend: React.ReactNode;
  /** The same figures as a table, for keyboard and screen reader users. */
  table: { head: string[]; rows: { key: number; cells: string[] }[] };
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-zinc-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <figcaption id={`${id}-title`} className="text-sm font-semibold text-zinc-900">
          {title}
        </figcaption>
        <div className="flex flex-wrap items-center gap-3 text-xs text-zinc-600">{legend}</div>
      </div>
      <p className="mt-1 text-xs text-zinc-500">{summary}</p>
      <p aria-hidden className="mt-2 h-4 truncate text-xs font-medium text-zinc-700">
        {readout}
      </p>
      {children}
      <details className="mt-1 text-xs">
        <summary className="cursor-pointer text-zinc-500 hover:text-zinc-800">
          Show the figures
        </summary>
        <div className="mt-2">
          <table className="w-full text-left tabular-nums">
            <thead>
              <tr>
                {table.head.map((h) => (
                  <th key={h} scope="col" className="py-1 pr-3 font-medium text-zinc-500">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100">
              {table.rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                    <td key={i} className="py-1 pr-3 text-zinc-700">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

function Swatch({ className, label }: { className: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden className={cn("inline-block size-2.5 rounded-sm", className)} />
      {label}
    </span>
  );
}

function describeCounts(bucket: Bucket): string {
  if (bucket.total === 0) return `${bucketLabel(bucket)}: no deliveries`;
  const parts = OUTCOMES.filter((o) => bucket.counts[o] > 0).map((o) => `${bucket.counts[o]} ${o}`);
  return `${bucketLabel(bucket)}: ${parts.join(", ")}`;
}

function describeLatency(bucket: Bucket): string {
  if (bucket.p50 === null) return `${bucketLabel(bucket)}: no attempts`;
  return `${bucketLabel(bucket)}: median ${formatDuration(bucket.p50)}, p95 ${formatDuration(bucket.p95)}, slowest ${formatDuration(bucket.max)}`;
}

/** Deliveries per time bucket, stacked by outcome. */
export function OutcomeChart({ buckets }: { buckets: readonly Bucket[] }) {
  const cursor = useBucketCursor();
  const sum = totals(buckets);
  const all = sum.succeeded + sum.failed + sum.pending;
  const rate = successRate(sum);
  const max = niceCeiling(Math.max(1, ...buckets.map((b) => b.total)));
  const slot = PLOT_W / Math.max(1, buckets.length);
  const barWidth = Math.max(2, Math.min(28, slot * 0.7));
  const summary =
    all === 0
      ? "No deliveries in this time range."
      : `${formatNumber(all)} deliveries: ${formatNumber(sum.succeeded)} succeeded, ${formatNumber(sum.failed)} failed, ${formatNumber(sum.pending)} pending${rate === null ? "" : ` · ${(rate * 100).toFixed(1)}% success`}.`;
  const activeBucket = cursor.active === null ? undefined : buckets[cursor.active];

  return (
    <ChartCard
      title="Deliveries by outcome"
      summary={summary}
      readout={activeBucket ? describeCounts(activeBucket) : ""}
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
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-1 w-full"
        role="img"
        aria-label={`Deliveries by outcome. ${summary}`}
        onMouseLeave={() => cursor.setActive(null)}
      >
        <Axes
          max={max}
          format={(n) => formatNumber(Math.round(n))}
          wholeNumbers
          ticks={xTicks(buckets)}
          slot={slot}
        />
        {buckets.map((bucket, i) => {
          const x = PAD.left + slot * i + (slot - barWidth) / 2;
          let y = PAD.top + PLOT_H;
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: the figures are also in the table below
            <g key={bucket.start} onMouseEnter={() => cursor.setActive(i)}>
              <rect
                x={PAD.left + slot * i}
                y={PAD.top}
                width={slot}
                height={PLOT_H}
                className={cursor.active === i ? "fill-zinc-100" : "fill-transparent"}
              />
              {OUTCOMES.map((o) => {
                const h = (bucket.counts[o] / max) * PLOT_H;
                if (h <= 0) return null;
                y -= h;
                return (
                  <rect
                    key={o}
                    x={x}
                    y={y}
                    width={barWidth}
                    height={h}
                    rx={1}
                    className={OUTCOME_STYLE[o].fill}
                  />
                );
              })}
            </g>
          );
        })}
      </svg>
    </ChartCard>
  );
}

/** Median and 95th percentile of attempt durations per time bucket. */
export function LatencyChart({
  buckets,
  timeoutMs,
}: {
  buckets: readonly Bucket[];
  /** Drawn as a reference line when it fits the scale. */
  timeoutMs?: number | null;
}) {
  const cursor = useBucketCursor();
  const measured = buckets.filter((b) => b.p95 !== null);
  const peak = Math.max(1, ...measured.map((b) => b.p95 ?? 0));
  const max = niceCeiling(peak);
  const slot = PLOT_W / Math.max(1, buckets.length);
  const xOf = (i: number) => PAD.left + slot * i + slot / 2;
  const yOf = (ms: number) => PAD.top + PLOT_H * (1 - Math.min(1, ms / max));
  const all = measured.flatMap((b) => (b.p50 === null ? [] : [b.p50]));
  const median =
    all.length === 0 ? null : [...all].sort((a, b) => a - b)[Math.floor((all.length - 1) / 2)];
  const slowest = Math.max(0, ...measured.map((b) => b.max ?? 0));
  const summary =
    measured.length === 0
      ? "No attempts in this time range."
      : `Typical median ${formatDuration(median)}; slowest attempt ${formatDuration(slowest)}.`;

  function path(key: "p50" | "p95") {
    let d = "";
    let open = false;
    buckets.forEach((bucket, i) => {
      const value = bucket[key];
      if (value === null) {
        open = false;
        return;
      }
      d += `${open ? "L" : "M"}${xOf(i).toFixed(1)},${yOf(value).toFixed(1)}`;
      open = true;
    });
    return d;
  }
  const activeBucket = cursor.active === null ? undefined : buckets[cursor.active];

  return (
    <ChartCard
      title="Latency"
      summary={summary}
      readout={activeBucket ? describeLatency(activeBucket) : ""}
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
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-1 w-full"
        role="img"
        aria-label={`Latency. ${summary}`}
        onMouseLeave={() => cursor.setActive(null)}
      >
        <Axes
          max={max}
          format={(n) => (n === 0 ? "0" : formatDuration(n))}
          ticks={xTicks(buckets)}
          slot={slot}
        />
        {timeoutMs && timeoutMs <= max ? (
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={yOf(timeoutMs)}
            y2={yOf(timeoutMs)}
            strokeDasharray="4 3"
            className="stroke-red-300"
          />
        ) : null}
        {buckets.map((bucket, i) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: the figures are also in the table below
          <rect
            key={bucket.start}
            x={PAD.left + slot * i}
            y={PAD.top}
            width={slot}
            height={PLOT_H}
            onMouseEnter={() => cursor.setActive(i)}
            className={cursor.active === i ? "fill-zinc-100" : "fill-transparent"}
          />
        ))}
        <path d={path("p95")} fill="none" strokeWidth={1.5} className="stroke-indigo-300" />
        <path d={path("p50")} fill="none" strokeWidth={2} className="stroke-indigo-600" />
        {buckets.map((bucket, i) =>
          bucket.p50 === null ? null : (
            <circle
              key={bucket.start}
              cx={xOf(i)}
              cy={yOf(bucket.p50)}
              r={cursor.active === i ? 3.5 : 2}
              className="fill-indigo-600"
            />
          ),
        )}
      </svg>
    </ChartCard>
  );
}
