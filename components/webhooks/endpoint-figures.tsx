"use client";

import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import type { DeliveryStatsRow } from "@/lib/queries/webhooks";
import { rangeLabel, type TimeRange } from "@/lib/webhooks/delivery-filters";
import { successHint } from "@/lib/webhooks/success-hint";
import { formatRelative, formatTimestamp } from "@/lib/webhooks/time";
import { DeliveryStatusBadge } from "./badges";
import { useNow } from "./use-now";

function Figure({
  label,
  children,
  hint,
}: {
  label: string;
  children: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <div className="rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-zinc-200">
      <dt className="text-xs font-medium text-zinc-500">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-zinc-900 tabular-nums">{children}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-zinc-500">{hint}</dd> : null}
    </div>
  );
}

/** The range's figures: success rate, deliveries, failures and the latest delivery. */
export function EndpointFigures({
  stats,
  range,
}: {
  stats: DeliveryStatsRow | undefined;
  range: TimeRange;
}) {
  const now = useNow(15_000);
  const label = rangeLabel(range);
  if (!stats) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" role="status" aria-label="Loading">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  }
  const t = stats.totals;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={`Figures, ${label}`}>
      <Figure
        label="Success rate"
        hint={`${successHint({ succeeded: t.succeeded, failed: t.failed })} · ${label}`}
      >
        {t.success_rate === null ? "—" : `${(t.success_rate * 100).toFixed(1)}%`}
      </Figure>
      <Figure label="Deliveries" hint={`${formatNumber(t.pending)} pending · ${label}`}>
        {formatNumber(t.deliveries)}
      </Figure>
      <Figure label="Failed" hint={`after every attempt · ${label}`}>
        <span className={t.failed > 0 ? "text-red-700" : undefined}>{formatNumber(t.failed)}</span>
      </Figure>
      <Figure
        label="Last delivery"
        hint={
          stats.last_delivery_status ? (
            <DeliveryStatusBadge status={stats.last_delivery_status} />
          ) : undefined
        }
      >
        <span className="text-base" title={formatTimestamp(stats.last_delivery_at)}>
          {stats.last_delivery_at ? formatRelative(stats.last_delivery_at, now) : "Never"}
        </span>
      </Figure>
    </dl>
  );
}
